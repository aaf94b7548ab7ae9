import "./assert-node.mjs";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

// `node scripts/bench-hydration.ts --url http://127.0.0.1:3401 [--url http://127.0.0.1:3402] [--runs 5]`
//
// Time until the header's menu button answers a tap, in real Chromium on an emulated slow phone:
// 1.6 Mbps down / 750 kbps up, 150 ms round trip (Chrome DevTools' network emulation, per request)
// and a 4× CPU slowdown, empty cache, mobile viewport. "Interactive" is the moment React has attached
// the button's click handler (hydration reached it), polled every 10 ms in the page; each run then taps
// the button and checks that the menu really opens. "Menu opens on tap" is measured apart: from the
// first contentful paint (a visitor taps only what is painted), the page clicks it every 25 ms until the menu is shown (then closes it
// again); that is when a visitor's tap first works, whether React or the browser opens the menu. Several --url are measured in turn, run by run, so
// a before/after comparison shares the machine's load. Prints per-run figures and medians (FCP, LCP,
// menu interactive, load), for the home page and a long guide.

const { values: args } = parseArgs({
  options: {
    url: { type: "string", multiple: true },
    runs: { type: "string", default: "5" },
    page: { type: "string", multiple: true },
  },
});
const bases = (args.url ?? []).map((u) => u.replace(/\/$/, ""));
if (!bases.length) {
  console.error("usage: node scripts/bench-hydration.ts --url http://127.0.0.1:PORT [--url …] [--runs 5]");
  process.exit(2);
}
const runs = Math.max(1, Number(args.runs) || 5);
const pages = args.page?.length ? args.page : ["/", "/service/trademark-registration"];

const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

type Figures = { fcp: number; lcp: number; menu: number; tap: number; load: number };

// Runs in the page before any of its scripts: watches paints and the menu button's React props.
const PROBE = `(() => {
  const marks = (window.__bench = { fcp: 0, lcp: 0, menu: 0, tap: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") marks.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) marks.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const timer = setInterval(() => {
    const button = document.querySelector('button[aria-controls="mobile-menu"]');
    if (!button) return;
    const key = Object.keys(button).find((k) => k.startsWith("__reactProps$"));
    if (key && typeof button[key].onClick === "function") {
      marks.menu = performance.now();
      clearInterval(timer);
    }
  }, 10);
  const shown = (m) => !!m && !m.hidden && getComputedStyle(m).display !== "none";
  const tapper = setInterval(() => {
    const button = document.querySelector('button[aria-controls="mobile-menu"]');
    const menu = document.getElementById("mobile-menu");
    // A visitor can tap only what has been painted.
    if (!button || !menu || !marks.fcp) return;
    if (shown(menu)) {
      marks.tap = performance.now();
      clearInterval(tapper);
      if (menu.matches && menu.matches(":popover-open")) menu.hidePopover();
      else button.click();
      return;
    }
    button.click();
  }, 25);
})();`;

async function measure(url: string): Promise<Figures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent:
        "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
    });
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForFunction(
      () => {
        const b = (window as unknown as { __bench: { menu: number; tap: number } }).__bench;
        return b.menu > 0 && b.tap > 0;
      },
      null,
      {
        timeout: 120_000,
        polling: 50,
      },
    );
    const marks = await page.evaluate(() => {
      const b = (window as unknown as { __bench: { fcp: number; lcp: number; menu: number; tap: number } }).__bench;
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return { ...b, load: nav.loadEventStart };
    });
    // The figure counts only if a tap then really opens the menu.
    await page.locator("#mobile-menu").waitFor({ state: "hidden", timeout: 30_000 });
    await page.locator('button[aria-controls="mobile-menu"]').tap();
    await page.locator("#mobile-menu").waitFor({ state: "visible", timeout: 30_000 });
    return marks;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};
const ms = (v: number) => `${Math.round(v)} ms`;

const results = new Map<string, Figures[]>();
for (const path of pages) {
  for (let i = 0; i < runs; i++) {
    for (const base of bases) {
      const key = `${base}${path}`;
      const figures = await measure(key);
      results.set(key, [...(results.get(key) ?? []), figures]);
      console.log(
        `run ${i + 1} ${key}: FCP ${ms(figures.fcp)}, LCP ${ms(figures.lcp)}, menu opens on tap ${ms(figures.tap)}, React attached ${ms(figures.menu)}`,
      );
    }
  }
}

console.log(
  `\nHeader menu time-to-interactive, Chromium, ${NETWORK.latency} ms RTT, 1.6 Mbps down, ${CPU_SLOWDOWN}× CPU slowdown, median of ${runs}`,
);
for (const [key, list] of results) {
  const pick = (k: keyof Figures) => median(list.map((f) => f[k]));
  console.log(
    `  ${key}: FCP ${ms(pick("fcp"))}  LCP ${ms(pick("lcp"))}  menu opens on tap ${ms(pick("tap"))}  React attached ${ms(pick("menu"))}  load ${ms(pick("load"))}  (tap runs: ${list.map((f) => Math.round(f.tap)).join(", ")}; React runs: ${list.map((f) => Math.round(f.menu)).join(", ")})`,
  );
}
