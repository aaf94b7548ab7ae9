import { expect, test } from "vitest";
import { HTML_IN_PAGE } from "#app/components/ui/page-html.ts";
import { dropPageHtmlFromData } from "./page-html-data.ts";

// The article and the inline data as React Router 8 writes them: the turbo-stream line is a JSON array,
// itself JSON-encoded and HTML-escaped (`<` → \u003c) inside `streamController.enqueue(…)`.
const ARTICLE = `<h2 id="fees">Fees & timeline</h2><p>A "trademark" is ${"a sign that tells goods apart. ".repeat(30)}</p>`;
const SHORT = "<p>Short</p>";
const escapeHtml = (s: string) => s.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
const enqueue = (values: unknown[]) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${escapeHtml(JSON.stringify(`${JSON.stringify(values)}\n`))});</script>`;
const decode = (page: string) => {
  const literal = /enqueue\(("(?:[^"\\]|\\.)*")\);/.exec(page)?.[1] ?? "";
  return JSON.parse((JSON.parse(literal) as string).split("\n")[0] ?? "") as unknown[];
};
const page = (body: string, values: unknown[]) =>
  `<html><body>${body}<script>window.__reactRouterContext = {};</script>${enqueue(values)}</body></html>`;

test("an article that the body already shows leaves the hydration data; everything else stays", () => {
  const values = [{ _1: 2 }, "html", ARTICLE, "title", "Trademark registration", "other", ARTICLE.toUpperCase()];
  const before = page(`<article><div class="prose-guide mt-8" data-page-html="article">${ARTICLE}</div></article>`, values);
  const { html, dropped } = dropPageHtmlFromData(before);
  expect(dropped).toBe(1);
  expect(decode(html)).toEqual([
    { _1: 2 },
    "html",
    HTML_IN_PAGE,
    "title",
    "Trademark registration",
    "other",
    ARTICLE.toUpperCase(),
  ]);
  expect(html.length).toBeLessThan(before.length - ARTICLE.length);
  // The body and the other scripts are untouched, and the script stays free of raw `<`.
  expect(html).toContain(`data-page-html="article">${ARTICLE}</div>`);
  expect(/enqueue\(([^<]*)\);<\/script>/.test(html)).toBe(true);
});

test("a page without a marked element, or whose marked element shows other HTML, is returned unchanged", () => {
  const values = [{ _1: 2 }, "html", ARTICLE];
  const unmarked = page(`<div class="prose-guide">${ARTICLE}</div>`, values);
  expect(dropPageHtmlFromData(unmarked)).toEqual({ html: unmarked, dropped: 0 });
  const otherHtml = page(`<div data-page-html="article">${ARTICLE}<p>more</p></div>`, values);
  expect(dropPageHtmlFromData(otherHtml).dropped).toBe(0);
  expect(decode(dropPageHtmlFromData(otherHtml).html)).toEqual(values);
});

test("short strings stay even when a marked element shows them", () => {
  const values = [{ _1: 2 }, "html", SHORT];
  const before = page(`<div data-page-html="policy">${SHORT}</div>`, values);
  expect(dropPageHtmlFromData(before).dropped).toBe(0);
});
