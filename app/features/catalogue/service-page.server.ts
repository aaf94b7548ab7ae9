import { breakdownFor } from "#app/features/billing/breakdown.ts";
import { consultationLinkFor } from "#app/features/leads/form-contract.ts";
import { glanceHtml } from "./at-a-glance.server.ts";
import type { Content, Guide } from "./content.server.ts";
import { slugify } from "./slug.ts";
import { suggestServices } from "./suggest.ts";

export const DEFAULT_PACKAGE_DESCRIPTION = "Online filing with expert assistance for accurate and timely submission.";

/** SPEC "Fallbacks": a page for a catalogue item that has no guide yet (no item we link to may hit it). */
export function fallbackPage(item: { name: string; slug: string }, parent: string | undefined, content: Content) {
  const others = content.catalogue
    .flatMap((c) => c.groups.flatMap((g) => g.items.map((i) => ({ ...i, parent: g.name }))))
    .filter((i) => i.slug !== item.slug);
  return {
    slug: item.slug,
    title: item.name,
    subtitle: parent ? `A service under ${parent}` : "Service details",
    description: `${item.name}: documents, timeline and our fixed fee explained on a free call.`,
    // Departs from SPEC's one-line fallback on purpose: the visitor is told what happens next.
    html: `<h2 id="overview">Overview</h2><p>We handle ${escapeHtml(item.name)}${parent ? ` as part of our ${escapeHtml(parent)} work` : ""}. Our written guide for it is not published yet, so tell us about your case: on a free 15-minute call an expert explains the documents you need, the timeline and our fixed fee.</p>`,
    toc: [{ id: "overview", text: "Overview" }],
    cta: { text: `Get Help with ${item.name}`, link: "/#contact" },
    video: { title: "Video Unavailable", description: "A video for this service is currently unavailable.", youtubeUrl: "" },
    related: others
      .slice(0, 3)
      .map((o) => ({ slug: o.slug, title: o.name, description: o.parent ? `Related to ${o.parent}` : "Related service" })),
  };
}

function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

type Resolution =
  | { kind: "guide"; guide: Guide }
  | { kind: "redirect"; to: string }
  | { kind: "fallback"; item: { name: string; slug: string }; parent: string }
  | { kind: "missing"; suggestions: { slug: string; title: string }[] };

/** Decides what /service/:slug shows: the guide, a 301 for an alias, the catalogue fallback, or a 404. */
export function resolveServicePage(content: Content, requested: string): Resolution {
  const guide = content.guides.get(requested);
  if (guide) return { kind: "guide", guide };
  const alias = content.aliases[requested];
  if (alias) return { kind: "redirect", to: alias };
  for (const category of content.catalogue) {
    for (const group of category.groups) {
      const item = group.items.find((i) => i.slug === requested && !content.guides.has(i.slug));
      if (item) return { kind: "fallback", item, parent: group.name };
    }
  }
  const titles = [...content.guides.values()].map((g) => ({ slug: g.slug, title: g.title }));
  return { kind: "missing", suggestions: suggestServices(titles, slugify(requested).replace(/-/g, " ")) };
}

const CONTACT_LINKS = new Set(["/#contact", "/#consultation"]);

/** Everything the service page renders for a guide, computed on the server. */
export function servicePageData(content: Content, guide: Guide) {
  const category = content.catalogue.find((c) => c.id === guide.category);
  return {
    slug: guide.slug,
    title: guide.title,
    subtitle: guide.subtitle,
    description: guide.description,
    html: guide.html,
    /** The "At a glance" box from content/facts, as static HTML (null when the guide has no facts file). */
    glance: glanceHtml(guide.facts),
    toc: guide.toc,
    // A "talk to us" button opens the form with this guide's service chosen; other links stay as written.
    cta: CONTACT_LINKS.has(guide.cta.link) ? { ...guide.cta, link: consultationLinkFor(guide.category) } : guide.cta,
    video: guide.video ?? null,
    updatedAt: guide.updatedAt,
    category: category ? { id: category.id, name: category.name } : null,
    offers: guide.offers ?? content.home.offers,
    related: guide.related.map((slug) => {
      const r = content.guides.get(slug);
      return { slug, title: r?.title ?? slug, description: r?.subtitle ?? "Related service" };
    }),
    price: packageOf(content, guide),
    /** Why a guide with no price is quoted after a consultation (price-coverage.yaml). */
    notSoldOnline: guide.notSoldOnline ?? null,
    pdf: `/docs/${guide.slug}.pdf`,
    sourcing: sourcingOf(guide),
  };
}

/**
 * The guide's sources, review date, dated figures and unconfirmed note, for the page's "Sources"
 * section and the PDF (issue 15). A guide without sources says its facts were not checked yet.
 */
export function sourcingOf(guide: Guide) {
  const sources = guide.sources ?? [];
  return {
    reviewedAt: guide.reviewedAt ?? null,
    sources: sources.map((s) => ({ title: s.title, publisher: s.publisher, url: s.url, date: s.date })),
    figures: (guide.figures ?? []).map((f) => ({
      fact: f.fact,
      checked: f.checked,
      confirmed: f.confirmed,
      source: sources[f.source - 1]?.title ?? null,
    })),
    unconfirmed: guide.unconfirmed ?? null,
  };
}
export type Sourcing = ReturnType<typeof sourcingOf>;

/** The one compact mark the PDF prints where doubt remains: the same word the page shows (decision 138). */
export const UNCONFIRMED_MARK = "(unconfirmed)";

/** The same section as Markdown, appended to the guide's PDF. */
export function sourcingMarkdown(s: Sourcing, formatDate: (iso: string) => string): string {
  const lines = ["## Sources"];
  if (s.reviewedAt) lines.push("", `Last reviewed on ${formatDate(s.reviewedAt)}.`);
  if (s.sources.length === 0)
    lines.push(
      "",
      "The facts in this guide have not yet been checked against official sources; confirm them on the official portal before you act.",
    );
  else {
    lines.push("");
    for (const [i, src] of s.sources.entries())
      lines.push(`${i + 1}. ${src.title}, ${src.publisher} (${formatDate(src.date)}): ${src.url}`);
  }
  if (s.figures.length > 0) {
    lines.push("", "| Figure | Source | Last checked |", "|---|---|---|");
    for (const f of s.figures)
      lines.push(`| ${f.fact}${f.confirmed ? "" : ` ${UNCONFIRMED_MARK}`} | ${f.source ?? ""} | ${formatDate(f.checked)} |`);
  }
  if (s.unconfirmed) lines.push("", `${UNCONFIRMED_MARK} ${s.unconfirmed}`);
  return lines.join("\n");
}

/**
 * The package box: the guide's own price, or the priced service that covers it ("Covered by our
 * Company Registration service"), whose slug the Pay button sends so the server prices that service.
 */
function packageOf(content: Content, guide: Guide) {
  const own = guide.price;
  const price = own ?? guide.coveredBy?.price;
  if (!price) return null;
  const sold = own ? guide.slug : (guide.coveredBy?.slug ?? guide.slug);
  const government = content.governmentFees.get(sold);
  if (!government) throw new Error(`no government fee for ${sold}`); // content:check guarantees one
  const tax = content.site.tax;
  return {
    /** The whole price before checkout (issue 24): our fee, GST on it, government fee now and later. */
    breakdown: breakdownFor({
      ourFeeRupees: price.discounted,
      discountRupees: 0,
      government,
      tax: { mode: tax.mode, stateCode: tax.stateCode },
    }),
    actual: price.actual,
    discounted: price.discounted,
    percentage: price.percentage,
    features: ["Free Expert Consultancy", "End-to-End Support", ...price.features],
    description: DEFAULT_PACKAGE_DESCRIPTION,
    coveredBy: own || !guide.coveredBy ? null : { slug: guide.coveredBy.slug, title: guide.coveredBy.title },
  };
}

export type ServicePage = ReturnType<typeof servicePageData>;
