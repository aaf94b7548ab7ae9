import type { Content } from "#app/features/catalogue/content.server.ts";
import { organizationFacts } from "#app/features/catalogue/seo.ts";

/**
 * What the home page renders (its sections and the organisation JSON-LD), shaped from the content:
 * the loader returns this and React Router inlines it in the page as hydration data, so anything
 * here the page does not draw is weight on every visit (decision 087).
 */
export function homeView({ site, facts, home, faq, catalogue }: Pick<Content, "site" | "facts" | "home" | "faq" | "catalogue">) {
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
    // Every tab's answers: only the General tab is in the HTML, the others render when chosen.
    faq,
    // `groups` are the very objects the root loader's footer modals hold, so the stream sends them once.
    categories: catalogue.map((c) => ({ id: c.id, name: c.name, summary: c.summary, groups: c.groups })),
  };
}
