import { afterAll, beforeAll, expect, test } from "vitest";
import { bookCall } from "#app/features/booking/booking.server.ts";
import { availableSlots, loadSchedule } from "#app/features/booking/schedule.server.ts";
import { istDate } from "#app/features/booking/slots.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { loadDashboard } from "#app/features/staff/dashboard.server.ts";
import { signedInStaff, siteRequest } from "../../../tests/support/auth.ts";
import { actionResult, testContext } from "../../../tests/support/form-request.ts";
import { DATABASES, fileDatabases } from "../../../tests/support/test-db.ts";
import * as availability from "./availability.tsx";
import * as dashboard from "./index.tsx";

const dbFor = fileDatabases({ beforeAll, afterAll });
type Db = Awaited<ReturnType<typeof dbFor>>["db"];
// biome-ignore lint/suspicious/noExplicitAny: route args are built as React Router builds them.
type AnyArgs = any;
const call = async (fn: (args: AnyArgs) => unknown, request: Request, db: Db) => {
  try {
    return await actionResult(await fn({ request, params: {}, context: testContext(db) }));
  } catch (thrown) {
    return actionResult(thrown);
  }
};
const week = Object.fromEntries(
  [1, 2, 3, 4, 5, 6, 7].flatMap((d) => [
    [`start-${d}`, "09:00"],
    [`end-${d}`, "18:00"],
  ]),
);

for (const kind of DATABASES) {
  test(`${kind}: staff save their call hours; the booking page then offers them, and a bad time is refused with a message`, async () => {
    const { db } = await dbFor(kind);
    const { cookie, staff } = await signedInStaff(db, "staff");
    const bad = await call(
      availability.action,
      siteRequest("/admin/availability", {
        cookie,
        method: "POST",
        form: { callMinutes: "15", "start-1": "18:00", "end-1": "09:00" },
      }),
      db,
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ ok: false, errors: { "day-1": "Monday: each range must end after it starts" } });
    expect((await loadSchedule(db, staff.id)).saved).toBe(false);

    const saved = await call(
      availability.action,
      siteRequest("/admin/availability", { cookie, method: "POST", form: { callMinutes: "30", ...week, daysOff: "2026-12-25" } }),
      db,
    );
    expect(saved.data).toMatchObject({ ok: true });
    expect(await loadSchedule(db, staff.id)).toMatchObject({ callMinutes: 30, daysOff: ["2026-12-25"], saved: true });
    const { days, hasExperts } = await availableSlots(db);
    expect(hasExperts).toBe(true);
    expect(days.flatMap((d) => d.slots).length).toBeGreaterThan(0);
  });

  test(`${kind}: the dashboard lists today's calls; a reminder scheduled for later is not "waiting to send"`, async () => {
    const { db } = await dbFor(kind);
    const { cookie, staff } = await signedInStaff(db, "staff");
    await call(
      availability.action,
      siteRequest("/admin/availability", { cookie, method: "POST", form: { callMinutes: "15", ...week } }),
      db,
    );
    const before = (await loadDashboard(db)).outbox.pending;
    await enqueueMail(db, "booking-reminder", [{ to: "a@example.in", subject: "later", text: "later" }], {
      notBefore: new Date(Date.now() + 86_400_000),
    });
    expect((await loadDashboard(db)).outbox).toMatchObject({ pending: before });
    // A call today (if any slot is left today, India time), else none listed.
    const { days } = await availableSlots(db);
    // The first bookable day may be tomorrow (late in the India day, or a day off): only a slot on
    // today's India date is one the dashboard must list.
    const todayIst = istDate(new Date());
    const today = days
      .flatMap((d) => d.slots)
      .find((s) => s.experts.includes(staff.id) && istDate(new Date(s.startsAt)) === todayIst);
    let bookingId: string | undefined;
    if (today) {
      const booked = await bookCall(
        db,
        { slot: today.startsAt, fullName: "Ravi Kumar", email: "ravi@example.in", phone: "+919812345678", topic: "gst" },
        { siteUrl: "http://localhost:3000", mailFrom: "x@example.in" },
      );
      expect(booked.ok).toBe(true);
      bookingId = booked.ok ? booked.bookingId : undefined;
    }
    const page = await call(dashboard.loader, siteRequest("/admin", { cookie }), db);
    const calls = (page.data as { calls: { id: string; fullName: string; mine: boolean }[] }).calls;
    // Other tests share this database and their experts may take the call: it is listed whoever has it.
    expect(calls.filter((c) => c.id === bookingId).map((c) => c.fullName)).toEqual(today ? ["Ravi Kumar"] : []);
  });
}
