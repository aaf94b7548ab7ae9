import { startPayment } from "#app/features/payments/payments.server.ts";
import { isSameOrigin, serverContext } from "#app/features/payments/request.server.ts";
import { BODY_HAS_NUL, BodyError, readBody } from "#app/lib/body.server.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/start";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /payments/start (form-encoded: slug, name, email, phone, coupon) → JSON
 * `{ ok: true, url }` for the gateway's page, or `{ ok: false, fieldErrors?, formError? }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = serverContext(context);
  if (!isSameOrigin(request, ctx.config.siteUrl)) {
    return Response.json({ ok: false, formError: "This request came from another site." }, { status: 403, headers: NO_STORE });
  }
  const limit = await hitRateLimit(ctx.db, `payments-start:${ctx.ip}`, ctx.config.rateLimitPerMinute, 60);
  if (!limit.ok) {
    return Response.json(
      { ok: false, formError: "Too many payment attempts from your connection. Please wait a minute and try again." },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(limit.retryAfter) } },
    );
  }
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) {
    return Response.json({ ok: false, formError: "Send the checkout as a form." }, { status: 415, headers: NO_STORE });
  }
  let bytes: Uint8Array;
  try {
    bytes = await readBody(request, 8 * 1024, "The checkout is too large.");
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return Response.json({ ok: false, formError: error.message }, { status: error.status, headers: NO_STORE });
  }
  const fields = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)));
  if (Object.entries(fields).some(([k, v]) => k.includes("\0") || v.includes("\0"))) {
    return Response.json({ ok: false, formError: BODY_HAS_NUL }, { status: 400, headers: NO_STORE });
  }

  const result = await startPayment(ctx, fields);
  if (!result.ok) {
    if (result.reason) console.error(`payments: could not start a payment for ${String(fields.slug)}: ${result.reason}`);
    return Response.json(
      { ok: false, fieldErrors: result.fieldErrors, formError: result.formError },
      { status: result.status, headers: NO_STORE },
    );
  }
  return Response.json({ ok: true, url: result.url }, { headers: NO_STORE });
}
