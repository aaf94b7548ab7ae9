import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// Client portal: /account is closed to visitors; Login / Sign Up asks for an e-mail, then the code.

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
