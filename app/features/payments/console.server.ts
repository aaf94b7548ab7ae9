import { and, asc, desc, eq, gte, isNotNull, isNull, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#app/db/client.server.ts";
import { paymentEvents, payments, refunds } from "#app/db/schema.server.ts";
import { type AuditActor, recordAudit } from "#app/features/auth/audit.server.ts";
import { issueCreditNote } from "#app/features/billing/credit-notes.server.ts";
import { isCalendarDay, isPageCursor } from "#app/lib/input-schema.ts";
import { formatPaise } from "./money.ts";
import { type RefundField, RefundSchema } from "./refund-schema.ts";

/**
 * The staff console's view of payments: the filtered list (newest first, a page at a time), one
 * payment with its refunds and gateway events, refunds recorded by hand, the reconciliation report
 * and the CSV rows. Writes only refunds and audit entries.
 */

export type Payment = typeof payments.$inferSelect;
export type Refund = typeof refunds.$inferSelect;

export const PAYMENT_STATUSES = ["created", "paid", "failed"] as const;
export const PAGE_SIZE = 50;
/** A CSV export stops here; narrow the filters for more (a bigger file would be built in memory). */
export const CSV_MAX_ROWS = 20_000;

/** A payment still `created` this long after it started was never confirmed by the gateway. */
export const UNCONFIRMED_AFTER_MINUTES = 30;
/** Razorpay usually delivers the webhook within seconds of the callback; after this it is missing. */
export const WEBHOOK_GRACE_MINUTES = 15;
/** Each reconciliation list shows at most this many rows (the count above it is exact). */
export const RECONCILIATION_LIMIT = 200;

const dayField = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || isCalendarDay(v), {
      message: `${label} must be a date like 2026-11-24.`,
    })
    .transform((v) => v || undefined);

/** The list's filters as they arrive in the query string; every problem has a plain message. */
export const PaymentFiltersSchema = z.object({
  status: z
    .string()
    .trim()
    .refine((v) => v === "" || (PAYMENT_STATUSES as readonly string[]).includes(v), {
      message: "Status must be created, paid or failed.",
    })
    .transform((v) => (v || undefined) as (typeof PAYMENT_STATUSES)[number] | undefined),
  service: z
    .string()
    .trim()
    .refine((v) => v === "" || /^[a-z0-9-]{1,100}$/.test(v), { message: "Choose a service from the list." })
    .transform((v) => v || undefined),
  from: dayField("From"),
  to: dayField("To"),
  after: z
    .string()
    .trim()
    .refine((v) => v === "" || isPageCursor(v), { message: "That page link is broken; start from the first page." })
    .transform((v) => v || undefined),
});
export type PaymentFilters = Partial<z.output<typeof PaymentFiltersSchema>>;

// A page cursor: the last row's created_at to the microsecond (UTC) and its id (isPageCursor).

/**
 * Reads the filters from a URL. Bad values are dropped with a message (the list then shows
 * without them), so a typo in the address never hides payments silently.
 */
export function parsePaymentFilters(params: URLSearchParams): { filters: PaymentFilters; errors: string[] } {
  const raw = Object.fromEntries(
    (["status", "service", "from", "to", "after"] as const).map((k) => [k, (params.get(k) ?? "").slice(0, 200)]),
  );
  const errors: string[] = [];
  const filters: Record<string, unknown> = {};
  const shape = PaymentFiltersSchema.shape;
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const parsed = shape[key].safeParse(raw[key]);
    if (parsed.success) filters[key] = parsed.data;
    else errors.push(parsed.error.issues[0]?.message ?? `Bad ${key}.`);
  }
  const f = filters as PaymentFilters;
  if (f.from && f.to && f.from > f.to) {
    errors.push("The From date is after the To date; showing from the To date only.");
    f.from = undefined;
  }
  return { filters: f, errors };
}

/** Midnight in India at the start of `day`, as an instant. */
const istStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

function filterConditions(f: PaymentFilters): SQL[] {
  const where: SQL[] = [];
  if (f.status) where.push(eq(payments.status, f.status));
  if (f.service) where.push(eq(payments.slug, f.service));
  if (f.from) where.push(gte(payments.createdAt, istStart(f.from)));
  if (f.to) where.push(lt(payments.createdAt, new Date(istStart(f.to).getTime() + 86_400_000)));
  return where;
}

// Written out in SQL: inside a select list Drizzle leaves column names unqualified, which would
// make a correlated subquery compare refunds with themselves.
const refundedPaise = sql<number>`coalesce((select sum(r.amount_paise) from refunds r where r.payment_id = "payments"."id"), 0)::int`;
const cursorKey = sql<string>`to_char("payments"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || "payments"."id"`;

export type PaymentRow = Payment & { refundedPaise: number };

/** One page of payments, newest first, with each payment's refunded total and the next page's cursor. */
export async function listPayments(
  db: Db,
  filters: PaymentFilters,
  limit = PAGE_SIZE,
): Promise<{ rows: PaymentRow[]; next: string | null }> {
  const where = filterConditions(filters);
  if (filters.after) {
    const [at, id] = [filters.after.slice(0, 27), filters.after.slice(28)];
    where.push(sql`(${payments.createdAt}, ${payments.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const found = await db
    .select({ payment: payments, refundedPaise, cursor: cursorKey })
    .from(payments)
    .where(and(...where))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit + 1);
  const page = found.slice(0, limit);
  const rows = page.map((r) => ({ ...r.payment, refundedPaise: Number(r.refundedPaise) }));
  return { rows, next: found.length > limit ? (page.at(-1)?.cursor ?? null) : null };
}

/** The services that appear in payments (for the filter's choices), by title. */
export async function paymentServices(db: Db): Promise<{ slug: string; title: string }[]> {
  const rows = await db
    .selectDistinctOn([payments.slug], { slug: payments.slug, title: payments.serviceTitle })
    .from(payments)
    .orderBy(payments.slug, desc(payments.createdAt));
  return rows.sort((a, b) => a.title.localeCompare(b.title));
}

/** Refunds of one payment, oldest first. */
export async function refundsOf(db: Db, paymentId: string): Promise<Refund[]> {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.createdAt));
}

/** One payment for the console: the row, its refunds, what is left to refund, and the gateway's events. */
export async function paymentDetail(db: Db, id: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  if (!payment) return null;
  const [refundRows, events] = await Promise.all([
    refundsOf(db, id),
    db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id)).orderBy(asc(paymentEvents.createdAt)),
  ]);
  const refunded = refundRows.reduce((sum, r) => sum + r.amountPaise, 0);
  return {
    payment,
    refunds: refundRows,
    events,
    refundedPaise: refunded,
    refundablePaise: payment.status === "paid" ? Math.max(0, payment.amountPaise - refunded) : 0,
  };
}

export type RefundResult =
  | { ok: true; refund: Refund }
  | { ok: false; status: 400 | 404 | 409; message: string; field?: RefundField };

/**
 * Records a refund made in the gateway's dashboard: validates amount and reason, then, holding the
 * payment row locked (so two staff members cannot both refund the last rupee), checks that the
 * payment is paid and the amount fits what earlier refunds left. Writes one refund and one audit
 * entry (`payment.refund_recorded`) in one transaction.
 */
export async function recordRefund(
  db: Db,
  input: {
    paymentId: string;
    fields: Record<string, unknown>;
    actor: AuditActor & { id: string };
    ip: string;
    /** The credit-note series prefix (content/site.yaml tax.creditNotePrefix). */
    creditNotePrefix: string;
  },
): Promise<RefundResult> {
  const parsed = RefundSchema.safeParse(input.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0];
    return {
      ok: false,
      status: 400,
      message: issue?.code === "unrecognized_keys" ? "The form had unexpected fields." : (issue?.message ?? "Check the form."),
      field: field === "amount" || field === "reason" ? field : undefined,
    };
  }
  const { amount, reason } = parsed.data;
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
    if (!payment) return { ok: false as const, status: 404 as const, message: "There is no such payment." };
    if (payment.status !== "paid") {
      return { ok: false as const, status: 409 as const, message: "Only a paid payment can have a refund." };
    }
    const [done] = await tx
      .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id));
    const left = payment.amountPaise - Number(done?.total ?? 0);
    if (amount > left) {
      return {
        ok: false as const,
        status: 400 as const,
        field: "amount" as const,
        message:
          left <= 0
            ? "This payment has been refunded in full already."
            : `At most ${formatPaise(left)} can be refunded (paid ${formatPaise(payment.amountPaise)}, refunded before ${formatPaise(payment.amountPaise - left)}).`,
      };
    }
    const [refund] = await tx
      .insert(refunds)
      .values({ paymentId: payment.id, amountPaise: amount, reason, staffId: input.actor.id, staffLabel: input.actor.label })
      .returning();
    if (!refund) throw new Error("refund insert returned no row");
    // The credit note is numbered in the same transaction: a refund never exists without it (issue 24).
    await issueCreditNote(tx, refund, input.creditNotePrefix);
    await recordAudit(tx, {
      actor: input.actor,
      action: "payment.refund_recorded",
      target: { kind: "payment", id: payment.id },
      ip: input.ip,
      detail: { refundId: refund.id, amountPaise: amount, reason },
    });
    return { ok: true as const, refund };
  });
}

/**
 * The reconciliation report: payments created but never confirmed (older than
 * UNCONFIRMED_AFTER_MINUTES), payments confirmed by the browser's callback with no webhook after
 * WEBHOOK_GRACE_MINUTES (Razorpay only: the built-in test gateway sends no webhooks), and verified
 * webhook events that name no payment of ours.
 */
export async function reconciliation(db: Db, now = new Date()) {
  const unconfirmedBefore = new Date(now.getTime() - UNCONFIRMED_AFTER_MINUTES * 60_000);
  const webhookDueBefore = new Date(now.getTime() - WEBHOOK_GRACE_MINUTES * 60_000);
  const unconfirmedWhere = and(eq(payments.status, "created"), lte(payments.createdAt, unconfirmedBefore));
  const noWebhookWhere = and(
    eq(payments.status, "paid"),
    ne(payments.gateway, "test-gateway"),
    isNotNull(payments.callbackAt),
    isNull(payments.webhookAt),
    lte(payments.callbackAt, webhookDueBefore),
  );
  const unknownWhere = isNull(payments.id);
  const count = sql<number>`count(*)::int`;
  const [unconfirmed, unconfirmedCount, noWebhook, noWebhookCount, unknown, unknownCount] = await Promise.all([
    db.select().from(payments).where(unconfirmedWhere).orderBy(desc(payments.createdAt)).limit(RECONCILIATION_LIMIT),
    db.select({ n: count }).from(payments).where(unconfirmedWhere),
    db.select().from(payments).where(noWebhookWhere).orderBy(desc(payments.callbackAt)).limit(RECONCILIATION_LIMIT),
    db.select({ n: count }).from(payments).where(noWebhookWhere),
    db
      .select({ event: paymentEvents })
      .from(paymentEvents)
      .leftJoin(payments, eq(payments.id, paymentEvents.paymentId))
      .where(unknownWhere)
      .orderBy(desc(paymentEvents.createdAt))
      .limit(RECONCILIATION_LIMIT),
    db.select({ n: count }).from(paymentEvents).leftJoin(payments, eq(payments.id, paymentEvents.paymentId)).where(unknownWhere),
  ]);
  return {
    unconfirmed: { rows: unconfirmed, total: Number(unconfirmedCount[0]?.n ?? 0) },
    callbackWithoutWebhook: { rows: noWebhook, total: Number(noWebhookCount[0]?.n ?? 0) },
    unknownEvents: { rows: unknown.map((r) => r.event), total: Number(unknownCount[0]?.n ?? 0) },
  };
}

export const CSV_COLUMNS = [
  "Created (IST)",
  "Payment ID",
  "Status",
  "Service",
  "Service slug",
  "Regular price (₹)",
  "Amount (₹)",
  "Coupon",
  "Refunded (₹)",
  "Net (₹)",
  "Customer name",
  "Customer e-mail",
  "Customer phone",
  "Gateway",
  "Gateway link ID",
  "Gateway payment ID",
  "Paid at (IST)",
  "Callback at (IST)",
  "Webhook at (IST)",
] as const;

/** Every payment matching the filters (up to CSV_MAX_ROWS), newest first, with refunded totals. */
export async function paymentsForExport(db: Db, filters: PaymentFilters): Promise<PaymentRow[]> {
  const rows = await db
    .select({ payment: payments, refundedPaise })
    .from(payments)
    .where(and(...filterConditions(filters)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(CSV_MAX_ROWS);
  return rows.map((r) => ({ ...r.payment, refundedPaise: Number(r.refundedPaise) }));
}
