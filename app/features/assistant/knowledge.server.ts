import { breakdownFor } from "#app/features/billing/breakdown.ts";
import type { Content, Guide } from "#app/features/catalogue/content.server.ts";
import type { Offer } from "#app/features/catalogue/content-schema.ts";
import { GLANCE_ID, type ServiceFacts } from "#app/features/catalogue/facts-schema.ts";
import { formatPaise } from "#app/features/payments/money.ts";
import { type FirmPassages, firmPassagesOf } from "./firm-passages.server.ts";
import { type GuidePassages, guidePassagesOf } from "./guide-passages.server.ts";

/**
 * What the composer answers from (issue 23), built once from content/: per service its structured
 * facts, our price and the government fee exactly as the guide's price box shows them, the guide
 * section anchors to link, the guide's own steps; the FAQ (question and answer together), the firm's
 * confirmed facts, offers and the services list. No figure is written here: each is read from content.
 */

/** The parts of a guide an answer can link to; each value is a heading id the guide page renders. */
export type SectionKey = "documents" | "timeline" | "eligibility" | "process" | "fees" | "mistakes" | "validity" | "structures";

export type ServicePrice = {
  /** Our fee before and after the discount, in rupees (prices.yaml). */
  actual: number;
  discounted: number;
  percentage: number;
  /** Set when the guide is sold through a broader priced service (price-coverage.yaml). */
  coveredBy?: { slug: string; title: string };
  /** The government fee in one sentence (government-fees.yaml via the billing breakdown). */
  governmentNote: string;
  governmentSource: string;
  /** GST on our fee, as the price box says it. */
  taxNote: string;
  /** "Total payable now" of the price box: our fee + GST + any government fee collected now. */
  payableNow: string;
  /** What is left to pay later, or null. */
  payableLater: string | null;
};

export type ServiceKnowledge = {
  slug: string;
  title: string;
  url: string;
  category: Guide["category"];
  facts: ServiceFacts | undefined;
  /** The guide's h2 sections by what they answer (only those the guide has): id as the page renders it. */
  sections: Partial<Record<SectionKey, { id: string; text: string }>>;
  /** Every heading id on the guide page, plus the At a glance box when there are facts. */
  anchors: string[];
  price: ServicePrice | undefined;
  /** Why the fee is quoted only after a consultation (price-coverage.yaml). */
  notSoldOnline: string | undefined;
  /** The guide's numbered steps, in order (the step-by-step section). */
  steps: string[];
  /** The guide's table comparing business structures, one row a line ("Structure: members; …"). */
  structures: string[];
  /** Up to three lines of the guide on late fees, penalties and interest (tables, lists, sentences). */
  penalties: string[];
  offers: Offer[];
  related: string[];
};

export type FaqEntry = {
  tab: string;
  /** The entry's stable name, which the corpus and the model's FAQ head use (decision 183). */
  id?: string;
  question: string;
  answer: string;
  /** The firm intent the entry answers, and the words that mark a message as asking it (faq.yaml). */
  intent?: string;
  asks: string[];
  /** The entry in Hindi and in Hinglish, when faq.yaml has them (decision 171). */
  hi?: { question: string; answer: string };
  hinglish?: { question: string; answer: string };
};

export type Knowledge = {
  services: Map<string, ServiceKnowledge>;
  /** Alternate slugs → canonical guide slug (aliases.yaml), so a state naming "itr-1" still resolves. */
  aliases: Record<string, string>;
  faq: FaqEntry[];
  /** The policies' and the FAQ's passages, searched for a question about us no FAQ entry's words mark. */
  passages: FirmPassages;
  /** The guides' sentences, searched for the one that settles a visitor's particular case. */
  guidePassages: GuidePassages;
  firm: {
    name: string;
    shortName: string;
    hours: string;
    support: string;
    /** Only confirmed contact facts: a sample (site.yaml `samples`) is empty/null here. */
    phones: string[];
    email: string | null;
    city: string;
    state: string;
    consultancyCities: string[];
    about: string;
  };
  offers: Offer[];
  catalogue: { name: string; items: { name: string; slug: string }[] }[];
  /** The site's policies (a FAQ answer naming one links it). */
  policies: { title: string; url: string }[];
};

const SECTION_PATTERNS: [SectionKey, RegExp][] = [
  ["documents", /\bdocuments?\b|\bpapers\b/i],
  ["timeline", /\btimelines?\b|\bdue dates?\b/i],
  ["eligibility", /\bwho (?:needs|might|receives|can|should)\b|\beligib|\bwhich right\b/i],
  ["process", /\bstep-by-step\b|\bprocess\b/i],
  ["fees", /\bfees?\b/i],
  ["mistakes", /\bmistakes?\b|\brejection|\bobjection/i],
  ["validity", /\bvalidity\b|\brenewal\b/i],
  ["structures", /\bchoosing\b|\bstructures?\b/i],
];

function sectionsOf(guide: Guide): ServiceKnowledge["sections"] {
  const out: ServiceKnowledge["sections"] = {};
  const headings = guide.toc.filter((entry) => !/frequently asked/i.test(entry.text));
  // First each heading for the first thing it names ("Who needs help with a design objection" is
  // eligibility, so a later "Common objections…" heading answers rejections); then a combined heading
  // ("Timelines and common mistakes") fills what no heading of its own answers.
  for (const entry of headings) {
    const key = SECTION_PATTERNS.find(([, pattern]) => pattern.test(entry.text))?.[0];
    if (key && !out[key]) out[key] = entry;
  }
  for (const entry of headings)
    for (const [key, pattern] of SECTION_PATTERNS) if (!out[key] && pattern.test(entry.text)) out[key] = entry;
  return out;
}

/** The numbered items under the guide's step-by-step heading, Markdown kept (bold, links). */
function stepsOf(guide: Guide): string[] {
  const lines = guide.markdown.split("\n");
  const start = lines.findIndex((l) => /^## .*(step-by-step|process)/i.test(l));
  if (start < 0) return [];
  const steps: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^## /.test(line)) break;
    const m = /^\d+[.)]\s+(.*)$/.exec(line.trim());
    if (m?.[1]) steps.push(m[1]);
  }
  return steps;
}

const PENALTY_WORDS = /late (?:filing )?fee|penalt|\b234[EF]\b|\binterest (?:at|of|under|on)\b|\bfine of\b/i;

/** The guide's own lines on late fees, penalties and interest: table rows as "item: value", list items, sentences. */
function penaltiesOf(guide: Guide): string[] {
  const found: string[] = [];
  for (const raw of guide.markdown.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    let units: string[];
    if (line.startsWith("|")) {
      const cells = line
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((c) => c.trim());
      if (cells.every((c) => /^:?-{2,}:?$/.test(c))) continue;
      units = [cells.filter(Boolean).join(": ")];
    } else {
      units = line.replace(/^(?:[-*+]|\d+[.)])\s+/, "").split(/(?<=[.!?])\s+(?=[A-Z₹(*])/);
    }
    // Only a line with a figure says what a miss costs ("₹200 a day"); advice about late fees does not.
    for (const unit of units) if (PENALTY_WORDS.test(unit) && /\d/.test(unit) && !found.includes(unit)) found.push(unit);
    if (found.length >= 3) break;
  }
  return found;
}

/** Rows of the first table under the guide's "Choosing between business structures" heading. */
function structuresOf(guide: Guide): string[] {
  const lines = guide.markdown.split("\n");
  const start = lines.findIndex((l) => /^## .*\bstructures?\b/i.test(l));
  if (start < 0) return [];
  const rows: string[] = [];
  let header = true;
  for (const line of lines.slice(start + 1)) {
    if (/^## /.test(line)) break;
    if (!line.startsWith("|")) {
      if (rows.length) break;
      continue;
    }
    const cells = line
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((c) => c.trim());
    if (cells.every((c) => /^:?-{2,}:?$/.test(c))) continue;
    if (header) {
      header = false;
      continue;
    }
    rows.push(`${cells[0]}: ${cells.slice(1).join("; ")}`);
  }
  return rows;
}

function priceOf(content: Content, guide: Guide): ServicePrice | undefined {
  const own = guide.price;
  const price = own ?? guide.coveredBy?.price;
  if (!price) return undefined;
  const sold = own ? guide.slug : (guide.coveredBy?.slug ?? guide.slug);
  const government = content.governmentFees.get(sold);
  if (!government) return undefined; // content:check guarantees one for every priced service
  // The same call the service page makes for its price box (service-page.server.ts packageOf).
  const b = breakdownFor({
    ourFeeRupees: price.discounted,
    discountRupees: 0,
    government,
    tax: { mode: content.site.tax.mode, stateCode: content.site.tax.stateCode },
  });
  return {
    actual: price.actual,
    discounted: price.discounted,
    percentage: price.percentage,
    coveredBy: own || !guide.coveredBy ? undefined : { slug: guide.coveredBy.slug, title: guide.coveredBy.title },
    governmentNote: b.governmentNote,
    governmentSource: b.governmentSource,
    taxNote: b.taxNote,
    payableNow: formatPaise(b.payableNowPaise),
    payableLater: b.payableLater,
  };
}

/** Builds the composer's knowledge from loaded content (pure; call once per content). */
export function buildKnowledge(content: Content): Knowledge {
  const services = new Map<string, ServiceKnowledge>();
  for (const guide of content.guides.values()) {
    const anchors = [...guide.headingIds, ...(guide.facts ? [GLANCE_ID] : [])];
    const ownOffers = guide.offers ?? [];
    const titleWords = guide.title.toLowerCase();
    const homeOffers = content.home.offers.filter(
      (o) => o.ctaLink === `/service/${guide.slug}` || o.description.toLowerCase().includes(titleWords),
    );
    services.set(guide.slug, {
      slug: guide.slug,
      title: guide.title,
      url: `/service/${guide.slug}`,
      category: guide.category,
      facts: guide.facts,
      sections: sectionsOf(guide),
      anchors,
      price: priceOf(content, guide),
      notSoldOnline: guide.notSoldOnline,
      steps: stepsOf(guide),
      penalties: penaltiesOf(guide),
      structures: structuresOf(guide),
      offers: [...new Map([...ownOffers, ...homeOffers].map((o) => [o.description, o])).values()],
      related: guide.related,
    });
  }
  const faq = Object.entries(content.faq).flatMap(([tab, items]) =>
    items.map((i) => ({
      tab,
      ...(i.id ? { id: i.id } : {}),
      question: i.question,
      answer: i.answer,
      intent: i.intent,
      asks: i.asks ?? [],
      hi: i.hi,
      hinglish: i.hinglish,
    })),
  );
  const { site, facts } = content;
  return {
    services,
    aliases: content.aliases,
    faq,
    passages: firmPassagesOf(content),
    guidePassages: guidePassagesOf(content.guides.values()),
    firm: {
      name: site.name,
      shortName: site.shortName,
      hours: site.hours.label,
      support: site.hours.support,
      phones: facts.phones,
      email: facts.email,
      city: facts.headOffice.city,
      state: facts.headOffice.state,
      consultancyCities: site.consultancyCities,
      about: content.about.intro,
    },
    offers: content.home.offers,
    catalogue: content.catalogue.map((c) => ({ name: c.name, items: c.groups.flatMap((g) => g.items) })),
    policies: [...content.policies.values()].map((p) => ({ title: p.title, url: `/policies/${p.slug}` })),
  };
}
