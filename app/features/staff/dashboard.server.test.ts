import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { outboxMessages, payments } from "#app/db/schema.server.ts";
import { createConsultation, createContactMessage } from "#app/features/leads/leads.server.ts";
import { subscribeNewsletter } from "#app/features/leads/newsletter.server.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { loadDashboard, periodStarts } from "./dashboard.server.ts";

// Wednesday 25 Nov 2026, 09:00 IST.
const NOW = new Date("2026-11-25T03:30:00Z");

test("today, the week (from Monday) and the month start at midnight India time", () => {
  expect(periodStarts(NOW)).toEqual({
    todayStart: new Date("2026-11-24T18:30:00Z"),
    weekStart: new Date("2026-11-22T18:30:00Z"),
    monthStart: new Date("2026-10-31T18:30:00Z"),
  });
  // 00:10 IST on Monday is already the new week.
  expect(periodStarts(new Date("2026-11-22T18:40:00Z")).weekStart).toEqual(new Date("2026-11-22T18:30:00Z"));
});

for (const kind of DATABASES) {
  test(`${kind}: the dashboard counts leads by service today and this week, paid this month and the outbox`, async () => {
    await using t = await testDb(kind);
    const lead = {
      fullName: "A B",
      email: "a@example.in",
      phone: "+919876543210",
      city: "Pune",
      details: "",
      source: "form" as const,
    };
    const today = await createConsultation(t.db, { ...lead, serviceType: "gst" });
    const monday = await createConsultation(t.db, { ...lead, serviceType: "gst" });
    const lastWeek = await createConsultation(t.db, { ...lead, serviceType: "trademark" });
    await createContactMessage(t.db, {
      fullName: "C D",
      email: "c@example.in",
      phone: "+918012345678",
      subject: "general",
      message: "hi",
    });
    await subscribeNewsletter(t.db, "n@example.in", "footer", "https://nyayik.example");
    const set = (table: string, id: string | null, at: string) =>
      t.db.execute(
        sql`update ${sql.identifier(table)} set created_at = ${at}::timestamptz ${id ? sql`where id = ${id}` : sql``}`,
      );
    await set("consultation_requests", today.id, "2026-11-24T19:00:00Z");
    await set("consultation_requests", monday.id, "2026-11-23T04:00:00Z");
    await set("consultation_requests", lastWeek.id, "2026-11-21T04:00:00Z");
    await set("contact_messages", null, "2026-11-25T03:00:00Z");
    await set("newsletter_subscribers", null, "2026-10-25T03:00:00Z");
    await t.db.insert(payments).values([
      {
        slug: "gst",
        serviceTitle: "GST",
        actualPaise: 99900,
        amountPaise: 99900,
        customerName: "x",
        customerEmail: "x@e.in",
        customerPhone: "1",
        status: "paid",
        gateway: "test",
        paidAt: new Date("2026-11-10T00:00:00Z"),
        createdAt: new Date("2026-11-10T00:00:00Z"),
      },
      {
        slug: "gst",
        serviceTitle: "GST",
        actualPaise: 50000,
        amountPaise: 40000,
        customerName: "x",
        customerEmail: "x@e.in",
        customerPhone: "1",
        status: "paid",
        gateway: "test",
        paidAt: new Date("2026-11-24T00:00:00Z"),
        createdAt: new Date("2026-11-24T00:00:00Z"),
      },
      {
        slug: "gst",
        serviceTitle: "GST",
        actualPaise: 50000,
        amountPaise: 50000,
        customerName: "x",
        customerEmail: "x@e.in",
        customerPhone: "1",
        status: "paid",
        gateway: "test",
        paidAt: new Date("2026-10-24T00:00:00Z"),
        createdAt: new Date("2026-10-24T00:00:00Z"),
      },
      {
        slug: "gst",
        serviceTitle: "GST",
        actualPaise: 50000,
        amountPaise: 50000,
        customerName: "x",
        customerEmail: "x@e.in",
        customerPhone: "1",
        status: "failed",
        gateway: "test",
        createdAt: new Date("2026-11-20T00:00:00Z"),
      },
    ]);
    await t.db.update(outboxMessages).set({ status: "dead" }).where(sql`id = (select id from outbox_messages limit 1)`);
    const d = await loadDashboard(t.db, NOW);
    const row = (key: string) => d.leads.find((r) => r.key === key);
    expect(row("gst")).toMatchObject({ today: 1, week: 2, waiting: 2 });
    expect(row("trademark")).toMatchObject({ today: 0, week: 0, waiting: 1 });
    expect(row("contact")).toMatchObject({ today: 1, week: 1, waiting: 1 });
    expect(row("subscriber")).toMatchObject({ today: 0, week: 0, waiting: 1 });
    expect(d.totals).toEqual({ today: 2, week: 3, waiting: 5 });
    expect(d.payments).toEqual({ paidCount: 2, paidPaise: 139900, failedCount: 1, openCount: 0 });
    // Three leads and one contact message enqueued two e-mails each, the subscriber one confirmation; one is dead.
    expect(d.outbox).toMatchObject({ pending: 8, dead: 1, sentLastDay: 0 });
    expect(d.outbox.oldestPendingMinutes).toBeGreaterThanOrEqual(0);
  });
}
