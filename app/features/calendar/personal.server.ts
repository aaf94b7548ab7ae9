import type { Db } from "#app/db/client.server.ts";
import { caseDates } from "./case-dates.server.ts";
import { forProfiles, type Occurrence, occurrencesIn, type Window } from "./due-dates.ts";
import type { Calendar } from "./rules.server.ts";
import { parseProfiles } from "./rules-schema.ts";
import type { Subscriber } from "./subscriptions.server.ts";

/** One dated item for a person: a rule's occurrence or a date from their case. */
export type DueItem = {
  /** Stable while the date stays the same; a moved date is a new key (and a new reminder). */
  key: string;
  form: string;
  title: string;
  due: string;
  period?: string;
  notes: string[];
  links: { label: string; url: string }[];
};

export function itemFromOccurrence(o: Occurrence, calendar: Calendar, siteUrl: string): DueItem {
  const links = calendar.links.get(o.rule.id);
  const notes: string[] = [];
  if (o.stateGroup)
    notes.push(`${calendar.content.stateGroups[o.stateGroup].short}: ${calendar.content.stateGroups[o.stateGroup].label}.`);
  if (o.override) notes.push(`${o.override.reference} (${o.override.issued}): ${o.override.summary} ${o.override.url}`);
  if (o.dayNote) notes.push(o.dayNote);
  if (o.rule.note) notes.push(o.rule.note);
  notes.push(`Source: ${o.rule.source.title} ${o.rule.source.url}`);
  return {
    key: `${o.rule.id}:${o.due}${o.stateGroup ? `:${o.stateGroup}` : ""}`,
    form: o.rule.form,
    title: o.rule.title,
    due: o.due,
    period: o.period,
    notes,
    links: links
      ? [
          { label: `Guide: ${links.guide.title}`, url: `${siteUrl}/service/${links.guide.slug}` },
          { label: `We file it for you from ${links.service.price}`, url: `${siteUrl}/service/${links.service.slug}` },
        ]
      : [],
  };
}

/**
 * Everything due within the window for one subscriber: the rules for their profiles (the 22nd for
 * quarterly GSTR-3B when they did not give their state) and their case dates, by date.
 */
export async function personalItems(db: Db, calendar: Calendar, subscriber: Subscriber, window: Window, siteUrl: string) {
  const occurrences = forProfiles(
    occurrencesIn(calendar.content, window),
    parseProfiles(subscriber.profiles),
    subscriber.stateGroup ?? "a",
  );
  const items = occurrences.map((o) => itemFromOccurrence(o, calendar, siteUrl));
  for (const c of await caseDates(db, subscriber.email)) {
    if (c.due < window.from || c.due > window.to) continue;
    items.push({
      key: `case:${c.id}:${c.due}`,
      form: c.title,
      title: c.title,
      due: c.due,
      notes: c.detail ? [c.detail] : [],
      links: c.url ? [{ label: "Your case", url: c.url.startsWith("/") ? `${siteUrl}${c.url}` : c.url }] : [],
    });
  }
  return items.sort((a, b) => a.due.localeCompare(b.due));
}
