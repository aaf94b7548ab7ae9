import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { clientAccounts, consultationRequests, contactMessages, loginCodes } from "#app/db/schema.server.ts";
import { recordAudit } from "#app/features/auth/audit.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";

/**
 * Client portal (issue 13): passwordless sign-in by e-mail code or one-click link, and what a
 * signed-in client may see. Sign-up and login are one flow: an account exists once an e-mail is
 * verified. Every read is scoped by the account's verified e-mail.
 */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_TRIES = 5;
export const CODE_LIMITS = { perEmail: 5, perIp: 20, windowSeconds: 15 * 60 } as const;
/** Code guesses per IP across e-mails (one person trying many addresses' codes). */
export const VERIFY_LIMITS = { perIp: 30, windowSeconds: 15 * 60 } as const;

export const CODE_INVALID = "That code is wrong or has expired. Check the latest e-mail, or ask for a new code.";
export const CODE_TOO_MANY = "Too many wrong codes. Ask for a new code.";
export const VERIFY_TOO_MANY = "Too many codes tried from this connection. Please wait 15 minutes and try again.";

export type ClientAccount = { id: string; email: string; name: string };

const sha256 = (value: string) => createHash("sha256").update(value).digest();
export const normalizeClientEmail = (email: string) => email.trim().toLowerCase();

/** Queues a code and link for `email`; `ok: false` with Retry-After seconds when rate limited. */
export async function requestLoginCode(
  db: Db,
  { email: rawEmail, ip, siteUrl, now = new Date() }: { email: string; ip: string; siteUrl: string; now?: Date },
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const email = normalizeClientEmail(rawEmail);
  for (const [key, limit] of [
    [`client-code-email:${email}`, CODE_LIMITS.perEmail],
    [`client-code-ip:${ip}`, CODE_LIMITS.perIp],
  ] as const) {
    const hit = await hitRateLimit(db, key, limit, CODE_LIMITS.windowSeconds);
    if (!hit.ok) return { ok: false, retryAfter: hit.retryAfter };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const link = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.insert(loginCodes).values({
      email,
      codeHash: sha256(`${email}:${code}`).toString("hex"),
      linkHash: sha256(link).toString("hex"),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    await enqueueMail(tx, "client-login-code", [
      {
        to: email,
        subject: `Your Nyayik sign-in code: ${code}`,
        secret: true,
        text: `Your sign-in code is ${code}. It works once, within 10 minutes.\n\nOr open this link to sign in:\n${siteUrl}/account/verify?token=${link}\n\nIf you did not ask for this, ignore this e-mail.\n`,
      },
    ]);
  });
  return { ok: true };
}

async function verifiedAccount(db: Db, email: string, now: Date): Promise<ClientAccount> {
  const [latest] = await db
    .select({ name: consultationRequests.fullName })
    .from(consultationRequests)
    .where(sql`lower(${consultationRequests.email}) = ${email}`)
    .orderBy(desc(consultationRequests.createdAt))
    .limit(1);
  const [row] = await db
    .insert(clientAccounts)
    .values({ email, name: latest?.name ?? "", verifiedAt: now })
    .onConflictDoUpdate({ target: clientAccounts.email, set: { verifiedAt: now } })
    .returning();
  if (!row) throw new Error("client account upsert returned no row");
  return { id: row.id, email: row.email, name: row.name };
}

/**
 * Checks a typed code against the e-mail's latest live code: constant-time compare of hashes, at
 * most 5 tries per code (a try is claimed atomically before comparing, so parallel guesses cannot
 * exceed it), single use; guesses are also limited per IP across e-mails. Returns the (new or
 * existing) account; every other live code of the e-mail is retired with it.
 */
export async function verifyLoginCode(
  db: Db,
  { email: rawEmail, code, ip, now = new Date() }: { email: string; code: string; ip: string; now?: Date },
): Promise<{ ok: true; account: ClientAccount } | { ok: false; message: string }> {
  const email = normalizeClientEmail(rawEmail);
  const perIp = await hitRateLimit(db, `client-verify-ip:${ip}`, VERIFY_LIMITS.perIp, VERIFY_LIMITS.windowSeconds);
  if (!perIp.ok) return { ok: false, message: VERIFY_TOO_MANY };
  const [row] = await db
    .select()
    .from(loginCodes)
    .where(and(eq(loginCodes.email, email), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now)))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  if (!row) return { ok: false, message: CODE_INVALID };
  const [claimed] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(and(eq(loginCodes.id, row.id), lt(loginCodes.attempts, MAX_CODE_TRIES)))
    .returning({ attempts: loginCodes.attempts });
  if (!claimed) return { ok: false, message: CODE_TOO_MANY };
  const typed = code.trim();
  const given = sha256(`${email}:${typed}`);
  const matches = timingSafeEqual(given, Buffer.from(row.codeHash, "hex")) && /^\d{6}$/.test(typed);
  if (!matches) return { ok: false, message: claimed.attempts >= MAX_CODE_TRIES ? CODE_TOO_MANY : CODE_INVALID };
  const used = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(eq(loginCodes.id, row.id), isNull(loginCodes.usedAt)))
    .returning({ id: loginCodes.id });
  if (used.length === 0) return { ok: false, message: CODE_INVALID };
  return signIn(db, email, { by: "code", ip, now });
}

/** Creates or refreshes the account, retires the e-mail's other live codes and audits the sign-in. */
async function signIn(db: Db, email: string, { by, ip, now }: { by: "code" | "link"; ip: string; now: Date }) {
  await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(eq(loginCodes.email, email), isNull(loginCodes.usedAt)));
  const account = await verifiedAccount(db, email, now);
  await recordAudit(db, {
    actor: { kind: "client", id: account.id, label: email },
    action: "client.sign_in",
    ip,
    detail: { by },
  });
  return { ok: true as const, account };
}

/** The one-click link: the token is single use and lives as long as the code. */
export async function verifyLoginLink(
  db: Db,
  { token, ip, now = new Date() }: { token: string; ip: string; now?: Date },
): Promise<{ ok: true; account: ClientAccount } | { ok: false; message: string }> {
  if (!token || token.length > 100) return { ok: false, message: CODE_INVALID };
  const used = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(eq(loginCodes.linkHash, sha256(token).toString("hex")), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, now)))
    .returning({ email: loginCodes.email });
  const email = used[0]?.email;
  if (!email) return { ok: false, message: CODE_INVALID };
  return signIn(db, email, { by: "link", ip, now });
}

/** The client's consultation requests and contact messages, matched by verified e-mail (case-insensitive). */
export async function listClientRequests(db: Db, account: ClientAccount) {
  const email = normalizeClientEmail(account.email);
  const requests = await db
    .select({
      id: consultationRequests.id,
      serviceType: consultationRequests.serviceType,
      status: consultationRequests.status,
      statusChangedAt: consultationRequests.statusChangedAt,
      createdAt: consultationRequests.createdAt,
    })
    .from(consultationRequests)
    .where(sql`lower(${consultationRequests.email}) = ${email}`)
    .orderBy(desc(consultationRequests.createdAt));
  const messages = await db
    .select({
      id: contactMessages.id,
      subject: contactMessages.subject,
      status: contactMessages.status,
      statusChangedAt: contactMessages.statusChangedAt,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = ${email}`)
    .orderBy(desc(contactMessages.createdAt));
  return { requests, messages };
}

export async function findClientAccount(db: Db, id: string): Promise<ClientAccount | null> {
  const [row] = await db.select().from(clientAccounts).where(eq(clientAccounts.id, id));
  return row ? { id: row.id, email: row.email, name: row.name } : null;
}
