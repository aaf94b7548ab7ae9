import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { htmlClassesFor, withHtmlClasses } from "../app/features/site/visitor/cookies.ts";
import { CSP_HASHES_FILE, type CspHashes, policyWithHashes } from "./csp.ts";

/** Files the build precompresses (scripts/prepare-static.ts) and this module serves from memory. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|vtt|data|map|webmanifest)$/;

/** Hashed build output: the name changes with the content, so browsers keep it for a year. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** Prerendered pages: always revalidated (ETag), so a new build is seen at once. */
export const CACHE_REVALIDATE = "no-cache";
/** Other public files (favicon, media, fonts copied from public/). */
export const CACHE_PUBLIC = "public, max-age=3600";

/** Small binary files also served from memory; PDFs and video are left to express.static (ranges, streaming). */
const IN_MEMORY = /\.(?:woff2?|webp|png|jpe?g|ico)$/;
const MAX_IN_MEMORY = 2 * 1024 * 1024;

type Variant = { body: Buffer; etag: string };
type Entry = {
  type: string;
  cacheControl: string;
  lastModified: string;
  /** identity, and br/gzip when the build made a smaller twin. */
  variants: { identity: Variant; br?: Variant; gzip?: Variant };
  /** For prerendered pages: the CSP hash sources of their inline scripts. */
  scriptHashes?: string[];
};

/**
 * Serves the build's static files from memory, precompressed: hashed assets, prerendered pages
 * (`/x` → x/index.html) and everything else in build/client up to 2 MB. The answer is the brotli or
 * gzip twin the build made, chosen by Accept-Encoding, with a strong ETag per encoding and
 * Vary: Accept-Encoding; nothing is compressed per request. A prerendered page gets the request's
 * CSP with the page's script hashes in place of the nonce (decision 081). GET and HEAD only; any
 * other path or method goes on to the next handler.
 */
export function serveStatic(clientDir: string) {
  const hashesFile = path.join(path.dirname(clientDir), CSP_HASHES_FILE);
  const pageHashes: CspHashes = existsSync(hashesFile) ? (JSON.parse(readFileSync(hashesFile, "utf8")) as CspHashes) : {};
  // The build is immutable while the server runs: list it once, read each file on first use.
  const known = new Map<string, string>();
  for (const file of walk(clientDir)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const rel = path.relative(clientDir, file).split(path.sep).join("/");
    if (rel.endsWith("index.html")) {
      const dir = rel.slice(0, -"index.html".length).replace(/\/$/, "");
      if (pageHashes[dir ? `/${dir}` : "/"]) known.set(dir ? `/${dir}` : "/", file);
      continue;
    }
    if ((COMPRESSIBLE.test(rel) || IN_MEMORY.test(rel)) && statSync(file).size <= MAX_IN_MEMORY) known.set(`/${rel}`, file);
  }
  const entries = new Map<string, Entry>();

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const key = req.path.length > 1 && req.path.endsWith("/") ? req.path.slice(0, -1) : req.path;
    const file = known.get(key);
    if (!file) return next();
    let entry = entries.get(key);
    if (!entry) {
      entry = load(file, key, pageHashes[key]);
      entries.set(key, entry);
    }
    // A prerendered page carries the visitor's theme and cookie-banner choices on <html>, read from
    // cookies, so they hold without JavaScript (decisions 132–133); each combination is made once.
    if (entry.scriptHashes) {
      res.setHeader("Vary", "Accept-Encoding, Cookie");
      const classes = htmlClassesFor(req.headers.cookie);
      if (classes.length > 0) {
        const variantKey = `${key}\n${classes.join(" ")}`;
        let tagged = entries.get(variantKey);
        if (!tagged) {
          tagged = withClasses(entry, classes);
          entries.set(variantKey, tagged);
        }
        entry = tagged;
      }
    }
    // Browsers list gzip before br with equal weight; the smaller brotli twin wins whenever acceptable.
    const encoding =
      entry.variants.br && req.acceptsEncodings("br") === "br"
        ? "br"
        : entry.variants.gzip && req.acceptsEncodings("gzip") === "gzip"
          ? "gzip"
          : "identity";
    const chosen = encoding === "identity" ? undefined : entry.variants[encoding];
    const variant = chosen ?? entry.variants.identity;
    res.status(200);
    res.setHeader("Content-Type", entry.type);
    res.setHeader("Cache-Control", entry.cacheControl);
    res.setHeader("Last-Modified", entry.lastModified);
    res.setHeader("ETag", variant.etag);
    if (!entry.scriptHashes && (entry.variants.br || entry.variants.gzip)) res.setHeader("Vary", "Accept-Encoding");
    if (chosen) res.setHeader("Content-Encoding", encoding);
    if (entry.scriptHashes) {
      const policy = res.getHeader("Content-Security-Policy");
      if (typeof policy === "string") res.setHeader("Content-Security-Policy", policyWithHashes(policy, entry.scriptHashes));
    }
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Length", variant.body.length);
    if (req.method === "HEAD") res.end();
    else res.end(variant.body);
  };
}

function load(file: string, key: string, scriptHashes: string[] | undefined): Entry {
  const body = readFileSync(file);
  const stat = statSync(file);
  const tag = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  const twin = (suffix: string, name: string): Variant | undefined =>
    existsSync(`${file}${suffix}`) ? { body: readFileSync(`${file}${suffix}`), etag: `"${tag}-${name}"` } : undefined;
  const isPage = scriptHashes !== undefined;
  return {
    type: isPage ? "text/html; charset=utf-8" : contentType(file),
    cacheControl: isPage ? CACHE_REVALIDATE : key.startsWith("/assets/") ? CACHE_IMMUTABLE : CACHE_PUBLIC,
    lastModified: stat.mtime.toUTCString(),
    variants: { identity: { body, etag: `"${tag}"` }, br: twin(".br", "br"), gzip: twin(".gz", "gz") },
    scriptHashes,
  };
}

/** A page entry with classes on its <html> tag, compressed once (a fast brotli level: it runs at request time). */
function withClasses(entry: Entry, classes: string[]): Entry {
  const body = Buffer.from(withHtmlClasses(entry.variants.identity.body.toString("utf8"), classes));
  const tag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}`;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return {
    ...entry,
    variants: {
      identity: { body, etag: `${tag}"` },
      br: { body: br, etag: `${tag}-br"` },
      gzip: { body: gzipSync(body), etag: `${tag}-gz"` },
    },
  };
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".vtt": "text/vtt; charset=utf-8",
  // React Router's single-fetch payload for prerendered pages (turbo-stream).
  ".data": "text/x-script; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
};

function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}
