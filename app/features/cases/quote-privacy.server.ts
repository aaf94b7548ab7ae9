import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { quoteLines, quotes } from "#app/db/schema.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { QUOTE_LINE_LABEL } from "./quote-billing.ts";

/**
 * A client's quotes in their data export (DPDP s.11) and in erasure (s.12(3)); called from
 * accounts/privacy.server.ts beside the cases'. The export is what the client's quote pages show.
 * Erasure deletes every quote never paid; a paid quote stays (it is the basis of a kept payment and
 * tax invoice, KEPT_REASON) with the client's name, e-mail and phone replaced by the erased label.
 */

const CLIENT_STATUSES = ["sent", "accepted", "paid", "expired", "superseded"] as const;

export async function exportClientQuotes(db: Tx, email: string) {
  const rows = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.clientEmail, email), inArray(quotes.status, [...CLIENT_STATUSES])));
  const out = [];
  for (const q of rows) {
    const lines = await db.select().from(quoteLines).where(eq(quoteLines.quoteId, q.id));
    out.push({
      reference: q.reference,
      service: q.serviceTitle,
      status: q.status,
      validUntil: q.validUntil,
      note: q.note,
      lines: lines.map((l) => ({ kind: QUOTE_LINE_LABEL[l.kind], description: l.description, amountPaise: l.amountPaise })),
      payableNowPaise: q.payableNowPaise,
      sentAt: q.sentAt,
      acceptedAt: q.acceptedAt,
      paidAt: q.paidAt,
    });
  }
  return out;
}

export async function eraseClientQuotes(tx: Tx, email: string, label: string): Promise<{ deleted: number; kept: number }> {
  const deleted = await tx
    .delete(quotes)
    .where(and(eq(quotes.clientEmail, email), notInArray(quotes.status, ["paid"])))
    .returning({ id: quotes.id });
  const kept = await tx
    .update(quotes)
    .set({
      clientEmail: `${label.replace(/\s+/g, "-")}@erased.invalid`,
      clientName: label,
      clientPhone: "",
      updatedAt: sql`now()`,
    })
    .where(eq(quotes.clientEmail, email))
    .returning({ id: quotes.id });
  return { deleted: deleted.length, kept: kept.length };
}
