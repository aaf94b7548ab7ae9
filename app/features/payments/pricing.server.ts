import { type Breakdown, breakdownFor } from "#app/features/billing/breakdown.ts";
import type { Content } from "#app/features/catalogue/content.server.ts";
import { formatRupees } from "#app/features/catalogue/price.ts";

/**
 * Coupons the firm offers. SPEC §9: "20% off trademark registration, coupon TM20". A coupon names
 * the canonical slugs it applies to; anything else gets a plain "does not apply" message.
 */
export const COUPONS: Record<string, { percent: number; slugs: readonly string[]; appliesTo: string }> = {
  TM20: { percent: 20, slugs: ["trademark-registration"], appliesTo: "Trademark Registration" },
};

/** Everything the checkout shows and the payment stores; rupees are whole numbers. */
export type Quote = {
  slug: string;
  title: string;
  /** The struck-through "actual" price on the service page. */
  actual: number;
  /** The package price before any coupon (the page's discounted price). */
  price: number;
  /** The coupon's saving, rounded to the nearest whole rupee (half a rupee rounds up). */
  discount: number;
  /** Our fee after the coupon: price − discount (GST and government fees come on top: see breakdown). */
  amount: number;
  coupon: string | undefined;
  couponNote: string | undefined;
  /** The whole price in paise: our fee, coupon, GST on our fee, government fee now, and what is payable later. */
  breakdown: Breakdown;
  /** What the payer is charged now, in paise (breakdown.payableNowPaise). */
  amountPaise: number;
};

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; field: "slug" | "coupon"; message: string };

/** The canonical slug for a requested one (the guide itself or a declared alias); never a fuzzy match. */
export function canonicalSlug(content: Content, requested: string): string | undefined {
  if (content.guides.has(requested)) return requested;
  return content.aliases[requested];
}

/**
 * Prices a service for checkout from content/prices.yaml, applying a coupon code when given.
 * An unknown or unpriced slug and an unknown or inapplicable coupon come back as errors with a
 * message for the visitor.
 */
export function quotePayment(content: Content, requestedSlug: string, couponCode?: string, placeOfSupply?: string): QuoteResult {
  const slug = canonicalSlug(content, requestedSlug);
  const price = slug ? content.prices.get(slug) : undefined;
  const title = slug ? content.guides.get(slug)?.title : undefined;
  if (!slug || !price || !title)
    return { ok: false, field: "slug", message: "This service cannot be paid for online. Please contact us for a quote." };

  const government = content.governmentFees.get(slug);
  if (!government) throw new Error(`no government fee for ${slug}`); // content:check guarantees one
  const tax = { mode: content.site.tax.mode, stateCode: content.site.tax.stateCode };
  const whole = (discountRupees: number) =>
    breakdownFor({ ourFeeRupees: price.discounted, discountRupees, government, tax, placeOfSupply });
  const plain = whole(0);
  const base = {
    slug,
    title,
    actual: price.actual,
    price: price.discounted,
    discount: 0,
    amount: price.discounted,
    coupon: undefined,
    couponNote: undefined,
    breakdown: plain,
    amountPaise: plain.payableNowPaise,
  };
  const code = couponCode?.trim().toUpperCase();
  if (!code) return { ok: true, quote: base };
  const coupon = COUPONS[code];
  if (!coupon) return { ok: false, field: "coupon", message: `The coupon code ${code} is not valid.` };
  if (!coupon.slugs.includes(slug))
    return { ok: false, field: "coupon", message: `The coupon ${code} applies to ${coupon.appliesTo} only.` };
  // TM20 comes off our fee only, never the government fee (issue 24).
  const discount = Math.round((price.discounted * coupon.percent) / 100);
  const discounted = whole(discount);
  return {
    ok: true,
    quote: {
      ...base,
      breakdown: discounted,
      amountPaise: discounted.payableNowPaise,
      discount,
      amount: price.discounted - discount,
      coupon: code,
      couponNote: `${code}: ${coupon.percent}% off (${formatRupees(discount)}, rounded to the nearest rupee)`,
    },
  };
}
