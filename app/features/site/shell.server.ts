import { type Content, loadContent } from "#app/features/catalogue/content.server.ts";

/**
 * What every page's header, footer, ticker and dialogs render, and nothing more: this is sent with
 * every page as hydration data (decision 087). Public facts only, and never a sample fact (no sample
 * phone, e-mail or social link; the WhatsApp number stays on the server, /whatsapp).
 */
/** SPEC's year, the first the firm published; the notice runs to the current year ("2025–2026"). */
export const COPYRIGHT_YEAR = 2025;

export function copyrightYears(now: Date = new Date()): string {
  const year = now.getFullYear();
  return year > COPYRIGHT_YEAR ? `${COPYRIGHT_YEAR}–${year}` : String(COPYRIGHT_YEAR);
}

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
      // Worked out on the server (prerendered pages: at build), so the browser needs no date code.
      copyright: copyrightYears(),
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
