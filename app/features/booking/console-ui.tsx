import { Link } from "react-router";
import type { CallOfDay } from "./calls.server.ts";

/** Today's calls on the console dashboard: a list (not a table) so it reads well on a phone. */
export function TodayCalls({ calls, cardClass, linkClass }: { calls: CallOfDay[]; cardClass: string; linkClass: string }) {
  return (
    <section aria-labelledby="h-calls" className={`${cardClass} mb-6`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="h-calls" className="text-lg font-semibold">
          Today's calls
        </h2>
        <Link to="/admin/availability" className={linkClass}>
          My call hours
        </Link>
      </div>
      {calls.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">No free calls booked for today.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          {calls.map((c) => (
            <li key={c.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2 text-sm">
              <span className="w-20 font-semibold tabular-nums">{c.time}</span>
              <span className="min-w-40 flex-1">
                {c.fullName} · {c.topic}
                <span className="block text-slate-700 dark:text-slate-300">
                  {c.minutes} min with {c.mine ? "you" : c.expertName}
                </span>
              </span>
              <a href={`tel:${c.phone}`} className={linkClass}>
                <span className="sr-only">Call {c.fullName} on </span>
                {c.phone}
              </a>
              {c.leadHref ? (
                <Link to={c.leadHref} className={linkClass}>
                  Lead<span className="sr-only"> of {c.fullName}</span>
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
