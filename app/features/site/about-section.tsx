import { Link } from "react-router";
import { Icon } from "#app/components/ui/icons.tsx";
import { formatOffice } from "#app/features/catalogue/samples.ts";
import type { HomeData } from "#app/routes/home.tsx";
import { CountUp } from "./count-up.tsx";
import { joinList } from "./format.ts";
import { SampleBadge } from "./sample-badge.tsx";
import { CONTAINER, SectionHeading } from "./section-heading.tsx";

/** SPEC §9: the about counters run for 5 s (the component default is 2 s). */
export const ABOUT_COUNTER_MS = 5000;

/** About: who we are, the four counters (the firm's one set of figures) and the offices. */
export function AboutSection({ site }: { site: HomeData["site"] }) {
  return (
    <section id="about" aria-labelledby="about-title" className="py-16 sm:py-24">
      <div className={`${CONTAINER} grid items-center gap-12 lg:grid-cols-2 lg:gap-16`}>
        <div>
          <SectionHeading
            id="about-title"
            eyebrow="About us"
            title={`About ${site.name}`}
            intro={`${site.description} We explain every step in plain language, quote one fixed fee before we start and stay with you until the work is done.`}
            align="start"
          />
          <dl className="mt-8 space-y-4">
            <div className="flex flex-col gap-1 sm:flex-row sm:gap-3">
              <dt className="flex items-start gap-3 font-semibold text-slate-900 dark:text-white">
                <Icon name="mapPin" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                <span className="sm:w-32 sm:shrink-0">Head office</span>
              </dt>
              <dd className="pl-8 text-slate-700 sm:pl-0 dark:text-slate-300">{formatOffice(site.headOffice)}</dd>
            </div>
            {site.branchOffices.length > 0 ? (
              <div className="flex flex-col gap-1 sm:flex-row sm:gap-3">
                <dt className="flex items-start gap-3 font-semibold text-slate-900 dark:text-white">
                  <Icon name="users" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                  <span className="sm:w-32 sm:shrink-0">Branch offices</span>
                </dt>
                <dd className="pl-8 text-slate-700 sm:pl-0 dark:text-slate-300">{joinList(site.branchOffices)}</dd>
              </div>
            ) : null}
            <div className="flex flex-col gap-1 sm:flex-row sm:gap-3">
              <dt className="flex items-start gap-3 font-semibold text-slate-900 dark:text-white">
                <Icon name="chat" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                <span className="sm:w-32 sm:shrink-0">Consultancy</span>
              </dt>
              <dd className="pl-8 text-slate-700 sm:pl-0 dark:text-slate-300">
                {joinList(site.consultancyCities)}, in person or online
              </dd>
            </div>
            <div className="flex flex-col gap-1 sm:flex-row sm:gap-3">
              <dt className="flex items-start gap-3 font-semibold text-slate-900 dark:text-white">
                <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                <span className="sm:w-32 sm:shrink-0">Hours</span>
              </dt>
              <dd className="pl-8 text-slate-700 sm:pl-0 dark:text-slate-300">
                {site.hours.label}; {site.hours.support}
              </dd>
            </div>
          </dl>
          <Link
            to="/about"
            className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 underline dark:text-brand-300"
          >
            About the firm: people, registrations and offices
            <Icon name="chevronRight" className="size-4" />
          </Link>
        </div>
        <div>
          <ul className="grid grid-cols-2 gap-4 sm:gap-5" aria-label="Our record in numbers">
            {site.counters.map((c, i) => (
              <li
                key={c.label}
                className={`rounded-2xl p-6 text-center sm:p-8 ${i === 0 || i === 3 ? "bg-brand-800 text-white dark:bg-brand-900" : "border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"}`}
              >
                <span
                  className={`block text-4xl font-extrabold tracking-tight sm:text-5xl ${i === 0 || i === 3 ? "text-white" : "text-brand-800 dark:text-brand-300"}`}
                >
                  <CountUp value={c.value} suffix={c.suffix} durationMs={ABOUT_COUNTER_MS} />
                </span>
                <span
                  className={`mt-2 block text-sm font-medium ${i === 0 || i === 3 ? "text-brand-100" : "text-slate-600 dark:text-slate-400"}`}
                >
                  {c.label}
                </span>
              </li>
            ))}
          </ul>
          {site.countersSample ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" data-testid="counters-sample">
              <SampleBadge /> Sample figures shown to illustrate the layout; the firm's confirmed numbers replace them.
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
