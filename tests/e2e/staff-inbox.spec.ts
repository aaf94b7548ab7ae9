import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { signInAs } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";

// The staff inbox, end to end: a visitor's consultation request (with a document) reaches the
// inbox; staff find it by phone, download the document, mark it contacted; the owner sees those
// actions in the audit log; sign-out ends the session on the server.

const digits = () => `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
const pdfFile = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(3_000, 0x20), Buffer.from("\n%%EOF\n")]),
});

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "true", url: baseURL }]);
});

function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Submits the real consultation form (as a visitor would) and returns the name and phone used. */
async function submitConsultation(page: Page, withDocument = true) {
  const phone = digits();
  const name = `Kavya Iyer ${phone.slice(-4)}`;
  await page.goto("/consultation");
  const form = page.getByRole("form", { name: "Consultation request" });
  // Name, phone and service first: on a phone the other fields appear once these are filled (issue 27).
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await form.getByLabel("Service Type").selectOption("insurance");
  await form.getByLabel("Email").fill(`kavya${phone}@example.in`);
  await form.getByLabel("City").fill("Dhanbad");
  await form.getByLabel("Additional Details").fill("My health insurance claim was rejected.");
  if (withDocument) await form.getByLabel("Upload Document (optional)").setInputFiles(pdfFile(`claim-${phone}.pdf`));
  await form.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await form.getByRole("button", { name: "Request Consultation" }).click();
  await expect(page.getByTestId("consultation-reference")).toHaveText(/^[0-9A-Z]{2}-[0-9A-Z]{4}$/);
  return { name, phone, file: `claim-${phone}.pdf` };
}

async function axeClean(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

async function staffCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "staff_session");
}

test("staff find a lead by phone, download its document, mark it contacted; the owner sees it in the audit log; sign-out ends the session", async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const lead = await submitConsultation(page);

  await signInAs(page, "staff");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("New leads today")).toBeVisible();
  await axeClean(page);

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  // Typed the way it is read out on a call: spaces, no country code.
  await page.getByLabel("Search").fill(`${lead.phone.slice(0, 5)} ${lead.phone.slice(5)}`);
  await page.getByRole("button", { name: "Apply" }).click();
  const items = page.getByRole("list", { name: "Inbox items" }).getByRole("listitem");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("1 document");
  await axeClean(page);
  await items.first().getByRole("link", { name: lead.name }).click();

  await expect(page.getByRole("heading", { name: lead.name })).toBeVisible();
  await axeClean(page);
  const link = page.getByRole("link", { name: `Download ${lead.file}` });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(lead.file);
  const href = (await link.getAttribute("href")) ?? "";
  const direct = await page.request.get(href);
  expect(direct.headers()["content-disposition"]).toMatch(/^attachment; /);
  expect(direct.headers()["x-content-type-options"]).toBe("nosniff");
  expect(direct.headers()["cache-control"]).toBe("no-store");
  expect((await direct.body()).subarray(0, 8).toString()).toBe("%PDF-1.7");

  await page.getByLabel("New status").selectOption("contacted");
  await page.getByLabel("Note (needed when closing)").fill("Called; she will send the policy copy.");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marked contacted." })).toBeVisible();
  await expect(page.getByText("Now: Contacted")).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Sunil Staff changed the status: New → Contacted");
  await expect(history).toContainText("Called; she will send the policy copy.");

  // Sign-out deletes the session row: the old cookie no longer opens the console.
  const old = await staffCookie(context);
  expect(old).toBeDefined();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  const replay = await page.request.get(`${baseURL}/admin/inbox`, {
    headers: { cookie: `staff_session=${old?.value}` },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(302);
  expect(replay.headers().location).toMatch(/^\/admin\/login\?next=/);

  await signInAs(page, "owner");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await axeClean(page);
  await page.getByLabel("Who, IP or item id").fill("Sunil Staff");
  await page.getByRole("button", { name: "Apply" }).click();
  const entries = page.getByRole("list", { name: "Audit entries" });
  await expect(entries.getByRole("listitem").filter({ hasText: "lead.status" }).first()).toContainText("Sunil Staff");
  await expect(entries.getByRole("listitem").filter({ hasText: "lead.status" }).first()).toContainText("IP 127.0.0.1");
  await expect(entries.getByRole("listitem").filter({ hasText: "upload.download" }).first()).toContainText(lead.file);
  await expect(entries.getByRole("listitem").filter({ hasText: "staff.sign_out" }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("a change made in another tab first is refused with a message, not overwritten; the CSV export downloads", async ({
  page,
  context,
}) => {
  const lead = await submitConsultation(page, false);
  await signInAs(page, "staff");
  await page.goto(`/admin/inbox?q=${encodeURIComponent(lead.name)}`);
  await page.getByRole("link", { name: lead.name }).click();
  await expect(page.getByRole("heading", { name: lead.name })).toBeVisible();
  const other = await context.newPage();
  await other.goto(page.url());

  await other.getByLabel("New status").selectOption("contacted");
  await other.getByRole("button", { name: "Change status" }).click();
  await expect(other.getByText("Now: Contacted")).toBeVisible();

  await page.getByLabel("New status").selectOption("closed");
  await page.getByLabel("Note (needed when closing)").fill("Duplicate request");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("alert")).toContainText("Someone else changed this item first.");
  await expect(page.getByText("Now: Contacted")).toBeVisible();

  await page.goto(`/admin/inbox?q=${encodeURIComponent(lead.name)}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text.startsWith("\uFEFFReceived (IST),Kind,Status,Name")).toBe(true);
  expect(text).toContain(`,Consultation request,Contacted,${lead.name},`);
});

for (const theme of ["light", "dark"] as const) {
  test(`inbox, item, dashboard and audit log on a phone are axe clean (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 390, height: 844 });
    const lead = await submitConsultation(page);
    await signInAs(page, "owner");
    await axeClean(page);
    await page.screenshot({ path: `test-results/staff-dashboard-phone-${theme}.png`, fullPage: true });
    await page.goto("/admin/inbox");
    await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
    await axeClean(page);
    await page.screenshot({ path: `test-results/staff-inbox-phone-${theme}.png`, fullPage: true });
    await page.goto(`/admin/inbox?q=${encodeURIComponent(lead.name)}`);
    await page.getByRole("link", { name: lead.name }).click();
    await expect(page.getByRole("heading", { name: lead.name })).toBeVisible();
    await axeClean(page);
    await page.screenshot({ path: `test-results/staff-item-phone-${theme}.png`, fullPage: true });
    await page.goto("/admin/audit");
    await axeClean(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/inbox");
    await axeClean(page);
    await page.screenshot({ path: `test-results/staff-inbox-desktop-${theme}.png` });
  });
}
