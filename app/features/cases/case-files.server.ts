import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { caseFiles, cases, consultationRequests, staffUsers, uploads } from "#app/db/schema.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { UPLOAD_QUOTA, UploadQuotaExceeded } from "#app/features/leads/upload-quota.server.ts";
import type { Upload } from "#app/features/leads/uploads.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { discardUpload, placeUpload, type UploadStorage } from "#app/features/storage/upload-storage.server.ts";
import { caseLink, type MailSite } from "./cases.server.ts";

/**
 * The bytes of case documents and deliverables (decision 143): the same checks as every upload
 * (leads/uploads.server.ts readUpload: type by first bytes, 10 MB, real DOCX), the same storage
 * (database or S3, decision 063) and one daily quota per client address across the consultation
 * form, the portal's requests and their cases.
 */

/**
 * Like claimUploadQuota (same advisory lock key, same limits), counting the client's case documents
 * too: a client cannot double the allowance by uploading to a case.
 */
export async function claimCaseUploadQuota(tx: Tx, email: string, size: number): Promise<void> {
  const address = email.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload-quota:${address}`}, 0))`);
  const since = sql`now() - interval '1 day'`;
  const [leadUse] = await tx
    .select({ files: count(), bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .innerJoin(consultationRequests, eq(consultationRequests.id, uploads.consultationId))
    .where(and(sql`lower(${consultationRequests.email}) = ${address}`, gt(uploads.createdAt, since)));
  const [caseUse] = await tx
    .select({ files: count(), bytes: sql<string>`coalesce(sum(${caseFiles.size}), 0)` })
    .from(caseFiles)
    .innerJoin(cases, eq(cases.id, caseFiles.caseId))
    .where(and(eq(cases.clientEmail, address), eq(caseFiles.addedBy, "client"), gt(caseFiles.createdAt, since)));
  const files = (leadUse?.files ?? 0) + (caseUse?.files ?? 0);
  const bytes = Number(leadUse?.bytes ?? 0) + Number(caseUse?.bytes ?? 0);
  if (files + 1 > UPLOAD_QUOTA.files || bytes + size > UPLOAD_QUOTA.bytes) throw new UploadQuotaExceeded();
}

/**
 * Stores a checked upload for a case and runs `then` in the same transaction with the new file id.
 * With S3 the object is written first and removed again when the transaction fails. Throws
 * StorageError (storage down) or UploadQuotaExceeded (client uploads only).
 */
export async function storeCaseFile<T>(
  db: Db,
  storage: UploadStorage,
  input: {
    caseId: string;
    clientEmail: string;
    purpose: "document" | "deliverable";
    addedBy: "client" | "staff";
    upload: Upload;
  },
  then: (tx: Tx, fileId: string) => Promise<T>,
): Promise<T> {
  const placed = await placeUpload(storage, input.upload);
  try {
    return await db.transaction(async (tx) => {
      if (input.addedBy === "client") await claimCaseUploadQuota(tx, input.clientEmail, input.upload.bytes.byteLength);
      await tx.insert(caseFiles).values({
        id: placed.id,
        caseId: input.caseId,
        purpose: input.purpose,
        filename: input.upload.filename,
        contentType: input.upload.contentType,
        size: input.upload.bytes.byteLength,
        bytes: placed.bytes,
        storageKey: placed.storageKey,
        addedBy: input.addedBy,
      });
      return then(tx, placed.id);
    });
  } catch (error) {
    await discardUpload(storage, placed);
    throw error;
  }
}

/** Tells the case's expert (their own address) that the client did something; nobody when no expert is set. */
export async function tellExpert(
  tx: Tx,
  c: { expertStaffId: string | null; reference: string; clientName: string },
  what: string,
  site: MailSite,
) {
  if (!c.expertStaffId) return;
  const [expert] = await tx
    .select({ email: staffUsers.email, name: staffUsers.name })
    .from(staffUsers)
    .where(eq(staffUsers.id, c.expertStaffId));
  if (!expert) return;
  const link = caseLink(site, c.reference).replace("/account/cases/", "/admin/cases/");
  await enqueueMail(tx, "case-staff-notice", [
    {
      to: expert.email,
      subject: `Case ${c.reference}: ${c.clientName} ${what}`,
      text: [`${expert.name},`, "", `${c.clientName} ${what} on case ${c.reference}.`, "", `Open the case: ${link}`].join("\n"),
    },
  ]);
}
