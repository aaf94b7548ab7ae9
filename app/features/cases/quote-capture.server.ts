import { and, eq, inArray, sql } from "drizzle-orm";
import { type payments, quotes } from "#app/db/schema.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { formatPaise } from "#app/features/payments/money.ts";
import { type MailSite, openCase, recordClientEvent } from "./cases.server.ts";

type Payment = typeof payments.$inferSelect;

/**
 * Marks the quote of a captured payment paid, once: only an open version (accepted, sent, or one that
 * expired while its payment link was open) moves; a quote already paid by another attempt is left
 * alone and that second payment stays on the reconciliation page for a refund.
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

/**
 * The capture hook for a quote's payment, in the capture's transaction (called by payments.server.ts
 * instead of the plain "a payment opens a case" hook): the quote is marked paid, then a quote written
 * for a case funds that case (a client-visible event and e-mail on it), and a quote written from a
 * lead opens the case (source `quote`, linked to the payment, the lead and the quote; every version of
 * the quote then points at it). The case part runs in a savepoint: if it fails (a service without a
 * workflow), it is logged and the capture, invoice, receipt and paid quote stand; staff open it by hand.
 */
export async function settleQuoteCapture(tx: Tx, payment: Payment, site: MailSite): Promise<{ caseId: string } | null> {
  const quote = await markQuotePaid(tx, payment);
  if (!quote) return null;
  try {
    return await tx.transaction(async (sp: Tx) => {
      if (quote.caseId) {
        await recordClientEvent(
          sp,
          quote.caseId,
          "quote_paid",
          {
            quote: quote.reference,
            amount: formatPaise(payment.amountPaise),
            summary: `We have received ${formatPaise(payment.amountPaise)} for quote ${quote.reference} (${quote.serviceTitle}). Your receipt is in your account.`,
          },
          { ...site, now: payment.paidAt ?? undefined },
        );
        return { caseId: quote.caseId };
      }
      const opened = await openCase(sp, {
        clientEmail: quote.clientEmail,
        clientName: quote.clientName,
        serviceSlug: quote.serviceSlug,
        serviceTitle: quote.serviceTitle,
        source: "quote",
        paymentId: payment.id,
        leadKind: quote.leadKind,
        leadId: quote.leadId,
        quoteId: quote.id,
        ...site,
      });
      await sp.update(quotes).set({ caseId: opened.id }).where(eq(quotes.chainId, quote.chainId));
      return { caseId: opened.id };
    });
  } catch (error) {
    console.error(`quotes: quote ${quote.reference} is paid but its case was not opened or funded: ${(error as Error).message}`);
    return null;
  }
}
