import "./assert-node.mjs";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
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
//   BUILD_DIR=build-x npm run lighthouse -- --port 3291 --runs 3
//   npm run lighthouse -- --url https://staging.example.in --check
//
// --runs N keeps the median run (by performance score) per page; --check exits 1 when the home
// page misses a budget (issue #4); --json DIR writes each kept report as JSON.

const PAGES = ["/", "/service/trademark-registration"];
/** Issue #4 budgets for the home page on mobile settings. */
const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, cls: 0.02, scriptKb: 150 };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const { values: args } = parseArgs({
  options: {
    url: { type: "string" },
    port: { type: "string", default: process.env.LIGHTHOUSE_PORT ?? "3290" },
    runs: { type: "string", default: "1" },
    check: { type: "boolean", default: false },
    json: { type: "string" },
  },
});

const root = path.resolve(import.meta.dirname, "..");
const runs = Math.max(1, Number(args.runs) || 1);

type Summary = {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
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
  let base = args.url?.replace(/\/$/, "");
  if (!base) {
    const started = await startServer(Number(args.port));
    server = started.child;
    base = started.base;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const summaries: Summary[] = [];
  let lighthouseVersion = "";
  try {
    for (const page of PAGES) {
      const results: Result[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(`${base}${page}`, chrome.port));
      results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const kept = results[Math.floor(results.length / 2)];
      if (!kept) continue;
      lighthouseVersion = kept.lighthouseVersion;
      const summary = summarise(page, kept);
      summary.scriptGzipBytes = await gzipBodyBytes(summary.scriptUrls);
      summaries.push(summary);
      if (args.json) {
        mkdirSync(args.json, { recursive: true });
        const file = path.join(args.json, `${page === "/" ? "home" : page.replace(/^\/|\/$/g, "").replace(/\//g, "-")}.json`);
        writeFileSync(file, JSON.stringify(kept, null, 2));
      }
    }
  } finally {
    chrome.kill();
    if (server) await stopServer(server);
  }

  console.log(
    `\nLighthouse ${lighthouseVersion} (mobile, simulated throttling) against ${base}${runs > 1 ? `, median of ${runs} runs` : ""}\n`,
  );
  for (const s of summaries) {
    console.log(s.page);
    console.log(
      `  Performance ${s.scores.performance}  Accessibility ${s.scores.accessibility}  Best Practices ${s.scores["best-practices"]}  SEO ${s.scores.seo}`,
    );
    console.log(`  LCP ${(s.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(s.tbtMs)} ms  CLS ${s.cls.toFixed(3)}`);
    console.log(
      `  JavaScript before interaction: ${kb(s.scriptGzipBytes)} gzip in ${s.scriptUrls.length} files (${kb(s.scriptBytes)} with HTTP headers); all resources ${kb(s.totalBytes)}`,
    );
    if (s.failing.length) console.log(`  Audits below full marks: ${s.failing.join(", ")}`);
  }
  const home = summaries.find((s) => s.page === "/");
  if (home) {
    const misses = budgetMisses(home);
    console.log(misses.length ? `\nHome page budget MISSED: ${misses.join("; ")}` : "\nHome page within budget.");
    if (args.check && misses.length) process.exitCode = 1;
  }
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

function summarise(page: string, lhr: Result): Summary {
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
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
  return {
    page,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
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
  if (s.cls > BUDGET.cls) misses.push(`CLS ${s.cls.toFixed(3)} > ${BUDGET.cls}`);
  if (s.scriptGzipBytes / 1024 > BUDGET.scriptKb) misses.push(`JS ${kb(s.scriptGzipBytes)} > ${BUDGET.scriptKb} KB`);
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
