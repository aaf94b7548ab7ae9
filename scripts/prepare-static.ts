import "./assert-node.mjs";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";
import { NONCE_PLACEHOLDER } from "../app/lib/context.ts";
import { CSP_HASHES_FILE, type CspHashes, inlineScriptHashes } from "../server/csp.ts";
import { inlineStylesheets } from "../server/inline-css.ts";
import { dropPageHtmlFromData } from "../server/page-html-data.ts";
import { paintFirst, stripNonce } from "../server/paint-first.ts";
import { COMPRESSIBLE } from "../server/static.ts";

// The last step of `react-router build` (react-router.config.ts buildEnd; also runnable alone:
// `BUILD_DIR=build-x node scripts/prepare-static.ts`): makes build/client a set of static files the server only
// reads (decisions 080–082).
// 1. Each prerendered page (…/index.html) loses its nonce placeholder and is rewritten to paint before
//    requesting JavaScript (server/paint-first.ts) and carries the stylesheet inline (server/inline-css.ts,
//    decision 155); the hashes of its inline scripts go to
//    <build>/csp-hashes.json for its Content-Security-Policy. Before hashing, an article already in the
//    body leaves the inline hydration data (server/page-html-data.ts, decision 087).
// 2. Every compressible file gets a brotli (quality 11) and a gzip twin beside it, kept only when
//    smaller; the server picks one by Accept-Encoding and never compresses these again. The hashed
//    scripts and stylesheets under assets/ are gzipped with Zopfli (3–4 % smaller than zlib's level 9,
//    same format; decision 089); pages and other files with zlib level 9, which is ~50× faster.

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Rewrites and hashes the prerendered pages, then precompresses build/client. Returns a one-line summary. */
export async function prepareStatic(buildDir: string): Promise<string> {
  const clientDir = path.join(buildDir, "client");
  const started = performance.now();
  const hashes: CspHashes = {};
  const css = new Map<string, string>();
  const readCss = (href: string) => {
    if (!css.has(href)) css.set(href, readFileSync(path.join(clientDir, href), "utf8"));
    return css.get(href) as string;
  };
  let articles = 0;
  for (const file of files(clientDir)) {
    if (path.basename(file) !== "index.html") continue;
    const rel = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
    const urlPath = rel ? `/${rel}` : "/";
    const painted = paintFirst(stripNonce(readFileSync(file, "utf8"), NONCE_PLACEHOLDER));
    const { html, dropped } = dropPageHtmlFromData(inlineStylesheets(painted, readCss));
    articles += dropped;
    if (html.includes(NONCE_PLACEHOLDER)) throw new Error(`${file}: the nonce placeholder is still there`);
    writeFileSync(file, html);
    hashes[urlPath] = inlineScriptHashes(html);
  }
  writeFileSync(path.join(buildDir, CSP_HASHES_FILE), `${JSON.stringify(hashes, null, 1)}\n`);

  let count = 0;
  let before = 0;
  let afterBr = 0;
  for (const file of [...files(clientDir)]) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: file.endsWith(".woff") ? constants.BROTLI_MODE_FONT : constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = ZOPFLI.test(file) ? await zopfliGzip(raw, { numiterations: 15 }) : gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    count++;
    before += raw.length;
    afterBr += Math.min(br.length, raw.length);
  }
  const home = statSync(path.join(clientDir, "index.html")).size;
  return `static: ${Object.keys(hashes).length} prerendered pages rewritten and hashed (${articles} articles kept out of their hydration data), ${count} files precompressed (${kb(before)} → ${kb(afterBr)} brotli) in ${((performance.now() - started) / 1000).toFixed(1)} s; home page ${kb(home)}`;
}

/** Hashed scripts and stylesheets: fetched by every visitor, compressed once per build. */
const ZOPFLI = /[\\/]assets[\\/][^\\/]+\.(js|css)$/;

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

if (import.meta.main) {
  console.log(await prepareStatic(path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR || "build")));
}
