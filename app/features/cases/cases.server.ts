import { randomInt } from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { caseDocuments, caseEvents, cases, staffUsers } from "#app/db/schema.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { caseEventMail } from "./case-mails.ts";
import { addWorkingDays, checklistFor, workflowFor } from "./workflows.server.ts";

/**
 * The case itself (issue 25, decision 140): opening one, and every event the client is told of.
 * Staff actions are in case-actions.server.ts, the client's in case-portal.server.ts.
 */

export type Case = typeof cases.$inferSelect;
export type CaseSource = Case["source"];
export type Actor = { kind: "staff" | "client" | "system"; id?: string | null; label: string };
export const SYSTEM: Actor = { kind: "system", label: "System" };

/** Where case links in e-mails point and whose name they carry; defaults to SITE_URL for callers without a config. */
export type MailSite = { siteUrl?: string; siteName?: string };

export type OpenCaseInput = {
  clientEmail: string;
  clientName: string;
  serviceSlug: string;
  serviceTitle?: string;
  source: CaseSource;
  paymentId?: string | null;
  leadKind?: "consultation" | "contact" | "subscriber" | null;
  leadId?: string | null;
  quoteId?: string | null;
  expertStaffId?: string | null;
  actor?: Actor;
  now?: Date;
} & MailSite;

/** No 0/O, 1/I/L: a reference read over the phone is not misheard. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_PATTERN = /^C-[2-9A-HJKMNP-Z]{6}$/;

export function newReference(): string {
  let s = "C-";
  for (let i = 0; i < 6; i++) s += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return s;
}

const siteUrlOf = (site: MailSite) => (site.siteUrl ?? process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
export const caseLink = (site: MailSite, reference: string) => `${siteUrlOf(site)}/account/cases/${reference}`;

/**
 * The expert for a new case when none is named: the active staff member with the fewest open cases
 * (ties: the longest-standing account), so work spreads evenly. Null when the firm has no staff yet.
 */
export async function pickExpert(tx: Tx): Promise<string | null> {
  const open = tx
    .select({ staffId: cases.expertStaffId, n: count().as("n") })
    .from(cases)
    .where(eq(cases.status, "open"))
    .groupBy(cases.expertStaffId)
    .as("open_cases");
  const [row] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .leftJoin(open, eq(open.staffId, staffUsers.id))
    .where(eq(staffUsers.active, true))
    .orderBy(sql`coalesce(${open.n}, 0)`, asc(staffUsers.createdAt), asc(staffUsers.id))
    .limit(1);
  return row?.id ?? null;
}

export async function staffName(tx: Tx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, id));
  return row?.name ?? null;
}

/**
 * Opens a case: its first stage (due in that stage's working days), its checklist from the service's
 * facts, its expert, and the client's "your case is open" e-mail naming the expert and the documents.
 * Idempotent per payment: a second call for the same paymentId returns the first case. Throws for a
 * service without a workflow (workflowFor).
 */
export async function openCase(tx: Tx, input: OpenCaseInput): Promise<{ id: string; reference: string; created: boolean }> {
  if (input.paymentId) {
    const [existing] = await tx
      .select({ id: cases.id, reference: cases.reference })
      .from(cases)
      .where(eq(cases.paymentId, input.paymentId));
    if (existing) return { ...existing, created: false };
  }
  const workflow = workflowFor(input.serviceSlug);
  const checklist = checklistFor(input.serviceSlug);
  const first = workflow.stages[0];
  if (!first) throw new Error(`workflow ${workflow.id} has no stages`);
  const now = input.now ?? new Date();
  const expertStaffId = input.expertStaffId ?? (await pickExpert(tx));
  const dueAt = addWorkingDays(now, first.days);
  let row: { id: string; reference: string } | undefined;
  for (let attempt = 0; !row && attempt < 5; attempt++) {
    [row] = await tx
      .insert(cases)
      .values({
        reference: newReference(),
        clientEmail: input.clientEmail.trim().toLowerCase(),
        clientName: input.clientName.trim(),
        serviceSlug: input.serviceSlug,
        serviceTitle: input.serviceTitle ?? workflow.title,
        workflowId: workflow.id,
        stageKey: first.key,
        stageStartedAt: now,
        stageDueAt: dueAt,
        expertStaffId,
        source: input.source,
        leadKind: input.leadKind ?? null,
        leadId: input.leadId ?? null,
        paymentId: input.paymentId ?? null,
        quoteId: input.quoteId ?? null,
        lastClientEventAt: now,
        createdAt: now,
        updatedAt: now,
      })
      // A reference already taken (1 in ~900 million) draws again; a payment already opened returns nothing.
      .onConflictDoNothing()
      .returning({ id: cases.id, reference: cases.reference });
    if (!row && input.paymentId) {
      const [existing] = await tx
        .select({ id: cases.id, reference: cases.reference })
        .from(cases)
        .where(eq(cases.paymentId, input.paymentId));
      if (existing) return { ...existing, created: false };
    }
  }
  if (!row) throw new Error("could not draw a free case reference");
  if (checklist.length > 0) {
    await tx.insert(caseDocuments).values(
      checklist.map((item) => ({
        caseId: row.id,
        itemKey: item.key,
        name: item.name,
        required: item.required,
        updatedAt: now,
      })),
    );
  }
  await recordClientEvent(
    tx,
    row.id,
    "opened",
    {
      source: input.source,
      expertName: await staffName(tx, expertStaffId),
      checklist: checklist.map((i) => `${i.name}${i.required ? "" : " (if it applies)"}`),
      stage: first.client,
      dueAt: dueAt.toISOString(),
    },
    { actor: input.actor ?? SYSTEM, siteUrl: input.siteUrl, siteName: input.siteName, now },
  );
  return { ...row, created: true };
}

/** Keys a client-visible event's data must never carry, whoever builds it (decision 142). */
const TEAM_ONLY_KEYS = ["note", "internal", "closingReason", "teamNote"];

/**
 * A client-visible event: one `case_events` row with visible_to_client, the case's
 * `last_client_event_at` moved to now, and the client's e-mail with a link to the case, queued in
 * the outbox in the caller's transaction. `data` is what the client may read; team-only keys are
 * dropped. Pass `mail: false` for an event the client caused themselves (an upload, their message).
 */
export async function recordClientEvent(
  tx: Tx,
  caseId: string,
  kind: string,
  data: Record<string, unknown>,
  options: { actor?: Actor; now?: Date; mail?: boolean } & MailSite = {},
): Promise<string> {
  const safe = Object.fromEntries(Object.entries(data).filter(([k]) => !TEAM_ONLY_KEYS.includes(k)));
  const actor = options.actor ?? SYSTEM;
  const now = options.now ?? new Date();
  const [event] = await tx
    .insert(caseEvents)
    .values({
      caseId,
      kind,
      visibleToClient: true,
      actorKind: actor.kind,
      actorId: actor.id ?? null,
      actorLabel: actor.label,
      data: safe,
      createdAt: now,
    })
    .returning({ id: caseEvents.id });
  const [c] = await tx.update(cases).set({ lastClientEventAt: now, updatedAt: now }).where(eq(cases.id, caseId)).returning();
  if (!c || !event) throw new Error(`no case ${caseId}`);
  if (options.mail !== false) {
    const expertName = await staffName(tx, c.expertStaffId);
    await enqueueMail(tx, `case-${kind}`, [
      caseEventMail(kind, safe, {
        reference: c.reference,
        clientName: c.clientName,
        clientEmail: c.clientEmail,
        serviceTitle: c.serviceTitle,
        expertName,
        link: caseLink(options, c.reference),
        siteName: options.siteName ?? "Nyayik",
      }),
    ]);
  }
  return event.id;
}

/** A team-only event (internal note, closing reason, a staff-side record): never shown nor sent to the client. */
export async function recordTeamEvent(tx: Tx, caseId: string, kind: string, data: Record<string, unknown>, actor: Actor) {
  await tx.insert(caseEvents).values({
    caseId,
    kind,
    visibleToClient: false,
    actorKind: actor.kind,
    actorId: actor.id ?? null,
    actorLabel: actor.label,
    data,
  });
  await tx.update(cases).set({ updatedAt: sql`now()` }).where(eq(cases.id, caseId));
}

/** One case by its reference (any client), or undefined. */
export async function caseByReference(tx: Tx, reference: string): Promise<Case | undefined> {
  if (!REFERENCE_PATTERN.test(reference)) return undefined;
  const [row] = await tx.select().from(cases).where(eq(cases.reference, reference));
  return row;
}

/** The case a client may see: theirs (by e-mail), else undefined (the route answers 404, never 403). */
export async function clientCase(tx: Tx, email: string, reference: string): Promise<Case | undefined> {
  if (!REFERENCE_PATTERN.test(reference)) return undefined;
  const [row] = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.reference, reference), eq(cases.clientEmail, email.trim().toLowerCase())));
  return row;
}
