import "./assert-node.mjs";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";

// `npm run lighthouse`: Lighthouse (mobile settings, simulated throttling) against the BUILT site,
// for the home page and one service page. It builds nothing: run `npm run build` first (with the same
// BUILD_DIR). Without --url it starts the built server on its own port and PGlite directory.
//
//   npm run lighthouse                          # BUILD_DIR=build, port 3290
//   BUILD_DIR=build-x npm run lighthouse -- --port 3291 --runs 5
//   npm run lighthouse -- --url https://staging.example.in --check
//   npm run lighthouse -- --url http://127.0.0.1:3401 --url http://127.0.0.1:3402 --runs 5
//
// --runs N reports the median of each figure over N runs per page (the scores of the run with the
// median performance score); several --url are audited in turn, run by run, so a before/after
// comparison sees the same machine load. --check exits 1 when a page misses its budget (issue #16);
// --json DIR writes each median run's report as JSON.

/** Issue #16 budgets (mobile, simulated throttling, median of 5 runs). */
const BUDGET = {
  performance: 99,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  fcpMs: 1300,
  lcpMs: 1300,
  tbtMs: 50,
  cls: 0,
  scriptKb: { "/": 130, guide: 120 },
};
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const { values: args } = parseArgs({
  options: {
    url: { type: "string", multiple: true },
    port: { type: "string", default: process.env.LIGHTHOUSE_PORT ?? "3290" },
    runs: { type: "string", default: "1" },
    check: { type: "boolean", default: false },
    json: { type: "string" },
    page: { type: "string", multiple: true },
  },
});

const root = path.resolve(import.meta.dirname, "..");
/** The home page and the longest guide: the largest prerendered guide page of the build (content changes). */
const pages = args.page?.length ? args.page : ["/", `/service/${longestGuide()}`];
const runs = Math.max(1, Number(args.runs) || 1);

type Summary = {
  page: string;
  /** The run with the median performance score (its audits, scores other than performance, requests). */
  kept: Result;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  fcpRuns: number[];
  lcpRuns: number[];
  tbtMs: number;
  cls: number;
  scriptUrls: string[];
  /** What Lighthouse saw on the wire for scripts, HTTP headers included. */
  scriptBytes: number;
  /** The same scripts' bodies as the server sends them with gzip (the budget's measure). */
  scriptGzipBytes: number;
  totalBytes: number;
  failing: string[];
};

async function main() {
  let server: ChildProcess | undefined;
  let bases = (args.url ?? []).map((u) => u.replace(/\/$/, ""));
  if (!bases.length) {
    const started = await startServer(Number(args.port));
    server = started.child;
    bases = [started.base];
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const results = new Map<string, Result[]>();
  let lighthouseVersion = "";
  try {
    for (const page of pages) {
      // Alternate the targets run by run so a comparison sees the same machine load.
      for (let i = 0; i < runs; i++) {
        for (const base of bases) {
          const key = `${base}${page}`;
          const lhr = await audit(key, chrome.port);
          results.set(key, [...(results.get(key) ?? []), lhr]);
          lighthouseVersion = lhr.lighthouseVersion;
        }
      }
    }
  } catch (error) {
    chrome.kill();
    if (server) await stopServer(server);
    throw error;
  }
  chrome.kill();
  // The server stays up while the summary measures the scripts' gzip bodies; it stops at the end.
  try {
    await report(bases, results, lighthouseVersion);
  } finally {
    if (server) await stopServer(server);
  }
}

async function report(bases: string[], results: Map<string, Result[]>, lighthouseVersion: string) {
  console.log(`\nLighthouse ${lighthouseVersion} (mobile, simulated throttling)${runs > 1 ? `, median of ${runs} runs` : ""}`);
  let missed = false;
  for (const base of bases) {
    console.log(`\n${base}`);
    for (const page of pages) {
      const lhrs = results.get(`${base}${page}`) ?? [];
      if (!lhrs.length) continue;
      const s = summarise(page, lhrs);
      s.scriptGzipBytes = await gzipBodyBytes(s.scriptUrls);
      if (args.json) {
        mkdirSync(args.json, { recursive: true });
        const name = `${new URL(base).port || "site"}-${page === "/" ? "home" : page.replace(/^\/|\/$/g, "").replace(/\//g, "-")}.json`;
        writeFileSync(path.join(args.json, name), JSON.stringify(s.kept, null, 2));
      }
      console.log(`  ${page}`);
      console.log(
        `    Performance ${s.scores.performance}  Accessibility ${s.scores.accessibility}  Best Practices ${s.scores["best-practices"]}  SEO ${s.scores.seo}`,
      );
      console.log(
        `    FCP ${(s.fcpMs / 1000).toFixed(2)} s  LCP ${(s.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(s.tbtMs)} ms  CLS ${s.cls.toFixed(3)}` +
          (runs > 1
            ? `  (FCP runs: ${s.fcpRuns.map((v) => (v / 1000).toFixed(2)).join(", ")}; LCP runs: ${s.lcpRuns.map((v) => (v / 1000).toFixed(2)).join(", ")})`
            : ""),
      );
      console.log(
        `    JavaScript before interaction: ${kb(s.scriptGzipBytes)} gzip in ${s.scriptUrls.length} files (${kb(s.scriptBytes)} on the wire); all resources ${kb(s.totalBytes)}`,
      );
      if (s.failing.length) console.log(`    Audits below full marks: ${s.failing.join(", ")}`);
      const misses = budgetMisses(s);
      console.log(misses.length ? `    Budget MISSED: ${misses.join("; ")}` : "    Within budget.");
      if (misses.length) missed = true;
    }
  }
  if (args.check && missed) process.exitCode = 1;
}

/** One Lighthouse run; a run that fails to record (e.g. NO_NAVSTART on a busy machine) is retried twice. */
async function audit(url: string, port: number, attempt = 1): Promise<Result> {
  const flags: Flags = { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] };
  const result = await lighthouse(url, flags);
  const error = result ? result.lhr.runtimeError : { code: "NO_RESULT", message: "Lighthouse returned nothing" };
  if (!error && result) return result.lhr;
  if (attempt < 3) {
    console.warn(`${url}: ${error?.code}, trying again`);
    return audit(url, port, attempt + 1);
  }
  throw new Error(`${url}: ${error?.code} ${error?.message}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Medians of each metric over the runs; scores, scripts and audits from the run with the median performance. */
function summarise(page: string, lhrs: Result[]): Summary {
  const byPerformance = [...lhrs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const lhr = byPerformance[Math.floor(byPerformance.length / 2)] as Result;
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (r: Result, id: string) => r.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits["network-requests"]?.details as
        | { items?: { url: string; resourceType?: string; transferSize?: number }[] }
        | undefined
    )?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
      .map((audit) => `${audit?.id} (${Math.round((audit?.score ?? 0) * 100)})`),
  );
  const fcpRuns = lhrs.map((r) => numeric(r, "first-contentful-paint"));
  const lcpRuns = lhrs.map((r) => numeric(r, "largest-contentful-paint"));
  return {
    page,
    kept: lhr,
    scores: {
      performance: Math.round(median(lhrs.map((r) => (r.categories.performance?.score ?? 0) * 100))),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    fcpMs: median(fcpRuns),
    lcpMs: median(lcpRuns),
    fcpRuns,
    lcpRuns,
    tbtMs: median(lhrs.map((r) => numeric(r, "total-blocking-time"))),
    cls: median(lhrs.map((r) => numeric(r, "cumulative-layout-shift"))),
    scriptUrls: scripts.map((r) => r.url),
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptGzipBytes: 0,
    totalBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failing,
  };
}

function budgetMisses(s: Summary): string[] {
  const misses: string[] = [];
  for (const id of CATEGORIES) if (s.scores[id] < BUDGET[id]) misses.push(`${id} ${s.scores[id]} < ${BUDGET[id]}`);
  if (s.fcpMs > BUDGET.fcpMs) misses.push(`FCP ${Math.round(s.fcpMs)} ms > ${BUDGET.fcpMs} ms`);
  if (s.lcpMs > BUDGET.lcpMs) misses.push(`LCP ${Math.round(s.lcpMs)} ms > ${BUDGET.lcpMs} ms`);
  if (s.tbtMs > BUDGET.tbtMs) misses.push(`TBT ${Math.round(s.tbtMs)} ms > ${BUDGET.tbtMs} ms`);
  if (s.cls > BUDGET.cls) misses.push(`CLS ${s.cls.toFixed(3)} > ${BUDGET.cls}`);
  const scriptKb = s.page === "/" ? BUDGET.scriptKb["/"] : BUDGET.scriptKb.guide;
  if (s.scriptGzipBytes / 1024 > scriptKb) misses.push(`JS ${kb(s.scriptGzipBytes)} > ${scriptKb} KB`);
  return misses;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Sum of the response bodies as sent with `Accept-Encoding: gzip` (still compressed; headers excluded). */
async function gzipBodyBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    total += await new Promise<number>((resolve, reject) => {
      const get = url.startsWith("https:") ? https.get : http.get;
      get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on("end", () => resolve(bytes));
        res.on("error", reject);
      }).on("error", reject);
    });
  }
  return total;
}

function longestGuide(): string {
  const dir = path.join(root, process.env.BUILD_DIR || "build", "client", "service");
  try {
    const sizes = readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => ({ slug: d.name, size: statSync(path.join(dir, d.name, "index.html")).size }));
    return sizes.sort((a, b) => b.size - a.size)[0]?.slug ?? "trademark-registration";
  } catch {
    return "trademark-registration"; // no local build (auditing --url only)
  }
}

/** Starts the built server (BUILD_DIR) on its own port and a throwaway PGlite directory. */
async function startServer(port: number): Promise<{ child: ChildProcess; base: string }> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join("data", `lighthouse-${port}`);
  rmSync(path.join(root, dataDir), { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(root, "server/index.ts")], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      PGLITE_DIR: `./${dataDir}`,
      DATABASE_URL: "",
      NODE_ENV: "production",
      LOG_LEVEL: "error",
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(
        `the server exited with code ${child.exitCode}; did you build (BUILD_DIR=${process.env.BUILD_DIR ?? "build"})?`,
      );
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopServer(child);
  throw new Error(`the server did not answer ${base}/healthz within 60 s`);
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once("exit", r));
  process.kill(-child.pid, "SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
