import { formatInr } from "#app/lib/indian-digits.ts";

/**
 * Price arithmetic and the one money/saving formatter shared by the service page, the package box,
 * the checkout, the assistant, PDFs and receipts. Rupees are integers. Pure (runs in the browser too).
 */
export type Price = {
  actual: number;
  discounted: number;
  percentage: number;
  features: string[];
  /** The whole price (issue 24): the government fee beside ours and the GST rate on our fee; set by the content loader. */
  extras?: { governmentNote: string; gstPercent: number };
};

/** The discount percentage is derived, never typed: company registration 2998 → 1111 saves 62.94 %. */
export function derivePrice(actual: number, discounted: number, features: string[] = []): Price {
  const percentage = Math.round(((actual - discounted) / actual) * 10_000) / 100;
  return { actual, discounted, percentage, features };
}

/** ₹4,500 · ₹1,00,000 (Indian digit grouping, whole rupees; no Intl in the browser, decision 156). */
export function formatRupees(rupees: number): string {
  return formatInr(rupees);
}

/**
 * A saving as a whole percentage: 62.94 → "62%". Rounded down, so the figure we advertise is never
 * larger than the real saving (decision 071).
 */
export function formatSaving(percentage: number): string {
  if (!Number.isFinite(percentage) || percentage <= 0) return "0%";
  // The epsilon keeps 57.99999999 (float noise for an exact 58) from reading 57.
  return `${Math.floor(percentage + 1e-9)}%`;
}
