/** Who receives a message: a given address, or the firm's own inbox (STAFF_EMAIL, resolved when sent). */
type Recipient = { to: string; toStaff?: never } | { toStaff: true; to?: never };

/** An e-mail as the outbox stores it (jsonb). Rendered when enqueued, so the worker needs no templates. */
export type MailMessage = Recipient & {
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
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
};

/** The address a message goes to, given the configured staff inbox. */
export function recipientOf(message: MailMessage, staffEmail: string): string {
  return message.toStaff ? staffEmail : message.to;
}
