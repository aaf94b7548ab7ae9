import { Link } from "react-router";
import type { CaseWork } from "./dashboard.server.ts";
import { formatIst } from "./format.ts";

/**
 * The dashboard's case widgets (issue 25): overdue cases and documents waiting for review, oldest
 * first, each linking to its case; the signed-in expert's own rows are marked. Lists, so they read
 * on a phone as well as on a desk.
 */
export function CaseWorkWidgets({ work, cardClass, linkClass }: { work: CaseWork; cardClass: string; linkClass: string }) {
  const mine = (
    <span className="ml-1 rounded bg-brand-100 px-1 text-xs font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-50">
      yours
    </span>
  );
  return (
    <div className="mb-6 grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="h-overdue" className={cardClass}>
        <h2 id="h-overdue" className="text-lg font-semibold">
          Overdue cases ({work.overdueCount})
        </h2>
        {work.overdue.length === 0 ? (
          <p className="mt-2 text-sm">No open case is past its stage's expected date.</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {work.overdue.map((c) => (
              <li key={c.reference}>
                <Link to={`/admin/cases/${c.reference}`} className={linkClass}>
                  {c.reference}
                </Link>{" "}
                {c.service}, {c.client}
                {c.mine ? mine : null}
                <span className="block text-sm text-slate-700 dark:text-slate-300">
                  Due {formatIst(c.dueAt)} · {c.expert ?? "no expert"}
                </span>
              </li>
            ))}
          </ul>
        )}
        {work.overdueCount > work.overdue.length ? (
          <p className="mt-2 text-sm">
            <Link to="/admin/cases?due=overdue" className={linkClass}>
              All {work.overdueCount} overdue cases
            </Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="h-review" className={cardClass}>
        <h2 id="h-review" className="text-lg font-semibold">
          Documents waiting for review ({work.toReviewCount})
        </h2>
        {work.toReview.length === 0 ? (
          <p className="mt-2 text-sm">No document is waiting to be accepted or sent back.</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {work.toReview.map((d) => (
              <li key={`${d.reference}-${d.document}`}>
                <Link to={`/admin/cases/${d.reference}`} className={linkClass}>
                  {d.reference}
                </Link>{" "}
                {d.document}, {d.client}
                {d.mine ? mine : null}
                <span className="block text-sm text-slate-700 dark:text-slate-300">
                  Sent {formatIst(d.since)} · {d.expert ?? "no expert"}
                </span>
              </li>
            ))}
          </ul>
        )}
        {work.toReviewCount > work.toReview.length ? (
          <p className="mt-2 text-sm">
            <Link to="/admin/cases?waiting=us" className={linkClass}>
              All cases waiting on us
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
