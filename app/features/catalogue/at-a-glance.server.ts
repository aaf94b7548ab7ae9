import { type FactDocument, GLANCE_ID, type ServiceFacts } from "./facts-schema.ts";

/**
 * The guide's "At a glance" box as static HTML, built on the server from content/facts and passed to
 * the page like the article (kept out of the hydration data at build: decision 087), so it adds no
 * client code. Plain strings rather than JSX: the PDF and content scripts run this module on Node's
 * own TypeScript support, which does not read .tsx.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const H3 = "text-sm font-semibold text-slate-900 dark:text-white";
const LIST = "mt-1 list-disc space-y-1 pl-5 text-sm";
const DT = "font-semibold text-slate-900 dark:text-white";

function documentList(label: string, docs: FactDocument[]): string {
  if (docs.length === 0) return "";
  const items = docs
    .map(
      (d) => `<li>${esc(d.name)}${d.who ? ` <span class="text-slate-600 dark:text-slate-400">(${esc(d.who)})</span>` : ""}</li>`,
    )
    .join("");
  return `<div><h3 class="${H3}">${esc(label)}</h3><ul class="${LIST}">${items}</ul></div>`;
}

function glanceBox(facts: ServiceFacts): string {
  const { timeline, validity, deadlines } = facts;
  const docs = facts.documents ?? [];
  const terms = [
    timeline ? `<div><dt class="${DT}">Typical timeline</dt><dd>${esc(timeline.typical)}</dd></div>` : "",
    validity
      ? `<div><dt class="${DT}">Validity</dt><dd>${esc(validity.text)}${validity.renewal ? ` ${esc(validity.renewal)}` : ""}</dd></div>`
      : "",
  ].join("");
  const parts = [
    `<h2 id="${GLANCE_ID}" class="text-lg font-bold text-slate-900 dark:text-white">At a glance</h2>`,
    `<p class="mt-1">${esc(facts.summary)}</p>`,
    terms ? `<dl class="mt-3 grid gap-3 text-sm sm:grid-cols-2">${terms}</dl>` : "",
    docs.length
      ? `<div class="mt-3 grid gap-3 sm:grid-cols-2">${documentList(
          "Documents required",
          docs.filter((d) => d.required),
        )}${documentList(
          "Optional or only in some cases",
          docs.filter((d) => !d.required),
        )}</div>`
      : "",
    deadlines?.length
      ? `<div class="mt-3"><h3 class="${H3}">Key deadlines</h3><ul class="${LIST}">${deadlines
          .map((d) => `<li>${esc(d.what)}: ${esc(d.when)}</li>`)
          .join("")}</ul></div>`
      : "",
  ];
  return `<section aria-labelledby="${GLANCE_ID}" class="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900">${parts.join("")}</section>`;
}

/** The box's HTML, or null for a guide without a facts file. */
export function glanceHtml(facts: ServiceFacts | undefined): string | null {
  return facts ? glanceBox(facts) : null;
}
