import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { auditLog, outboxMessages, sessions, staffUsers } from "#app/db/schema.server.ts";
import { readSession } from "#app/features/auth/session.server.ts";
import { claimAttempt, lockedFor, THROTTLE, throttleKeys } from "#app/features/auth/throttle.server.ts";
import { passwordChecks } from "#app/lib/metrics.server.ts";
import { makeStaff } from "../../../tests/support/auth.ts";
import { DATABASES, fileDatabases } from "../../../tests/support/test-db.ts";
import {
  completePasswordReset,
  createPasswordToken,
  DuplicateStaffError,
  inviteStaff,
  LINK_INVALID,
  RESET_SENT,
  requestPasswordReset,
  SIGN_IN_FAILED,
  signInStaff,
} from "./staff.server.ts";

const SITE = "http://localhost:3000";
const dbFor = fileDatabases({ beforeAll, afterAll });
const PASSWORD = "plum tractor lantern";
const uniqueEmail = () => `s-${randomUUID().slice(0, 8)}@example.in`;
const uniqueIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 4)}`;
const signIn = (db: Parameters<typeof signInStaff>[0], email: string, password: string, ip: string, now?: Date) =>
  signInStaff(db, { email, password, ip, request: new Request(SITE), siteUrl: SITE, now });
const actions = async (db: Parameters<typeof signInStaff>[0], targetId: string) =>
  (await db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((r) => r.action);

for (const kind of DATABASES) {
  test(`${kind}: the right password signs in (case-insensitive e-mail), creates a session and is audited`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    const staff = await makeStaff(db, { email, password: PASSWORD, role: "owner", name: "Asha Verma" });
    const result = await signIn(db, email.toUpperCase(), PASSWORD, uniqueIp());
    expect(result).toMatchObject({ ok: true, staff: { id: staff.id, role: "owner", name: "Asha Verma" } });
    if (!result.ok) return;
    const token = result.setCookie.split(";")[0]?.split("=")[1] ?? "";
    const request = new Request(SITE, { headers: { cookie: `staff_session=${token}` } });
    expect(await readSession(db, { kind: "staff", request, siteUrl: SITE })).toMatchObject({ subjectId: staff.id });
    expect(await actions(db, staff.id)).toEqual(["staff.sign_in"]);
  });

  test(`${kind}: a wrong password, an unknown e-mail and an inactive account get the same message and no session`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    const staff = await makeStaff(db, { email, password: PASSWORD });
    const inactive = await makeStaff(db, { password: PASSWORD });
    await db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, inactive.id));
    const before = (await db.select().from(sessions)).length;
    for (const [e, p] of [
      [email, "wrong password here"],
      [uniqueEmail(), PASSWORD],
      [inactive.email, PASSWORD],
    ] as const) {
      expect(await signIn(db, e, p, uniqueIp())).toEqual({ ok: false, message: SIGN_IN_FAILED });
    }
    expect(await db.select().from(sessions)).toHaveLength(before);
    expect(await actions(db, staff.id)).toEqual(["staff.sign_in_failed"]);
  });

  test(`${kind}: the 5th failure locks an account 1 min, then 2, then 4, up to 1 h; even the right password waits`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    const staff = await makeStaff(db, { email, password: PASSWORD });
    const keys = throttleKeys(email, uniqueIp());
    const t0 = new Date("2026-11-22T10:00:00Z");
    for (let i = 0; i < 4; i++)
      expect(await claimAttempt(db, { ...keys, ip: uniqueIp() }, t0)).toEqual({ ok: true, locking: false });
    expect(await lockedFor(db, keys, t0)).toBe(0);
    // The 5th attempt (a real, wrong sign-in) still gets its check, locks for one minute and is audited.
    expect(await signIn(db, email, "bad password 123", uniqueIp(), t0)).toEqual({ ok: false, message: SIGN_IN_FAILED });
    expect(await lockedFor(db, keys, t0)).toBe(60_000);
    expect(await signIn(db, email, PASSWORD, uniqueIp(), new Date(t0.getTime() + 30_000))).toEqual({
      ok: false,
      message: "Too many sign-in attempts. Please wait 1 minute and try again.",
    });
    let t = new Date(t0.getTime() + 61_000);
    expect(await claimAttempt(db, keys, t)).toEqual({ ok: true, locking: true });
    expect(await lockedFor(db, keys, t)).toBe(120_000);
    t = new Date(t.getTime() + 120_000);
    await claimAttempt(db, keys, t);
    expect(await lockedFor(db, keys, t)).toBe(240_000);
    for (let i = 0; i < 10; i++) {
      t = new Date(t.getTime() + 3600_000);
      await claimAttempt(db, keys, t);
    }
    expect(await lockedFor(db, keys, t)).toBe(3600_000);
    expect((await signIn(db, email, PASSWORD, uniqueIp(), new Date(t.getTime() + 3601_000))).ok).toBe(true);
    expect(await lockedFor(db, keys, new Date(t.getTime() + 3601_000))).toBe(0);
    expect(await actions(db, staff.id)).toEqual(["staff.sign_in_failed", "staff.locked_out", "staff.sign_in"]);
  });

  test(`${kind}: 40 parallel wrong passwords get at most 5 real password checks, then the right one waits`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    await makeStaff(db, { email, password: PASSWORD });
    const checks = async () => (await passwordChecks.get()).values.reduce((sum, v) => sum + v.value, 0);
    const before = await checks();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(db, email, `wrong password ${i}`, uniqueIp())));
    const checked = (await checks()) - before;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(THROTTLE.account.free);
    expect(results.filter((r) => !r.ok && r.message === SIGN_IN_FAILED).length).toBe(checked);
    expect(results.filter((r) => !r.ok && /^Too many/.test(r.message)).length).toBe(40 - checked);
    expect(await signIn(db, email, PASSWORD, uniqueIp())).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Too many/),
    });
  });

  test(`${kind}: an unknown e-mail is locked the same way, so lockout does not reveal which accounts exist`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    const now = new Date("2026-11-22T10:00:00Z");
    for (let i = 0; i < 4; i++) await claimAttempt(db, throttleKeys(email, uniqueIp()), now);
    expect(await signIn(db, email, PASSWORD, uniqueIp(), now)).toEqual({ ok: false, message: SIGN_IN_FAILED });
    expect(await signIn(db, email, PASSWORD, uniqueIp(), now)).toMatchObject({ message: expect.stringMatching(/^Too many/) });
  });

  test(`${kind}: one IP guessing across many accounts is locked after 20 attempts, other IPs are not`, async () => {
    const { db } = await dbFor(kind);
    const ip = uniqueIp();
    const now = new Date("2026-11-22T11:00:00Z");
    for (let i = 0; i < 20; i++) await claimAttempt(db, throttleKeys(uniqueEmail(), ip), now);
    const email = uniqueEmail();
    await makeStaff(db, { email, password: PASSWORD });
    expect(await signIn(db, email, PASSWORD, ip, now)).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many/) });
    expect((await signIn(db, email, PASSWORD, uniqueIp(), now)).ok).toBe(true);
  });

  test(`${kind}: a successful sign-in gives its IP attempt back, so a busy office is not locked by its own sign-ins`, async () => {
    const { db } = await dbFor(kind);
    const ip = uniqueIp();
    const email = uniqueEmail();
    await makeStaff(db, { email, password: PASSWORD });
    for (let i = 0; i < 25; i++) expect((await signIn(db, email, PASSWORD, ip)).ok).toBe(true);
  });

  test(`${kind}: a reset link is mailed only for a real account, works once, and ends existing sessions`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    const staff = await makeStaff(db, { email, password: PASSWORD });
    const outboxBefore = (await db.select().from(outboxMessages)).length;
    await requestPasswordReset(db, { email: uniqueEmail(), ip: "1.1.1.1", siteUrl: SITE });
    expect(await db.select().from(outboxMessages)).toHaveLength(outboxBefore);
    await requestPasswordReset(db, { email: email.toUpperCase(), ip: "1.1.1.1", siteUrl: SITE });
    const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, "staff-password-reset"));
    const mail = mails.find((m) => (m.payload as { to: string }).to === email);
    const token = String(
      ((mail?.payload ?? { text: "" }) as { text: string }).text.match(/\/admin\/reset\/([A-Za-z0-9_-]+)/)?.[1],
    );
    const signedIn = await signIn(db, email, PASSWORD, uniqueIp());
    expect(signedIn.ok).toBe(true);

    expect(await completePasswordReset(db, { token, password: "short", ip: "1.1.1.1" })).toEqual({
      ok: false,
      message: "Use at least 12 characters.",
      field: "password",
    });
    expect(await completePasswordReset(db, { token, password: "new lantern password", ip: "1.1.1.1" })).toMatchObject({
      ok: true,
    });
    expect(await completePasswordReset(db, { token, password: "another one entirely", ip: "1.1.1.1" })).toEqual({
      ok: false,
      message: LINK_INVALID,
    });
    expect(
      await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.subjectKind, "staff"), eq(sessions.subjectId, staff.id))),
    ).toHaveLength(0);
    expect((await signIn(db, email, PASSWORD, uniqueIp())).ok).toBe(false);
    expect((await signIn(db, email, "new lantern password", uniqueIp())).ok).toBe(true);
    expect(await actions(db, staff.id)).toEqual(
      expect.arrayContaining(["staff.reset_requested", "staff.reset_completed", "staff.sign_in"]),
    );
    expect(RESET_SENT).toMatch(/If that e-mail belongs to a staff account/);
  });

  test(`${kind}: using one link retires the account's other reset and invitation links`, async () => {
    const { db } = await dbFor(kind);
    const staff = await makeStaff(db, { password: PASSWORD });
    const first = await createPasswordToken(db, staff.id, "reset");
    const second = await createPasswordToken(db, staff.id, "reset");
    const invite = await createPasswordToken(db, staff.id, "invite");
    const other = await makeStaff(db, { password: PASSWORD });
    const othersLink = await createPasswordToken(db, other.id, "reset");
    expect((await completePasswordReset(db, { token: second, password: "fresh lantern words", ip: "" })).ok).toBe(true);
    for (const token of [first, invite]) {
      expect(await completePasswordReset(db, { token, password: "attacker chosen words", ip: "" })).toEqual({
        ok: false,
        message: LINK_INVALID,
      });
    }
    expect((await signIn(db, staff.email, "fresh lantern words", uniqueIp())).ok).toBe(true);
    // Another account's link is untouched.
    expect((await completePasswordReset(db, { token: othersLink, password: "their own new words", ip: "" })).ok).toBe(true);
  });

  test(`${kind}: a reset link expires after 30 minutes`, async () => {
    const { db } = await dbFor(kind);
    const staff = await makeStaff(db, { password: PASSWORD });
    const issued = new Date("2026-11-22T09:00:00Z");
    const token = await createPasswordToken(db, staff.id, "reset", issued);
    const at = (minutes: number) => new Date(issued.getTime() + minutes * 60_000);
    expect(await completePasswordReset(db, { token, password: "too late password", ip: "", now: at(30) })).toEqual({
      ok: false,
      message: LINK_INVALID,
    });
    const fresh = await createPasswordToken(db, staff.id, "reset", issued);
    expect((await completePasswordReset(db, { token: fresh, password: "just in time words", ip: "", now: at(29) })).ok).toBe(
      true,
    );
  });

  test(`${kind}: an invitation creates a passwordless account (no sign-in possible) and refuses a duplicate e-mail`, async () => {
    const { db } = await dbFor(kind);
    const email = uniqueEmail();
    const { staff, link } = await inviteStaff(
      db,
      { email: ` ${email.toUpperCase()} `, name: "Ravi Kumar", role: "staff" },
      { siteUrl: SITE },
    );
    expect(staff).toMatchObject({ email, name: "Ravi Kumar", role: "staff" });
    expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/reset\/[A-Za-z0-9_-]{43}$/);
    expect(await signIn(db, email, "", uniqueIp())).toMatchObject({ ok: false });
    await expect(inviteStaff(db, { email, name: "Other", role: "owner" }, { siteUrl: SITE })).rejects.toThrow(
      DuplicateStaffError,
    );
    expect(await db.select().from(staffUsers).where(eq(staffUsers.email, email))).toHaveLength(1);
    expect(await actions(db, staff.id)).toEqual(["staff.created", "staff.sign_in_failed"]);
  });
}
