/**
 * Build-time rewrite of a prerendered page so that it paints before any JavaScript is requested
 * (decisions 080, 088). React Router's <Scripts> puts a `<link rel="modulepreload">` for every chunk of
 * the route in the head and ends the body with an inline module that statically imports the route
 * modules and then the client entry. On a slow phone those ~120 KB compete with the HTML and the
 * stylesheet, and the first frame waits for them. The rewrite:
 * - removes the modulepreload links and moves the stylesheet link after the head's inline scripts, so
 *   no inline script waits for the stylesheet: the body is parsed while the stylesheet loads;
 * - ends the head with a small inline script that, as soon as the browser reports the first
 *   contentful paint, adds the same modulepreload links (every chunk at once, in parallel, no import
 *   waterfall), even while the rest of a long page is still being parsed;
 * - replaces the inline module by a classic inline script that, once the page has painted and been
 *   parsed, runs the same code with dynamic imports.
 * Without the Paint Timing API it waits for the first frame (requestAnimationFrame, then a task); if
 * no paint is reported within a second of the first frame it goes ahead anyway.
 * It also drops the build-time nonce placeholder: prerendered pages are allowed by script hashes.
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import \* as (\w+) from "([^"]+)";/g;
const ENTRY_IMPORT = /import\("([^"]+)"\);/;

/** Defines `window.__afterPaint(fn)`, which runs fn once the first contentful paint has been reported. */
const AFTER_PAINT = [
  "var q=[],done=false;function go(){if(done)return;done=true;for(var i=0;i<q.length;i++)q[i]();q=null}",
  "window.__afterPaint=function(f){done?f():q.push(f)};var wait=0;",
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){wait=1000;',
  'var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});',
  'o.observe({type:"paint",buffered:true})}}catch(e){wait=0}',
  "requestAnimationFrame(function(){setTimeout(go,wait)});",
].join("");

export function stripNonce(html: string, placeholder: string): string {
  return html.replaceAll(` nonce="${placeholder}"`, "");
}

/** Rewrites one page (without nonce attributes); throws if the page does not have React Router's shape. */
export function paintFirst(html: string): string {
  const headEnd = html.indexOf("</head>");
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1] as string);
  const module = MODULE_SCRIPT.exec(html);
  if (headEnd < 0 || !module || !preloads.length) {
    throw new Error("paintFirst: no </head>, React Router module script or modulepreload links");
  }
  const body = module[1] as string;
  const imports = [...body.matchAll(STATIC_IMPORT)].map((m) => ({ name: m[1] as string, url: m[2] as string }));
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  if (!entry) throw new Error("paintFirst: the module script does not import the client entry");
  const rest = body.replace(STATIC_IMPORT, "").replace(ENTRY_IMPORT, "").trim();
  const preload = [
    `(function(){${AFTER_PAINT}window.__afterPaint(function(){`,
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})`,
    "})})()",
  ].join("");
  const boot = [
    "(function(){function boot(){",
    `Promise.all([${imports.map((i) => `import(${JSON.stringify(i.url)})`).join(",")}]).then(function(m){`,
    imports.length ? `var ${imports.map((i, n) => `${i.name}=m[${n}]`).join(",")};` : "",
    `${rest}\nreturn import(${JSON.stringify(entry)})})}`,
    "window.__afterPaint?window.__afterPaint(boot):boot()})()",
  ].join("");
  const head = html.slice(0, headEnd);
  const stylesheets = head.match(STYLESHEET) ?? [];
  return [
    head.replace(MODULEPRELOAD, "").replace(STYLESHEET, ""),
    `<script>${preload}</script>`,
    ...stylesheets,
    html
      .slice(headEnd)
      .replace(MODULEPRELOAD, "")
      .replace(MODULE_SCRIPT, () => `<script>${boot}</script>`),
  ].join("");
}
