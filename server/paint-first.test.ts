import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { inlineScriptHashes, policyWithHashes } from "./csp.ts";
import { paintFirst, stripNonce } from "./paint-first.ts";

// The shape React Router 8's <Scripts> gives a prerendered page (shortened).
const PAGE = `<!DOCTYPE html><html><head><link nonce="__N__" rel="stylesheet" href="/assets/app.css"/>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="__N__"/><link rel="modulepreload" href="/assets/framework-B.js" nonce="__N__"/>
<script nonce="__N__">theme()</script></head><body><p>Text</p>
<script nonce="__N__">window.__reactRouterContext = {};</script>
<script nonce="__N__" type="module" async="">import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/home-D.js";
window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-A.js");</script></body></html>`;

test("paintFirst leaves the head with the stylesheet only and boots the same modules after the first paint", () => {
  const html = paintFirst(stripNonce(PAGE, "__N__"));
  expect(html).not.toContain("nonce=");
  expect(html).not.toContain('modulepreload" href');
  expect(html).not.toContain('type="module"');
  const head = html.slice(0, html.indexOf("</head>"));
  // No inline script of the head comes after the stylesheet (it would wait for it).
  expect(head.lastIndexOf("<script>")).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
  expect(head.match(/<link rel="stylesheet"/g)).toHaveLength(1);
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
  const preload = scripts.find((s) => s.includes("__afterPaint=")) ?? "";
  expect(head).toContain(preload);
  expect(preload).toContain('"first-contentful-paint"');
  expect(preload).toContain('["/assets/entry.client-A.js","/assets/framework-B.js"]');
  const boot = scripts.find((s) => s.includes("function boot")) ?? "";
  expect(html.indexOf(boot)).toBeGreaterThan(html.indexOf("<body>"));
  expect(boot).toContain('Promise.all([import("/assets/root-C.js"),import("/assets/home-D.js")])');
  expect(boot).toContain("var route0=m[0],route1=m[1];");
  expect(boot).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
  expect(boot).toContain('return import("/assets/entry.client-A.js")');
  expect(boot).toContain("window.__afterPaint(boot)");
  // Both scripts are valid JavaScript.
  expect(() => new Function(preload)).not.toThrow();
  expect(() => new Function(boot)).not.toThrow();
});

test("the preload script waits for the first contentful paint and runs what was queued once", () => {
  const html = paintFirst(stripNonce(PAGE, "__N__"));
  const preload = /<script>(\(function\(\)\{var q=[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  let observer: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const added: string[] = [];
  const window: { __afterPaint?: (f: () => void) => void } = {};
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    constructor(cb: typeof observer) {
      observer = cb;
    }
    observe() {}
    disconnect() {}
  }
  const document = {
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { appendChild: (l: { href: string }) => added.push(l.href) },
  };
  new Function("window", "document", "PerformanceObserver", "requestAnimationFrame", "setTimeout", preload)(
    window,
    document,
    FakeObserver,
    (f: () => void) => frames.push(f),
    (f: () => void) => timers.push(f),
  );
  const booted: string[] = [];
  window.__afterPaint?.(() => booted.push("boot"));
  expect(added).toEqual([]);
  observer?.({ getEntriesByName: () => [] });
  expect(added).toEqual([]);
  observer?.({ getEntriesByName: (n) => (n === "first-contentful-paint" ? [{}] : []) });
  expect(added).toEqual(["/assets/entry.client-A.js", "/assets/framework-B.js"]);
  expect(booted).toEqual(["boot"]);
  // The fallback after the first frame does not run anything twice; later callers run at once.
  for (const f of frames) f();
  for (const f of timers) f();
  expect(added).toHaveLength(2);
  window.__afterPaint?.(() => booted.push("late"));
  expect(booted).toEqual(["boot", "late"]);
});

test("paintFirst refuses a page without React Router's module script", () => {
  expect(() => paintFirst("<html><head></head><body></body></html>")).toThrow(/module script/);
});

test("inlineScriptHashes hashes each inline script once and skips external scripts", () => {
  const html =
    '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script>a()</script>';
  const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
  expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("{}")]);
});

test("policyWithHashes puts the hashes where the nonce was and keeps the rest", () => {
  expect(
    policyWithHashes("default-src 'self';script-src 'self' 'nonce-abc';object-src 'none'", ["'sha256-1'", "'sha256-2'"]),
  ).toBe("default-src 'self';script-src 'self' 'sha256-1' 'sha256-2';object-src 'none'");
});
