import { renderToStaticMarkup } from "react-dom/server";
import { type FactDocument, GLANCE_ID, type ServiceFacts } from "./facts-schema.ts";

function DocumentList({ label, docs }: { label: string; docs: FactDocument[] }) {
  if (docs.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{label}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {docs.map((d) => (
          <li key={d.name}>
            {d.name}
            {d.who ? <span className="text-slate-600 dark:text-slate-400"> ({d.who})</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function GlanceBox({ facts }: { facts: ServiceFacts }) {
  const docs = facts.documents ?? [];
  const { timeline, validity, deadlines } = facts;
  return (
    <section
      aria-labelledby={GLANCE_ID}
      className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={GLANCE_ID} className="text-lg font-bold text-slate-900 dark:text-white">
        At a glance
      </h2>
      <p className="mt-1">{facts.summary}</p>
      {timeline || validity ? (
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          {timeline ? (
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">Typical timeline</dt>
              <dd>{timeline.typical}</dd>
            </div>
          ) : null}
          {validity ? (
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">Validity</dt>
              <dd>
                {validity.text}
                {validity.renewal ? ` ${validity.renewal}` : ""}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {docs.length ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <DocumentList label="Documents required" docs={docs.filter((d) => d.required)} />
          <DocumentList label="Optional or only in some cases" docs={docs.filter((d) => !d.required)} />
        </div>
      ) : null}
      {deadlines?.length ? (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Key deadlines</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {deadlines.map((d) => (
              <li key={d.what}>
                {d.what}: {d.when}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The guide's "At a glance" box as static HTML, rendered on the server like the article and passed to
 * the page the same way (kept out of the hydration data at build: decision 087), so it adds no client
 * code of its own.
 */
export function glanceHtml(facts: ServiceFacts | undefined): string | null {
  return facts ? renderToStaticMarkup(<GlanceBox facts={facts} />) : null;
}
