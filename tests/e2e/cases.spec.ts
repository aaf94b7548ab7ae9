import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { FakeSmtp } from "../fakes/smtp.ts";
import { type SecondServer, startSecondServer } from "./support/second-server.ts";
import { expect, test } from "./support/test.ts";

// Issue 25, the case journey: pay → the case opens with a named expert and the checklist → the
// client uploads → staff accept one document and send one back with a reason → the client sends it
// again → staff move the case to "filed" with the application number → the client sees the stage,
// its date and the reference, with an e-mail at each step → the deliverable is downloaded.
// On a second server whose mail goes to the fake SMTP server, with one staff member (the expert).

const pdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(1500, 0x20), Buffer.from("\n%%EOF\n")]),
});

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("a paid service becomes a case the client can follow", () => {
  let second: SecondServer | undefined;
  let smtp: FakeSmtp;
  let base = "";
  let invite = "";

  test.beforeAll(async () => {
    second = await startSecondServer({
      name: "cases",
      staff: [{ email: "meera@e2e.test", name: "Meera Expert", role: "staff" }],
    });
    ({ smtp, base } = second);
    invite = second.invites[0] ?? "";
  });

  test.afterAll(async () => {
    await second?.stop();
  });

  /** The newest message to `to` whose subject matches, once it has arrived. */
  async function mailTo(to: string, subject: RegExp) {
    await expect
      .poll(() => smtp.messages.some((m) => m.to.includes(to) && subject.test(m.subject)), { timeout: 15_000 })
      .toBe(true);
    const found = smtp.messages.filter((m) => m.to.includes(to) && subject.test(m.subject)).at(-1);
    if (!found) throw new Error(`no mail ${subject}`);
    return found;
  }

  test("pay → case with expert and checklist → uploads, review, re-upload → filed with the application number → deliverable", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const email = `case${Date.now()}@example.in`;
    await page.context().addCookies([{ name: "cookieConsent", value: "true", url: base }]);

    // 1. Pay for trademark registration on the test gateway (the checkout page works without the dialog).
    await page.goto(`${base}/service/trademark-registration`);
    await page.waitForFunction(() => {
      const link = [...document.querySelectorAll("#package a")].find((a) => a.textContent?.includes("Pay Now"));
      return !!link && Object.keys(link).some((k) => k.startsWith("__reactProps$"));
    });
    await page.locator("#package").getByRole("link", { name: "Pay Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Checkout" });
    await dialog.getByLabel("Full name").fill("Asha Verma");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Phone").fill("98765 43210");
    await dialog.getByRole("button", { name: /Proceed to Pay/ }).click();
    await page.getByRole("button", { name: /^Pay ₹/ }).click();
    await expect(page.getByRole("heading", { name: "Payment receipt" })).toBeVisible();

    // 2. The case is open: the e-mail names the expert, lists the documents and links the case.
    const opened = await mailTo(email, /^Your case C-[2-9A-Z]{6} is open/);
    expect(opened.text).toContain("Meera Expert is your expert");
    expect(opened.text).toContain("Documents we need from you");
    const reference = opened.subject.match(/C-[2-9A-Z]{6}/)?.[0] ?? "";
    const caseUrl = `${base}/account/cases/${reference}`;
    expect(opened.text).toContain(caseUrl);

    // 3. The client signs in with the mailed code and opens the case from the link.
    await page.goto(`${base}/account/login`);
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
    await page.getByRole("button", { name: "Send me a code" }).click();
    const codeMail = await mailTo(email, /sign-in code/);
    await page.getByLabel("6-digit code").fill(codeMail.text.match(/code is (\d{6})/)?.[1] ?? "");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${base}/account`);
    await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "My cases" }).click();
    await page
      .getByRole("link", { name: /Trademark/ })
      .first()
      .click();
    await expect(page).toHaveURL(caseUrl);
    await expect(page.getByText("Meera Expert").first()).toBeVisible();
    const items = page.locator("#documents li[id^='doc-']");
    expect(await items.count()).toBeGreaterThanOrEqual(2);
    const first = items.nth(0);
    const secondItem = items.nth(1);
    const firstName = (await first.locator("p").first().innerText()).replace(/ \(if it applies\)$/, "");
    const secondName = (await secondItem.locator("p").first().innerText()).replace(/ \(if it applies\)$/, "");
    for (const [item, file] of [
      [first, "pan-card.pdf"],
      [secondItem, "logo.pdf"],
    ] as const) {
      await item.locator("input[type=file]").setInputFiles(pdf(file));
      await item.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(item.getByRole("status")).toContainText("is received");
      await expect(item.getByRole("link", { name: file })).toBeVisible();
    }
    await axeClean(page);

    // 4. Staff (on their own browser) accept one document and send the other back with a reason.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.goto(invite.match(/https?:\/\/\S+\/admin\/reset\/[A-Za-z0-9_-]+/)?.[0] ?? "");
    await staff.getByLabel("New password").fill("saffron ledger kite");
    await staff.getByLabel("Repeat the password").fill("saffron ledger kite");
    await staff.getByRole("button", { name: "Save the password" }).click();
    await staff.getByLabel("E-mail").fill("meera@e2e.test");
    await staff.getByLabel("Password").fill("saffron ledger kite");
    await staff.getByRole("button", { name: "Sign in" }).click();
    await expect(staff.getByRole("button", { name: "Sign out" })).toBeVisible();
    await staff.goto(`${base}/admin/cases?waiting=us`);
    await staff.getByRole("link", { name: reference }).last().click();
    await expect(staff).toHaveURL(`${base}/admin/cases/${reference}`);
    const staffDoc = (name: string) => staff.locator("#documents li[id^='doc-']").filter({ hasText: name });
    await staffDoc(firstName).getByRole("button", { name: "Accept" }).click();
    await expect(staffDoc(firstName).getByRole("status")).toContainText("accepted");
    // The page reloads its data after Accept; type the reason once that has settled (CI saw it cleared).
    await staff.waitForLoadState("networkidle");
    const reason = staffDoc(secondName).getByLabel(/If you send it back, why/);
    await reason.fill("The logo is blurred; please send a sharper copy.");
    await expect(reason).toHaveValue("The logo is blurred; please send a sharper copy.");
    await staffDoc(secondName).getByRole("button", { name: "Send back" }).click();
    await expect(staffDoc(secondName).getByRole("status")).toContainText("sent back");
    await mailTo(email, /document accepted/);
    const returned = await mailTo(email, /please send .* again/);
    expect(returned.text).toContain("The logo is blurred");
    expect(returned.text).toContain(caseUrl);

    // 5. The client sees both states and sends the returned one again, this time without JavaScript
    //    (the form posts and the server answers with the page).
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    await noJs.addCookies(await page.context().cookies());
    const plain = await noJs.newPage();
    await plain.goto(caseUrl);
    const plainItems = plain.locator("#documents li[id^='doc-']");
    await expect(plainItems.nth(0)).toContainText("Accepted");
    await expect(plainItems.nth(1)).toContainText("Sent back: The logo is blurred; please send a sharper copy.");
    await plainItems.nth(1).locator("input[type=file]").setInputFiles(pdf("logo-sharper.pdf"));
    await plainItems.nth(1).getByRole("button", { name: "Upload", exact: true }).click();
    await expect(plain.locator("#documents li[id^='doc-']").nth(1).getByRole("status")).toContainText("is received");
    await noJs.close();
    await page.reload();
    await expect(secondItem).toContainText("Received, being checked");
    await expect(secondItem.getByRole("link", { name: "logo-sharper.pdf" })).toBeVisible();

    // 6. Staff move the case on to "filed", then record the application number there.
    await staff.reload();
    const stage = staff.locator("#stage");
    await stage.getByRole("button", { name: "Complete and move on" }).click();
    await expect(stage.getByRole("status")).toContainText("Moved to");
    await stage.getByLabel(/Class or classes/).fill("25");
    await stage.getByRole("button", { name: "Complete and move on" }).click();
    await expect(stage.getByRole("status")).toContainText('Moved to "Filed');
    await stage.getByLabel(/^Application number/).fill("6123456");
    await stage.getByLabel(/^Date of application/).fill("2026-11-24");
    await stage.getByRole("button", { name: "Only record these now" }).click();
    await expect(stage.getByRole("status")).toContainText("Recorded");
    await staff.setViewportSize({ width: 390, height: 844 });
    await axeClean(staff);

    // 7. The client sees the stage, its expected date and the reference; each step came by e-mail.
    await page.reload();
    const current = page.locator("#stages li[aria-current='step']");
    await expect(current).toContainText("Filed on IP India");
    await expect(current).toContainText("expected by");
    await expect(page.locator("#references")).toContainText("Application number");
    await expect(page.locator("#references")).toContainText("6123456");
    await mailTo(email, /Filed on IP India/);
    await mailTo(email, /an update/);
    const toClient = smtp.messages.filter((m) => m.to.includes(email) && m.subject.includes(reference));
    expect(toClient.length).toBeGreaterThanOrEqual(6);
    for (const m of toClient) expect(m.text).toContain(caseUrl);

    // 8. Staff hand over the acknowledgement; the client downloads it.
    await staff.getByLabel(/^Title/).fill("Filing acknowledgement");
    await staff.locator("#deliverables input[type=file]").setInputFiles(pdf("ack.pdf"));
    await staff.getByRole("button", { name: "Hand over to the client" }).click();
    await expect(staff.locator("#deliverables").getByRole("status")).toContainText("Filing acknowledgement");
    await mailTo(email, /Filing acknowledgement is ready/);
    await page.reload();
    const download = page.waitForEvent("download");
    await page.locator("#deliverables").getByRole("link", { name: "Filing acknowledgement" }).click();
    expect((await download).suggestedFilename()).toBe("ack.pdf");

    // Screens at 390 px, light and dark, for a look (test-results/).
    for (const theme of ["light", "dark"] as const) {
      for (const [p, name] of [
        [page, "portal"],
        [staff, "console"],
      ] as const) {
        await p.emulateMedia({ colorScheme: theme });
        await p.evaluate((s) => localStorage.setItem("ui-theme", s), theme);
        await p.setViewportSize({ width: 390, height: 844 });
        await p.reload();
        await p.screenshot({ path: `test-results/case-${name}-phone-${theme}.png`, fullPage: true });
      }
    }
    await axeClean(page);
    await staff.goto(`${base}/admin/cases`);
    await expect(staff.getByRole("link", { name: new RegExp(reference) }).first()).toBeVisible();
    await axeClean(staff);
    await staff.screenshot({ path: "test-results/case-console-list-phone-dark.png", fullPage: true });
    await staffContext.close();
  });
});
