import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-css.ts";

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><p>x</p></body></html>`;

describe("inlineStylesheets", () => {
  it("puts the stylesheet's text in the head and adds the link back, for print, only after the first paint", () => {
    const out = inlineStylesheets(page('<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>'), (href) =>
      href === "/assets/app-1.css" ? "body{color:red}" : "",
    );
    expect(out).toContain('<style data-inlined="/assets/app-1.css">body{color:red}</style>');
    expect(out).not.toMatch(/<link rel="stylesheet"/);
    expect(out).toMatch(/window\.__afterPaint\(add\)/);
    expect(out).toContain('l.href="/assets/app-1.css";l.setAttribute("data-precedence","default")');
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
