import { useState } from "react";

/**
 * What a prerendered page's hydration data holds in place of server-rendered HTML that its body
 * already contains (scripts/prepare-static.ts, server/page-html-data.ts; decision 087). A guide's or
 * policy's article would otherwise travel twice: once in the body and once, JSON-escaped, in the
 * inline loader data.
 */
export const HTML_IN_PAGE = "[html-in-page]";

/** The attribute that marks an element whose inner HTML may be left out of the hydration data. */
export const PAGE_HTML_ATTRIBUTE = "data-page-html";

/**
 * Props for an element that shows our own server-rendered HTML. When the loader data says the HTML is
 * already in the page (a prerendered page being hydrated), the element keeps the markup it has.
 * Client navigations fetch `.data` files, which always carry the HTML.
 */
export function usePageHtml(name: string, html: string) {
  const [fromPage] = useState(() =>
    html === HTML_IN_PAGE && typeof document !== "undefined"
      ? (document.querySelector(`[${PAGE_HTML_ATTRIBUTE}="${name}"]`)?.innerHTML ?? "")
      : "",
  );
  return { [PAGE_HTML_ATTRIBUTE]: name, dangerouslySetInnerHTML: { __html: html === HTML_IN_PAGE ? fromPage : html } };
}
