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

export type AttemptClaim = { ok: true; locking: boolean } | { ok: false; waitMs: number };

type ClaimRow = { key: string; failures: number | null; locked_until: string | Date | null };

/**
 * Claims one sign-in attempt on the IP and the account keys before any password is checked, in ONE
 * statement: an `INSERT … ON CONFLICT DO UPDATE … WHERE not locked` counts each key that is not
 * locked and, when the count reaches the key's allowance, sets its lock in the same update, so
 * parallel attempts see it. The outer select reads the table as it was before the statement, which
 * gives the wait of a key that was locked meanwhile. Refused (with the wait) while either key is locked;
 * `locking` says this attempt set a lock (for the audit log).
 */
export async function claimAttempt(db: Db, keys: ThrottleKeys, now = new Date()): Promise<AttemptClaim> {
  // A plain read first: once a lock is set, a burst is refused without queueing on the row's lock
  // (the upsert below re-checks under that lock, so this read only saves work, never lets one through).
  const locked = await lockedFor(db, keys, now);
  if (locked > 0) return { ok: false, waitMs: locked };
  const at = sql`${now.toISOString()}::timestamptz`;
  const forgetBefore = sql`${new Date(now.getTime() - THROTTLE.forgetAfterMs).toISOString()}::timestamptz`;
  const attempts = sql`(case when t.last_failure_at < ${forgetBefore} then 1 else t.failures + 1 end)`;
  const free = sql`(case when excluded.key like 'ip:%' then ${THROTTLE.ip.free}::int else ${THROTTLE.account.free}::int end)`;
  const result = await db.execute(sql`
    with claimed as (
      insert into login_throttles as t (key, failures, last_failure_at, locked_until)
      values (${keys.ip}, 1, ${at}, null), (${keys.account}, 1, ${at}, null)
      on conflict (key) do update set
        failures = ${attempts},
        last_failure_at = ${at},
        locked_until = case when ${attempts} >= ${free}
          then ${at} + least(${THROTTLE.firstLockMs}::float8 * power(2, least(${attempts} - ${free}, 7)), ${THROTTLE.maxLockMs}::float8) * interval '1 millisecond'
          else null end
      where t.locked_until is null or t.locked_until <= ${at}
      returning t.key, t.failures
    )
    select k.key, c.failures, old.locked_until
    from (values (${keys.ip}), (${keys.account})) as k(key)
    left join claimed c on c.key = k.key
    left join login_throttles old on old.key = k.key`);
  const rows = (result as unknown as { rows?: ClaimRow[] }).rows ?? (result as unknown as ClaimRow[]);
  let waitMs = 0;
  let locking = false;
  for (const row of rows) {
    const allowance = row.key === keys.ip ? THROTTLE.ip.free : THROTTLE.account.free;
    if (row.failures === null) {
      const until = row.locked_until ? new Date(row.locked_until).getTime() : now.getTime() + THROTTLE.firstLockMs;
      waitMs = Math.max(waitMs, until - now.getTime(), 1);
    } else if (Number(row.failures) >= allowance) locking = true;
  }
  return waitMs > 0 ? { ok: false, waitMs } : { ok: true, locking };
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
