import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { cases, consultationRequests, contactMessages, payments } from "#app/db/schema.server.ts";
import type { Content } from "#app/features/catalogue/content.server.ts";
import { getQuote, type QuoteOrigin, type QuoteWithLines } from "./quotes.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who a new quote is for and where it came from, read from `?lead=kind:id`, `?case=id` or `?revise=id`. */
export type QuoteStart = {
  origin: QuoteOrigin;
  /** Shown above the form: "Consultation request from Asha Verma". */
  from: string;
  back: string;
  client: { name: string; email: string; phone: string };
  serviceSlug: string;
  previous: QuoteWithLines | null;
};

/** The priced services a quote can be for, by title. */
export function quotableServices(content: Content): { value: string; label: string }[] {
  return [...content.prices.keys()]
    .map((slug) => ({ value: slug, label: content.guides.get(slug)?.title ?? slug }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export async function readQuoteStart(db: Db, params: URLSearchParams): Promise<QuoteStart | null> {
  const revise = params.get("revise");
  if (revise) {
    const previous = await getQuote(db, revise);
    if (!previous) return null;
    return {
      origin: { revises: previous.id },
      from: `Revision of quote ${previous.reference}`,
      back: `/admin/quotes/${previous.id}`,
      client: { name: previous.clientName, email: previous.clientEmail, phone: previous.clientPhone },
      serviceSlug: previous.serviceSlug,
      previous,
    };
  }
  const lead = params.get("lead") ?? "";
  const [kind, id] = lead.split(":");
  if ((kind === "consultation" || kind === "contact") && id && UUID.test(id)) {
    const table = kind === "consultation" ? consultationRequests : contactMessages;
    const [row] = await db
      .select({ name: table.fullName, email: table.email, phone: table.phone })
      .from(table)
      .where(eq(table.id, id));
    if (!row) return null;
    return {
      origin: { leadKind: kind, leadId: id },
      from: `${kind === "consultation" ? "Consultation request" : "Message"} from ${row.name}`,
      back: `/admin/inbox/${kind}/${id}`,
      client: { name: row.name, email: row.email, phone: row.phone },
      serviceSlug: "",
      previous: null,
    };
  }
  return readCaseStart(db, params.get("case"));
}

async function readCaseStart(db: Db, caseId: string | null): Promise<QuoteStart | null> {
  if (!caseId) return null;
  // By reference (C-7K3F9Q, as the case pages link) or by id.
  const [row] = await db
    .select()
    .from(cases)
    .where(UUID.test(caseId) ? eq(cases.id, caseId) : eq(cases.reference, caseId.toUpperCase()));
  if (!row) return null;
  // The phone of the lead or payment the case came from, when there is one (cases keep no phone).
  const [paid] = row.paymentId
    ? await db.select({ phone: payments.customerPhone }).from(payments).where(eq(payments.id, row.paymentId))
    : [];
  return {
    origin: { caseId: row.id },
    from: `Case ${row.reference}: ${row.serviceTitle} for ${row.clientName}`,
    back: `/admin/cases/${row.reference}`,
    client: { name: row.clientName, email: row.clientEmail, phone: paid?.phone ?? "" },
    serviceSlug: row.serviceSlug,
    previous: null,
  };
}
