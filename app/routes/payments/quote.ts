import { quotePlaceOfSupply } from "#app/features/payments/checkout-schema.ts";
import { quotePayment } from "#app/features/payments/pricing.server.ts";
import { serverContext } from "#app/features/payments/request.server.ts";
import type { Route } from "./+types/quote";

/**
 * GET /payments/quote?slug=…&coupon=…&state=…&gstin=… → the checkout's live total and breakdown,
 * priced on the server. An unknown or inapplicable coupon still returns the plain price, with
 * `couponError`; an invalid state or GSTIN is ignored here (the payment's own check reports it).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { content } = serverContext(context);
  const query = new URL(request.url).searchParams;
  const slug = query.get("slug") ?? "";
  const coupon = query.get("coupon") ?? "";
  const place = quotePlaceOfSupply(query.get("gstin") ?? "", query.get("state") ?? "");
  const headers = { "Cache-Control": "no-store" };
  const plain = quotePayment(content, slug, undefined, place);
  if (!plain.ok) return Response.json({ ok: false, message: plain.message }, { status: 404, headers });
  if (!coupon.trim()) return Response.json({ ok: true, quote: plain.quote }, { headers });
  const withCoupon = quotePayment(content, slug, coupon, place);
  return withCoupon.ok
    ? Response.json({ ok: true, quote: withCoupon.quote }, { headers })
    : Response.json({ ok: true, quote: plain.quote, couponError: withCoupon.message }, { headers });
}
