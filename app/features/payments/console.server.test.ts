import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { auditLog, paymentEvents, refunds } from "#app/db/schema.server.ts";
import { makeStaff } from "../../../tests/support/auth.ts";
import { makePayment } from "../../../tests/support/payments.ts";
import { DATABASES, fileDatabases, testDb } from "../../../tests/support/test-db.ts";
import {
  listPayments,
  parsePaymentFilters,
  reconciliation,
  recordRefund,
  UNCONFIRMED_AFTER_MINUTES,
  WEBHOOK_GRACE_MINUTES,
} from "./console.server.ts";
import { receiptView } from "./receipt.server.ts";

const dbFor = fileDatabases({ beforeAll, afterAll });
const minutesAgo = (n: number, now = new Date()) => new Date(now.getTime() - n * 60_000);

async function actor(db: Awaited<ReturnType<typeof dbFor>>["db"]) {
  const s = await makeStaff(db, { name: "Ravi Kumar" });
  return { kind: "staff" as const, id: s.id, label: s.name };
}

test("list filters: bad values are reported in words and dropped", () => {
  const { filters, errors } = parsePaymentFilters(
    new URLSearchParams({ status: "refunded", service: "Trademark!", from: "24/11/2026", to: "2026-11-30", after: "x" }),
  );
  expect(errors).toEqual([
    "Status must be created, paid or failed.",
    "Choose a service from the list.",
    "From must be a date like 2026-11-24.",
    "That page link is broken; start from the first page.",
  ]);
  expect(filters).toEqual({ status: undefined, service: undefined, from: undefined, to: "2026-11-30", after: undefined });
  expect(parsePaymentFilters(new URLSearchParams({ from: "2026-12-01", to: "2026-11-01" })).errors).toEqual([
    "The From date is after the To date; showing from the To date only.",
  ]);
});

for (const kind of DATABASES) {
  test(`${kind}: a refund needs an amount in rupees and a reason; bad input changes nothing`, async () => {
    const { db } = await dbFor(kind);
    const payment = await makePayment(db, { status: "paid" });
    const who = await actor(db);
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ amount: "", reason: "Client cancelled" }, "Enter the refunded amount in rupees, like 500 or 499.50.", "amount"],
      [{ amount: "abc", reason: "Client cancelled" }, "Enter the refunded amount in rupees, like 500 or 499.50.", "amount"],
      [{ amount: "-5", reason: "Client cancelled" }, "Enter the refunded amount in rupees, like 500 or 499.50.", "amount"],
      [{ amount: "10.555", reason: "Client cancelled" }, "Enter the refunded amount in rupees, like 500 or 499.50.", "amount"],
      [{ amount: "0", reason: "Client cancelled" }, "The refunded amount must be more than ₹0.", "amount"],
      [{ amount: "100", reason: "  " }, "Say why the money was refunded (at least 3 characters).", "reason"],
      [{ amount: "100", reason: "x".repeat(501) }, "Keep the reason under 500 characters.", "reason"],
      [{ amount: "100", reason: "ok reason", staffId: "someone" }, "The form had unexpected fields.", undefined],
    ];
    for (const [fields, message, field] of cases) {
      const result = await recordRefund(db, {
        creditNotePrefix: "CN",
        paymentId: payment.id,
        fields,
        actor: who,
        ip: "203.0.113.9",
      });
      expect(result, JSON.stringify(fields)).toEqual({ ok: false, status: 400, message, field });
    }
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([]);
  });

  test(`${kind}: refunds add up to at most what was paid; an over-refund is refused with what is left; each is audited with who`, async () => {
    const { db } = await dbFor(kind);
    const payment = await makePayment(db, { status: "paid" });
    const who = await actor(db);
    const refund = (amount: string) =>
      recordRefund(db, {
        creditNotePrefix: "CN",
        paymentId: payment.id,
        fields: { amount, reason: "Fee waived in part" },
        actor: who,
        ip: "203.0.113.9",
      });

    expect(await refund("1,000")).toEqual({
      ok: false,
      status: 400,
      field: "amount",
      message: "At most ₹999 can be refunded (paid ₹999, refunded before ₹0).",
    });
    expect(await refund("₹400.50")).toMatchObject({ ok: true, refund: { amountPaise: 40_050, staffLabel: "Ravi Kumar" } });
    expect(await refund("600")).toEqual({
      ok: false,
      status: 400,
      field: "amount",
      message: "At most ₹598.50 can be refunded (paid ₹999, refunded before ₹400.50).",
    });
    expect(await refund("598.50")).toMatchObject({ ok: true });
    expect(await refund("1")).toMatchObject({ ok: false, message: "This payment has been refunded in full already." });

    const rows = await db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows.map((r) => [r.amountPaise, r.staffId, r.reason])).toEqual([
      [40_050, who.id, "Fee waived in part"],
      [59_850, who.id, "Fee waived in part"],
    ]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, payment.id));
    expect(audits.map((a) => [a.action, a.actorId, a.actorLabel, a.ip])).toEqual([
      ["payment.refund_recorded", who.id, "Ravi Kumar", "203.0.113.9"],
      ["payment.refund_recorded", who.id, "Ravi Kumar", "203.0.113.9"],
    ]);
    const view = receiptView(payment, rows);
    expect(view).toMatchObject({
      refunds: [{ amount: "₹400.50" }, { amount: "₹598.50" }],
      refunded: "₹999",
      net: "₹0",
      fullyRefunded: true,
    });
  });

  test(`${kind}: two refunds recorded at the same moment cannot together exceed the payment`, async () => {
    await using t = await testDb(kind);
    const payment = await makePayment(t.db, { status: "paid" });
    const who = await actor(t.db);
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        recordRefund(t.db, {
          creditNotePrefix: "CN",
          paymentId: payment.id,
          fields: { amount: "600", reason: "Duplicate payment" },
          actor: who,
          ip: "",
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await t.db.select().from(refunds)).toHaveLength(1);
  });

  test(`${kind}: only a paid payment can have a refund; an unknown payment is 404`, async () => {
    const { db } = await dbFor(kind);
    const who = await actor(db);
    const fields = { amount: "100", reason: "Client cancelled" };
    for (const status of ["created", "failed"]) {
      const p = await makePayment(db, { status });
      expect(
        await recordRefund(db, {
          creditNotePrefix: "CN",
          paymentId: p.id,
          fields,
          actor: who,
          ip: "",
        }),
      ).toEqual({
        ok: false,
        status: 409,
        message: "Only a paid payment can have a refund.",
      });
    }
    expect(
      await recordRefund(db, {
        creditNotePrefix: "CN",
        paymentId: "00000000-0000-4000-8000-000000000000",
        fields,
        actor: who,
        ip: "",
      }),
    ).toMatchObject({ ok: false, status: 404 });
  });

  test(`${kind}: reconciliation flags old unconfirmed payments, callbacks without a webhook, and events for unknown payments`, async () => {
    await using t = await testDb(kind);
    const db = t.db;
    const now = new Date();
    const stale = await makePayment(db, { createdAt: minutesAgo(UNCONFIRMED_AFTER_MINUTES + 1, now), customerName: "Stale" });
    await makePayment(db, { createdAt: minutesAgo(UNCONFIRMED_AFTER_MINUTES - 5, now), customerName: "Fresh" });
    await makePayment(db, { status: "failed", createdAt: minutesAgo(120, now) });
    const rz = { gateway: "razorpay", status: "paid" } as const;
    const noHook = await makePayment(db, { ...rz, callbackAt: minutesAgo(WEBHOOK_GRACE_MINUTES + 1, now) });
    await makePayment(db, { ...rz, callbackAt: minutesAgo(WEBHOOK_GRACE_MINUTES - 1, now) });
    await makePayment(db, { ...rz, callbackAt: minutesAgo(60, now), webhookAt: minutesAgo(59, now) });
    await makePayment(db, { ...rz, callbackAt: null, webhookAt: minutesAgo(59, now) });
    await makePayment(db, { status: "paid", gateway: "test-gateway", callbackAt: minutesAgo(60, now) });
    await db.insert(paymentEvents).values([
      { eventId: "evt_known", paymentId: noHook.id, type: "payment_link.paid" },
      {
        eventId: "evt_stranger",
        paymentId: null,
        type: "payment_link.paid",
        detail: { referenceId: "ORDER-77", linkId: "plink_x" },
      },
      { eventId: "evt_lost", paymentId: "11111111-1111-4111-8111-111111111111", type: "payment_link.paid" },
    ]);

    const report = await reconciliation(db, now);
    expect(report.unconfirmed.rows.map((p) => p.id)).toEqual([stale.id]);
    expect(report.unconfirmed.total).toBe(1);
    expect(report.callbackWithoutWebhook.rows.map((p) => p.id)).toEqual([noHook.id]);
    expect(report.unknownEvents.rows.map((e) => e.eventId).sort()).toEqual(["evt_lost", "evt_stranger"]);
    expect(report.unknownEvents.rows.find((e) => e.eventId === "evt_stranger")?.detail).toEqual({
      referenceId: "ORDER-77",
      linkId: "plink_x",
    });
    expect(report.unknownEvents.total).toBe(2);
  });

  test(`${kind}: the list pages through payments newest first without gaps or repeats, with filters and refunded totals`, async () => {
    await using t = await testDb(kind);
    const db = t.db;
    // Several payments in one millisecond: the cursor keeps microseconds and the id, so none is lost.
    const same = new Date("2026-11-20T06:00:00.123Z");
    const made = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await makePayment(db, {
          status: i % 2 ? "paid" : "created",
          createdAt: i < 4 ? same : minutesAgo(i, new Date("2026-11-22T06:00:00Z")),
        }),
      );
    }
    await makePayment(db, {
      slug: "gst-registration",
      serviceTitle: "GST Registration",
      createdAt: new Date("2026-11-25T10:00:00Z"),
    });
    const paidOne = made[1];
    if (!paidOne) throw new Error("no payment");
    await db.insert(refunds).values({ paymentId: paidOne.id, amountPaise: 10_000, reason: "x", staffLabel: "t" });

    const seen: string[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await listPayments(db, { after }, 3);
      seen.push(...page.rows.map((r) => r.id));
      if (!page.next) break;
      after = page.next;
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);

    const paid = await listPayments(db, { status: "paid", service: "trademark-registration" });
    expect(paid.rows.every((r) => r.status === "paid")).toBe(true);
    expect(paid.rows.find((r) => r.id === paidOne.id)?.refundedPaise).toBe(10_000);
    // Dates are days in India: 25 Nov 15:30 IST is on the 25th.
    const byDay = await listPayments(
      db,
      parsePaymentFilters(new URLSearchParams({ from: "2026-11-25", to: "2026-11-25" })).filters,
    );
    expect(byDay.rows.map((r) => r.slug)).toEqual(["gst-registration"]);
    const before = await listPayments(db, parsePaymentFilters(new URLSearchParams({ to: "2026-11-20" })).filters);
    expect(before.rows).toHaveLength(4);
  });
}
