import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { ChatMarkdown, parseBlocks, safeHref } from "./chat-markdown.tsx";

test.each([
  ["/service/trademark-registration#timelines", { internal: true, href: "/service/trademark-registration#timelines" }],
  ["/#faq", { internal: true, href: "/#faq" }],
  ["https://www.ipindia.gov.in/", { internal: false, href: "https://www.ipindia.gov.in/" }],
  ["//evil.example/x", null],
  ["javascript:alert(1)", null],
  ["http://insecure.example", null],
  ["data:text/html,<script>alert(1)</script>", null],
  ["https://user:pass@example.com", null],
])("link %s is allowed as %j", (href, expected) => {
  expect(safeHref(href)).toEqual(expected);
});

test("lists and paragraphs are recognised", () => {
  expect(parseBlocks("Intro\n\n- a\n- b\n\n1. one\n3. three\n\n## Heading\nText")).toEqual([
    { kind: "p", lines: ["Intro"] },
    { kind: "ul", items: ["a", "b"] },
    {
      kind: "ol",
      items: [
        { n: 1, text: "one" },
        { n: 3, text: "three" },
      ],
    },
    { kind: "p", lines: ["**Heading**"] },
    { kind: "p", lines: ["Text"] },
  ]);
});

function render(text: string) {
  const router = createMemoryRouter([{ path: "/", element: createElement(ChatMarkdown, { text }) }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

test("raw HTML in a reply is shown as text, never as markup", () => {
  const html = render('<img src=x onerror="alert(1)"> **bold** <script>alert(2)</script>');
  expect(html).not.toContain("<img");
  expect(html).not.toContain("<script");
  expect(html).toContain("&lt;img");
  expect(html).toContain("<strong>bold</strong>");
});

test("links render only to our pages or https; others stay text", () => {
  const html = render("[Guide](/service/gst-registration) [Bad](javascript:alert(1)) [Portal](https://www.gst.gov.in)");
  expect(html).toContain('href="/service/gst-registration"');
  expect(html).toContain('href="https://www.gst.gov.in/"');
  expect(html).toContain('rel="noopener noreferrer nofollow"');
  expect(html).not.toContain("javascript:");
});

test("a struck regular price renders as <s>, and a single tilde stays text", () => {
  const html = render("our fee is **₹299** (regular price ~~₹999~~, about ~2 days)");
  expect(html).toContain("<s>₹999</s>");
  expect(html).toContain("~2 days");
});
