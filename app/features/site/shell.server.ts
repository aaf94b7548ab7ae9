import { loadContent } from "#app/features/catalogue/content.server.ts";

/** What every page's header, footer and floating widgets need: public facts only. */
export function shellData() {
  const { site, catalogue, policies } = loadContent();
  return {
    site: {
      name: site.name,
      url: site.url,
      description: site.description,
      shortName: site.shortName,
      tagline: site.tagline,
      phones: site.phones,
      whatsapp: site.whatsapp,
      email: site.email,
      headOffice: site.headOffice,
      branchOffices: site.branchOffices,
      consultancyCities: site.consultancyCities,
      hours: site.hours,
      social: site.social,
      ticker: site.ticker,
    },
    serviceModals: site.footerServiceModals.map((modal) => ({
      title: modal.title,
      groups: catalogue.filter((c) => modal.categories.includes(c.id)).flatMap((c) => c.groups),
    })),
    policies: [...policies.values()].map((p) => ({ slug: p.slug, title: p.title, pdf: p.pdf })),
  };
}
