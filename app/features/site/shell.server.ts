import { loadContent } from "#app/features/catalogue/content.server.ts";

/**
 * What every page's header, footer and floating widgets need: public facts only, and never a sample
 * fact (no sample phone, e-mail or social link; the WhatsApp number stays on the server, /whatsapp).
 */
export function shellData() {
  const { site, facts, catalogue, policies } = loadContent();
  return {
    site: {
      name: site.name,
      url: site.url,
      description: site.description,
      shortName: site.shortName,
      tagline: site.tagline,
      phones: facts.phones,
      email: facts.email,
      headOffice: facts.headOffice,
      branchOffices: facts.branchOffices,
      consultancyCities: site.consultancyCities,
      hours: site.hours,
      social: facts.social,
      ticker: site.ticker,
    },
    serviceModals: site.footerServiceModals.map((modal) => ({
      title: modal.title,
      groups: catalogue.filter((c) => modal.categories.includes(c.id)).flatMap((c) => c.groups),
    })),
    policies: [...policies.values()].map((p) => ({ slug: p.slug, title: p.title, pdf: p.pdf })),
  };
}
