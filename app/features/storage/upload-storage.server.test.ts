import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { expect, test } from "vitest";
import { consultationRequests, outboxMessages, uploads } from "#app/db/schema.server.ts";
import { createConsultation } from "#app/features/leads/leads.server.ts";
import { runOutboxOnce } from "#app/features/mail/outbox-worker.server.ts";
import { createTransport } from "#app/features/mail/transports.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { FAKE_S3_KEYS, type FakeS3, startFakeS3 } from "../../../tests/fakes/s3.ts";
import { startFakeSmtp } from "../../../tests/fakes/smtp.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { readUploadBytes, StorageError } from "./upload-storage.server.ts";

const lead = {
  fullName: "Priya Sharma",
  email: "priya@example.in",
  phone: "+919876543210",
  city: "Dhanbad",
  serviceType: "trademark" as const,
  details: "Word mark for a spice brand",
  source: "form" as const,
};
const pdf = {
  filename: "notice.pdf",
  contentType: "application/pdf",
  bytes: new TextEncoder().encode("%PDF-1.7\nnotice\n%%EOF"),
};

function bucketKeys(s3: FakeS3) {
  const client = new S3Client({ endpoint: s3.url, region: "us-east-1", forcePathStyle: true, credentials: FAKE_S3_KEYS });
  return client.send(new ListObjectsV2Command({ Bucket: s3.bucket })).then((r) => (r.Contents ?? []).map((o) => o.Key));
}

for (const kind of DATABASES) {
  test(`${kind}: with UPLOAD_STORAGE=s3 the document goes to the bucket, the row keeps only its key, and mail attaches it`, async () => {
    await using t = await testDb(kind);
    await using s3 = await startFakeS3();
    await using smtp = await startFakeSmtp();
    const config = parseConfig({ ...s3.env, SMTP_URL: smtp.url, STAFF_EMAIL: "staff@nyayik.test" });

    await createConsultation(t.db, lead, pdf, config.uploads);
    const [row] = await t.db.select().from(uploads);
    expect(row).toMatchObject({ filename: "notice.pdf", size: pdf.bytes.length, bytes: null, storageKey: `uploads/${row?.id}` });
    expect(await bucketKeys(s3)).toEqual([`uploads/${row?.id}`]);
    // The object is the document itself, readable by anyone holding the bucket's keys (another instance).
    const client = new S3Client({ endpoint: s3.url, region: "us-east-1", forcePathStyle: true, credentials: FAKE_S3_KEYS });
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: row?.storageKey ?? "" }));
    expect(object.ContentType).toBe("application/pdf");
    expect(Buffer.from((await object.Body?.transformToByteArray()) ?? []).toString()).toBe("%PDF-1.7\nnotice\n%%EOF");

    if (!row) throw new Error("no upload row");
    expect((await readUploadBytes(t.db, config.uploads, row)).toString()).toBe("%PDF-1.7\nnotice\n%%EOF");

    const transport = createTransport(t.db, config.mail, { info: () => {} }, { storage: config.uploads });
    while ((await runOutboxOnce(t.db, transport)) > 0) {}
    const staff = (await smtp.waitFor(2)).find((m) => m.to.includes("staff@nyayik.test"));
    expect(staff?.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([
      ["notice.pdf", "%PDF-1.7\nnotice\n%%EOF"],
    ]);
  });

  test(`${kind}: when the object cannot be written, the request is refused and nothing is stored`, async () => {
    await using t = await testDb(kind);
    await using s3 = await startFakeS3();
    const config = parseConfig({ ...s3.env, S3_BUCKET: "no-such-bucket" });
    await expect(createConsultation(t.db, lead, pdf, config.uploads)).rejects.toThrow(StorageError);
    expect(await t.db.select().from(consultationRequests)).toEqual([]);
    expect(await t.db.select().from(uploads)).toEqual([]);
    expect(await t.db.select().from(outboxMessages)).toEqual([]);
  });

  test(`${kind}: when the lead's transaction fails after the object was written, the object is removed`, async () => {
    await using t = await testDb(kind);
    await using s3 = await startFakeS3();
    const config = parseConfig(s3.env);
    // A lead without a name cannot pass the form schema; here it makes the insert fail inside the transaction.
    const broken = { ...lead, fullName: null as unknown as string };
    await expect(createConsultation(t.db, broken, pdf, config.uploads)).rejects.toThrow();
    expect(await t.db.select().from(uploads)).toEqual([]);
    expect(await bucketKeys(s3)).toEqual([]);
  });
}

test("database storage (the default) keeps the bytes in the row and reads them back", async () => {
  await using t = await testDb("pglite");
  await createConsultation(t.db, lead, pdf);
  const [row] = await t.db.select({ id: uploads.id, storageKey: uploads.storageKey }).from(uploads);
  if (!row) throw new Error("no upload row");
  expect(row.storageKey).toBeNull();
  expect((await readUploadBytes(t.db, { kind: "database" }, row)).toString()).toBe("%PDF-1.7\nnotice\n%%EOF");
});

test("a document in object storage cannot be read while UPLOAD_STORAGE is not s3: a clear StorageError", async () => {
  await using t = await testDb("pglite");
  await expect(readUploadBytes(t.db, { kind: "database" }, { id: "u1", storageKey: "uploads/u1", bytes: null })).rejects.toThrow(
    /is in object storage \(uploads\/u1\) but UPLOAD_STORAGE is not s3/,
  );
});
