import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { documentCounters } from "#app/db/schema.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Series = "invoice" | "credit-note";

const indiaDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Indian financial year (1 April–31 March, by the date in India) of an instant: "2026-27". */
export function financialYear(at: Date): string {
  const [y, m] = indiaDate.format(at).split("-").map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * A document number: prefix, financial year and a five-digit serial, "NY/2026-27/00123", at most
 * 16 characters as rule 46 of the CGST Rules requires (a 2-letter prefix and up to 99,999 a year).
 */
export function documentNumber(prefix: string, fy: string, serial: number): string {
  const number = `${prefix}/${fy}/${String(serial).padStart(5, "0")}`;
  if (number.length > 16 || serial > 99_999) throw new RangeError(`document number ${number} is longer than 16 characters`);
  return number;
}

/**
 * Takes the next serial of a series in a financial year: the counter row is created if missing,
 * locked FOR UPDATE and incremented inside the caller's transaction, so concurrent captures wait
 * for each other and a rolled-back transaction gives its number back (no gap, no reuse).
 */
export async function allocateSerial(tx: Tx, series: Series, fy: string): Promise<number> {
  await tx.insert(documentCounters).values({ series, financialYear: fy, last: 0 }).onConflictDoNothing();
  const where = and(eq(documentCounters.series, series), eq(documentCounters.financialYear, fy));
  const [row] = await tx.select({ last: documentCounters.last }).from(documentCounters).where(where).for("update");
  if (!row) throw new Error(`counter ${series} ${fy} vanished`);
  const next = row.last + 1;
  await tx
    .update(documentCounters)
    .set({ last: sql`${documentCounters.last} + 1` })
    .where(where);
  return next;
}
