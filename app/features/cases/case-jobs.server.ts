import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { caseDocuments, cases, staffUsers } from "#app/db/schema.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { indiaDate, indiaInstant } from "#app/features/scheduling/clock.ts";
import { type JobHandler, type NewJob, scheduleJobs } from "#app/features/scheduling/jobs.server.ts";
import { formatCaseDate } from "./case-mails.ts";
import { type Case, recordClientEvent, recordTeamEvent, SYSTEM } from "./cases.server.ts";
import { expireQuotes } from "./quotes.server.ts";
import { workflowFor } from "./workflows.server.ts";

/**
 * "Told before they ask" on the scheduler (decision 150). Three job kinds, each with a unique key so
 * materialising them again, from any instance, adds nothing, and each done in the transaction that
 * claims it (FOR UPDATE SKIP LOCKED, features/scheduling), so nothing is ever sent twice:
 *
 * - `case-idle` (key case-idle:<case>:<last client event, ms>): due `idleDays` after the last
 *   client-visible event. Any newer client-visible event changes `last_client_event_at`, so the job
 *   finds it stale and skips. On time → the client gets "here is where your case stands" (itself a
 *   client-visible event, so the clock starts again). Past the stage's expected date → the expert is
 *   e-mailed first and a `case-idle-client` job is queued `graceHours` later.
 * - `case-idle-client` (same key shape): if the expert has written to the client in the meantime
 *   (any client-visible event), it skips; otherwise the client gets the update, which says plainly
 *   that the stage is late and who is on it.
 * - `case-digest` (key case-digest:<staff>:<IST date>): each morning at `digestHour` IST, each expert
 *   with open cases gets their overdue cases and the documents waiting for their review; nothing to
 *   report → skipped. A digest more than 6 hours late (the server was down) is skipped, not sent at night.
 */

export const IDLE_JOB = "case-idle";
export const IDLE_CLIENT_JOB = "case-idle-client";
export const DIGEST_JOB = "case-digest";
export type CaseSchedule = { idleDays: number; graceHours: number; digestHour: number };
export type CaseJobSite = { siteUrl: string; siteName: string };
type IdlePayload = { caseId: string; since: string };

const DAY_MS = 86_400_000;
const DIGEST_STALE_MS = 6 * 3_600_000;

const idleKey = (kind: string, caseId: string, since: Date) => `${kind}:${caseId}:${since.getTime()}`;

/** Queues the idle checks of cases that fall due within a day, and today's and tomorrow's digests. */
export async function materializeCaseJobs(db: Db, schedule: CaseSchedule, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() - (schedule.idleDays - 1) * DAY_MS);
  const idle = await db
    .select({ id: cases.id, since: cases.lastClientEventAt })
    .from(cases)
    .where(
      and(
        eq(cases.status, "open"),
        lte(cases.lastClientEventAt, horizon),
        // Already queued for this quiet spell: skip it here rather than let the insert conflict.
        sql`not exists (select 1 from scheduled_jobs j where j.key = ${`${IDLE_JOB}:`} || ${cases.id}::text || ':' ||
          floor(extract(epoch from ${cases.lastClientEventAt}) * 1000)::bigint::text)`,
      ),
    );
  const jobs: NewJob[] = idle.map((c) => ({
    kind: IDLE_JOB,
    key: idleKey(IDLE_JOB, c.id, c.since),
    dueAt: new Date(c.since.getTime() + schedule.idleDays * DAY_MS),
    payload: { caseId: c.id, since: c.since.toISOString() } satisfies IdlePayload,
  }));
  const experts = await db
    .selectDistinct({ id: cases.expertStaffId })
    .from(cases)
    .where(and(eq(cases.status, "open"), sql`${cases.expertStaffId} is not null`));
  const today = indiaDate(now);
  const tomorrow = indiaDate(new Date(now.getTime() + DAY_MS));
  for (const e of experts)
    for (const date of [today, tomorrow])
      if (e.id)
        jobs.push({
          kind: DIGEST_JOB,
          key: `${DIGEST_JOB}:${e.id}:${date}`,
          dueAt: indiaInstant(date, schedule.digestHour),
          payload: { staffId: e.id, date },
        });
  return scheduleJobs(db, jobs);
}

async function openCaseAsOf(tx: Db, p: IdlePayload): Promise<Case | null> {
  const [c] = await tx.select().from(cases).where(eq(cases.id, p.caseId));
  if (c?.status !== "open" || c.lastClientEventAt.getTime() !== new Date(p.since).getTime()) return null;
  return c;
}

const stageOf = (c: Case) => {
  try {
    return workflowFor(c.serviceSlug).stages.find((s) => s.key === c.stageKey) ?? null;
  } catch {
    return null;
  }
};

/** The "here is where your case stands" words: the stage in the client's words, its date, what we wait for. */
async function standingUpdate(tx: Db, c: Case, expertName: string | null, now: Date): Promise<string> {
  const stage = stageOf(c);
  const waiting = await tx
    .select({ name: caseDocuments.name, state: caseDocuments.state })
    .from(caseDocuments)
    .where(and(eq(caseDocuments.caseId, c.id), inArray(caseDocuments.state, ["waiting", "returned"])));
  const late = c.stageDueAt && c.stageDueAt < now;
  const who = expertName ?? "Our team";
  return [
    "Here is where your case stands.",
    `Now: ${stage?.client ?? stage?.title ?? c.stageKey}`,
    c.stageDueAt
      ? late
        ? `This stage was expected by ${formatCaseDate(c.stageDueAt.toISOString())} and is taking longer. ${who} is on it and will tell you the new date.`
        : `We expect this stage to be done by ${formatCaseDate(c.stageDueAt.toISOString())}.`
      : "",
    waiting.length
      ? `We are waiting for these documents from you: ${waiting.map((d) => `${d.name}${d.state === "returned" ? " (sent back, please send again)" : ""}`).join("; ")}.`
      : "We have everything we need from you for now.",
    `Nothing has changed in the last few days, so this note is to keep you informed. ${who} is your expert; reply to this e-mail or write in your case page.`,
  ]
    .filter(Boolean)
    .join("\n");
}

const expertOf = async (tx: Db, id: string | null) => {
  if (!id) return null;
  const [s] = await tx
    .select({ name: staffUsers.name, email: staffUsers.email, active: staffUsers.active })
    .from(staffUsers)
    .where(eq(staffUsers.id, id));
  return s ?? null;
};

async function sendStanding(tx: Db, c: Case, site: CaseJobSite, now: Date) {
  const expert = await expertOf(tx, c.expertStaffId);
  await recordClientEvent(
    tx,
    c.id,
    "status_update",
    { summary: await standingUpdate(tx, c, expert?.name ?? null, now) },
    {
      ...site,
      now,
    },
  );
}

export function idleHandler(schedule: CaseSchedule, site: CaseJobSite): JobHandler {
  return async (tx, job, now) => {
    const p = job.payload as IdlePayload;
    const c = await openCaseAsOf(tx, p);
    if (!c) return "skipped";
    const expert = await expertOf(tx, c.expertStaffId);
    if (c.stageDueAt && c.stageDueAt < now && expert?.active) {
      // Late as well as quiet: the expert hears first, with time to write to the client themselves.
      const clientAt = new Date(now.getTime() + schedule.graceHours * 3_600_000);
      await enqueueMail(tx, "case-expert-late", [
        {
          to: expert.email,
          subject: `Case ${c.reference} is late and the client has heard nothing for ${schedule.idleDays} days`,
          text: [
            `${c.reference} · ${c.serviceTitle} · ${c.clientName}`,
            `Stage "${stageOf(c)?.title ?? c.stageKey}" was due ${formatCaseDate(c.stageDueAt.toISOString())}.`,
            "",
            `Please write to the client with the new date. If you do not, the client gets an automatic "where your case stands" update on ${formatCaseDate(clientAt.toISOString())} saying the stage is late.`,
            "",
            `${site.siteUrl}/admin/cases/${c.reference}`,
          ].join("\n"),
        },
      ]);
      await recordTeamEvent(tx, c.id, "expert_told_late", { clientUpdateAt: clientAt.toISOString() }, SYSTEM);
      await scheduleJobs(tx, [
        { kind: IDLE_CLIENT_JOB, key: idleKey(IDLE_CLIENT_JOB, c.id, c.lastClientEventAt), dueAt: clientAt, payload: { ...p } },
      ]);
      return "done";
    }
    await sendStanding(tx, c, site, now);
    return "done";
  };
}

export function idleClientHandler(site: CaseJobSite): JobHandler {
  return async (tx, job, now) => {
    const c = await openCaseAsOf(tx, job.payload as IdlePayload);
    if (!c) return "skipped";
    await sendStanding(tx, c, site, now);
    return "done";
  };
}

/** One expert's morning list: their overdue open cases and the documents clients sent that wait for review. */
export async function expertDigest(db: Db, staffId: string, now: Date) {
  const overdue = await db
    .select({
      reference: cases.reference,
      clientName: cases.clientName,
      serviceTitle: cases.serviceTitle,
      dueAt: cases.stageDueAt,
    })
    .from(cases)
    .where(and(eq(cases.expertStaffId, staffId), eq(cases.status, "open"), lt(cases.stageDueAt, now)))
    .orderBy(asc(cases.stageDueAt))
    .limit(100);
  const toReview = await db
    .select({ reference: cases.reference, clientName: cases.clientName, name: caseDocuments.name })
    .from(caseDocuments)
    .innerJoin(cases, eq(cases.id, caseDocuments.caseId))
    .where(and(eq(cases.expertStaffId, staffId), eq(cases.status, "open"), eq(caseDocuments.state, "received")))
    .orderBy(asc(caseDocuments.updatedAt))
    .limit(100);
  return { overdue, toReview };
}

export function digestHandler(site: CaseJobSite): JobHandler {
  return async (tx, job, now) => {
    if (now.getTime() - job.dueAt.getTime() > DIGEST_STALE_MS) return "skipped";
    const { staffId, date } = job.payload as { staffId: string; date: string };
    const expert = await expertOf(tx, staffId);
    if (!expert?.active) return "skipped";
    const { overdue, toReview } = await expertDigest(tx, staffId, now);
    if (overdue.length === 0 && toReview.length === 0) return "skipped";
    const link = (ref: string) => `${site.siteUrl}/admin/cases/${ref}`;
    await enqueueMail(tx, DIGEST_JOB, [
      {
        to: expert.email,
        subject: `Your cases on ${formatCaseDate(`${date}T06:00:00Z`)}: ${overdue.length} overdue, ${toReview.length} document${toReview.length === 1 ? "" : "s"} to review`,
        text: [
          `Good morning ${expert.name},`,
          "",
          `Overdue (${overdue.length}):`,
          ...(overdue.length
            ? overdue.map(
                (c) =>
                  `- ${c.reference} ${c.serviceTitle}, ${c.clientName}: due ${formatCaseDate(c.dueAt?.toISOString())} ${link(c.reference)}`,
              )
            : ["- none"]),
          "",
          `Documents to review (${toReview.length}):`,
          ...(toReview.length
            ? toReview.map((d) => `- ${d.reference} ${d.clientName}: ${d.name} ${link(d.reference)}`)
            : ["- none"]),
          "",
          `${site.siteName} back office: ${site.siteUrl}/admin`,
        ].join("\n"),
      },
    ]);
    return "done";
  };
}

/** Materialising runs at most this often per instance (it is idempotent). */
const MATERIALIZE_EVERY_MS = 15 * 60 * 1000;

/** What the server's scheduler needs from cases: the three handlers and a periodic top-up (and quote expiry). */
export function caseScheduling(db: Db, schedule: CaseSchedule, site: CaseJobSite) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    handlers: {
      [IDLE_JOB]: idleHandler(schedule, site),
      [IDLE_CLIENT_JOB]: idleClientHandler(site),
      [DIGEST_JOB]: digestHandler(site),
    },
    async beforeTick(now: Date) {
      if (now.getTime() - last < MATERIALIZE_EVERY_MS) return;
      await materializeCaseJobs(db, schedule, now);
      await expireQuotes(db, now);
      last = now.getTime();
    },
  };
}
