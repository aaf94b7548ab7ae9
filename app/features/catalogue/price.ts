/** Price arithmetic shared by the service page, the checkout and the assistant. Rupees are integers. */
export type Price = { actual: number; discounted: number; percentage: number; features: string[] };

/** The discount percentage is derived, never typed: company registration 2998 → 1111 saves 62.94 %. */
export function derivePrice(actual: number, discounted: number, features: string[] = []): Price {
  const percentage = Math.round(((actual - discounted) / actual) * 10_000) / 100;
  return { actual, discounted, percentage, features };
}

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** ₹4,500 · ₹1,00,000 (Indian digit grouping). */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}
