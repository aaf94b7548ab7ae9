import { MONTHS } from "#app/lib/indian-digits.ts";
import type { CalendarContent, Override, Profile, Rule, StateGroup } from "./rules-schema.ts";

/**
 * The date engine: turns the rules in content/calendar.yaml into dated occurrences. Pure and
 * shared (page, feeds, reminders). Dates are ISO strings (YYYY-MM-DD) for days in India;
 * arithmetic runs on UTC midnights so no time zone can shift a day.
 */

export type Occurrence = {
  /** Stable per occurrence: rule, the date the rule gives, and the state group when there is one. */
  key: string;
  rule: Rule;
  /** The period the filing covers, e.g. "October 2026", "Oct–Dec 2026", "FY 2025-26". */
  period: string;
  /** The date to act by: the rule's date, or the one a notification allows. */
  due: string;
  /** The date as the rule gives it. */
  ruleDue: string;
  override?: Override;
  stateGroup?: StateGroup;
  /** When the date falls on a weekend or national holiday: what that means (it does not move). */
  dayNote?: string;
};

export type Window = { from: string; to: string };

const SHORT = MONTHS.map((m) => m.slice(0, 3));
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function parts(iso: string): [number, number, number] {
  const [y = 0, m = 1, d = 1] = iso.split("-").map(Number);
  return [y, m, d];
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A date from year, month (may overflow into the next years) and day; a day past the month's end is its last day. */
export function dateOf(year: number, month: number, day: number): string {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  const d = Math.min(day, daysInMonth(y, m));
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = parts(iso);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "Friday, 11 December 2026". */
export function formatDate(iso: string, { weekday = true } = {}): string {
  const [y, m, d] = parts(iso);
  const day = `${d} ${MONTHS[m - 1]} ${y}`;
  return weekday ? `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${day}` : day;
}

/** The calendar window: the first of this month to the end of the third month after it. */
export function windowFor(today: string): Window {
  const [y, m] = parts(today);
  return { from: dateOf(y, m, 1), to: dateOf(y, m + 3, 31) };
}

/** "FY 2025-26" for the financial year (April–March) that starts in `startYear`. */
export function fyLabel(startYear: number): string {
  return `FY ${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

function fyStartOf(iso: string): number {
  const [y, m] = parts(iso);
  return m >= 4 ? y : y - 1;
}

type Raw = { due: string; period: string; stateGroup?: StateGroup };

function rawDates(rule: Rule, firstYear: number, lastYear: number): Raw[] {
  const due = rule.due;
  const out: Raw[] = [];
  if (due.kind === "monthly") {
    for (let y = firstYear; y <= lastYear; y++) {
      for (let m = 1; m <= 12; m++) {
        if (due.months && !due.months.includes(m)) continue;
        const date = m === 3 && due.march ? dateOf(y, due.march.month, due.march.day) : dateOf(y, m + 1, due.day);
        out.push({ due: date, period: `${MONTHS[m - 1]} ${y}` });
      }
    }
  } else if (due.kind === "quarterly") {
    for (let y = firstYear; y <= lastYear; y++) {
      for (const end of [3, 6, 9, 12]) {
        const period = `${SHORT[end - 3]}–${SHORT[end - 1]} ${y}`;
        const at = (day: number) => (end === 3 && due.q4 ? dateOf(y, due.q4.month, due.q4.day) : dateOf(y, end + 1, day));
        if (due.byStateGroup) {
          out.push({ due: at(due.byStateGroup.a), period, stateGroup: "a" });
          out.push({ due: at(due.byStateGroup.b), period, stateGroup: "b" });
        } else if (due.day !== undefined) out.push({ due: at(due.day), period });
      }
    }
  } else if (due.kind === "annual") {
    for (let y = firstYear; y <= lastYear; y++) {
      for (const d of due.dates) {
        const date = dateOf(y, d.month, d.day);
        const fy = fyLabel(fyStartOf(date) - (due.fy === "previous" ? 1 : 0));
        out.push({ due: date, period: d.label ? `${d.label}, ${fy}` : fy });
      }
    }
  } else {
    for (let y = firstYear; y <= lastYear; y++) {
      const event = dateOf(y, due.assumed.month, due.assumed.day);
      const fy = fyLabel(fyStartOf(event) - (due.fy === "previous" ? 1 : 0));
      out.push({ due: addDays(event, due.days), period: `${fy} (${due.event} on ${formatDate(event, { weekday: false })})` });
    }
  }
  return out;
}

/** What it means when a date falls on a weekend or one of the listed national holidays. */
export function dayNoteFor(iso: string, holidays: CalendarContent["holidays"]): string | undefined {
  const [y, m, d] = parts(iso);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const holiday = holidays.find((h) => h.date === iso);
  const what = holiday
    ? `${holiday.name}, a national holiday`
    : weekday === 0 || weekday === 6
      ? `a ${WEEKDAYS[weekday]}`
      : undefined;
  if (!what) return undefined;
  return `Falls on ${what}. The date does not move by itself: unless a notification extends it, file by the working day before.`;
}

/** Every occurrence of the content's rules due within the window, by date, overrides applied. */
export function occurrencesIn(content: CalendarContent, window: Window): Occurrence[] {
  const firstYear = parts(window.from)[0] - 1;
  const lastYear = parts(window.to)[0];
  const out: Occurrence[] = [];
  for (const rule of content.rules) {
    for (const raw of rawDates(rule, firstYear, lastYear)) {
      const override = content.overrides.find((o) => o.rule === rule.id && o.due === raw.due);
      const due = override ? override.newDue : raw.due;
      if (due < window.from || due > window.to) continue;
      out.push({
        key: `${rule.id}:${raw.due}${raw.stateGroup ? `:${raw.stateGroup}` : ""}`,
        rule,
        period: raw.period,
        due,
        ruleDue: raw.due,
        override,
        stateGroup: raw.stateGroup,
        dayNote: override ? undefined : dayNoteFor(due, content.holidays),
      });
    }
  }
  return out.sort((a, b) => a.due.localeCompare(b.due) || a.rule.form.localeCompare(b.rule.form));
}

/**
 * The occurrences that apply to the given profiles (all when none are given). For the quarterly
 * GSTR-3B: only the given state group's date; `both` keeps both (the public page), and a
 * subscriber who did not say gets the earlier (22nd) date so a reminder is never late.
 */
export function forProfiles(occurrences: Occurrence[], profiles: Profile[], group: StateGroup | "both" = "both"): Occurrence[] {
  return occurrences.filter(
    (o) =>
      (profiles.length === 0 || o.rule.who.some((p) => profiles.includes(p))) &&
      (!o.stateGroup || group === "both" || o.stateGroup === group),
  );
}
