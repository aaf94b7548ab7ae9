import type { About, Home, Site, SiteSampleKey } from "./content-schema.ts";
import type { GuideSourcing } from "./sources.ts";

/**
 * Sample facts (placeholders not yet confirmed by the firm) and the launch checklist (issue 15,
 * decision 070). Pure: used by the content loader, content:check and the pages.
 */

export function isSample(site: Pick<Site, "samples">, key: SiteSampleKey): boolean {
  return site.samples.includes(key);
}

/**
 * The contact facts the site may present as the firm's own: a sample is left out (empty list or
 * null), so no footer, page, e-mail, receipt, structured data or assistant answer can show it.
 */
export function publicFacts(site: Site) {
  const office = site.headOffice;
  return {
    phones: isSample(site, "phones") ? [] : site.phones,
    email: isSample(site, "email") ? null : site.email,
    social: isSample(site, "social") ? null : site.social,
    /** The street and postcode only once confirmed; the city and state are the firm's stated base. */
    headOffice: isSample(site, "headOffice")
      ? { street: null, city: office.city, state: office.state, postalCode: null, country: office.country }
      : office,
    branchOffices: isSample(site, "branchOffices") ? [] : site.branchOffices,
    /** The public origin, for structured data; null while the domain is a sample. */
    url: isSample(site, "url") ? null : site.url,
  };
}
export type PublicFacts = ReturnType<typeof publicFacts>;

/** "+91 98350 00000" → "+919835000000" for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

const SITE_SAMPLE_LABELS: Record<SiteSampleKey, string> = {
  url: "the site's domain (url)",
  phones: "phone numbers (phones)",
  email: "e-mail address (email)",
  social: "Facebook, Twitter and Instagram links (social)",
  headOffice: "head office street address (headOffice)",
  branchOffices: "branch offices (branchOffices)",
  counters: "the record in numbers: clients, cases, years, branches (counters)",
  tax: "tax identity: legal name, address, GSTIN, SAC and GST mode (tax); invoices say Sample until then",
};

type PriceRow = { key: string; confirmed: boolean };
type GuideRow = { slug: string } & GuideSourcing;
export type LaunchInput = {
  site: Site;
  home: Pick<Home, "testimonials">;
  about: About;
  prices: PriceRow[];
  /** Government fees not confirmed from two consistent sources (government-fees.yaml). */
  governmentFees?: PriceRow[];
  guides: GuideRow[];
  /** Whether WHATSAPP_NUMBER is set in the environment the check runs in. */
  whatsappConfigured: boolean;
};
export type LaunchGroup = { title: string; file: string; items: string[] };

/**
 * Everything the firm must confirm before going live, grouped by file. Empty groups are dropped;
 * an empty result means the site carries no sample or unconfirmed fact.
 */
export function launchChecklist(input: LaunchInput): LaunchGroup[] {
  const { site, home, about, prices, guides } = input;
  const groups: LaunchGroup[] = [
    {
      title: "Sample site facts: replace them, then remove their names from `samples`",
      file: "content/site.yaml",
      items: site.samples.map((key) => SITE_SAMPLE_LABELS[key]),
    },
    {
      title: "WhatsApp: the company number is a setting (SPEC)",
      file: ".env / server environment",
      items: input.whatsappConfigured ? [] : ["WHATSAPP_NUMBER is not set: the WhatsApp button shows a notice instead of a chat"],
    },
    {
      title: "Sample testimonials: replace with real client reviews (with permission) and set sample: false",
      file: "content/home.yaml",
      items: home.testimonials.filter((t) => t.sample).map((t) => `${t.name} (${t.service})`),
    },
    {
      title: "About the firm: fill in each item and set sample: false",
      file: "content/about.yaml",
      items: [
        ...about.people.filter((p) => p.sample).map((p) => `person: ${p.name}`),
        ...about.registrations.filter((r) => r.sample).map((r) => `registration: ${r.label}`),
        ...about.offices.filter((o) => o.sample).map((o) => `office: ${o.name}`),
      ],
    },
    {
      title: "Prices not confirmed by the firm (confirmed: false)",
      file: "content/prices.yaml",
      items: prices.filter((p) => !p.confirmed).map((p) => p.key),
    },
    {
      title: "Government fees not confirmed (confirmed: false)",
      file: "content/government-fees.yaml",
      items: (input.governmentFees ?? []).filter((p) => !p.confirmed).map((p) => p.key),
    },
    {
      title: "Guides without sources and a review date",
      file: "content/guides/*.md",
      items: guides.filter((g) => !g.sources?.length || !g.reviewedAt).map((g) => g.slug),
    },
    {
      title: "Legal figures not confirmed from an official source (figures[].confirmed: false)",
      file: "content/guides/*.md",
      items: guides.flatMap((g) =>
        (g.figures ?? []).filter((f) => !f.confirmed).map((f) => `${g.slug}: ${f.fact} (checked ${f.checked})`),
      ),
    },
    {
      title: "Guides that say some facts could not be confirmed (unconfirmed)",
      file: "content/guides/*.md",
      items: guides.filter((g) => g.unconfirmed).map((g) => `${g.slug}: ${g.unconfirmed}`),
    },
  ];
  return groups.filter((g) => g.items.length > 0);
}

/** The checklist as text for the terminal. */
export function formatChecklist(groups: LaunchGroup[]): string {
  if (groups.length === 0) return "launch check: nothing left to confirm";
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  const lines = [`launch check: ${total} item(s) to confirm before going live`];
  for (const g of groups) {
    lines.push("", `${g.title} — ${g.file} (${g.items.length})`);
    for (const item of g.items) lines.push(`  - ${item}`);
  }
  return lines.join("\n");
}

/** "Bank More, Dhanbad, Jharkhand 826001", or "Dhanbad, Jharkhand" while the street is a sample. */
export function formatOffice(o: { street: string | null; city: string; state: string; postalCode: string | null }): string {
  return `${o.street ? `${o.street}, ` : ""}${o.city}, ${o.state}${o.postalCode ? ` ${o.postalCode}` : ""}`;
}

/**
 * How to reach the firm, in one sentence for the assistant (local and Gemini): confirmed phones and
 * e-mail only; while they are samples, the consultation and contact forms.
 */
export function contactSentence(facts: Pick<PublicFacts, "phones" | "email">): string {
  const ways = [
    ...(facts.phones.length > 0 ? [`call us on ${facts.phones.join(" or ")}`] : []),
    ...(facts.email ? [`write to ${facts.email}`] : []),
    "book a free 15-minute call with the [consultation form](/#consultation)",
    "send a message with the [contact form](/contact)",
  ];
  const last = ways.pop();
  return `You can ${ways.join(", ")} or ${last}; we reply within one working day.`;
}
