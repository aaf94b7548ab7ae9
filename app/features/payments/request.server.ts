import type { RouterContextProvider } from "react-router";
import { type AppContext, appContext } from "#app/lib/context.ts";

/** Small request guards for the payment endpoints that React Router does not check itself (resource routes). */

/**
 * Browsers send Origin on every POST; a different origin means another site is posting on the
 * visitor's behalf. No Origin (curl, server-to-server) is allowed: there is no ambient cookie
 * authority here to abuse.
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  return origin === new URL(request.url).origin || origin === new URL(siteUrl).origin;
}

/** Pages about one person's payment: never indexed, never cached by shared caches. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/** The server's context for a payment route; payment routes are never prerendered, so it is always there. */
export function serverContext(context: Readonly<RouterContextProvider>): AppContext {
  const ctx = context.get(appContext);
  if (!ctx) throw new Error("payment routes need the server's app context (they are never prerendered)");
  return ctx;
}
