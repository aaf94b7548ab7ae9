import { randomUUID, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { collectDefaultMetrics, register as featureRegistry, Gauge, Histogram, Registry } from "prom-client";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { Db } from "../app/db/client.server.ts";
import { requestLog } from "./log.ts";

/**
 * Request ids, request logs and Prometheus metrics (decision 061). Route labels come from the React
 * Router route table (e.g. `/service/:slug`), never from raw URLs, so the label set stays bounded.
 */

/** An incoming X-Request-Id (e.g. set by the proxy) is kept only when it looks like an id. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(header: string | undefined) {
  return header && REQUEST_ID.test(header) ? header : randomUUID();
}

const PATTERN_CACHE = 2000;

/** Maps a path to its route pattern in the React Router build; null when nothing matches. */
export function routePatterns(routes: ServerBuild["routes"]) {
  const all = Object.values(routes).filter((r) => r !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, index: true, path: r.path }
          : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: childrenOf(r.id) },
      );
  const tree = childrenOf(undefined);
  const cache = new Map<string, string | null>();
  return (pathname: string): string | null => {
    const cached = cache.get(pathname);
    if (cached !== undefined) return cached;
    const matches = matchRoutes(tree, pathname);
    const pattern = matches
      ? `/${matches
          .map((m) => m.route.path ?? "")
          .filter(Boolean)
          .join("/")}`
      : null;
    // matchRoutes ranks the whole route table on every call (~0.2 ms): a guide served from memory would
    // spend most of its time here. Bounded, oldest entry out first, so visitors' URLs cannot grow it.
    if (cache.size >= PATTERN_CACHE) cache.delete(cache.keys().next().value as string);
    cache.set(pathname, pattern);
    return pattern;
  };
}

type Observed = {
  /** The per-app registry (HTTP and database metrics); feature metrics live on prom-client's global one. */
  registry: Registry;
  /** First middleware: request id, child logger for the request, request log line and metrics. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** GET /metrics: 404 without METRICS_TOKEN configured, 401 without the right bearer token. */
  metricsHandler: (req: Request, res: Response) => Promise<void>;
};

/** Names a response's route for logs and metrics; handlers may set res.locals.route themselves. */
function routeLabel(req: Request, res: Response, patterns: (path: string) => string | null) {
  if (typeof res.locals.route === "string") return res.locals.route;
  if (req.path.startsWith("/assets/")) return "/assets/*";
  return patterns(req.path) ?? "unmatched";
}

export function createObservability({
  logger,
  db,
  build,
  metricsToken,
}: {
  logger: Logger;
  db: Db;
  build: Pick<ServerBuild, "routes">;
  metricsToken: string | undefined;
}): Observed {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "nyayik_" });
  const patterns = routePatterns(build.routes);

  const requestSeconds = new Histogram({
    name: "nyayik_http_request_duration_seconds",
    help: "HTTP requests by method, route pattern and status: count (rate) and latency",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // Database gauges are computed when Prometheus scrapes, so every instance reports the shared truth.
  new Gauge({
    name: "nyayik_outbox_messages",
    help: "Outbox e-mails by status (pending and sending are the depth still to deliver)",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await rows<{ status: string; n: number }>(
        db,
        sql`select status, count(*)::int as n from outbox_messages group by status`,
      ))
        this.set({ status: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: "nyayik_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest e-mail not yet delivered, scheduled ones not yet due excepted (0 when none waits)",
    registers: [registry],
    async collect() {
      const [row] = await rows<{ age: number | null }>(
        db,
        // A scheduled message (a call reminder) does not count until it is due.
        sql`select extract(epoch from now() - min(created_at))::float8 as age
            from outbox_messages where status in ('pending', 'sending') and (attempts > 0 or next_attempt_at <= now())`,
      );
      this.set(Number(row?.age ?? 0));
    },
  });
  new Gauge({
    name: "nyayik_payments",
    help: "Payments by status",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await rows<{ status: string; n: number }>(
        db,
        sql`select status, count(*)::int as n from payments group by status`,
      ))
        this.set({ status: row.status }, Number(row.n));
    },
  });

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const id = requestIdOf(req.get("x-request-id"));
    res.setHeader("X-Request-Id", id);
    const child = logger.child({ reqId: id });
    res.locals.log = child;
    const started = performance.now();
    res.on("finish", () => {
      const route = routeLabel(req, res, patterns);
      const seconds = (performance.now() - started) / 1000;
      requestSeconds.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
      if (route === "/healthz" || route === "/readyz" || route === "/metrics") return;
      // The route pattern, not the URL: paths may carry tokens (/admin/reset/:token), queries e-mail links.
      child.info(
        {
          method: req.method,
          route,
          ...(/[:*]/.test(route) ? {} : { path: req.path }),
          status: res.statusCode,
          ms: Math.round(seconds * 10_000) / 10,
        },
        "request",
      );
    });
    requestLog.run(child, next);
  };

  const metricsHandler = async (req: Request, res: Response) => {
    res.locals.route = "/metrics";
    res.set("Cache-Control", "no-store");
    if (!metricsToken) {
      res.status(404).type("text").send("Not Found");
      return;
    }
    if (!hasBearerToken(req, metricsToken)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text").send("Unauthorized");
      return;
    }
    try {
      const text = (await registry.metrics()) + (await featureRegistry.metrics());
      res.type(registry.contentType).send(text);
    } catch (error) {
      res.locals.log?.error({ err: error }, "metrics: collection failed");
      res.status(503).type("text").send("metrics unavailable");
    }
  };

  return { registry, middleware, metricsHandler };
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);
}

/** True when the request carries `Authorization: Bearer <token>` (constant-time compare); false without a token. */
export function hasBearerToken(req: Request, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(/^Bearer (.+)$/i.exec(req.get("authorization") ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
