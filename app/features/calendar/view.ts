import { formatDate, forProfiles, occurrencesIn, windowFor } from "./due-dates.ts";
import type { RuleLinks } from "./rules.server.ts";
import { type CalendarContent, PROFILES, type Profile, type StateGroup } from "./rules-schema.ts";

/** One row of the public calendar page, ready to render (plain data for the loader). */
export type CalendarEntry = {
  key: string;
  due: string;
  dueLabel: string;
  month: string;
  form: string;
  title: string;
  period: string;
  who: string;
  past: boolean;
  stateGroup?: { short: string; label: string };
  dayNote?: string;
  override?: { reference: string; issued: string; url: string; summary: string; ruleDue: string };
  note?: string;
  source: { title: string; url: string };
  links?: RuleLinks;
};

/** The calendar page's rows: this month and the next three, for the chosen profiles and state group. */
export function calendarEntries(
  content: CalendarContent,
  links: Map<string, RuleLinks>,
  { today, profiles, state }: { today: string; profiles: Profile[]; state: StateGroup | "both" },
): CalendarEntry[] {
  return forProfiles(occurrencesIn(content, windowFor(today)), profiles, state).map((o) => ({
    key: `${o.rule.id}:${o.due}${o.stateGroup ? `:${o.stateGroup}` : ""}`,
    due: o.due,
    dueLabel: formatDate(o.due),
    month: formatDate(o.due, { weekday: false }).replace(/^\d+ /, ""),
    form: o.rule.form,
    title: o.rule.title,
    period: o.period,
    who: o.rule.who.map((id) => PROFILES.find((p) => p.id === id)?.label ?? id).join(", "),
    past: o.due < today,
    stateGroup: o.stateGroup ? content.stateGroups[o.stateGroup] : undefined,
    dayNote: o.dayNote,
    override: o.override
      ? {
          ...o.override,
          ruleDue: formatDate(o.ruleDue, { weekday: false }),
          issued: formatDate(o.override.issued, { weekday: false }),
        }
      : undefined,
    note: o.rule.note,
    source: o.rule.source,
    links: links.get(o.rule.id),
  }));
}
