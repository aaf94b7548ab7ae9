import type { BreakdownLine } from "./breakdown.ts";
import type { TaxMode } from "./fees-schema.ts";

/** What a payment carries from checkout to its invoice: the breakdown charged and the buyer's tax details. */
export type PaymentBilling = {
  taxMode: TaxMode;
  /** The buyer's state code: from their GSTIN, else the state they chose, else the firm's own state. */
  placeOfSupply: string;
  recipientGstin: string | null;
  recipientAddress: string | null;
  lines: BreakdownLine[];
  ourFeePaise: number;
  discountPaise: number;
  taxablePaise: number;
  gstPaise: number;
  governmentNowPaise: number;
  payableNowPaise: number;
  payableLater: string | null;
  governmentNote: string;
};

export type InvoiceKind = "tax-invoice" | "bill-of-supply" | "credit-note";

/** Everything an invoice or credit note prints, frozen when it is issued. */
export type InvoiceSnapshot = {
  kind: InvoiceKind;
  title: string;
  /** Issued on the sample tax identity: printed as "Sample — not a valid tax invoice". */
  sample: boolean;
  supplier: { legalName: string; address: string; gstin: string | null; stateCode: string; stateName: string };
  recipient: { name: string; email: string; address: string | null; gstin: string | null };
  placeOfSupply: { code: string; name: string };
  reverseCharge: boolean;
  sac: string;
  description: string;
  /** Our fee after any coupon: the taxable value (government fees are never part of it). */
  taxablePaise: number;
  taxRows: { label: string; ratePercent: number; paise: number }[];
  taxPaise: number;
  governmentPaise: number;
  totalPaise: number;
  totalInWords: string;
  notes: string[];
  /** For a credit note: the invoice it reduces. */
  against: { number: string; issuedAt: string } | null;
};
