import ical from "ical-generator";
import type { DueItem } from "./personal.server.ts";

/**
 * An iCalendar (RFC 5545) document of due dates, written by ical-generator: one all-day event per
 * item with a stable UID, so calendar apps update an event in place when its date or text changes.
 * Apps poll the URL; REFRESH-INTERVAL asks for a daily refresh.
 */
export function calendarFeed(name: string, items: DueItem[], { siteUrl, now }: { siteUrl: string; now: Date }): string {
  const host = new URL(siteUrl).host;
  const calendar = ical({
    name,
    description: "Compliance due dates from Nyayik Legal & Compliance. Check each date against its source before you rely on it.",
    prodId: { company: "Nyayik Legal & Compliance", product: "Compliance calendar", language: "EN" },
    ttl: 24 * 60 * 60,
    url: `${siteUrl}/compliance-calendar`,
  });
  for (const item of items) {
    calendar.createEvent({
      id: `${item.key}@${host}`,
      start: new Date(`${item.due}T00:00:00Z`),
      allDay: true,
      stamp: now,
      summary: `${item.form} due${item.period ? ` (${item.period})` : ""}`,
      description: [item.title, ...item.notes, ...item.links.map((l) => `${l.label}: ${l.url}`)].join("\n"),
      url: item.links[1]?.url ?? item.links[0]?.url ?? `${siteUrl}/compliance-calendar`,
    });
  }
  return calendar.toString();
}
