import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { payments } from "#app/db/schema.server.ts";
import type { ClientAccount } from "#app/features/accounts/accounts.server.ts";
import type { Content } from "#app/features/catalogue/content.server.ts";
import { LINK_LIFETIME_SECONDS, PAYMENT_INIT_FAILED } from "#app/features/payments/payments.server.ts";
import { createPaymentLink, GatewayError } from "#app/features/payments/razorpay.server.ts";
import type { Config } from "#app/lib/config.server.ts";
import { getClientQuote, refusal } from "./quotes.server.ts";

export type QuotePayResult = { ok: true; url: string } | { ok: false; status: 404 | 409 | 502; message: string };

/**
 * Starts paying an accepted quote: a `payments` row carrying the quote's frozen billing (so the
 * receipt, invoice, callback, webhook and reconciliation are the checkout's own code) and a
 * Razorpay Payment Link, or the embedded test gateway's page. The amount is the quote's, never the
 * browser's. Calls the gateway outside any transaction, like a checkout.
 */
export async function startQuotePayment(
  { db, config, content }: { db: Db; config: Config; content: Content },
  account: ClientAccount,
  id: string,
  now = new Date(),
): Promise<QuotePayResult> {
  const quote = await getClientQuote(db, account, id, now);
  if (!quote) return { ok: false, status: 404, message: "Not found" };
  if (quote.status !== "accepted")
    return { ok: false, status: 409, message: quote.status === "sent" ? "Accept the quote first." : refusal(quote.status) };
  const [row] = await db
    .insert(payments)
    .values({
      slug: quote.serviceSlug,
      serviceTitle: quote.serviceTitle,
      actualPaise: quote.payableNowPaise,
      amountPaise: quote.payableNowPaise,
      billing: quote.billing,
      customerName: quote.clientName,
      customerEmail: quote.clientEmail,
      customerPhone: quote.clientPhone,
      gateway: config.payments.mode,
      quoteId: quote.id,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error("payment insert returned no row");
  let link: { id: string; shortUrl: string };
  if (config.payments.mode === "razorpay") {
    try {
      link = await createPaymentLink(config.payments, {
        amount: quote.payableNowPaise,
        currency: "INR",
        accept_partial: false,
        reference_id: row.id,
        description: `Quote ${quote.reference}: ${quote.serviceTitle}, ${content.site.name}`.slice(0, 2048),
        customer: { name: quote.clientName, email: quote.clientEmail, contact: quote.clientPhone },
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { slug: quote.serviceSlug, quote: quote.reference },
        callback_url: `${config.siteUrl}/payments/callback`,
        callback_method: "get",
        expire_by: Math.floor(now.getTime() / 1000) + LINK_LIFETIME_SECONDS,
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      await db
        .update(payments)
        .set({ status: "failed", updatedAt: sql`now()` })
        .where(and(eq(payments.id, row.id), eq(payments.status, "created")));
      return { ok: false, status: 502, message: PAYMENT_INIT_FAILED };
    }
  } else {
    link = { id: `plink_test_${randomBytes(7).toString("hex")}`, shortUrl: `/payments/test-gateway/${row.id}` };
  }
  await db
    .update(payments)
    .set({ gatewayLinkId: link.id, shortUrl: link.shortUrl, updatedAt: sql`now()` })
    .where(eq(payments.id, row.id));
  return { ok: true, url: link.shortUrl };
}
