import { data, type MiddlewareFunction } from "react-router";
import { type Db, pingDatabase } from "#app/db/client.server.ts";
import { appContext } from "./context.ts";
import { OUTAGE_RETRY_AFTER_SECONDS, OUTAGE_TEXT } from "./outage.ts";

/**
 * Turns "the database is out of reach" into a clear 503 instead of a generic 500 (decision 066).
 * A loader or action that fails is not classified by its error message: after a 5xx the database
 * is probed once, and only if the probe fails too (or another request's probe failed while this one
 * was running) does the visitor get the outage answer. So an ordinary bug still shows up as a 500,
 * and when the database comes back, the next request simply succeeds.
 */

/**
 * When a probe last failed (any request of this process). A request that started before it and
 * failed is still an outage even if the database is back by the time its own probe runs: without
 * this, a request straddling the moment of recovery showed a generic 500 (found by the drill).
 */
let lastFailedProbeAt = 0;

/** True when `select 1` answers within `timeoutMs`. */
export async function databaseReachable(db: Db, timeoutMs = 3000): Promise<boolean> {
  const reachable = await probe(db, timeoutMs);
  if (!reachable) lastFailedProbeAt = Date.now();
  return reachable;
}

async function probe(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([pingDatabase(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function outage(): never {
  throw data(OUTAGE_TEXT, { status: 503, statusText: "Service Unavailable" });
}

/** Inner: a 5xx (returned or thrown) while the database does not answer becomes the outage 503. */
export const answerOutage: MiddlewareFunction<Response> = async ({ context }, next) => {
  const db = context.get(appContext)?.db;
  if (!db) return next();
  const startedAt = Date.now();
  const down = async () => !(await databaseReachable(db)) || lastFailedProbeAt >= startedAt;
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    // Resource routes let their errors through next(); pages render them into the response.
    if (await down()) outage();
    throw error;
  }
  if (response.status < 500 || response.status === 503) return response;
  if (!(await down())) return response;
  await response.body?.cancel().catch(() => {});
  outage();
};

/** Outer: every 503 (outage page, or a form's "could not accept") tells clients when to come back. */
export const retryAfterOn503: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (response.status === 503 && !response.headers.has("Retry-After")) {
    response.headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
  }
  return response;
};

/** The root route's middleware (order matters: the outer one sees what the inner one produced). */
export const databaseOutageMiddleware = [retryAfterOn503, answerOutage];
