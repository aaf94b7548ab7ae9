import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Honeypot } from "#app/features/leads/form-ui.tsx";
import { PROFILES, type Profile, type StateGroup } from "./rules-schema.ts";
import { DEFAULT_LEAD_DAYS, LEAD_DAY_CHOICES } from "./subscribe-schema.ts";
import type { CalendarEntry } from "./view.ts";

const card = "rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900";
const legend = "text-sm font-semibold text-slate-900 dark:text-white";
const choice = "flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm text-slate-800 dark:text-slate-200";
const box = "size-5 accent-brand-700";
const link = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300";
const selectClass =
  "mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100";

export type StateGroups = Record<StateGroup, { short: string; label: string }>;

function StateSelect({
  id,
  name,
  value,
  groups,
  anyLabel,
}: {
  id: string;
  name: string;
  value: string;
  groups: StateGroups;
  anyLabel: string;
}) {
  return (
    <select id={id} name={name} defaultValue={value} className={selectClass}>
      <option value="">{anyLabel}</option>
      <option value="a">{groups.a.short}</option>
      <option value="b">{groups.b.short}</option>
    </select>
  );
}

/** The filters: a GET form, so it works without JavaScript and the URL can be shared. */
export function CalendarFilters({
  profiles,
  state,
  groups,
}: {
  profiles: Profile[];
  state: StateGroup | "both";
  groups: StateGroups;
}) {
  return (
    <form method="get" action="/compliance-calendar" className={card} aria-label="Filter the due dates">
      <fieldset>
        <legend className={legend}>Show dates for</legend>
        <div className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROFILES.map((p) => (
            <label key={p.id} className={choice}>
              <input type="checkbox" name="profile" value={p.id} defaultChecked={profiles.includes(p.id)} className={box} />
              {p.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 sm:max-w-md">
        <label htmlFor="filter-state" className={legend}>
          State (quarterly GSTR-3B date)
        </label>
        <StateSelect id="filter-state" name="state" value={state === "both" ? "" : state} groups={groups} anyLabel="All states" />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass()}>
          Show due dates
        </button>
        <Link to="/compliance-calendar" className={link}>
          Clear filters
        </Link>
      </div>
    </form>
  );
}

function Entry({ entry }: { entry: CalendarEntry }) {
  return (
    <li className={`${card} ${entry.past ? "opacity-80" : ""}`}>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h3 className="text-lg font-bold text-slate-900 dark:text-white">
          {entry.form} <span className="font-normal text-slate-700 dark:text-slate-300">· {entry.period}</span>
        </h3>
        <p className="font-semibold text-slate-900 dark:text-white">
          <time dateTime={entry.due}>{entry.dueLabel}</time>
          {entry.past ? <span className="ml-2 text-sm font-normal text-slate-700 dark:text-slate-300">(passed)</span> : null}
        </p>
      </div>
      <p className="mt-1 text-slate-800 dark:text-slate-200">{entry.title}</p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">For: {entry.who}</p>
      {entry.stateGroup ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          <strong>{entry.stateGroup.short}:</strong> {entry.stateGroup.label}
        </p>
      ) : null}
      {entry.override ? (
        <p className="mt-2 rounded-lg border border-emerald-700 bg-emerald-50 p-2 text-sm text-emerald-950 dark:border-emerald-300 dark:bg-emerald-950 dark:text-emerald-100">
          Extended from {entry.override.ruleDue} by{" "}
          <a href={entry.override.url} className="underline" rel="noopener noreferrer" target="_blank">
            {entry.override.reference}
          </a>{" "}
          of {entry.override.issued}: {entry.override.summary}
        </p>
      ) : null}
      {entry.dayNote ? (
        <p className="mt-2 rounded-lg border border-amber-700 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-100">
          {entry.dayNote}
        </p>
      ) : null}
      {entry.note ? <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{entry.note}</p> : null}
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {entry.links ? (
          <>
            <Link to={`/service/${entry.links.guide.slug}`} className={link}>
              Guide: {entry.links.guide.title}
            </Link>
            <Link to={`/service/${entry.links.service.slug}`} className={link}>
              We file it for you, from {entry.links.service.price}
            </Link>
          </>
        ) : null}
        <a href={entry.source.url} className={link} rel="noopener noreferrer" target="_blank">
          Source: {entry.source.title}
        </a>
      </p>
    </li>
  );
}

/** The dates, grouped by month, each with its guide, the priced service and the rule's source. */
export function CalendarList({ entries }: { entries: CalendarEntry[] }) {
  if (entries.length === 0)
    return <p className="mt-6 text-slate-800 dark:text-slate-200">No due dates for this choice in these four months.</p>;
  const months = [...new Set(entries.map((e) => e.month))];
  return (
    <div className="mt-6 space-y-8">
      {months.map((month) => (
        <section key={month} aria-labelledby={`m-${month.replace(/\s/g, "-")}`}>
          <h2 id={`m-${month.replace(/\s/g, "-")}`} className="text-2xl font-bold text-slate-900 dark:text-white">
            {month}
          </h2>
          <ul className="mt-3 space-y-3">
            {entries
              .filter((e) => e.month === month)
              .map((e) => (
                <Entry key={e.key} entry={e} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Reminders by e-mail: a plain POST form; confirmed by an e-mailed link before anything is sent. */
export function SubscribeForm({
  profiles,
  groups,
  errors = {},
  email = "",
  subscribed,
}: {
  profiles: Profile[];
  groups: StateGroups;
  errors?: Record<string, string>;
  email?: string;
  subscribed: boolean;
}) {
  const err = (field: string) =>
    errors[field] ? (
      <p id={`sub-${field}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
        {errors[field]}
      </p>
    ) : null;
  return (
    <section id="subscribe" aria-labelledby="subscribe-title" className={`${card} mt-10`}>
      <h2 id="subscribe-title" className="text-2xl font-bold text-slate-900 dark:text-white">
        E-mail reminders
      </h2>
      {subscribed ? (
        <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100">
          Check your inbox: we sent a link to confirm. Nothing is sent until you confirm.
        </p>
      ) : null}
      <p className="mt-2 text-slate-800 dark:text-slate-200">
        We e-mail you before each date that applies to you. Every e-mail has a one-click unsubscribe link.
      </p>
      {errors.form ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          {errors.form}
        </p>
      ) : null}
      <form method="post" action="/compliance-calendar" className="relative mt-4 space-y-4" noValidate>
        <Honeypot />
        <div className="sm:max-w-md">
          <label htmlFor="sub-email" className={legend}>
            E-mail
          </label>
          <input
            id="sub-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "sub-email-error" : undefined}
            className={selectClass}
          />
          {err("email")}
        </div>
        <fieldset aria-describedby={errors.profiles ? "sub-profiles-error" : undefined}>
          <legend className={legend}>Remind me about dates for</legend>
          <div className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
            {PROFILES.map((p) => (
              <label key={p.id} className={choice}>
                <input type="checkbox" name="profile" value={p.id} defaultChecked={profiles.includes(p.id)} className={box} />
                {p.label}
              </label>
            ))}
          </div>
          {err("profiles")}
        </fieldset>
        <div className="sm:max-w-md">
          <label htmlFor="sub-state" className={legend}>
            Your state (only for quarterly GSTR-3B)
          </label>
          <StateSelect id="sub-state" name="stateGroup" value="" groups={groups} anyLabel="Not sure: remind me by the 22nd" />
          {err("stateGroup")}
        </div>
        <fieldset aria-describedby={errors.leadDays ? "sub-leadDays-error" : undefined}>
          <legend className={legend}>When</legend>
          <div className="mt-2 flex flex-wrap gap-x-4">
            {LEAD_DAY_CHOICES.map((d) => (
              <label key={d} className={choice}>
                <input type="checkbox" name="leadDays" value={d} defaultChecked={DEFAULT_LEAD_DAYS.includes(d)} className={box} />
                {d === 1 ? "1 day before" : `${d} days before`}
              </label>
            ))}
          </div>
          {err("leadDays")}
        </fieldset>
        <button type="submit" className={buttonClass()}>
          Send me reminders
        </button>
      </form>
    </section>
  );
}
