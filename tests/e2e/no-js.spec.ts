import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";

// No dead clicks (issue 27, decisions 132–134): every first-screen control does its job before and
// without JavaScript. These runs have scripts off; the same controls with scripts are covered by
// shell, service, payments and assistant specs.
test.use({ javaScriptEnabled: false });

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name);

test("Accept All posts the form, stores consent and the banner is gone after the redirect", async ({ page }) => {
  await page.goto("/about");
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect((await cookie(page, "cookieConsent"))?.value).toBe("true");
  expect(JSON.parse(decodeURIComponent((await cookie(page, "cookiePreferences"))?.value ?? "{}"))).toMatchObject({
    analytics: true,
    marketing: true,
    personalization: true,
  });
  await expect(banner(page)).toBeHidden();
  await page.goto("/contact");
  await expect(banner(page)).toBeHidden();
});

test("Customize opens the choices page; saving stores only what was ticked", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("link", { name: "Customize" }).click();
  await expect(page).toHaveURL(/\/cookie-consent\?next=%2F$/);
  await expect(page.getByRole("heading", { name: "Cookie choices" })).toBeVisible();
  await page.getByRole("checkbox", { name: /Analytics/ }).check();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(JSON.parse(decodeURIComponent((await cookie(page, "cookiePreferences"))?.value ?? "{}"))).toMatchObject({
    analytics: true,
    marketing: false,
    personalization: false,
  });
  await expect(banner(page)).toBeHidden();
});

test("× hides the banner for this visit without storing consent; a new visit asks again", async ({ page, browser }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Close cookie banner" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page)).toBeHidden();
  const closed = await cookie(page, "cookieBannerClosed");
  expect(closed?.expires).toBe(-1); // a session cookie
  expect(await cookie(page, "cookieConsent")).toBeUndefined();
  await page.goto("/contact");
  await expect(banner(page)).toBeHidden();
  const fresh = await browser.newPage({ javaScriptEnabled: false });
  await fresh.goto(page.url());
  await expect(banner(fresh)).toBeVisible();
  await fresh.close();
});

test("the theme form switches to dark, and it holds on prerendered and server-rendered pages", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect((await cookie(page, "ui-theme"))?.value).toBe("dark");
  await page.goto("/about");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.goto("/contact");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});

test("Contact in the header reaches the contact page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the guide's Offers and Services drawers open and close", async ({ page }) => {
    await page.goto("/service/trademark-registration");
    await page.getByRole("button", { name: "Offers", exact: true }).click();
    const offers = page.getByRole("dialog", { name: "Offers" });
    await expect(offers).toBeVisible();
    await expect(offers.getByRole("heading", { name: "Special Offers" })).toBeVisible();
    await offers.getByRole("button", { name: "Close Offers" }).click();
    await expect(offers).toBeHidden();
    await page.getByRole("button", { name: "Services", exact: true }).click();
    const services = page.getByRole("dialog", { name: "Services" });
    await expect(services.getByRole("heading", { name: "Related Services" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(services).toBeHidden();
  });
});

test("Pay Now reaches the checkout page, which prices on the server and starts a test payment", async ({ page }) => {
  await page.goto("/service/trademark-registration");
  await page.locator("#package").getByRole("link", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/service\/trademark-registration\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByTestId("payable-now")).toHaveText("₹5,678.82");
  await page.getByLabel("Full name").fill("Asha Verma");
  await page.getByLabel("Email").fill("asha.nojs@example.com");
  await page.getByLabel("Phone").fill("98765 4321"); // one digit short
  await page.getByRole("button", { name: /Proceed to Pay/ }).click();
  await expect(page.getByRole("alert")).toContainText("Payment initialization failed");
  await expect(page.getByText("Please enter a 10-digit Indian phone number")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("asha.nojs@example.com");
  await page.getByLabel("Phone").fill("98765 43210");
  await page.getByRole("button", { name: "Proceed to Pay ₹5,678.82" }).click();
  await expect(page).toHaveURL(/\/payments\/test-gateway\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Test payment gateway" })).toBeVisible();
});

test("the chat button reaches /assistant, which answers by form post and keeps the conversation", async ({ page, baseURL }) => {
  // Consent already given: without scripts the open banner still sits over the floating buttons (the phone bar's work).
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL }]);
  await page.goto("/");
  await page.getByRole("link", { name: "Open AI assistant" }).click();
  await expect(page).toHaveURL(/\/assistant$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ask our assistant" })).toBeVisible();
  await page.getByLabel("Your question").fill("How much does trademark registration cost?");
  await page.getByRole("button", { name: "Send" }).click();
  const conversation = page.getByRole("list", { name: "Conversation" });
  // One item per turn (an answer may hold its own bulleted list).
  const turns = conversation.locator(":scope > li");
  await expect(turns).toHaveCount(3);
  await expect(turns.nth(2)).toContainText(/trademark/i);
  await page.getByLabel("Your question").fill("And GST registration?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(turns).toHaveCount(5);
  await expect(turns.nth(1)).toContainText("How much does trademark registration cost?");
  await expect(turns.nth(4)).toContainText(/GST/);
});

test("the promotional video's play controls open the video in the browser's own player", async ({ page, request }) => {
  await page.goto("/");
  const play = page.getByRole("link", { name: "Play video: Nyayik in one minute" });
  await expect(play).toBeVisible();
  const href = await play.getAttribute("href");
  expect(href).toMatch(/\.mp4$/);
  const video = await request.get(href as string, { headers: { range: "bytes=0-15" } });
  expect(video.status()).toBeLessThan(300);
  expect(video.headers()["content-type"]).toContain("video/mp4");
  await expect(page.getByRole("link", { name: "Play video", exact: true })).toHaveAttribute("href", href as string);
});
