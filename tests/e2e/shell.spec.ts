import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// The site shell: header menu, scrolling, Connect With Us, mobile menu, ticker, theme, cookie
// consent, back-to-top, 404s and an accessibility scan.

async function sectionTop(page: Page, id: string) {
  return page.evaluate((i) => Math.round(document.getElementById(i)?.getBoundingClientRect().top ?? -1), id);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "true", url: baseURL }]);
});

test("menu on the home page scrolls to the section 50 px below the top and updates the address", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [label, id] of [
    ["FAQ", "faq"],
    ["Services", "services"],
    ["Testimonials", "testimonials"],
    ["About", "about"],
  ] as const) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    await expect.poll(() => sectionTop(page, id)).toBe(50);
  }
  await nav.getByRole("link", { name: "Home", exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("menu elsewhere navigates to the home anchor and lands 50 px below the top", async ({ page }) => {
  await page.goto("/service/gst-registration");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Consultation" }).click();
  await expect(page).toHaveURL(/\/#consultation$/);
  await expect.poll(() => sectionTop(page, "consultation")).toBe(50);
});

test("an unknown hash on the home page goes to the top; a page change scrolls to the top", async ({ page }) => {
  await page.goto("/#nothing-here");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goto("/service/gst-registration");
  await page.evaluate(() => window.scrollTo(0, 1500));
  const related = page.getByRole("complementary", { name: "Related services" }).getByRole("link").first();
  const href = await related.getAttribute("href");
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("Contact opens Connect With Us; while the social links are samples it offers the forms; WhatsApp opens the web chat on a desktop", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Connect With Us" });
  await expect(dialog).toBeVisible();
  for (const name of ["Send a message", "Book a free call", "WhatsApp"])
    await expect(dialog.getByRole("link", { name })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Book a free call" })).toHaveAttribute("href", "/book-a-call");
  // content/site.yaml lists social as a sample: no placeholder profile is linked.
  for (const name of ["Facebook", "Twitter", "Instagram"]) await expect(dialog.getByRole("link", { name })).toHaveCount(0);
  const whatsapp = dialog.getByRole("link", { name: "WhatsApp" });
  await expect(whatsapp).toHaveAttribute("href", "/whatsapp");
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  // The server sends a desktop browser to the web chat with the configured number (WHATSAPP_NUMBER).
  const desktop = await page.request.get("/whatsapp", {
    maxRedirects: 0,
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140" },
  });
  expect(desktop.status()).toBe(302);
  expect(desktop.headers().location).toMatch(/^https:\/\/web\.whatsapp\.com\/send\?phone=919000012345&text=/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: "Mozilla/5.0 (Linux; Android 14) Mobile" });

  test("the mobile menu closes 300 ms after a selection", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    // Time from the click itself (in the page), not from when Playwright's click call returns.
    await page.evaluate(() =>
      document.addEventListener("click", () => Object.assign(window, { clickedAt: performance.now() }), {
        capture: true,
        once: true,
      }),
    );
    await menu.getByRole("link", { name: "FAQ" }).click();
    const closedAfter = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const clickedAt = (window as unknown as { clickedAt: number }).clickedAt;
          const check = () =>
            !document.getElementById("mobile-menu")?.matches(":popover-open")
              ? resolve(performance.now() - clickedAt)
              : requestAnimationFrame(check);
          check();
        }),
    );
    expect(closedAfter).toBeGreaterThanOrEqual(290);
    expect(closedAfter).toBeLessThan(1000);
    await expect.poll(() => sectionTop(page, "faq")).toBe(50);
  });

  test.describe("before the scripts and without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu button opens the mobile menu and Escape closes it", async ({ page }) => {
      await page.goto("/service/gst-registration");
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      // It sits under the header, not over it.
      const header = await page.getByRole("banner").boundingBox();
      const box = await menu.boundingBox();
      expect(Math.abs((box?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0)))).toBeLessThanOrEqual(1);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("link", { name: "FAQ" }).click();
      await expect(page).toHaveURL(/\/#faq$/);
    });
  });

  test("WhatsApp opens the app link on a phone", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Quick help" });
    await expect(bar.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "/whatsapp");
    const phone = await page.request.get("/whatsapp", {
      maxRedirects: 0,
      headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile" },
    });
    expect(phone.status()).toBe(302);
    // wa.me hands over to the WhatsApp app on a phone.
    expect(phone.headers().location).toMatch(/^https:\/\/wa\.me\/919000012345\?text=/);
  });
});

test("the ticker pauses on hover and on keyboard focus", async ({ page }) => {
  await page.goto("/");
  const track = page.getByTestId("ticker-track");
  const state = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
  expect(await state()).toBe("running");
  expect(await track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe("30s");
  await track.hover({ force: true });
  expect(await state()).toBe("paused");
  await page.mouse.move(600, 600);
  expect(await state()).toBe("running");
  await page.getByRole("region", { name: "Announcements" }).getByRole("link").first().focus();
  expect(await state()).toBe("paused");
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the ticker does not move", async ({ page }) => {
    await page.goto("/");
    expect(await page.getByTestId("ticker-track").evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });
});

test("the theme persists across visits and is applied before any app script runs (no flash)", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("dark");
  // Block every app script: only the inline pre-paint script can set the class now.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.unroute("**/assets/*.js");
  await page.reload();
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test.describe("cookie consent", () => {
  test.beforeEach(async ({ context }) => {
    await context.clearCookies();
  });

  const cookies = async (page: Page) => Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c]));

  test("Accept All stores both cookies for 365 days, SameSite=Strict, and the banner stays closed", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();
    const jar = await cookies(page);
    expect(jar.cookieConsent?.value).toBe("true");
    expect(JSON.parse(decodeURIComponent(jar.cookiePreferences?.value ?? ""))).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      personalization: true,
    });
    expect(jar.cookieConsent?.sameSite).toBe("Strict");
    const days = ((jar.cookieConsent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await page.reload();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
  });

  test("Customize keeps necessary locked on and stores the chosen preferences; Cookie Settings reopens them", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("link", { name: "Customize" }).click();
    await expect(banner.getByRole("checkbox", { name: /Necessary/ })).toBeDisabled();
    await expect(banner.getByRole("checkbox", { name: /Necessary/ })).toBeChecked();
    await banner.getByRole("checkbox", { name: /Analytics/ }).check();
    await banner.getByRole("button", { name: "Save preferences" }).click();
    await expect(banner).toBeHidden();
    const jar = await cookies(page);
    expect(JSON.parse(decodeURIComponent(jar.cookiePreferences?.value ?? ""))).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      personalization: false,
    });
    await page.reload();
    await page.getByRole("button", { name: "Cookie Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await expect(dialog.getByRole("checkbox", { name: /Analytics/ })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: /Marketing/ })).not.toBeChecked();
  });

  test("closing the banner stores no consent: it stays closed for this visit and returns on the next", async ({
    page,
    browser,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Close cookie banner" }).click();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    expect(Object.keys(await cookies(page))).not.toContain("cookieConsent");
    await page.reload();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    const nextVisit = await browser.newPage();
    await nextVisit.goto(page.url());
    await expect(nextVisit.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await nextVisit.close();
  });

  test("on a phone the quick-help bar steps aside while the banner is open and returns once it is answered", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    const bar = page.getByRole("navigation", { name: "Quick help" });
    await expect(banner).toBeVisible();
    await expect(bar).toBeHidden();
    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(844);
    // With scripts, Ask opens the chat panel in place; without them it is a link to the assistant page.
    await expect(bar.getByRole("link", { name: /^Ask/ })).toHaveAttribute("href", "/assistant");
    await bar.getByRole("link", { name: /^Ask/ }).click();
    await expect(page.getByRole("dialog", { name: /assistant/i })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press("Escape");
    await expect(bar.getByRole("link", { name: /^Ask/ })).toBeFocused();
  });
});

test("back-to-top appears after 350 px and returns to the top", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Back to top" });
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("unknown pages answer 404 with a real page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the footer's Our Services modal lists items that lead to pages", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("button", { name: "GST & Income Tax" }).click();
  const dialog = page.getByRole("dialog", { name: "GST & Income Tax" });
  await dialog.getByRole("link", { name: "ITR-4 Return Filing" }).click();
  await expect(page).toHaveURL(/\/service\/itr-4-return-filing$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

for (const path of ["/", "/service/trademark-registration", "/policies/privacy-policy", "/no-such-page"]) {
  for (const theme of ["light", "dark"] as const) {
    test(`axe finds no serious or critical violations on ${path} (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
}
