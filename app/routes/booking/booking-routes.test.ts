import { expect, test } from "vitest";
import type { Db } from "#app/db/client.server.ts";
import { callBookings, consultationRequests, outboxMessages } from "#app/db/schema.server.ts";
import { availableSlots, saveSchedule } from "#app/features/booking/schedule.server.ts";
import type { MailMessage } from "#app/features/mail/message.ts";
import { action as book, loader as bookLoader } from "#app/routes/booking/book.tsx";
import { action as cancel, loader as cancelLoader } from "#app/routes/booking/cancel.tsx";
import { loader as view } from "#app/routes/booking/view.tsx";
import { makeStaff } from "../../../tests/support/auth.ts";
import { actionResult, formRequest, testContext } from "../../../tests/support/form-request.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";

const args = (request: Request, context: ReturnType<typeof testContext>, params: Record<string, string> = {}) =>
  ({ request, context, params }) as never;
const allWeek = Object.fromEntries(["1", "2", "3", "4", "5", "6", "7"].map((d) => [d, [{ start: "09:00", end: "18:00" }]]));
const fields = { fullName: "Priya Sharma", email: "priya@example.in", phone: "098765 43210", topic: "gst", company_site: "" };

async function firstSlot(db: Db) {
  const staff = await makeStaff(db, { name: "Asha Rao" });
  await saveSchedule(db, staff.id, { callMinutes: 15, weeklyHours: allWeek, daysOff: [] });
  const { days } = await availableSlots(db);
  const slot = days.flatMap((d) => d.slots)[0]?.startsAt;
  if (!slot) throw new Error("no slot");
  return slot;
}

for (const kind of DATABASES) {
  test(`${kind}: the booking page offers no times and the consultation form while no expert has set hours`, async () => {
    await using t = await testDb(kind);
    const page = await bookLoader(args(new Request("http://127.0.0.1:3000/book-a-call?topic=gst"), testContext(t.db)));
    const loaded = (page as { data: Awaited<ReturnType<typeof bookLoader>>["data"] }).data;
    expect(loaded.picker.hasExperts).toBe(false);
    expect(loaded.topic).toBe("gst");
  });

  test(`${kind}: a booking redirects to its confirmation page; a second visitor at that time gets 409 with the message`, async () => {
    await using t = await testDb(kind);
    const slot = await firstSlot(t.db);
    const ctx = testContext(t.db);
    const first = await actionResult(await book(args(formRequest("/book-a-call", { ...fields, slot }), ctx)));
    expect(first.status).toBe(303);
    expect(first.location).toMatch(/^\/book-a-call\/booking\/[\w-]{43}$/);
    const confirmation = await view(
      args(new Request(`http://127.0.0.1:3000${first.location}`), ctx, { token: first.location?.split("/").at(-1) ?? "" }),
    );
    const shown = (confirmation as { data: { booking: { expertName: string; cancelPath: string } } }).data.booking;
    expect(shown.expertName).toBe("Asha Rao");
    const second = await actionResult(
      await book(args(formRequest("/book-a-call", { ...fields, email: "other@example.in", slot }), ctx)),
    );
    expect(second.status).toBe(409);
    expect(second.data).toMatchObject({ formError: "That time was just taken. Please pick another time below." });
    expect(await t.db.select().from(callBookings)).toHaveLength(1);
    // The confirmation page's cancel link works once.
    const token = shown.cancelPath.split("/").at(-1) ?? "";
    expect((await actionResult(await cancelLoader(args(new Request("http://x/"), ctx, { token })))).status).toBe(200);
    const done = await actionResult(await cancel(args(formRequest(shown.cancelPath, { company_site: "" }), ctx, { token })));
    expect(done.data).toEqual({ ok: true });
    const again = await actionResult(await cancel(args(formRequest(shown.cancelPath, { company_site: "" }), ctx, { token })));
    expect(again.status).toBe(410);
  });

  test(`${kind}: invalid booking input returns 400 with field messages and stores nothing`, async () => {
    await using t = await testDb(kind);
    await firstSlot(t.db);
    const ctx = testContext(t.db);
    const result = await actionResult(
      await book(args(formRequest("/book-a-call", { ...fields, phone: "12", topic: "astrology", company_site: "" }), ctx)),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      fieldErrors: { slot: "Choose a time for the call", topic: "Choose what the call is about" },
    });
    expect((result.data as { fieldErrors: Record<string, string> }).fieldErrors.phone).toBeTruthy();
    expect(await t.db.select().from(callBookings)).toHaveLength(0);
    expect(await t.db.select().from(consultationRequests)).toHaveLength(0);
  });

  test(`${kind}: a filled honeypot is answered like a page reload and stores nothing`, async () => {
    await using t = await testDb(kind);
    const slot = await firstSlot(t.db);
    const result = await actionResult(
      await book(args(formRequest("/book-a-call", { ...fields, slot, company_site: "spam" }), testContext(t.db))),
    );
    expect(result.status).toBe(303);
    expect(result.location).toBe("/book-a-call");
    expect(await t.db.select().from(callBookings)).toHaveLength(0);
    const mails = (await t.db.select().from(outboxMessages)).map((m) => m.payload as MailMessage);
    expect(mails).toHaveLength(0);
  });

  test(`${kind}: booking posts are rate limited per address`, async () => {
    await using t = await testDb(kind);
    const ctx = testContext(t.db, { env: { RATE_LIMIT_PER_MINUTE: "2" } });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await actionResult(await book(args(formRequest("/book-a-call", fields), ctx)))).status);
    expect(statuses).toEqual([400, 400, 429]);
  });
}
