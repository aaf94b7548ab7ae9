import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { paymentEvents, payments } from "#app/db/schema.server.ts";
import type { PaymentBilling } from "#app/features/billing/invoice-types.ts";
import { issueInvoice } from "#app/features/billing/invoices.server.ts";
import { openCaseForPayment } from "#app/features/cases/payment-hook.server.ts";
import { settleQuoteCapture } from "#app/features/cases/quote-capture.server.ts";
import type { Content } from "#app/features/catalogue/content.server.ts";
import { isSample } from "#app/features/catalogue/samples.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import type { Config } from "#app/lib/config.server.ts";
import { type CheckoutField, CheckoutSchema, placeOfSupplyOf } from "./checkout-schema.ts";
import { quotePayment } from "./pricing.server.ts";
import { createPaymentLink, GatewayError, type PaymentLinkRequest } from "./razorpay.server.ts";
import { receiptMails } from "./receipt.server.ts";
import { paymentLinkSignature, verifyPaymentLinkSignature, verifyWebhookSignature } from "./signatures.server.ts";

export type PaymentDeps = { db: Db; config: Config; content: Content };
export type Payment = typeof payments.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** SPEC §8: the one message a visitor sees when the gateway cannot be reached or gives no address. */
export const PAYMENT_INIT_FAILED = "Payment initialization failed. Please try again.";
/** A hosted payment link stays open this long; Razorpay requires at least 15 minutes (FACTS.md §A1). */
export const LINK_LIFETIME_SECONDS = 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Our payment ids are UUIDs (36 characters, within Razorpay's 40-character reference_id limit). */
export const isPaymentId = (value: string | null | undefined): value is string => !!value && UUID.test(value);

/** Loads one payment by id; undefined for an unknown or malformed id. */
export async function getPayment(db: Db, id: string): Promise<Payment | undefined> {
  if (!isPaymentId(id)) return undefined;
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export type StartResult =
  | { ok: true; id: string; url: string }
  | { ok: false; status: 400 | 502; fieldErrors?: Partial<Record<CheckoutField, string>>; formError?: string; reason?: string };

/**
 * Starts a payment: validates the checkout, prices it on the server, stores a `created` payment and
 * creates the gateway's payment link (or the built-in test gateway's page). Returns the address the
 * browser should leave for. Writes one payments row; calls Razorpay outside any transaction.
 */
export async function startPayment(
  { db, config, content }: PaymentDeps,
  fields: Record<string, unknown>,
  now = new Date(),
): Promise<StartResult> {
  const parsed = CheckoutSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<CheckoutField, string>> = {};
    let formError: string | undefined;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CheckoutField | undefined;
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
      if (issue.code === "unrecognized_keys")
        formError = `Unexpected field: ${issue.keys.join(", ")}. Prices are set by the server.`;
    }
    return { ok: false, status: 400, fieldErrors, formError };
  }
  const input = parsed.data;
  const placeOfSupply = placeOfSupplyOf(input);
  const priced = quotePayment(content, input.slug, input.coupon, placeOfSupply ?? content.site.tax.stateCode);
  if (!priced.ok) {
    return priced.field === "coupon"
      ? { ok: false, status: 400, fieldErrors: { coupon: priced.message } }
      : { ok: false, status: 400, formError: priced.message };
  }
  const { quote } = priced;
  const b = quote.breakdown;
  const billing: PaymentBilling = {
    taxMode: content.site.tax.mode,
    // Without a GSTIN or a chosen state the supplier's location is the place of supply (IGST Act s.12(2)(b)).
    placeOfSupply: placeOfSupply ?? content.site.tax.stateCode,
    recipientGstin: input.gstin ?? null,
    recipientAddress: input.address ?? null,
    lines: b.lines,
    ourFeePaise: b.ourFeePaise,
    discountPaise: b.discountPaise,
    taxablePaise: b.taxablePaise,
    gstPaise: b.gstPaise,
    governmentNowPaise: b.governmentNowPaise,
    payableNowPaise: b.payableNowPaise,
    payableLater: b.payableLater,
    governmentNote: b.governmentNote,
  };
  const [row] = await db
    .insert(payments)
    .values({
      slug: quote.slug,
      serviceTitle: quote.title,
      actualPaise: quote.actual * 100,
      amountPaise: quote.amountPaise,
      coupon: quote.coupon ?? null,
      billing,
      customerName: input.name,
      customerEmail: input.email,
      customerPhone: input.phone,
      gateway: config.payments.mode,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error("payment insert returned no row");
  const id = row.id;

  let link: { id: string; shortUrl: string };
  if (config.payments.mode === "razorpay") {
    const body: PaymentLinkRequest = {
      amount: quote.amountPaise,
      currency: "INR",
      accept_partial: false,
      reference_id: id,
      description: `${quote.title}, ${content.site.name}${quote.coupon ? ` (coupon ${quote.coupon})` : ""}`,
      customer: { name: input.name, email: input.email, contact: input.phone },
      notify: { sms: false, email: false },
      reminder_enable: false,
      notes: { slug: quote.slug, ...(quote.coupon ? { coupon: quote.coupon } : {}) },
      callback_url: `${config.siteUrl}/payments/callback`,
      callback_method: "get",
      expire_by: Math.floor(now.getTime() / 1000) + LINK_LIFETIME_SECONDS,
    };
    try {
      link = await createPaymentLink(config.payments, body);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      await db
        .update(payments)
        .set({ status: "failed", updatedAt: sql`now()` })
        .where(and(eq(payments.id, id), eq(payments.status, "created")));
      return { ok: false, status: 502, formError: PAYMENT_INIT_FAILED, reason: error.message };
    }
  } else {
    // The embedded test gateway stands in for the hosted page (DESIGN.md "Embedded defaults").
    link = { id: `plink_test_${randomBytes(7).toString("hex")}`, shortUrl: `/payments/test-gateway/${id}` };
  }
  await db
    .update(payments)
    .set({ gatewayLinkId: link.id, shortUrl: link.shortUrl, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
  return { ok: true, id, url: link.shortUrl };
}

type Settlement = {
  paymentId: string;
  linkId: string;
  gatewayPaymentId: string | null;
  status: "paid" | "failed";
  amountPaise?: number;
};

/**
 * Moves a payment from `created` to paid or failed, once: a conditional UPDATE that only a
 * `created` row with the expected link (and amount, when known) satisfies. When it moves to paid,
 * the visitor's receipt and the firm's notice are enqueued in the same transaction.
 */
async function settlePayment(tx: Tx, { config, content }: Omit<PaymentDeps, "db">, s: Settlement): Promise<boolean> {
  const conditions = [eq(payments.id, s.paymentId), eq(payments.status, "created"), eq(payments.gatewayLinkId, s.linkId)];
  if (s.amountPaise !== undefined) conditions.push(eq(payments.amountPaise, s.amountPaise));
  const [row] = await tx
    .update(payments)
    .set({
      status: s.status,
      gatewayPaymentId: s.gatewayPaymentId,
      paidAt: s.status === "paid" ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(and(...conditions))
    .returning();
  if (!row) return false;
  if (row.status === "paid" && row.billing) {
    // The invoice number is taken in this transaction: no capture without its invoice, no gap (DESIGN.md "Billing").
    await issueInvoice(
      tx,
      { ...row, billing: row.billing },
      { tax: content.site.tax, sample: isSample(content.site, "tax") },
      row.paidAt ?? new Date(),
    );
  }
  if (row.status === "paid") {
    await enqueueMail(
      tx,
      "payment-receipt",
      receiptMails(row, { site: { name: content.site.name, ...content.facts }, siteUrl: config.siteUrl }),
    );
    // Issue 25: the paid job becomes a case with a named expert and its checklist (idempotent per payment);
    // a quote's payment marks the quote paid and opens its case or funds the case it was written for (QUOTES.md).
    const site = { siteUrl: config.siteUrl, siteName: content.site.name };
    if (row.quoteId) await settleQuoteCapture(tx, row, site);
    else await openCaseForPayment(tx, row, site);
  }
  return true;
}

/**
 * Notes the first time a signed callback or webhook spoke about a payment (for reconciliation):
 * only the payment with that link, and only once (a replay keeps the first time).
 */
async function markConfirmation(tx: Tx, via: "callback" | "webhook", paymentId: string, linkId: string) {
  const column = via === "callback" ? payments.callbackAt : payments.webhookAt;
  await tx
    .update(payments)
    .set(via === "callback" ? { callbackAt: sql`now()` } : { webhookAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.gatewayLinkId, linkId), isNull(column)));
}

/** Razorpay link states that end a payment without money (payment_link.expired / .cancelled); `failed` is the test gateway's. */
const ENDED_UNPAID = new Set(["expired", "cancelled", "failed"]);

export type CallbackResult = { ok: true; payment: Payment; changed: boolean } | { ok: false; reason: string };

/**
 * Handles the browser's return from the gateway: verifies the payment-link signature with the key
 * secret, then settles the payment (paid, or failed for an ended link). A replayed callback changes
 * nothing and reports the stored state.
 */
export async function handleCallback(deps: PaymentDeps, query: URLSearchParams): Promise<CallbackResult> {
  const values = {
    linkId: query.get("razorpay_payment_link_id") ?? "",
    // An absent reference id is signed as "" (FACTS.md §A1 pitfall).
    referenceId: query.get("razorpay_payment_link_reference_id") ?? "",
    status: query.get("razorpay_payment_link_status") ?? "",
    paymentId: query.get("razorpay_payment_id") ?? "",
  };
  const signature = query.get("razorpay_signature");
  if (!values.linkId || !values.status || !values.paymentId || !signature)
    return { ok: false, reason: "missing callback parameters" };
  if (!verifyPaymentLinkSignature(deps.config.payments.keySecret, values, signature))
    return { ok: false, reason: "signature mismatch" };
  if (!isPaymentId(values.referenceId)) return { ok: false, reason: "reference id is not one of our payments" };
  const outcome = values.status === "paid" ? "paid" : ENDED_UNPAID.has(values.status) ? "failed" : undefined;
  return deps.db.transaction(async (tx) => {
    const changed = outcome
      ? await settlePayment(tx, deps, {
          paymentId: values.referenceId,
          linkId: values.linkId,
          gatewayPaymentId: values.paymentId,
          status: outcome,
        })
      : false;
    if (outcome) await markConfirmation(tx, "callback", values.referenceId, values.linkId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, values.referenceId));
    if (!payment || payment.gatewayLinkId !== values.linkId) return { ok: false as const, reason: "no payment for this link" };
    return { ok: true as const, payment, changed };
  });
}

export type WebhookResult = {
  status: 200 | 400 | 503;
  outcome: "processed" | "duplicate" | "ignored" | "rejected";
  reason?: string;
};

type WebhookEvent = {
  event?: unknown;
  payload?: {
    payment_link?: { entity?: { id?: unknown; reference_id?: unknown; amount?: unknown; amount_paid?: unknown } };
    payment?: { entity?: { id?: unknown } };
  };
};
const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/**
 * Handles a Razorpay webhook: verifies `X-Razorpay-Signature` over the raw body with the webhook
 * secret, records the event id (a repeat is acknowledged and ignored), and settles the payment for
 * payment_link.paid / .expired / .cancelled in the same transaction.
 */
export async function handleWebhook(deps: PaymentDeps, rawBody: Uint8Array, headers: Headers): Promise<WebhookResult> {
  const secret = deps.config.payments.webhookSecret;
  if (!secret) return { status: 503, outcome: "rejected", reason: "RAZORPAY_WEBHOOK_SECRET is not set" };
  if (!verifyWebhookSignature(secret, rawBody, headers.get("x-razorpay-signature")))
    return { status: 400, outcome: "rejected", reason: "invalid signature" };
  const eventId = headers.get("x-razorpay-event-id");
  if (!eventId || eventId.length > 100) return { status: 400, outcome: "rejected", reason: "missing x-razorpay-event-id" };
  let body: WebhookEvent;
  try {
    body = JSON.parse(new TextDecoder().decode(rawBody)) as WebhookEvent;
  } catch {
    return { status: 400, outcome: "rejected", reason: "body is not JSON" };
  }
  const type = str(body.event) ?? "unknown";
  const link = body.payload?.payment_link?.entity;
  const referenceId = str(link?.reference_id);
  const ours = isPaymentId(referenceId) ? referenceId : null;
  const linkId = str(link?.id);
  const paid = link?.amount_paid ?? link?.amount;
  const gatewayPaymentId = str(body.payload?.payment?.entity?.id);
  // Every verified event is kept with what it named, even one for no payment of ours, so the
  // reconciliation page can list it (decision 046).
  const detail = {
    ...(linkId ? { linkId: linkId.slice(0, 100) } : {}),
    ...(referenceId ? { referenceId: referenceId.slice(0, 100) } : {}),
    ...(typeof paid === "number" ? { amountPaise: paid } : {}),
    ...(gatewayPaymentId ? { gatewayPaymentId: gatewayPaymentId.slice(0, 100) } : {}),
  };

  return deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ eventId, paymentId: ours, type: type.slice(0, 100), detail })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return { status: 200 as const, outcome: "duplicate" as const };
    if (!ours || !linkId) return { status: 200 as const, outcome: "ignored" as const };
    let settlement: Settlement | undefined;
    if (type === "payment_link.paid") {
      settlement = {
        paymentId: ours,
        linkId,
        gatewayPaymentId: gatewayPaymentId ?? null,
        status: "paid",
        amountPaise: typeof paid === "number" ? paid : -1,
      };
    } else if (type === "payment_link.expired" || type === "payment_link.cancelled") {
      settlement = { paymentId: ours, linkId, gatewayPaymentId: null, status: "failed" };
    }
    if (!settlement) return { status: 200 as const, outcome: "ignored" as const };
    await settlePayment(tx, deps, settlement);
    await markConfirmation(tx, "webhook", ours, linkId);
    return { status: 200 as const, outcome: "processed" as const };
  });
}

/**
 * The built-in test gateway's answer: the callback query the hosted page would send, signed with
 * the same formula and the configured key secret, so the real verification code runs.
 */
export function testGatewayCallback(config: Config, payment: Payment, outcome: "paid" | "failed"): URLSearchParams {
  const values = {
    linkId: payment.gatewayLinkId ?? "",
    referenceId: payment.id,
    status: outcome,
    paymentId: `pay_test_${randomBytes(7).toString("hex")}`,
  };
  return new URLSearchParams({
    razorpay_payment_id: values.paymentId,
    razorpay_payment_link_id: values.linkId,
    razorpay_payment_link_reference_id: values.referenceId,
    razorpay_payment_link_status: values.status,
    razorpay_signature: paymentLinkSignature(config.payments.keySecret, values),
  });
}
