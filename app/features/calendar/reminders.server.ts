import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { calendarSubscribers } from "#app/db/schema.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { indiaDate, indiaInstant } from "#app/features/scheduling/clock.ts";
import { type JobHandler, type NewJob, scheduleJobs } from "#app/features/scheduling/jobs.server.ts";
import { addDays, formatDate, windowFor } from "./due-dates.ts";
import { type DueItem, personalItems } from "./personal.server.ts";
import type { Calendar } from "./rules.server.ts";
import { calendarUrls, type Subscriber } from "./subscriptions.server.ts";

export const REMINDER_JOB = "calendar-reminder";
/** Reminders go out at 9:00 in India on their day. */
export const REMINDER_HOUR_IST = 9;

type ReminderPayload = { subscriberId: string; itemKey: string; due: string; leadDays: number };

/** The reminder jobs a subscriber's items call for: one per item and lead day, keyed so it is made once. */
export function reminderJobs(subscriber: Subscriber, items: DueItem[], now: Date): NewJob[] {
  const jobs: NewJob[] = [];
  for (const item of items) {
    for (const lead of subscriber.leadDays) {
      const dueAt = indiaInstant(addDays(item.due, -lead), REMINDER_HOUR_IST);
      // A reminder whose moment has passed (subscribed late) is not sent after the fact.
      if (dueAt < now) continue;
      const payload: ReminderPayload = { subscriberId: subscriber.id, itemKey: item.key, due: item.due, leadDays: lead };
      jobs.push({ kind: REMINDER_JOB, key: `reminder:${subscriber.id}:${item.key}:${lead}d`, dueAt, payload });
    }
  }
  return jobs;
}

/**
 * Creates the reminder jobs for the calendar window (today to the end of the third month ahead) for
 * every confirmed, subscribed person, or one of them. Idempotent: existing keys are left alone, so
 * every instance may run it. A date that moved (new content, an extension) gets new jobs; the old
 * ones are skipped when due. Returns how many jobs were new.
 */
export async function materializeReminders(
  db: Db,
  calendar: Calendar,
  { now, siteUrl, subscriberId }: { now: Date; siteUrl: string; subscriberId?: string },
): Promise<number> {
  const today = indiaDate(now);
  const window = { from: today, to: windowFor(today).to };
  const subscribers = await db
    .select()
    .from(calendarSubscribers)
    .where(
      and(
        isNotNull(calendarSubscribers.confirmedAt),
        isNull(calendarSubscribers.unsubscribedAt),
        subscriberId ? eq(calendarSubscribers.id, subscriberId) : undefined,
      ),
    );
  let added = 0;
  for (const subscriber of subscribers) {
    const items = await personalItems(db, calendar, subscriber, window, siteUrl);
    added += await scheduleJobs(db, reminderJobs(subscriber, items, now));
  }
  return added;
}

function reminderMail(subscriber: Subscriber, item: DueItem, lead: number, siteUrl: string) {
  const urls = calendarUrls(siteUrl);
  const unsubscribeUrl = urls.unsubscribe(subscriber.unsubscribeToken);
  const when = lead === 1 ? "tomorrow" : `in ${lead} days`;
  return {
    to: subscriber.email,
    subject: `Reminder: ${item.form} due ${when}, on ${formatDate(item.due)}`,
    text: [
      "Hello,",
      "",
      `${item.title}${item.period ? ` for ${item.period}` : ""} is due on ${formatDate(item.due)}.`,
      ...item.notes.map((n) => `- ${n}`),
      "",
      ...item.links.map((l) => `${l.label}: ${l.url}`),
      `All your due dates: ${urls.page}`,
      "",
      "You receive this because you asked for compliance due-date reminders from Nyayik Legal & Compliance.",
      `Stop these reminders with one click: ${unsubscribeUrl}`,
    ].join("\n"),
    // RFC 8058 one-click unsubscribe: mail clients POST "List-Unsubscribe=One-Click" to this URL.
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * Sends one reminder (through the outbox, in the job's transaction) if it still applies when due:
 * the person is still subscribed, still wants that lead time, and the item still falls on that date
 * for their profile. Otherwise the job is skipped.
 */
export function reminderHandler(calendar: Calendar, siteUrl: string): JobHandler {
  return async (tx, job, now) => {
    const payload = job.payload as ReminderPayload;
    const [subscriber] = await (tx as Db)
      .select()
      .from(calendarSubscribers)
      .where(eq(calendarSubscribers.id, payload.subscriberId));
    if (!subscriber?.confirmedAt || subscriber.unsubscribedAt || !subscriber.leadDays.includes(payload.leadDays))
      return "skipped";
    const today = indiaDate(now);
    if (payload.due < today) return "skipped";
    const items = await personalItems(tx as Db, calendar, subscriber, { from: today, to: payload.due }, siteUrl);
    const item = items.find((i) => i.key === payload.itemKey && i.due === payload.due);
    if (!item) return "skipped";
    await enqueueMail(tx, REMINDER_JOB, [reminderMail(subscriber, item, payload.leadDays, siteUrl)]);
    return "done";
  };
}

/** Materialising reminders for everyone runs at most this often per instance (it is idempotent). */
const MATERIALIZE_EVERY_MS = 60 * 60 * 1000;

/** What the server's scheduler needs from the calendar: the reminder handler and an hourly top-up. */
export function calendarScheduling(db: Db, calendar: Calendar, siteUrl: string) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    handlers: { [REMINDER_JOB]: reminderHandler(calendar, siteUrl) },
    async beforeTick(now: Date) {
      if (now.getTime() - last < MATERIALIZE_EVERY_MS) return;
      await materializeReminders(db, calendar, { now, siteUrl });
      last = now.getTime();
    },
  };
}
