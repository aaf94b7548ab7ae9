/**
 * Build-time rewrite of a prerendered page so that it paints before any JavaScript is requested
 * (decision 080). React Router's <Scripts> puts a `<link rel="modulepreload">` for every chunk of the
 * route in the head and ends the body with an inline module that statically imports the route modules
 * and then the client entry. On a slow phone those ~130 KB compete with the HTML and the stylesheet,
 * and the first frame waits for them. The rewrite:
 * - removes the modulepreload links from the head (nothing but the stylesheet is requested there);
 * - replaces the inline module by a classic inline script that, once the first frame has been
 *   painted (requestAnimationFrame, then a task), adds the same modulepreload links (so every chunk
 *   is requested at once, in parallel, with no import waterfall) and runs the same code with
 *   dynamic imports.
 * It also drops the build-time nonce placeholder: prerendered pages are allowed by script hashes.
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import \* as (\w+) from "([^"]+)";/g;
const ENTRY_IMPORT = /import\("([^"]+)"\);/;

export function stripNonce(html: string, placeholder: string): string {
  return html.replaceAll(` nonce="${placeholder}"`, "");
}

/** Rewrites one page (without nonce attributes); throws if the page does not have React Router's shape. */
export function paintFirst(html: string): string {
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1] as string);
  const module = MODULE_SCRIPT.exec(html);
  if (!module || !preloads.length) throw new Error("paintFirst: no React Router module script or modulepreload links");
  const body = module[1] as string;
  const imports = [...body.matchAll(STATIC_IMPORT)].map((m) => ({ name: m[1] as string, url: m[2] as string }));
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  if (!entry) throw new Error("paintFirst: the module script does not import the client entry");
  const rest = body.replace(STATIC_IMPORT, "").replace(ENTRY_IMPORT, "").trim();
  const boot = [
    "(function(){var started=false;function boot(){if(started)return;started=true;",
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});`,
    `Promise.all([${imports.map((i) => `import(${JSON.stringify(i.url)})`).join(",")}]).then(function(m){`,
    imports.length ? `var ${imports.map((i, n) => `${i.name}=m[${n}]`).join(",")};` : "",
    `${rest}\nreturn import(${JSON.stringify(entry)})})}`,
    // After the first frame: rAF runs just before it is painted, the task after it.
    "requestAnimationFrame(function(){setTimeout(boot,0)})})()",
  ].join("");
  const withoutPreloads = html.replace(MODULEPRELOAD, "");
  return withoutPreloads.replace(MODULE_SCRIPT, () => `<script>${boot}</script>`);
}
