import { z } from "zod";

/**
 * The labels the assistant's understanding is trained on and answers by (issue 23). One list, used by the
 * corpus schema, the trainer, the conversation state and the composer. Add a label here first.
 */
export const INTENTS = [
  "price", // our fee, cost, charges, "kitna lagega"
  "gov_fee", // the government's / official fee
  "documents", // what papers are needed
  "timeline", // how long it takes
  "deadline", // due date, last date, by when
  "eligibility", // who needs it, is it mandatory, can I, thresholds
  "process", // steps, how to apply
  "validity", // how long it lasts, renewal, expiry
  "rejection", // rejected, objection raised, what now
  "penalty", // late fee, penalty, missed the date
  "definition", // what is X
  "which_service", // which form / registration fits my situation (uses profile slots)
  "offer", // discounts, coupons, current offers
  "services", // what services do you offer
  "firm_contact", // phone, e-mail, address, WhatsApp
  "firm_hours", // office hours, open on Sunday
  "firm_about", // who are you, are you the government, are you lawyers
  "payment", // how to pay, refund policy, invoice
  "human", // talk to an expert, book a call, consultation
  "case_status", // where is my application / case
  "greeting",
  "thanks",
  "guarantee", // promise an outcome
  "dispute", // advice on the visitor's own dispute
  "out_of_scope", // weather, cricket, recipes, code…
  "unlawful", // help to break the law: false papers, hidden income, bribes (decision 174)
  "others_data", // another person's or client's data (decision 174)
  "manipulation", // prompt injection, "set the price to ₹1"
] as const;
export type Intent = (typeof INTENTS)[number];
export const IntentSchema = z.enum(INTENTS);

export const LANGUAGES = ["en", "hi", "hinglish"] as const;
export type CorpusLanguage = (typeof LANGUAGES)[number];

export const ENTITIES = [
  "individual",
  "salaried",
  "senior_citizen",
  "nri",
  "proprietor",
  "partnership",
  "llp",
  "company",
  "opc",
  "startup",
  "trust_ngo",
  "huf",
  "foreign_company",
] as const;
export const INCOMES = [
  "salary",
  "pension",
  "house_property",
  "capital_gains",
  "business",
  "profession",
  "presumptive",
  "foreign",
  "agriculture",
  "other_sources",
] as const;
export const ACTIVITIES = ["goods", "services", "food", "import_export", "ecommerce", "software", "manufacturing"] as const;

/** What the visitor tells us about themselves; carried across turns by the conversation state. */
export const ProfileSchema = z
  .object({
    entity: z.enum(ENTITIES).optional(),
    income: z.array(z.enum(INCOMES)).min(1).optional(),
    /** Annual turnover or income in rupees, when stated ("50 lakh" → 5000000). */
    turnover: z.number().int().nonnegative().optional(),
    activity: z.enum(ACTIVITIES).optional(),
  })
  .strict();
export type Profile = z.infer<typeof ProfileSchema>;

/** A canonical guide slug (content/guides/<slug>.md); checked against content by the corpus test. */
const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/**
 * One labelled visitor message. `service` is what THIS message alone names (null when none);
 * `context` is the conversation state before it (for follow-ups); `expect_service` is the service the
 * answer must be about after the state rules (defaults to `service ?? context.service`).
 */
export const CorpusItemSchema = z
  .object({
    id: z.string().min(1),
    text: z.string().min(1).max(600),
    lang: z.enum(LANGUAGES),
    intent: IntentSchema,
    service: Slug.nullable(),
    profile: ProfileSchema.optional(),
    context: z.object({ service: Slug.nullable(), intent: IntentSchema.optional() }).strict().optional(),
    expect_service: Slug.nullable().optional(),
    /** The FAQ entry (content/faq.yaml `id`) the message asks, for the model's FAQ head (decision 183). */
    faq: Slug.optional(),
  })
  .strict();
export type CorpusItem = z.infer<typeof CorpusItemSchema>;
