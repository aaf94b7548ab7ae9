import { formatPaise } from "#app/features/payments/money.ts";
import { QUOTE_LINE_LABEL, type QuoteLineKind } from "./quote-billing.ts";

/** What a quote page (staff or client) renders: plain values, computed by the server. */
export type QuoteViewData = {
  reference: string;
  serviceTitle: string;
  validUntil: string;
  note: string;
  lines: { kind: QuoteLineKind; description: string; amountPaise: number }[];
  taxLines: { label: string; paise: number }[];
  payableNowPaise: number;
  payableLater: string | null;
};

/** The quote's lines, tax and totals as a table with a caption. */
export function QuoteTable({ q }: { q: QuoteViewData }) {
  const th = "px-2 py-2 text-left text-sm font-semibold";
  const td = "px-2 py-2 align-top";
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] border-collapse">
        <caption className="sr-only">Quote {q.reference}: lines and total</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            <th scope="col" className={th}>
              Item
            </th>
            <th scope="col" className={`${th} text-right`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {q.lines.map((l) => (
            <tr key={`${l.kind}-${l.description}`} className="border-b border-slate-200 dark:border-slate-700">
              <td className={td}>
                <span className="block text-sm text-slate-700 dark:text-slate-300">{QUOTE_LINE_LABEL[l.kind]}</span>
                {l.description}
              </td>
              <td className={`${td} text-right tabular-nums`}>
                {l.kind === "other_at_actuals" ? "about " : ""}
                {formatPaise(l.amountPaise)}
              </td>
            </tr>
          ))}
          {q.taxLines.map((t) => (
            <tr key={t.label} className="border-b border-slate-200 dark:border-slate-700">
              <td className={td}>{t.label} on our fee</td>
              <td className={`${td} text-right tabular-nums`}>{formatPaise(t.paise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${th} text-base`}>
              Payable now
            </th>
            <td className={`${td} text-right text-base font-bold tabular-nums`}>{formatPaise(q.payableNowPaise)}</td>
          </tr>
        </tfoot>
      </table>
      {q.payableLater ? <p className="mt-2 text-sm">Payable later: {q.payableLater}.</p> : null}
    </div>
  );
}
