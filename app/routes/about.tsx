import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { formatOffice } from "#app/features/catalogue/samples.ts";
import { pageMeta } from "#app/features/catalogue/seo.ts";
import { SampleBadge } from "#app/features/site/sample-badge.tsx";
import type { Route } from "./+types/about";

/** /about (prerendered): the people, registrations and offices from content/about.yaml. */
export function loader() {
  const { site, facts, about } = loadContent();
  return {
    site: {
      name: site.name,
      shortName: site.shortName,
      url: site.url,
      hours: site.hours.label,
      headOffice: formatOffice(facts.headOffice),
    },
    about,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { site } = loaderData;
  return pageMeta({
    title: `About the firm | ${site.shortName}`,
    description: `Who we are at ${site.name}: the people, the firm's registrations and our offices.`,
    url: `${site.url}/about`,
  });
}

export function headers() {
  return { "Cache-Control": "public, max-age=300, stale-while-revalidate=86400" };
}

const SAMPLE_LABEL = "Sample — to be confirmed";

function Sample({ sample }: { sample: boolean }) {
  return sample ? <SampleBadge>{SAMPLE_LABEL}</SampleBadge> : null;
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { site, about } = loaderData;
  const anySample = [...about.people, ...about.registrations, ...about.offices].some((i) => i.sample);
  const card = "rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";
  const h2 = "text-2xl font-bold text-slate-900 dark:text-white";
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-400">
        <Link to="/" className="hover:underline">
          Home
        </Link>{" "}
        / <span aria-current="page">About the firm</span>
      </nav>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">About the firm</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{about.intro}</p>
      {anySample ? (
        <p className="mt-4 max-w-3xl rounded-xl border border-amber-700 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-100">
          Items marked <strong>{SAMPLE_LABEL}</strong> are placeholders: the firm is adding the names, enrolment and registration
          numbers and addresses, and each label goes once the detail is confirmed.
        </p>
      ) : null}

      <section aria-labelledby="people-title" className="mt-12">
        <h2 id="people-title" className={h2}>
          Our people
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {about.people.map((p) => (
            <li key={p.name} className={card}>
              <Sample sample={p.sample} />
              <h3 className="mt-2 text-lg font-semibold text-slate-900 dark:text-white">{p.name}</h3>
              <p className="text-brand-800 dark:text-brand-300">{p.role}</p>
              <dl className="mt-3 space-y-2 text-sm">
                <div>
                  <dt className="font-semibold text-slate-900 dark:text-white">Qualifications</dt>
                  <dd className="text-slate-700 dark:text-slate-300">{p.qualifications}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-900 dark:text-white">Registration</dt>
                  <dd className="text-slate-700 dark:text-slate-300">{p.registration}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="registrations-title" className="mt-12">
        <h2 id="registrations-title" className={h2}>
          Registrations
        </h2>
        <dl className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {about.registrations.map((r) => (
            <div key={r.label} className="grid gap-1 p-4 sm:grid-cols-[14rem_1fr] sm:gap-4">
              <dt className="font-semibold text-slate-900 dark:text-white">{r.label}</dt>
              <dd className="text-slate-700 dark:text-slate-300">
                {r.value} <Sample sample={r.sample} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="offices-title" className="mt-12">
        <h2 id="offices-title" className={h2}>
          Offices
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Head office: {site.headOffice}. Open {site.hours}.
        </p>
        <ul className="mt-5 grid gap-4 sm:grid-cols-3">
          {about.offices.map((o) => (
            <li key={o.name} className={card}>
              <Sample sample={o.sample} />
              <h3 className="mt-2 font-semibold text-slate-900 dark:text-white">{o.name}</h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{o.address}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12 flex flex-col gap-3 sm:flex-row">
        <a href="/#consultation" className={buttonClass({ size: "lg" })}>
          Book a free 15-minute call
        </a>
        <Link to="/contact" className={buttonClass({ variant: "outline", size: "lg" })}>
          Send us a message
        </Link>
      </div>
    </div>
  );
}
