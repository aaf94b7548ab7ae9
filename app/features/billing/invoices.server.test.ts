import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { documentCounters, invoices, payments } from "#app/db/schema.server.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { recordRefund } from "#app/features/payments/console.server.ts";
import { handleCallback, startPayment, testGatewayCallback } from "#app/features/payments/payments.server.ts";
import { loadReceipt } from "#app/features/payments/receipt-data.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { makeStaff } from "../../../tests/support/auth.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { getInvoiceForPayment } from "./invoices.server.ts";
import { allocateSerial, documentNumber, financialYear } from "./numbering.server.ts";

const config = parseConfig({ SITE_URL: "http://127.0.0.1:3999", LOG_LEVEL: "silent" });
const content = loadContent();
const buyer = { name: "Asha Verma", email: "asha@example.com", phone: "98765 43210" };

test("the financial year turns at midnight in India between 31 March and 1 April", () => {
  expect(financialYear(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27"); // 23:59:59 IST, 31 March
  expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28"); // 00:00 IST, 1 April
  expect(financialYear(new Date("2026-11-24T10:00:00Z"))).toBe("2026-27");
  expect(financialYear(new Date("2027-01-01T00:00:00Z"))).toBe("2026-27");
});

test("document numbers keep to 16 characters", () => {
  expect(documentNumber("NY", "2026-27", 123)).toBe("NY/2026-27/00123");
  expect(documentNumber("NY", "2026-27", 99_999)).toHaveLength(16);
  expect(() => documentNumber("NY", "2026-27", 100_000)).toThrow(RangeError);
});

async function paidTrademark(db: Parameters<typeof startPayment>[0]["db"], extra: Record<string, string> = {}) {
  const started = await startPayment({ db, config, content }, { slug: "trademark-registration", ...buyer, ...extra });
  if (!started.ok) throw new Error(JSON.stringify(started));
  const [payment] = await db.select().from(payments).where(eq(payments.id, started.id));
  if (!payment) throw new Error("no payment");
  return payment;
}

for (const kind of DATABASES) {
  test(`${kind}: a capture issues a tax invoice with our fee taxed and the government fee apart`, async () => {
    await using t = await testDb(kind);
    const payment = await paidTrademark(t.db, { gstin: "27AAPFU0939F1ZV", address: "12 MG Road, Pune 411001" });
    expect(payment.amountPaise).toBe(99_900 + 17_982 + 450_000);
    const settled = await handleCallback({ db: t.db, config, content }, testGatewayCallback(config, payment, "paid"));
    expect(settled.ok).toBe(true);
    const found = await getInvoiceForPayment(t.db, payment.id);
    const s = found?.invoice.snapshot;
    expect(found?.invoice.number).toMatch(/^NY\/20\d\d-\d\d\/00001$/);
    expect(s?.kind).toBe("tax-invoice");
    expect(s?.sample).toBe(true);
    expect(s?.recipient.gstin).toBe("27AAPFU0939F1ZV");
    expect(s?.placeOfSupply).toEqual({ code: "27", name: "Maharashtra" });
    expect(s?.taxRows).toEqual([{ label: "IGST 18%", ratePercent: 18, paise: 17_982 }]);
    expect(s?.taxablePaise).toBe(99_900);
    expect(s?.governmentPaise).toBe(450_000);
    expect(s?.totalPaise).toBe(payment.amountPaise);
    expect(s?.totalInWords).toBe("Rupees Five Thousand Six Hundred Seventy Eight and Eighty Two Paise Only");
    // A replayed callback issues nothing more.
    await handleCallback({ db: t.db, config, content }, testGatewayCallback(config, payment, "paid"));
    expect(await t.db.select().from(invoices)).toHaveLength(1);
  });

  test(`${kind}: a recorded refund issues a credit note in its own series, linked to the invoice and shown on the receipt`, async () => {
    await using t = await testDb(kind);
    const payment = await paidTrademark(t.db);
    await handleCallback({ db: t.db, config, content }, testGatewayCallback(config, payment, "paid"));
    const staff = await makeStaff(t.db, { name: "Ravi Kumar" });
    const actor = { kind: "staff" as const, id: staff.id, label: staff.name };
    const refund = await recordRefund(t.db, {
      paymentId: payment.id,
      fields: { amount: "999", reason: "Cancelled before work started" },
      actor,
      ip: "",
      creditNotePrefix: "CN",
    });
    expect(refund.ok).toBe(true);
    const found = await getInvoiceForPayment(t.db, payment.id);
    expect(found?.creditNotes).toHaveLength(1);
    const note = found?.creditNotes[0];
    expect(note?.number).toMatch(/^CN\/20\d\d-\d\d\/00001$/);
    expect(note?.invoiceId).toBe(found?.invoice.id);
    expect(note?.snapshot.against?.number).toBe(found?.invoice.number);
    expect(note?.totalPaise).toBe(99_900);
    const [paid] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    if (!paid) throw new Error("no payment");
    const view = await loadReceipt(t.db, paid);
    expect(view.creditNotes.map((c) => c.title)).toEqual(["Credit note"]);
    expect(view.invoice?.title).toBe("Tax invoice");
  });

  test(`${kind}: a number taken by a transaction that fails is not lost, and an issued one is never reused`, async () => {
    await using t = await testDb(kind);
    const fy = "2026-27";
    await t.db.transaction(async (tx) => {
      expect(await allocateSerial(tx, "invoice", fy)).toBe(1);
    });
    await expect(
      t.db.transaction(async (tx) => {
        expect(await allocateSerial(tx, "invoice", fy)).toBe(2);
        throw new Error("a later step fails");
      }),
    ).rejects.toThrow("a later step fails");
    await t.db.transaction(async (tx) => {
      expect(await allocateSerial(tx, "invoice", fy)).toBe(2);
      expect(await allocateSerial(tx, "credit-note", fy)).toBe(1);
      expect(await allocateSerial(tx, "invoice", "2027-28")).toBe(1);
    });
    const counters = await t.db.select().from(documentCounters).orderBy(documentCounters.series, documentCounters.financialYear);
    expect(counters.map((c) => [c.series, c.financialYear, c.last])).toEqual([
      ["credit-note", "2026-27", 1],
      ["invoice", "2026-27", 2],
      ["invoice", "2027-28", 1],
    ]);
  });
}

test.runIf(DATABASES.includes("postgres"))(
  "postgres: 200 payments captured in parallel get 200 consecutive invoice numbers with no gap",
  { timeout: 120_000 },
  async () => {
    await using t = await testDb("postgres");
    const started = [];
    for (let i = 0; i < 200; i++) started.push(await paidTrademark(t.db));
    // Twenty workers take the 200 captures off one queue, so twice the pool's ten connections are
    // always asking at once (without a cap, pg's 5-second wait for a free connection would fail the
    // test on a busy machine rather than the code under test).
    const queue = [...started];
    const results: Awaited<ReturnType<typeof handleCallback>>[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let p = queue.shift(); p; p = queue.shift())
          results.push(await handleCallback({ db: t.db, config, content }, testGatewayCallback(config, p, "paid")));
      }),
    );
    expect(results).toHaveLength(200);
    expect(results.every((r) => r.ok)).toBe(true);
    const rows = await t.db.select().from(invoices);
    const serials = rows.map((r) => r.serial).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(200);
    expect(new Set(rows.map((r) => r.paymentId)).size).toBe(200);
  },
);
