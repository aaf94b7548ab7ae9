/**
 * Build-time rewrite of a prerendered page (decision 155): the site's stylesheet is copied into the page
 * as a `<style>` so the first paint needs one response, not two. On a phone on a slow network the
 * separate stylesheet cost a full round trip before anything could paint.
 * The `<link>` stays in the head, `disabled` (decision 159): a disabled stylesheet is neither fetched nor
 * parsed nor applied, yet React finds the stylesheet its `<Links />` rendered already in the head and
 * adopts it as loaded, so hydration neither inserts a second copy nor waits for one. (Added after the
 * first paint with `media="print"`, as before, the browser still fetched and parsed all of it: a long task
 * on a phone while the page hydrated.) Pages rendered per request keep the ordinary link (they are not
 * rewritten), and client-side navigation reuses the same file.
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
  const kept = links
    .map(
      ({ href, precedence }) =>
        `<link rel="stylesheet" href="${href}"${precedence ? ` data-precedence="${precedence}"` : ""} disabled/>`,
    )
    .join("");
  return head + kept + html.slice(headEnd);
}
