import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-css.ts";

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><p>x</p></body></html>`;

describe("inlineStylesheets", () => {
  it("puts the stylesheet's text in the head and keeps its link, disabled, for React to find", () => {
    const out = inlineStylesheets(page('<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>'), (href) =>
      href === "/assets/app-1.css" ? "body{color:red}" : "",
    );
    expect(out).toContain('<style data-inlined="/assets/app-1.css">body{color:red}</style>');
    // Exactly one link, and a disabled one: the browser neither fetches nor applies it.
    expect(out.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default" disabled/>',
    ]);
    expect(out).not.toContain("<script");
  });

  it("cannot be closed early by the stylesheet's text", () => {
    const out = inlineStylesheets(
      page('<link rel="stylesheet" href="/assets/a.css"/>'),
      () => 'a::after{content:"</style><script>"}',
    );
    expect(out.match(/<\/style/g)).toHaveLength(1);
    expect(out).toContain('content:"<\\/style><script>"');
  });

  it("refuses a page without a site stylesheet", () => {
    expect(() => inlineStylesheets(page(""), () => "")).toThrow(/no stylesheet/);
  });
});
