import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { limitLabel, rateLimitRefusals } from "./metrics.server.ts";

/**
 * A fixed-window counter per key kept in the database, so every server instance shares it
 * (DESIGN.md "Scale-out"). A key's window opens at its first hit and lasts `windowSeconds`; the
 * next hit after that opens a new one. One upsert per request; stale rows are pruned now and then.
 * Windows anchored to the key (not to the clock's minute) mean a burst cannot straddle a minute
 * boundary to get twice the budget, and Retry-After is exact.
 * Hand-written rather than a library: the maintained limiters store counters in Redis or in
 * memory, and none speaks both PGlite and PostgreSQL.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds = 60,
): Promise<{ ok: boolean; retryAfter: number }> {
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  const expiredBefore = new Date(now - windowSeconds * 1000).toISOString();
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${nowIso}, 1)
    on conflict (key) do update set
      window_start = case when rate_limits.window_start <= ${expiredBefore} then excluded.window_start
                          else rate_limits.window_start end,
      count = case when rate_limits.window_start <= ${expiredBefore} then 1 else rate_limits.count + 1 end
    returning count, window_start`);
  type Row = { count: number; window_start: string | Date };
  const rows = (result as unknown as { rows?: Row[] }).rows ?? (result as unknown as Row[]);
  const count = Number(rows[0]?.count ?? 1);
  const windowStart = new Date(rows[0]?.window_start ?? now).getTime();
  if (Math.random() < 0.01) {
    await db.execute(sql`delete from rate_limits where window_start < ${new Date(now - 3600_000).toISOString()}`);
  }
  const retryAfter = Math.max(1, Math.ceil((windowStart + windowSeconds * 1000 - now) / 1000));
  const ok = count <= limit;
  if (!ok) rateLimitRefusals.inc({ limit: limitLabel(key) });
  return { ok, retryAfter };
}
