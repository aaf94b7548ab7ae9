import type { ServiceType } from "#app/features/leads/form-contract.ts";

/** Links into the booking page from other features; zod-free so a guide page's bundle stays small. */

/** The booking topic for a guide's category (content/catalogue.yaml ids), so a guide's visitor finds it chosen. */
const CATEGORY_TOPICS: Record<string, ServiceType> = {
  agreements: "legal",
  gst: "gst",
  "income-tax": "income-tax",
  insurance: "insurance",
  startup: "startup",
  trademarks: "trademark",
};

/** `/book-a-call`, with `?topic=` when the guide's category names one. */
export function bookingHref(category?: string | null): string {
  const topic = category ? CATEGORY_TOPICS[category] : undefined;
  return topic ? `/book-a-call?topic=${topic}` : "/book-a-call";
}
