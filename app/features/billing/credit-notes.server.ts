import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { creditNotes, invoices } from "#app/db/schema.server.ts";
import { creditNoteSnapshot } from "./credit-note-split.ts";
import { allocateSerial, documentNumber, financialYear } from "./numbering.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const dateOnly = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/**
 * Issues the credit note for a refund in the refund's transaction: next serial of the credit-note
 * series, linked to the payment's invoice. Returns null for a payment with no invoice (paid before
 * invoicing existed). Writes one credit_notes row (and the counter).
 */
export async function issueCreditNote(
  tx: Tx,
  refund: { id: string; paymentId: string; amountPaise: number },
  prefix: string,
  at: Date = new Date(),
) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.paymentId, refund.paymentId));
  if (!invoice) return null;
  const fy = financialYear(at);
  const serial = await allocateSerial(tx, "credit-note", fy);
  const snapshot = creditNoteSnapshot(invoice, refund.amountPaise, dateOnly.format(invoice.issuedAt));
  const [row] = await tx
    .insert(creditNotes)
    .values({
      number: documentNumber(prefix, fy, serial),
      financialYear: fy,
      serial,
      invoiceId: invoice.id,
      refundId: refund.id,
      issuedAt: at,
      snapshot,
      totalPaise: refund.amountPaise,
    })
    .returning();
  if (!row) throw new Error("credit note insert returned no row");
  return row;
}
