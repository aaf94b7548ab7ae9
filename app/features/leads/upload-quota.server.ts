import { and, count, eq, gt, sql } from "drizzle-orm";
import { consultationRequests, uploads } from "#app/db/schema.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";

/**
 * Issue 22: how much one client (one e-mail address, any spelling) may upload in 24 hours, through
 * the consultation form and the client portal together. Each document is already limited to
 * 10 MB; this stops one address from filling the storage with many of them.
 */
export const UPLOAD_QUOTA = { files: 10, bytes: 50 * 1024 * 1024 } as const;

export const UPLOAD_QUOTA_MESSAGE = `You have reached today's limit of ${UPLOAD_QUOTA.files} documents a day (50 MB in all). Please send the request without the document, or add it tomorrow.`;

export class UploadQuotaExceeded extends Error {
  constructor() {
    super(UPLOAD_QUOTA_MESSAGE);
  }
}

/**
 * Inside the caller's transaction, before the upload row is written: throws UploadQuotaExceeded when
 * one more document of `size` bytes would pass the address's daily quota. A transaction lock per
 * address makes two uploads at once count one after the other.
 */
export async function claimUploadQuota(tx: Tx, email: string, size: number): Promise<void> {
  const address = email.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload-quota:${address}`}, 0))`);
  const [used] = await tx
    .select({ files: count(), bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .innerJoin(consultationRequests, eq(consultationRequests.id, uploads.consultationId))
    .where(and(sql`lower(${consultationRequests.email}) = ${address}`, gt(uploads.createdAt, sql`now() - interval '1 day'`)));
  const files = used?.files ?? 0;
  const bytes = Number(used?.bytes ?? 0);
  if (files + 1 > UPLOAD_QUOTA.files || bytes + size > UPLOAD_QUOTA.bytes) throw new UploadQuotaExceeded();
}
