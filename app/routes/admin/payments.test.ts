import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { auditLog } from "#app/db/schema.server.ts";
import { signedInStaff, siteRequest } from "../../../tests/support/auth.ts";
import { actionResult, testContext } from "../../../tests/support/form-request.ts";
import { makePayment } from "../../../tests/support/payments.ts";
import { DATABASES, fileDatabases } from "../../../tests/support/test-db.ts";
import * as receipt from "../payments/receipt.tsx";
import * as receiptPdf from "../payments/receipt-pdf.ts";
import * as payment from "./payment.tsx";
import * as list from "./payments.tsx";
import * as csv from "./payments-csv.ts";

const dbFor = fileDatabases({ beforeAll, afterAll });
type Db = Awaited<ReturnType<typeof dbFor>>["db"];
// biome-ignore lint/suspicious/noExplicitAny: route args are built as React Router builds them; the generated types want more than a test needs.
type AnyArgs = any;
const call = async (fn: (args: AnyArgs) => unknown, request: Request, db: Db, params: Record<string, string> = {}) => {
  try {
    return await actionResult(await fn({ request, params, context: testContext(db) }));
  } catch (thrown) {
    return actionResult(thrown);
  }
};

for (const kind of DATABASES) {
  test(`${kind}: the payments CSV neutralises formula names, keeps Hindi names and ₹ readable, and is audited`, async () => {
    const { db } = await dbFor(kind);
    const { cookie, staff } = await signedInStaff(db, "staff");
    const evil = await makePayment(db, { status: "paid", customerName: "=cmd|' /C calc'!A0", customerEmail: "evil@example.in" });
    const hindi = await makePayment(db, { status: "paid", customerName: "रीता शर्मा", coupon: "TM20", amountPaise: 79_900 });

    const response = (await csv.loader({
      request: siteRequest("/admin/payments.csv?status=paid", { cookie }),
      params: {},
      context: testContext(db),
    } as AnyArgs)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFCreated (IST),Payment ID,Status,Service,Service slug,Regular price (₹),Amount (₹),Coupon,Refunded (₹),Net (₹),Customer name,Customer e-mail,Customer phone,Gateway,Gateway link ID,Gateway payment ID,Paid at (IST),Callback at (IST),Webhook at (IST)",
    );
    const evilLine = lines.find((l) => l.includes(evil.id)) ?? "";
    expect(evilLine).toContain(`,'=cmd|' /C calc'!A0,evil@example.in,'+919876543210,`);
    const hindiLine = lines.find((l) => l.includes(hindi.id)) ?? "";
    expect(hindiLine).toContain(",paid,Trademark Registration,trademark-registration,4500,799,TM20,0,799,रीता शर्मा,");
    expect(lines.at(-1)).toBe("");

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "payments.export"));
    expect(audit).toMatchObject({ actorId: staff.id, ip: "203.0.113.7", detail: { rows: 2, filters: { status: "paid" } } });

    const bad = (await csv.loader({
      request: siteRequest("/admin/payments.csv?from=yesterday", { cookie }),
      params: {},
      context: testContext(db),
    } as AnyArgs)) as Response;
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("From must be a date like 2026-11-24.\n");
  });

  test(`${kind}: a refund recorded on the payment page shows on the list, the receipt page and the PDF; an over-refund is refused`, async () => {
    const { db } = await dbFor(kind);
    const { cookie } = await signedInStaff(db, "staff");
    const paid = await makePayment(db, { status: "paid", customerName: "Kiran Rao" });
    const path = `/admin/payments/${paid.id}`;
    const post = (form: Record<string, string>) =>
      call(payment.action, siteRequest(path, { method: "POST", form, cookie }), db, { id: paid.id });

    const over = await post({ amount: "1000", reason: "Client cancelled" });
    expect(over).toMatchObject({
      status: 400,
      data: {
        ok: false,
        field: "amount",
        error: "At most ₹999 can be refunded (paid ₹999, refunded before ₹0).",
        values: { amount: "1000" },
      },
    });
    const noReason = await post({ amount: "300", reason: "" });
    expect(noReason).toMatchObject({ status: 400, data: { field: "reason" } });
    const ok = await post({ amount: "300", reason: "Client cancelled the search" });
    expect(ok).toMatchObject({ status: 200, data: { ok: true, message: "Refund of ₹300 recorded." } });

    const detail = await call(payment.loader, siteRequest(path, { cookie }), db, { id: paid.id });
    expect(detail.data).toMatchObject({
      refunded: "₹300",
      net: "₹699",
      refundableText: "₹699",
      refunds: [{ amount: "₹300", reason: "Client cancelled the search", by: "Test Staff" }],
    });
    const listed = await call(list.loader, siteRequest("/admin/payments?status=paid", { cookie }), db);
    expect((listed.data as { rows: { id: string; refunded: string | null }[] }).rows.find((r) => r.id === paid.id)).toMatchObject(
      {
        refunded: "₹300",
      },
    );

    const page = await call(receipt.loader, siteRequest(`/payments/${paid.id}/receipt`), db, { id: paid.id });
    expect(page.data).toMatchObject({
      receipt: {
        refunded: "₹300",
        net: "₹699",
        refunds: [{ amount: "₹300", date: expect.stringMatching(/^\d{1,2} \w{3} \d{4}$/) }],
      },
    });
    const pdf = (await receiptPdf.loader({
      request: siteRequest(`/payments/${paid.id}/receipt.pdf`),
      params: { id: paid.id },
      context: testContext(db),
    } as AnyArgs)) as Response;
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    const unknown = await call(payment.loader, siteRequest("/admin/payments/not-a-uuid", { cookie }), db, { id: "not-a-uuid" });
    expect(unknown.status).toBe(404);
  });

  test(`${kind}: list filters in the address that make no sense get a 400 with the reason, and the list still shows`, async () => {
    const { db } = await dbFor(kind);
    const { cookie } = await signedInStaff(db, "staff");
    await makePayment(db);
    const result = await call(list.loader, siteRequest("/admin/payments?status=lost&to=2099-01-01", { cookie }), db);
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      errors: ["Status must be created, paid or failed."],
      filters: { status: "", to: "2099-01-01" },
    });
    expect((result.data as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  });
}
