import { expect, test } from "vitest";
import { calendarSubscribers, scheduledJobs } from "#app/db/schema.server.ts";
import { materializeReminders } from "#app/features/calendar/reminders.server.ts";
import { loadCalendar } from "#app/features/calendar/rules.server.ts";
import type { CalendarSettings } from "#app/features/calendar/subscribe-schema.ts";
import { savePortalSettings } from "#app/features/calendar/subscriptions.server.ts";
import { signedInClient } from "../../../tests/support/auth.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { eraseClientData, exportClientData } from "./privacy.server.ts";

// DPDP: the client's own export lists their compliance-reminder settings, and erasure removes them
// with the reminders not yet sent; another person's subscription stays.

const NOW = new Date("2026-11-24T10:00:00Z");
const calendar = loadCalendar();

for (const kind of DATABASES) {
  test(`${kind}: export lists the reminder settings; erasure removes them and their pending reminders`, async () => {
    await using t = await testDb(kind);
    const { account } = await signedInClient(t.db);
    const settings: CalendarSettings = { profiles: ["tds-deductor"], leadDays: [7, 1] };
    await savePortalSettings(t.db, account.email, settings, NOW);
    await savePortalSettings(t.db, "someone-else@example.in", settings, NOW);
    await materializeReminders(t.db, calendar, { now: NOW, siteUrl: "https://nyayik.example" });
    const before = await t.db.select().from(scheduledJobs);
    expect(before.length).toBeGreaterThan(0);

    const exported = await exportClientData(t.db, account, { ip: "203.0.113.7", now: NOW });
    expect(exported.complianceReminders).toEqual([expect.objectContaining({ profiles: ["tds-deductor"], leadDays: [7, 1] })]);
    expect(exported.bookedCalls).toEqual([]);

    await eraseClientData(t.db, account, { ip: "203.0.113.7" });
    const left = await t.db.select().from(calendarSubscribers);
    expect(left.map((s) => s.email)).toEqual(["someone-else@example.in"]);
    const jobs = await t.db.select().from(scheduledJobs);
    expect(jobs.length).toBe(before.length / 2);
    expect(jobs.every((j) => (j.payload as { subscriberId: string }).subscriberId === left[0]?.id)).toBe(true);
  });
}
