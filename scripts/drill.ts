import "./assert-node.mjs";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { startFakeEmailJs } from "../tests/fakes/emailjs.ts";
import { startFakeGemini } from "../tests/fakes/gemini.ts";
import { startFakeRazorpay } from "../tests/fakes/razorpay.ts";
import { startFakeS3 } from "../tests/fakes/s3.ts";
import { startFakeSmtp } from "../tests/fakes/smtp.ts";
import { startDbProxy } from "../tests/support/db-proxy.ts";
import { bigBodies } from "./drill/big-bodies.ts";
import { chatCost } from "./drill/chat-cost.ts";
import { type Instance, startInstance } from "./drill/instances.ts";
import { malformed } from "./drill/malformed.ts";
import { type Drill, EMAILJS_SCENARIOS, type Figure, SCENARIOS, type Scenario } from "./drill/scenarios.ts";
import { DRILL_METRICS_TOKEN, staffLockout } from "./drill/staff-lockout.ts";

/**
 * `npm run drill`: two instances of the built server on one fresh PostgreSQL database (through a
 * TCP proxy the drill can cut), with every provider replaced by its fake from tests/fakes, then
 * one scenario after another — load, SMTP down, EmailJS 429/500, Gemini timing out, a webhook
 * replayed 100×, SIGKILL mid-burst, the database gone for 10 s, 1,000 malformed requests — and a
 * table of figures. Exits 1 if any line fails. Everything listens on 127.0.0.1, ports 3300–3302 and 3320–3324 (`--base-port` moves them).
 *
 *   BUILD_DIR=build npm run drill [-- --only load,kill] [-- --database-url postgres://postgres@127.0.0.1:5432/postgres]
 */

const ALL: Scenario[] = [...SCENARIOS, malformed, bigBodies, staffLockout, ...EMAILJS_SCENARIOS, chatCost];
const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    "database-url": { type: "string", default: process.env.DRILL_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test" },
    "base-port": { type: "string", default: "3300" },
  },
});
const only = args.only?.split(",").map((s) => s.trim());
const unknown = only?.filter((name) => !ALL.some((s) => s.name === name)) ?? [];
if (unknown.length) {
  console.error(`drill: unknown scenario ${unknown.join(", ")}; choose from ${ALL.map((s) => s.name).join(", ")}`);
  process.exit(2);
}
const chosen = ALL.filter((s) => !only || only.includes(s.name));
const adminUrl = new URL(args["database-url"]);
if (adminUrl.hostname !== "127.0.0.1" && adminUrl.hostname !== "localhost") {
  console.error("drill: only a PostgreSQL on 127.0.0.1 is used");
  process.exit(2);
}
const basePort = Number(args["base-port"]);
// 3306 is MySQL's port, so the fakes sit above the instances at +20.
const PORTS = {
  proxy: basePort,
  a: basePort + 1,
  b: basePort + 2,
  smtp: basePort + 20,
  smtpHttp: basePort + 21,
  emailjs: basePort + 22,
  gemini: basePort + 23,
  razorpay: basePort + 24,
};

const run = randomBytes(4).toString("hex");
const dbName = `drill_${run}`;
const logDir = mkdtempSync(path.join(tmpdir(), "drill-"));
const began = Date.now();
console.log(
  `drill ${run}: build ${process.env.BUILD_DIR ?? "build"}, node ${process.version}, database ${dbName}, logs ${logDir}`,
);

const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
const viaProxy = new URL(dbUrl);
viaProxy.hostname = "127.0.0.1";
viaProxy.port = String(PORTS.proxy);

const proxy = await startDbProxy({ port: PORTS.proxy, target: { host: adminUrl.hostname, port: Number(adminUrl.port || 5432) } });
const smtp = await startFakeSmtp({ port: PORTS.smtp, httpPort: PORTS.smtpHttp });
const emailjs = await startFakeEmailJs({ port: PORTS.emailjs, publicKey: "drill-public-key", serviceId: "drill_service" });
const gemini = await startFakeGemini({ port: PORTS.gemini });
const razorpay = await startFakeRazorpay({ port: PORTS.razorpay });
// Uploaded documents go to an S3-compatible bucket shared by both instances (s3rver stands in for
// MinIO, which cannot be installed offline here; both speak the S3 API the AWS SDK uses).
const s3 = await startFakeS3();
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`create database "${dbName}"`);
await admin.end();
const sql = new pg.Pool({ connectionString: dbUrl.toString(), max: 4 });

const common: Record<string, string> = {
  DATABASE_URL: viaProxy.toString(),
  // The drill plays visitors from many addresses through X-Forwarded-For, sent from 127.0.0.1.
  TRUST_PROXY: "loopback",
  RATE_LIMIT_PER_MINUTE: "10000",
  OUTBOX_POLL_MS: "300",
  STAFF_EMAIL: "office@drill.example",
  METRICS_TOKEN: DRILL_METRICS_TOKEN,
  ...s3.env,
};
/** Phase 1: SMTP, Gemini and Razorpay fakes. Phase 2: EmailJS, the local assistant and the built-in test gateway. */
const MODES: Record<Scenario["mode"], Record<string, string>> = {
  smtp: {
    ...common,
    SMTP_URL: smtp.url,
    GEMINI_API_KEY: gemini.apiKey,
    GEMINI_BASE_URL: gemini.url,
    GEMINI_TIMEOUT_MS: "2000",
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_BASE_URL: razorpay.url,
  },
  emailjs: {
    ...common,
    EMAILJS_SERVICE_ID: "drill_service",
    EMAILJS_CONSULTATION_TEMPLATE_ID: "drill_consultation",
    EMAILJS_CONTACT_TEMPLATE_ID: "drill_contact",
    EMAILJS_NOTICE_TEMPLATE_ID: "drill_notice",
    EMAILJS_PUBLIC_KEY: "drill-public-key",
    EMAILJS_BASE_URL: emailjs.url,
  },
};

let mode: Scenario["mode"] | undefined;
let instances: (Instance | undefined)[] = [undefined, undefined];
// Instance B falls back to the local assistant when Gemini fails (GEMINI_FALLBACK=local); A does not.
const start = (which: 0 | 1) =>
  startInstance({
    name: which ? "b" : "a",
    port: which ? PORTS.b : PORTS.a,
    env: { ...MODES[mode ?? "smtp"], ...(which ? { GEMINI_FALLBACK: "local" } : {}) },
    logDir,
  });
async function stopAll() {
  await Promise.all(instances.map((i) => i?.stop()));
  instances = [undefined, undefined];
}
async function ensure(wanted: Scenario["mode"]) {
  if (mode !== wanted) {
    await stopAll();
    mode = wanted;
  }
  // The first start applies the migrations; start A alone so B does not race it.
  for (const which of [0, 1] as const) if (!instances[which]?.alive()) instances[which] = await start(which);
}

const drill: Drill = {
  run,
  sql,
  proxy,
  smtp,
  emailjs,
  gemini,
  razorpay,
  pair: () => instances as [Instance, Instance],
  async restart(which) {
    await instances[which]?.kill();
    instances[which] = await start(which);
    return instances[which];
  },
};

const figures: Figure[] = [];
try {
  for (const scenario of chosen) {
    const t0 = Date.now();
    try {
      await ensure(scenario.mode);
      const limit = new Promise<Figure[]>((_, reject) =>
        setTimeout(() => reject(new Error("did not finish in 150 s")), 150_000).unref(),
      );
      figures.push(...(await Promise.race([scenario.run(drill), limit])));
    } catch (error) {
      figures.push({ scenario: scenario.name, figure: `drill error: ${(error as Error).message}`, pass: false });
    }
    console.log(`  ${scenario.name} done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
} finally {
  await stopAll();
  await sql.end();
  await Promise.all([proxy.close(), smtp.close(), emailjs.close(), gemini.close(), razorpay.close(), s3.close()]);
  const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
  await cleanup.connect();
  await cleanup.query(`drop database if exists "${dbName}" with (force)`);
  await cleanup.end();
}

const width = Math.max(...figures.map((f) => f.scenario.length), "scenario".length);
const line = (a: string, b: string, c: string) => `| ${a.padEnd(width)} | ${b} | ${c} |`;
console.log("");
console.log(line("scenario", "figure", "result"));
console.log(line("-".repeat(width), "---", "---"));
for (const f of figures) console.log(line(f.scenario, f.figure, f.pass ? "PASS" : "FAIL"));
const failed = figures.filter((f) => !f.pass).length;
console.log(
  `\n${failed ? `${failed} FAIL` : "all PASS"} in ${((Date.now() - began) / 1000).toFixed(0)} s (${new Date().toISOString()})`,
);
process.exit(failed ? 1 : 0);
