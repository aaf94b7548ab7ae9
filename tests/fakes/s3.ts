import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * An S3-compatible server on 127.0.0.1 (the s3rver package: real S3 REST API, SigV4 signatures
 * checked against its fixed key pair), storing objects in a temporary folder. Stands in for MinIO
 * or AWS S3 in tests; `bucket` exists from the start.
 */
export type FakeS3 = {
  url: string;
  bucket: string;
  /** The UPLOAD_STORAGE=s3 environment for this fake. */
  env: Record<string, string>;
  close: () => Promise<void>;
  [Symbol.asyncDispose]: () => Promise<void>;
};

export const FAKE_S3_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export async function startFakeS3({ bucket = "documents" }: { bucket?: string } = {}): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "fake-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = (await server.run()) as AddressInfo;
  const url = `http://127.0.0.1:${address.port}`;
  const close = async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  };
  return {
    url,
    bucket,
    env: {
      UPLOAD_STORAGE: "s3",
      S3_ENDPOINT: url,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: FAKE_S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3_KEYS.secretAccessKey,
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}
