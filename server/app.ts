import { randomBytes } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import type { Logger } from "pino";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { Db } from "../app/db/client.server.ts";
import type { Content } from "../app/features/catalogue/content.server.ts";
import type { Config } from "../app/lib/config.server.ts";
import type { AppContext } from "../app/lib/context.ts";
import { PERMISSIONS_POLICY } from "./csp.ts";
import { healthRoutes } from "./health.ts";
import { closeConnectionsWhileDraining, type Lifecycle } from "./lifecycle.ts";
import { log as processLog } from "./log.ts";
import { createObservability } from "./observability.ts";
import { serveStatic } from "./static.ts";

type Options = {
  config: Config;
  db: Db;
  build: ServerBuild;
  content: Content;
  clientDir: string;
  logger?: Logger;
  lifecycle?: Lifecycle;
  /** The clock for calendars and reminders; the system clock when absent. */
  clock?: () => Date;
};

/**
 * The Express application: security headers with a per-request CSP nonce, request logging, /healthz,
 * precompressed static files and prerendered pages (CSP by script hashes), compression for the rest,
 * then React Router.
 */
export function createApp({
  config,
  db,
  build,
  content,
  clientDir,
  logger = processLog,
  lifecycle = { draining: false },
  clock,
}: Options) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  const appContext = (build.entry.module as { appContext?: unknown })
    .appContext as import("react-router").RouterContext<AppContext | null>;
  if (!appContext) throw new Error("build/server is missing the appContext export from entry.server");

  // Operations (decision 061): request ids and JSON logs, metrics, health, draining on shutdown.
  const ops = createObservability({ logger, db, build, metricsToken: config.metricsToken });
  const health = healthRoutes({
    db,
    outboxStuckSeconds: config.outboxStuckSeconds,
    lifecycle,
    metricsToken: config.metricsToken,
  });
  app.use(ops.middleware, closeConnectionsWhileDraining(lifecycle));

  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    next();
  });
  const gatewayOrigin =
    config.payments.mode === "razorpay" ? ["https://rzp.io", "https://razorpay.com", "https://*.razorpay.com"] : [];
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "https://i.ytimg.com"],
          "media-src": ["'self'"],
          "frame-src": ["'self'", "https://www.youtube-nocookie.com"],
          "frame-ancestors": ["'none'"],
          "connect-src": ["'self'"],
          "form-action": ["'self'", ...gatewayOrigin],
          "upgrade-insecure-requests": config.siteUrl.startsWith("https:") ? [] : null,
        },
      },
      // The site is served over plain HTTP only on localhost; HSTS is ignored there by browsers.
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });
  app.get("/healthz", health.healthz);
  app.get("/readyz", health.readyz);
  app.get("/metrics", ops.metricsHandler);

  // Our PDFs open inside the site's own viewer modal, so they (only) may be framed by our pages.
  app.use("/docs", (_req, res, next) => {
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    next();
  });
  // Built files and prerendered pages, precompressed at build; only what follows is compressed per request.
  app.use(serveStatic(clientDir));
  app.use(compression());
  app.use(express.static(clientDir, { redirect: false, index: false, maxAge: "1h" }));

  // The staff console and the client portal are personal: never cached, never indexed.
  // Set as the headers go out, replacing whatever a route said, so no page there can opt out.
  app.use(["/admin", "/account"], (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      this.setHeader("Cache-Control", "no-store");
      this.setHeader("X-Robots-Tag", "noindex, nofollow");
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  });

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: config.env,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(appContext, { db, config, content, nonce: res.locals.nonce as string, ip: req.ip ?? "unknown", clock });
        return context;
      },
    }),
  );

  app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
    (res.locals.log ?? logger).error({ err: error }, "unhandled");
    if (!res.headersSent) res.status(500).send("Internal Server Error");
  });
  return app;
}
