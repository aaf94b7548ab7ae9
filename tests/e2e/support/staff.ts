import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

/**
 * Staff sign-in for e2e journeys. The e2e server starts after `npm run staff:add` made two accounts
 * (playwright.config.ts); their invitation links are in data/e2e-<port>-invites/. The first use sets
 * the password through the link; later uses (and other workers) sign in with it.
 */
export const E2E_STAFF = {
  owner: { email: "owner@e2e.test", name: "Esha Owner", password: "lantern tractor plum" },
  staff: { email: "staff@e2e.test", name: "Sunil Staff", password: "harbour pencil kite" },
} as const;

export function inviteLink(role: keyof typeof E2E_STAFF): string {
  const port = process.env.E2E_PORT ?? "3210";
  const text = readFileSync(`data/e2e-${port}-invites/${role}.txt`, "utf8");
  const match = text.match(/https?:\/\/\S+\/admin\/reset\/[A-Za-z0-9_-]+/);
  if (!match) throw new Error(`no invitation link for ${role} in ${text}`);
  return new URL(match[0]).pathname;
}

async function trySignIn(page: Page, role: keyof typeof E2E_STAFF) {
  const who = E2E_STAFF[role];
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const signOut = page.getByRole("button", { name: "Sign out" });
  await expect(signOut.or(page.getByRole("alert"))).toBeVisible();
  return signOut.isVisible();
}

/** Signs `page` in as the e2e owner or staff member and lands on the dashboard. */
export async function signInAs(page: Page, role: keyof typeof E2E_STAFF) {
  const who = E2E_STAFF[role];
  if (await trySignIn(page, role)) return;
  await page.goto(inviteLink(role));
  if (await page.getByLabel("New password").isVisible()) {
    await page.getByLabel("New password").fill(who.password);
    await page.getByLabel("Repeat the password").fill(who.password);
    await page.getByRole("button", { name: "Save the password" }).click();
    // Another worker may have used the link a moment earlier: then its password is already set.
    await expect(page.getByText("Your password is set.").or(page.getByRole("alert"))).toBeVisible();
  }
  expect(await trySignIn(page, role), `sign in as ${role}`).toBe(true);
}
