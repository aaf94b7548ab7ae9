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
const MONTH = `(${MONTHS.join("|")})`;
const FULL_DATE = new RegExp(String.raw`\b(\d{1,2}) ${MONTH} (20\d\d)\b`, "gi");

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

/**
 * A period the visitor names for a monthly due date (decision 175): "november ka 3B", "for october",
 * "this month", "पिछले महीने". The month meant is the latest one not after next month.
 */
const MONTH_WORDS: [number, RegExp][] = [
  [0, /\bjan(?:uary)?\b|जनवरी/],
  [1, /\bfeb(?:ruary)?\b|फ़?फरवरी|फ़रवरी/],
  [2, /\bmar(?:ch)?\b|मार्च/],
  [3, /\bapr(?:il)?\b|अप्रैल/],
  [4, /\bmay\b(?= (?:ka|ki|ke|month|mahine|return|gstr|tds|3b|1)\b)|\bmay (?:20\d\d)\b|मई/],
  [5, /\bjune?\b|जून/],
  [6, /\bjuly\b|\bjul\b|जुलाई/],
  [7, /\baug(?:ust)?\b|अगस्त/],
  [8, /\bsept?(?:ember)?\b|सितंबर|सितम्बर/],
  [9, /\boct(?:ober)?\b|अक्टूबर|अक्तूबर/],
  [10, /\bnov(?:ember)?\b|नवंबर|नवम्बर/],
  [11, /\bdec(?:ember)?\b|दिसंबर|दिसम्बर/],
];
const THIS_MONTH = /\bthis month\b|\b(?:is|iss) (?:mahine|month)\b|इस महीने/;
const LAST_MONTH = /\b(?:last|previous) month\b|\b(?:pichle|pichhle|pichla|pichhla) (?:mahine|month)\b|पिछले महीने/;

export function namedPeriod(message: string, today: Date): { month: number; year: number } | undefined {
  const text = message.slice(0, 2000).toLowerCase();
  const now = today.getUTCMonth();
  const year = today.getUTCFullYear();
  if (THIS_MONTH.test(text)) return { month: now, year };
  if (LAST_MONTH.test(text)) return now === 0 ? { month: 11, year: year - 1 } : { month: now - 1, year };
  const named = MONTH_WORDS.filter(([, re]) => re.test(text)).map(([m]) => m);
  if (named.length !== 1 || named[0] === undefined) return undefined;
  const month = named[0];
  return { month, year: month > now + 1 ? year - 1 : year };
}

const NEXT_MONTH_DAY = /\b(\d{1,2})(?:st|nd|rd|th)? (?:day )?of the (?:next|following) month\b/i;
const FORM_WORDS = /\b(?:gstr[- ]?\d[a-z]?|\d[a-z]\b|\d{2}q|iff|cmp[- ]?08|challan|itc[- ]?04|tds|tcs)\b/gi;
const EXCEPTION = new RegExp(String.raw`\b(\d{1,2}) ${MONTH} for ${MONTH}\b`, "gi");
const formKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/^gstr[- ]?/, "")
    .replace(/[- ]/g, "");

/**
 * The monthly due dates ("20th of the next month") made concrete for the period the message names:
 * "GSTR-3B (monthly) for November 2026: **20 December 2026**". Only the forms the message names, when it
 * names any. Empty when it names no period or the service has no such date.
 */
export function dueForPeriod(
  deadlines: Deadline[],
  message: string,
  today: Date,
  forPeriod: (what: string, period: string) => string,
): string[] {
  const period = namedPeriod(message, today);
  if (!period) return [];
  const asked = new Set([...message.matchAll(FORM_WORDS)].map((m) => formKey(m[0])));
  const monthly = deadlines.filter((d) => NEXT_MONTH_DAY.test(d.when));
  const named = monthly.filter((d) => [...d.what.matchAll(FORM_WORDS)].some((m) => asked.has(formKey(m[0]))));
  const name = (m: number) => (MONTHS[m] ?? "").replace(/^./, (c) => c.toUpperCase());
  return (named.length ? named : monthly).map((d) => {
    // "by the 7th of the next month (30 April for March)": the exception the line states for a month.
    const except = [...d.when.matchAll(EXCEPTION)].find((m) => MONTHS.indexOf((m[3] ?? "").toLowerCase()) === period.month);
    const due = except
      ? new Date(Date.UTC(period.year, MONTHS.indexOf((except[2] ?? "").toLowerCase()), Number(except[1])))
      : new Date(Date.UTC(period.year, period.month + 1, Number(d.when.match(NEXT_MONTH_DAY)?.[1])));
    const dueText = `${due.getUTCDate()} ${name(due.getUTCMonth())} ${due.getUTCFullYear()}`;
    return `${forPeriod(d.what, `${name(period.month)} ${period.year}`)}: **${dueText}**`;
  });
}
