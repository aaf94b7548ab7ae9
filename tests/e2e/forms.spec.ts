import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import type { FakeSmtp } from "../fakes/smtp.ts";
import { waitForHydration } from "./support/hydration.ts";
import { type SecondServer, startSecondServer } from "./support/second-server.ts";
import { expect, test } from "./support/test.ts";

// The consultation, contact and newsletter forms, end to end: with and without JavaScript, field
// errors, uploads, the 'Get In Touch' popup, the newsletter duplicate, and — on a second server with
// a low rate limit and real SMTP (the fake) — the 429 answer and the e-mails that leave the outbox.

// Issue 27: a stored consultation answers with a confirmation panel and a short reference, not a toast.
const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{2}-[0-9A-HJKMNP-TV-Z]{4}$/;
const CONTACT_SENT = "We got your message, we will reach out to you soon! 😊";
// Issue 22: the same answer for a new and a known address; nothing is sent before the address confirms.
const NEWSLETTER_CHECK_INBOX = "Thank you! Please check your inbox to confirm your subscription.";
const RATE_LIMITED = "You have sent several requests in a short time. Please wait a minute and try again, or call us.";
const _root = path.resolve(import.meta.dirname, "../..");
const MB = 1024 * 1024;

const pdf = (name = "notice.pdf", size = 2_000) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(size, 0x20), Buffer.from("\n%%EOF\n")]),
});
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "true", url: baseURL }]);
});

/** Console errors other than the browser's own note about 4xx answers, which some tests cause on purpose. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

async function fillConsultation(form: Locator, values: Partial<Record<"fullName" | "email" | "phone" | "city", string>> = {}) {
  await form.getByLabel("Full Name").fill(values.fullName ?? "Priya Sharma");
  await form.getByLabel("Email").fill(values.email ?? `priya${unique()}@example.in`);
  await form.getByLabel("Phone Number").fill(values.phone ?? "+91 98765 43210");
  await form.getByLabel("City").fill(values.city ?? "Dhanbad");
  await form.getByLabel("Service Type").selectOption("trademark");
  await form.getByLabel("Additional Details").fill("A word mark for our spice brand.");
  await form.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
}

async function fillContact(form: Locator) {
  await form.getByLabel("Full Name").fill("Rahul Verma");
  await form.getByLabel("Email").fill(`rahul${unique()}@example.com`);
  await form.getByLabel("Phone Number").fill("098350 12345");
  await form.getByLabel("Subject").selectOption("billing");
  await form.getByLabel("Message").fill("Please send the invoice for my GST filing again.");
  await form.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
}

test("consultation with JavaScript: a document is attached, the button shows 'Submitting...', a confirmation panel with a short reference replaces the form, and 'Send another request' brings back an empty form", async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto("/");
  const form = page.getByRole("form", { name: "Consultation request" });
  await fillConsultation(form);
  await form.getByLabel("Upload Document (optional)").setInputFiles(pdf());
  await expect(form.getByText("notice.pdf (2 KB)")).toBeVisible();
  // Hold the answer back a moment so the pending state can be seen.
  await page.route("**/consultation.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await form.getByRole("button", { name: "Request Consultation" }).click();
  await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  const panel = page.getByTestId("consultation-confirmation");
  await expect(panel.getByRole("heading", { name: "Request received" })).toBeFocused();
  expect(await panel.getByTestId("consultation-reference").textContent()).toMatch(REFERENCE);
  await expect(panel).toContainText("Monday to Sunday, 9:00 AM–6:00 PM IST");
  await expect(panel).toContainText("What happens next");
  await expect(page.locator("[data-sonner-toaster]")).toHaveCount(0);
  await panel.getByRole("button", { name: "Send another request" }).click();
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  await expect(form.getByLabel("Service Type")).toHaveValue("");
  await expect(form.getByText("notice.pdf")).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Request Consultation" })).toBeEnabled();
  expect(errors).toEqual([]);
});

test("consultation with JavaScript: empty fields get messages beside them, focus moves to the first, and nothing is sent", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await page.goto("/");
  const form = page.getByRole("form", { name: "Consultation request" });
  await form.getByLabel("Phone Number").fill("12345");
  await form.getByRole("button", { name: "Request Consultation" }).click();
  await expect(form.getByText("Enter your full name")).toBeVisible();
  await expect(form.getByText("Enter a valid phone number, like +91 98765 43210")).toBeVisible();
  await expect(form.getByText("Choose the service you need")).toBeVisible();
  await expect(form.getByText("Please agree to the Terms of Service and Privacy Policy")).toBeVisible();
  await expect(form.getByLabel("Full Name")).toBeFocused();
  await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
  // Typing clears that field's message.
  const axe = await new AxeBuilder({ page }).include("#consultation form").analyze();
  expect(axe.violations).toEqual([]);
  await form.getByLabel("Full Name").fill("Priya");
  await expect(form.getByText("Enter your full name")).toHaveCount(0);
  expect(posts).toEqual([]);
});

test("consultation with JavaScript: an 11 MB file and a disguised file are refused in the browser before anything is sent", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await page.goto("/");
  const form = page.getByRole("form", { name: "Consultation request" });
  await fillConsultation(form);
  const picker = form.getByLabel("Upload Document (optional)");
  await picker.setInputFiles(pdf("big.pdf", 11 * MB));
  await expect(form.getByText("The document is larger than 10 MB. Please attach a smaller file.")).toBeVisible();
  await picker.setInputFiles({
    name: "notes.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("just some text, not a PDF"),
  });
  await expect(form.getByText("This file type is not accepted. Please attach a PDF, DOC, DOCX, JPG or PNG file.")).toBeVisible();
  await form.getByRole("button", { name: "Request Consultation" }).click();
  await expect(picker).toBeFocused();
  expect(posts).toEqual([]);
  await form.getByRole("button", { name: /^Remove/ }).click();
  await expect(form.getByText(/not accepted/)).toHaveCount(0);
});

test("consultation: when the server cannot be reached the SPEC failure text shows as an alert and the form keeps its values", async ({
  page,
}) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Consultation request" });
  await fillConsultation(form, { fullName: "Asha Rao" });
  await page.route("**/consultation.data*", (route) => route.abort("connectionrefused"));
  await form.getByRole("button", { name: "Request Consultation" }).click();
  await expect(form.getByRole("alert")).toHaveText("Failed to send consultation request");
  await expect(form.getByLabel("Full Name")).toHaveValue("Asha Rao");
});

test("the server refuses a disguised document (400) and a body over 11 MB (413)", async ({ request }) => {
  const fields = {
    fullName: "Priya Sharma",
    email: "priya@example.in",
    phone: "9876543210",
    city: "Dhanbad",
    serviceType: "gst",
    agreeToTerms: "on",
    source: "form",
  };
  const disguised = await request.post("/consultation", {
    multipart: { ...fields, document: { name: "notice.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ not a pdf") } },
  });
  expect(disguised.status()).toBe(400);
  expect(await disguised.text()).toContain("This file type is not accepted");
  const huge = await request.post("/consultation", { multipart: { ...fields, document: pdf("big.pdf", 11 * MB) } });
  expect(huge.status()).toBe(413);
  expect(await huge.text()).toContain("The upload is too large");
});

test("contact with JavaScript: 'Sending...' while it posts, then the SPEC toast and an empty form", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto("/");
  const form = page.getByRole("form", { name: "Contact us" });
  await expect(form.getByLabel("Subject")).toHaveValue("");
  await expect(form.getByRole("option", { name: "Select a subject" })).toBeDisabled();
  await expect(form.getByLabel("Message")).toHaveAttribute("rows", "4");
  await fillContact(form);
  await page.route("**/contact.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(page.getByText(CONTACT_SENT)).toBeVisible();
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "center");
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "top");
  await expect(form.getByLabel("Message")).toHaveValue("");
  expect(errors).toEqual([]);
});

test("contact with JavaScript: the server's field errors show beside the fields", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Contact us" });
  await fillContact(form);
  // An address the browser check accepts but the server's size rule does not.
  await form.getByLabel("Email").evaluate((input: HTMLInputElement) => input.removeAttribute("maxlength"));
  await form.getByLabel("Email").fill(`${"a".repeat(250)}@example.com`);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("This e-mail address is too long")).toBeVisible();
  await expect(form.getByLabel("Email")).toBeFocused();
});

test("newsletter: both inputs sign up in place and a repeated address gets the same answer", async ({ page }) => {
  const errors = watchConsole(page);
  const email = `reader${unique()}@example.com`;
  await page.goto("/");
  const updates = page.getByRole("form", { name: "Newsletter", exact: true });
  await updates.getByLabel("Get legal updates by e-mail").fill(email);
  await updates.getByRole("button", { name: "Subscribe" }).click();
  await expect(updates.getByRole("status")).toHaveText(NEWSLETTER_CHECK_INBOX);
  await expect(updates.getByLabel("Get legal updates by e-mail")).toHaveValue("");
  const footer = page.getByRole("form", { name: "Newsletter (footer)" });
  await footer.getByLabel("Get legal updates by e-mail").fill(email.toUpperCase());
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toHaveText(NEWSLETTER_CHECK_INBOX);
  await footer.getByLabel("Get legal updates by e-mail").fill("not-an-address");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText("Enter a valid e-mail address, like name@example.com")).toBeVisible();
  expect(errors).toEqual([]);
});

test("the 'Get In Touch' popup opens from a service page's call to action, closes, and sends a request", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto("/service/gst-registration");
  await page.waitForLoadState("networkidle");
  const dialog = page.getByRole("dialog", { name: "Get In Touch" });
  await expect(dialog).toBeHidden();
  await page.getByRole("main").getByRole("link", { name: "Apply for GST Registration" }).click();
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/service/gst-registration");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("main").getByRole("link", { name: "Apply for GST Registration" }).click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("main").getByRole("link", { name: "Apply for GST Registration" }).click();
  const form = dialog.getByRole("form", { name: "Get In Touch" });
  const axe = await new AxeBuilder({ page }).include("dialog[open]").analyze();
  expect(axe.violations).toEqual([]);
  // Issue 27: the guide's "Get help" link chose its service.
  await expect(form.getByLabel("Service Type")).toHaveValue("gst");
  await fillConsultation(form);
  await form.getByRole("button", { name: "Request Consultation" }).click();
  await expect(dialog.getByTestId("consultation-reference")).toHaveText(REFERENCE);
  await dialog.getByTestId("consultation-confirmation").getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test("the header's Consultation link still leads to the home section (only page content opens the popup)", async ({ page }) => {
  await page.goto("/service/gst-registration");
  await page.waitForLoadState("networkidle");
  await page.getByRole("banner").getByRole("link", { name: "Consultation", exact: true }).first().click();
  await expect(page).toHaveURL(/\/#consultation$/);
  await expect(page.getByRole("dialog", { name: "Get In Touch" })).toBeHidden();
});

test("the form pages pass an axe scan in the light and the dark theme", async ({ page }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const url of ["/consultation", "/contact", "/newsletter"]) {
      await page.goto(url);
      const axe = await new AxeBuilder({ page }).include("main").analyze();
      expect(axe.violations, `${url} (${colorScheme})`).toEqual([]);
    }
  }
});

test("the drop zone highlights while a file is dragged over it and attaches the dropped file", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Consultation request" });
  const zone = form.locator("label:has(input[type=file])");
  const transfer = await page.evaluateHandle(() => {
    const t = new DataTransfer();
    t.items.add(new File(["%PDF-1.7\nscan"], "affidavit.pdf", { type: "application/pdf" }));
    return t;
  });
  await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
  await expect(zone).toHaveAttribute("data-dragging", "true");
  await expect(zone).toContainText("Drop the file to attach it");
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
  await expect(zone).not.toHaveAttribute("data-dragging");
  await expect(form.getByText(/^affidavit\.pdf \(1 KB\)$/)).toBeVisible();
  expect(await form.getByLabel("Upload Document (optional)").evaluate((i: HTMLInputElement) => i.files?.[0]?.name)).toBe(
    "affidavit.pdf",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a consultation with a document posts to /consultation and lands on the confirmation", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Consultation request" });
    await fillConsultation(form);
    await form.getByLabel("Upload Document (optional)").setInputFiles(pdf("deed.pdf"));
    await form.getByRole("button", { name: "Request Consultation" }).click();
    await expect(page).toHaveURL(/\/consultation\?sent=[0-9A-Z]{2}-[0-9A-Z]{4}&mailed=1$/);
    const reference = new URL(page.url()).searchParams.get("sent");
    await expect(page.getByTestId("consultation-reference")).toHaveText(reference ?? "missing");
    await expect(page.getByTestId("consultation-confirmation")).toContainText("It is also in the e-mail we are sending you.");
    await expect(page.getByTestId("consultation-confirmation")).toContainText("What happens next");
  });

  test("a consultation the server refuses comes back with the messages, the values kept and focus on the first error", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Consultation request" });
    await fillConsultation(form, { fullName: "Asha Rao", phone: "12345" });
    await form
      .getByLabel("Upload Document (optional)")
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.7") });
    await form.getByRole("button", { name: "Request Consultation" }).click();
    await expect(page).toHaveURL(/\/consultation$/);
    const again = page.getByRole("form", { name: "Consultation request" });
    await expect(again.getByText("Enter a valid phone number, like +91 98765 43210")).toBeVisible();
    await expect(again.getByText(/does not match its content/)).toBeVisible();
    await expect(again.getByLabel("Full Name")).toHaveValue("Asha Rao");
    await expect(again.getByLabel("Service Type")).toHaveValue("trademark");
    await expect(again.getByLabel("Phone Number")).toBeFocused();
  });

  test("a contact message posts to /contact and lands on the confirmation", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Contact us" });
    await fillContact(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole("main").getByRole("status")).toContainText(CONTACT_SENT);
  });

  test("the footer newsletter answers a new and a repeated address alike", async ({ page }) => {
    const email = `plain${unique()}@example.com`;
    for (const expected of [NEWSLETTER_CHECK_INBOX, NEWSLETTER_CHECK_INBOX]) {
      await page.goto("/policies/privacy-policy");
      const footer = page.getByRole("form", { name: "Newsletter (footer)" });
      await footer.getByLabel("Get legal updates by e-mail").fill(email);
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/newsletter\?status=/);
      await expect(page.getByRole("status").filter({ hasText: expected })).toBeVisible();
    }
  });
});

// --- A second server: rate limit 2 per minute, mail through the fake SMTP server. ---

test.describe("a server with a low rate limit and SMTP", () => {
  let second: SecondServer | undefined;
  let smtp: FakeSmtp;
  let base = "";

  test.beforeAll(async () => {
    second = await startSecondServer({ name: "forms", env: { RATE_LIMIT_PER_MINUTE: "2" } });
    ({ smtp, base } = second);
  });

  test.afterAll(async () => {
    await second?.stop();
  });

  test("two requests a minute go through and are e-mailed with the document; the third gets 429 and a friendly alert", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: "cookieConsent", value: "true", url: base }]);
    // The limit counts per clock minute: start early in one so all three posts share it.
    const seconds = new Date().getSeconds();
    if (seconds > 40) await new Promise((resolve) => setTimeout(resolve, (61 - seconds) * 1000));

    await page.goto(`${base}/`);
    const form = page.getByRole("form", { name: "Consultation request" });
    const submit = async () => {
      const answer = page.waitForResponse((r) => r.url().includes("/consultation.data") && r.request().method() === "POST");
      await form.getByRole("button", { name: "Request Consultation" }).click();
      return (await answer).status();
    };
    await fillConsultation(form, { fullName: "Meera Iyer", email: "meera@example.in" });
    await form.getByLabel("Upload Document (optional)").setInputFiles(pdf("gst-notice.pdf"));
    expect(await submit()).toBe(200);
    const sendAnother = page.getByRole("button", { name: "Send another request" });
    const reference = (await page.getByTestId("consultation-reference").textContent()) ?? "";
    expect(reference).toMatch(REFERENCE);
    await sendAnother.click();
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    await fillConsultation(form);
    expect(await submit()).toBe(200);
    await sendAnother.click();
    await expect(form.getByLabel("Full Name")).toHaveValue("");

    await fillConsultation(form);
    expect(await submit()).toBe(429);
    await expect(form.getByRole("alert")).toHaveText(RATE_LIMITED);

    const plain = await page.request.post(`${base}/consultation`, { form: { fullName: "x" } });
    expect(plain.status()).toBe(429);
    expect(plain.headers()["retry-after"]).toMatch(/^\d+$/);
    expect(await plain.text()).toContain(RATE_LIMITED);

    const mails = await smtp.waitFor(4, 20_000);
    const staff = mails.find((m) => m.to.includes("staff@nyayik.test") && m.subject.includes("Meera Iyer"));
    expect(staff?.replyTo).toBe("meera@example.in");
    expect(staff?.attachments.map((a) => [a.filename, a.contentType])).toEqual([["gst-notice.pdf", "application/pdf"]]);
    expect(staff?.attachments[0]?.content.subarray(0, 8).toString()).toBe("%PDF-1.7");
    const visitor = mails.find((m) => m.to.includes("meera@example.in"));
    // The acknowledgement carries the reference the panel showed (issue 27).
    expect(visitor?.subject).toBe(`We received your consultation request ${reference} – Nyayik Legal & Compliance`);
    expect(visitor?.text).toContain(`Your reference: ${reference}`);
    const listed = (await (await fetch(`${smtp.httpUrl}/messages`)).json()) as unknown[];
    expect(listed).toHaveLength(4);
    expect(smtp.unexpected).toEqual([]);
  });

  test("a newsletter sign-up is confirmed by the e-mailed link's button, not by opening the link", async ({ page }) => {
    const before = smtp.messages.length;
    const email = `confirm${unique()}@example.com`;
    await page.goto(`${base}/newsletter`);
    const form = page.getByRole("form", { name: "Newsletter", exact: true });
    await form.getByLabel("Get legal updates by e-mail").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText(NEWSLETTER_CHECK_INBOX);
    const mail = (await smtp.waitFor(before + 1, 20_000)).find((m) => m.to.includes(email));
    const link = /http\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail?.text ?? "")?.[0];
    expect(link, mail?.text).toBeTruthy();
    await page.goto(link as string);
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your subscription is confirmed" })).toBeVisible();
    await page.goto(link as string);
    await expect(page.getByRole("alert").filter({ hasText: "not valid any more" })).toBeVisible();
  });
});
