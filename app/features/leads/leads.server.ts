import type { Db } from "#app/db/client.server.ts";
import { consultationRequests, contactMessages, uploads } from "#app/db/schema.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { consultationMails, contactMails, type SiteFacts } from "#app/features/mail/templates/leads.ts";
import {
  discardUpload,
  type PlacedUpload,
  placeUpload,
  type UploadStorage,
} from "#app/features/storage/upload-storage.server.ts";
import { type Consultation, serviceTypeLabel } from "./consultation-schema.ts";
import { type ContactMessage, subjectLabel } from "./contact-schema.ts";
import type { TranscriptMessage } from "./transcript.ts";
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

function siteFacts(): SiteFacts {
  const { site, facts } = loadContent();
  return { name: site.name, phones: facts.phones, email: facts.email, hours: site.hours };
}

/**
 * Stores a consultation request, its document and two e-mails (staff notification with the
 * document attached, visitor acknowledgement) in one transaction. Sends nothing itself. With object
 * storage the document is written first; if that fails nothing is stored, and if the transaction
 * fails the object is removed again.
 */
export async function createConsultation(
  db: Db,
  input: ConsultationInput,
  upload?: Upload,
  storage: UploadStorage = { kind: "database" },
): Promise<{ id: string }> {
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
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(consultationRequests)
      .values({
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        city: input.city,
        serviceType: input.serviceType,
        details: input.details ?? "",
        source: input.source,
        transcript: input.transcript ?? null,
      })
      .returning({ id: consultationRequests.id });
    if (!lead) throw new Error("consultation insert returned no row");
    let document: { uploadId: string; filename: string; contentType: string; size: number } | undefined;
    if (file) {
      const { upload, placed } = file;
      const row = await insertUpload(tx, lead.id, upload, placed, "visitor");
      document = { uploadId: row.id, filename: upload.filename, contentType: upload.contentType, size: upload.bytes.byteLength };
    }
    await enqueueMail(
      tx,
      "consultation",
      consultationMails(
        {
          id: lead.id,
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
      ),
    );
    return { id: lead.id };
  });
}

/** Stores a contact message and its two e-mails (staff notification, visitor acknowledgement) in one transaction. */
export async function createContactMessage(db: Db, input: Omit<ContactMessage, "agreeToTerms">): Promise<{ id: string }> {
  const site = siteFacts();
  return db.transaction(async (tx) => {
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
    await enqueueMail(tx, "contact", contactMails({ ...input, id: row.id, subjectLabel: subjectLabel(input.subject) }, site));
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
