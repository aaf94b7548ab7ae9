import { handleWebhook } from "#app/features/payments/payments.server.ts";
import { serverContext } from "#app/features/payments/request.server.ts";
import { BodyError, readBody } from "#app/lib/body.server.ts";
import type { Route } from "./+types/webhook";

/** Razorpay's webhook payloads are a few kilobytes; anything far larger is not theirs. */
const MAX_BODY = 256 * 1024;

/**
 * POST /payments/webhook: Razorpay events, verified over the raw body (X-Razorpay-Signature) and
 * de-duplicated by X-Razorpay-Event-Id. Any non-2xx makes Razorpay retry, so only a bad request
 * gets one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = serverContext(context);
  let body: Uint8Array;
  try {
    body = await readBody(request, MAX_BODY);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return Response.json({ status: "rejected", error: error.message }, { status: error.status });
  }
  const result = await handleWebhook(ctx, body, request.headers);
  if (result.status !== 200) console.error(`payments: webhook rejected: ${result.reason}`);
  return Response.json({ status: result.outcome }, { status: result.status, headers: { "Cache-Control": "no-store" } });
}
