import AxeBuilder from "@axe-core/playwright";
import { E2E_STAFF, inviteLink, signInAs } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";

// Staff sign-in: the console is closed to visitors, an invitation sets the password, roles change
// the menu, sign-out ends the session.

test("a visitor is sent to sign-in; the staff member signs in, sees the console and signs out", async ({ page }) => {
  const response = await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByLabel("E-mail").fill(E2E_STAFF.staff.email);
  await page.getByLabel("Password").fill("not the password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("That e-mail and password do not match an active staff account.");

  await signInAs(page, "staff");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("staff-name")).toContainText("Sunil Staff");
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link", { name: "Inbox" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
});

test("the owner sees the owner sections; a used invitation link cannot be used again", async ({ page }) => {
  await signInAs(page, "owner");
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link", { name: "Audit log" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff" })).toBeVisible();
  await page.goto(inviteLink("owner"));
  await expect(page.getByRole("heading", { name: "Link not valid" })).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`screens on a phone and a desktop (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/login");
    await page.screenshot({ path: `test-results/staff-login-phone-${theme}.png` });
    await signInAs(page, "owner");
    await page.locator("summary").getByText(/^Menu/).click();
    await page.screenshot({ path: `test-results/staff-console-phone-${theme}.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `test-results/staff-console-desktop-${theme}.png` });
    await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  });
}
