import "./assert-node.mjs";
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../app/db/client.server.ts";

/**
 * Sustained consultation submissions against the built server, on PGlite and on PostgreSQL.
 *
 * For each database it starts `node server/index.ts` on 127.0.0.1 (its own port, a fresh PGlite
 * directory or a fresh PostgreSQL database), then N clients post the consultation form the way the
 * browser does with JavaScript (multipart to /consultation.data) for a fixed time or number of
 * requests, whichever comes first. Every submission is stored with its two outbox rows; the outbox
 * worker delivers them (log transport) while the load runs. Prints submissions/s and latency
 * percentiles. Needs a build (`npm run build`, or BUILD_DIR=…).
 *
 *   npm run bench:consultation -- --db both --duration 20 --concurrency 8 --upload-kb 0
 */

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    duration: { type: "string", default: "20" },
    "max-requests": { type: "string", default: "50000" },
    concurrency: { type: "string", default: "8" },
    "upload-kb": { type: "string", default: "0" },
    warmup: { type: "string", default: "50" },
    "database-url": { type: "string", default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const durationMs = Number(args.duration) * 1000;
const maxRequests = Number(args["max-requests"]);
const concurrency = Number(args.concurrency);
const uploadBytes = Number(args["upload-kb"]) * 1024;
const warmup = Number(args.warmup);
if (![durationMs, maxRequests, concurrency, uploadBytes, warmup].every((n) => Number.isFinite(n) && n >= 0) || concurrency < 1) {
  console.error("bench: --duration, --max-requests, --concurrency, --upload-kb and --warmup must be non-negative numbers");
  process.exit(2);
}
const adminUrl = new URL(args["database-url"]);
if (adminUrl.hostname !== "127.0.0.1" && adminUrl.hostname !== "localhost") {
  console.error("bench: only a PostgreSQL on 127.0.0.1 is allowed");
  process.exit(2);
}
const kinds: ("pglite" | "postgres")[] | null =
  args.db === "both" ? ["pglite", "postgres"] : args.db === "pglite" || args.db === "postgres" ? [args.db] : null;
if (!kinds) {
  console.error("bench: --db must be pglite, postgres or both");
  process.exit(2);
}

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitHealthy(base: string, server: ChildProcess) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error("server did not become healthy");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const documentBytes = uploadBytes > 0 ? Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(uploadBytes, 0x20)]) : null;

/** One submission as the browser sends it with JavaScript; each client has its own address (X-Forwarded-For). */
function submission(n: number) {
  const form = new FormData();
  form.set("source", "form");
  form.set("company_site", "");
  form.set("fullName", `Bench Visitor ${n}`);
  form.set("email", `bench${n}@example.com`);
  form.set("phone", "+91 98765 43210");
  form.set("city", "Dhanbad");
  form.set("serviceType", "gst");
  form.set("details", "Monthly GST returns for a small shop; please call in the evening.");
  form.set("agreeToTerms", "on");
  form.set("_js", "1");
  if (documentBytes) form.set("document", new Blob([documentBytes], { type: "application/pdf" }), "notice.pdf");
  return form;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function load(base: string, count: number, timeLimitMs: number) {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let issued = 0;
  const started = performance.now();
  const client = async (c: number) => {
    const ip = `10.77.${Math.floor(c / 250)}.${(c % 250) + 1}`;
    while (issued < count && performance.now() - started < timeLimitMs) {
      const n = issued++;
      const t0 = performance.now();
      try {
        const response = await fetch(`${base}/consultation.data`, {
          method: "POST",
          body: submission(n),
          headers: { "x-forwarded-for": ip },
        });
        await response.arrayBuffer();
        if (response.status === 200) latencies.push(performance.now() - t0);
        else failures.set(`HTTP ${response.status}`, (failures.get(`HTTP ${response.status}`) ?? 0) + 1);
      } catch (error) {
        const key = (error as Error).message;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, c) => client(c)));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { elapsed, latencies, failures };
}

async function bench(kind: "pglite" | "postgres") {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));
  const dbName = `bench_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  let databaseUrl = "";
  if (kind === "postgres") {
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const server = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      TRUST_PROXY: "true",
      LOG_LEVEL: "error",
      RATE_LIMIT_PER_MINUTE: "10000",
      OUTBOX_POLL_MS: "200",
      DATABASE_URL: databaseUrl,
      PGLITE_DIR: path.join(dataDir, "db"),
      SMTP_URL: "",
      EMAILJS_SERVICE_ID: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stopServer = async () => {
    const exited = new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
    if (server.pid && server.exitCode === null) process.kill(server.pid, "SIGTERM");
    await exited;
  };
  try {
    await waitHealthy(base, server);
    if (warmup > 0) await load(base, warmup, 60_000);
    const { elapsed, latencies, failures } = await load(base, maxRequests, durationMs);
    // Let the outbox worker catch up, then count what the database holds (PGlite only after the server let go of it).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await stopServer();
    const database = await openDatabase(
      kind === "postgres" ? { kind, url: databaseUrl } : { kind, dir: path.join(dataDir, "db") },
    );
    const rows = (result: unknown) =>
      (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);
    const [stored] = rows(
      await database.db.execute(sql`select (select count(*) from consultation_requests) as leads,
        (select count(*) from outbox_messages) as mails, (select count(*) from outbox_messages where status = 'sent') as sent`),
    );
    await database.close();
    const ok = latencies.length;
    const mean = latencies.reduce((a, b) => a + b, 0) / Math.max(1, ok);
    return {
      stored: { leads: Number(stored?.leads), mails: Number(stored?.mails), sent: Number(stored?.sent) },
      kind,
      ok,
      failed: [...failures.values()].reduce((a, b) => a + b, 0),
      failures: Object.fromEntries(failures),
      seconds: elapsed / 1000,
      perSecond: ok / (elapsed / 1000),
      mean,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
    };
  } finally {
    await stopServer();
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === "postgres") {
      const admin = new pg.Client({ connectionString: adminUrl.toString() });
      await admin.connect();
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
    }
  }
}

console.log(
  `bench:consultation — ${concurrency} clients, ${args.duration} s or ${maxRequests} requests, document ${uploadBytes ? `${args["upload-kb"]} KB` : "none"}, build ${process.env.BUILD_DIR ?? "build"}, node ${process.version}`,
);
for (const kind of kinds) {
  const r = await bench(kind);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `${kind.padEnd(8)} ${r.perSecond.toFixed(1).padStart(7)} submissions/s  ok ${r.ok}  failed ${r.failed}  over ${r.seconds.toFixed(1)} s  ` +
      `mean ${ms(r.mean)}  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  max ${ms(r.max)}  ` +
      `stored ${r.stored.leads} leads (incl. ${warmup} warm-up), ${r.stored.sent}/${r.stored.mails} e-mails delivered` +
      (r.failed ? `  ${JSON.stringify(r.failures)}` : ""),
  );
}
