import { asc } from "drizzle-orm";
import { expect, test } from "vitest";
import { outboxMessages, scheduledJobs } from "#app/db/schema.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { type JobHandler, MAX_JOB_ATTEMPTS, runDueJobs, scheduleJobs } from "./jobs.server.ts";

const T = new Date("2026-12-15T03:30:00Z");
const at = (ms: number) => new Date(T.getTime() + ms);

/** A job that e-mails `payload.to`: its mail commits with the job, or not at all. */
const mailJob: JobHandler = async (tx, job) => {
  await enqueueMail(tx, "test-job", [{ to: String(job.payload.to), subject: job.key, text: "due" }]);
  return "done";
};

for (const kind of DATABASES) {
  test(`${kind}: scheduling the same key twice keeps one job`, async () => {
    await using t = await testDb(kind);
    const job = { kind: "mail", key: "reminder:a:gstr-1:2026-12-11:7d", dueAt: T, payload: { to: "a@example.in" } };
    expect(await scheduleJobs(t.db, [job])).toBe(1);
    expect(await scheduleJobs(t.db, [job, { ...job, key: "other" }])).toBe(1);
    expect(await t.db.select().from(scheduledJobs)).toHaveLength(2);
  });

  test(`${kind}: a job runs only once the injected clock reaches its due time, and only once`, async () => {
    await using t = await testDb(kind);
    await scheduleJobs(t.db, [{ kind: "mail", key: "k1", dueAt: T, payload: { to: "a@example.in" } }]);
    expect(await runDueJobs(t.db, { mail: mailJob }, { now: at(-1000) })).toEqual({ done: 0, skipped: 0, failed: 0 });
    expect(await t.db.select().from(outboxMessages)).toHaveLength(0);

    expect(await runDueJobs(t.db, { mail: mailJob }, { now: T })).toEqual({ done: 1, skipped: 0, failed: 0 });
    expect(await runDueJobs(t.db, { mail: mailJob }, { now: at(86_400_000) })).toEqual({ done: 0, skipped: 0, failed: 0 });
    const mails = await t.db.select().from(outboxMessages);
    expect(mails.map((m) => [m.kind, (m.payload as { to: string }).to])).toEqual([["test-job", "a@example.in"]]);
    const [job] = await t.db.select().from(scheduledJobs);
    expect(job).toMatchObject({ status: "done", attempts: 1, lastError: null });
    expect(job?.doneAt?.toISOString()).toBe(T.toISOString());
  });

  test(`${kind}: a failing job leaves nothing behind, is retried later with backoff and is dead after the last attempt`, async () => {
    await using t = await testDb(kind);
    await scheduleJobs(t.db, [{ kind: "flaky", key: "k1", dueAt: T, payload: { to: "b@example.in" } }]);
    let calls = 0;
    const flaky: JobHandler = async (tx, job, now) => {
      calls++;
      await mailJob(tx, job, now); // written, then rolled back with the savepoint
      throw new Error("template missing");
    };
    expect(await runDueJobs(t.db, { flaky }, { now: T })).toEqual({ done: 0, skipped: 0, failed: 1 });
    const [waiting] = await t.db.select().from(scheduledJobs);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastError: "template missing" });
    expect(waiting?.dueAt.toISOString()).toBe(at(60_000).toISOString());
    expect(await t.db.select().from(outboxMessages)).toHaveLength(0);
    // Not yet due again a second later.
    expect((await runDueJobs(t.db, { flaky }, { now: at(1000) })).failed).toBe(0);

    let now = at(60_000);
    for (let i = 2; i <= MAX_JOB_ATTEMPTS; i++) {
      await runDueJobs(t.db, { flaky }, { now });
      now = at(now.getTime() - T.getTime() + 3_600_000);
    }
    const [dead] = await t.db.select().from(scheduledJobs);
    expect(dead).toMatchObject({ status: "dead", attempts: MAX_JOB_ATTEMPTS });
    expect(calls).toBe(MAX_JOB_ATTEMPTS);
    expect(await runDueJobs(t.db, { flaky }, { now: at(86_400_000 * 30) })).toEqual({ done: 0, skipped: 0, failed: 0 });
  });

  test(`${kind}: two instances running the scheduler at once do every job exactly once`, async () => {
    await using t = await testDb(kind);
    const count = 40;
    await scheduleJobs(
      t.db,
      Array.from({ length: count }, (_, i) => ({
        kind: "mail",
        key: `k${i}`,
        dueAt: at(-i * 1000),
        payload: { to: `v${i}@example.in` },
      })),
    );
    const ran = [0, 0];
    const instance = (n: 0 | 1) => async () => {
      const counting: JobHandler = async (tx, job, now) => {
        ran[n] = (ran[n] ?? 0) + 1;
        // Hold the claim a moment so the other instance runs while these rows are locked.
        await new Promise((resolve) => setTimeout(resolve, 2));
        return mailJob(tx, job, now);
      };
      for (;;) {
        const c = await runDueJobs(t.db, { mail: counting }, { now: T, limit: 4 });
        if (c.done === 0) break;
      }
    };
    await Promise.all([instance(0)(), instance(1)()]);

    const mails = await t.db.select().from(outboxMessages).orderBy(asc(outboxMessages.createdAt));
    expect(mails).toHaveLength(count);
    expect(new Set(mails.map((m) => (m.payload as { to: string }).to)).size).toBe(count);
    expect((ran[0] ?? 0) + (ran[1] ?? 0)).toBe(count);
    if (kind === "postgres") expect(ran.every((n) => n > 0)).toBe(true);
    const jobs = await t.db.select().from(scheduledJobs);
    expect(jobs.every((j) => j.status === "done" && j.attempts === 1)).toBe(true);
  });
}
