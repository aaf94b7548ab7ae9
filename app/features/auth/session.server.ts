import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { sessions } from "#app/db/schema.server.ts";
import type { Tx } from "./tx.ts";

/**
 * One session mechanism for staff and clients (decision 011). The cookie holds a random 256-bit
 * token; the table holds only its SHA-256, so a copy of the table cannot sign anybody in. Sessions
 * slide on use (idle expiry) up to an absolute cap, and sign-out deletes the row.
 */
export type SubjectKind = "staff" | "client";

export const SESSION_POLICY = {
  staff: { idleMs: 8 * 3600_000, absoluteMs: 7 * 24 * 3600_000 },
  client: { idleMs: 24 * 3600_000, absoluteMs: 30 * 24 * 3600_000 },
} as const;
/** last_seen_at is written at most this often, to spare a write on every request. */
export const TOUCH_INTERVAL_MS = 60_000;

export type Session = { id: string; subjectKind: SubjectKind; subjectId: string; createdAt: Date; lastSeenAt: Date };

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The cookie name per kind: `__Host-…` (Secure, Path=/, no Domain) when the site is served over
 * https; browsers refuse `__Host-` cookies without Secure, so plain-http sites (localhost, e2e) use
 * `<kind>_session` without Secure.
 */
export function sessionCookieName(kind: SubjectKind, siteUrl: string): string {
  return siteUrl.startsWith("https:") ? `__Host-${kind}` : `${kind}_session`;
}

function cookieAttributes(siteUrl: string): string {
  return `Path=/; HttpOnly; SameSite=Lax${siteUrl.startsWith("https:") ? "; Secure" : ""}`;
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Starts a session for a subject and returns the Set-Cookie value. Rotation: the session the
 * request arrived with (if any) is deleted, so a token planted before sign-in is worthless after it.
 */
export async function createSession(
  db: Tx,
  {
    kind,
    subjectId,
    request,
    ip,
    siteUrl,
    now = new Date(),
  }: { kind: SubjectKind; subjectId: string; request: Request; ip: string; siteUrl: string; now?: Date },
): Promise<{ sessionId: string; setCookie: string; token: string }> {
  const name = sessionCookieName(kind, siteUrl);
  const previous = readCookie(request, name);
  if (previous) await db.delete(sessions).where(eq(sessions.id, hashToken(previous)));
  const token = randomBytes(32).toString("base64url");
  const sessionId = hashToken(token);
  const policy = SESSION_POLICY[kind];
  await db.insert(sessions).values({
    id: sessionId,
    subjectKind: kind,
    subjectId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteMs),
    ip,
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, 300),
  });
  const maxAge = Math.floor(policy.absoluteMs / 1000);
  return { sessionId, token, setCookie: `${name}=${token}; Max-Age=${maxAge}; ${cookieAttributes(siteUrl)}` };
}

/**
 * The live session behind the request's cookie, or null. An idle or past-cap session is deleted.
 * `now` is injectable so tests move the clock instead of sleeping.
 */
export async function readSession(
  db: Db,
  { kind, request, siteUrl, now = new Date() }: { kind: SubjectKind; request: Request; siteUrl: string; now?: Date },
): Promise<Session | null> {
  const token = readCookie(request, sessionCookieName(kind, siteUrl));
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.subjectKind, kind)));
  if (!row) return null;
  const policy = SESSION_POLICY[kind];
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (now >= row.expiresAt || idleFor >= policy.idleMs) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (idleFor >= TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { id, subjectKind: kind, subjectId: row.subjectId, createdAt: row.createdAt, lastSeenAt: row.lastSeenAt };
}

/** Deletes the request's session server-side and returns the Set-Cookie that clears the cookie. */
export async function destroySession(
  db: Tx,
  { kind, request, siteUrl }: { kind: SubjectKind; request: Request; siteUrl: string },
): Promise<string> {
  const name = sessionCookieName(kind, siteUrl);
  const token = readCookie(request, name);
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  return clearSessionCookie(kind, siteUrl);
}

export function clearSessionCookie(kind: SubjectKind, siteUrl: string): string {
  return `${sessionCookieName(kind, siteUrl)}=; Max-Age=0; ${cookieAttributes(siteUrl)}`;
}

/** Ends every session of a subject (password changed, account deactivated or erased). */
export async function destroySubjectSessions(db: Tx, kind: SubjectKind, subjectId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.subjectKind, kind), eq(sessions.subjectId, subjectId)));
}

/** Removes sessions past their absolute cap; called now and then. */
export async function pruneSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
