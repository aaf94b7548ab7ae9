import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the header (its menu button has a click handler). Prerendered pages
 * request their scripts only after the first paint (decision 080), so the `load` event can come
 * before hydration; a journey that clicks a script-only button at once waits for this first.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('button[aria-controls="mobile-menu"]');
    return !!button && Object.keys(button).some((k) => k.startsWith("__reactProps$"));
  });
}
