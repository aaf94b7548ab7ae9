import { sql } from "drizzle-orm";
import express from "express";
import { expect, test } from "vitest";
import { startOutboxWorker } from "#app/features/mail/outbox-worker.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { listen, logLines } from "../tests/support/listen.ts";
import { testDb } from "../tests/support/test-db.ts";
import { closeConnectionsWhileDraining, shutDownGracefully } from "./lifecycle.ts";
import { createLogger } from "./log.ts";

test("SIGTERM-style shutdown finishes the request in flight, refuses new connections, stops the worker, closes the db", async () => {
  const t = await testDb("pglite");
  const lifecycle = { draining: false };
  const { stream } = logLines();
  const log = createLogger("info", stream);
  const worker = startOutboxWorker({ db: t.db, config: parseConfig({ OUTBOX_POLL_MS: "50" }), log });
  const app = express();
  app.use(closeConnectionsWhileDraining(lifecycle));
  let started: () => void = () => {};
  const inFlight = new Promise<void>((resolve) => {
    started = resolve;
  });
  app.get("/slow", async (_req, res) => {
    started();
    await new Promise((resolve) => setTimeout(resolve, 400));
    res.send("finished");
  });
  await using s = await listen(app);

  const slow = fetch(`${s.url}/slow`);
  await inFlight;
  const shutdown = shutDownGracefully({ server: s.server, lifecycle, worker, database: t, timeoutMs: 5_000, log });
  expect(lifecycle.draining).toBe(true);
  await expect(fetch(`${s.url}/slow`)).rejects.toThrow();

  const response = await slow;
  expect(response.status).toBe(200);
  expect(response.headers.get("connection")).toBe("close");
  expect(await response.text()).toBe("finished");
  expect(await shutdown).toBe(0);
  await expect(t.db.execute(sql`select 1`)).rejects.toThrow();
});

test("a request that outlives the timeout is cut and the shutdown reports it", async () => {
  const t = await testDb("pglite");
  const { lines, stream } = logLines();
  const log = createLogger("info", stream);
  const app = express();
  app.get("/hang", () => {});
  await using s = await listen(app);
  const hanging = fetch(`${s.url}/hang`).catch((error: Error) => error);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const code = await shutDownGracefully({
    server: s.server,
    lifecycle: { draining: false },
    worker: { stop: async () => {} },
    database: t,
    timeoutMs: 200,
    log,
  });
  expect(code).toBe(1);
  expect(await hanging).toBeInstanceOf(Error);
  expect(lines.map((l) => l.msg)).toContain("shutdown: requests still running after the timeout; closing their connections");
});
