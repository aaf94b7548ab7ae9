import "../scripts/assert-node.mjs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { openDatabase } from "../app/db/client.server.ts";
import { calendarScheduling } from "../app/features/calendar/reminders.server.ts";
import { loadCalendar } from "../app/features/calendar/rules.server.ts";
import { caseScheduling } from "../app/features/cases/case-jobs.server.ts";
import { loadContent } from "../app/features/catalogue/content.server.ts";
import { startOutboxWorker } from "../app/features/mail/outbox-worker.server.ts";
import { clockFrom, systemClock } from "../app/features/scheduling/clock.ts";
import { startScheduler } from "../app/features/scheduling/jobs.server.ts";
import { ConfigError, parseConfig } from "../app/lib/config.server.ts";
import { createApp } from "./app.ts";
import { shutDownGracefully } from "./lifecycle.ts";
import { log, routeConsoleToLog } from "./log.ts";

const root = path.resolve(import.meta.dirname, "..");

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(process.env);
} catch (error) {
  // One line naming the variable; never start half-configured.
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
log.level = config.logLevel;
routeConsoleToLog();
for (const warning of config.warnings) log.warn(warning);

const content = loadContent();
const database = await openDatabase(
  config.database.kind === "postgres" ? config.database : { kind: "pglite", dir: path.resolve(root, config.database.dir) },
);
const build = (await import(path.resolve(root, config.buildDir, "server/index.js"))) as ServerBuild;
const lifecycle = { draining: false };
const clientDir = path.resolve(root, config.buildDir, "client");
// CLOCK_START (tests, never production) starts the calendar's clock at a chosen instant (decision 111).
const clock = config.scheduler.clockStart ? clockFrom(new Date(config.scheduler.clockStart)) : systemClock;
const app = createApp({ config, db: database.db, build, content, clientDir, logger: log, lifecycle, clock });
const outbox = startOutboxWorker({ db: database.db, config, log });
const calendarJobs = calendarScheduling(database.db, loadCalendar(), config.siteUrl);
const caseJobs = caseScheduling(database.db, config.cases, { siteUrl: config.siteUrl, siteName: content.site.name });
const scheduler = startScheduler({
  db: database.db,
  clock,
  pollMs: config.scheduler.pollMs,
  log,
  handlers: { ...calendarJobs.handlers, ...caseJobs.handlers },
  beforeTick: async (now) => {
    await calendarJobs.beforeTick(now);
    await caseJobs.beforeTick(now);
  },
});
const worker = { stop: () => Promise.all([scheduler.stop(), outbox.stop()]).then(() => {}) };

const server = app.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info(
    { port, node: process.version, db: database.kind, mail: config.mail.transport.kind, assistant: config.assistant.kind },
    `listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port} (payments ${config.payments.mode}, uploads ${config.uploads.kind})`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: draining in-flight requests and the outbox worker`);
  // A last resort if closing the database itself hangs.
  setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 5_000).unref();
  const code = await shutDownGracefully({ server, lifecycle, worker, database, timeoutMs: config.shutdownTimeoutMs, log });
  process.exit(code);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
