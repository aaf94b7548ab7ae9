import { and, count, gt, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { consultationRequests, contactMessages, uploads } from "#app/db/schema.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import type { MailMessage } from "#app/features/mail/message.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { consultationMails, contactMails, type SiteFacts } from "#app/features/mail/templates/leads.ts";
import {
  discardUpload,
  type PlacedUpload,
  placeUpload,
  type UploadStorage,
} from "#app/features/storage/upload-storage.server.ts";
import { type ConsultationConfirmation, consultationConfirmation } from "./confirmation.ts";
import { type Consultation, serviceTypeLabel } from "./consultation-schema.ts";
import { type ContactMessage, subjectLabel } from "./contact-schema.ts";
import { newReference } from "./reference.ts";
import type { TranscriptMessage } from "./transcript.ts";
import { claimUploadQuota } from "./upload-quota.server.ts";
import type { Upload } from "./uploads.server.ts";

/**
 * What a consultation request needs: the parsed form (ConsultationSchema output) plus where it came
 * from. The chat hand-off passes the same shape with `source: "chat"` and a transcript; there the
 * visitor may not have given a city (e.g. "Not given") or details, and no terms checkbox exists.
 */
export type ConsultationInput = Omit<Consultation, "agreeToTerms" | "details"> & {
  details?: string;
  agreeToTerms?: true;
  source: "form" | "popup" | "chat";
  transcript?: TranscriptMessage[];
};

/**
 * Acknowledgements one address receives in a day (issue 22: the forms take any typed address, so
 * they must not become a way to send our mail to a stranger in bulk). Requests beyond it are still
 * stored and notified to staff; only the visitor's copy is left out.
 */
export const ACKNOWLEDGEMENTS_PER_DAY = 3;

/** Whether this address may get one more acknowledgement today (its requests of the last 24 hours, both forms). */
async function mayAcknowledge(tx: Tx, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const since = sql`now() - interval '1 day'`;
  const counted = await Promise.all(
    [consultationRequests, contactMessages].map(async (table) => {
      const [row] = await tx
        .select({ n: count() })
        .from(table)
        .where(and(sql`lower(${table.email}) = ${address}`, gt(table.createdAt, since)));
      return row?.n ?? 0;
    }),
  );
  return counted.reduce((a, b) => a + b, 0) < ACKNOWLEDGEMENTS_PER_DAY;
}

/** The staff notification always; the visitor's acknowledgement only while the address is under its daily limit. */
function withinAcknowledgementLimit(mails: MailMessage[], acknowledge: boolean): MailMessage[] {
  return acknowledge ? mails : mails.filter((m) => m.toStaff);
}

/** What the visitor is told after a request, from content (office hours, next steps). */
export function confirmationFor(reference: string | null, emailed: boolean): ConsultationConfirmation {
  const { site, home } = loadContent();
  return consultationConfirmation(reference, emailed, { hours: site.hours, nextSteps: home.nextSteps });
}

function siteFacts(): SiteFacts {
  const { site, facts } = loadContent();
  return { name: site.name, phones: facts.phones, email: facts.email, hours: site.hours };
}

/**
 * Stores a consultation request, its document and two e-mails (staff notification with the
 * document attached, visitor acknowledgement) in one transaction. Sends nothing itself. With object
 * storage the document is written first; if that fails nothing is stored, and if the transaction
 * fails the object is removed again. Throws UploadQuotaExceeded (nothing stored) when the address
 * has used its daily upload quota.
 */
export async function createConsultation(
  db: Db,
  input: ConsultationInput,
  upload?: Upload,
  storage: UploadStorage = { kind: "database" },
): Promise<{ id: string; reference: string; acknowledged: boolean }> {
  const site = siteFacts();
  const placed = upload ? await placeUpload(storage, upload) : undefined;
  try {
    return await insertConsultation(db, input, site, upload && placed ? { upload, placed } : undefined);
  } catch (error) {
    if (placed) await discardUpload(storage, placed);
    throw error;
  }
}

async function insertConsultation(
  db: Db,
  input: ConsultationInput,
  site: SiteFacts,
  file?: { upload: Upload; placed: PlacedUpload },
): Promise<{ id: string; reference: string; acknowledged: boolean }> {
  return db.transaction(async (tx) => {
    if (file) await claimUploadQuota(tx, input.email, file.upload.bytes.byteLength);
    const acknowledge = await mayAcknowledge(tx, input.email);
    const lead = await insertWithReference(tx, {
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      city: input.city,
      serviceType: input.serviceType,
      details: input.details ?? "",
      source: input.source,
      transcript: input.transcript ?? null,
    });
    let document: { uploadId: string; filename: string; contentType: string; size: number } | undefined;
    if (file) {
      const { upload, placed } = file;
      const row = await insertUpload(tx, lead.id, upload, placed, "visitor");
      document = { uploadId: row.id, filename: upload.filename, contentType: upload.contentType, size: upload.bytes.byteLength };
    }
    await enqueueMail(
      tx,
      "consultation",
      withinAcknowledgementLimit(
        consultationMails(
          {
            id: lead.id,
            reference: lead.reference,
            fullName: input.fullName,
            email: input.email,
            phone: input.phone,
            city: input.city,
            serviceType: input.serviceType,
            serviceLabel: serviceTypeLabel(input.serviceType),
            details: input.details ?? "",
            source: input.source,
            transcript: input.transcript,
            document,
          },
          site,
          confirmationFor(lead.reference, acknowledge),
        ),
        acknowledge,
      ),
    );
    return { id: lead.id, reference: lead.reference, acknowledged: acknowledge };
  });
}

/** Draws a new reference on the rare clash with an existing one (the unique index decides). */
const REFERENCE_DRAWS = 5;

async function insertWithReference(
  tx: Tx,
  values: Omit<typeof consultationRequests.$inferInsert, "reference">,
): Promise<{ id: string; reference: string }> {
  for (let draw = 0; draw < REFERENCE_DRAWS; draw++) {
    const [row] = await tx
      .insert(consultationRequests)
      .values({ ...values, reference: newReference() })
      .onConflictDoNothing({ target: consultationRequests.reference })
      .returning({ id: consultationRequests.id, reference: consultationRequests.reference });
    if (row?.reference) return { id: row.id, reference: row.reference };
  }
  throw new Error("could not draw a free consultation reference");
}

/** Stores a contact message and its two e-mails (staff notification, visitor acknowledgement) in one transaction. */
export async function createContactMessage(db: Db, input: Omit<ContactMessage, "agreeToTerms">): Promise<{ id: string }> {
  const site = siteFacts();
  return db.transaction(async (tx) => {
    const acknowledge = await mayAcknowledge(tx, input.email);
    const [row] = await tx
      .insert(contactMessages)
      .values({
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("contact insert returned no row");
    const mails = contactMails({ ...input, id: row.id, subjectLabel: subjectLabel(input.subject) }, site);
    await enqueueMail(tx, "contact", withinAcknowledgementLimit(mails, acknowledge));
    return { id: row.id };
  });
}

/** The uploads row of a document already placed in storage (placeUpload), inside the caller's transaction. */
export async function insertUpload(
  tx: Tx,
  consultationId: string,
  upload: Upload,
  placed: PlacedUpload,
  addedBy: "visitor" | "client",
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(uploads)
    .values({
      id: placed.id,
      consultationId,
      filename: upload.filename,
      contentType: upload.contentType,
      size: upload.bytes.byteLength,
      bytes: placed.bytes,
      storageKey: placed.storageKey,
      addedBy,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error("upload insert returned no row");
  return row;
}
