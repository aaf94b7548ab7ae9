import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { creditNotes, invoices } from "#app/db/schema.server.ts";
import type { TaxIdentity } from "./fees-schema.ts";
import type { InvoicePayment } from "./invoice-snapshot.ts";
import { invoiceSnapshot } from "./invoice-snapshot.ts";
import { allocateSerial, documentNumber, financialYear } from "./numbering.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Invoice = typeof invoices.$inferSelect;
export type CreditNote = typeof creditNotes.$inferSelect;

/**
 * Issues the invoice for a captured payment inside the capture's transaction: takes the next serial
 * of the financial year and writes the frozen snapshot. Writes one invoices row (and the counter).
 */
export async function issueInvoice(
  tx: Tx,
  payment: InvoicePayment & { id: string },
  identity: { tax: TaxIdentity; sample: boolean },
  at: Date = new Date(),
): Promise<Invoice> {
  const fy = financialYear(at);
  const serial = await allocateSerial(tx, "invoice", fy);
  const snapshot = invoiceSnapshot(payment, identity.tax, identity.sample);
  const [row] = await tx
    .insert(invoices)
    .values({
      number: documentNumber(identity.tax.invoicePrefix, fy, serial),
      financialYear: fy,
      serial,
      paymentId: payment.id,
      issuedAt: at,
      snapshot,
      totalPaise: snapshot.totalPaise,
    })
    .returning();
  if (!row) throw new Error("invoice insert returned no row");
  return row;
}

/** The invoice of a payment and its credit notes (oldest first), or undefined before capture. */
export async function getInvoiceForPayment(db: Db | Tx, paymentId: string) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  if (!invoice) return undefined;
  const notes = await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id)).orderBy(creditNotes.serial);
  return { invoice, creditNotes: notes };
}
