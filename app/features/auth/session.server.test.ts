import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sessions } from "#app/db/schema.server.ts";
import { DATABASES, fileDatabases } from "../../../tests/support/test-db.ts";
import { createSession, destroySession, hashToken, readSession, SESSION_POLICY } from "./session.server.ts";

const SITE = "http://localhost:3000";
const subjectId = "00000000-0000-4000-8000-000000000001";
const dbFor = fileDatabases({ beforeAll, afterAll });
const withCookie = (token: string, name = "staff_session") =>
  new Request(SITE, { headers: { cookie: `other=1; ${name}=${token}` } });

for (const kind of DATABASES) {
  test(`${kind}: the table keeps the SHA-256 of the token, never the token; the cookie is httpOnly SameSite=Lax`, async () => {
    const { db } = await dbFor(kind);
    const s = await createSession(db, { kind: "staff", subjectId, request: new Request(SITE), ip: "1.2.3.4", siteUrl: SITE });
    expect(s.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(sessions).where(eq(sessions.id, s.sessionId));
    expect(row?.id).toBe(hashToken(s.token));
    expect(row?.id).not.toContain(s.token);
    expect(s.setCookie).toMatch(/^staff_session=[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    const secure = await createSession(db, {
      kind: "client",
      subjectId,
      request: new Request(SITE),
      ip: "",
      siteUrl: "https://nyayik.in",
    });
    expect(secure.setCookie).toMatch(/^__Host-client=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  });

  test(`${kind}: a session slides while used and ends after 8 idle hours`, async () => {
    const { db } = await dbFor(kind);
    const t0 = new Date("2026-11-22T08:00:00Z");
    const s = await createSession(db, { kind: "staff", subjectId, request: new Request(SITE), ip: "", siteUrl: SITE, now: t0 });
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const hour = 3600_000;
    // Used at 7 h: still valid, and last_seen moves, so 14 h after start it is still alive.
    expect(
      await readSession(db, { kind: "staff", request: withCookie(s.token), siteUrl: SITE, now: at(7 * hour) }),
    ).not.toBeNull();
    expect(
      await readSession(db, { kind: "staff", request: withCookie(s.token), siteUrl: SITE, now: at(14 * hour) }),
    ).not.toBeNull();
    // 8 h of silence: gone, and the row is deleted.
    expect(await readSession(db, { kind: "staff", request: withCookie(s.token), siteUrl: SITE, now: at(22 * hour) })).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.id, s.sessionId))).toHaveLength(0);
  });

  test(`${kind}: last_seen is written at most once a minute`, async () => {
    const { db } = await dbFor(kind);
    const t0 = new Date("2026-11-22T08:00:00Z");
    const s = await createSession(db, { kind: "staff", subjectId, request: new Request(SITE), ip: "", siteUrl: SITE, now: t0 });
    const seen = async () => (await db.select().from(sessions).where(eq(sessions.id, s.sessionId)))[0]?.lastSeenAt.getTime();
    await readSession(db, { kind: "staff", request: withCookie(s.token), siteUrl: SITE, now: new Date(t0.getTime() + 30_000) });
    expect(await seen()).toBe(t0.getTime());
    await readSession(db, { kind: "staff", request: withCookie(s.token), siteUrl: SITE, now: new Date(t0.getTime() + 61_000) });
    expect(await seen()).toBe(t0.getTime() + 61_000);
  });

  test(`${kind}: even a busy session ends at the 7-day cap`, async () => {
    const { db } = await dbFor(kind);
    const t0 = new Date("2026-11-01T08:00:00Z");
    const s = await createSession(db, { kind: "staff", subjectId, request: new Request(SITE), ip: "", siteUrl: SITE, now: t0 });
    for (let h = 6; h < 7 * 24; h += 6) {
      const now = new Date(t0.getTime() + h * 3600_000);
      expect(await readSession(db, { kind: "staff", request: withCookie(s.token), siteUrl: SITE, now })).not.toBeNull();
    }
    const capped = new Date(t0.getTime() + SESSION_POLICY.staff.absoluteMs);
    expect(await readSession(db, { kind: "staff", request: withCookie(s.token), siteUrl: SITE, now: capped })).toBeNull();
  });

  test(`${kind}: signing in again rotates: the old session row is deleted`, async () => {
    const { db } = await dbFor(kind);
    const first = await createSession(db, { kind: "staff", subjectId, request: new Request(SITE), ip: "", siteUrl: SITE });
    const second = await createSession(db, { kind: "staff", subjectId, request: withCookie(first.token), ip: "", siteUrl: SITE });
    expect(second.token).not.toBe(first.token);
    expect(await readSession(db, { kind: "staff", request: withCookie(first.token), siteUrl: SITE })).toBeNull();
    expect(await readSession(db, { kind: "staff", request: withCookie(second.token), siteUrl: SITE })).toMatchObject({
      subjectId,
    });
  });

  test(`${kind}: sign-out deletes the row server-side, so a copied cookie stops working`, async () => {
    const { db } = await dbFor(kind);
    const s = await createSession(db, { kind: "staff", subjectId, request: new Request(SITE), ip: "", siteUrl: SITE });
    const cleared = await destroySession(db, { kind: "staff", request: withCookie(s.token), siteUrl: SITE });
    expect(cleared).toMatch(/^staff_session=; Max-Age=0;/);
    expect(await readSession(db, { kind: "staff", request: withCookie(s.token), siteUrl: SITE })).toBeNull();
  });

  test(`${kind}: a staff cookie is not a client session, and unknown tokens read as signed out`, async () => {
    const { db } = await dbFor(kind);
    const s = await createSession(db, { kind: "staff", subjectId, request: new Request(SITE), ip: "", siteUrl: SITE });
    expect(await readSession(db, { kind: "client", request: withCookie(s.token, "client_session"), siteUrl: SITE })).toBeNull();
    expect(await readSession(db, { kind: "staff", request: withCookie("made-up-token"), siteUrl: SITE })).toBeNull();
  });
}
