import { buttonClass } from "#app/components/ui/button.tsx";
import { PROFILES, type Profile } from "./rules-schema.ts";
import type { PortalCalendarResult } from "./subscribe-schema.ts";
import { LEAD_DAY_CHOICES } from "./subscribe-schema.ts";

const legend = "text-sm font-semibold text-slate-900 dark:text-white";
const choice = "flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm text-slate-800 dark:text-slate-200";
const box = "size-5 accent-brand-700";
const errorText = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";

/** The portal's compliance-profile form (a plain POST form) and the feed link, shown once when issued. */
export function PortalCalendarForm({
  email,
  active,
  profiles,
  stateGroup,
  leadDays,
  hasFeed,
  groups,
  result,
}: {
  email: string;
  active: boolean;
  profiles: Profile[];
  stateGroup: string;
  leadDays: number[];
  hasFeed: boolean;
  groups: Record<"a" | "b", { short: string; label: string }>;
  result?: PortalCalendarResult;
}) {
  const errors = result && !result.ok ? result.fieldErrors : {};
  return (
    <div className="mt-6 space-y-6">
      <p className="text-slate-800 dark:text-slate-200">
        Choose what applies to you and we e-mail {email} before each due date, and add any dates from your cases.{" "}
        {active ? "Reminders are on." : "Reminders are off until you save a profile."}{" "}
        <a href="/compliance-calendar" className="font-semibold text-brand-700 underline dark:text-brand-300">
          See the calendar
        </a>
      </p>
      {result?.ok ? (
        <div role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100">
          {result.saved ? <p>Saved. Reminders follow your new choices.</p> : null}
          {result.feedUrl ? (
            <>
              <p className="mt-1">Your private calendar link (shown only now; keep it to yourself):</p>
              <p className="mt-1 break-all font-mono text-sm">{result.feedUrl}</p>
            </>
          ) : null}
        </div>
      ) : null}
      {result && !result.ok && result.formError ? (
        <p role="alert" className={errorText}>
          {result.formError}
        </p>
      ) : null}
      <form method="post" className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <fieldset aria-describedby={errors.profiles ? "cal-profiles-error" : undefined}>
          <legend className={legend}>My compliance profile</legend>
          <div className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-2">
            {PROFILES.map((p) => (
              <label key={p.id} className={choice}>
                <input type="checkbox" name="profile" value={p.id} defaultChecked={profiles.includes(p.id)} className={box} />
                {p.label}
              </label>
            ))}
          </div>
          {errors.profiles ? (
            <p id="cal-profiles-error" className={errorText}>
              {errors.profiles}
            </p>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor="cal-state" className={legend}>
            State (quarterly GSTR-3B)
          </label>
          <select
            id="cal-state"
            name="stateGroup"
            defaultValue={stateGroup}
            className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
          >
            <option value="">Not sure: remind me by the 22nd</option>
            <option value="a">{groups.a.short}</option>
            <option value="b">{groups.b.short}</option>
          </select>
        </div>
        <fieldset aria-describedby={errors.leadDays ? "cal-lead-error" : undefined}>
          <legend className={legend}>Remind me</legend>
          <div className="mt-2 flex flex-wrap gap-x-4">
            {LEAD_DAY_CHOICES.map((d) => (
              <label key={d} className={choice}>
                <input type="checkbox" name="leadDays" value={d} defaultChecked={leadDays.includes(d)} className={box} />
                {d === 1 ? "1 day before" : `${d} days before`}
              </label>
            ))}
          </div>
          {errors.leadDays ? (
            <p id="cal-lead-error" className={errorText}>
              {errors.leadDays}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" name="intent" value="save" className={buttonClass()}>
          Save my profile
        </button>
      </form>
      {hasFeed ? (
        <form method="post">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Lost your private calendar link? A new one replaces it (the old link stops working).
          </p>
          <button type="submit" name="intent" value="new-feed-link" className={`${buttonClass({ variant: "outline" })} mt-2`}>
            Get a new calendar link
          </button>
        </form>
      ) : null}
    </div>
  );
}
