import { formatPaise } from "#app/features/payments/money.ts";
import type { InvoiceSnapshot } from "./invoice-types.ts";

/**
 * An invoice or credit note formatted for the receipt page, its PDF and the console: the Rule 46
 * particulars as label/value rows, then the money rows (taxable value, each tax, government fees
 * apart, total in figures and words). Pure.
 */

const dateOnly = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

export const SAMPLE_BANNER = "Sample — not a valid tax invoice: issued on the firm's sample tax identity.";

export type DocumentRecord = { number: string; issuedAt: Date; snapshot: InvoiceSnapshot };

export function invoiceView(doc: DocumentRecord) {
  const s = doc.snapshot;
  const particulars: [string, string][] = [
    [s.kind === "credit-note" ? "Credit note number" : "Invoice number", doc.number],
    ["Date of issue", dateOnly.format(doc.issuedAt)],
    ...(s.against ? ([["Against invoice", `${s.against.number} of ${s.against.issuedAt}`]] as [string, string][]) : []),
    ["Supplier", `${s.supplier.legalName}, ${s.supplier.address}`],
    ...(s.supplier.gstin ? ([["Supplier GSTIN", s.supplier.gstin]] as [string, string][]) : []),
    ["Recipient", [s.recipient.name, s.recipient.address].filter(Boolean).join(", ")],
    ...(s.recipient.gstin ? ([["Recipient GSTIN", s.recipient.gstin]] as [string, string][]) : []),
    ["Place of supply", `${s.placeOfSupply.name} (${s.placeOfSupply.code})`],
    ["Description", s.description],
    ["SAC", s.sac],
  ];
  const money: [string, string][] = [
    ["Taxable value (our fee)", formatPaise(s.taxablePaise)],
    ...s.taxRows.map((t): [string, string] => [t.label, formatPaise(t.paise)]),
    ...(s.governmentPaise > 0
      ? ([["Government fee paid on your behalf", formatPaise(s.governmentPaise)]] as [string, string][])
      : []),
    [s.kind === "credit-note" ? "Total credited" : "Total", formatPaise(s.totalPaise)],
    ["Total in words", s.totalInWords],
  ];
  return { number: doc.number, title: s.title, sample: s.sample, particulars, money, notes: s.notes };
}
export type InvoiceView = ReturnType<typeof invoiceView>;
