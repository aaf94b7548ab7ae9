import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { loginThrottles } from "#app/db/schema.server.ts";

/**
 * Lockout with back-off for password sign-in (decisions 012 and 092), per account and per IP, stored
 * in the database so every server instance shares it. An attempt is counted BEFORE the password is
 * checked, in one atomic statement that also sets the lock: the `free`-th attempt in a row locks the
 * key for 1 minute (doubling per further attempt, up to 1 hour), so however many guesses arrive at
 * once, at most `free` of them reach the password check. A successful sign-in clears the account's
 * count and gives back its own IP attempt. Counters are forgotten after a quiet day. Keys are tracked
 * whether or not the e-mail exists, so the behaviour reveals nothing.
 */
export const THROTTLE = {
  account: { free: 5 },
  ip: { free: 20 },
  firstLockMs: 60_000,
  maxLockMs: 3600_000,
  forgetAfterMs: 24 * 3600_000,
} as const;

export type ThrottleKeys = { account: string; ip: string };

export function throttleKeys(email: string, ip: string): ThrottleKeys {
  return { account: `account:${email.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

/** Milliseconds until the later of the two locks ends, or 0 when sign-in may be attempted now. */
export async function lockedFor(db: Db, keys: ThrottleKeys, now = new Date()): Promise<number> {
  const rows = await db
    .select()
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, [keys.account, keys.ip]));
  let wait = 0;
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil > now) wait = Math.max(wait, row.lockedUntil.getTime() - now.getTime());
  }
  return wait;
}

/** The lock that the `attempts`-th attempt in a row sets (null below the free allowance). */
export function lockMs(attempts: number, free: number): number | null {
  if (attempts < free) return null;
  return Math.min(THROTTLE.firstLockMs * 2 ** Math.min(attempts - free, 7), THROTTLE.maxLockMs);
}

/**
 * Counts one attempt on `key` unless it is locked, atomically (one INSERT … ON CONFLICT DO UPDATE …
 * WHERE not locked): returns the attempt's number, or null when the key is locked. The attempt that
 * reaches the allowance sets the lock in the same statement, so parallel attempts see it.
 */
async function claimKey(db: Db, key: string, free: number, now: Date): Promise<number | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const forgetBefore = sql`${new Date(now.getTime() - THROTTLE.forgetAfterMs).toISOString()}::timestamptz`;
  const attempts = sql`(case when ${loginThrottles.lastFailureAt} < ${forgetBefore} then 1 else ${loginThrottles.failures} + 1 end)`;
  const firstLock = lockMs(1, free);
  const rows = await db
    .insert(loginThrottles)
    .values({
      key,
      failures: 1,
      lastFailureAt: now,
      lockedUntil: firstLock === null ? null : new Date(now.getTime() + firstLock),
    })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: attempts,
        lastFailureAt: now,
        lockedUntil: sql`case when ${attempts} >= ${free}
          then ${at} + least(${THROTTLE.firstLockMs}::float8 * power(2, least(${attempts} - ${free}, 7)), ${THROTTLE.maxLockMs}::float8) * interval '1 millisecond'
          else null end`,
      },
      setWhere: sql`${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= ${at}`,
    })
    .returning({ failures: loginThrottles.failures });
  return rows[0]?.failures ?? null;
}

export type AttemptClaim = { ok: true; locking: boolean } | { ok: false; waitMs: number };

/**
 * Claims one sign-in attempt on the IP, then on the account, before any password is checked. Refused
 * (with the wait) while either is locked; `locking` says this attempt set a lock (for the audit log).
 */
export async function claimAttempt(db: Db, keys: ThrottleKeys, now = new Date()): Promise<AttemptClaim> {
  const ip = await claimKey(db, keys.ip, THROTTLE.ip.free, now);
  const account = ip === null ? null : await claimKey(db, keys.account, THROTTLE.account.free, now);
  if (ip === null || account === null) return { ok: false, waitMs: Math.max(1, await lockedFor(db, keys, now)) };
  return { ok: true, locking: account >= THROTTLE.account.free || ip >= THROTTLE.ip.free };
}

/**
 * After a successful sign-in: the account's count is cleared, and the IP's attempt is given back (an
 * IP lock this attempt set is lifted; the IP may still be guessing other accounts, so its count stays).
 */
export async function clearFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, keys.account));
  await db
    .update(loginThrottles)
    .set({
      failures: sql`greatest(${loginThrottles.failures} - 1, 0)`,
      lockedUntil: sql`case when ${loginThrottles.failures} - 1 < ${THROTTLE.ip.free} then null else ${loginThrottles.lockedUntil} end`,
    })
    .where(eq(loginThrottles.key, keys.ip));
}

export function waitMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
