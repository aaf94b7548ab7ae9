import type { Content } from "#app/features/catalogue/content.server.ts";
import { organizationFacts } from "#app/features/catalogue/seo.ts";

/**
 * What the home page renders (its sections and the organisation JSON-LD), shaped from the content:
 * the loader returns this and React Router inlines it in the page as hydration data, so anything
 * here the page does not draw is weight on every visit (decision 087).
 */
export function homeView({
  site,
  facts,
  home,
  faq,
  catalogue,
  prices,
}: Pick<Content, "site" | "facts" | "home" | "faq" | "catalogue" | "prices">) {
  return {
    site: {
      ...organizationFacts(site, facts),
      tagline: site.tagline,
      branchOffices: facts.branchOffices,
      consultancyCities: site.consultancyCities,
      hours: { label: site.hours.label, support: site.hours.support },
      counters: site.counters,
      /** The counters are the firm's own record only once confirmed; until then they carry a sample label. */
      countersSample: site.samples.includes("counters"),
    },
    home: {
      testimonials: home.testimonials,
      announcements: home.announcements,
      offers: home.offers,
      reasons: home.reasons,
      consultationBenefits: home.consultationBenefits,
      nextSteps: home.nextSteps,
    },
    // Every tab's answers: only the General tab is in the HTML, the others render when chosen. The
    // assistant's `intent` and `asks` stay on the server.
    faq: Object.fromEntries(
      Object.entries(faq).map(([tab, items]) => [tab, items.map(({ question, answer }) => ({ question, answer }))]),
    ) as { [K in keyof typeof faq]: { question: string; answer: string }[] },
    // `groups` are the very objects the root loader's footer modals hold, so the stream sends them once.
    categories: catalogue.map((c) => ({
      id: c.id,
      name: c.name,
      summary: c.summary,
      groups: c.groups,
      from: fromPrice(c, prices),
    })),
    /** How the card's "from" figure is to be read (issue 24: the whole price, never a hidden extra). */
    gstNote: site.tax.mode === "registered" ? "our fee, plus 18% GST" : "our fee; no GST charged",
  };
}

/** The lowest fee for our services in a category (whole rupees), or null when none is priced. */
function fromPrice(category: Content["catalogue"][number], prices: Content["prices"]): number | null {
  const fees = category.groups
    .flatMap((g) => g.items)
    .flatMap((i) => {
      const price = prices.get(i.slug);
      return price ? [price.discounted] : [];
    });
  return fees.length > 0 ? Math.min(...fees) : null;
}
