import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { uploads } from "#app/db/schema.server.ts";
import { readUploadBytes as readStoredBytes, type UploadStorage } from "#app/features/storage/upload-storage.server.ts";

export type StoredUpload = {
  id: string;
  consultationId: string;
  filename: string;
  contentType: string;
  size: number;
  bytes: Uint8Array;
};

/**
 * One uploaded document with its bytes, or null when there is no such upload. The bytes are read
 * wherever the row says they are (the uploads.bytes column or object storage, decision 063); a
 * storage failure throws StorageError rather than pretending the document does not exist.
 */
export async function readUploadBytes(db: Db, storage: UploadStorage, id: string): Promise<StoredUpload | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row) return null;
  const bytes = await readStoredBytes(db, storage, row);
  return {
    id: row.id,
    consultationId: row.consultationId,
    filename: row.filename,
    contentType: row.contentType,
    size: row.size,
    bytes,
  };
}
