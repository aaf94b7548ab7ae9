import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { expect, test } from "vitest";
import { type Db, openDatabase } from "#app/db/client.server.ts";
import { caseDocuments, caseEvents, cases, outboxMessages, scheduledJobs } from "#app/db/schema.server.ts";
import { runDueJobs } from "#app/features/scheduling/jobs.server.ts";
import { makeStaff } from "../../../tests/support/auth.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import { caseScheduling, materializeCaseJobs } from "./case-jobs.server.ts";
import { openCase, recordClientEvent } from "./cases.server.ts";

const SCHEDULE = { idleDays: 7, graceHours: 24, digestHour: 8 };
const SITE = { siteUrl: "http://127.0.0.1:3999", siteName: "Nyayik" };
/** Monday 2 November 2026, 10:00 IST. */
const T0 = new Date("2026-11-02T04:30:00Z");
const at = (days: number, hours = 0) => new Date(T0.getTime() + days * 86_400_000 + hours * 3_600_000);

/** One scheduler pass at a controlled instant, as the server runs it: top up, then every due job. */
async function tick(db: Db, now: Date) {
  const { handlers } = caseScheduling(db, SCHEDULE, SITE);
  await materializeCaseJobs(db, SCHEDULE, now);
  for (;;) {
    const c = await runDueJobs(db, handlers, { now });
    if (c.done + c.skipped + c.failed === 0) break;
    expect(c.failed).toBe(0);
  }
}

const mails = async (db: Db, kind: string) =>
  (await db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind))).map(
    (m) => m.payload as { to: string; subject: string; text: string },
  );

async function newCase(db: Db, expertStaffId: string, email = `client-${randomUUID().slice(0, 6)}@example.in`, dueInDays = 30) {
  const opened = await db.transaction((tx) =>
    openCase(tx, {
      clientEmail: email,
      clientName: "Asha Verma",
      serviceSlug: "trademark-registration",
      source: "staff",
      expertStaffId,
      now: T0,
      ...SITE,
    }),
  );
  await db
    .update(cases)
    .set({ stageDueAt: at(dueInDays) })
    .where(eq(cases.id, opened.id));
  return opened;
}

for (const kind of DATABASES) {
  test(`${kind}: a quiet case sends the client one "where your case stands" update after 7 days, and a new event restarts the count`, async () => {
    await using t = await testDb(kind);
    const expert = await makeStaff(t.db, { name: "Meera Iyer" });
    const c = await newCase(t.db, expert.id);
    await tick(t.db, at(6, 23));
    expect(await mails(t.db, "case-status_update")).toHaveLength(0);
    await tick(t.db, at(7, 0.1));
    await tick(t.db, at(7, 2));
    const sent = await mails(t.db, "case-status_update");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain("Here is where your case stands.");
    expect(sent[0]?.text).toContain("Meera Iyer is your expert");
    expect(sent[0]?.text).toMatch(/waiting for these documents from you/);
    // A message from the expert on day 9 is news to the client: the next update counts from it.
    await t.db.transaction((tx) => recordClientEvent(tx, c.id, "message", { body: "Filed today." }, { now: at(9), ...SITE }));
    await tick(t.db, at(14, 1));
    expect(await mails(t.db, "case-status_update")).toHaveLength(1);
    await tick(t.db, at(16, 0.1));
    expect(await mails(t.db, "case-status_update")).toHaveLength(2);
  });

  test(`${kind}: a quiet case past its stage's date tells the expert first; the client update follows after the grace unless the expert writes`, async () => {
    await using t = await testDb(kind);
    const expert = await makeStaff(t.db, { name: "Meera Iyer", email: "meera@example.in" });
    const late = await newCase(t.db, expert.id, "late@example.in", 5);
    const answered = await newCase(t.db, expert.id, "answered@example.in", 5);
    await tick(t.db, at(7, 0.1));
    const told = await mails(t.db, "case-expert-late");
    expect(told.map((m) => m.to)).toEqual(["meera@example.in", "meera@example.in"]);
    expect(told[0]?.subject).toMatch(/is late/);
    expect(await mails(t.db, "case-status_update")).toHaveLength(0);
    // The expert writes to one client within the grace period.
    await t.db.transaction((tx) =>
      recordClientEvent(tx, answered.id, "message", { body: "New date: Friday." }, { now: at(7, 3), ...SITE }),
    );
    await tick(t.db, at(8, 0));
    expect(await mails(t.db, "case-status_update")).toHaveLength(0);
    await tick(t.db, at(8, 0.2));
    const updates = await mails(t.db, "case-status_update");
    expect(updates.map((m) => m.to)).toEqual(["late@example.in"]);
    expect(updates[0]?.text).toMatch(/taking longer\. Meera Iyer is on it/);
    const team = await t.db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, late.id), eq(caseEvents.kind, "expert_told_late")));
    expect(team.map((e) => e.visibleToClient)).toEqual([false]);
  });

  test(`${kind}: each expert gets one morning digest (08:00 IST) of overdue cases and documents to review; nothing to report sends nothing`, async () => {
    await using t = await testDb(kind);
    const busy = await makeStaff(t.db, { name: "Meera Iyer", email: "meera@example.in" });
    const idle = await makeStaff(t.db, { name: "Ravi Nair", email: "ravi@example.in" });
    const overdue = await newCase(t.db, busy.id, "a@example.in", 0.5);
    const review = await newCase(t.db, busy.id, "b@example.in", 30);
    await newCase(t.db, idle.id, "c@example.in", 30);
    const [doc] = await t.db.select().from(caseDocuments).where(eq(caseDocuments.caseId, review.id)).limit(1);
    if (!doc) throw new Error("the service has no checklist");
    await t.db.update(caseDocuments).set({ state: "received" }).where(eq(caseDocuments.id, doc.id));
    // Tuesday 3 November, 07:59 IST: not yet. 08:00 IST is 02:30 UTC.
    await tick(t.db, new Date("2026-11-03T02:29:00Z"));
    expect(await mails(t.db, "case-digest")).toHaveLength(0);
    await tick(t.db, new Date("2026-11-03T02:30:00Z"));
    await tick(t.db, new Date("2026-11-03T05:00:00Z"));
    const digests = await mails(t.db, "case-digest");
    expect(digests.map((m) => m.to)).toEqual(["meera@example.in"]);
    expect(digests[0]?.subject).toBe("Your cases on 3 Nov 2026: 1 overdue, 1 document to review");
    expect(digests[0]?.text).toContain(`/admin/cases/${overdue.reference}`);
    expect(digests[0]?.text).toContain(`${review.reference} Asha Verma: ${doc.name}`);
    const jobs = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, "case-digest"));
    expect(jobs.filter((j) => j.status === "skipped").map((j) => j.key)).toEqual([`case-digest:${idle.id}:2026-11-03`]);
  });
}

// Two server instances (two connection pools) on one PostgreSQL database, running the scheduler at
// the same moment: every reminder is sent exactly once.
if (process.env.TEST_DATABASE_URL) {
  test("postgres: two instances on the same database never send a reminder twice", async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `t_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const one = await openDatabase({ kind: "postgres", url: target.toString() });
    const two = await openDatabase({ kind: "postgres", url: target.toString() });
    try {
      const expert = await makeStaff(one.db);
      const opened = [];
      for (let i = 0; i < 12; i++) opened.push(await newCase(one.db, expert.id, `c${i}@example.in`));
      for (const now of [at(7, 0.1), at(7, 0.2)]) await Promise.all([tick(one.db, now), tick(two.db, now)]);
      const sent = await mails(one.db, "case-status_update");
      expect(sent).toHaveLength(12);
      expect(new Set(sent.map((m) => m.to)).size).toBe(12);
      const events = await one.db.select().from(caseEvents).where(eq(caseEvents.kind, "status_update"));
      expect(events).toHaveLength(12);
    } finally {
      await one.close();
      await two.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
}
