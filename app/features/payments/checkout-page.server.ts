import type { Content } from "#app/features/catalogue/content.server.ts";
import { BodyError, readFormWithin } from "#app/lib/body.server.ts";
import type { AppContext } from "#app/lib/context.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import { type CheckoutField, quotePlaceOfSupply } from "./checkout-schema.ts";
import { startPayment } from "./payments.server.ts";
import { type Quote, quotePayment } from "./pricing.server.ts";
import { isSameOrigin } from "./request.server.ts";

/**
 * The checkout as a page (/service/:slug/checkout, decision 134): the same fields as the checkout
 * dialog, priced on the server, for a visitor whose scripts have not run. "Check price" re-prices
 * with the coupon and place of supply; "Proceed to Pay" starts the payment exactly as
 * /payments/start does and sends the browser to the gateway.
 */
export const CHECKOUT_FIELDS = ["name", "email", "phone", "coupon", "gstin", "address", "state"] as const;
export type CheckoutValues = Record<(typeof CHECKOUT_FIELDS)[number], string>;
export const NO_VALUES: CheckoutValues = { name: "", email: "", phone: "", coupon: "", gstin: "", address: "", state: "" };

export type CheckoutPage = {
  quote: Quote;
  values: CheckoutValues;
  couponError?: string;
  fieldErrors?: Partial<Record<CheckoutField, string>>;
  formError?: string;
};

/** The page for a slug and the values typed so far; null when the service cannot be paid for online. */
export function checkoutPage(content: Content, slug: string, values: CheckoutValues = NO_VALUES): CheckoutPage | null {
  const place = quotePlaceOfSupply(values.gstin, values.state);
  const plain = quotePayment(content, slug, undefined, place);
  if (!plain.ok) return null;
  if (!values.coupon.trim()) return { quote: plain.quote, values };
  const withCoupon = quotePayment(content, slug, values.coupon, place);
  return withCoupon.ok ? { quote: withCoupon.quote, values } : { quote: plain.quote, values, couponError: withCoupon.message };
}

export type CheckoutSubmission =
  | { kind: "redirect"; url: string }
  | { kind: "page"; status: number; page: CheckoutPage; headers?: Record<string, string> }
  | { kind: "missing" };

/** Handles the page's form: re-price, or start the payment (same guards as /payments/start). */
export async function submitCheckoutPage(ctx: AppContext, request: Request, slug: string): Promise<CheckoutSubmission> {
  const base = checkoutPage(ctx.content, slug);
  if (!base) return { kind: "missing" };
  let form: FormData;
  try {
    form = await readFormWithin(request, {
      maxBytes: 8 * 1024,
      fields: 12,
      fieldBytes: 1024,
      tooLarge: "The checkout is too large.",
    });
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return { kind: "page", status: error.status, page: { ...base, formError: error.message } };
  }
  const values = { ...NO_VALUES };
  for (const key of CHECKOUT_FIELDS) {
    const value = form.get(key);
    if (typeof value === "string") values[key] = value;
  }
  const page = checkoutPage(ctx.content, slug, values) ?? base;
  if (form.get("intent") !== "pay") return { kind: "page", status: 200, page };
  if (!isSameOrigin(request, ctx.config.siteUrl))
    return { kind: "page", status: 403, page: { ...page, formError: "This request came from another site." } };
  const limit = await hitRateLimit(ctx.db, `payments-start:${ctx.ip}`, ctx.config.rateLimitPerMinute, 60);
  if (!limit.ok)
    return {
      kind: "page",
      status: 429,
      page: { ...page, formError: "Too many payment attempts from your connection. Please wait a minute and try again." },
      headers: { "Retry-After": String(limit.retryAfter) },
    };
  const result = await startPayment(ctx, { slug, ...values });
  if (result.ok) return { kind: "redirect", url: result.url };
  if (result.reason) console.error(`payments: could not start a payment for ${slug}: ${result.reason}`);
  return { kind: "page", status: result.status, page: { ...page, fieldErrors: result.fieldErrors, formError: result.formError } };
}
