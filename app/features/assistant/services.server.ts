import type { Content } from "#app/features/catalogue/content.server.ts";
import { formatRupees, formatSaving, type Price } from "#app/features/catalogue/price.ts";

/** "Trademark Registration costs ₹999 (regular ₹4,500, save 77%)". Prices always come from the table. */
export function priceSentence(title: string, price: Price): string {
  const ours = `${title} costs ${formatRupees(price.discounted)} (our fee; regular ${formatRupees(price.actual)}, save ${formatSaving(price.percentage)})`;
  if (!price.extras) return ours;
  const gst = price.extras.gstPercent > 0 ? `, plus ${price.extras.gstPercent}% GST on our fee` : "";
  // The government fee sentence ends with a full stop; the callers add their own.
  return `${ours}${gst}; government fee: ${price.extras.governmentNote.replace(/\.$/, "")}`;
}

/** The price the table gives a service: its own, or the covering service's (price-coverage.yaml). */
export function tablePrice(content: Content, slug: string): { title: string; url: string; price: Price } | undefined {
  const guide = content.guides.get(slug);
  if (!guide) return undefined;
  if (guide.price) return { title: guide.title, url: `/service/${slug}`, price: guide.price };
  if (guide.coveredBy)
    return { title: guide.coveredBy.title, url: `/service/${guide.coveredBy.slug}`, price: guide.coveredBy.price };
  return undefined;
}
