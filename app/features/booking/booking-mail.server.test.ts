import ICAL from "ical.js";
import { expect, test } from "vitest";
import { outboxMessages } from "#app/db/schema.server.ts";
import { runOutboxOnce } from "#app/features/mail/outbox-worker.server.ts";
import { createTransport } from "#app/features/mail/transports.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { startFakeSmtp } from "../../../tests/fakes/smtp.ts";
import { makeStaff } from "../../../tests/support/auth.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { bookCall } from "./booking.server.ts";
import { availableSlots, saveSchedule } from "./schedule.server.ts";

const allWeek = Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((d) => [d, [{ start: "09:00", end: "18:00" }]]));
const log = { info: () => {}, error: () => {} };

for (const kind of DATABASES) {
  test(`${kind}: over SMTP the confirmation carries the invite (invite.ics); the reminder waits for its hour`, async () => {
    await using t = await testDb(kind);
    await using smtp = await startFakeSmtp();
    const config = parseConfig({ SMTP_URL: smtp.url, STAFF_EMAIL: "team@example.in", LOG_LEVEL: "silent" });
    const staff = await makeStaff(t.db, { name: "Asha Rao" });
    await saveSchedule(t.db, staff.id, { callMinutes: 15, weeklyHours: allWeek, daysOff: [] });
    const slot = (await availableSlots(t.db)).days.flatMap((d) => d.slots)[0]?.startsAt ?? "";
    const booked = await bookCall(
      t.db,
      { slot, fullName: "Priya Sharma", email: "priya@example.in", phone: "+919876543210", topic: "gst" },
      { siteUrl: config.siteUrl, mailFrom: config.mail.from },
    );
    expect(booked.ok).toBe(true);
    const transport = createTransport(t.db, config.mail, log);
    while ((await runOutboxOnce(t.db, transport)) > 0) {}
    const received = await smtp.waitFor(2);
    const visitor = received.find((m) => m.to.includes("priya@example.in"));
    expect(visitor?.subject).toMatch(/^Your free call is booked: /);
    // nodemailer's icalEvent: a text/calendar;method=REQUEST alternative part plus this attachment.
    const invite = visitor?.attachments.find((a) => a.filename === "invite.ics");
    expect(invite?.contentType).toBe("application/ics");
    const calendar = new ICAL.Component(ICAL.parse(invite?.content.toString("utf8") ?? ""));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    expect(event.startDate.toJSDate().toISOString()).toBe(slot);
    expect(event.summary).toBe("Free call with Asha Rao");
    const rows = await t.db.select().from(outboxMessages);
    expect(rows.filter((r) => r.kind === "booking-reminder").map((r) => r.status)).toEqual(["pending"]);
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.unexpected).toEqual([]);
  });
}
