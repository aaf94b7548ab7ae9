/**
 * Rules for a guide's sources and dated figures (docs/briefs guide-format contract, issue 15).
 * Pure: used by the content loader (content:check, build) and its tests.
 */

/** Hosts that count as an official source: government portals, regulators and statutory bodies. */
const OFFICIAL_SUFFIXES = [".gov.in", ".nic.in", ".gov"];
const OFFICIAL_HOSTS = new Set([
  "rbi.org.in",
  "wipo.int",
  "cioins.co.in",
  "irdai.gov.in",
  "sebi.gov.in",
  "incometaxindia.gov.in",
  "egazette.gov.in",
]);
const TRACKING_PARAM = /^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|igshid|_ga|_gl|yclid|twclid)$/i;
export const MIN_OFFICIAL_SOURCES = 2;

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return undefined;
  }
}

/** True when the URL's host is a government/regulator domain (www. or any sub-domain allowed). */
export function isOfficialUrl(url: string): boolean {
  const host = hostOf(url);
  if (!host) return false;
  if (OFFICIAL_SUFFIXES.some((s) => host.endsWith(s))) return true;
  return [...OFFICIAL_HOSTS].some((h) => host === h || host.endsWith(`.${h}`));
}

/** Why a source URL is unacceptable, or undefined when it is fine. */
export function sourceUrlProblem(url: string): string | undefined {
  if (/\s/.test(url)) return "must not contain spaces";
  if (!url.startsWith("https://")) return "must start with https://";
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "is not a valid URL";
  }
  const host = parsed.hostname.toLowerCase();
  if (/^\d+(\.\d+){3}$/.test(host) || host.startsWith("[")) return "must name a host, not an IP address";
  if (!host.includes(".")) return "host must be a domain name with a dot";
  if (host === "localhost" || host.endsWith(".localhost")) return "must not point to localhost";
  if (/(^|\.)example(\.|$)/.test(host) || /\.(test|invalid|local)$/.test(host)) return "must not be an example or test domain";
  const tracking = [...parsed.searchParams.keys()].find((k) => TRACKING_PARAM.test(k));
  if (tracking) return `must not carry the tracking parameter "${tracking}"`;
  return undefined;
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Today's date in India (the firm's time zone), YYYY-MM-DD: a date written today in India is never "future". */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export type GuideSource = { title: string; publisher: string; url: string; date: string };
export type GuideFigure = { fact: string; source: number; checked: string; confirmed: boolean };
export type GuideSourcing = {
  reviewedAt?: string | undefined;
  sources?: GuideSource[] | undefined;
  figures?: GuideFigure[] | undefined;
  unconfirmed?: string | undefined;
};

export type SourcingProblem = { field: string; message: string };

/**
 * Checks a guide's sourcing fields. `required` makes reviewedAt and sources mandatory (launch of issue 15);
 * otherwise only what is present is checked, so guides can be filled in one at a time.
 */
export function sourcingProblems(front: GuideSourcing, today: string, required = false): SourcingProblem[] {
  const problems: SourcingProblem[] = [];
  const { reviewedAt, sources, figures } = front;
  if (reviewedAt === undefined) {
    if (required) problems.push({ field: "reviewedAt", message: "is required: the date the guide's facts were last reviewed" });
  } else if (reviewedAt > today)
    problems.push({ field: "reviewedAt", message: `${reviewedAt} is in the future (today is ${today})` });

  if (sources === undefined) {
    if (required || figures !== undefined)
      problems.push({ field: "sources", message: `is required: at least ${MIN_OFFICIAL_SOURCES} official sources` });
  } else {
    sources.forEach((s, i) => {
      const problem = sourceUrlProblem(s.url);
      if (problem) problems.push({ field: `sources.${i}.url`, message: `${s.url} ${problem}` });
    });
    const official = sources.filter((s) => !sourceUrlProblem(s.url) && isOfficialUrl(s.url)).length;
    if (official < MIN_OFFICIAL_SOURCES)
      problems.push({
        field: "sources",
        message: `has ${official} official source(s); at least ${MIN_OFFICIAL_SOURCES} must be on an official domain (.gov.in, .nic.in, .gov, rbi.org.in, wipo.int, cioins.co.in)`,
      });
    if (sources.length > 0 && reviewedAt === undefined && !required)
      problems.push({ field: "reviewedAt", message: "is required once sources are listed" });
  }

  figures?.forEach((f, i) => {
    const source = sources?.[f.source - 1];
    if (!source)
      problems.push({ field: `figures.${i}.source`, message: `${f.source} does not point to a listed source (1-based)` });
    else if (!isOfficialUrl(source.url))
      problems.push({
        field: `figures.${i}.source`,
        message: `${f.source} points to ${source.url}, which is not an official source`,
      });
    if (f.checked > today)
      problems.push({ field: `figures.${i}.checked`, message: `${f.checked} is in the future (today is ${today})` });
  });
  return problems;
}

/**
 * Decision 138/153: the guides together must show fewer than this many "unconfirmed" marks;
 * `npm run content:check` (and so the build) fails at this number or above.
 */
export const UNCONFIRMED_MARKS_LIMIT = 20;

/** Body sentences that tell the reader a fact is not confirmed (decision 138): each one is a mark the visitor sees. */
const UNCONFIRMED_PHRASE =
  /not read (?:this|these rules|it) on an official page|have not read this on an official page|could not (?:confirm|read)|have not confirmed|only in published commentary|not confirmed\)/gi;

/**
 * How many "unconfirmed" marks a guide shows a visitor (decision 138): each figure with `confirmed: false`,
 * the `unconfirmed` note, and each body sentence saying a fact could not be confirmed.
 */
export function unconfirmedMarks(guide: GuideSourcing & { markdown?: string | undefined }): number {
  const figures = (guide.figures ?? []).filter((f) => !f.confirmed).length;
  const note = guide.unconfirmed ? 1 : 0;
  const body = guide.markdown?.match(UNCONFIRMED_PHRASE)?.length ?? 0;
  return figures + note + body;
}
