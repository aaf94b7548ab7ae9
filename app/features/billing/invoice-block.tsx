import { type InvoiceView, SAMPLE_BANNER } from "./invoice-view.ts";

/** An invoice or credit note on the receipt page (portal and public), server-rendered. */
export function InvoiceBlock({ view }: { view: InvoiceView }) {
  const id = `doc-${view.number.replace(/[^A-Za-z0-9]/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-700">
      <h2 id={id} className="text-xl font-bold text-slate-900 dark:text-white">
        {view.title} {view.number}
      </h2>
      {view.sample ? (
        <p className="mt-2 rounded bg-accent-300 px-3 py-1 text-sm font-semibold text-slate-950" data-testid="invoice-sample">
          {SAMPLE_BANNER}
        </p>
      ) : null}
      <dl className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {[...view.particulars, ...view.money].map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-1.5">
            <dt className="font-semibold text-slate-900 dark:text-white">{label}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
      </dl>
      {view.notes.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {view.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
