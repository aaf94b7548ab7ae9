import { formatRupees } from "#app/features/catalogue/price.ts";
import type { GovernmentFee, TaxMode } from "./fees-schema.ts";
import { localTaxLabel } from "./gstin.ts";

/**
 * The whole price of a service, in integer paise: our fee, the coupon, GST on our fee only, the
 * government fee collected now (a pass-through, never taxed) and what is left to pay later.
 * Pure; the server computes it and pages only render it. Rules: docs/billing-rules.md.
 */

/** Taxable legal services: 18 % (CGST 9 % + SGST 9 % within the firm's state, IGST 18 % otherwise). */
export const GST_RATE_PERCENT = 18;

export type BreakdownLine = {
  kind: "fee" | "discount" | "cgst" | "sgst" | "igst" | "gst" | "government";
  label: string;
  paise: number;
};

export type Breakdown = {
  lines: BreakdownLine[];
  ourFeePaise: number;
  discountPaise: number;
  /** Our fee after the coupon: the taxable value in registered mode. */
  taxablePaise: number;
  gstPaise: number;
  governmentNowPaise: number;
  payableNowPaise: number;
  /** One sentence on GST ("GST at 18% applies to our fee only", or why none is charged). */
  taxNote: string;
  /** One sentence on the government fee (figure, basis, how it varies, when it is paid). */
  governmentNote: string;
  /** What remains to pay later, or null when nothing does. */
  payableLater: string | null;
  governmentSource: string;
};

export type BreakdownInput = {
  ourFeeRupees: number;
  discountRupees: number;
  government: GovernmentFee;
  tax: { mode: TaxMode; stateCode: string };
  /** The recipient's state (place of supply); undefined before checkout, when one GST line is shown. */
  placeOfSupply?: string;
};

/** Rounds a share of a paise amount to the nearest paisa (half a paisa rounds up). */
export function percentOf(paise: number, percent: number): number {
  return Math.round((paise * percent) / 100);
}

/** The government fee in one sentence, e.g. "₹4,500 per class, … — collected now and paid on your behalf". */
export function governmentSentence(g: GovernmentFee): string {
  if (g.fee === "none") return "No government fee.";
  const figure = g.fee === "actuals" ? `At actuals: ${g.basis}` : `${formatRupees(g.fee)} ${g.basis}`;
  const varies = g.varies ? ` (${g.varies})` : "";
  const when =
    g.payable === "now"
      ? "collected now and paid to the government on your behalf"
      : "not included in the price; paid at actuals when we file, with the government's receipt";
  return `${figure}${varies}; ${when}.`;
}

function taxSentence(mode: TaxMode): string {
  if (mode === "registered") return `GST at ${GST_RATE_PERCENT}% applies to our fee only, not to government fees.`;
  if (mode === "advocates")
    return "No GST is charged: legal services by advocates are exempt for individuals and small businesses, and a registered business above the GST threshold pays it under reverse charge.";
  return "No GST is charged: we are not registered for GST.";
}

/** The breakdown for one service, computed in paise. */
export function breakdownFor(input: BreakdownInput): Breakdown {
  const { government, tax } = input;
  const ourFeePaise = input.ourFeeRupees * 100;
  const discountPaise = input.discountRupees * 100;
  const taxablePaise = ourFeePaise - discountPaise;
  const lines: BreakdownLine[] = [{ kind: "fee", label: "Our fee", paise: ourFeePaise }];
  if (discountPaise > 0) lines.push({ kind: "discount", label: "Coupon (on our fee)", paise: -discountPaise });

  let gstPaise = 0;
  if (tax.mode === "registered") {
    if (!input.placeOfSupply) {
      gstPaise = percentOf(taxablePaise, GST_RATE_PERCENT);
      lines.push({ kind: "gst", label: `GST ${GST_RATE_PERCENT}% on our fee`, paise: gstPaise });
    } else if (input.placeOfSupply === tax.stateCode) {
      const half = GST_RATE_PERCENT / 2;
      const cgst = percentOf(taxablePaise, half);
      const sgst = percentOf(taxablePaise, half);
      gstPaise = cgst + sgst;
      lines.push({ kind: "cgst", label: `CGST ${half}%`, paise: cgst });
      lines.push({ kind: "sgst", label: `${localTaxLabel(tax.stateCode)} ${half}%`, paise: sgst });
    } else {
      gstPaise = percentOf(taxablePaise, GST_RATE_PERCENT);
      lines.push({ kind: "igst", label: `IGST ${GST_RATE_PERCENT}%`, paise: gstPaise });
    }
  }

  const governmentNowPaise = government.payable === "now" && typeof government.fee === "number" ? government.fee * 100 : 0;
  if (governmentNowPaise > 0)
    lines.push({ kind: "government", label: "Government fee, paid on your behalf", paise: governmentNowPaise });

  const later =
    government.fee === "none" || government.payable === "now"
      ? null
      : government.fee === "actuals"
        ? `Government fee at actuals (${government.basis})`
        : `Government fee ${formatRupees(government.fee)} ${government.basis}`;

  return {
    lines,
    ourFeePaise,
    discountPaise,
    taxablePaise,
    gstPaise,
    governmentNowPaise,
    payableNowPaise: taxablePaise + gstPaise + governmentNowPaise,
    taxNote: taxSentence(tax.mode),
    governmentNote: governmentSentence(government),
    payableLater: later,
    governmentSource: government.source,
  };
}
