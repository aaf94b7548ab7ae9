import { z } from "zod";
import { TaxIdentitySchema } from "#app/features/billing/fees-schema.ts";
import { isSlug } from "./slug.ts";
import { isCalendarDate } from "./sources.ts";

/** zod schemas for everything under content/. Strict: an unknown or missing field fails the build. */

const text = z.string().trim().min(1);
const slug = z.string().refine(isSlug, "must be a slug (a-z, 0-9 and single hyphens)");
const siteLink = z
  .string()
  .regex(/^\/(?:#[a-z-]+|service\/[a-z0-9-]+|docs\/\S+\.pdf|[a-z-]*)$/, "must be a site link like /#contact or /service/<slug>");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD");
// YAML reads an unquoted 2026-11-22 as a Date; accept that and normalise to the string form.
const calendarDate = z.preprocess(
  (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v),
  z.string().refine(isCalendarDate, "must be a real date YYYY-MM-DD"),
);

export const CATEGORY_IDS = ["startup", "insurance", "trademarks", "agreements", "gst", "income-tax"] as const;
export const CategoryId = z.enum(CATEGORY_IDS);

/**
 * Site facts that may still be samples (placeholders written before the firm gave us its own).
 * A fact named in site.yaml's `samples` is never shown, linked or put in structured data as the
 * firm's own; `content:check --launch` lists it until the firm confirms it (decision 070).
 */
export const SITE_SAMPLE_KEYS = ["url", "phones", "email", "social", "headOffice", "branchOffices", "counters", "tax"] as const;
export type SiteSampleKey = (typeof SITE_SAMPLE_KEYS)[number];

export const SiteSchema = z
  .object({
    name: text,
    shortName: text,
    tagline: text,
    description: text.max(200),
    url: z.url().refine((u) => !u.endsWith("/"), "no trailing slash"),
    samples: z.array(z.enum(SITE_SAMPLE_KEYS)).refine((keys) => new Set(keys).size === keys.length, "lists a fact twice"),
    phones: z.array(z.string().regex(/^\+91 [\d ]{10,13}$/, "must be an Indian number like +91 98765 43210")).min(1),
    email: z.email(),
    headOffice: z
      .object({ street: text, city: text, state: text, postalCode: z.string().regex(/^\d{6}$/), country: z.literal("IN") })
      .strict(),
    branchOffices: z.array(text).min(1),
    consultancyCities: z.array(text).min(1),
    hours: z
      .object({
        days: text,
        opens: z.string().regex(/^\d\d:\d\d$/),
        closes: z.string().regex(/^\d\d:\d\d$/),
        label: text,
        support: text,
      })
      .strict(),
    social: z.object({ facebook: z.url(), twitter: z.url(), instagram: z.url() }).strict(),
    ticker: z.array(text).length(5),
    counters: z.array(z.object({ value: z.number().int().nonnegative(), suffix: z.string(), label: text }).strict()).length(4),
    footerServiceModals: z.array(z.object({ title: text, categories: z.array(CategoryId).min(1) }).strict()).length(5),
    policies: z.array(z.object({ slug, pdf: z.string().startsWith("/docs/Policy/") }).strict()).length(3),
    /** The firm's tax identity and GST mode (issue 24); invoices on a sample identity say so. */
    tax: TaxIdentitySchema,
  })
  .strict();
export type Site = z.infer<typeof SiteSchema>;

export const CatalogueSchema = z
  .array(
    z
      .object({
        id: CategoryId,
        name: text,
        summary: text,
        groups: z.array(z.object({ name: text, items: z.array(text).min(1) }).strict()).min(1),
      })
      .strict(),
  )
  .length(6);
export type CatalogueFile = z.infer<typeof CatalogueSchema>;

export const AliasesSchema = z.record(slug, slug);

const PriceEntry = z
  .object({
    actual: z.number().int().positive(),
    discounted: z.number().int().positive(),
    confirmed: z.boolean(),
    // What our fee covers (shown in the package box and the checkout); at least one line.
    features: z.array(text).min(1).max(4),
  })
  .strict()
  .refine((p) => p.discounted <= p.actual, "discounted must not exceed actual");
export const PricesSchema = z
  .object({
    startup: z.record(slug, PriceEntry),
    insurance: z.record(slug, PriceEntry),
    intellectual_property: z.record(slug, PriceEntry),
    legal: z.record(slug, PriceEntry),
    tax: z.record(slug, PriceEntry),
  })
  .strict();
export type PricesFile = z.infer<typeof PricesSchema>;

/** Guides without a price: the priced service that covers each, or why it is not sold online. */
export const PriceCoverageSchema = z
  .object({
    covered: z.record(slug, slug),
    "not-sold-online": z.record(slug, text),
  })
  .strict();
export type PriceCoverageFile = z.infer<typeof PriceCoverageSchema>;

const Offer = z.object({ title: text, description: text, highlight: z.boolean(), ctaText: text, ctaLink: siteLink }).strict();
export type Offer = z.infer<typeof Offer>;

export const HomeSchema = z
  .object({
    testimonials: z
      .array(
        z
          .object({
            rating: z.number().int().min(1).max(5),
            text,
            name: text,
            title: text,
            initials: text.max(3),
            service: text,
            // true for an example written to show the layout, not a review a client gave (decision 070).
            sample: z.boolean(),
          })
          .strict(),
      )
      .length(4),
    announcements: z
      .array(z.object({ category: text, title: text, description: text, ctaText: text, ctaLink: siteLink }).strict())
      .length(6),
    offers: z.array(Offer).length(3),
    reasons: z
      .array(z.object({ title: text, description: text, icon: z.enum(["clock", "users", "indian-rupee", "headset"]) }).strict())
      .length(4),
    consultationBenefits: z.array(z.object({ title: text, description: text }).strict()).length(4),
    nextSteps: z.array(z.object({ title: text, description: text }).strict()).length(5),
  })
  .strict();
export type Home = z.infer<typeof HomeSchema>;

/** The assistant's intents an FAQ entry can answer (issue 23): the firm's own questions, not a service's. */
export const FAQ_INTENTS = ["payment", "offer", "firm_contact", "firm_about", "firm_hours", "human", "case_status"] as const;
/** An FAQ entry said in another language (decision 171): the assistant's, never the site's. */
const FaqTranslation = z.object({ question: text, answer: text }).strict();
/** The figures of a text ("5–7", "20%", "10 MB" → 5, 7, 20, 10), sorted: a translation states the same ones. */
export const figuresOf = (s: string) => (s.match(/\d+/g) ?? []).sort().join(" ");
const FaqItems = z.array(
  z
    .object({
      question: text,
      /** A stable name for the entry: the assistant's corpus labels the messages that ask it by this (decision 183). */
      id: z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .optional(),
      answer: text,
      /** Which of the assistant's firm intents this entry answers; the assistant prints it with its question. */
      intent: z.enum(FAQ_INTENTS).optional(),
      /** Words (English, Hinglish, Hindi) that mark a visitor's message as asking this entry; not shown on the site. */
      asks: z.array(text).min(1).optional(),
      /** The entry in Hindi (Devanagari) and in Hinglish (Latin letters), for the assistant only. */
      hi: FaqTranslation.optional(),
      hinglish: FaqTranslation.optional(),
    })
    .strict()
    .superRefine((item, ctx) => {
      for (const lang of ["hi", "hinglish"] as const) {
        const tr = item[lang];
        if (!tr) continue;
        if (!item.asks)
          ctx.addIssue({ code: "custom", path: [lang], message: "only an entry the assistant asks (asks) is translated" });
        if (figuresOf(tr.answer) !== figuresOf(item.answer))
          ctx.addIssue({
            code: "custom",
            path: [lang, "answer"],
            message: `states other figures than the English answer (${figuresOf(item.answer)})`,
          });
        if (tr.answer.includes("{{"))
          ctx.addIssue({ code: "custom", path: [lang, "answer"], message: "a placeholder is English-only" });
      }
    }),
);
export const FaqSchema = z
  .object({ general: FaqItems.length(4), services: FaqItems.min(4), payment: FaqItems.min(4), consultation: FaqItems.min(4) })
  .strict();
export type Faq = z.infer<typeof FaqSchema>;

export const GuideFrontMatterSchema = z
  .object({
    title: text,
    subtitle: text,
    description: text.max(160),
    category: CategoryId,
    related: z.array(slug).min(3).max(4),
    cta: z.object({ text, link: siteLink }).strict(),
    video: z
      .object({ title: text, description: z.string(), youtubeUrl: z.union([z.literal(""), z.url()]) })
      .strict()
      .optional(),
    offers: z.array(Offer).min(1).optional(),
    updatedAt: isoDate,
    // Sources and dated figures (issue 15, guide-format contract). Rules beyond shape: sources.ts.
    reviewedAt: calendarDate.optional(),
    sources: z
      .array(z.object({ title: text, publisher: text, url: text, date: calendarDate }).strict())
      .min(1)
      .optional(),
    figures: z
      .array(z.object({ fact: text, source: z.number().int().min(1), checked: calendarDate, confirmed: z.boolean() }).strict())
      .min(1)
      .optional(),
    unconfirmed: text.optional(),
  })
  .strict();
export type GuideFrontMatter = z.infer<typeof GuideFrontMatterSchema>;

/** The About the firm page: people, registrations and the office details beyond site.yaml. */
const AboutItem = { sample: z.boolean() };
export const AboutSchema = z
  .object({
    intro: text,
    people: z.array(z.object({ name: text, role: text, qualifications: text, registration: text, ...AboutItem }).strict()).min(1),
    registrations: z.array(z.object({ label: text, value: text, ...AboutItem }).strict()).min(1),
    offices: z.array(z.object({ name: text, address: text, ...AboutItem }).strict()).min(1),
  })
  .strict();
export type About = z.infer<typeof AboutSchema>;

export const PolicyFrontMatterSchema = z.object({ title: text, description: text.max(200), updatedAt: isoDate }).strict();
