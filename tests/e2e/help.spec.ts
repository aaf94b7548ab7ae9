import type { Page } from "@playwright/test";
import { signInAs } from "./support/staff.ts";
import { expect, test } from "./support/test.ts";

// Issue 27, "Asking for help feels answered" and "Staff on a phone": where keyboard focus goes, a
// service's "Get help" link, the phone form asking three things first, and the staff console at
// 390 px (folded filters, no sideways scrolling, an action that keeps the page where it was).
// The confirmation panel and its e-mail are in forms.spec.ts.

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "true", url: baseURL }]);
});

const focusedIn = (page: Page, selector: string) => page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

test("'Schedule Consultation' moves keyboard focus to the booking steps; the next Tab is inside them", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Schedule Consultation" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/book-a-call#booking$/);
  await expect(page.locator("#booking")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await focusedIn(page, "#booking")).toBe(true);
});

test("the skip link is followed by the header, not by the ticker's announcements", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await focusedIn(page, "header")).toBe(true);
  expect(await focusedIn(page, '[aria-label="Announcements"]')).toBe(false);
});

test("a field focused from below is not hidden under the sticky header", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/consultation");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const name = page.getByRole("form", { name: "Consultation request" }).getByLabel("Full Name");
  await name.focus();
  const header = await page.locator("header.site-header").boundingBox();
  const field = await name.boundingBox();
  if (!header || !field) throw new Error("header or field not laid out");
  expect(field.y).toBeGreaterThanOrEqual(header.y + header.height);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guide's 'Get help' button opens the consultation form with that service chosen", async ({ page }) => {
    await page.goto("/service/gst-registration");
    await page.getByRole("main").getByRole("link", { name: "Apply for GST Registration" }).click();
    await expect(page).toHaveURL(/\/consultation\?service=gst$/);
    await expect(page.getByRole("form", { name: "Consultation request" }).getByLabel("Service Type")).toHaveValue("gst");
  });
});

test("on a phone the consultation form asks name, phone and service first and shows the rest once they are filled", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/consultation");
  const form = page.getByRole("form", { name: "Consultation request" });
  await expect(form.getByLabel("Full Name")).toBeVisible();
  await expect(form.getByLabel("Email")).toBeHidden();
  await expect(form.getByLabel("City")).toBeHidden();
  await form.getByLabel("Full Name").fill("Asha Rao");
  await form.getByLabel("Phone Number").fill("+91 98765 43210");
  await form.getByLabel("Service Type").selectOption("gst");
  await expect(form.getByLabel("Email")).toBeVisible();
  await expect(form.getByLabel("City")).toBeVisible();
  await expect(form.getByRole("checkbox", { name: /I agree to the Terms of Service/ })).toBeVisible();
});

/** A visitor's request through the real form; returns the name staff look for and the reference given. */
async function submitConsultation(page: Page) {
  const name = `Ravi Menon ${Date.now().toString().slice(-6)}`;
  await page.goto("/consultation");
  const form = page.getByRole("form", { name: "Consultation request" });
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Phone Number").fill("+91 98350 12345");
  await form.getByLabel("Service Type").selectOption("legal");
  await form.getByLabel("Email").fill(`ravi${Date.now()}@example.in`);
  await form.getByLabel("City").fill("Ranchi");
  await form.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await form.getByRole("button", { name: "Request Consultation" }).click();
  const reference = (await page.getByTestId("consultation-reference").textContent()) ?? "";
  expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{2}-[0-9A-HJKMNP-TV-Z]{4}$/);
  return { name, reference };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("staff on a phone: inbox and payments have folded filters and no sideways scrolling; the customer's name is the link", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const { name, reference } = await submitConsultation(page);
  await signInAs(page, "owner");
  for (const url of ["/admin/inbox", "/admin/payments"]) {
    await page.goto(url);
    const filters = page.getByTestId("filters");
    await expect(filters).not.toHaveAttribute("open");
    // The payments page's GSTR-1 export is folded on a phone too, so the list starts on the first screen.
    if (url === "/admin/payments") await expect(page.getByTestId("gstr1")).not.toHaveAttribute("open");
    expect(await noSidewaysScroll(page), `${url} scrolls sideways`).toBe(true);
    await filters.locator("summary").click();
    await expect(filters).toHaveAttribute("open");
  }
  // A caller reads out their reference, typed any case: the inbox finds their request.
  await page.goto(`/admin/inbox?q=${encodeURIComponent(reference.toLowerCase())}`);
  await expect(page.getByRole("list", { name: "Inbox items" }).getByRole("link")).toHaveText([name]);
  await page.goto(`/admin/inbox?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId("filters")).toContainText("Filters (1 in use)");
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  // Each text field says who reads it; the status words say what the client sees.
  // The status note (a closing reason) stays with staff: issue 25's privacy fix keeps it off the client's timeline.
  await expect(page.getByLabel("Note (needed when closing)")).toHaveAccessibleDescription("Only staff see this.");
  await expect(page.getByLabel("Note for the team")).toHaveAccessibleDescription("Only staff see this.");
  await expect(page.getByLabel("Subject", { exact: true })).toHaveAccessibleDescription("The client sees this.");
  await expect(page.getByLabel("Message", { exact: true })).toHaveAccessibleDescription("The client sees this.");
  await expect(page.getByText("The client sees “Received”.")).toBeVisible();
});

test("on a wide screen the staff filters open by themselves", async ({ page }) => {
  await signInAs(page, "staff");
  await page.goto("/admin/inbox");
  await expect(page.getByTestId("filters")).toHaveAttribute("open");
});

test("a staff action keeps the page where it was instead of jumping to the top", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { name } = await submitConsultation(page);
  await signInAs(page, "staff");
  await page.goto(`/admin/inbox?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();
  const note = page.getByLabel("Note for the team");
  await note.scrollIntoViewIfNeeded();
  await note.fill("Prefers a call after 4 PM");
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toHaveCount(1);
  await expect(note).toHaveValue("");
  const after = await page.evaluate(() => window.scrollY);
  expect(after).toBeGreaterThan(before - 200);
  await expect(page.getByRole("button", { name: "Add note" })).toBeInViewport();
});

test("a toast follows the site's dark theme even on a device set to light", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  // The site's theme, however chosen (toggle, stored preference), is the `dark` class on <html>.
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  const form = page.getByRole("form", { name: "Contact us" });
  await form.getByLabel("Full Name").fill("Rahul Verma");
  await form.getByLabel("Email").fill(`rahul${Date.now()}@example.com`);
  await form.getByLabel("Phone Number").fill("098350 12345");
  await form.getByLabel("Subject").selectOption("billing");
  await form.getByLabel("Message").fill("Please send the invoice again.");
  await form.getByRole("checkbox", { name: /I agree to the Terms of Service/ }).check();
  await form.getByRole("button", { name: "Send Message" }).click();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  const background = await toast.evaluate((el) => getComputedStyle(el).backgroundColor);
  // Theme colours are oklch (lightness 0–1); sonner's own light toast is rgb(255, 255, 255).
  const [first = 1, ...rest] = (background.match(/[\d.]+/g) ?? []).map(Number);
  const lightness = background.startsWith("oklch") ? first : (first + (rest[0] ?? 255) + (rest[1] ?? 255)) / 765;
  expect(lightness, `toast background ${background}`).toBeLessThan(0.4);
});
