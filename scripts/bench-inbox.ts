import "./assert-node.mjs";
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../app/db/client.server.ts";
import { staffUsers } from "../app/db/schema.server.ts";
import { createSession, sessionCookieName } from "../app/features/auth/session.server.ts";
import { listInbox } from "../app/features/staff/inbox.server.ts";
import { InboxFilterSchema } from "../app/features/staff/inbox-schema.ts";
import { generateLeads } from "../tests/support/leads.ts";

/**
 * How fast the staff inbox lists with many leads on PostgreSQL. Makes a throwaway database on the
 * local PostgreSQL, fills it with N generated leads (a third each consultation requests, contact
 * messages, subscribers), ANALYZEs, then times (1) the list query itself (`listInbox`) for the first
 * page, a deep page and the common filters and searches, and (2) the whole HTTP response of
 * GET /admin/inbox from the built server, signed in (`-- --no-http` skips it). Prints median and p95 per case; drops the
 * database at the end. Needs a build for the HTTP part (`BUILD_DIR=… npx react-router build`).
 *
 *   npm run bench:inbox -- --leads 100000 --runs 30
 */

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    leads: { type: "string", default: "100000" },
    runs: { type: "string", default: "30" },
    "no-http": { type: "boolean", default: false },
    "database-url": { type: "string", default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const leads = Number(args.leads);
const runs = Number(args.runs);
if (!Number.isInteger(leads) || leads < 3 || !Number.isInteger(runs) || runs < 1) {
  console.error("bench: --leads (≥ 3) and --runs (≥ 1) must be whole numbers");
  process.exit(2);
}
const adminUrl = new URL(args["database-url"]);
if (adminUrl.hostname !== "127.0.0.1" && adminUrl.hostname !== "localhost") {
  console.error("bench: only a PostgreSQL on 127.0.0.1 is allowed");
  process.exit(2);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function time(label: string, fn: () => Promise<unknown>) {
  await fn(); // warm
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(52)} median ${ms(percentile(samples, 50)).padStart(9)}   p95 ${ms(percentile(samples, 95)).padStart(9)}`,
  );
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

const dbName = `bench_inbox_${randomUUID().replace(/-/g, "").slice(0, 10)}`;
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`create database "${dbName}"`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const database = await openDatabase({ kind: "postgres", url: url.toString() });
let server: ChildProcess | null = null;
try {
  const { db } = database;
  let t0 = performance.now();
  await generateLeads(db, { count: leads, days: 365 });
  await db.execute(sql`analyze`);
  console.log(
    `PostgreSQL ${dbName}: ${leads} leads generated and analysed in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${runs} runs per case\n`,
  );

  const f = (x: Record<string, string>) => InboxFilterSchema.parse(x);
  // A cursor 100 pages (5,000 rows) deep, reached once along the keyset.
  let deep: string | null = null;
  for (let i = 0; i < 100; i++) deep = (await listInbox(db, {}, { cursor: deep })).nextCursor;
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  console.log("listInbox (the loader's query, 50 rows + decoration):");
  await time("first page, no filter", () => listInbox(db, {}));
  await time("page 101 (after 5,000 rows)", () => listInbox(db, {}, { cursor: deep }));
  await time("status = new", () => listInbox(db, f({ status: "new" })));
  await time("kind = chat hand-offs", () => listInbox(db, f({ kind: "chat" })));
  await time("service = gst, status = contacted", () => listInbox(db, f({ service: "gst", status: "contacted" })));
  await time("last 30 days", () => listInbox(db, f({ from: monthAgo, to: today })));
  await time("search phone '90000 12345' (one match)", () => listInbox(db, f({ q: "90000 12345" })));
  await time("search name 'Lead 4242' (few matches)", () => listInbox(db, f({ q: "Lead 4242" })));
  await time("search text 'no such words' (no match)", () => listInbox(db, f({ q: "no such words" })));

  if (!args["no-http"]) {
    const [staff] = await db
      .insert(staffUsers)
      .values({ email: "bench@example.in", name: "Bench Staff", role: "staff" })
      .returning();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const session = await createSession(db, {
      kind: "staff",
      subjectId: staff?.id ?? "",
      request: new Request(base),
      ip: "127.0.0.1",
      siteUrl: base,
    });
    const cookie = `${sessionCookieName("staff", base)}=${session.token}`;
    server = spawn(process.execPath, ["server/index.ts"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: base,
        LOG_LEVEL: "error",
        DATABASE_URL: url.toString(),
        SMTP_URL: "",
        EMAILJS_SERVICE_ID: "",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitHealthy(base, server);
    const get = async (pathAndQuery: string) => {
      const response = await fetch(`${base}${pathAndQuery}`, { headers: { cookie }, redirect: "manual" });
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${pathAndQuery}: HTTP ${response.status}`);
      return body.byteLength;
    };
    t0 = performance.now();
    const size = await get("/admin/inbox");
    console.log(
      `\nHTTP, signed in, built server (BUILD_DIR=${process.env.BUILD_DIR || "build"}), first answer ${ms(performance.now() - t0)}, ${size} bytes:`,
    );
    await time("GET /admin/inbox (server-rendered HTML)", () => get("/admin/inbox"));
    await time("GET /admin/inbox.data (client navigation)", () => get("/admin/inbox.data"));
    await time("GET /admin/inbox?status=new&q=90000+12345", () => get("/admin/inbox?status=new&q=90000+12345"));
    await time("GET /admin (dashboard)", () => get("/admin"));
  }
} finally {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    process.kill(server.pid, "SIGTERM");
    await exited;
  }
  await database.close();
  const c = new pg.Client({ connectionString: adminUrl.toString() });
  await c.connect();
  await c.query(`drop database if exists "${dbName}" with (force)`);
  await c.end();
}
