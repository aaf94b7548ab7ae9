import { createHmac, randomUUID } from "node:crypto";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { parseConfig } from "../../app/lib/config.server.ts";
import type { FakeSmtp } from "../fakes/smtp.ts";
import { type SecondServer, startSecondServer } from "./support/second-server.ts";
import { signInAs } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";

const _root = path.resolve(import.meta.dirname, "../..");

// The staff console's money pages: a payment made through the built-in test gateway appears in the
// console, a refund recorded there shows on the visitor's receipt; reconciliation lists a webhook
// for no payment of ours; the outbox retries; the staff page is the owner's only.

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Pays the whole price (₹5,678.82: our ₹999 + GST + IP India's ₹4,500) for trademark registration through the test gateway as a visitor; returns the receipt path. */
async function payAsVisitor(page: Page, name: string, email: string, base = "") {
  await page.goto(`${base}/service/trademark-registration`);
  // Before its script is ready Pay Now is a plain link to the checkout page (decision 134); this journey
  // is about the dialog, so it waits for React to own the link.
  await page.waitForFunction(() => {
    const link = [...document.querySelectorAll("#package a")].find((a) => a.textContent?.includes("Pay Now"));
    return !!link && Object.keys(link).some((k) => k.startsWith("__reactProps$"));
  });
  await page.locator("#package").getByRole("link", { name: "Pay Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout" });
  await dialog.getByLabel("Full name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("98765 43210");
  await dialog.getByRole("button", { name: /Proceed to Pay/ }).click();
  await page.getByRole("button", { name: "Pay ₹5,678.82" }).click();
  await expect(page.getByRole("heading", { name: "Payment receipt" })).toBeVisible();
  return new URL(page.url()).pathname;
}

test("a paid payment appears in the console; a refund recorded there shows on the receipt page", async ({ page, browser }) => {
  // Two browsers, a whole payment and a console refund: ~28 s on a quiet machine, too close to the 30 s default.
  test.slow();
  const visitor = await browser.newPage();
  const name = `Refund Visitor ${randomUUID().slice(0, 6)}`;
  const receiptPath = await payAsVisitor(visitor, name, "refund-e2e@example.com");

  await signInAs(page, "staff");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Payments" }).click();
  await expect(page.getByRole("heading", { name: "Payments" })).toBeVisible();
  await page.getByLabel("Status").selectOption("paid");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=paid/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("₹5,678.82");
  await expect(row).toContainText(/pay_test_[0-9a-f]{14}/);
  await expectNoAxeViolations(page);

  await row.getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: `Trademark Registration: ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  const amount = page.getByLabel("Amount refunded (₹)");
  // No case is linked yet, so the console proposes the whole amount (refund policy: all before work starts).
  await expect(amount).toHaveValue("5678.82");
  await expect(page.getByText(/Proposed amount: No case is linked to this payment/)).toBeVisible();
  await amount.fill("6000");
  await page.getByLabel("Reason").fill("Client withdrew the application");
  await page.getByRole("button", { name: "Record refund" }).click();
  await expect(page.getByText("At most ₹5,678.82 can be refunded (paid ₹5,678.82, refunded before ₹0).")).toBeVisible();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await amount.fill("300");
  await page.getByRole("button", { name: "Record refund" }).click();
  await expect(page.getByRole("status")).toHaveText("Refund of ₹300 recorded.");
  await expect(page.getByText("Client withdrew the application")).toBeVisible();
  await expect(page.getByText(/At most ₹5,378.82 is left to refund/)).toBeVisible();

  await visitor.goto(receiptPath);
  const facts = visitor.locator("dl").first();
  await expect(facts).toContainText(/Refunded₹300 on \d{1,2} \w{3} \d{4}/);
  await expect(facts).toContainText("Net amount₹5,378.82");
  // The refund's credit note, in its own series and against the invoice.
  await expect(visitor.getByRole("heading", { name: /^Credit note CN\/\d{4}-\d{2}\/\d{5}$/ })).toBeVisible();
  await expect(visitor.getByText(/Issued for a refund against invoice NY\//)).toBeVisible();
  await expect(facts).toContainText("StatusPaid, partly refunded");
  await visitor.close();
});

test("reconciliation lists a verified webhook for a payment that is not ours", async ({ page, request }) => {
  const secret = parseConfig({}).payments.webhookSecret ?? "";
  const reference = `ELSEWHERE-${randomUUID().slice(0, 8)}`;
  const body = JSON.stringify({
    entity: "event",
    event: "payment_link.paid",
    payload: { payment_link: { entity: { id: "plink_elsewhere01", reference_id: reference, amount: 150000 } } },
  });
  const sent = await request.post("/payments/webhook", {
    data: body,
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": createHmac("sha256", secret).update(body).digest("hex"),
      "x-razorpay-event-id": `evt_${randomUUID().replace(/-/g, "").slice(0, 14)}`,
    },
  });
  expect(await sent.json()).toEqual({ status: "ignored" });

  await signInAs(page, "staff");
  await page.goto("/admin/reconciliation");
  const unknown = page.getByRole("region", { name: "Webhook events for unknown payments" });
  await expect(unknown.getByRole("row").filter({ hasText: reference })).toContainText("₹1,500");
  await expectNoAxeViolations(page);
});

// --- A second server whose mail goes to the fake SMTP server, which refuses the first messages. ---

test.describe("a server whose mail is refused at first", () => {
  let second: SecondServer | undefined;
  let smtp: FakeSmtp;
  let base = "";
  let invite = "";

  test.beforeAll(async () => {
    second = await startSecondServer({
      name: "outbox",
      // The payment's receipt, the firm's notice and the client's "case opened" mail (issue 25) are refused
      // for good (550): all three end up dead.
      prepareSmtp: (s) => s.failNext(550, "Mailbox unavailable", 3),
      staff: [{ email: "mail-staff@e2e.test", name: "Mala Staff", role: "staff" }],
    });
    ({ smtp, base } = second);
    invite = second.invites[0] ?? "";
  });

  test.afterAll(async () => {
    await second?.stop();
  });

  test("dead messages show their attempts and error; Retry sends one, Discard keeps the other unsent", async ({ page }) => {
    test.setTimeout(60_000);
    await payAsVisitor(page, "Outbox Visitor", "outbox-e2e@example.com", base);

    const link = invite.match(/https?:\/\/\S+\/admin\/reset\/[A-Za-z0-9_-]+/)?.[0] ?? "";
    await page.goto(link);
    await page.getByLabel("New password").fill("kettle meadow binder");
    await page.getByLabel("Repeat the password").fill("kettle meadow binder");
    await page.getByRole("button", { name: "Save the password" }).click();
    await page.getByLabel("E-mail").fill("mail-staff@e2e.test");
    await page.getByLabel("Password").fill("kettle meadow binder");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

    await expect(async () => {
      await page.goto(`${base}/admin/outbox?status=dead`);
      await expect(page.getByTestId("outbox-row")).toHaveCount(3, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const receipt = page
      .getByTestId("outbox-row")
      .filter({ hasText: "outbox-e2e@example.com" })
      .filter({ hasText: "Payment received" });
    await expect(receipt).toContainText("dead");
    await expect(receipt).toContainText("Mailbox unavailable");
    await expect(receipt.getByRole("cell").nth(4)).toHaveText("1");
    await expectNoAxeViolations(page);

    await receipt.getByRole("button", { name: /^Retry/ }).click();
    await expect(page.getByRole("status")).toHaveText("The message is due now; the worker sends it within a few seconds.");
    const notice = page.getByTestId("outbox-row").filter({ hasText: "the firm (STAFF_EMAIL)" });
    await notice.getByRole("button", { name: /^Discard/ }).click();
    await expect(page.getByRole("status")).toHaveText("Discarded. It will not be sent.");

    const mails = await smtp.waitFor(1, 10_000);
    expect(mails.map((m) => m.to)).toEqual([["outbox-e2e@example.com"]]);
    expect(mails[0]?.subject).toMatch(/Payment received: /);
    await page.goto(`${base}/admin/outbox?status=sent`);
    await expect(
      page
        .getByTestId("outbox-row")
        .filter({ hasText: "outbox-e2e@example.com" })
        .filter({ hasText: "Payment received" })
        .getByRole("cell")
        .nth(4),
    ).toHaveText("2");
    await page.goto(`${base}/admin/outbox?status=discarded`);
    await expect(page.getByTestId("outbox-row")).toHaveCount(1);
    await expect(page.getByTestId("outbox-row").getByRole("button")).toHaveCount(0);
    await page.goto(`${base}/admin/outbox?status=bogus`);
    await expect(page.getByRole("alert")).toContainText("Status must be one of: pending, sending, sent, dead, discarded.");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(1);
  });
});

test("staff are refused the owner's staff page (403); the owner invites and deactivates", async ({ page, browser }) => {
  await signInAs(page, "staff");
  const refused = await page.goto("/admin/staff");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  await expectNoAxeViolations(page);

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, "owner");
  await ownerPage.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Staff" }).click();
  await expect(ownerPage.getByRole("heading", { name: "Staff", exact: true })).toBeVisible();
  await expectNoAxeViolations(ownerPage);

  await ownerPage.getByLabel("Name").fill("Nisha Temp");
  await ownerPage.getByLabel("E-mail").fill("nisha@localhost");
  await ownerPage.getByRole("button", { name: "Create account and link" }).click();
  await expect(ownerPage.getByText("Enter the new staff member's e-mail address, like name@firm.in.")).toBeVisible();
  const email = `nisha-${randomUUID().slice(0, 6)}@e2e.test`;
  await ownerPage.getByLabel("E-mail").fill(email);
  await ownerPage.getByRole("button", { name: "Create account and link" }).click();
  await expect(ownerPage.getByLabel(`Link for ${email}`)).toHaveValue(/\/admin\/reset\/[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(ownerPage);

  const row = ownerPage.getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: "Deactivate Nisha Temp" }).click();
  await expect(ownerPage.getByRole("status")).toHaveText("Account deactivated and signed out.");
  await expect(ownerPage.getByRole("row").filter({ hasText: email })).toContainText("deactivated");
  // The owner's own row offers no deactivation.
  await expect(ownerPage.getByRole("row").filter({ hasText: "owner@e2e.test" }).getByRole("button")).toHaveCount(0);
  await ownerContext.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`payments, reconciliation, outbox and staff pages pass axe on a phone (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, "owner");
    for (const [path, heading] of [
      ["/admin/payments", "Payments"],
      ["/admin/reconciliation", "Reconciliation"],
      ["/admin/outbox", "Outbox"],
      ["/admin/staff", "Staff"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/staff-${heading.toLowerCase()}-phone-${theme}.png`, fullPage: true });
    }
    await page.goto("/admin/payments");
    const first = page.getByRole("region", { name: "Payments" }).getByRole("link").first();
    if (await first.count()) {
      await first.click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/staff-payment-phone-${theme}.png`, fullPage: true });
    }
  });
}
