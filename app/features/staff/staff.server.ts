import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { passwordResetTokens, staffUsers } from "#app/db/schema.server.ts";
import { recordAudit } from "#app/features/auth/audit.server.ts";
import { dummyPasswordHash, hashPassword, passwordProblem, verifyPassword } from "#app/features/auth/password.server.ts";
import { createSession, destroySubjectSessions } from "#app/features/auth/session.server.ts";
import { claimAttempt, clearFailures, throttleKeys, waitMessage } from "#app/features/auth/throttle.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { LINK_INVALID, RESET_SENT, SIGN_IN_FAILED } from "./messages.ts";

/** Staff accounts: creation, password sign-in with lockout, reset and invitation links. */

export type StaffRole = "owner" | "staff";
export type StaffUser = { id: string; email: string; name: string; role: StaffRole };

/** A reset link lives 30 minutes; an invitation (first password) 72 hours (decision 010). */
export const TOKEN_TTL_MS = { reset: 30 * 60_000, invite: 72 * 3600_000 } as const;

export { LINK_INVALID, RESET_SENT, SIGN_IN_FAILED };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class DuplicateStaffError extends Error {}

export async function createStaff(
  db: Db,
  input: { email: string; name: string; role: StaffRole },
  {
    actor = { kind: "system" as const, label: "staff:add" },
    ip = "",
  }: { actor?: Parameters<typeof recordAudit>[1]["actor"]; ip?: string } = {},
): Promise<StaffUser> {
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
    if (existing) throw new DuplicateStaffError(`A staff account for ${email} already exists.`);
    const [row] = await tx
      .insert(staffUsers)
      .values({ email, name: input.name.trim(), role: input.role })
      .returning({ id: staffUsers.id });
    if (!row) throw new Error("staff insert returned no row");
    await recordAudit(tx, {
      actor,
      action: "staff.created",
      target: { kind: "staff", id: row.id },
      ip,
      detail: { email, role: input.role },
    });
    return { id: row.id, email, name: input.name.trim(), role: input.role };
  });
}

function tokenId(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** A new single-use link token (the raw value goes in the link; only its hash is stored). */
export async function createPasswordToken(
  db: Tx,
  staffId: string,
  purpose: "reset" | "invite",
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    id: tokenId(token),
    staffId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

type SignInResult = { ok: true; staff: StaffUser; setCookie: string; sessionId: string } | { ok: false; message: string };

export async function signInStaff(
  db: Db,
  {
    email: rawEmail,
    password,
    request,
    ip,
    siteUrl,
    now = new Date(),
  }: { email: string; password: string; request: Request; ip: string; siteUrl: string; now?: Date },
): Promise<SignInResult> {
  const email = normalizeEmail(rawEmail);
  const keys = throttleKeys(email, ip);
  // The attempt is counted (and a lock set) before the password is checked: parallel guesses cannot
  // get more real checks than the lockout allows (decision 092).
  const claim = await claimAttempt(db, keys, now);
  if (!claim.ok) return { ok: false, message: waitMessage(claim.waitMs) };
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  // Unknown e-mails still pay for one hash, so timing does not tell which accounts exist.
  const matches = await verifyPassword(password, user?.passwordHash || (await dummyPasswordHash()));
  if (!user?.active || !matches) {
    await recordAudit(db, {
      actor: { kind: "staff", id: user?.id ?? null, label: email.slice(0, 200) },
      action: "staff.sign_in_failed",
      target: user ? { kind: "staff", id: user.id } : null,
      ip,
      detail: { reason: !user ? "unknown" : !user.active ? "inactive" : "password" },
    });
    if (claim.locking) {
      await recordAudit(db, {
        actor: { kind: "system", label: "lockout" },
        action: "staff.locked_out",
        target: user ? { kind: "staff", id: user.id } : null,
        ip,
        detail: { email },
      });
    }
    return { ok: false, message: SIGN_IN_FAILED };
  }
  await clearFailures(db, keys);
  const staff: StaffUser = { id: user.id, email: user.email, name: user.name, role: user.role };
  const session = await createSession(db, { kind: "staff", subjectId: user.id, request, ip, siteUrl, now });
  await recordAudit(db, {
    actor: { kind: "staff", id: user.id, label: user.name },
    action: "staff.sign_in",
    target: { kind: "staff", id: user.id },
    ip,
  });
  return { ok: true, staff, setCookie: session.setCookie, sessionId: session.sessionId };
}

/** "Forgot password": queues a reset mail when the address is an active account; silent otherwise. */
export async function requestPasswordReset(
  db: Db,
  { email: rawEmail, ip, siteUrl, now = new Date() }: { email: string; ip: string; siteUrl: string; now?: Date },
): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  if (!user?.active) return;
  await db.transaction(async (tx) => {
    const token = await createPasswordToken(tx, user.id, "reset", now);
    const link = `${siteUrl}/admin/reset/${token}`;
    await enqueueMail(tx, "staff-password-reset", [
      {
        to: user.email,
        subject: "Set a new password for the Nyayik back office",
        secret: true,
        text: `Hello ${user.name},\n\nSomeone (hopefully you) asked to reset your staff password. Open this link within 30 minutes to choose a new one; it works once:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
      },
    ]);
    await recordAudit(tx, {
      actor: { kind: "staff", id: user.id, label: user.name },
      action: "staff.reset_requested",
      target: { kind: "staff", id: user.id },
      ip,
    });
  });
}

/** The account a live (unused, unexpired) link token belongs to, or null. */
export async function findPasswordToken(db: Tx, token: string, now = new Date()) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({
      staffId: passwordResetTokens.staffId,
      purpose: passwordResetTokens.purpose,
      email: staffUsers.email,
      name: staffUsers.name,
    })
    .from(passwordResetTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, passwordResetTokens.staffId))
    .where(
      and(
        eq(passwordResetTokens.id, tokenId(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        eq(staffUsers.active, true),
      ),
    );
  return row ?? null;
}

/**
 * Sets a new password from a link: checks the rules, uses the token up (single use, even under a
 * race: the update only succeeds while used_at is null), retires the account's other links and ends
 * every existing session of the account.
 */
export async function completePasswordReset(
  db: Db,
  { token, password, ip, now = new Date() }: { token: string; password: string; ip: string; now?: Date },
): Promise<{ ok: true; staff: StaffUser } | { ok: false; message: string; field?: "password" }> {
  const found = await findPasswordToken(db, token, now);
  if (!found) return { ok: false, message: LINK_INVALID };
  const problem = passwordProblem(password, { email: found.email, name: found.name });
  if (problem) return { ok: false, message: problem, field: "password" };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, tokenId(token)), isNull(passwordResetTokens.usedAt)))
      .returning({ staffId: passwordResetTokens.staffId });
    if (used.length === 0) return { ok: false as const, message: LINK_INVALID };
    const [user] = await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, found.staffId)).returning();
    if (!user) return { ok: false as const, message: LINK_INVALID };
    // Every other live reset or invitation link of the account dies with this one (decision 092).
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.staffId, user.id), isNull(passwordResetTokens.usedAt)));
    await destroySubjectSessions(tx, "staff", user.id);
    await recordAudit(tx, {
      actor: { kind: "staff", id: user.id, label: user.name },
      action: "staff.reset_completed",
      target: { kind: "staff", id: user.id },
      ip,
      detail: { purpose: found.purpose },
    });
    return { ok: true as const, staff: { id: user.id, email: user.email, name: user.name, role: user.role } };
  });
}

/** Creates an account without a password and returns its one-time invitation link (72 hours). */
export async function inviteStaff(
  db: Db,
  input: { email: string; name: string; role: StaffRole },
  { siteUrl, actor, ip = "" }: { siteUrl: string; actor?: Parameters<typeof recordAudit>[1]["actor"]; ip?: string },
): Promise<{ staff: StaffUser; link: string }> {
  const staff = await createStaff(db, input, { actor, ip });
  const token = await createPasswordToken(db, staff.id, "invite");
  return { staff, link: `${siteUrl}/admin/reset/${token}` };
}
