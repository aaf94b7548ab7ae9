import type { BreakdownLine } from "#app/features/billing/breakdown.ts";
import { GST_RATE_PERCENT, percentOf } from "#app/features/billing/breakdown.ts";
import type { TaxMode } from "#app/features/billing/fees-schema.ts";
import { localTaxLabel } from "#app/features/billing/gstin.ts";
import type { PaymentBilling } from "#app/features/billing/invoice-types.ts";
import { formatPaise } from "#app/features/payments/money.ts";

/**
 * The money of a quote, computed on the server from its lines with the same rules as a checkout
 * (docs/billing-rules.md): GST only on our fee (CGST+SGST within the firm's state, IGST otherwise,
 * none in advocates' or not-registered mode); government fees collected now as the client's pure
 * agent and never taxed; "other charges at actuals" are not collected now — the client pays them
 * later against receipts, so they are stated as payable later and never charged online.
 */

export const QUOTE_LINE_KINDS = ["our_fee", "government_fee", "other_at_actuals"] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];
export type QuoteLineInput = { kind: QuoteLineKind; description: string; amountPaise: number };

export const QUOTE_LINE_LABEL: Record<QuoteLineKind, string> = {
  our_fee: "Our fee",
  government_fee: "Government fee, paid on your behalf",
  other_at_actuals: "Other charges at actuals (paid later, with receipts)",
};

export function quoteBilling(
  lines: QuoteLineInput[],
  tax: { mode: TaxMode; stateCode: string },
  recipient: { placeOfSupply: string; gstin: string | null },
): PaymentBilling {
  const sum = (kind: QuoteLineKind) => lines.filter((l) => l.kind === kind).reduce((n, l) => n + l.amountPaise, 0);
  const ourFeePaise = sum("our_fee");
  const governmentNowPaise = sum("government_fee");
  const laterPaise = sum("other_at_actuals");
  const out: BreakdownLine[] = lines
    .filter((l) => l.kind === "our_fee")
    .map((l) => ({ kind: "fee", label: `Our fee: ${l.description}`, paise: l.amountPaise }));
  let gstPaise = 0;
  if (tax.mode === "registered") {
    if (recipient.placeOfSupply === tax.stateCode) {
      const half = GST_RATE_PERCENT / 2;
      const cgst = percentOf(ourFeePaise, half);
      const sgst = percentOf(ourFeePaise, half);
      gstPaise = cgst + sgst;
      out.push({ kind: "cgst", label: `CGST ${half}%`, paise: cgst });
      out.push({ kind: "sgst", label: `${localTaxLabel(tax.stateCode)} ${half}%`, paise: sgst });
    } else {
      gstPaise = percentOf(ourFeePaise, GST_RATE_PERCENT);
      out.push({ kind: "igst", label: `IGST ${GST_RATE_PERCENT}%`, paise: gstPaise });
    }
  }
  for (const l of lines.filter((x) => x.kind === "government_fee"))
    out.push({ kind: "government", label: `Government fee, paid on your behalf: ${l.description}`, paise: l.amountPaise });
  const later = lines.filter((l) => l.kind === "other_at_actuals");
  return {
    taxMode: tax.mode,
    placeOfSupply: recipient.placeOfSupply,
    recipientGstin: recipient.gstin,
    recipientAddress: null,
    lines: out,
    ourFeePaise,
    discountPaise: 0,
    taxablePaise: ourFeePaise,
    gstPaise,
    governmentNowPaise,
    payableNowPaise: ourFeePaise + gstPaise + governmentNowPaise,
    payableLater: later.length
      ? `At actuals, with receipts: ${later.map((l) => `${l.description} (about ${formatPaise(l.amountPaise)})`).join("; ")}; about ${formatPaise(laterPaise)} in all`
      : null,
    governmentNote: governmentNowPaise
      ? "Government fees are collected now and paid in your name; they carry no GST."
      : "No government fee is collected now.",
  };
}
