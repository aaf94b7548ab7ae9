import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { FakeSmtp } from "../fakes/smtp.ts";
import { type SecondServer, startSecondServer } from "./support/second-server.ts";
import { expect, test } from "./support/test.ts";

// Client portal: /account is closed to visitors; Login / Sign Up asks for an e-mail, then the code.
// The full journey runs on a second server whose mail goes to the fake SMTP server, so the test
// reads the code from the e-mail the way a client does.

const _root = path.resolve(import.meta.dirname, "../..");
const pdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(1500, 0x20), Buffer.from("\n%%EOF\n")]),
});

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "true", url: baseURL }]);
});

test("a visitor is sent to Login / Sign Up; an e-mail leads to the code step; a wrong code is refused", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/login\?next=%2Faccount$/);
  await expect(page.getByRole("heading", { name: "Login / Sign Up" })).toBeVisible();
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("not an email");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).evaluate((el) => el.removeAttribute("required"));
  await page.getByRole("textbox", { name: "E-mail", exact: true }).evaluate((el) => el.setAttribute("type", "text"));
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter a valid e-mail address.");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("client-e2e@example.in");
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByText("We sent a 6-digit code to client-e2e@example.in.")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByLabel("6-digit code").fill("12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is wrong or has expired.");
  await expect(page).toHaveURL(/\/account\/login/);
});

for (const theme of ["light", "dark"] as const) {
  test(`Login / Sign Up on a phone (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/account/login");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(`phone-${theme}@example.in`);
    await page.getByRole("button", { name: "Send me a code" }).click();
    await expect(page.getByLabel("6-digit code")).toBeVisible();
    await page.screenshot({ path: `test-results/account-code-phone-${theme}.png` });
  });
}

// --- A second server with mail through the fake SMTP server: the whole client journey. ---

async function axeClean(page: Page) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((s) => localStorage.setItem("ui-theme", s), scheme);
    // A fresh load applies the theme before paint (no colour transition half-way through the scan).
    await page.reload();
    await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations, `${page.url()} (${scheme})`).toEqual([]);
  }
}

test.describe("the client journey, with mail through SMTP", () => {
  let second: SecondServer | undefined;
  let smtp: FakeSmtp;
  let base = "";

  test.beforeAll(async () => {
    second = await startSecondServer({ name: "account" });
    ({ smtp, base } = second);
  });

  test.afterAll(async () => {
    await second?.stop();
  });

  /** The 6-digit code in the newest sign-in e-mail to `email`. */
  async function codeFor(email: string): Promise<string> {
    let code = "";
    await expect
      .poll(
        () => {
          const mail = smtp.messages.filter((m) => m.to.includes(email) && m.subject.includes("sign-in code")).at(-1);
          code = mail?.text.match(/code is (\d{6})/)?.[1] ?? "";
          return code;
        },
        { timeout: 15_000 },
      )
      .toMatch(/^\d{6}$/);
    return code;
  }

  async function signUp(page: Page, email: string) {
    await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/account\/login\?mode=signup$/);
    await expect(page.getByText("Create your account with the e-mail")).toBeVisible();
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
    await page.getByRole("button", { name: "Send me a code" }).click();
    await expect(page.getByLabel("6-digit code")).toBeVisible();
    await page.getByLabel("6-digit code").fill(await codeFor(email));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${base}/account`);
  }

  test("sign up with the mailed code, find the earlier request, add a document and a message, sign out", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: "cookieConsent", value: "true", url: base }]);
    const email = `kiran${Date.now()}@example.in`;

    // A consultation request sent earlier, signed out.
    await page.goto(`${base}/`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    const form = page.getByRole("form", { name: "Consultation request" });
    await form.getByLabel("Full Name").fill("Kiran Patel");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone Number").fill("+91 98765 43210");
    await form.getByLabel("City").fill("Surat");
    await form.getByLabel("Service Type").selectOption("trademark");
    await form.getByLabel("Additional Details").fill("Word mark for our textile brand.");
    await form.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
    await form.getByRole("button", { name: "Request Consultation" }).click();
    await expect(page.getByTestId("consultation-reference")).toBeVisible();

    await signUp(page, email);
    await expect(page.getByRole("heading", { name: "My requests" })).toBeVisible();
    await expect(page.getByText("Signed in as Kiran Patel.")).toBeVisible();
    // The header now shows the client's name with a menu.
    const accountMenu = page.getByRole("banner").locator("summary").filter({ hasText: "Kiran Patel" });
    await expect(accountMenu).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);
    await axeClean(page);

    await page.getByRole("link", { name: "Trademarks & Copyrights" }).click();
    await expect(page.getByRole("heading", { name: "Consultation: Trademarks & Copyrights" })).toBeVisible();
    await expect(page.getByText("Received")).toBeVisible();
    await expect(page.getByText("You sent this request")).toBeVisible();

    await page.getByLabel("Add a document").setInputFiles(pdf("trademark-logo.pdf"));
    await page.getByRole("button", { name: "Upload document" }).click();
    await expect(page.getByRole("status").filter({ hasText: "trademark-logo.pdf is added" })).toBeVisible();
    await expect(page.getByRole("link", { name: "trademark-logo.pdf" })).toBeVisible();

    await page.getByLabel("Your message").fill("The logo is attached. Can we also file in class 24?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your message is sent" })).toBeVisible();
    await expect(page.getByText("You wrote")).toBeVisible();
    await expect(page.getByText("You added a document")).toBeVisible();
    await expect(page.getByLabel("Your message")).toHaveValue("");
    await axeClean(page);

    // The firm's inbox got both, the document attached.
    await expect
      .poll(() => smtp.messages.filter((m) => m.to.includes("staff@nyayik.test") && m.subject.startsWith("Client ")).length, {
        timeout: 15_000,
      })
      .toBe(2);
    const notice = smtp.messages.find((m) => m.subject.startsWith("Client document"));
    expect(notice?.attachments.map((a) => a.filename)).toEqual(["trademark-logo.pdf"]);
    expect(smtp.messages.find((m) => m.subject.startsWith("Client message"))?.text).toContain("class 24");

    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((s) => localStorage.setItem("ui-theme", s), theme);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await page.screenshot({ path: `test-results/account-request-phone-${theme}.png`, fullPage: true });
    }
    await page.goto(`${base}/account`);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByText("Signed in as Kiran Patel")).toBeVisible();
    await page.screenshot({ path: "test-results/account-home-phone-dark.png" });
    await page.setViewportSize({ width: 1280, height: 800 });

    const session = (await context.cookies(base)).find((c) => c.name === "client_session");
    expect(session?.value).toBeTruthy();
    await accountMenu.click();
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${base}/`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    // The old session token is dead on the server, not just forgotten by the browser.
    const replay = await fetch(`${base}/account`, {
      headers: { cookie: `client_session=${session?.value}` },
      redirect: "manual",
    });
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toMatch(/^\/account\/login/);
  });

  test("download my data as JSON, then erase it after typing the confirmation", async ({ page, context }) => {
    test.setTimeout(60_000);
    await context.addCookies([{ name: "cookieConsent", value: "true", url: base }]);
    const email = `dev${Date.now()}@example.in`;
    await page.goto(`${base}/`);
    await signUp(page, email);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data (JSON)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^nyayik-my-data-\d{4}-\d{2}-\d{2}\.json$/);

    await page.getByRole("link", { name: "Erase my data…" }).click();
    await expect(page.getByRole("heading", { name: "Erase my data" })).toBeVisible();
    await expect(page.getByText("You have no payments with us, so nothing is kept.")).toBeVisible();
    await axeClean(page);
    await page.getByLabel("Type ERASE to confirm").fill("erase");
    await page.getByRole("button", { name: "Erase my data" }).click();
    await expect(page.getByRole("alert")).toContainText("Nothing was erased.");
    await page.getByLabel("Type ERASE to confirm").fill("ERASE");
    await page.getByRole("button", { name: "Erase my data" }).click();
    await expect(page.getByRole("heading", { name: "Your data is erased" })).toBeVisible();
    await expect(page.getByText("We erased 0 consultation request(s)")).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toBeVisible();
    await page.goto(`${base}/account`);
    await expect(page).toHaveURL(/\/account\/login/);
  });
});
