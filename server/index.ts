import "../scripts/assert-node.mjs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { openDatabase } from "../app/db/client.server.ts";
import { loadContent } from "../app/features/catalogue/content.server.ts";
import { startOutboxWorker } from "../app/features/mail/outbox-worker.server.ts";
import { ConfigError, parseConfig } from "../app/lib/config.server.ts";
import { createApp } from "./app.ts";
import { log, setLogLevel } from "./log.ts";

const root = path.resolve(import.meta.dirname, "..");

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(process.env);
} catch (error) {
  // One line naming the variable; never start half-configured.
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
setLogLevel(config.logLevel);

const content = loadContent();
const database = await openDatabase(
  config.database.kind === "postgres" ? config.database : { kind: "pglite", dir: path.resolve(root, config.database.dir) },
);
const build = (await import(path.resolve(root, config.buildDir, "server/index.js"))) as ServerBuild;
const app = createApp({ config, db: database.db, build, content, clientDir: path.resolve(root, config.buildDir, "client") });
const worker = startOutboxWorker({ db: database.db, config, log });

const server = app.listen(config.port, config.host, () => {
  log.info(
    `listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port} (node ${process.version}, db ${database.kind}, mail ${config.mail.transport.kind}, assistant ${config.assistant.kind}, payments ${config.payments.mode})`,
  );
});

if (config.payments.mode === "test-gateway" && config.siteUrl.startsWith("https:")) {
  log.error("payments run on the built-in TEST gateway on a public https site: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET");
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  server.closeIdleConnections();
  await worker.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
