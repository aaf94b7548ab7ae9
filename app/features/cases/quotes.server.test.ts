import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { caseEvents, cases, outboxMessages, payments, quotes } from "#app/db/schema.server.ts";
import { eraseClientData, exportClientData } from "#app/features/accounts/privacy.server.ts";
import { getInvoiceForPayment } from "#app/features/billing/invoices.server.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { handleCallback, handleWebhook, testGatewayCallback } from "#app/features/payments/payments.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { startFakeRazorpay } from "../../../tests/fakes/razorpay.ts";
import { makeStaff, signedInClient } from "../../../tests/support/auth.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { openCase } from "./cases.server.ts";
import { parseQuoteForm, rupeesToPaise } from "./quote-schema.ts";
import { acceptQuote, getClientQuote, getQuote, saveQuote } from "./quotes.server.ts";
import { startQuotePayment } from "./quotes-payment.server.ts";

const config = parseConfig({ SITE_URL: "http://127.0.0.1:3999", LOG_LEVEL: "silent" });
const content = loadContent();
const NOW = new Date("2026-11-24T06:00:00Z");
const TODAY = "2026-11-24";

const fields = (email: string, over: Record<string, string> = {}) => ({
  intent: "send",
  service: "trademark-registration",
  clientName: "Asha Verma",
  clientEmail: email,
  clientPhone: "+919876543210",
  validUntil: "2026-12-10",
  note: "Two classes: 30 and 43.",
  placeOfSupply: "20",
  gstin: "",
  "line-0-kind": "our_fee",
  "line-0-description": "Search, drafting and filing, two classes",
  "line-0-amount": "1,999",
  "line-1-kind": "government_fee",
  "line-1-description": "TM-A, two classes at ₹4,500",
  "line-1-amount": "9000",
  "line-2-kind": "other_at_actuals",
  "line-2-description": "Notarised affidavit",
  "line-2-amount": "300",
  ...over,
});

test("amounts are read exactly in paise, and a bad form names each bad field", () => {
  expect(rupeesToPaise("1,999")).toBe(199_900);
  expect(rupeesToPaise("0.29")).toBe(29);
  expect(rupeesToPaise("12.5")).toBe(1250);
  expect(rupeesToPaise("1e3")).toBeNull();
  expect(rupeesToPaise("-5")).toBeNull();
  const bad = parseQuoteForm(
    fields("a@example.in", { validUntil: "2026-11-01", "line-0-amount": "ten", gstin: "27AAPFU0939F1ZX" }),
    TODAY,
  );
  expect(bad.ok).toBe(false);
  if (bad.ok) return;
  expect(Object.keys(bad.errors).sort()).toEqual(["gstin", "line-0-amount", "validUntil"]);
  const onlyActuals = parseQuoteForm(
    fields("a@example.in", { "line-0-kind": "other_at_actuals", "line-1-kind": "other_at_actuals" }),
    TODAY,
  );
  expect(onlyActuals.ok ? null : onlyActuals.errors["line-0-kind"]).toMatch(/fee/);
});

for (const kind of DATABASES) {
  test(`${kind}: a sent quote is priced on the server, e-mailed, never edited; a revision supersedes it`, async () => {
    await using t = await testDb(kind);
    const staff = await makeStaff(t.db, { name: "Sunil Rao" });
    const { account } = await signedInClient(t.db);
    const form = parseQuoteForm(fields(account.email), TODAY);
    if (!form.ok) throw new Error(JSON.stringify(form.errors));
    const saved = await saveQuote(t.db, { content, siteUrl: config.siteUrl }, { ...staff, ip: "" }, form.value, {}, NOW);
    if (!saved.ok) throw new Error(saved.message);
    const v1 = await getQuote(t.db, saved.id);
    // Our fee ₹1,999 + CGST 9% + SGST 9% (client in the firm's state) + government fee ₹9,000; the affidavit is paid later.
    expect(v1?.billing.lines.map((l) => [l.kind, l.paise])).toEqual([
      ["fee", 199_900],
      ["cgst", 17_991],
      ["sgst", 17_991],
      ["government", 900_000],
    ]);
    expect(v1?.payableNowPaise).toBe(199_900 + 35_982 + 900_000);
    expect(v1?.billing.payableLater).toContain("Notarised affidavit");
    expect(v1?.status).toBe("sent");
    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "quote-sent"));
    expect(mail?.payload.to).toBe(account.email);
    expect(String(mail?.payload.text)).toContain(`/account/quotes/${saved.id}`);
    expect(String(mail?.payload.text)).toContain("₹11,358.82");

    // Revising writes version 2; v1 stays as sent (its lines untouched) and is superseded on send.
    const cheaper = parseQuoteForm(fields(account.email, { "line-0-amount": "1499" }), TODAY);
    if (!cheaper.ok) throw new Error("form");
    const v2 = await saveQuote(
      t.db,
      { content, siteUrl: config.siteUrl },
      { ...staff, ip: "" },
      cheaper.value,
      { revises: saved.id },
      NOW,
    );
    if (!v2.ok) throw new Error(v2.message);
    expect(v2.id).not.toBe(saved.id);
    const [old, fresh] = [await getQuote(t.db, saved.id), await getQuote(t.db, v2.id)];
    expect([old?.status, old?.lines[0]?.amountPaise, old?.payableNowPaise]).toEqual(["superseded", 199_900, 1_135_882]);
    expect([fresh?.status, fresh?.version, fresh?.chainId, fresh?.reference]).toEqual([
      "sent",
      2,
      old?.chainId,
      `${old?.reference}/v2`,
    ]);
    expect(await acceptQuote(t.db, account, saved.id, NOW)).toMatchObject({ ok: false, status: 409 });
    // A superseded version cannot be revised again.
    expect(
      await saveQuote(
        t.db,
        { content, siteUrl: config.siteUrl },
        { ...staff, ip: "" },
        cheaper.value,
        { revises: saved.id },
        NOW,
      ),
    ).toMatchObject({ ok: false, status: 409 });
  });

  test(`${kind}: the client accepts and pays through the test gateway; the quote is paid with an invoice`, async () => {
    await using t = await testDb(kind);
    const staff = await makeStaff(t.db);
    const { account } = await signedInClient(t.db);
    const other = await signedInClient(t.db);
    const form = parseQuoteForm(fields(account.email), TODAY);
    if (!form.ok) throw new Error("form");
    const draft = await saveQuote(
      t.db,
      { content, siteUrl: config.siteUrl },
      { ...staff, ip: "" },
      { ...form.value, intent: "draft" },
      {},
      NOW,
    );
    if (!draft.ok) throw new Error(draft.message);
    // A draft is not the client's to see; nor is anyone else's quote.
    expect(await getClientQuote(t.db, account, draft.id, NOW)).toBeNull();
    const sent = await saveQuote(
      t.db,
      { content, siteUrl: config.siteUrl },
      { ...staff, ip: "" },
      form.value,
      { revises: draft.id },
      NOW,
    );
    expect(sent).toEqual({ ok: true, id: draft.id, sent: true });
    expect(await getClientQuote(t.db, other.account, draft.id, NOW)).toBeNull();
    const deps = { db: t.db, config, content };
    expect(await startQuotePayment(deps, account, draft.id, NOW)).toMatchObject({
      ok: false,
      message: "Accept the quote first.",
    });
    expect(await acceptQuote(t.db, account, draft.id, NOW)).toMatchObject({ ok: true });
    const started = await startQuotePayment(deps, account, draft.id, NOW);
    if (!started.ok) throw new Error(started.message);
    const [payment] = await t.db.select().from(payments).where(eq(payments.quoteId, draft.id));
    if (!payment) throw new Error("no payment");
    expect(started.url).toBe(`/payments/test-gateway/${payment.id}`);
    expect(payment.amountPaise).toBe(1_135_882);
    const settled = await handleCallback(deps, testGatewayCallback(config, payment, "paid"));
    expect(settled.ok).toBe(true);
    const [quote] = await t.db.select().from(quotes).where(eq(quotes.id, draft.id));
    expect([quote?.status, quote?.paymentId]).toEqual(["paid", payment.id]);
    const invoice = await getInvoiceForPayment(t.db, payment.id);
    expect(invoice?.invoice.snapshot.taxablePaise).toBe(199_900);
    expect(invoice?.invoice.snapshot.governmentPaise).toBe(900_000);
    expect(invoice?.invoice.snapshot.totalPaise).toBe(1_135_882);
    expect(await startQuotePayment(deps, account, draft.id, NOW)).toMatchObject({ ok: false, status: 409 });
    // The paid quote opened one case (from the quote, with its payment), and the quote points at it.
    const opened = await t.db.select().from(cases).where(eq(cases.clientEmail, account.email));
    expect(opened.map((c) => [c.source, c.paymentId, c.quoteId, c.serviceSlug])).toEqual([
      ["quote", payment.id, draft.id, "trademark-registration"],
    ]);
    expect(quote?.caseId ?? (await getQuote(t.db, draft.id))?.caseId).toBe(opened[0]?.id);
    // A replayed callback opens nothing more.
    await handleCallback(deps, testGatewayCallback(config, payment, "paid"));
    expect(await t.db.select().from(cases).where(eq(cases.clientEmail, account.email))).toHaveLength(1);
  });

  test(`${kind}: with Razorpay, the quote's Payment Link carries the quote's amount and the paid webhook settles it`, async () => {
    await using t = await testDb(kind);
    await using fake = await startFakeRazorpay();
    const rzp = parseConfig({
      SITE_URL: "http://127.0.0.1:3999",
      LOG_LEVEL: "silent",
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
      RAZORPAY_BASE_URL: fake.url,
    });
    const staff = await makeStaff(t.db);
    const { account } = await signedInClient(t.db);
    const form = parseQuoteForm(fields(account.email), TODAY);
    if (!form.ok) throw new Error("form");
    const saved = await saveQuote(t.db, { content, siteUrl: rzp.siteUrl }, { ...staff, ip: "" }, form.value, {}, NOW);
    if (!saved.ok) throw new Error(saved.message);
    const deps = { db: t.db, config: rzp, content };
    await acceptQuote(t.db, account, saved.id);
    const started = await startQuotePayment(deps, account, saved.id);
    if (!started.ok) throw new Error(started.message);
    const [payment] = await t.db.select().from(payments).where(eq(payments.quoteId, saved.id));
    const body = fake.calls[0]?.body as Record<string, unknown>;
    expect([body.amount, body.reference_id, body.callback_url]).toEqual([
      1_135_882,
      payment?.id,
      "http://127.0.0.1:3999/payments/callback",
    ]);
    expect(started.url).toBe(fake.links.get(payment?.gatewayLinkId ?? "")?.short_url);
    const hook = fake.webhook(payment?.gatewayLinkId ?? "");
    const result = await handleWebhook(deps, new TextEncoder().encode(hook.body), new Headers(hook.headers));
    expect(result.outcome).toBe("processed");
    expect((await getQuote(t.db, saved.id))?.status).toBe("paid");
    expect(await t.db.select({ source: cases.source }).from(cases)).toEqual([{ source: "quote" }]);
    expect(fake.unexpected).toEqual([]);
  });

  test(`${kind}: a quote written for a case funds that case instead of opening another`, async () => {
    await using t = await testDb(kind);
    const staff = await makeStaff(t.db, { name: "Meera Iyer" });
    const { account } = await signedInClient(t.db);
    const existing = await t.db.transaction((tx) =>
      openCase(tx, {
        clientEmail: account.email,
        clientName: "Asha Verma",
        serviceSlug: "trademark-registration",
        source: "staff",
        expertStaffId: staff.id,
        siteUrl: config.siteUrl,
      }),
    );
    const form = parseQuoteForm(
      fields(account.email, { "line-1-kind": "", "line-1-description": "", "line-1-amount": "" }),
      TODAY,
    );
    if (!form.ok) throw new Error(JSON.stringify(form.errors));
    const saved = await saveQuote(
      t.db,
      { content, siteUrl: config.siteUrl },
      { ...staff, ip: "" },
      form.value,
      { caseId: existing.id },
      NOW,
    );
    if (!saved.ok) throw new Error(saved.message);
    const deps = { db: t.db, config, content };
    await acceptQuote(t.db, account, saved.id, NOW);
    const started = await startQuotePayment(deps, account, saved.id, NOW);
    if (!started.ok) throw new Error(started.message);
    const [payment] = await t.db.select().from(payments).where(eq(payments.quoteId, saved.id));
    if (!payment) throw new Error("no payment");
    await handleCallback(deps, testGatewayCallback(config, payment, "paid"));
    expect(await t.db.select({ id: cases.id }).from(cases)).toEqual([{ id: existing.id }]);
    const events = await t.db.select().from(caseEvents).where(eq(caseEvents.caseId, existing.id));
    const funded = events.find((e) => e.kind === "quote_paid");
    expect([funded?.visibleToClient, funded?.data.amount]).toEqual([true, "₹2,358.82"]);
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "case-quote_paid"));
    expect(String(mails[0]?.payload.text)).toContain("₹2,358.82");
  });

  test(`${kind}: a quote past its last valid day expires and cannot be accepted`, async () => {
    await using t = await testDb(kind);
    const staff = await makeStaff(t.db);
    const { account } = await signedInClient(t.db);
    const form = parseQuoteForm(fields(account.email, { validUntil: "2026-11-30" }), TODAY);
    if (!form.ok) throw new Error("form");
    const saved = await saveQuote(t.db, { content, siteUrl: config.siteUrl }, { ...staff, ip: "" }, form.value, {}, NOW);
    if (!saved.ok) throw new Error(saved.message);
    // 1 December in India (00:30 IST on the 1st is 19:00 UTC on 30 November).
    const later = new Date("2026-11-30T19:00:00Z");
    expect(await acceptQuote(t.db, account, saved.id, later)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/expired/),
    });
    expect((await getQuote(t.db, saved.id))?.status).toBe("expired");
  });
}

for (const kind of DATABASES) {
  test(`${kind}: the client's data export lists their quotes; erasure deletes unpaid ones and strips the name from a paid one`, async () => {
    await using t = await testDb(kind);
    const staff = await makeStaff(t.db);
    const { account } = await signedInClient(t.db);
    const send = async () => {
      const form = parseQuoteForm(fields(account.email), TODAY);
      if (!form.ok) throw new Error("form");
      const saved = await saveQuote(t.db, { content, siteUrl: config.siteUrl }, { ...staff, ip: "" }, form.value, {}, NOW);
      if (!saved.ok) throw new Error(saved.message);
      return saved.id;
    };
    const [unpaid, paid] = [await send(), await send()];
    const deps = { db: t.db, config, content };
    await acceptQuote(t.db, account, paid, NOW);
    await startQuotePayment(deps, account, paid, NOW);
    const [payment] = await t.db.select().from(payments).where(eq(payments.quoteId, paid));
    if (!payment) throw new Error("no payment");
    await handleCallback(deps, testGatewayCallback(config, payment, "paid"));
    const exported = (await exportClientData(t.db, account, { ip: "" })) as unknown as { quotes: { status: string }[] };
    expect(exported.quotes.map((q) => q.status).sort()).toEqual(["paid", "sent"]);
    await eraseClientData(t.db, account, { ip: "" });
    expect(await getQuote(t.db, unpaid)).toBeNull();
    const kept = await getQuote(t.db, paid);
    expect([kept?.status, kept?.clientName.startsWith("erased client"), kept?.clientPhone]).toEqual(["paid", true, ""]);
    expect(JSON.stringify(await t.db.select().from(quotes))).not.toContain(account.email);
  });
}
