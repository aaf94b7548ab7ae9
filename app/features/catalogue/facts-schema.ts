import { z } from "zod";

/**
 * Structured facts for one service (content/facts/<slug>.yaml, issue 23): one place for what the
 * guide's "At a glance" box, case checklists and the assistant read. Written from the guide and
 * checked against it by content:check. The government fee is not here: it lives in prices.yaml.
 */

const text = z.string().trim().min(1);
/** A 1-based number into the guide's own `sources` list (as guide `figures` cite them). */
const sourceNumber = z.number().int().min(1);

/** The anchor of the guide's "At a glance" box; no guide heading may use it (content:check). */
export const GLANCE_ID = "at-a-glance";

/** File types a client may upload for a document (the upload check accepts these by content). */
export const DOCUMENT_TYPES = ["pdf", "jpg", "png", "docx"] as const;

export const FactDocumentSchema = z
  .object({
    name: text,
    /** Why the document is needed, in one short phrase. */
    why: text,
    required: z.boolean(),
    /**
     * Who needs it, when not everyone does ("companies only", "if the applicant is a startup"). With
     * `required: true` the document is required for those the condition names; with `false`, optional.
     */
    who: text.optional(),
    types: z
      .array(z.enum(DOCUMENT_TYPES))
      .min(1)
      .refine((t) => new Set(t).size === t.length, "lists a file type twice"),
  })
  .strict();
export type FactDocument = z.infer<typeof FactDocumentSchema>;

export const ServiceFactsSchema = z
  .object({
    /** One sentence: what the service gets the client. */
    summary: text.max(240).refine((s) => !/[.!?]\s+\S/.test(s), "must be one sentence"),
    documents: z.array(FactDocumentSchema).min(1).optional(),
    timeline: z
      .object({
        typical: text,
        /** Only where the guide gives a honest range in working days. */
        workingDays: z
          .object({ min: z.number().int().min(0), max: z.number().int().min(1) })
          .strict()
          .refine((d) => d.min <= d.max, "min must not exceed max")
          .optional(),
      })
      .strict()
      .optional(),
    /** Who can or must use the service, and who files what (e.g. which ITR form for whom). */
    eligibility: z.array(text).min(1).optional(),
    deadlines: z
      .array(z.object({ what: text, when: text, source: sourceNumber.optional() }).strict())
      .min(1)
      .optional(),
    validity: z.object({ text, renewal: text.optional() }).strict().optional(),
    thresholds: z
      .array(z.object({ what: text, value: text, source: sourceNumber.optional() }).strict())
      .min(1)
      .optional(),
    rejections: z
      .array(z.object({ reason: text, whatToDo: text }).strict())
      .min(1)
      .optional(),
    /** The guide's sources these facts rest on (1-based numbers into the guide's `sources`). */
    sources: z
      .array(sourceNumber)
      .min(1)
      .refine((s) => new Set(s).size === s.length, "lists a source twice"),
  })
  .strict();
export type ServiceFacts = z.infer<typeof ServiceFactsSchema>;
