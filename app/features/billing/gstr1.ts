import { paiseToRupeesText } from "#app/features/payments/money.ts";
import type { CsvCell } from "#app/features/staff/csv.ts";
import type { InvoiceSnapshot } from "./invoice-types.ts";

/**
 * The accountant's month: tax invoices and credit notes laid out as the GSTR-1 tables need them
 * (pure). b2b is invoice-wise for recipients with a GSTIN; b2cs sums the rest by place of supply
 * and rate, net of their credit notes; cdnr lists credit notes to recipients with a GSTIN.
 * Government fees paid as pure agent are not part of any taxable value. Only tax invoices (GST
 * charged) are included; bills of supply are for the accountant to report as exempt or non-GST.
 */

export const GSTR1_TABLES = ["b2b", "b2cs", "cdnr"] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

export type BillingDoc = { number: string; issuedAt: Date; snapshot: InvoiceSnapshot };

const day = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", day: "2-digit", month: "short", year: "numeric" });
/** GSTR-1's date form: 24-Nov-2026. */
const gstDate = (d: Date) => day.format(d).replace(/ /g, "-");
const place = (s: InvoiceSnapshot) => `${s.placeOfSupply.code}-${s.placeOfSupply.name}`;
const rupees = (paise: number) => paiseToRupeesText(paise);
const rateOf = (s: InvoiceSnapshot) => s.taxRows.reduce((n, r) => n + r.ratePercent, 0);
const taxOf = (s: InvoiceSnapshot, kind: "IGST" | "CGST" | "SGST") =>
  s.taxRows
    .filter((r) => r.label.startsWith(kind) || (kind === "SGST" && r.label.startsWith("UTGST")))
    .reduce((n, r) => n + r.paise, 0);

export const GSTR1_COLUMNS: Record<Gstr1Table, readonly string[]> = {
  b2b: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Invoice Type",
    "Rate",
    "Taxable Value",
    "Integrated Tax",
    "Central Tax",
    "State/UT Tax",
    "Cess Amount",
    "SAC",
  ],
  b2cs: ["Type", "Place Of Supply", "Rate", "Taxable Value", "Integrated Tax", "Central Tax", "State/UT Tax", "Cess Amount"],
  cdnr: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Rate",
    "Taxable Value",
    "Integrated Tax",
    "Central Tax",
    "State/UT Tax",
    "Cess Amount",
    "Against Invoice",
  ],
};

const taxed = (d: BillingDoc) => d.snapshot.taxRows.length > 0;
const taxCells = (s: InvoiceSnapshot) => [rupees(taxOf(s, "IGST")), rupees(taxOf(s, "CGST")), rupees(taxOf(s, "SGST")), "0"];

export function gstr1Rows(table: Gstr1Table, invoices: BillingDoc[], notes: BillingDoc[]): CsvCell[][] {
  if (table === "b2b")
    return invoices
      .filter((d) => taxed(d) && d.snapshot.recipient.gstin)
      .map(({ number, issuedAt, snapshot: s }) => [
        s.recipient.gstin,
        s.recipient.name,
        number,
        gstDate(issuedAt),
        // The invoice value is what the invoice totals, government fee included; taxable value excludes it.
        rupees(s.totalPaise),
        place(s),
        s.reverseCharge ? "Y" : "N",
        "Regular B2B",
        rateOf(s),
        rupees(s.taxablePaise),
        ...taxCells(s),
        s.sac,
      ]);
  if (table === "cdnr")
    return notes
      .filter((d) => taxed(d) && d.snapshot.recipient.gstin)
      .map(({ number, issuedAt, snapshot: s }) => [
        s.recipient.gstin,
        s.recipient.name,
        number,
        gstDate(issuedAt),
        "C",
        place(s),
        s.reverseCharge ? "Y" : "N",
        "Regular B2B",
        rupees(s.totalPaise),
        rateOf(s),
        rupees(s.taxablePaise),
        ...taxCells(s),
        s.against?.number ?? "",
      ]);
  // b2cs: sum by place of supply and rate; credit notes to unregistered recipients reduce the sums.
  const sums = new Map<string, { place: string; rate: number; taxable: number; igst: number; cgst: number; sgst: number }>();
  const add = (s: InvoiceSnapshot, sign: 1 | -1) => {
    const key = `${place(s)}|${rateOf(s)}`;
    const row = sums.get(key) ?? { place: place(s), rate: rateOf(s), taxable: 0, igst: 0, cgst: 0, sgst: 0 };
    row.taxable += sign * s.taxablePaise;
    row.igst += sign * taxOf(s, "IGST");
    row.cgst += sign * taxOf(s, "CGST");
    row.sgst += sign * taxOf(s, "SGST");
    sums.set(key, row);
  };
  for (const d of invoices) if (taxed(d) && !d.snapshot.recipient.gstin) add(d.snapshot, 1);
  for (const d of notes) if (taxed(d) && !d.snapshot.recipient.gstin) add(d.snapshot, -1);
  const signed = (paise: number) => (paise < 0 ? `-${rupees(-paise)}` : rupees(paise));
  return [...sums.values()]
    .sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate)
    .map((r) => ["OE", r.place, r.rate, signed(r.taxable), signed(r.igst), signed(r.cgst), signed(r.sgst), "0"]);
}

/** "2026-11" → the month's first instant and the next month's, by the calendar in India (IST, UTC+5:30). */
export function monthRange(month: string): { from: Date; to: Date } | undefined {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return undefined;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const istMidnight = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex, 1) - 330 * 60_000);
  return { from: istMidnight(y, mo - 1), to: istMidnight(y, mo) };
}
