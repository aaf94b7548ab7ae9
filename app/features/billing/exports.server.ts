import { and, asc, gte, lt } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { creditNotes, invoices } from "#app/db/schema.server.ts";
import type { BillingDoc } from "./gstr1.ts";

/** Invoices and credit notes issued in [from, to), oldest first, for the GSTR-1 export (reads only). */
export async function billingDocumentsBetween(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ invoices: BillingDoc[]; notes: BillingDoc[] }> {
  const [inv, notes] = await Promise.all([
    db
      .select({ number: invoices.number, issuedAt: invoices.issuedAt, snapshot: invoices.snapshot })
      .from(invoices)
      .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
      .orderBy(asc(invoices.issuedAt), asc(invoices.serial)),
    db
      .select({ number: creditNotes.number, issuedAt: creditNotes.issuedAt, snapshot: creditNotes.snapshot })
      .from(creditNotes)
      .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.serial)),
  ]);
  return { invoices: inv, notes };
}
