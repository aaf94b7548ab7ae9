/**
 * Dates in the facts that have already passed (issue 23, decision 172). The facts state dates for the
 * current year ("ITR-6 for FY 2025-26: 31 October 2026"); once such a date is behind us, a visitor asking
 * "what's the last date now?" needs the date still open (the belated return), not only the one missed.
 */

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const FULL_DATE =
  /\b(\d{1,2}) (january|february|march|april|may|june|july|august|september|october|november|december) (20\d\d)\b/gi;

/** The full dates ("31 October 2026") a text states, as UTC days. */
export function fullDates(text: string): Date[] {
  return [...text.matchAll(FULL_DATE)].map(
    (m) => new Date(Date.UTC(Number(m[3]), MONTHS.indexOf((m[2] ?? "").toLowerCase()), Number(m[1]))),
  );
}

const dayOf = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

export type Deadline = { what: string; when: string };
const LATE_ROAD = /\b(?:belated|revised|late|condon\w*)\b/i;

/**
 * When the line that leads a deadline answer names only dates before `today`, the late road of the same
 * service (a belated or revised return) whose date is still open, as "what: **when**"; undefined otherwise.
 */
export function stillOpen(
  lead: string | undefined,
  deadlines: Deadline[],
  today: Date,
): { passed: string; open: string } | undefined {
  if (!lead) return undefined;
  const stated = fullDates(lead);
  const now = dayOf(today);
  if (!stated.length || stated.some((d) => dayOf(d) >= now)) return undefined;
  // Only a late road (a belated or revised return) is open to someone who missed the date, not another
  // filer's later date ("with a transfer pricing report").
  const next = deadlines
    .filter((d) => LATE_ROAD.test(d.what))
    .map((d) => ({ d, at: fullDates(d.when).filter((x) => dayOf(x) >= now) }))
    .filter((x) => x.at.length > 0)
    .sort((a, b) => dayOf(a.at[0] as Date) - dayOf(b.at[0] as Date))[0];
  if (!next) return undefined;
  const passed = lead.match(FULL_DATE)?.at(-1) ?? "";
  return { passed, open: `${next.d.what}: **${next.d.when}**` };
}
