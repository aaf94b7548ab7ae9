import { formatPaise } from "#app/features/payments/money.ts";
import type { Breakdown } from "./breakdown.ts";

/**
 * The whole price as a list (server-rendered, no script): our fee, coupon, GST lines, the government
 * fee collected now, the total payable now, and what is payable later, with the fee's official source.
 */
export function PriceBreakdown({ breakdown: b, title = "What you pay" }: { breakdown: Breakdown; title?: string }) {
  return (
    <div className="mt-4 rounded-xl bg-white p-4 text-sm text-slate-800 ring-1 ring-slate-200 dark:bg-slate-950 dark:text-slate-200 dark:ring-slate-700">
      <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
      <dl className="mt-2 space-y-1" data-testid="price-breakdown">
        {b.lines.map((line) => (
          <div key={line.kind} className="flex justify-between gap-4">
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{line.paise < 0 ? `−${formatPaise(-line.paise)}` : formatPaise(line.paise)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 text-base font-bold text-slate-900 dark:border-slate-700 dark:text-white">
          <dt>Total payable now</dt>
          <dd className="tabular-nums" data-testid="payable-now">
            {formatPaise(b.payableNowPaise)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Payable later</dt>
          <dd className="text-right">{b.payableLater ?? "Nothing"}</dd>
        </div>
      </dl>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Government fee: {b.governmentNote}{" "}
        <a href={b.governmentSource} className="text-brand-700 underline dark:text-brand-300" rel="noopener noreferrer">
          Official source
        </a>
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{b.taxNote}</p>
    </div>
  );
}
