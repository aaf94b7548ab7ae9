import { Link } from "react-router";

export type ClientQuoteSummary = { id: string; reference: string; service: string; amount: string; status: string };

/** The client's quotes on /account: each links to its page, where an open one is accepted and paid. */
export function ClientQuotesSection({ quotes }: { quotes: ClientQuoteSummary[] }) {
  if (quotes.length === 0) return null;
  return (
    <section aria-labelledby="quotes-h" className="mt-8">
      <h2 id="quotes-h" className="text-xl font-bold text-slate-900 dark:text-white">
        Quotes
      </h2>
      <ul className="mt-3 grid gap-2">
        {quotes.map((q) => (
          <li key={q.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
            <Link
              to={`/account/quotes/${q.id}`}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              Quote {q.reference}: {q.service}
            </Link>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {q.amount} · {q.status}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A case's quotes inside its "Payments and receipts" section of the portal case page. */
export function CaseQuotes({ quotes }: { quotes: ClientQuoteSummary[] }) {
  if (quotes.length === 0) return null;
  return (
    <>
      <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">Quotes</h3>
      <ul className="mt-2 grid gap-2">
        {quotes.map((q) => (
          <li key={q.id}>
            <Link
              to={`/account/quotes/${q.id}`}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              Quote {q.reference}
            </Link>{" "}
            <span className="text-slate-700 dark:text-slate-300">
              {q.amount} · {q.status}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
