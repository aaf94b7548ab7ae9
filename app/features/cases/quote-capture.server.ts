import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { type payments, quotes } from "#app/db/schema.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Payment = typeof payments.$inferSelect;

/**
 * Called by the payments feature in the capture's transaction when a payment with a quote moves to
 * paid: marks the quote paid (once) and returns it, so the case can be opened or funded in the same
 * transaction. A quote already paid by another attempt is left alone (the second payment stays on
 * the reconciliation page for a refund).
 */
export async function markQuotePaid(tx: Tx, payment: Payment) {
  if (!payment.quoteId) return null;
  const [quote] = await tx
    .update(quotes)
    .set({ status: "paid", paidAt: payment.paidAt ?? new Date(), paymentId: payment.id, updatedAt: sql`now()` })
    .where(and(eq(quotes.id, payment.quoteId), inArray(quotes.status, ["accepted", "sent", "expired"])))
    .returning();
  return quote ?? null;
}

/** The capture hook for a quote's payment: the quote is marked paid (the case part lands with cases-core's openCase). */
export async function settleQuoteCapture(tx: Tx, payment: Payment) {
  return markQuotePaid(tx, payment);
}
