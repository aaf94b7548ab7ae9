import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { uploads } from "#app/db/schema.server.ts";
import { addClientUpload, getClientDocument } from "#app/features/accounts/portal.server.ts";
import { eraseClientData } from "#app/features/accounts/privacy.server.ts";
import { createConsultation } from "#app/features/leads/leads.server.ts";
import { downloadUpload } from "#app/features/staff/downloads.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { FAKE_S3_KEYS, type FakeS3, startFakeS3 } from "../../../tests/fakes/s3.ts";
import { makeStaff, signedInClient } from "../../../tests/support/auth.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { readUploadBytes } from "./upload-storage.server.ts";

// Every reader and writer of documents besides the consultation form follows the row to the bucket
// (decision 063): the staff download, the client portal's upload and download, and erasure.

const PDF = new TextEncoder().encode("%PDF-1.7\ndocument\n%%EOF\n");

function bucketKeys(s3: FakeS3) {
  const client = new S3Client({ endpoint: s3.url, region: "us-east-1", forcePathStyle: true, credentials: FAKE_S3_KEYS });
  return client.send(new ListObjectsV2Command({ Bucket: s3.bucket })).then((r) => (r.Contents ?? []).map((o) => o.Key));
}

for (const kind of DATABASES) {
  test(`${kind}: with S3 storage, staff and client download, a client upload lands in the bucket, and erasure empties it`, async () => {
    await using t = await testDb(kind);
    await using s3 = await startFakeS3();
    const { uploads: storage } = parseConfig(s3.env);
    const email = `s3-${kind}@example.in`;
    const { id: leadId } = await createConsultation(
      t.db,
      { fullName: "Meera Das", email, phone: "+919876543210", city: "Ranchi", serviceType: "gst", details: "", source: "form" },
      { filename: "pan.pdf", contentType: "application/pdf", bytes: PDF },
      storage,
    );
    const [first] = await t.db.select().from(uploads).where(eq(uploads.consultationId, leadId));
    if (!first) throw new Error("no upload row");
    expect(first.bytes).toBeNull();

    const staff = await makeStaff(t.db);
    const response = await downloadUpload(t.db, first.id, staff, "127.0.0.1", storage);
    expect(response?.status).toBe(200);
    expect(Buffer.from(await (response as Response).arrayBuffer()).toString()).toBe("%PDF-1.7\ndocument\n%%EOF\n");

    const { account } = await signedInClient(t.db, { email });
    const added = await addClientUpload(
      t.db,
      account,
      { id: leadId, upload: { filename: "gst.pdf", contentType: "application/pdf", bytes: PDF } },
      storage,
    );
    expect(added).toEqual({ ok: true });
    const rows = await t.db.select().from(uploads).where(eq(uploads.consultationId, leadId));
    const second = rows.find((r) => r.filename === "gst.pdf");
    expect(second).toMatchObject({ bytes: null, addedBy: "client" });
    expect((await bucketKeys(s3)).sort()).toEqual(rows.map((r) => r.storageKey).sort());

    const document = await getClientDocument(t.db, account, second?.id ?? "");
    if (!document) throw new Error("the client cannot see their document");
    expect((await readUploadBytes(t.db, storage, document)).toString()).toBe("%PDF-1.7\ndocument\n%%EOF\n");

    await eraseClientData(t.db, account, { ip: "127.0.0.1", storage });
    expect(await t.db.select().from(uploads)).toEqual([]);
    expect(await bucketKeys(s3)).toEqual([]);
  });
}
