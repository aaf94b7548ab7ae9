import type { payments } from "#app/db/schema.server.ts";
import { formatRupees } from "#app/features/catalogue/price.ts";
import type { PublicFacts } from "#app/features/catalogue/samples.ts";
import type { MailMessage } from "#app/features/mail/message.ts";

type Payment = typeof payments.$inferSelect;

const STATUS_LABELS: Record<string, string> = { created: "Awaiting confirmation", paid: "Paid", failed: "Not completed" };
const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** "12 May 2026, 3:04 pm IST": receipts state Indian time whatever the server's zone. */
export function formatIst(date: Date): string {
  return `${dateTime.format(date)} IST`;
}

/** The facts a receipt shows, formatted once for the page, the PDF and the e-mail. */
export function receiptView(p: Payment) {
  return {
    id: p.id,
    slug: p.slug,
    service: p.serviceTitle,
    customerName: p.customerName,
    status: p.status,
    statusLabel: STATUS_LABELS[p.status] ?? p.status,
    /** The regular (struck-through) price of the service when it was bought. */
    regularPrice: formatRupees(p.actualPaise / 100),
    saving: p.actualPaise > p.amountPaise ? formatRupees((p.actualPaise - p.amountPaise) / 100) : null,
    coupon: p.coupon,
    amount: formatRupees(p.amountPaise / 100),
    amountPaise: p.amountPaise,
    gatewayPaymentId: p.gatewayPaymentId,
    testMode: p.gateway === "test-gateway",
    date: formatIst(p.paidAt ?? p.updatedAt),
    createdAt: formatIst(p.createdAt),
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
