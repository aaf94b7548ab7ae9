import { Form, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { errorTextClass, FormAlert } from "#app/features/leads/form-ui.tsx";
import type { PickerData } from "./page.server.ts";

/**
 * The slot picker, plain HTML first: the day is a link (a GET with `?day=`), the times are radio
 * buttons in a fieldset whose legend names the day, and each label reads the full date and time.
 * It works the same with or without JavaScript; React Router only makes the navigation in place.
 */

export function DayNav({ picker, query }: { picker: PickerData; query: Record<string, string> }) {
  return (
    <nav aria-label="Days">
      {/* Phones: a grid, so every day (and the chosen one) is in view; wider screens: one row. */}
      <ul className="grid grid-cols-4 gap-2 sm:flex sm:overflow-x-auto sm:pb-2">
        {picker.days.map((d) => {
          const current = picker.day?.date === d.date;
          const params = new URLSearchParams({ ...query, day: d.date });
          const [weekday = "", rest = ""] = d.label.split(", ");
          const [dayNumber, month = ""] = rest.split(" ");
          const times = d.count === 0 ? "no times" : `${d.count} times`;
          return (
            <li key={d.date} className="sm:shrink-0">
              <Link
                to={`?${params}`}
                preventScrollReset
                aria-current={current ? "date" : undefined}
                className={`block rounded-lg border px-1 py-2 text-center text-sm focus-visible:outline-2 focus-visible:outline-brand-600 sm:min-w-24 sm:px-3 ${
                  current
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-400 bg-white text-slate-900 hover:border-brand-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
                }`}
              >
                <span aria-hidden="true">
                  <span className="block font-semibold">{weekday.slice(0, 3)}</span>
                  <span className="block">
                    {dayNumber} {month.slice(0, 3)}
                  </span>
                  <span className="block text-xs">{times}</span>
                </span>
                <span className="sr-only">
                  {d.label}, {times}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function SlotFieldset({ picker, error }: { picker: PickerData; error?: string }) {
  const day = picker.day;
  if (!day) return null;
  return (
    <fieldset aria-describedby={error ? "slot-error" : undefined}>
      <legend className="text-lg font-bold text-slate-900 dark:text-white">Times on {day.label} (India time, IST)</legend>
      {error ? (
        <p id="slot-error" className={errorTextClass}>
          {error}
        </p>
      ) : null}
      {day.slots.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">No free times on this day. Please choose another day above.</p>
      ) : (
        <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6">
          {day.slots.map((s) => (
            <label
              key={s.startsAt}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-2 py-2 text-sm text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:has-checked:bg-brand-950"
            >
              <input type="radio" name="slot" value={s.startsAt} required className="accent-brand-700" />
              <span>
                {s.label}
                <span className="sr-only">, {day.label}, IST</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

export function NoExperts() {
  return (
    <div
      role="status"
      className="mt-6 rounded-2xl border border-slate-300 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="font-semibold text-slate-900 dark:text-white">No call times are open for booking at the moment.</p>
      <p className="mt-2 text-slate-800 dark:text-slate-200">
        Please send us a consultation request instead and we will call you back during office hours.
      </p>
      <a href="/consultation" className={`${buttonClass()} mt-4 inline-flex`}>
        Request a consultation
      </a>
    </div>
  );
}

export function CallSummary({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-semibold text-slate-800 dark:text-slate-200">{k}</dt>
          <dd className="text-slate-900 dark:text-slate-100">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A form that posts in place with JavaScript and natively without it. */
export function PostForm({ children, formError, label }: { children: React.ReactNode; formError?: string; label: string }) {
  return (
    <Form method="post" aria-label={label} className="relative mt-6 space-y-6">
      <FormAlert message={formError} />
      {children}
    </Form>
  );
}
