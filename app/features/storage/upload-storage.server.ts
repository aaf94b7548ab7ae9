import { randomUUID } from "node:crypto";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { uploads } from "#app/db/schema.server.ts";
import type { Config } from "#app/lib/config.server.ts";

/**
 * Where uploaded documents live (decision 063): in the uploads.bytes column (embedded default), or
 * in an S3-compatible bucket (UPLOAD_STORAGE=s3: AWS S3, MinIO …) so every instance and the
 * database stay lean. A row says where its document is: bytes, or storage_key. Reading follows the
 * row, so documents stored before a switch of UPLOAD_STORAGE stay readable.
 */

export type UploadStorage = Config["uploads"];
type S3Storage = Extract<UploadStorage, { kind: "s3" }>;

/** Raised when object storage cannot be reached or refuses; the caller stores nothing (503). */
export class StorageError extends Error {}

const clients = new WeakMap<S3Storage, S3Client>();

function s3(storage: S3Storage) {
  let client = clients.get(storage);
  if (!client) {
    client = new S3Client({
      endpoint: storage.endpoint,
      region: storage.region,
      forcePathStyle: storage.forcePathStyle,
      credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
      // A visitor waits on the write: fail fast rather than hang the form.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
      maxAttempts: 2,
    });
    clients.set(storage, client);
  }
  return client;
}

/** The values of a new uploads row: its id, and either the bytes or the key of the stored object. */
export type PlacedUpload = { id: string; bytes: Buffer | null; storageKey: string | null };

/**
 * Puts a document where the configuration says. With S3 the object is written now, before any row
 * exists: call this before the transaction that inserts the row, and `discardUpload` if that
 * transaction fails. Throws StorageError when the object cannot be written.
 */
export async function placeUpload(
  storage: UploadStorage,
  upload: { bytes: Uint8Array; contentType: string },
): Promise<PlacedUpload> {
  const id = randomUUID();
  const bytes = Buffer.from(upload.bytes.buffer, upload.bytes.byteOffset, upload.bytes.byteLength);
  if (storage.kind === "database") return { id, bytes, storageKey: null };
  // The key names no person or file: the row keeps the filename, the bucket only opaque ids.
  const storageKey = `uploads/${id}`;
  try {
    await s3(storage).send(
      new PutObjectCommand({ Bucket: storage.bucket, Key: storageKey, Body: bytes, ContentType: upload.contentType }),
    );
  } catch (error) {
    throw new StorageError(`object storage refused ${storageKey}: ${(error as Error).name}: ${(error as Error).message}`);
  }
  return { id, bytes: null, storageKey };
}

/** Removes an object written by placeUpload whose row was never committed. Never throws. */
export async function discardUpload(storage: UploadStorage, placed: PlacedUpload) {
  if (storage.kind !== "s3" || !placed.storageKey) return;
  try {
    await s3(storage).send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: placed.storageKey }));
  } catch (error) {
    console.error(`storage: could not remove orphan ${placed.storageKey}: ${(error as Error).message}`);
  }
}

/**
 * The bytes of an uploaded document, wherever its row says it is. `row.bytes` may be left out (not
 * selected): then the column is read. Throws StorageError when object storage fails or is not configured.
 */
export async function readUploadBytes(
  db: Db,
  storage: UploadStorage,
  row: { id: string; bytes?: Uint8Array | null; storageKey: string | null },
): Promise<Buffer> {
  if (row.storageKey) {
    if (storage.kind !== "s3") {
      throw new StorageError(`upload ${row.id} is in object storage (${row.storageKey}) but UPLOAD_STORAGE is not s3`);
    }
    try {
      const object = await s3(storage).send(new GetObjectCommand({ Bucket: storage.bucket, Key: row.storageKey }));
      if (!object.Body) throw new Error("empty body");
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      throw new StorageError(`could not read ${row.storageKey}: ${(error as Error).name}: ${(error as Error).message}`);
    }
  }
  let bytes = row.bytes;
  if (bytes === undefined) {
    const [stored] = await db.select({ bytes: uploads.bytes }).from(uploads).where(eq(uploads.id, row.id));
    bytes = stored?.bytes;
  }
  if (!bytes) throw new StorageError(`upload ${row.id} has neither bytes nor a storage key`);
  return Buffer.from(bytes);
}
