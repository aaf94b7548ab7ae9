import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";

/**
 * A fixed-window counter per key kept in the database, so every server instance shares it
 * (DESIGN.md "Scale-out"). One upsert per request; old windows are pruned now and then.
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
  const windowStart = new Date(Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000);
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  const rows = (result as unknown as { rows?: { count: number }[] }).rows ?? (result as unknown as { count: number }[]);
  const count = Number(rows[0]?.count ?? 1);
  if (Math.random() < 0.01) {
    await db.execute(sql`delete from rate_limits where window_start < ${new Date(now - 3600_000).toISOString()}`);
  }
  const retryAfter = Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now) / 1000);
  return { ok: count <= limit, retryAfter };
}
