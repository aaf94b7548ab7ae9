import { amountInWords } from "./amount-in-words.ts";
import type { InvoiceSnapshot } from "./invoice-types.ts";

/**
 * A refund as a credit note against its invoice (pure). The refund policy returns our fee first and
 * the government fee only while it is unpaid, so a refund is taken from our fee with its GST first
 * (split in the invoice's own proportion, each tax row pro rata) and only the rest from the
 * government fee. Rules: docs/billing-rules.md.
 */
export function creditNoteSnapshot(
  invoice: { number: string; issuedAt: Date; snapshot: InvoiceSnapshot },
  refundPaise: number,
  issuedLabel: string,
): InvoiceSnapshot {
  const s = invoice.snapshot;
  const feeWithTax = s.taxablePaise + s.taxPaise;
  const fromFee = Math.min(refundPaise, feeWithTax);
  const taxPart = feeWithTax === 0 ? 0 : Math.round((fromFee * s.taxPaise) / feeWithTax);
  // Each tax row gets its share; the last row takes the rounding remainder so the rows add up.
  let left = taxPart;
  const taxRows = s.taxRows.map((row, i) => {
    const share = i === s.taxRows.length - 1 ? left : s.taxPaise === 0 ? 0 : Math.round((taxPart * row.paise) / s.taxPaise);
    left -= share;
    return { ...row, paise: share };
  });
  return {
    ...s,
    kind: "credit-note",
    title: "Credit note",
    taxablePaise: fromFee - taxPart,
    taxRows,
    taxPaise: taxPart,
    governmentPaise: refundPaise - fromFee,
    totalPaise: refundPaise,
    totalInWords: amountInWords(refundPaise),
    notes: [`Issued for a refund against invoice ${invoice.number}.`, ...s.notes.filter((n) => !n.startsWith("Payable later"))],
    against: { number: invoice.number, issuedAt: issuedLabel },
  };
}
