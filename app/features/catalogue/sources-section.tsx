import { formatDate } from "#app/features/site/format.ts";
import type { ServicePage } from "./service-page.server.ts";

/** "Sources": the official pages the guide relies on, when it was reviewed, and its dated figures. */
export function SourcesSection({ sourcing }: { sourcing: ServicePage["sourcing"] }) {
  const { sources, figures, reviewedAt, unconfirmed } = sourcing;
  return (
    <section id="sources" aria-labelledby="sources-title" className="mt-10 border-t border-slate-200 pt-8 dark:border-slate-700">
      <h2 id="sources-title" className="text-xl font-bold text-slate-900 dark:text-white">
        Sources
      </h2>
      {reviewedAt ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="last-reviewed">
          Last reviewed on <time dateTime={reviewedAt}>{formatDate(reviewedAt)}</time>
        </p>
      ) : null}
      {sources.length === 0 ? (
        <p className="mt-3 rounded-xl border border-amber-700 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-100">
          The facts in this guide have not yet been checked against official sources. Confirm fees and dates on the official
          portal before you act, or ask us on a free call.
        </p>
      ) : (
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm">
          {sources.map((s) => (
            <li key={`${s.title}-${s.url}`}>
              <a href={s.url} rel="noopener noreferrer" className="text-brand-700 underline dark:text-brand-300">
                {s.title}
              </a>
              <span className="text-slate-600 dark:text-slate-400">
                {" "}
                — {s.publisher}, {formatDate(s.date)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {figures.length > 0 ? (
        <div className="mt-5">
          <table className="w-full table-fixed text-left text-sm break-words">
            <caption className="mb-2 text-left font-semibold text-slate-900 dark:text-white">
              Figures that change, and when we checked them
            </caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Figure
                </th>
                <th scope="col" className="py-1 pr-3">
                  Source
                </th>
                <th scope="col" className="py-1">
                  Last checked
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.map((f) => (
                <tr key={f.fact} className="border-t border-slate-200 align-top dark:border-slate-700">
                  <td className="py-2 pr-3">
                    {f.fact}
                    {f.confirmed ? null : (
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        Awaiting confirmation from the official source
                      </span>
                    )}
                  </td>
                  <td className="py-2 pr-3">{f.source}</td>
                  <td className="py-2 whitespace-nowrap">{formatDate(f.checked)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {unconfirmed ? (
        <p className="mt-4 rounded-xl border border-amber-700 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-100">
          <strong>Not yet confirmed:</strong> {unconfirmed}
        </p>
      ) : null}
    </section>
  );
}
