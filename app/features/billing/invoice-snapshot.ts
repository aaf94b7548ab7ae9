import { amountInWords } from "./amount-in-words.ts";
import type { TaxIdentity } from "./fees-schema.ts";
import { stateName } from "./gstin.ts";
import type { InvoiceSnapshot, PaymentBilling } from "./invoice-types.ts";

/** Pure: what an invoice prints for a captured payment, from the breakdown fixed at checkout. Rules: docs/billing-rules.md. */

export type InvoicePayment = {
  serviceTitle: string;
  customerName: string;
  customerEmail: string;
  billing: PaymentBilling;
};

const TITLES = { "tax-invoice": "Tax invoice", "bill-of-supply": "Bill of supply", "credit-note": "Credit note" } as const;

export function invoiceSnapshot(payment: InvoicePayment, tax: TaxIdentity, sample: boolean): InvoiceSnapshot {
  const b = payment.billing;
  // The mode fixed at checkout decides the document: a tax invoice only when GST was charged.
  const kind = b.taxMode === "registered" ? "tax-invoice" : "bill-of-supply";
  const taxRows = b.lines
    .filter((l) => l.kind === "cgst" || l.kind === "sgst" || l.kind === "igst")
    .map((l) => ({ label: l.label, ratePercent: l.kind === "igst" ? 18 : 9, paise: l.paise }));
  const reverseCharge = b.taxMode === "advocates" && b.recipientGstin !== null;
  const notes: string[] = [];
  if (b.governmentNowPaise > 0)
    notes.push(
      "Government fees are collected as a pure agent and paid to the government in your name; they are not part of the taxable value.",
    );
  if (b.taxMode === "advocates")
    notes.push(
      reverseCharge
        ? "Tax is payable on reverse charge: Yes. Legal services by advocates to a business entity are taxed under reverse charge; the recipient pays the GST."
        : "No GST charged: legal services by advocates to this recipient are exempt.",
    );
  if (b.taxMode === "not-registered") notes.push("The supplier is not registered under GST; no GST is charged.");
  if (b.taxMode === "registered") notes.push("Tax is payable on reverse charge: No.");
  if (b.payableLater) notes.push(`Payable later, not included here: ${b.payableLater}.`);
  const placeName = stateName(b.placeOfSupply) ?? b.placeOfSupply;
  return {
    kind,
    title: TITLES[kind],
    sample,
    supplier: {
      legalName: tax.legalName,
      address: tax.address,
      gstin: tax.mode === "not-registered" ? null : (tax.gstin ?? null),
      stateCode: tax.stateCode,
      stateName: stateName(tax.stateCode) ?? tax.stateCode,
    },
    recipient: { name: payment.customerName, email: payment.customerEmail, address: b.recipientAddress, gstin: b.recipientGstin },
    placeOfSupply: { code: b.placeOfSupply, name: placeName },
    reverseCharge,
    sac: tax.sac[0] ?? "9982",
    description: payment.serviceTitle,
    taxablePaise: b.taxablePaise,
    taxRows,
    taxPaise: b.gstPaise,
    governmentPaise: b.governmentNowPaise,
    totalPaise: b.payableNowPaise,
    totalInWords: amountInWords(b.payableNowPaise),
    notes,
    against: null,
  };
}
