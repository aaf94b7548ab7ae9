import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "#app/db/client.server.ts";
import { uploads } from "#app/db/schema.server.ts";
import { readUploadBytes, StorageError, type UploadStorage } from "#app/features/storage/upload-storage.server.ts";
import type { Config } from "#app/lib/config.server.ts";
import { type MailMessage, recipientOf } from "./message.ts";

export type Transport = { kind: string; send: (message: MailMessage, id: string) => Promise<{ providerId: string }> };

/** A delivery failure; `permanent` ones (a 4xx other than 429) are not retried. */
export class DeliveryError extends Error {
  readonly permanent: boolean;
  constructor(message: string, permanent = false) {
    super(message);
    this.permanent = permanent;
  }
}

type Logger = { info: (m: string) => void };

/** Why a sign-in mail (code or link) is dead when no transport can deliver it: it is never logged. */
export const NO_SECRET_ROUTE =
  "not delivered: sign-in codes and links are never written to the log; set SMTP_URL (or EMAILJS_NOTICE_TEMPLATE_ID for EmailJS)";

/** EmailJS accepts one request per second (https://www.emailjs.com/docs/rest-api/send/). */
export const EMAILJS_MIN_INTERVAL_MS = 1_000;

/** Picks the configured transport: SMTP, EmailJS REST (server-side) or the log (embedded default). */
export function createTransport(
  db: Db,
  mail: Config["mail"],
  log: Logger,
  {
    emailjsMinIntervalMs = EMAILJS_MIN_INTERVAL_MS,
    storage = { kind: "database" },
  }: { emailjsMinIntervalMs?: number; storage?: UploadStorage } = {},
): Transport {
  const transport = mail.transport;
  if (transport.kind === "smtp") {
    const smtp = nodemailer.createTransport(transport.url);
    return {
      kind: "smtp",
      async send(message, id) {
        const attachments = await loadAttachments(db, storage, message);
        try {
          const info = await smtp.sendMail({
            from: mail.from,
            to: recipientOf(message, mail.staffEmail),
            replyTo: message.replyTo,
            subject: message.subject,
            text: message.text,
            html: message.html,
            attachments,
            headers: message.headers,
            ...(message.calendar
              ? { icalEvent: { method: message.calendar.method, filename: "invite.ics", content: message.calendar.content } }
              : {}),
            messageId: `<${id}@outbox.nyayik>`,
          });
          return { providerId: info.messageId };
        } catch (error) {
          const code = (error as { responseCode?: number }).responseCode;
          throw new DeliveryError((error as Error).message, code !== undefined && code >= 550 && code < 560 && code !== 552);
        }
      },
    };
  }
  if (transport.kind === "emailjs") {
    let lastCallAt = 0;
    return {
      kind: "emailjs",
      async send(message, id) {
        const to = recipientOf(message, mail.staffEmail);
        let templateId: string;
        let params: Record<string, string>;
        if (message.emailjs) {
          templateId =
            message.emailjs.template === "consultation" ? transport.consultationTemplateId : transport.contactTemplateId;
          params = message.toStaff ? { ...message.emailjs.params, to_email: mail.staffEmail } : message.emailjs.params;
        } else if (transport.noticeTemplateId) {
          // Mail of our own (visitor confirmations, receipts) through one generic template.
          templateId = transport.noticeTemplateId;
          params = { to_email: to, subject: message.subject, message: message.text, reply_to: message.replyTo ?? "" };
        } else if (message.secret) {
          // A sign-in code or link is never written to the log; it cannot be delivered, so say so.
          throw new DeliveryError(NO_SECRET_ROUTE, true);
        } else {
          // EmailJS sends only through its templates; without the notice template such mail is
          // written to the log so it is never silently dropped.
          log.info(`mail ${id} (no EmailJS template) to=${to} subject=${JSON.stringify(message.subject)}\n${message.text}`);
          return { providerId: "log:no-emailjs-template" };
        }
        const body = {
          lib_version: "server",
          user_id: transport.publicKey,
          service_id: transport.serviceId,
          template_id: templateId,
          template_params: params,
          ...(transport.privateKey ? { accessToken: transport.privateKey } : {}),
        };
        // Stay under the provider's rate within this process (counted from the previous answer, so
        // network delays cannot squeeze two calls into one second); a 429 from several instances is retried.
        const wait = lastCallAt + emailjsMinIntervalMs - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        let response: Response;
        let text: string;
        try {
          response = await fetch(`${transport.baseUrl}/api/v1.0/email/send`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(15_000),
          });
          text = await response.text();
        } catch (error) {
          throw new DeliveryError(`EmailJS unreachable: ${(error as Error).message}`);
        } finally {
          lastCallAt = Date.now();
        }
        if (response.status !== 200) {
          throw new DeliveryError(
            `EmailJS ${response.status}: ${text.slice(0, 200)}`,
            response.status >= 400 && response.status < 500 && response.status !== 429,
          );
        }
        return { providerId: `emailjs:${id}` };
      },
    };
  }
  return {
    kind: "log",
    async send(message, id) {
      if (message.secret) {
        // Never in the log (decision 093); dead with the reason, visible in the console's outbox.
        log.info(`mail ${id} to=${recipientOf(message, mail.staffEmail)} not sent: it holds a sign-in secret`);
        throw new DeliveryError(NO_SECRET_ROUTE, true);
      }
      const files = [...(message.attachments?.map((a) => a.filename) ?? []), ...(message.calendar ? ["invite.ics"] : [])].join(
        ", ",
      );
      log.info(
        `mail ${id} to=${recipientOf(message, mail.staffEmail)} subject=${JSON.stringify(message.subject)}${files ? ` attachments=${files}` : ""}\n${message.text}`,
      );
      return { providerId: `log:${id}` };
    },
  };
}

/** Reads the documents to attach; an object-storage failure is a temporary delivery failure (retried). */
async function loadAttachments(db: Db, storage: UploadStorage, message: MailMessage) {
  if (!message.attachments?.length) return undefined;
  const files = [];
  for (const a of message.attachments) {
    const [row] = await db
      .select({ id: uploads.id, bytes: uploads.bytes, storageKey: uploads.storageKey })
      .from(uploads)
      .where(eq(uploads.id, a.uploadId));
    // A document erased since the e-mail was queued (e.g. the client erased their data) is left out.
    if (!row) continue;
    try {
      files.push({ filename: a.filename, contentType: a.contentType, content: await readUploadBytes(db, storage, row) });
    } catch (error) {
      if (error instanceof StorageError) throw new DeliveryError(`attachment: ${error.message}`);
      throw error;
    }
  }
  return files;
}
