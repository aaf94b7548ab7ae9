import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { scheduledJobs } from "#app/db/schema.server.ts";

// biome-ignore lint/suspicious/noExplicitAny: a transaction handle of either driver.
export type Tx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0] | any;

export type NewJob = { kind: string; key: string; dueAt: Date; payload: Record<string, unknown> };
export type ClaimedJob = {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  dueAt: Date;
};
/** Does one job inside the claiming transaction; `skipped` when it no longer applies. Throws to retry. */
export type JobHandler = (tx: Tx, job: ClaimedJob, now: Date) => Promise<"done" | "skipped">;

export const MAX_JOB_ATTEMPTS = 5;

/** Retry delay after a failed attempt: 1, 2, 4, 8 minutes … capped at an hour. */
export function jobBackoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Adds jobs unless a job with the same key exists (insert … on conflict do nothing), so materialising
 * the same reminders again, from any instance, changes nothing. Returns how many were new.
 */
export async function scheduleJobs(tx: Tx, jobs: NewJob[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < jobs.length; i += 500) {
    const rows = await (tx as Db)
      .insert(scheduledJobs)
      .values(jobs.slice(i, i + 500).map((j) => ({ kind: j.kind, key: j.key, dueAt: j.dueAt, payload: j.payload })))
      .onConflictDoNothing({ target: scheduledJobs.key })
      .returning({ id: scheduledJobs.id });
    added += rows.length;
  }
  return added;
}

type Row = { id: string; kind: string; key: string; payload: Record<string, unknown>; attempts: number; due_at: string | Date };

/**
 * One pass: in a single transaction, claims up to `limit` due pending jobs with FOR UPDATE SKIP
 * LOCKED (another instance skips them), runs each job's handler in a savepoint and records the
 * outcome. What a handler writes (e.g. the outbox e-mail) commits together with `done`, so a crash
 * or a second instance can never do a job twice. A failing handler is rolled back to its savepoint
 * and retried later with backoff; after MAX_JOB_ATTEMPTS it is `dead`. Returns the outcomes.
 */
export async function runDueJobs(
  db: Db,
  handlers: Record<string, JobHandler>,
  { now, limit = 20 }: { now: Date; limit?: number },
): Promise<{ done: number; skipped: number; failed: number }> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      select id, kind, key, payload, attempts, due_at from scheduled_jobs
      where status = 'pending' and due_at <= ${at}
      order by due_at limit ${limit}
      for update skip locked`);
    const rows = (result as unknown as { rows?: Row[] }).rows ?? (result as unknown as Row[]);
    const counts = { done: 0, skipped: 0, failed: 0 };
    for (const row of rows) {
      const job: ClaimedJob = { ...row, attempts: row.attempts + 1, dueAt: new Date(row.due_at) };
      const handler = handlers[row.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind "${row.kind}"`);
        const outcome = await tx.transaction((savepoint) => handler(savepoint, job, now));
        await tx.execute(sql`update scheduled_jobs set status = ${outcome}, attempts = ${job.attempts},
          done_at = ${at}, last_error = null where id = ${row.id}`);
        counts[outcome]++;
      } catch (error) {
        const dead = job.attempts >= MAX_JOB_ATTEMPTS;
        const retryAt = new Date(now.getTime() + jobBackoffMs(job.attempts)).toISOString();
        await tx.execute(sql`update scheduled_jobs set status = ${dead ? "dead" : "pending"}, attempts = ${job.attempts},
          last_error = ${(error as Error).message.slice(0, 500)}, due_at = ${dead ? row.due_at : retryAt} where id = ${row.id}`);
        counts.failed++;
      }
    }
    return counts;
  });
}

type Logger = { info: (m: string) => void; error: (m: string) => void };

/**
 * The scheduler in the server process: every `pollMs` it runs `beforeTick` (e.g. materialising
 * reminders) and then the due jobs until none are left. Stopped with `stop()`.
 */
export function startScheduler({
  db,
  handlers,
  clock,
  pollMs,
  log,
  beforeTick,
}: {
  db: Db;
  handlers: Record<string, JobHandler>;
  clock: () => Date;
  pollMs: number;
  log: Logger;
  beforeTick?: (now: Date) => Promise<void>;
}) {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    try {
      await beforeTick?.(clock());
      for (;;) {
        const counts = await runDueJobs(db, handlers, { now: clock() });
        if (counts.done + counts.skipped + counts.failed === 0 || stopped) break;
        if (counts.failed > 0) log.error(`scheduler: ${counts.failed} job(s) failed and will be retried`);
      }
    } catch (error) {
      log.error(`scheduler: ${(error as Error).message}`);
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), pollMs);
  };
  running = tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
