import type { ReactNode } from "react";

/**
 * Pieces the console's list and detail pages share (payments, reconciliation, outbox, staff):
 * page heading, status badges, a table that scrolls sideways inside itself on a phone, and a
 * description list. Colours keep AA contrast in both themes.
 */

export function PageHeading({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {intro ? <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

const TONES = {
  green: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50",
  amber: "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50",
  red: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50",
  slate: "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50",
  blue: "bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-50",
} as const;

export function Badge({ tone = "slate", children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}>
      {children}
    </span>
  );
}

const STATUS_TONE: Record<string, keyof typeof TONES> = {
  paid: "green",
  sent: "green",
  created: "amber",
  pending: "amber",
  sending: "blue",
  failed: "red",
  dead: "red",
  discarded: "slate",
};

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONE[status] ?? "slate"}>{status}</Badge>;
}

/** A data table: on a narrow screen it scrolls inside its own focusable, labelled region. */
export function DataTable({
  label,
  head,
  children,
  cardsOnPhones = false,
}: {
  label: string;
  head: string[];
  children: ReactNode;
  /** Below 640 px each row becomes a card, each cell labelled by its `data-label` (app.css .cards-on-phones). */
  cardsOnPhones?: boolean;
}) {
  return (
    <>
      {cardsOnPhones ? null : (
        <p className="mb-1 text-xs text-slate-700 sm:hidden dark:text-slate-300" aria-hidden="true">
          Swipe the table sideways for more columns.
        </p>
      )}
      <section
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900"
      >
        <table
          className={`w-full border-collapse text-left text-sm ${cardsOnPhones ? "cards-on-phones sm:min-w-[44rem]" : "min-w-[44rem]"}`}
        >
          <thead className="bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            <tr>
              {head.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
        </table>
      </section>
    </>
  );
}

export const cellClass = "px-3 py-2 align-top";

export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4 dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr]">
          <dt className="font-semibold text-slate-900 dark:text-white">{label}</dt>
          <dd className="break-words text-slate-800 dark:text-slate-200">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-6 text-left text-slate-700 dark:text-slate-300">
        {children}
      </td>
    </tr>
  );
}

export const linkClass = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300";
export const selectClass =
  "mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white";
export const labelClass = "block text-sm font-semibold text-slate-800 dark:text-slate-100";
