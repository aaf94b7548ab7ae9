import { z } from "zod";
import { checkGstin, GST_STATES } from "#app/features/billing/gstin.ts";
import { QUOTE_LINE_KINDS, type QuoteLineInput } from "./quote-billing.ts";

/** How many lines one quote may carry; the form shows this many rows. */
export const QUOTE_MAX_LINES = 8;
export const QUOTE_NOTE_MAX = 2000;
/** A quote stays open at most this long (Razorpay links also live at most 6 months, FACTS.md §A1). */
export const QUOTE_MAX_VALID_DAYS = 90;
/** The largest single line: ₹50 lakh, a guard against a mistyped figure. */
export const QUOTE_LINE_MAX_PAISE = 50_00_000 * 100;

/** "1,500", "1500.5" or "1500.50" rupees → paise, exactly (no floating point); null when not an amount. */
export function rupeesToPaise(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.replace(/[,\s₹]/g, ""));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `Keep ${label.toLowerCase()} under ${max} characters`);

const QuoteFormBase = z.object({
  intent: z.enum(["draft", "send"], { error: "Choose Save draft or Send" }),
  service: text("The service", 100),
  clientName: text("The client's name", 200),
  clientEmail: z
    .email({ error: "Enter the client's e-mail address" })
    .max(254)
    .transform((v) => v.toLowerCase()),
  clientPhone: z.string().trim().max(20, "Keep the phone under 20 characters").default(""),
  validUntil: z.iso.date({ error: "Give the last day the quote is valid (YYYY-MM-DD)" }),
  note: z.string().trim().max(QUOTE_NOTE_MAX, `Keep the note under ${QUOTE_NOTE_MAX} characters`).default(""),
  placeOfSupply: z.string().refine((v) => v in GST_STATES, "Choose the client's state"),
  gstin: z.string().trim().toUpperCase().default(""),
});

export type QuoteForm = Omit<z.output<typeof QuoteFormBase>, "gstin"> & { gstin: string | null; lines: QuoteLineInput[] };
export type QuoteFormResult = { ok: true; value: QuoteForm } | { ok: false; errors: Record<string, string> };

/**
 * Reads the staff quote form: the fixed fields and up to QUOTE_MAX_LINES rows named
 * `line-N-kind`, `line-N-description`, `line-N-amount` (rows left blank are ignored). Every problem
 * is reported against its field; nothing is computed from a client-side total.
 */
export function parseQuoteForm(fields: Record<string, string>, today: string): QuoteFormResult {
  const errors: Record<string, string> = {};
  const base = QuoteFormBase.safeParse(fields);
  if (!base.success) for (const issue of base.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const lines: QuoteLineInput[] = [];
  for (let i = 0; i < QUOTE_MAX_LINES; i++) {
    const description = (fields[`line-${i}-description`] ?? "").trim();
    const amount = (fields[`line-${i}-amount`] ?? "").trim();
    const kind = fields[`line-${i}-kind`] ?? "";
    if (!description && !amount) continue;
    if (!(QUOTE_LINE_KINDS as readonly string[]).includes(kind)) errors[`line-${i}-kind`] = "Choose what this line is";
    if (!description) errors[`line-${i}-description`] = "Describe this line";
    else if (description.length > 200) errors[`line-${i}-description`] = "Keep the description under 200 characters";
    const paise = rupeesToPaise(amount);
    if (paise === null) errors[`line-${i}-amount`] = "Enter the amount in rupees, e.g. 4500 or 4500.50";
    else if (paise > QUOTE_LINE_MAX_PAISE) errors[`line-${i}-amount`] = "That amount is too large for one line";
    lines.push({ kind: kind as QuoteLineInput["kind"], description, amountPaise: paise ?? 0 });
  }
  if (lines.length === 0) errors["line-0-description"] ??= "Add at least one line";
  else if (!lines.some((l) => l.kind === "our_fee" || l.kind === "government_fee") && !errors["line-0-kind"])
    errors["line-0-kind"] = "A quote needs a fee or a government fee to pay online";
  let gstin: string | null = null;
  if (base.success) {
    const v = base.data;
    if (v.validUntil < today) errors.validUntil = "The validity date is in the past";
    else if (v.validUntil > addDays(today, QUOTE_MAX_VALID_DAYS))
      errors.validUntil = `A quote can stay valid at most ${QUOTE_MAX_VALID_DAYS} days`;
    if (v.gstin) {
      const checked = checkGstin(v.gstin);
      if (!checked.ok) errors.gstin = checked.message;
      else if (checked.stateCode !== v.placeOfSupply) errors.placeOfSupply = "The state must match the GSTIN's state";
      else gstin = checked.gstin;
    }
  }
  if (!base.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { ...base.data, gstin, lines } };
}

/** A YYYY-MM-DD date plus whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
