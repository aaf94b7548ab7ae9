import type { MailMessage } from "#app/features/mail/message.ts";
import { formatPaise } from "#app/features/payments/money.ts";
import { QUOTE_LINE_LABEL } from "./quote-billing.ts";
import type { QuoteWithLines } from "./quotes.server.ts";

/** "2026-12-15" → "15 December 2026". */
export function longDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The client's e-mail when a quote (or a new version of it) is sent: every line, the total, the link. */
export function quoteSentMail(
  q: QuoteWithLines,
  { siteName, siteUrl, replyTo }: { siteName: string; siteUrl: string; replyTo: string | null },
): MailMessage {
  const url = `${siteUrl}/account/quotes/${q.id}`;
  const revised = q.version > 1 ? " (revised)" : "";
  return {
    to: q.clientEmail,
    ...(replyTo ? { replyTo } : {}),
    subject: `Your quote ${q.reference}${revised} for ${q.serviceTitle}: ${formatPaise(q.payableNowPaise)}`,
    text: [
      `Dear ${q.clientName},`,
      "",
      q.version > 1
        ? `Here is the revised quote for ${q.serviceTitle}. It replaces the earlier version, which you can no longer accept.`
        : `Here is our quote for ${q.serviceTitle}.`,
      "",
      ...q.lines.map((l) => `${QUOTE_LINE_LABEL[l.kind]}: ${l.description}: ${formatPaise(l.amountPaise)}`),
      ...(q.billing.gstPaise ? [`GST on our fee: ${formatPaise(q.billing.gstPaise)}`] : []),
      `Payable now: ${formatPaise(q.payableNowPaise)}`,
      ...(q.billing.payableLater ? [`Payable later: ${q.billing.payableLater}`] : []),
      `Valid until: ${longDate(q.validUntil)}`,
      ...(q.note ? ["", q.note] : []),
      "",
      `To read it, accept it and pay online, sign in with this e-mail address: ${url}`,
      "",
      "Nothing more will be added to this price after you pay.",
      "",
      siteName,
    ].join("\n"),
  };
}
