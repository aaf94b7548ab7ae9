/** Who receives a message: a given address, or the firm's own inbox (STAFF_EMAIL, resolved when sent). */
type Recipient = { to: string; toStaff?: never } | { toStaff: true; to?: never };

/** An e-mail as the outbox stores it (jsonb). Rendered when enqueued, so the worker needs no templates. */
export type MailMessage = Recipient & {
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * Extra headers, e.g. RFC 8058 one-click unsubscribe (`List-Unsubscribe`, `List-Unsubscribe-Post`).
   * Sent by SMTP; EmailJS templates cannot carry headers, so there the link in the text is the way out.
   */
  headers?: Record<string, string>;
  /** Uploaded documents to attach, loaded from the database by the worker (staff mail only). */
  attachments?: { uploadId: string; filename: string; contentType: string }[];
  /**
   * An iCalendar invite (RFC 5546 METHOD REQUEST or CANCEL), sent by SMTP as a text/calendar part
   * and an `invite.ics` attachment. EmailJS cannot carry attachments: there the text must stand alone.
   */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
  /**
   * When the EmailJS transport is used: which SPEC template and its params (SPEC §3 payloads). For
   * staff mail the transport sets `to_email` from configuration.
   */
  emailjs?: { template: "consultation" | "contact"; params: Record<string, string> };
  /**
   * The message carries a sign-in secret (a client's code or link, a staff reset link): its subject
   * and text are never shown in the console nor written to a log line (decision 093).
   */
  secret?: true;
};

/** Kinds that carry a sign-in secret; also covers rows queued before `secret` existed. */
export const SECRET_MAIL_KINDS: ReadonlySet<string> = new Set(["client-login-code", "staff-password-reset"]);

export const SECRET_SUBJECT = "(sign-in mail: subject hidden, it holds a code or link)";

export function carriesSecret(kind: string, message: Partial<MailMessage>): boolean {
  return message.secret === true || SECRET_MAIL_KINDS.has(kind);
}

/** The address a message goes to, given the configured staff inbox. */
export function recipientOf(message: MailMessage, staffEmail: string): string {
  return message.toStaff ? staffEmail : message.to;
}
