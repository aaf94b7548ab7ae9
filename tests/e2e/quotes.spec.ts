import AxeBuilder from "@axe-core/playwright";
import type { FakeSmtp } from "../fakes/smtp.ts";
import { type SecondServer, startSecondServer } from "./support/second-server.ts";
import { expect, test } from "./support/test.ts";

// Issue 25, the quote journey: a lead → staff send a quote → the client gets it by e-mail → signs in,
// accepts and pays on the embedded test gateway → the case opens with its expert, told by e-mail.
// Runs on a second server whose mail goes to the fake SMTP server, so every e-mail is really sent.

test.describe("a quote from a lead, accepted and paid, opens the case", () => {
  let second: SecondServer | undefined;
  let smtp: FakeSmtp;
  let base = "";
  let invite = "";

  test.beforeAll(async () => {
    second = await startSecondServer({
      name: "quotes",
      staff: [{ email: "quote-staff@e2e.test", name: "Quila Staff", role: "staff" }],
    });
    ({ smtp, base } = second);
    invite = second.invites[0] ?? "";
  });

  test.afterAll(async () => {
    await second?.stop();
  });

  const mailTo = (email: string, subject: RegExp) =>
    expect
      .poll(() => smtp.messages.find((m) => m.to.includes(email) && subject.test(m.subject))?.text ?? "", { timeout: 15_000 })
      .not.toBe("");

  test("lead → quote → e-mail → client accepts and pays → case opens", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const email = `quote${Date.now()}@example.in`;
    await page.context().addCookies([{ name: "cookieConsent", value: "true", url: base }]);

    // A visitor asks for a consultation.
    await page.goto(`${base}/`);
    const form = page.getByRole("form", { name: "Consultation request" });
    await form.getByLabel("Full Name").fill("Kiran Quote");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone Number").fill("+91 98765 43210");
    await form.getByLabel("City").fill("Surat");
    await form.getByLabel("Service Type").selectOption("trademark");
    await form.getByLabel("Additional Details").fill("Word mark for our textile brand, two classes.");
    await form.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
    await form.getByRole("button", { name: "Request Consultation" }).click();
    await expect(page.getByTestId("consultation-confirmation").getByRole("heading", { name: "Request received" })).toBeVisible();

    // Staff open the lead and send a quote from it.
    const link = invite.match(/https?:\/\/\S+\/admin\/reset\/[A-Za-z0-9_-]+/)?.[0] ?? "";
    await page.goto(link);
    await page.getByLabel("New password").fill("quartz ledger maple");
    await page.getByLabel("Repeat the password").fill("quartz ledger maple");
    await page.getByRole("button", { name: "Save the password" }).click();
    await page.getByLabel("E-mail").fill("quote-staff@e2e.test");
    await page.getByLabel("Password").fill("quartz ledger maple");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await page.goto(`${base}/admin/inbox`);
    await page.getByRole("link", { name: "Kiran Quote" }).first().click();
    await page.getByRole("link", { name: "Send a quote" }).click();
    await expect(page.getByRole("heading", { name: "New quote" })).toBeVisible();
    await expect(page.getByLabel("Client's e-mail (the quote is sent here)")).toHaveValue(email);
    await expect(page.getByText("The client sees this.").first()).toBeVisible();
    await page.getByLabel("Service", { exact: true }).selectOption("trademark-registration");
    await page.getByLabel("Line 1: description").fill("Search, drafting and filing, two classes");
    await page.getByLabel("Line 1: amount (₹)").fill("1999");
    await page.getByLabel("Line 2: kind").selectOption("government_fee");
    await page.getByLabel("Line 2: description").fill("TM-A fee, two classes");
    await page.getByLabel("Line 2: amount (₹)").fill("9000");
    await page.getByLabel("Note to the client (scope, what is not included)").fill("Classes 24 and 25.");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "test-results/quote-staff-form-phone.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("button", { name: "Send to the client" }).click();
    await expect(page.getByRole("status")).toHaveText("Quote sent: the client has been e-mailed.");
    // ₹1,999 + CGST 9% ₹179.91 + SGST 9% ₹179.91 + ₹9,000 government fee.
    await expect(page.getByRole("row", { name: /Payable now/ })).toContainText("₹11,358.82");
    const reference = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").replace("Quote ", "");
    expect(reference).toMatch(/^Q-[A-Z0-9]{6}$/);

    // The client's e-mail has every line and the link.
    await mailTo(email, /^Your quote Q-/);
    const quoteMail = smtp.messages.find((m) => m.to.includes(email) && m.subject.startsWith("Your quote"));
    expect(quoteMail?.subject).toBe(`Your quote ${reference} for Trademark Registration: ₹11,358.82`);
    expect(quoteMail?.text).toContain("Classes 24 and 25.");
    const quoteUrl = quoteMail?.text.match(/https?:\/\/\S+\/account\/quotes\/[0-9a-f-]{36}/)?.[0] ?? "";
    expect(quoteUrl).not.toBe("");

    // The client signs in (a fresh browser), opens the quote, accepts and pays on the test gateway.
    const client = await browser.newContext();
    await client.addCookies([{ name: "cookieConsent", value: "true", url: base }]);
    const c = await client.newPage();
    await c.goto(`${base}/account/login`);
    await c.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
    await c.getByRole("button", { name: "Send me a code" }).click();
    await mailTo(email, /sign-in code/);
    const code = smtp.messages
      .filter((m) => m.to.includes(email) && m.subject.includes("sign-in code"))
      .at(-1)
      ?.text.match(/code is (\d{6})/)?.[1];
    await c.getByLabel("6-digit code").fill(code ?? "");
    await c.getByRole("button", { name: "Sign in" }).click();
    await expect(c).toHaveURL(`${base}/account`);
    await expect(c.getByRole("link", { name: `Quote ${reference}: Trademark Registration` })).toBeVisible();
    await c.goto(quoteUrl);
    await expect(c.getByRole("heading", { name: `Quote ${reference}: Trademark Registration` })).toBeVisible();
    expect((await new AxeBuilder({ page: c }).analyze()).violations).toEqual([]);
    await c.setViewportSize({ width: 390, height: 844 });
    await c.screenshot({ path: "test-results/quote-client-phone.png", fullPage: true });
    await c.setViewportSize({ width: 1280, height: 800 });
    await c.getByRole("button", { name: "Accept and pay ₹11,358.82" }).click();
    await expect(c).toHaveURL(/\/payments\/test-gateway\/[0-9a-f-]{36}$/);
    await expect(c.getByTestId("test-gateway-amount")).toHaveText("₹11,358.82");
    await c.getByRole("button", { name: "Pay ₹11,358.82" }).click();
    await expect(c.getByRole("button", { name: "Print receipt" })).toBeVisible();

    // The case is open, named for its expert, and the client was told by e-mail.
    await mailTo(email, /^Your case C-[A-Z0-9]{6} is open/);
    const opened = smtp.messages.find((m) => m.to.includes(email) && /^Your case C-/.test(m.subject));
    expect(opened?.text).toContain("Quila Staff");
    const caseReference = opened?.subject.match(/C-[A-Z0-9]{6}/)?.[0] ?? "";
    await c.goto(`${base}/account/quotes/${quoteUrl.split("/").at(-1)}`);
    await expect(c.getByText("This quote is already paid. Thank you.")).toBeVisible();
    await c.getByRole("link", { name: "Your receipt" }).click();
    await expect(c.getByText("₹11,358.82").first()).toBeVisible();
    await c.goto(`${base}/account/cases`);
    await expect(c.locator(`a[href="/account/cases/${caseReference}"]`)).toHaveText("Trademark Registration");
    await c.goto(`${base}/account/cases/${caseReference}`);
    await expect(c.getByRole("link", { name: `Quote ${reference}` })).toBeVisible();
    await client.close();

    // Staff see the quote paid with its case.
    await page.reload();
    await expect(page.getByText("Paid", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: `The case ${caseReference}` })).toBeVisible();
  });
});
