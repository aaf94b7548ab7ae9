import { z } from "zod";
import { CONTACT_SUBJECTS, SERVICE_TYPES } from "#app/features/leads/form-contract.ts";
import { isCalendarDay, lineText } from "#app/lib/input-schema.ts";

/**
 * What the inbox pages and their server code agree on: the kinds of item, the status workflow,
 * and the zod schemas of the filter and of every staff form. Pure, so the pages can import it.
 */

/** The four kinds in the list. A chat hand-off is a consultation request with source 'chat'. */
export const INBOX_KINDS = [
  { value: "consultation", label: "Consultation request" },
  { value: "chat", label: "Chat hand-off" },
  { value: "contact", label: "Contact message" },
  { value: "subscriber", label: "Newsletter subscriber" },
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number]["value"];

/** The table a kind lives in, as lead_events.lead_kind names it. */
export type LeadKind = "consultation" | "contact" | "subscriber";
export const leadKindOf = (kind: InboxKind): LeadKind => (kind === "chat" ? "consultation" : kind);

/**
 * The one table of lead statuses (issue 27): the staff word and the client's word for each, one to
 * one. The console and the client portal (accounts/portal-schema.ts) both read it.
 */
export const LEAD_STATUSES = [
  { value: "new", label: "New", clientLabel: "Received" },
  { value: "contacted", label: "Contacted", clientLabel: "In progress" },
  { value: "converted", label: "Converted", clientLabel: "Engaged" },
  { value: "closed", label: "Closed", clientLabel: "Closed" },
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number]["value"];

/**
 * The workflow: new → contacted → converted | closed. A new lead can be closed at once (spam, a
 * duplicate); a closed one can be reopened as contacted. Converted is final.
 */
export const NEXT_STATUSES: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted", "closed"],
  contacted: ["converted", "closed"],
  converted: [],
  closed: ["contacted"],
};

export const statusLabel = (value: string) => LEAD_STATUSES.find((s) => s.value === value)?.label ?? value;
/** What the client reads for a status, in the portal and on their timeline. */
export const clientStatusLabel = (value: string) => LEAD_STATUSES.find((s) => s.value === value)?.clientLabel ?? value;
export const kindLabel = (value: string) => INBOX_KINDS.find((k) => k.value === value)?.label ?? value;
export const topicLabel = (kind: string, topic: string) =>
  kind === "contact"
    ? (CONTACT_SUBJECTS.find((s) => s.value === topic)?.label ?? topic)
    : kind === "subscriber"
      ? `Signed up from the ${topic}`
      : (SERVICE_TYPES.find((s) => s.value === topic)?.label ?? topic);

export const NOTE_MAX = 2000;
export const REPLY_MAX = 5000;
export const PAGE_SIZE = 50;

const serviceValues = SERVICE_TYPES.map((s) => s.value) as [string, ...string[]];
const kindValues = INBOX_KINDS.map((k) => k.value) as [InboxKind, ...InboxKind[]];
const statusValues = LEAD_STATUSES.map((s) => s.value) as [LeadStatus, ...LeadStatus[]];
const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-24")
  .refine(isCalendarDay, "Use a real date between 2000 and 2100");

/** The inbox filter, from the query string. Empty fields mean "any". */
export const InboxFilterSchema = z
  .object({
    q: z.preprocess(
      emptyToUndefined,
      lineText("Search without special characters")
        .pipe(z.string().trim().max(100, "Search for at most 100 characters"))
        .optional(),
    ),
    kind: z.preprocess(emptyToUndefined, z.enum(kindValues, { error: "Choose a kind from the list" }).optional()),
    status: z.preprocess(emptyToUndefined, z.enum(statusValues, { error: "Choose a status from the list" }).optional()),
    service: z.preprocess(emptyToUndefined, z.enum(serviceValues, { error: "Choose a service from the list" }).optional()),
    from: z.preprocess(emptyToUndefined, isoDay.optional()),
    to: z.preprocess(emptyToUndefined, isoDay.optional()),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: "The 'from' date must not be after the 'to' date",
    path: ["to"],
  });
export type InboxFilter = z.output<typeof InboxFilterSchema>;

/** Reads the filter from URL search params: the parsed filter, or the first problem per field. */
export function parseInboxFilter(params: URLSearchParams): { filter: InboxFilter; errors: Record<string, string> } {
  const raw = Object.fromEntries(["q", "kind", "status", "service", "from", "to"].map((k) => [k, params.get(k) ?? ""]));
  const parsed = InboxFilterSchema.safeParse(raw);
  if (parsed.success) return { filter: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  // Keep what was valid, so one bad date does not throw the search away.
  const kept: Record<string, unknown> = { ...raw };
  for (const key of Object.keys(errors)) kept[key] = "";
  const retry = InboxFilterSchema.safeParse(kept);
  return { filter: retry.success ? retry.data : {}, errors };
}

/** The query string of a filter (and optional cursor), for links and the CSV export. */
export function filterQuery(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) if (value) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

const version = z.coerce.number({ error: "Reload the page and try again" }).int().positive("Reload the page and try again");
const note = (max: number, required?: string) =>
  required
    ? z.string({ error: required }).trim().min(1, required).max(max, `Keep it under ${max} characters`)
    : z
        .string()
        .trim()
        .max(max, `Keep the note under ${max} characters`)
        .optional()
        .transform((v) => v ?? "");

/** The forms on an item's page; `intent` names which one was sent. */
export const LeadActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("status"),
      version,
      status: z.enum(statusValues, { error: "Choose the new status" }),
      note: note(NOTE_MAX),
    }),
    z.object({
      intent: z.literal("assign"),
      version,
      assignee: z.union([z.literal(""), z.uuid({ error: "Choose a staff member from the list" })], {
        error: "Choose a staff member from the list",
      }),
    }),
    z.object({ intent: z.literal("note"), note: note(NOTE_MAX, "Write the note first") }),
    z.object({
      intent: z.literal("reply"),
      subject: z
        .string({ error: "Write a subject" })
        .trim()
        .min(1, "Write a subject")
        .max(200, "Keep the subject under 200 characters"),
      message: note(REPLY_MAX, "Write the reply first"),
    }),
  ],
  { error: "Unknown action. Reload the page and try again." },
);
export type LeadAction = z.output<typeof LeadActionSchema>;

/** A status change that closes a lead needs a reason; other changes may carry a note. */
export function statusProblem(from: string, to: LeadStatus, note: string): string | null {
  if (from === to) return `It is already ${statusLabel(to).toLowerCase()}.`;
  const allowed = NEXT_STATUSES[from as LeadStatus] ?? [];
  if (!allowed.includes(to)) {
    return allowed.length
      ? `A ${statusLabel(from).toLowerCase()} item can only become ${allowed.map((s) => statusLabel(s).toLowerCase()).join(" or ")}.`
      : `A ${statusLabel(from).toLowerCase()} item is final and cannot change status.`;
  }
  if (to === "closed" && !note) return "Say in the note why it is closed.";
  return null;
}
