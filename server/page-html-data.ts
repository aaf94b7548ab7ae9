import { HTML_IN_PAGE, PAGE_HTML_ATTRIBUTE } from "../app/components/ui/page-html.ts";

/**
 * Build-time rewrite of a prerendered page (decision 087): a string in the inline hydration data that
 * is exactly the inner HTML of an element marked `data-page-html` is replaced by HTML_IN_PAGE, and
 * the component reads that markup back from the page (usePageHtml). Only the page's own inline
 * data changes; its `.data` twin, fetched on client navigation, keeps the HTML.
 * React Router writes each chunk as `…streamController.enqueue(<JSON string, escapeHtml'd>);`.
 */
const ENQUEUE = /(<script\b[^>]*>window\.__reactRouterContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);<\/script>)/g;
const ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  "<": "\\u003c",
  ">": "\\u003e",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
/** Shorter strings are left alone: the saving would be nothing and a short string may be used elsewhere. */
const MIN_LENGTH = 500;

/** Inner HTML candidates: where each marked element's content starts. */
function markedStarts(html: string): number[] {
  const starts: number[] = [];
  const marker = ` ${PAGE_HTML_ATTRIBUTE}="`;
  for (let i = html.indexOf(marker); i !== -1; i = html.indexOf(marker, i + 1)) {
    const end = html.indexOf(">", i);
    if (end !== -1) starts.push(end + 1);
  }
  return starts;
}

export function dropPageHtmlFromData(html: string): { html: string; dropped: number } {
  const starts = markedStarts(html);
  if (!starts.length) return { html, dropped: 0 };
  let dropped = 0;
  const out = html.replace(ENQUEUE, (whole, open: string, literal: string, close: string) => {
    let payload: string;
    let values: unknown;
    try {
      payload = JSON.parse(literal) as string;
      values = JSON.parse(payload.split("\n")[0] ?? "");
    } catch {
      return whole; // not one whole turbo-stream line: leave the chunk as it is
    }
    if (!Array.isArray(values)) return whole;
    for (const value of values) {
      if (typeof value !== "string" || value.length < MIN_LENGTH) continue;
      const inPage = starts.some((s) => html.startsWith(value, s) && html.startsWith("</", s + value.length));
      if (!inPage) continue;
      payload = payload.split(JSON.stringify(value)).join(JSON.stringify(HTML_IN_PAGE));
      dropped++;
    }
    const encoded = JSON.stringify(payload).replace(/[&<>\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
    return `${open}${encoded}${close}`;
  });
  return { html: out, dropped };
}
