import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { uploads } from "#app/db/schema.server.ts";

export type StoredUpload = {
  id: string;
  consultationId: string;
  filename: string;
  contentType: string;
  size: number;
  bytes: Uint8Array;
};

/**
 * One uploaded document with its bytes, or null when there is no such upload (or its bytes are not
 * readable). The one place the console reads a document: today the bytes live in uploads.bytes;
 * when object storage (storage_key, bytes null) lands, it is read here and nowhere else.
 */
export async function readUploadBytes(db: Db, id: string): Promise<StoredUpload | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row?.bytes) return null;
  return {
    id: row.id,
    consultationId: row.consultationId,
    filename: row.filename,
    contentType: row.contentType,
    size: row.size,
    bytes: row.bytes,
  };
}
