import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { FakeSmtp } from "../fakes/smtp.ts";
import { type SecondServer, startSecondServer } from "./support/second-server.ts";
import { expect, test } from "./support/test.ts";

// Issue 27, "Nothing covers content": at each scroll step, no fixed or sticky element other than the
// site header may lie on a visible button, link, field or heading. Boxes are measured in the page.
// The phone's quick-help bar is edge chrome like the header (decision 130): it must span the bottom
// edge, and at the end of the page, where its spacer reserves room, it may cover nothing at all.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LONGEST_GUIDE = "/service/income-tax-e-filing";
const BAR = ".quick-bar";

/**
 * Scrolls the page top to bottom and returns every "cover → target" overlap seen. `ignore` names
 * fixed elements that are another feature's own overlay (the cookie banner in the banner check).
 */
async function overlapsWhileScrolling(page: Page, ignore: string[] = []): Promise<string[]> {
  const found = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.floor((page.viewportSize()?.height ?? 800) * 0.7);
  for (let y = 0; y < height + step; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    // Two frames: scroll listeners (back-to-top) run and layout settles.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const atEnd = await page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight);
    for (const hit of await page.evaluate(measure, { ignore, chrome: atEnd ? [] : [BAR] })) found.add(hit);
    if (atEnd) break;
  }
  return [...found];
}

/** Runs in the page: overlaps between fixed/sticky covers and interactive elements or headings. */
function measure({ ignore, chrome }: { ignore: string[]; chrome: string[] }): string[] {
  // The part of an element that can be seen: its box clipped by the viewport and by every ancestor
  // that clips its overflow (a marquee's cards beyond its edge are not on screen).
  const seen = (el: Element) => {
    const r = el.getBoundingClientRect();
    let [left, top, right, bottom] = [
      Math.max(r.left, 0),
      Math.max(r.top, 0),
      Math.min(r.right, innerWidth),
      Math.min(r.bottom, innerHeight),
    ];
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.position === "fixed") break;
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const c = a.getBoundingClientRect();
      [left, top, right, bottom] = [
        Math.max(left, c.left),
        Math.max(top, c.top),
        Math.min(right, c.right),
        Math.min(bottom, c.bottom),
      ];
    }
    return { left, top, right, bottom };
  };
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden" || Number(style.opacity) === 0) return false;
    // Inside a closed <details> (its content is content-visibility: hidden, yet keeps a box).
    if (!el.checkVisibility({ contentVisibilityAuto: true })) return false;
    const r = seen(el);
    // A 1 px box is a visually hidden (sr-only) element.
    return r.right - r.left > 1 && r.bottom - r.top > 1;
  };
  const name = (el: Element) => {
    const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    const cls = typeof el.className === "string" ? el.className.split(" ").slice(0, 3).join(".") : "";
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""} "${label}"`;
  };
  const hits: string[] = [];
  const covers = [...document.body.querySelectorAll("*")].filter((el) => {
    const position = getComputedStyle(el).position;
    if (position !== "fixed" && position !== "sticky") return false;
    if (el.closest(".site-header") || ignore.some((s) => el.closest(s)) || !shown(el)) return false;
    if (chrome.some((s) => el.matches(s))) {
      // Chrome must be a band along the whole bottom edge, or it is measured like any other cover.
      const r = el.getBoundingClientRect();
      const band = r.left <= 0 && r.right >= innerWidth && Math.abs(r.bottom - innerHeight) <= 1 && r.height <= 72;
      if (band) return false;
      hits.push(`${name(el)} is not a band along the bottom edge`);
    }
    return true;
  });
  const targets = [
    ...document.body.querySelectorAll(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, h1, h2, h3, h4, h5, h6",
    ),
  ].filter(shown);
  for (const cover of covers) {
    // The cover's own box and its children's: a translated child can be drawn outside its parent.
    const pieces = [cover, ...cover.querySelectorAll("*")].filter(shown).map((el) => el.getBoundingClientRect());
    for (const target of targets) {
      if (cover.contains(target) || target.contains(cover)) continue;
      // A cover nested in a fixed/sticky ancestor that holds the target is the same overlay.
      if (covers.some((other) => other !== cover && other.contains(cover) && other.contains(target))) continue;
      const t = seen(target);
      for (const c of pieces) {
        const w = Math.min(c.right, t.right) - Math.max(c.left, t.left);
        const h = Math.min(c.bottom, t.bottom) - Math.max(c.top, t.top);
        if (w <= 1 || h <= 1) continue;
        // Painted above the target? (A sticky sidebar sliding under the header is covered, not covering.)
        const top = document.elementFromPoint(Math.max(c.left, t.left) + w / 2, Math.max(c.top, t.top) + h / 2);
        if (top && cover.contains(top)) {
          hits.push(`${name(cover)} covers ${name(target)}`);
          break;
        }
      }
    }
  }
  return hits;
}

async function useTheme(page: Page, theme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: theme });
}

async function expectTheme(page: Page, theme: "light" | "dark") {
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

async function payForReceipt(page: Page): Promise<string> {
  await page.goto("/service/trademark-registration");
  await page.locator("#package").getByRole("link", { name: "Pay Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Checkout" });
  await dialog.getByLabel("Full name").fill("Asha Verma");
  await dialog.getByLabel("Email").fill("asha.overlap@example.com");
  await dialog.getByLabel("Phone").fill("98765 43210");
  await dialog.getByRole("button", { name: /Proceed to Pay/ }).click();
  await expect(page).toHaveURL(/\/payments\/test-gateway\//);
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}\/receipt$/);
  return new URL(page.url()).pathname;
}

test.describe("with cookies accepted", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "cookieConsent", value: "true", url: baseURL }]);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`on a phone (${theme}), nothing fixed covers the home page, the longest guide or a receipt`, async ({ page }) => {
      test.setTimeout(90_000);
      await useTheme(page, theme);
      await page.setViewportSize(PHONE);
      for (const path of ["/", LONGEST_GUIDE]) {
        await page.goto(path);
        await expectTheme(page, theme);
        expect(await overlapsWhileScrolling(page), `${path} (${theme})`).toEqual([]);
        // The page's end: the spacer keeps the footer's last line clear of the bar.
        await page.screenshot({ path: `test-results/overlap-phone-${theme}${path.replaceAll("/", "-")}end.png` });
      }
      // The quick-help bar is there on public pages: links that work before any script runs.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const bar = page.getByRole("navigation", { name: "Quick help" });
      await expect(bar.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "/whatsapp");
      await expect(bar.getByRole("link", { name: "Ask" })).toHaveAttribute("href", "/assistant");
      await expect(bar.getByRole("link", { name: "Free call" })).toHaveAttribute("href", "/book-a-call");
      // The firm's phone numbers are still samples (decision 070), so there is no Call link.
      await expect(bar.getByRole("link", { name: /Call us/ })).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).include(".quick-bar").analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary).join(" | ")}`)).toEqual([]);
      await page.screenshot({ path: `test-results/overlap-guide-phone-${theme}.png` });
      // A focused field hides the bar, so it can never sit on the keyboard's field.
      await page.goto("/");
      await page.getByRole("form", { name: "Consultation request" }).getByLabel("Full Name").focus();
      await expect(bar).toBeHidden();

      const receipt = await payForReceipt(page);
      await expectTheme(page, theme);
      expect(await overlapsWhileScrolling(page), `${receipt} (${theme})`).toEqual([]);
      // Checkout, receipt and portal pages show no quick-help bar at all.
      await expect(bar).toHaveCount(0);
      await page.screenshot({ path: `test-results/overlap-receipt-phone-${theme}.png`, fullPage: true });
    });
  }

  test("on a desktop, the floating buttons sit in their own rail and cover nothing", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(DESKTOP);
    for (const path of ["/", LONGEST_GUIDE]) {
      await page.goto(path);
      expect(await overlapsWhileScrolling(page), path).toEqual([]);
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
      await page.screenshot({ path: `test-results/overlap-desktop${path.replaceAll("/", "-")}.png` });
    }
    await expect(page.getByRole("link", { name: "Open AI assistant" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Quick help" })).toBeHidden();
    await page.screenshot({ path: "test-results/overlap-guide-desktop.png" });
  });
});

test("before the page's scripts load, the phone bar is there, its links work and a focused field hides it", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: "cookieConsent", value: "true", url: baseURL }]);
  // Only the inline pre-paint script runs: the app's modules never arrive (a slow phone's first seconds).
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.setViewportSize(PHONE);
  await page.goto(LONGEST_GUIDE);
  const bar = page.getByRole("navigation", { name: "Quick help" });
  await expect(bar).toBeVisible();
  expect(await overlapsWhileScrolling(page)).toEqual([]);
  await expect(bar.getByRole("link", { name: /^Ask/ })).toHaveAttribute("href", "/assistant");
  const field = page.getByRole("contentinfo").getByRole("textbox").first();
  await field.focus();
  await expect(bar).toBeHidden();
  await field.blur();
  await expect(bar).toBeVisible();
  await bar.getByRole("link", { name: "Free call" }).click();
  await expect(page).toHaveURL(/\/book-a-call$/);
});

test("on a phone with the cookie banner up, nothing else sits on the hero or the banner", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  expect(await page.evaluate(measure, { ignore: ["[data-cookie-banner]"], chrome: [] })).toEqual([]);
  await expect(page.getByRole("navigation", { name: "Quick help" })).toBeHidden();
  await page.screenshot({ path: "test-results/overlap-home-banner-phone.png" });
});

test("on a wide screen with the cookie banner up, the round help buttons sit above the banner", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  const whatsapp = page.getByRole("complementary", { name: "Quick help" }).getByRole("link", { name: /WhatsApp/ });
  // Once scripts have measured the banner, the rail's buttons are lifted clear of it.
  await expect
    .poll(async () => {
      const [b, w] = await Promise.all([banner.boundingBox(), whatsapp.boundingBox()]);
      return b && w ? Math.round(b.y - (w.y + w.height)) : -1;
    })
    .toBeGreaterThanOrEqual(0);
  // The banner's height is carried by the floating layer, not set on <html> (which restyles the page).
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue("--cookie-banner-height"))).toBe("");
});

test.describe("the client portal", () => {
  let second: SecondServer | undefined;
  let smtp: FakeSmtp;
  let base = "";

  test.beforeAll(async () => {
    second = await startSecondServer({ name: "overlap" });
    ({ smtp, base } = second);
  });

  test.afterAll(async () => {
    await second?.stop();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`on a phone (${theme}), nothing fixed covers the signed-in portal`, async ({ page, context }) => {
      test.setTimeout(60_000);
      await context.addCookies([{ name: "cookieConsent", value: "true", url: base }]);
      await useTheme(page, theme);
      await page.setViewportSize(PHONE);
      const email = `overlap-${theme}-${Date.now()}@example.in`;
      await page.goto(`${base}/account/login?mode=signup`);
      await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
      await page.getByRole("button", { name: "Send me a code" }).click();
      await expect(page.getByLabel("6-digit code")).toBeVisible();
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
      await page.getByLabel("6-digit code").fill(code);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(`${base}/account`);
      await expectTheme(page, theme);
      expect(await overlapsWhileScrolling(page), `/account (${theme})`).toEqual([]);
      await expect(page.getByRole("navigation", { name: "Quick help" })).toHaveCount(0);
    });
  }
});
