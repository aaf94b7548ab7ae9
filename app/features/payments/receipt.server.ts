import type { payments, refunds } from "#app/db/schema.server.ts";
import { type DocumentRecord, invoiceView } from "#app/features/billing/invoice-view.ts";
import { formatRupees } from "#app/features/catalogue/price.ts";
import type { PublicFacts } from "#app/features/catalogue/samples.ts";
import type { MailMessage } from "#app/features/mail/message.ts";
import { formatPaise } from "./money.ts";

type Payment = typeof payments.$inferSelect;
type Refund = Pick<typeof refunds.$inferSelect, "amountPaise" | "createdAt">;

const STATUS_LABELS: Record<string, string> = { created: "Awaiting confirmation", paid: "Paid", failed: "Not completed" };
const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** "12 May 2026, 3:04 pm IST": receipts state Indian time whatever the server's zone. */
export function formatIst(date: Date): string {
  return `${dateTime.format(date)} IST`;
}

const dateOnly = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/**
 * The facts a receipt shows, formatted once for the page, the PDF and the e-mail. Refunds recorded
 * by staff appear as "Refunded ₹X on <date>" lines and a net amount (decision 049).
 */
export function receiptView(
  p: Payment,
  refundRows: readonly Refund[] = [],
  documents?: { invoice: DocumentRecord; creditNotes: DocumentRecord[] },
) {
  const refundedPaise = refundRows.reduce((sum, r) => sum + r.amountPaise, 0);
  return {
    /** The breakdown charged (issue 24): our fee, coupon, GST, government fee now; null for older payments. */
    lines: p.billing
      ? p.billing.lines.map((l): [string, string] => [
          l.kind === "fee" ? `${l.label} (usually ${formatRupees(p.actualPaise / 100)})` : l.label,
          l.paise < 0 ? `−${formatPaise(-l.paise)}` : formatPaise(l.paise),
        ])
      : null,
    payableLater: p.billing?.payableLater ?? null,
    invoice: documents ? invoiceView(documents.invoice) : null,
    creditNotes: documents ? documents.creditNotes.map(invoiceView) : [],
    id: p.id,
    slug: p.slug,
    service: p.serviceTitle,
    customerName: p.customerName,
    status: p.status,
    statusLabel: STATUS_LABELS[p.status] ?? p.status,
    /** The regular (struck-through) price of the service when it was bought. */
    regularPrice: formatRupees(p.actualPaise / 100),
    // The saving is on our fee only: GST and government fees are not part of what is discounted.
    saving: (() => {
      const fee = p.billing ? p.billing.taxablePaise : p.amountPaise;
      return p.actualPaise > fee ? formatPaise(p.actualPaise - fee) : null;
    })(),
    coupon: p.coupon,
    amount: formatPaise(p.amountPaise),
    amountPaise: p.amountPaise,
    gatewayPaymentId: p.gatewayPaymentId,
    testMode: p.gateway === "test-gateway",
    date: formatIst(p.paidAt ?? p.updatedAt),
    createdAt: formatIst(p.createdAt),
    refunds: refundRows.map((r) => ({ amount: formatPaise(r.amountPaise), date: dateOnly.format(r.createdAt) })),
    refunded: refundedPaise > 0 ? formatPaise(refundedPaise) : null,
    net: refundedPaise > 0 ? formatPaise(Math.max(0, p.amountPaise - refundedPaise)) : null,
    fullyRefunded: refundedPaise > 0 && refundedPaise >= p.amountPaise,
  };
}

export type ReceiptView = ReturnType<typeof receiptView>;

/** The visitor's receipt and the firm's notice for a paid payment (enqueued together, once). */
export function receiptMails(
  p: Payment,
  { site, siteUrl }: { site: { name: string } & Pick<PublicFacts, "email" | "phones">; siteUrl: string },
): MailMessage[] {
  const r = receiptView(p);
  const receiptUrl = `${siteUrl}/payments/${r.id}/receipt`;
  const test = r.testMode ? "[TEST MODE, no money moved] " : "";
  const facts = [
    `Service: ${r.service}`,
    `Amount paid: ${r.amount}${r.coupon ? ` (coupon ${r.coupon} applied)` : ""}`,
    `Payment ID: ${r.gatewayPaymentId ?? "not given"}`,
    `Receipt number: ${r.id}`,
    ...(r.lines ? r.lines.map(([label, value]) => `${label}: ${value}`) : []),
    ...(r.payableLater ? [`Payable later: ${r.payableLater}`] : []),
    `Date: ${r.date}`,
  ];
  return [
    {
      to: p.customerEmail,
      ...(site.email ? { replyTo: site.email } : {}),
      subject: `${test}Payment received: ${r.service} (${r.amount})`,
      text: [
        `Dear ${r.customerName},`,
        "",
        "Thank you. We have received your payment.",
        "",
        ...facts,
        "",
        `Your receipt (printable, with a PDF copy): ${receiptUrl}`,
        "",
        `Our team will contact you to start the work. Questions? ${site.phones[0] ? `Reply to this e-mail or call ${site.phones[0]}.` : `Reply to this e-mail or write to us at ${siteUrl}/contact.`}`,
        "",
        site.name,
      ].join("\n"),
    },
    {
      toStaff: true,
      replyTo: p.customerEmail,
      subject: `${test}Payment received: ${r.service} ${r.amount} from ${r.customerName}`,
      text: [
        `${r.customerName} paid for ${r.service}.`,
        "",
        ...facts,
        "",
        `Name: ${p.customerName}`,
        `E-mail: ${p.customerEmail}`,
        `Phone: ${p.customerPhone}`,
        "",
        `Receipt: ${receiptUrl}`,
      ].join("\n"),
    },
  ];
}
