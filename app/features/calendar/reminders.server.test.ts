import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { calendarSubscribers, outboxMessages, scheduledJobs } from "#app/db/schema.server.ts";
import { runOutboxOnce } from "#app/features/mail/outbox-worker.server.ts";
import { createTransport } from "#app/features/mail/transports.server.ts";
import { runDueJobs } from "#app/features/scheduling/jobs.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { startFakeSmtp } from "../../../tests/fakes/smtp.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { materializeReminders, REMINDER_JOB, reminderHandler } from "./reminders.server.ts";
import { loadCalendar } from "./rules.server.ts";
import { confirmSubscription, requestSubscription, unsubscribe } from "./subscriptions.server.ts";

const SITE = "https://nyayik.example";
const NOW = new Date("2026-11-24T10:00:00Z");
const calendar = loadCalendar();
const handlers = { [REMINDER_JOB]: reminderHandler(calendar, SITE) };
const tokenIn = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? "";

async function subscribed(db: Parameters<typeof requestSubscription>[0], email: string, leadDays = [7, 1]) {
  await requestSubscription(db, { email, profiles: ["tds-deductor"], leadDays }, { siteUrl: SITE, now: NOW });
  const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, "calendar-confirm"));
  const mail = mails.at(-1)?.payload as { text: string };
  const confirmed = await confirmSubscription(db, tokenIn(mail.text, "/compliance-calendar/confirm"), NOW);
  if (!confirmed) throw new Error("not confirmed");
  return confirmed.subscriber;
}

for (const kind of DATABASES) {
  test(`${kind}: nothing is scheduled until the e-mailed link is confirmed; then 7- and 1-day reminders for each date`, async () => {
    await using t = await testDb(kind);
    await requestSubscription(
      t.db,
      { email: "asha@example.in", profiles: ["tds-deductor"], leadDays: [7, 1] },
      { siteUrl: SITE, now: NOW },
    );
    expect(await materializeReminders(t.db, calendar, { now: NOW, siteUrl: SITE })).toBe(0);
    const [confirmMail] = await t.db.select().from(outboxMessages);
    expect(confirmMail?.payload).toMatchObject({
      to: "asha@example.in",
      subject: "Confirm your due-date reminders – Nyayik Legal & Compliance",
    });
    const token = tokenIn((confirmMail?.payload as { text: string } | undefined)?.text ?? "", "/compliance-calendar/confirm");
    expect(await confirmSubscription(t.db, "wrong-token", NOW)).toBeUndefined();
    const confirmed = await confirmSubscription(t.db, token, NOW);
    expect(confirmed?.feedToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await confirmSubscription(t.db, token, NOW)).toBeUndefined(); // used up

    // TDS deposit 7 Dec, 7 Jan, 7 Feb; TCS return 15 Jan; TDS return 31 Jan: five dates, two reminders each.
    expect(await materializeReminders(t.db, calendar, { now: NOW, siteUrl: SITE })).toBe(10);
    expect(await materializeReminders(t.db, calendar, { now: NOW, siteUrl: SITE })).toBe(0);
    const jobs = await t.db.select().from(scheduledJobs);
    expect(jobs.map((j) => j.dueAt.toISOString()).sort()[0]).toBe("2026-11-30T03:30:00.000Z");
  });

  test(`${kind}: when the clock reaches 7 days before, the reminder reaches the SMTP server with one-click unsubscribe`, async () => {
    await using t = await testDb(kind);
    await using smtp = await startFakeSmtp();
    const subscriber = await subscribed(t.db, "ravi@example.in");
    await materializeReminders(t.db, calendar, { now: NOW, siteUrl: SITE });
    const transport = createTransport(t.db, parseConfig({ SMTP_URL: smtp.url, LOG_LEVEL: "silent" }).mail, { info: () => {} });
    await t.db.delete(outboxMessages); // the confirmation e-mail, already checked above

    expect(await runDueJobs(t.db, handlers, { now: new Date("2026-11-30T03:29:59Z") })).toMatchObject({ done: 0 });
    expect(await runDueJobs(t.db, handlers, { now: new Date("2026-11-30T03:30:00Z") })).toMatchObject({ done: 1 });
    while ((await runOutboxOnce(t.db, transport)) > 0) {}
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(["ravi@example.in"]);
    expect(mail?.subject).toBe("Reminder: TDS/TCS challan due in 7 days, on Monday, 7 December 2026");
    expect(mail?.text).toContain(
      "Deposit of tax deducted or collected last month for November 2026 is due on Monday, 7 December 2026.",
    );
    expect(mail?.text).toContain(`${SITE}/service/tds-return-filing`);
    const unsubscribeUrl = `${SITE}/compliance-calendar/unsubscribe?token=${subscriber.unsubscribeToken}`;
    expect(mail?.text).toContain(unsubscribeUrl);
    expect(mail?.headers["list-unsubscribe"]).toBe(`<${unsubscribeUrl}>`);
    expect(mail?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // After unsubscribing, the next due reminder is skipped and nothing more is sent.
    expect(await unsubscribe(t.db, subscriber.unsubscribeToken, NOW)).toBe("ravi@example.in");
    expect(await runDueJobs(t.db, handlers, { now: new Date("2026-12-06T03:30:00Z") })).toMatchObject({ done: 0, skipped: 1 });
    expect(await t.db.select().from(outboxMessages)).toHaveLength(1);
    expect(smtp.unexpected).toEqual([]);
  });

  test(`${kind}: a subscriber who wants only 1-day reminders, and one whose settings changed, get just those`, async () => {
    await using t = await testDb(kind);
    const sub = await subscribed(t.db, "meera@example.in", [1]);
    expect(await materializeReminders(t.db, calendar, { now: NOW, siteUrl: SITE })).toBe(5);
    // 7-day jobs made earlier are skipped when the person no longer wants them.
    await t.db
      .update(calendarSubscribers)
      .set({ leadDays: [7, 1] })
      .where(eq(calendarSubscribers.id, sub.id));
    await materializeReminders(t.db, calendar, { now: NOW, siteUrl: SITE });
    await t.db
      .update(calendarSubscribers)
      .set({ leadDays: [1] })
      .where(eq(calendarSubscribers.id, sub.id));
    await t.db.delete(outboxMessages);
    expect(await runDueJobs(t.db, handlers, { now: new Date("2026-11-30T03:30:00Z") })).toMatchObject({ done: 0, skipped: 1 });
    expect(await runDueJobs(t.db, handlers, { now: new Date("2026-12-06T03:30:00Z") })).toMatchObject({ done: 1, skipped: 0 });
    expect(await t.db.select().from(outboxMessages)).toHaveLength(1);
  });

  test(`${kind}: two instances materialising and running reminders at once send each reminder once`, async () => {
    await using t = await testDb(kind);
    for (let i = 0; i < 6; i++) await subscribed(t.db, `client${i}@example.in`);
    await t.db.delete(outboxMessages);
    await Promise.all([
      materializeReminders(t.db, calendar, { now: NOW, siteUrl: SITE }),
      materializeReminders(t.db, calendar, { now: NOW, siteUrl: SITE }),
    ]);
    const jobs = await t.db.select().from(scheduledJobs);
    expect(jobs).toHaveLength(60);
    // The clock moves from one reminder time to the next; at each, both instances run at once.
    const instance = async (now: Date) => {
      for (;;) {
        const c = await runDueJobs(t.db, handlers, { now, limit: 2 });
        if (c.done + c.skipped + c.failed === 0) break;
      }
    };
    for (const time of [...new Set(jobs.map((j) => j.dueAt.getTime()))].sort()) {
      await Promise.all([instance(new Date(time)), instance(new Date(time))]);
    }
    const after = await t.db.select().from(scheduledJobs);
    expect(after.every((j) => j.status === "done" && j.attempts === 1)).toBe(true);
    const mails = await t.db.select().from(outboxMessages);
    expect(mails).toHaveLength(60);
    const distinct = new Set(
      mails.map((m) => JSON.stringify([(m.payload as { to: string }).to, (m.payload as { subject: string }).subject])),
    );
    expect(distinct.size).toBe(60);
  });
}
