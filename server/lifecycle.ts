import type { Server } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

/** Shared between the HTTP layer and shutdown: once draining, /readyz fails and connections close. */
export type Lifecycle = { draining: boolean };

/**
 * While draining, every response closes its connection, so keep-alive clients reconnect elsewhere.
 * Decided when the headers go out, so requests already in flight when draining began are covered.
 */
export function closeConnectionsWhileDraining(lifecycle: Lifecycle) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (lifecycle.draining) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}

/**
 * Graceful shutdown (SIGTERM): stop accepting connections and report unready, let in-flight requests
 * finish (at most `timeoutMs`, then the remaining connections are cut), let the outbox worker finish
 * its current batch, then close the database. Resolves to the exit code: 0 if all drained in time.
 */
export async function shutDownGracefully({
  server,
  lifecycle,
  worker,
  database,
  timeoutMs,
  log,
}: {
  server: Server;
  lifecycle: Lifecycle;
  worker: { stop: () => Promise<void> };
  database: { close: () => Promise<void> };
  timeoutMs: number;
  log: Logger;
}): Promise<number> {
  lifecycle.draining = true;
  const started = performance.now();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const [http] = await Promise.all([Promise.race([closed.then(() => "drained" as const), timedOut]), worker.stop()]);
  clearTimeout(timer);
  if (http === "timeout") {
    log.warn({ timeoutMs }, "shutdown: requests still running after the timeout; closing their connections");
    server.closeAllConnections();
    await closed;
  }
  await database.close();
  log.info({ ms: Math.round(performance.now() - started), http }, "shutdown: complete");
  return http === "drained" ? 0 : 1;
}
