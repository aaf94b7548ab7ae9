import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { expect, test, vi } from "vitest";
import type { Db } from "#app/db/client.server.ts";
import { outboxMessages, paymentEvents, payments } from "#app/db/schema.server.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import type { MailMessage } from "#app/features/mail/message.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { appContext } from "#app/lib/context.ts";
import { startFakeRazorpay } from "../../../tests/fakes/razorpay.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import * as callback from "./callback.tsx";
import * as failed from "./failed.tsx";
import * as receipt from "./receipt.tsx";
import * as receiptPdf from "./receipt-pdf.ts";
import * as start from "./start.ts";
import * as testGateway from "./test-gateway.tsx";
import * as webhook from "./webhook.ts";

const SITE = "http://127.0.0.1:3999";
const content = loadContent();
const visitor = { slug: "trademark-registration", name: "Asha Verma", email: "asha@example.com", phone: "98765 43210" };

type Fake = Awaited<ReturnType<typeof startFakeRazorpay>>;

function razorpayConfig(fake: Fake, env: Record<string, string> = {}) {
  return parseConfig({
    SITE_URL: SITE,
    RAZORPAY_KEY_ID: fake.keyId,
    RAZORPAY_KEY_SECRET: fake.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
    RAZORPAY_BASE_URL: fake.url,
    RATE_LIMIT_PER_MINUTE: "100",
    ...env,
  });
}

function contextFor(db: Db, config: ReturnType<typeof parseConfig>, ip = "203.0.113.7") {
  const context = new RouterContextProvider();
  context.set(appContext, { db, config, content, nonce: "test", ip });
  return context;
}

function args<P extends Record<string, string>>(request: Request, context: RouterContextProvider, params: P) {
  return { request, context, params, url: new URL(request.url), pattern: "" };
}

function postStart(context: RouterContextProvider, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const request = new Request(`${SITE}/payments/start`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, ...headers },
    body: new URLSearchParams(fields),
  });
  return start.action(args(request, context, {}));
}

async function callbackAt(context: RouterContextProvider, url: string) {
  return callback.loader(args(new Request(url), context, {}));
}

function postWebhook(context: RouterContextProvider, w: { body: string; headers: Record<string, string> }) {
  const request = new Request(`${SITE}/payments/webhook`, { method: "POST", headers: w.headers, body: w.body });
  return webhook.action(args(request, context, {}));
}

/** What a loader or action throws (redirect or data) or returns, as one value. */
async function outcome<T>(run: () => Promise<T>): Promise<T | unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

function statusOf(result: unknown): number | undefined {
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } } | undefined)?.init?.status;
}

async function startOk(context: RouterContextProvider, fields: Record<string, string> = visitor) {
  const response = await postStart(context, fields);
  const body = (await response.json()) as { ok: boolean; url: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.url;
}

async function onlyPayment(db: Db) {
  const rows = await db.select().from(payments);
  expect(rows).toHaveLength(1);
  return rows[0] as typeof payments.$inferSelect;
}

async function receiptMail(db: Db) {
  const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, "payment-receipt"));
  return rows.map((r) => r.payload as MailMessage);
}

/** Where each message goes: the visitor's address, or "staff" for the firm's inbox. */
const recipients = (mails: MailMessage[]) => mails.map((m) => (m.toStaff ? "staff" : m.to));

for (const kind of DATABASES) {
  test(`${kind}: starting a payment sends Razorpay the server's price with the exact body and Basic auth`, async () => {
    await using t = await testDb(kind);
    await using fake = await startFakeRazorpay();
    const context = contextFor(t.db, razorpayConfig(fake));
    const before = Math.floor(Date.now() / 1000);
    const url = await startOk(context, { ...visitor, coupon: "tm20" });
    const after = Math.floor(Date.now() / 1000);

    const payment = await onlyPayment(t.db);
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0];
    expect(call?.authorization).toBe(`Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString("base64")}`);
    const body = call?.body as Record<string, unknown>;
    expect(body.expire_by).toBeGreaterThanOrEqual(before + 3600);
    expect(body.expire_by).toBeLessThanOrEqual(after + 3600);
    // Our fee after TM20 (₹799) + 18% GST (₹143.82) + IP India's ₹4,500 collected now.
    expect(body).toStrictEqual({
      amount: 79_900 + 14_382 + 450_000,
      currency: "INR",
      accept_partial: false,
      reference_id: payment.id,
      description: `${payment.serviceTitle}, ${content.site.name} (coupon TM20)`,
      customer: { name: "Asha Verma", email: "asha@example.com", contact: "+919876543210" },
      notify: { sms: false, email: false },
      reminder_enable: false,
      notes: { slug: "trademark-registration", coupon: "TM20" },
      callback_url: `${SITE}/payments/callback`,
      callback_method: "get",
      expire_by: body.expire_by,
    });
    const link = fake.links.get(payment.gatewayLinkId ?? "");
    expect(url).toBe(link?.short_url);
    expect(payment).toMatchObject({
      status: "created",
      amountPaise: 544_282,
      actualPaise: 450000,
      coupon: "TM20",
      gateway: "razorpay",
      shortUrl: url,
    });
    expect(payment.id.length).toBeLessThanOrEqual(40);
    expect(fake.unexpected).toEqual([]);
  });

  test(`${kind}: the browser cannot set the price: a posted amount is refused and nothing is stored or sent`, async () => {
    await using t = await testDb(kind);
    await using fake = await startFakeRazorpay();
    const context = contextFor(t.db, razorpayConfig(fake));
    const response = await postStart(context, { ...visitor, amount: "1" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { formError: string }).formError).toContain("Unexpected field: amount");
    expect(await t.db.select().from(payments)).toEqual([]);
    expect(fake.calls).toEqual([]);
  });

  test(`${kind}: an unknown coupon, a coupon for another service and an unpriced service are refused with a message`, async () => {
    await using t = await testDb(kind);
    await using fake = await startFakeRazorpay();
    const context = contextFor(t.db, razorpayConfig(fake));
    const cases: [Record<string, string>, unknown][] = [
      [{ ...visitor, coupon: "SAVE50" }, { fieldErrors: { coupon: "The coupon code SAVE50 is not valid." } }],
      [
        { ...visitor, slug: "company-registration", coupon: "TM20" },
        { fieldErrors: { coupon: "The coupon TM20 applies to Trademark Registration only." } },
      ],
      [{ ...visitor, slug: "iso-certification" }, { formError: expect.stringContaining("cannot be paid for online") }],
      [{ ...visitor, phone: "12345" }, { fieldErrors: { phone: "Please enter a 10-digit Indian phone number" } }],
    ];
    for (const [fields, expected] of cases) {
      const response = await postStart(context, fields);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, ...(expected as object) });
    }
    expect(await t.db.select().from(payments)).toEqual([]);
    expect(fake.calls).toEqual([]);
  });

  test(`${kind}: a gateway error or a link without a display address answers 502 with the SPEC message; the payment is failed, no mail`, async () => {
    await using t = await testDb(kind);
    await using fake = await startFakeRazorpay();
    const context = contextFor(t.db, razorpayConfig(fake));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    fake.failNext(500, "Internal server error");
    fake.omitShortUrlNext();
    for (const _ of [1, 2]) {
      const response = await postStart(context, visitor);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ ok: false, formError: "Payment initialization failed. Please try again." });
    }
    expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining("Razorpay 500: Internal server error"),
      expect.stringContaining("No display URL received"),
    ]);
    logged.mockRestore();
    const rows = await t.db.select().from(payments);
    expect(rows.map((r) => r.status)).toEqual(["failed", "failed"]);
    expect(await receiptMail(t.db)).toEqual([]);
  });

  test(`${kind}: a verified callback marks the payment paid once, with one receipt and one firm notice; a replay changes nothing`, async () => {
    await using t = await testDb(kind);
    await using fake = await startFakeRazorpay();
    const config = razorpayConfig(fake);
    const context = contextFor(t.db, config);
    await startOk(context);
    const created = await onlyPayment(t.db);
    const { callbackUrl, paymentId } = fake.pay(created.gatewayLinkId ?? "");

    const first = await callbackAt(context, callbackUrl);
    expect(statusOf(first)).toBe(303);
    expect((first as Response).headers.get("location")).toBe(`/payments/${created.id}/receipt`);
    const paid = await onlyPayment(t.db);
    expect(paid).toMatchObject({ status: "paid", gatewayPaymentId: paymentId, webhookAt: null });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(paid.callbackAt).toBeInstanceOf(Date);

    const mails = await receiptMail(t.db);
    expect(recipients(mails)).toEqual(["asha@example.com", "staff"]);
    expect(mails[1]?.replyTo).toBe("asha@example.com");
    expect(mails[0]?.text).toContain(`Payment ID: ${paymentId}`);
    expect(mails[0]?.text).toContain("Amount paid: ₹5,678.82");
    expect(mails[0]?.text).toContain("Government fee, paid on your behalf: ₹4,500");
    expect(mails[0]?.text).toContain(`${SITE}/payments/${created.id}/receipt`);

    const replay = await callbackAt(context, callbackUrl);
    expect((replay as Response).headers.get("location")).toBe(`/payments/${created.id}/receipt`);
    expect(await receiptMail(t.db)).toHaveLength(2);
    expect(await onlyPayment(t.db)).toMatchObject({ paidAt: paid.paidAt, callbackAt: paid.callbackAt });

    const page = await receipt.loader(args(new Request(`${SITE}/payments/${created.id}/receipt`), context, { id: created.id }));
    expect(page.data.receipt).toMatchObject({
      service: created.serviceTitle,
      amount: "₹5,678.82",
      status: "paid",
      statusLabel: "Paid",
      gatewayPaymentId: paymentId,
    });
    expect(page.init?.headers).toMatchObject({ "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" });
  });

  test(`${kind}: paying on the (fake) hosted page brings the browser back with a callback the server accepts`, async () => {
    await using t = await testDb(kind);
    await using fake = await startFakeRazorpay();
    const context = contextFor(t.db, razorpayConfig(fake));
    const url = await startOk(context);
    const page = await fetch(url);
    expect(await page.text()).toContain("Fake Razorpay");
    const paid = await fetch(`${url}/pay`, { method: "POST", redirect: "manual" });
    const back = paid.headers.get("location") ?? "";
    expect(back.startsWith(`${SITE}/payments/callback?`)).toBe(true);
    const result = (await callbackAt(context, back)) as Response;
    const { id } = await onlyPayment(t.db);
    expect(result.headers.get("location")).toBe(`/payments/${id}/receipt`);
    expect((await onlyPayment(t.db)).status).toBe("paid");
    expect(fake.unexpected).toEqual([]);
  });

  test(`${kind}: a tampered callback is refused with 400 and changes nothing`, async () => {
    await using t = await testDb(kind);
    await using fake = await startFakeRazorpay();
    const context = contextFor(t.db, razorpayConfig(fake));
    await startOk(context);
    await startOk(context, { ...visitor, email: "ravi@example.com" });
    const [one, two] = await t.db.select().from(payments);
    const { query } = fake.pay(one?.gatewayLinkId ?? "");
    const tamper = (change: Record<string, string | null>) => {
      const q = new URLSearchParams(query);
      for (const [k, v] of Object.entries(change)) v === null ? q.delete(k) : q.set(k, v);
      return `${SITE}/payments/callback?${q}`;
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const url of [
      tamper({ razorpay_payment_id: "pay_SomeoneElse01" }),
      tamper({ razorpay_payment_link_reference_id: two?.id ?? "" }),
      tamper({ razorpay_payment_link_status: "partially_paid" }),
      tamper({ razorpay_signature: "0".repeat(64) }),
      tamper({ razorpay_signature: null }),
    ]) {
      const result = await callbackAt(context, url);
      expect(statusOf(result), url).toBe(400);
    }
    logged.mockRestore();
    expect((await t.db.select().from(payments)).map((p) => p.status)).toEqual(["created", "created"]);
    expect(await receiptMail(t.db)).toEqual([]);
  });

  test(`${kind}: a verified webhook marks the payment paid; a duplicate delivery sends no second e-mail`, async () => {
    await using t = await testDb(kind);
    await using fake = await startFakeRazorpay();
    const context = contextFor(t.db, razorpayConfig(fake));
    await startOk(context);
    const created = await onlyPayment(t.db);
    const delivery = fake.webhook(created.gatewayLinkId ?? "", "payment_link.paid", "evt_Once000000001");

    const first = await postWebhook(context, delivery);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: "processed" });
    expect(await onlyPayment(t.db)).toMatchObject({
      status: "paid",
      gatewayPaymentId: fake.links.get(created.gatewayLinkId ?? "")?.paymentId,
    });
    expect(await receiptMail(t.db)).toHaveLength(2);
    const confirmed = await onlyPayment(t.db);
    expect(confirmed.webhookAt).toBeInstanceOf(Date);
    expect(confirmed.callbackAt).toBeNull();

    const again = await postWebhook(context, delivery);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "duplicate" });
    // A second, distinct event about the same payment (e.g. Razorpay re-sending with a new id) does not mail again either.
    const other = await postWebhook(context, fake.webhook(created.gatewayLinkId ?? "", "payment_link.paid", "evt_Other00000001"));
    expect(await other.json()).toEqual({ status: "processed" });
    expect(await receiptMail(t.db)).toHaveLength(2);
    expect((await t.db.select().from(paymentEvents)).map((e) => e.eventId).sort()).toEqual([
      "evt_Once000000001",
      "evt_Other00000001",
    ]);
    expect((await onlyPayment(t.db)).webhookAt).toEqual(confirmed.webhookAt);
  });

  test(`${kind}: a verified webhook for no payment of ours is kept with what it named, for reconciliation`, async () => {
    await using t = await testDb(kind);
    await using fake = await startFakeRazorpay();
    const context = contextFor(t.db, razorpayConfig(fake));
    await startOk(context);
    const created = await onlyPayment(t.db);
    const w = fake.webhook(created.gatewayLinkId ?? "", "payment_link.paid", "evt_Stranger00001");
    // The same link's event, but naming a reference that is not one of our payments.
    const body = w.body.replace(created.id, "ORDER-FROM-ELSEWHERE");
    const signed = {
      body,
      headers: { ...w.headers, "x-razorpay-signature": createHmac("sha256", fake.webhookSecret).update(body).digest("hex") },
    };
    const response = await postWebhook(context, signed);
    expect(await response.json()).toEqual({ status: "ignored" });
    const [event] = await t.db.select().from(paymentEvents);
    expect(event).toMatchObject({
      eventId: "evt_Stranger00001",
      paymentId: null,
      type: "payment_link.paid",
      detail: { referenceId: "ORDER-FROM-ELSEWHERE", linkId: created.gatewayLinkId, amountPaise: 567_882 },
    });
    expect(await onlyPayment(t.db)).toMatchObject({ status: "created", webhookAt: null });
  });

  test(`${kind}: a webhook with a bad signature gets 400 and changes nothing`, async () => {
    await using t = await testDb(kind);
    await using fake = await startFakeRazorpay();
    const context = contextFor(t.db, razorpayConfig(fake));
    await startOk(context);
    const created = await onlyPayment(t.db);
    const good = fake.webhook(created.gatewayLinkId ?? "");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const variants = [
      { ...good, headers: { ...good.headers, "x-razorpay-signature": "f".repeat(64) } },
      { ...good, body: good.body.replace('"status":"paid"', '"status":"paid" ') },
      { ...good, headers: { ...good.headers, "x-razorpay-signature": "" } },
    ];
    for (const w of variants) {
      const response = await postWebhook(context, w);
      expect(response.status).toBe(400);
    }
    logged.mockRestore();
    expect(await onlyPayment(t.db)).toMatchObject({ status: "created", gatewayPaymentId: null });
    expect(await t.db.select().from(paymentEvents)).toEqual([]);
    expect(await receiptMail(t.db)).toEqual([]);
  });

  test(`${kind}: callback and webhook arriving together make one transition and one receipt`, async () => {
    await using t = await testDb(kind);
    await using fake = await startFakeRazorpay();
    const context = contextFor(t.db, razorpayConfig(fake));
    for (let i = 0; i < 3; i++) await startOk(context, { ...visitor, email: `payer${i}@example.com` });
    const created = await t.db.select().from(payments);
    await Promise.all(
      created.flatMap((p) => {
        const w = fake.webhook(p.gatewayLinkId ?? "");
        const { callbackUrl } = fake.pay(p.gatewayLinkId ?? "");
        return [callbackAt(context, callbackUrl), postWebhook(context, w), callbackAt(context, callbackUrl)];
      }),
    );
    const settled = await t.db.select().from(payments);
    expect(settled.map((p) => p.status)).toEqual(["paid", "paid", "paid"]);
    const mails = await receiptMail(t.db);
    expect(mails).toHaveLength(6);
    expect(recipients(mails).sort()).toEqual([
      "payer0@example.com",
      "payer1@example.com",
      "payer2@example.com",
      "staff",
      "staff",
      "staff",
    ]);
  });

  test(`${kind}: an expired link's webhook fails the payment without e-mail, and the failed page offers to try again`, async () => {
    await using t = await testDb(kind);
    await using fake = await startFakeRazorpay();
    const context = contextFor(t.db, razorpayConfig(fake));
    await startOk(context);
    const created = await onlyPayment(t.db);
    const response = await postWebhook(context, fake.webhook(created.gatewayLinkId ?? "", "payment_link.expired"));
    expect(response.status).toBe(200);
    expect(await onlyPayment(t.db)).toMatchObject({ status: "failed", paidAt: null });
    expect(await receiptMail(t.db)).toEqual([]);
    const page = await failed.loader(args(new Request(`${SITE}/payments/${created.id}/failed`), context, { id: created.id }));
    expect(page.data.payment).toEqual({ id: created.id, slug: "trademark-registration", service: created.serviceTitle });
    // The receipt address of a failed payment leads to the same page; a late "paid" webhook cannot revive it.
    const toFailed = await outcome(() =>
      receipt.loader(args(new Request(`${SITE}/payments/${created.id}/receipt`), context, { id: created.id })),
    );
    expect((toFailed as Response).headers.get("location")).toBe(`/payments/${created.id}/failed`);
    await postWebhook(context, fake.webhook(created.gatewayLinkId ?? "", "payment_link.paid"));
    expect((await onlyPayment(t.db)).status).toBe("failed");
  });

  test(`${kind}: the test gateway signs its redirect with the key secret: Pay leads to the receipt and PDF, Fail to the try-again page`, async () => {
    await using t = await testDb(kind);
    const config = parseConfig({ SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: "100" });
    expect(config.payments.mode).toBe("test-gateway");
    const context = contextFor(t.db, config);

    for (const choice of ["paid", "failed"] as const) {
      const url = await startOk(context, { ...visitor, coupon: "TM20", email: `${choice}@example.com` });
      const id = url.split("/").at(-1) ?? "";
      expect(url).toBe(`/payments/test-gateway/${id}`);
      const page = await testGateway.loader(args(new Request(`${SITE}${url}`), context, { id }));
      expect(page.data.payment).toMatchObject({ service: "Trademark Registration", amount: "₹5,442.82", coupon: "TM20" });

      const form = new Request(`${SITE}${url}`, { method: "POST", body: new URLSearchParams({ outcome: choice }) });
      const redirect = (await testGateway.action(args(form, context, { id }))) as Response;
      const location = redirect.headers.get("location") ?? "";
      expect(location).toMatch(/^\/payments\/callback\?/);
      const query = new URL(location, SITE).searchParams;
      expect(query.get("razorpay_payment_link_reference_id")).toBe(id);
      expect(query.get("razorpay_payment_link_status")).toBe(choice);

      const back = (await callbackAt(context, `${SITE}${location}`)) as Response;
      expect(back.headers.get("location")).toBe(choice === "paid" ? `/payments/${id}/receipt` : `/payments/${id}/failed`);
      const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
      expect(row?.status).toBe(choice);
    }
    expect(recipients(await receiptMail(t.db))).toEqual(["paid@example.com", "staff"]);
    const [paid] = await t.db.select().from(payments).where(eq(payments.status, "paid"));
    const [lost] = await t.db.select().from(payments).where(eq(payments.status, "failed"));

    const pdf = await receiptPdf.loader(
      args(new Request(`${SITE}/payments/${paid?.id}/receipt.pdf`), context, { id: paid?.id ?? "" }),
    );
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="receipt-[0-9a-f]{8}\.pdf"$/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const noPdf = await outcome(() => receiptPdf.loader(args(new Request(`${SITE}/x`), context, { id: lost?.id ?? "" })));
    expect(statusOf(noPdf)).toBe(404);

    // A settled payment's test page no longer offers Pay; it forwards to the outcome.
    const again = await outcome(() => testGateway.loader(args(new Request(`${SITE}/x`), context, { id: paid?.id ?? "" })));
    expect((again as Response).headers.get("location")).toBe(`/payments/${paid?.id}/receipt`);
  });

  test(`${kind}: the test gateway does not exist when Razorpay keys are configured`, async () => {
    await using t = await testDb(kind);
    await using fake = await startFakeRazorpay();
    const context = contextFor(t.db, razorpayConfig(fake));
    await startOk(context);
    const { id } = await onlyPayment(t.db);
    const result = await outcome(() => testGateway.loader(args(new Request(`${SITE}/x`), context, { id })));
    expect(statusOf(result)).toBe(404);
  });

  test(`${kind}: the start endpoint is rate limited per IP and refuses posts from other sites`, async () => {
    await using t = await testDb(kind);
    const context = contextFor(t.db, parseConfig({ SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: "2" }));
    const foreign = await postStart(context, visitor, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect((await postStart(context, visitor)).status).toBe(200);
    expect((await postStart(context, visitor)).status).toBe(200);
    const limited = await postStart(context, visitor);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await t.db.select().from(payments)).toHaveLength(2);
    const otherIp = contextFor(t.db, parseConfig({ SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: "2" }), "198.51.100.9");
    expect((await postStart(otherIp, visitor)).status).toBe(200);
  });
}
