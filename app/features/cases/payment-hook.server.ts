import type { payments } from "#app/db/schema.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { type MailSite, openCase } from "./cases.server.ts";

type Payment = typeof payments.$inferSelect;

/**
 * Called by payments.server.ts in the transaction that records a capture (decision 141): the paid
 * service's case opens with its expert and checklist. Idempotent (a replayed callback or webhook finds
 * the case of this payment). It runs in a savepoint: a service without a workflow, or any error here,
 * is logged and leaves the capture, its invoice and its receipt untouched; staff can open the case by hand.
 */
export async function openCaseForPayment(
  tx: Tx,
  payment: Payment,
  site: MailSite,
): Promise<{ id: string; reference: string } | null> {
  try {
    return await tx.transaction(async (sp) =>
      openCase(sp, {
        clientEmail: payment.customerEmail,
        clientName: payment.customerName,
        serviceSlug: payment.slug,
        serviceTitle: payment.serviceTitle,
        source: "payment",
        paymentId: payment.id,
        ...site,
      }),
    );
  } catch (error) {
    console.error(`cases: no case opened for payment ${payment.id} (${payment.slug}): ${(error as Error).message}`);
    return null;
  }
}
