import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Request, Response } from "express";
import { type Db, migrationsFolder } from "../app/db/client.server.ts";
import { hasBearerToken } from "./observability.ts";

/**
 * /healthz says the process is alive (no dependency checked: a restart would not fix the database).
 * /readyz says this instance should get traffic: the database answers, every migration in
 * db/migrations is applied, the outbox is being drained, and the process is not shutting down.
 * Anyone may ask whether it is ready; which check failed and why (migration names, outbox waits) is
 * told only to a caller with the metrics token (decision 094).
 */

export type Check = { ok: boolean; detail?: string };
export type Readiness = { ready: boolean; checks: Record<string, Check> };

/** The newest migration this code knows (drizzle's journal), by its creation time. */
function latestMigration(folder = migrationsFolder) {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error("db/migrations has no journal entries");
  return { tag: last.tag, when: last.when, count: journal.entries.length };
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);
}

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);

/** Runs the readiness checks; each failure names what is wrong. */
export async function checkReadiness(
  db: Db,
  {
    outboxStuckSeconds,
    draining = false,
    timeoutMs = 3_000,
  }: { outboxStuckSeconds: number; draining?: boolean; timeoutMs?: number },
): Promise<Readiness> {
  const checks: Record<string, Check> = {};
  try {
    await withTimeout(db.execute(sql`select 1`), timeoutMs);
    checks.database = { ok: true };
  } catch (error) {
    checks.database = { ok: false, detail: `unreachable: ${(error as Error).message}` };
  }
  if (checks.database.ok) {
    try {
      const expected = latestMigration();
      // drizzle records each applied migration with its journal time in created_at.
      const [applied] = await rows<{ latest: string | null; n: number }>(
        db,
        sql`select max(created_at)::text as latest, count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const latest = Number(applied?.latest ?? 0);
      checks.migrations =
        latest >= expected.when
          ? { ok: true, detail: `${applied?.n} applied, latest ${expected.tag}` }
          : { ok: false, detail: `${expected.tag} is not applied (${applied?.n ?? 0} of ${expected.count} applied)` };
    } catch (error) {
      checks.migrations = { ok: false, detail: `cannot read drizzle.__drizzle_migrations: ${(error as Error).message}` };
    }
    try {
      // A due message that nobody has claimed for this long means no worker is draining the outbox.
      const [oldest] = await rows<{ waiting: number | null }>(
        db,
        sql`select extract(epoch from now() - min(next_attempt_at))::float8 as waiting
            from outbox_messages where status in ('pending', 'sending') and next_attempt_at <= now()`,
      );
      const waiting = Math.round(Number(oldest?.waiting ?? 0));
      checks.outbox =
        waiting <= outboxStuckSeconds
          ? { ok: true }
          : { ok: false, detail: `a due e-mail has waited ${waiting} s (limit ${outboxStuckSeconds} s)` };
    } catch (error) {
      checks.outbox = { ok: false, detail: (error as Error).message };
    }
  }
  checks.process = draining ? { ok: false, detail: "shutting down" } : { ok: true };
  const ready = Object.values(checks).every((c) => c.ok) && checks.migrations !== undefined;
  return { ready, checks };
}

/** Express handlers for /healthz and /readyz. `lifecycle.draining` turns readiness off during shutdown. */
export function healthRoutes({
  db,
  outboxStuckSeconds,
  lifecycle,
  metricsToken,
}: {
  db: Db;
  outboxStuckSeconds: number;
  lifecycle: { draining: boolean };
  metricsToken?: string;
}) {
  return {
    healthz(_req: Request, res: Response) {
      res.locals.route = "/healthz";
      res.set("Cache-Control", "no-store").json({ status: "ok", uptime: Math.round(process.uptime()) });
    },
    async readyz(req: Request, res: Response) {
      res.locals.route = "/readyz";
      const { ready, checks } = await checkReadiness(db, { outboxStuckSeconds, draining: lifecycle.draining });
      if (!ready) res.locals.log?.warn({ checks }, "not ready");
      res
        .status(ready ? 200 : 503)
        .set("Cache-Control", "no-store")
        .json({ status: ready ? "ready" : "unready", ...(hasBearerToken(req, metricsToken) ? { checks } : {}) });
    },
  };
}
