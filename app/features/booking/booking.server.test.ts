import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { expect, test } from "vitest";
import type { Db } from "#app/db/client.server.ts";
import { callBookings, consultationRequests, outboxMessages } from "#app/db/schema.server.ts";
import { eraseClientData } from "#app/features/accounts/privacy.server.ts";
import type { MailMessage } from "#app/features/mail/message.ts";
import { makeStaff, signedInClient } from "../../../tests/support/auth.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { bookCall, bookingForToken, cancelCall, rescheduleCall } from "./booking.server.ts";
import { availableSlots, saveSchedule } from "./schedule.server.ts";
import { istInstant } from "./slots.ts";

// Tuesday 24 November 2026, 10:00 IST.
const NOW = new Date("2026-11-24T04:30:00Z");
const ENV = { siteUrl: "http://localhost:3000", mailFrom: "Nyayik <hello@example.in>", now: NOW };
const WED_9 = istInstant("2026-11-25", 9 * 60).toISOString();
const WED_10 = istInstant("2026-11-25", 10 * 60).toISOString();
const visitor = { fullName: "Priya Sharma", email: "priya@example.in", phone: "+919876543210", topic: "gst" as const };
const allWeek = {
  callMinutes: 15,
  weeklyHours: Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((d) => [d, [{ start: "09:00", end: "18:00" }]])),
  daysOff: [],
};

async function expert(db: Db, name: string) {
  const staff = await makeStaff(db, { name });
  await saveSchedule(db, staff.id, allWeek);
  return staff;
}

async function mails(db: Db) {
  const rows = await db.select().from(outboxMessages);
  return rows.map((r) => ({ ...r, payload: r.payload as MailMessage }));
}

function parseInvite(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: calendar.getFirstSubcomponent("vevent")?.getFirstPropertyValue("status"),
  };
}

const tokenOf = (url: string) => url.split("/").at(-1) ?? "";

for (const kind of DATABASES) {
  test(`${kind}: 50 parallel attempts at one slot give exactly one booking`, async () => {
    await using t = await testDb(kind);
    await expert(t.db, "Asha Rao");
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => bookCall(t.db, { ...visitor, email: `v${i}@example.in`, slot: WED_9 }, ENV)),
    );
    const ms = Math.round(performance.now() - started);
    const booked = results.filter((r) => r.ok).length;
    console.info(`[race ${kind}] 50 attempts: ${booked} booked, ${results.length - booked} told "taken", ${ms} ms`);
    expect(booked).toBe(1);
    expect(results.filter((r) => !r.ok && r.reason === "taken")).toHaveLength(49);
    expect(await t.db.select().from(callBookings)).toHaveLength(1);
    expect(await t.db.select().from(consultationRequests)).toHaveLength(1);
    expect(await mails(t.db)).toHaveLength(3);
  });

  test(`${kind}: with two experts, two visitors at one slot both get a call, with different experts`, async () => {
    await using t = await testDb(kind);
    await expert(t.db, "Asha Rao");
    await expert(t.db, "Bina Das");
    const results = await Promise.all(
      [1, 2, 3].map((i) => bookCall(t.db, { ...visitor, email: `v${i}@example.in`, slot: WED_9 }, ENV)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    const rows = await t.db.select().from(callBookings);
    expect(new Set(rows.map((r) => r.staffId)).size).toBe(2);
    const { days } = await availableSlots(t.db, NOW);
    expect(days[1]?.slots.some((s) => s.startsAt === WED_9)).toBe(false);
  });

  test(`${kind}: a booking writes a lead, a confirmation with a parseable invite, and a reminder an hour before`, async () => {
    await using t = await testDb(kind);
    const asha = await expert(t.db, "Asha Rao");
    const result = await bookCall(t.db, { ...visitor, slot: WED_9 }, ENV);
    if (!result.ok) throw new Error("not booked");
    const [lead] = await t.db.select().from(consultationRequests);
    expect(lead).toMatchObject({ source: "booking", serviceType: "gst", email: visitor.email, assigneeId: asha.id });
    const sent = await mails(t.db);
    const confirmation = sent.find((m) => m.kind === "booking" && m.payload.to === visitor.email);
    expect(confirmation?.payload.text).toContain("Expert: Asha Rao");
    expect(confirmation?.payload.text).toContain("Wednesday, 25 November 2026 at 9:00 am IST");
    expect(confirmation?.payload.text).toMatch(/\/book-a-call\/reschedule\/[\w-]{43}/);
    const invite = parseInvite(confirmation?.payload.calendar?.content ?? "");
    expect(invite).toMatchObject({
      method: "REQUEST",
      uid: `call-${result.bookingId}@localhost`,
      sequence: 0,
      status: "CONFIRMED",
    });
    expect(invite.start.toISOString()).toBe(WED_9);
    expect(invite.end.getTime() - invite.start.getTime()).toBe(15 * 60_000);
    expect(sent.find((m) => m.payload.toStaff)?.payload.subject).toContain("Free call booked: Priya Sharma");
    const reminder = sent.find((m) => m.kind === "booking-reminder");
    expect(reminder?.nextAttemptAt.toISOString()).toBe(istInstant("2026-11-25", 8 * 60).toISOString());
    expect(reminder?.status).toBe("pending");
  });

  test(`${kind}: reschedule moves the call (same UID, SEQUENCE 1), replaces the reminder and retires the old links`, async () => {
    await using t = await testDb(kind);
    await expert(t.db, "Asha Rao");
    const booked = await bookCall(t.db, { ...visitor, slot: WED_9 }, ENV);
    if (!booked.ok) throw new Error("not booked");
    const first = (await mails(t.db)).find((m) => m.payload.to === visitor.email && m.kind === "booking");
    const links = first?.payload.text.match(/http\S+/g) ?? [];
    const reschedule = tokenOf(links.find((l) => l.includes("/reschedule/")) ?? "");
    const cancel = tokenOf(links.find((l) => l.includes("/cancel/")) ?? "");
    const moved = await rescheduleCall(t.db, reschedule, WED_10, ENV);
    expect(moved.ok).toBe(true);
    const [row] = await t.db.select().from(callBookings);
    expect(row).toMatchObject({ status: "booked", sequence: 1 });
    expect(row?.startsAt.toISOString()).toBe(WED_10);
    const all = await mails(t.db);
    const reminders = all.filter((m) => m.kind === "booking-reminder");
    expect(reminders.map((r) => r.status).sort()).toEqual(["discarded", "pending"]);
    const update = all.find((m) => m.payload.subject.startsWith("New time for your free call"));
    expect(parseInvite(update?.payload.calendar?.content ?? "")).toMatchObject({
      method: "REQUEST",
      uid: `call-${booked.bookingId}@localhost`,
      sequence: 1,
    });
    // Used once: the same link, and the old cancel link, no longer work.
    expect(await rescheduleCall(t.db, reschedule, WED_9, ENV)).toEqual({ ok: false, reason: "invalid-link" });
    expect(await cancelCall(t.db, cancel, ENV)).toEqual({ ok: false, reason: "invalid-link" });
    // The old 9:00 slot is free again; 10:00 is not.
    const { days } = await availableSlots(t.db, NOW);
    expect(days[1]?.slots.some((s) => s.startsAt === WED_9)).toBe(true);
    expect(days[1]?.slots.some((s) => s.startsAt === WED_10)).toBe(false);
  });

  test(`${kind}: cancel sends METHOD:CANCEL, frees the slot and withdraws the reminder; links expire when the call starts`, async () => {
    await using t = await testDb(kind);
    await expert(t.db, "Asha Rao");
    const booked = await bookCall(t.db, { ...visitor, slot: WED_9 }, ENV);
    if (!booked.ok) throw new Error("not booked");
    const text = (await mails(t.db)).find((m) => m.payload.to === visitor.email)?.payload.text ?? "";
    const cancel = tokenOf(text.match(/http\S+\/cancel\/\S+/)?.[0] ?? "");
    // After the call's start the link is refused.
    expect(await bookingForToken(t.db, cancel, "cancel", new Date(Date.parse(WED_9) + 1000))).toBeNull();
    // A cancel link is single-purpose: it cannot reschedule.
    expect(await rescheduleCall(t.db, cancel, WED_10, ENV)).toEqual({ ok: false, reason: "invalid-link" });
    expect(await cancelCall(t.db, cancel, ENV)).toEqual({ ok: true });
    const [row] = await t.db.select().from(callBookings);
    expect(row).toMatchObject({ status: "cancelled", sequence: 1 });
    const all = await mails(t.db);
    const notice = all.find((m) => m.payload.calendar?.method === "CANCEL");
    expect(parseInvite(notice?.payload.calendar?.content ?? "")).toMatchObject({
      method: "CANCEL",
      sequence: 1,
      status: "CANCELLED",
    });
    expect(all.find((m) => m.kind === "booking-reminder")?.status).toBe("discarded");
    expect(await cancelCall(t.db, cancel, ENV)).toEqual({ ok: false, reason: "invalid-link" });
    const again = await bookCall(t.db, { ...visitor, slot: WED_9 }, ENV);
    expect(again.ok).toBe(true);
    expect(
      await t.db
        .select()
        .from(callBookings)
        .where(and(eq(callBookings.status, "booked"))),
    ).toHaveLength(1);
  });

  test(`${kind}: a time that is not offered (inside the lead time, outside hours) is refused and nothing is stored`, async () => {
    await using t = await testDb(kind);
    await expert(t.db, "Asha Rao");
    for (const slot of [
      istInstant("2026-11-24", 11 * 60).toISOString(),
      istInstant("2026-11-25", 20 * 60).toISOString(),
      istInstant("2026-11-25", 9 * 60 + 7).toISOString(),
    ])
      expect(await bookCall(t.db, { ...visitor, slot }, ENV)).toEqual({ ok: false, reason: "taken" });
    expect(await t.db.select().from(callBookings)).toHaveLength(0);
    expect(await mails(t.db)).toHaveLength(0);
  });

  test(`${kind}: a client's erasure removes their booked calls and links, and frees the time`, async () => {
    await using t = await testDb(kind);
    await expert(t.db, "Asha Rao");
    const { account } = await signedInClient(t.db);
    expect((await bookCall(t.db, { ...visitor, email: account.email, slot: WED_9 }, ENV)).ok).toBe(true);
    expect((await bookCall(t.db, { ...visitor, email: "someone@example.in", slot: WED_10 }, ENV)).ok).toBe(true);
    await eraseClientData(t.db, account, { ip: "203.0.113.7" });
    const left = await t.db.select().from(callBookings);
    expect(left.map((b) => b.email)).toEqual(["someone@example.in"]);
    const { days } = await availableSlots(t.db, NOW);
    expect(days[1]?.slots.some((s) => s.startsAt === WED_9)).toBe(true);
  });
}
