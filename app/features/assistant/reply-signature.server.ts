import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { serverKeys } from "#app/db/schema.server.ts";

/**
 * Issue 22 (10): the assistant's replies are signed as they are streamed (HMAC-SHA256 over the
 * reply's text), so a chat hand-off can tell the assistant's own words from "bot" turns a visitor
 * typed. The key is made once, kept in the database (every instance shares it, it survives
 * restarts) and never leaves the server.
 */

const KEY_NAME = "assistant-reply-signing";
const keys = new WeakMap<Db, Promise<Buffer>>();

async function loadKey(db: Db): Promise<Buffer> {
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, secret: randomBytes(32) })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: serverKeys.secret }).from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  if (!row) throw new Error("the reply signing key could not be stored");
  return Buffer.from(row.secret);
}

/** The signing key for assistant replies (created on first use, then cached per database). */
export function replySigningKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

/** The signature of a reply as the visitor's browser will send it back (trimmed, like every chat turn). */
export function signReply(key: Buffer, text: string): string {
  return createHmac("sha256", key).update(`assistant-reply\n${text.trim()}`).digest("base64url");
}

/** Whether `sig` is our signature of `text`, compared in constant time. */
export function isSignedReply(key: Buffer, text: string, sig: string | undefined): boolean {
  if (!sig) return false;
  const expected = Buffer.from(signReply(key, text));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
