import { Link } from "react-router";
import { appContextOf, nowOf, subscribeAction } from "#app/features/calendar/actions.server.ts";
import { CalendarFilters, CalendarList, SubscribeForm } from "#app/features/calendar/calendar-page.tsx";
import { formatDate, windowFor } from "#app/features/calendar/due-dates.ts";
import { loadCalendar } from "#app/features/calendar/rules.server.ts";
import { PROFILES, parseProfiles, StateGroup } from "#app/features/calendar/rules-schema.ts";
import type { SubscribeResult } from "#app/features/calendar/subscribe-schema.ts";
import { calendarEntries } from "#app/features/calendar/view.ts";
import { pageMeta } from "#app/features/catalogue/seo.ts";
import { indiaDate } from "#app/features/scheduling/clock.ts";
import type { Route } from "./+types/index";

/** /compliance-calendar: due dates for this month and the next three, filtered by profile (GET form). */
export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = appContextOf(context);
  const { content, links } = loadCalendar();
  const url = new URL(request.url);
  const profiles = parseProfiles(url.searchParams.getAll("profile"));
  const stateParam = StateGroup.safeParse(url.searchParams.get("state"));
  const state: StateGroup | "both" = stateParam.success ? stateParam.data : "both";
  const today = indiaDate(nowOf(ctx));
  const window = windowFor(today);
  return {
    siteUrl: ctx.config.siteUrl,
    today: formatDate(today),
    range: `${formatDate(window.from, { weekday: false })} – ${formatDate(window.to, { weekday: false })}`,
    profiles,
    state,
    groups: content.stateGroups,
    entries: calendarEntries(content, links, { today, profiles, state }),
    subscribed: url.searchParams.get("subscribed") === "1",
  };
}

export function action(args: Route.ActionArgs) {
  return subscribeAction(args);
}

export function headers() {
  return { "Cache-Control": "private, no-cache" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Compliance calendar: GST, TDS, income-tax and ROC due dates | Nyayik",
    description:
      "Due dates for GST returns, TDS, advance tax, ITR and company and LLP filings for this month and the next three, each with its source.",
    url: `${loaderData?.siteUrl ?? ""}/compliance-calendar`,
  });
}

export default function CalendarRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { entries, profiles, state, groups, today, range, subscribed } = loaderData;
  const failed = actionData && "fieldErrors" in actionData ? (actionData as SubscribeResult) : undefined;
  const feedProfiles = profiles.length > 0 ? profiles : [];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-700 dark:text-slate-300">
        <Link to="/" className="hover:underline">
          Home
        </Link>{" "}
        / <span aria-current="page">Compliance calendar</span>
      </nav>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Compliance calendar
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-800 dark:text-slate-200">
        GST, TDS, income-tax, company and LLP due dates from {range} (today is {today}). Each date names the rule it comes from. A
        date on a Sunday or holiday does not move unless a notification says so; extensions name their notification.
      </p>
      <div className="mt-6">
        <CalendarFilters profiles={profiles} state={state} groups={groups} />
      </div>
      <CalendarList entries={entries} />
      <section aria-labelledby="feeds-title" className="mt-10">
        <h2 id="feeds-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          Add the dates to your calendar
        </h2>
        <p className="mt-2 text-slate-800 dark:text-slate-200">
          Subscribe by URL in Google Calendar ("Other calendars" → "From URL") or on your phone. The calendar updates when dates
          change. After you confirm e-mail reminders you also get a private link with just your dates.
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
          {(feedProfiles.length > 0 ? PROFILES.filter((p) => feedProfiles.includes(p.id)) : PROFILES).map((p) => (
            <li key={p.id}>
              <a
                href={`/compliance-calendar/feeds/${p.id}.ics`}
                className="font-semibold text-brand-700 underline dark:text-brand-300"
              >
                {p.label} (.ics)
              </a>
            </li>
          ))}
        </ul>
      </section>
      <SubscribeForm
        profiles={profiles}
        groups={groups}
        errors={failed ? { ...failed.fieldErrors, ...(failed.formError ? { form: failed.formError } : {}) } : undefined}
        email={failed?.values.email}
        subscribed={subscribed}
      />
      <p className="mt-8 text-sm text-slate-700 dark:text-slate-300">
        This calendar is general information, not advice for your case. Dates that depend on an event (such as your AGM) are shown
        for the latest usual date; check each against its source or ask us.
      </p>
    </div>
  );
}
