import { randomInt } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { quoteLines, quotes } from "#app/db/schema.server.ts";
import type { ClientAccount } from "#app/features/accounts/accounts.server.ts";
import { normalizeClientEmail } from "#app/features/accounts/accounts.server.ts";
import { recordAudit } from "#app/features/auth/audit.server.ts";
import type { Content } from "#app/features/catalogue/content.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { formatPaise } from "#app/features/payments/money.ts";
import { canonicalSlug } from "#app/features/payments/pricing.server.ts";
import { indiaDate } from "#app/features/scheduling/clock.ts";
import { quoteBilling } from "./quote-billing.ts";
import { quoteSentMail } from "./quote-mails.ts";
import type { QuoteForm } from "./quote-schema.ts";
import type { QuoteViewData } from "./quote-view.tsx";

/**
 * Quotes (issue 25, QUOTES.md): staff write one from a lead or a case, save it as a draft or send
 * it; the client reads, accepts and pays it in the portal. A sent quote is never edited: "revise"
 * writes the next version in the same chain and sending it supersedes the one before.
 */

export type Quote = typeof quotes.$inferSelect;
export type QuoteLine = typeof quoteLines.$inferSelect;
export type QuoteWithLines = Quote & { lines: QuoteLine[] };
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type StaffActor = { id: string; name: string };
export type QuoteOrigin = { leadKind?: "consultation" | "contact"; leadId?: string; caseId?: string; revises?: string };
export type SaveResult = { ok: true; id: string; sent: boolean } | { ok: false; status: 400 | 404 | 409; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isQuoteId = (v: string | null | undefined): v is string => !!v && UUID.test(v);

/** No 0/O, 1/I/L, 5/S, 2/Z, 8/B: easy to read aloud on the phone. */
const ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
const newReference = () => `Q-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;

/** A quote still open for the client: sent or accepted, and not past its last valid day (in India). */
export function isExpired(q: Pick<Quote, "status" | "validUntil">, now: Date): boolean {
  return (q.status === "sent" || q.status === "accepted") && q.validUntil < indiaDate(now);
}

export async function getQuote(db: Db | Tx, id: string): Promise<QuoteWithLines | null> {
  if (!isQuoteId(id)) return null;
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!row) return null;
  const lines = await db.select().from(quoteLines).where(eq(quoteLines.quoteId, id)).orderBy(asc(quoteLines.position));
  return { ...row, lines };
}

/** The quotes of a lead, a case or a client, newest first (every version). */
export async function listQuotes(db: Db, by: { leadId: string } | { caseId: string } | { clientEmail: string }) {
  const where =
    "leadId" in by
      ? eq(quotes.leadId, by.leadId)
      : "caseId" in by
        ? eq(quotes.caseId, by.caseId)
        : eq(quotes.clientEmail, normalizeClientEmail(by.clientEmail));
  return db.select().from(quotes).where(where).orderBy(desc(quotes.createdAt), desc(quotes.version));
}

/**
 * Saves the staff form as a draft or sends it. With `revises`: a draft is rewritten in place; a
 * sent (or expired) quote stays as it is and a new version is written. Sending supersedes every
 * earlier open version of the chain and queues the client's e-mail in the same transaction.
 */
export async function saveQuote(
  db: Db,
  deps: { content: Content; siteUrl: string },
  actor: StaffActor & { ip: string },
  form: QuoteForm,
  origin: QuoteOrigin,
  now = new Date(),
): Promise<SaveResult> {
  const slug = canonicalSlug(deps.content, form.service);
  const title = slug ? deps.content.guides.get(slug)?.title : undefined;
  if (!slug || !title || !deps.content.prices.has(slug))
    return { ok: false, status: 400, message: "Choose one of the services we offer." };
  const billing = quoteBilling(form.lines, deps.content.site.tax, { placeOfSupply: form.placeOfSupply, gstin: form.gstin });
  if (billing.payableNowPaise < 100) return { ok: false, status: 400, message: "The amount payable now must be at least ₹1." };
  return db.transaction(async (tx) => {
    let chainId: string | null = null;
    let version = 1;
    let reference = newReference();
    let origins = { leadKind: origin.leadKind ?? null, leadId: origin.leadId ?? null, caseId: origin.caseId ?? null };
    let replaceDraft: string | null = null;
    if (origin.revises) {
      const [prev] = isQuoteId(origin.revises)
        ? await tx.select().from(quotes).where(eq(quotes.id, origin.revises)).for("update")
        : [];
      if (!prev) return { ok: false as const, status: 404 as const, message: "That quote no longer exists." };
      if (prev.status === "paid" || prev.status === "superseded")
        return {
          ok: false as const,
          status: 409 as const,
          message: `This quote is ${prev.status}; revise the latest open version instead.`,
        };
      chainId = prev.chainId;
      origins = { leadKind: prev.leadKind, leadId: prev.leadId, caseId: prev.caseId };
      if (prev.status === "draft") {
        replaceDraft = prev.id;
        version = prev.version;
        reference = prev.reference;
      } else {
        const [{ max } = { max: 0 }] = await tx
          .select({ max: sql<number>`max(${quotes.version})::int` })
          .from(quotes)
          .where(eq(quotes.chainId, prev.chainId));
        version = (max ?? 0) + 1;
        reference = `${prev.reference.split("/")[0]}/v${version}`;
      }
    }
    const values = {
      status: form.intent === "send" ? ("sent" as const) : ("draft" as const),
      clientEmail: normalizeClientEmail(form.clientEmail),
      clientName: form.clientName,
      clientPhone: form.clientPhone,
      serviceSlug: slug,
      serviceTitle: title,
      validUntil: form.validUntil,
      note: form.note,
      placeOfSupply: form.placeOfSupply,
      recipientGstin: form.gstin,
      billing,
      payableNowPaise: billing.payableNowPaise,
      createdById: actor.id,
      createdByLabel: actor.name,
      sentAt: form.intent === "send" ? now : null,
      updatedAt: now,
    };
    let id: string;
    if (replaceDraft) {
      await tx.update(quotes).set(values).where(eq(quotes.id, replaceDraft));
      await tx.delete(quoteLines).where(eq(quoteLines.quoteId, replaceDraft));
      id = replaceDraft;
    } else {
      const [row] = await tx
        .insert(quotes)
        .values({ ...values, ...origins, chainId: chainId ?? sql`gen_random_uuid()`, version, reference })
        .returning({ id: quotes.id, chainId: quotes.chainId });
      if (!row) throw new Error("quote insert returned no row");
      id = row.id;
      // A first version is its own chain: use its id so the chain id names a real quote.
      if (!chainId) await tx.update(quotes).set({ chainId: id }).where(eq(quotes.id, id));
      chainId = chainId ?? id;
    }
    await tx.insert(quoteLines).values(form.lines.map((l, position) => ({ ...l, quoteId: id, position })));
    if (form.intent === "send") {
      await tx
        .update(quotes)
        .set({ status: "superseded", updatedAt: now })
        .where(
          and(
            eq(quotes.chainId, chainId ?? id),
            inArray(quotes.status, ["sent", "accepted", "expired", "draft"]),
            sql`${quotes.id} <> ${id}`,
          ),
        );
      const quote = await getQuote(tx, id);
      if (!quote) throw new Error("quote vanished");
      await enqueueMail(tx, "quote-sent", [
        quoteSentMail(quote, { siteName: deps.content.site.name, siteUrl: deps.siteUrl, replyTo: deps.content.facts.email }),
      ]);
    }
    await recordAudit(tx, {
      actor: { kind: "staff", id: actor.id, label: actor.name },
      action: form.intent === "send" ? "quote.sent" : "quote.draft",
      target: { kind: "quote", id },
      ip: actor.ip,
      detail: { reference, version, payableNowPaise: billing.payableNowPaise },
    });
    return { ok: true as const, id, sent: form.intent === "send" };
  });
}

/** Marks open quotes past their last valid day as expired (also done by the scheduler). */
export async function expireQuotes(db: Db | Tx, now: Date): Promise<number> {
  const rows = await db
    .update(quotes)
    .set({ status: "expired", updatedAt: now })
    .where(and(inArray(quotes.status, ["sent", "accepted"]), sql`${quotes.validUntil} < ${indiaDate(now)}`))
    .returning({ id: quotes.id });
  return rows.length;
}

/** A quote as its client may see it: sent to their e-mail and not a draft; null otherwise (404). */
export async function getClientQuote(db: Db, account: ClientAccount, id: string, now = new Date()) {
  const quote = await getQuote(db, id);
  if (!quote || quote.status === "draft" || quote.clientEmail !== normalizeClientEmail(account.email)) return null;
  if (isExpired(quote, now)) {
    await expireQuotes(db, now);
    return { ...quote, status: "expired" as const };
  }
  return quote;
}

export type ClientQuoteResult = { ok: true; quote: Quote } | { ok: false; status: 404 | 409; message: string };

/** The client accepts a sent, still valid quote; accepting twice is harmless. */
export async function acceptQuote(
  db: Db,
  account: ClientAccount,
  id: string,
  now = new Date(),
  ip = "",
): Promise<ClientQuoteResult> {
  const quote = await getClientQuote(db, account, id, now);
  if (!quote) return { ok: false, status: 404, message: "Not found" };
  if (quote.status === "accepted") return { ok: true, quote };
  if (quote.status !== "sent") return { ok: false, status: 409, message: refusal(quote.status) };
  const [row] = await db
    .update(quotes)
    .set({ status: "accepted", acceptedAt: now, updatedAt: now })
    .where(and(eq(quotes.id, quote.id), eq(quotes.status, "sent")))
    .returning();
  if (!row) return { ok: false, status: 409, message: "This quote changed while you were reading it. Please reload the page." };
  await recordAudit(db, {
    actor: { kind: "client", id: account.id, label: account.email },
    action: "client.quote_accepted",
    target: { kind: "quote", id: row.id },
    ip,
    detail: { reference: row.reference },
  });
  return { ok: true, quote: row };
}

export function refusal(status: Quote["status"]): string {
  if (status === "superseded") return "We sent you a newer version of this quote; please use that one.";
  if (status === "expired") return "This quote has expired. Reply to our e-mail and we will send you a fresh one.";
  if (status === "paid") return "This quote is already paid. Thank you.";
  return "This quote cannot be accepted.";
}

export const quoteStatusLabel: Record<Quote["status"], string> = {
  draft: "Draft (not sent)",
  sent: "Sent, waiting for the client",
  accepted: "Accepted, waiting for payment",
  paid: "Paid",
  superseded: "Replaced by a newer version",
  expired: "Expired",
};

/** The plain values a quote page renders (amounts already computed and frozen on the quote). */
export function quoteViewData(q: QuoteWithLines): QuoteViewData {
  return {
    reference: q.reference,
    serviceTitle: q.serviceTitle,
    validUntil: q.validUntil,
    note: q.note,
    lines: q.lines.map((l) => ({ kind: l.kind, description: l.description, amountPaise: l.amountPaise })),
    taxLines: q.billing.lines
      .filter((l) => l.kind === "cgst" || l.kind === "sgst" || l.kind === "igst" || l.kind === "gst")
      .map((l) => ({ label: l.label, paise: l.paise })),
    payableNowPaise: q.payableNowPaise,
    payableLater: q.billing.payableLater,
  };
}

const CLIENT_STATUS: Partial<Record<Quote["status"], string>> = {
  sent: "Waiting for you to accept",
  accepted: "Accepted, not paid yet",
  paid: "Paid",
  expired: "Expired",
};

/**
 * The client's quotes for /account, or one case's for its portal page: sent ones only (drafts and
 * replaced versions are not theirs to act on). A case's are also filtered by the client's e-mail.
 */
export async function clientQuoteSummaries(db: Db, account: ClientAccount, now = new Date(), caseId?: string) {
  const rows = await db
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.clientEmail, normalizeClientEmail(account.email)),
        inArray(quotes.status, ["sent", "accepted", "paid", "expired"]),
        caseId ? eq(quotes.caseId, caseId) : undefined,
      ),
    )
    .orderBy(desc(quotes.createdAt))
    .limit(50);
  return rows.map((q) => ({
    id: q.id,
    reference: q.reference,
    service: q.serviceTitle,
    amount: formatPaise(q.payableNowPaise),
    status: CLIENT_STATUS[isExpired(q, now) ? "expired" : q.status] ?? q.status,
  }));
}

/** The newest version of a chain the client can act on or has paid (for a superseded version's page). */
export async function latestClientVersion(db: Db, chainId: string) {
  const [row] = await db
    .select({ id: quotes.id, reference: quotes.reference })
    .from(quotes)
    .where(and(eq(quotes.chainId, chainId), inArray(quotes.status, ["sent", "accepted", "paid", "expired"])))
    .orderBy(desc(quotes.version))
    .limit(1);
  return row ?? null;
}
