import type { Db } from "#app/db/client.server.ts";
import { getInvoiceForPayment } from "#app/features/billing/invoices.server.ts";
import { refundsOf } from "./console.server.ts";
import type { Payment } from "./payments.server.ts";
import { receiptView } from "./receipt.server.ts";

/** A payment's receipt with its refunds, its invoice and the invoice's credit notes (reads only). */
export async function loadReceipt(db: Db, payment: Payment) {
  const [refunds, documents] = await Promise.all([refundsOf(db, payment.id), getInvoiceForPayment(db, payment.id)]);
  return receiptView(payment, refunds, documents);
}
