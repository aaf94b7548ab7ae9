import { formatDate } from "#app/features/site/format.ts";
import type { ServicePage } from "./service-page.server.ts";

type Sourcing = ServicePage["sourcing"];
type Figure = Sourcing["figures"][number];

/** The one small mark a figure or note carries while doubt remains (decision 138): a word, not a paragraph. */
function UnconfirmedMark() {
  return (
    <span
      className="ml-1 inline-block rounded bg-amber-100 px-1 align-baseline text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50"
      data-testid="unconfirmed-mark"
    >
      unconfirmed
    </span>
  );
}

function FigureText({ figure }: { figure: Figure }) {
  return (
    <>
      {figure.fact}
      {figure.confirmed ? null : <UnconfirmedMark />}
    </>
  );
}

/** Phones: one closed list of cards, each source with what it supports (no wide table to scroll). */
function SourceCards({ sources, figures }: Pick<Sourcing, "sources" | "figures">) {
  return (
    <details className="mt-3 md:hidden" data-testid="sources-cards">
      <summary className="cursor-pointer rounded-lg py-2 font-semibold text-brand-700 dark:text-brand-300">
        Show the {sources.length} sources{figures.length > 0 ? ` and ${figures.length} dated figures` : ""}
      </summary>
      <ol className="mt-2 space-y-3 text-sm">
        {sources.map((s, i) => {
          const supports = figures.filter((f) => f.source === s.title);
          return (
            <li
              key={`${s.title}-${s.url}`}
              className="rounded-xl border border-slate-200 p-3 break-words dark:border-slate-700"
              data-testid="source-card"
            >
              <a href={s.url} rel="noopener noreferrer" className="font-semibold text-brand-700 underline dark:text-brand-300">
                {i + 1}. {s.title}
              </a>
              <p className="mt-1 text-slate-600 dark:text-slate-400">
                {s.publisher}, {formatDate(s.date)}
              </p>
              {supports.length > 0 ? (
                <>
                  <p className="mt-2 font-semibold text-slate-900 dark:text-white">What it supports</p>
                  <ul className="mt-1 list-disc space-y-1 pl-5">
                    {supports.map((f) => (
                      <li key={f.fact}>
                        <FigureText figure={f} />{" "}
                        <span className="text-slate-600 dark:text-slate-400">(checked {formatDate(f.checked)})</span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </details>
  );
}

/** Wider screens: the numbered list of sources and the table of dated figures. */
function SourceTable({ sources, figures }: Pick<Sourcing, "sources" | "figures">) {
  return (
    <div className="hidden md:block" data-testid="sources-table">
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
      {figures.length > 0 ? (
        <table className="mt-5 w-full table-fixed text-left text-sm break-words">
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
              <th scope="col" className="w-32 py-1">
                Last checked
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.map((f) => (
              <tr key={f.fact} className="border-t border-slate-200 align-top dark:border-slate-700">
                <td className="py-2 pr-3">
                  <FigureText figure={f} />
                </td>
                <td className="py-2 pr-3">{f.source}</td>
                <td className="py-2 whitespace-nowrap">{formatDate(f.checked)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/** "Sources": the official pages the guide relies on, when it was reviewed, and its dated figures. */
export function SourcesSection({ sourcing }: { sourcing: Sourcing }) {
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
        <>
          <SourceCards sources={sources} figures={figures} />
          <SourceTable sources={sources} figures={figures} />
        </>
      )}
      {unconfirmed ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          <UnconfirmedMark /> {unconfirmed}
        </p>
      ) : null}
    </section>
  );
}
