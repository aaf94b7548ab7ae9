import type { ReceiptView } from "./receipt.server.ts";

/**
 * The money lines of a receipt, the same on the page and in the PDF: amounts, coupon, refunds
 * recorded by staff (decision 049), the net amount and the status that follows from them.
 */
export function receiptMoneyRows(r: ReceiptView): [string, string][] {
  return [
    ...(r.lines ?? [["Regular price", r.regularPrice] as [string, string]]),
    ...(r.coupon ? ([["Coupon", r.coupon]] as [string, string][]) : []),
    ["Amount paid", r.amount],
    ...(r.payableLater ? ([["Payable later", r.payableLater]] as [string, string][]) : []),
    ...r.refunds.map((f): [string, string] => ["Refunded", `${f.amount} on ${f.date}`]),
    ...(r.net ? ([["Net amount", r.net]] as [string, string][]) : []),
    ["Status", r.fullyRefunded ? "Paid, refunded in full" : r.refunded ? "Paid, partly refunded" : r.statusLabel],
  ];
}
