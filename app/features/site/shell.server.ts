import { type Content, loadContent } from "#app/features/catalogue/content.server.ts";

/**
 * What every page's header, footer, ticker and dialogs render, and nothing more: this is sent with
 * every page as hydration data (decision 087). Public facts only, and never a sample fact (no sample
 * phone, e-mail or social link; the WhatsApp number stays on the server, /whatsapp).
 */
export function shellView({ site, facts, catalogue, policies }: Pick<Content, "site" | "facts" | "catalogue" | "policies">) {
  return {
    site: {
      name: site.name,
      shortName: site.shortName,
      tagline: site.tagline,
      phones: facts.phones,
      email: facts.email,
      headOffice: facts.headOffice,
      hours: { label: site.hours.label, support: site.hours.support },
      social: facts.social,
      ticker: site.ticker,
    },
    serviceModals: site.footerServiceModals.map((modal) => ({
      title: modal.title,
      // The same group objects as the catalogue: the hydration stream sends a shared object once.
      groups: catalogue.filter((c) => modal.categories.includes(c.id)).flatMap((c) => c.groups),
    })),
    policies: [...policies.values()].map((p) => ({ slug: p.slug, title: p.title, pdf: p.pdf })),
  };
}

export function shellData() {
  return shellView(loadContent());
}
