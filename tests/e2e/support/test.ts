import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's `test`, with one change: after `page.goto` and `page.reload` on a public page, it waits
 * until React has hydrated the header. Prerendered pages paint before their scripts load (decision
 * 080), so a journey that clicks a script-only control (the assistant, cookie banner, theme toggle,
 * newsletter) at once would race hydration. Pages without the site header (console, portal) and
 * runs with JavaScript off are left alone.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const hydrated = async () => {
        const menu = page.locator('button[aria-controls="mobile-menu"]');
        if ((await menu.count()) === 0) return;
        await page
          .waitForFunction(
            () => {
              const button = document.querySelector('button[aria-controls="mobile-menu"]');
              return !!button && Object.keys(button).some((k) => k.startsWith("__reactProps$"));
            },
            undefined,
            { timeout: 10_000 },
          )
          .catch(() => {});
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<typeof goto>) => {
        const response = await goto(...args);
        await hydrated();
        return response;
      };
      page.reload = async (...args: Parameters<typeof reload>) => {
        const response = await reload(...args);
        await hydrated();
        return response;
      };
    }
    await use(page);
  },
});
