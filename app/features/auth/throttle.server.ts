import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { loginThrottles } from "#app/db/schema.server.ts";

/**
 * Lockout with back-off for password sign-in (decision 012), per account and per IP, stored in the
 * database so every server instance shares it. After `free` failures each further failure locks the
 * key for 1 minute, doubling per failure up to 1 hour. Counters are forgotten after a quiet day.
 * Keys are tracked whether or not the e-mail exists, so the behaviour reveals nothing.
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

function lockMs(failures: number, free: number): number | null {
  if (failures <= free) return null;
  return Math.min(THROTTLE.firstLockMs * 2 ** (failures - free - 1), THROTTLE.maxLockMs);
}

/** Counts a failure on both keys; returns whether this failure started a lock (for the audit log). */
export async function recordFailure(db: Db, keys: ThrottleKeys, now = new Date()): Promise<{ locked: boolean }> {
  let locked = false;
  for (const [key, free] of [
    [keys.account, THROTTLE.account.free],
    [keys.ip, THROTTLE.ip.free],
  ] as const) {
    const forgetBefore = new Date(now.getTime() - THROTTLE.forgetAfterMs);
    const [row] = await db
      .insert(loginThrottles)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`case when ${loginThrottles.lastFailureAt} < ${forgetBefore.toISOString()} then 1 else ${loginThrottles.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: loginThrottles.failures });
    const ms = lockMs(row?.failures ?? 1, free);
    if (ms !== null) {
      locked = true;
      await db
        .update(loginThrottles)
        .set({ lockedUntil: new Date(now.getTime() + ms) })
        .where(eq(loginThrottles.key, key));
    }
  }
  return { locked };
}

/** A successful sign-in clears the account's counter (the IP's stays: it may be guessing many accounts). */
export async function clearFailures(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, keys.account));
}

export function waitMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
