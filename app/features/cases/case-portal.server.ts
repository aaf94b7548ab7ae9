import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { caseDocuments, caseMessages } from "#app/db/schema.server.ts";
import { UploadQuotaExceeded } from "#app/features/leads/upload-quota.server.ts";
import type { Upload } from "#app/features/leads/uploads.server.ts";
import type { UploadStorage } from "#app/features/storage/upload-storage.server.ts";
import { storeCaseFile, tellExpert } from "./case-files.server.ts";
import { type Case, type MailSite, recordClientEvent } from "./cases.server.ts";
import { CLIENT_MESSAGE_MAX } from "./limits.ts";

/** What a signed-in client can do on their own case: upload a checklist document, write to the expert. */

export { CLIENT_MESSAGE_MAX };

export type ClientResult = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409 | 429; message: string };

/**
 * A new version of one checklist item: stored, the item moves to "received" (a sent-back item too),
 * a client-visible event is written (no e-mail to the client, who did it) and the expert is told.
 * An accepted item takes no new version (409): the expert has what they need.
 */
export async function uploadCaseDocument(
  db: Db,
  c: Case,
  input: { itemKey: unknown; upload: Upload; storage: UploadStorage; actorLabel: string } & MailSite,
): Promise<ClientResult> {
  if (c.status !== "open") return { ok: false, status: 409, message: "This case is closed, so it takes no new documents." };
  const key = typeof input.itemKey === "string" ? input.itemKey : "";
  const [item] = await db
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.caseId, c.id), eq(caseDocuments.itemKey, key)));
  if (!item) return { ok: false, status: 400, message: "Choose which document on the checklist this file is." };
  if (item.state === "accepted")
    return { ok: false, status: 409, message: `"${item.name}" is already accepted; there is no need to send it again.` };
  try {
    await storeCaseFile(
      db,
      input.storage,
      { caseId: c.id, clientEmail: c.clientEmail, purpose: "document", addedBy: "client", upload: input.upload },
      async (tx, fileId) => {
        await tx
          .update(caseDocuments)
          .set({
            state: "received",
            fileIds: sql`${caseDocuments.fileIds} || ${JSON.stringify([fileId])}::jsonb`,
            updatedAt: sql`now()`,
          })
          .where(eq(caseDocuments.id, item.id));
        await recordClientEvent(
          tx,
          c.id,
          "document_received",
          { name: item.name, itemKey: item.itemKey, filename: input.upload.filename },
          { actor: { kind: "client", label: input.actorLabel }, mail: false, siteUrl: input.siteUrl },
        );
        await tellExpert(tx, c, `sent "${item.name}"`, input);
      },
    );
  } catch (error) {
    if (error instanceof UploadQuotaExceeded) return { ok: false, status: 429, message: error.message };
    throw error;
  }
  return { ok: true, message: `Thank you: "${item.name}" is received. Your expert will check it and tell you.` };
}

/** The client's message to the expert: kept on the case and e-mailed to the expert. */
export async function postClientMessage(
  db: Db,
  c: Case,
  input: { body: unknown; actorLabel: string } & MailSite,
): Promise<ClientResult> {
  const body = typeof input.body === "string" ? input.body.trim() : "";
  if (body.length < 2) return { ok: false, status: 400, message: "Write your message first." };
  if (body.length > CLIENT_MESSAGE_MAX)
    return { ok: false, status: 400, message: `Keep the message under ${CLIENT_MESSAGE_MAX} characters.` };
  await db.transaction(async (tx) => {
    await tx.insert(caseMessages).values({ caseId: c.id, from: "client", authorLabel: input.actorLabel, body });
    await recordClientEvent(tx, c.id, "client_message", {}, { actor: { kind: "client", label: input.actorLabel }, mail: false });
    await tellExpert(tx, c, "wrote a message", input);
  });
  return { ok: true, message: "Your message is sent to your expert." };
}
