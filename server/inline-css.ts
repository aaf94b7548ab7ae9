/**
 * Build-time rewrite of a prerendered page (decision 155): the site's stylesheet is copied into the page
 * as a `<style>` so the first paint needs one response, not two. On a phone on a slow network the
 * separate stylesheet cost a full round trip before anything could paint.
 * The `<link>` is added back only after the first paint (by the `__afterPaint` hook of paint-first.ts),
 * with `media="print"` so its rules (the same ones) are not applied twice: it is not fetched while the
 * page paints, and React finds the stylesheet it rendered (its `<Links />` output) already in the head,
 * so hydration neither inserts a second copy nor waits for one. Pages rendered per request keep the
 * ordinary link (they are not rewritten), and client-side navigation reuses the same file.
 */

const SITE_STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"([^>]*?)\/?>/g;

/** `readCss(href)` returns the stylesheet's text; throws if the page has no site stylesheet. */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) throw new Error("inlineStylesheets: no </head>");
  let found = 0;
  const links: { href: string; precedence?: string }[] = [];
  const head = html.slice(0, headEnd).replace(SITE_STYLESHEET, (_link, href: string, rest: string) => {
    found++;
    const css = readCss(href).replaceAll("</style", "<\\/style");
    links.push({ href, precedence: /data-precedence="([^"]+)"/.exec(rest)?.[1] });
    return `<style data-inlined="${href}">${css}</style>`;
  });
  if (!found) throw new Error("inlineStylesheets: the page links no stylesheet under /assets/");
  const later = links
    .map(({ href, precedence }) =>
      [
        'l=document.createElement("link");l.rel="stylesheet";l.media="print";',
        `l.href=${JSON.stringify(href)};`,
        precedence ? `l.setAttribute("data-precedence",${JSON.stringify(precedence)});` : "",
        "document.head.appendChild(l);",
      ].join(""),
    )
    .join("");
  const hook = `<script>(function(){var add=function(){var l;${later}};window.__afterPaint?window.__afterPaint(add):add()})()</script>`;
  return head + hook + html.slice(headEnd);
}
