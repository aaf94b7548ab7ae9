import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { caseDeliverables, caseDocuments, caseMessages, caseReferences, cases, staffUsers } from "#app/db/schema.server.ts";
import { recordAudit } from "#app/features/auth/audit.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import type { Upload } from "#app/features/leads/uploads.server.ts";
import type { UploadStorage } from "#app/features/storage/upload-storage.server.ts";
import { storeCaseFile } from "./case-files.server.ts";
import { type Case, type MailSite, recordClientEvent, recordTeamEvent } from "./cases.server.ts";
import type { StageRecord } from "./workflow-schema.ts";
import { addWorkingDays, workflowFor } from "./workflows.server.ts";

/**
 * What staff do on a case (issue 25 "Staff console"). Each action validates first and changes
 * nothing on bad input; each writes an audit entry (`case.*`) and, when the client should know, a
 * client-visible event that e-mails them (recordClientEvent). Internal notes and closing reasons are
 * team events only (decision 142).
 */

export type StaffActor = { id: string; name: string };
export type ActionResult =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 404 | 409; message: string; fieldErrors?: Record<string, string> };

export const MESSAGE_MAX = 4000;
export const REASON_MAX = 500;
export const TITLE_MAX = 120;
const REFERENCE_MAX = 200;
const STALE = "Someone else changed this case a moment ago. The page now shows their change; please check and try again.";

const actorOf = (s: StaffActor) => ({ kind: "staff" as const, id: s.id, label: s.name });
type Ctx = { actor: StaffActor; ip: string } & MailSite;

async function audit(tx: Tx, ctx: Ctx, c: Case, action: string, detail: Record<string, unknown> = {}) {
  await recordAudit(tx, {
    actor: actorOf(ctx.actor),
    action: `case.${action}`,
    target: { kind: "case", id: c.reference },
    ip: ctx.ip,
    detail,
  });
}

/** Checks the values a stage records: required ones present, dates as YYYY-MM-DD real calendar days, text ≤ 200 characters. */
export function validateRecords(records: readonly StageRecord[], values: Record<string, string>, { all }: { all: boolean }) {
  const errors: Record<string, string> = {};
  const clean: { key: string; label: string; value: string }[] = [];
  for (const r of records) {
    const value = (values[r.key] ?? "").trim();
    if (!value) {
      if (r.required && all) errors[r.key] = `Enter the ${r.label.toLowerCase()}: this stage cannot be completed without it.`;
      continue;
    }
    if (r.kind === "date") {
      const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
      if (!d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) {
        errors[r.key] = `${r.label} must be a date like 2026-11-24.`;
        continue;
      }
    } else if (value.length > REFERENCE_MAX) {
      errors[r.key] = `Keep the ${r.label.toLowerCase()} under ${REFERENCE_MAX} characters.`;
      continue;
    }
    clean.push({ key: r.key, label: r.label, value });
  }
  return { errors, clean };
}

/** The stages staff may move to from the current one: the following optional stages and the first required one after them. */
export function nextStages(serviceSlug: string, currentKey: string) {
  const stages = workflowFor(serviceSlug).stages;
  const i = stages.findIndex((s) => s.key === currentKey);
  const out = [];
  for (const s of stages.slice(i + 1)) {
    out.push(s);
    if (!s.optional) break;
  }
  return out;
}

async function saveReferences(tx: Tx, c: Case, stageKey: string, clean: { key: string; label: string; value: string }[]) {
  for (const r of clean) {
    await tx
      .insert(caseReferences)
      .values({ caseId: c.id, stageKey, key: r.key, label: r.label, value: r.value })
      .onConflictDoUpdate({
        target: [caseReferences.caseId, caseReferences.key],
        set: { value: r.value, label: r.label, stageKey },
      });
  }
}

/**
 * Completes the current stage and starts `to`: asks for the references the current stage records
 * (required ones must be given), sets the new expected date in working days, tells the client.
 */
export async function advanceStage(
  db: Db,
  c: Case,
  input: { version: number; to: string; values: Record<string, string> } & Ctx,
): Promise<ActionResult> {
  if (c.status !== "open") return { ok: false, status: 409, message: "This case is closed." };
  const workflow = workflowFor(c.serviceSlug);
  const current = workflow.stages.find((s) => s.key === c.stageKey);
  const target = nextStages(c.serviceSlug, c.stageKey).find((s) => s.key === input.to);
  if (!current) return { ok: false, status: 400, message: "This case's stage is not in its workflow any more; ask the owner." };
  if (!target)
    return {
      ok: false,
      status: 400,
      message: "Choose the stage to move to from the list.",
      fieldErrors: { to: "Choose a stage from the list." },
    };
  const { errors, clean } = validateRecords(current.records ?? [], input.values, { all: true });
  if (Object.keys(errors).length > 0)
    return { ok: false, status: 400, message: "Please correct the highlighted references.", fieldErrors: errors };
  const now = new Date();
  const dueAt = addWorkingDays(now, target.days);
  const stale = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(cases)
      .set({ stageKey: target.key, stageStartedAt: now, stageDueAt: dueAt, version: sql`${cases.version} + 1`, updatedAt: now })
      .where(and(eq(cases.id, c.id), eq(cases.version, input.version), eq(cases.stageKey, c.stageKey)))
      .returning({ id: cases.id });
    if (!moved) return true;
    await saveReferences(tx, c, current.key, clean);
    await recordClientEvent(
      tx,
      c.id,
      "stage",
      {
        from: current.key,
        to: target.key,
        stageTitle: target.title,
        client: target.client,
        dueAt: dueAt.toISOString(),
        references: clean,
      },
      { actor: actorOf(input.actor), now, siteUrl: input.siteUrl, siteName: input.siteName },
    );
    await audit(tx, input, c, "stage", { from: current.key, to: target.key, references: clean });
    return false;
  });
  return stale
    ? { ok: false, status: 409, message: STALE }
    : { ok: true, message: `Moved to "${target.title}". The client has been told by e-mail.` };
}

/** Records references of the current stage now (e.g. the application number on the day of filing); optional ones too. */
export async function recordReferences(db: Db, c: Case, input: { values: Record<string, string> } & Ctx): Promise<ActionResult> {
  const stage = workflowFor(c.serviceSlug).stages.find((s) => s.key === c.stageKey);
  const { errors, clean } = validateRecords(stage?.records ?? [], input.values, { all: false });
  if (Object.keys(errors).length > 0)
    return { ok: false, status: 400, message: "Please correct the highlighted references.", fieldErrors: errors };
  if (clean.length === 0) return { ok: false, status: 400, message: "Enter at least one reference." };
  await db.transaction(async (tx) => {
    await saveReferences(tx, c, c.stageKey, clean);
    await recordClientEvent(
      tx,
      c.id,
      "references",
      { summary: `We recorded: ${clean.map((r) => `${r.label} ${r.value}`).join("; ")}.`, references: clean },
      { actor: actorOf(input.actor), siteUrl: input.siteUrl, siteName: input.siteName },
    );
    await audit(tx, input, c, "references", { references: clean });
  });
  return { ok: true, message: "Recorded. The client has been told by e-mail." };
}

/** Accepts a received document, or sends it back with the reason the client will read. */
export async function reviewDocument(
  db: Db,
  c: Case,
  input: { documentId: string; decision: string; reason: string } & Ctx,
): Promise<ActionResult> {
  const [doc] = /^[0-9a-f-]{36}$/i.test(input.documentId)
    ? await db
        .select()
        .from(caseDocuments)
        .where(and(eq(caseDocuments.id, input.documentId), eq(caseDocuments.caseId, c.id)))
    : [];
  if (!doc) return { ok: false, status: 404, message: "That document is not on this case." };
  if (input.decision !== "accept" && input.decision !== "return")
    return { ok: false, status: 400, message: "Choose accept or send back." };
  const reason = input.reason.trim();
  if (input.decision === "return" && reason.length < 5)
    return {
      ok: false,
      status: 400,
      message: "Say why it goes back (the client reads this).",
      fieldErrors: { reason: "Say why (at least 5 characters)." },
    };
  if (reason.length > REASON_MAX)
    return {
      ok: false,
      status: 400,
      message: `Keep the reason under ${REASON_MAX} characters.`,
      fieldErrors: { reason: "Too long." },
    };
  if (doc.fileIds.length === 0 && input.decision === "accept")
    return { ok: false, status: 409, message: "The client has not sent this document yet." };
  const accepted = input.decision === "accept";
  await db.transaction(async (tx) => {
    await tx
      .update(caseDocuments)
      .set({ state: accepted ? "accepted" : "returned", reason: accepted ? null : reason, updatedAt: sql`now()` })
      .where(eq(caseDocuments.id, doc.id));
    await recordClientEvent(
      tx,
      c.id,
      accepted ? "document_accepted" : "document_returned",
      accepted ? { name: doc.name } : { name: doc.name, reason },
      { actor: actorOf(input.actor), siteUrl: input.siteUrl, siteName: input.siteName },
    );
    await audit(tx, input, c, accepted ? "document_accepted" : "document_returned", { item: doc.itemKey });
  });
  return {
    ok: true,
    message: accepted
      ? `"${doc.name}" accepted. The client has been told.`
      : `"${doc.name}" sent back with your reason. The client has been told.`,
  };
}

/** A message to the client (e-mailed), or an internal note (`internal`: the client never sees it). */
export async function staffMessage(db: Db, c: Case, input: { body: string; internal: boolean } & Ctx): Promise<ActionResult> {
  const body = input.body.trim();
  if (body.length < 2)
    return { ok: false, status: 400, message: "Write the message first.", fieldErrors: { body: "Write the message first." } };
  if (body.length > MESSAGE_MAX)
    return { ok: false, status: 400, message: `Keep it under ${MESSAGE_MAX} characters.`, fieldErrors: { body: "Too long." } };
  await db.transaction(async (tx) => {
    await tx.insert(caseMessages).values({
      caseId: c.id,
      from: "staff",
      authorId: input.actor.id,
      authorLabel: input.actor.name,
      body,
      internal: input.internal,
    });
    if (input.internal) await recordTeamEvent(tx, c.id, "note", { note: body }, actorOf(input.actor));
    else
      await recordClientEvent(
        tx,
        c.id,
        "message",
        { body, author: input.actor.name },
        { actor: actorOf(input.actor), siteUrl: input.siteUrl, siteName: input.siteName },
      );
    await audit(tx, input, c, input.internal ? "note" : "message");
  });
  return { ok: true, message: input.internal ? "Note saved. Only the team sees it." : "Message sent to the client by e-mail." };
}

/** Hands the case to another active staff member; recorded and told to the client by name. */
export async function reassignCase(db: Db, c: Case, input: { version: number; expertId: string } & Ctx): Promise<ActionResult> {
  const [expert] = /^[0-9a-f-]{36}$/i.test(input.expertId)
    ? await db
        .select()
        .from(staffUsers)
        .where(and(eq(staffUsers.id, input.expertId), eq(staffUsers.active, true)))
    : [];
  if (!expert)
    return {
      ok: false,
      status: 400,
      message: "Choose an active staff member.",
      fieldErrors: { expert: "Choose from the list." },
    };
  if (expert.id === c.expertStaffId) return { ok: false, status: 400, message: `${expert.name} already handles this case.` };
  const stale = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(cases)
      .set({ expertStaffId: expert.id, version: sql`${cases.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(cases.id, c.id), eq(cases.version, input.version)))
      .returning({ id: cases.id });
    if (!moved) return true;
    await recordClientEvent(
      tx,
      c.id,
      "reassigned",
      { expertName: expert.name },
      { actor: actorOf(input.actor), siteUrl: input.siteUrl, siteName: input.siteName },
    );
    await audit(tx, input, c, "reassigned", { from: c.expertStaffId, to: expert.id });
    return false;
  });
  return stale
    ? { ok: false, status: 409, message: STALE }
    : { ok: true, message: `${expert.name} now handles this case. The client has been told.` };
}

/** A file for the client to download (certificate, acknowledgement, draft), with the title they will see. */
export async function addDeliverable(
  db: Db,
  c: Case,
  input: { title: string; upload: Upload; storage: UploadStorage } & Ctx,
): Promise<ActionResult> {
  const title = input.title.trim();
  if (title.length < 3 || title.length > TITLE_MAX)
    return {
      ok: false,
      status: 400,
      message: `Give it a title the client will understand (3 to ${TITLE_MAX} characters).`,
      fieldErrors: { title: "Title needed." },
    };
  await storeCaseFile(
    db,
    input.storage,
    { caseId: c.id, clientEmail: c.clientEmail, purpose: "deliverable", addedBy: "staff", upload: input.upload },
    async (tx, fileId) => {
      await tx.insert(caseDeliverables).values({ caseId: c.id, title, fileId, staffLabel: input.actor.name });
      await recordClientEvent(
        tx,
        c.id,
        "deliverable",
        { title },
        { actor: actorOf(input.actor), siteUrl: input.siteUrl, siteName: input.siteName },
      );
      await audit(tx, input, c, "deliverable", { title, fileId });
    },
  );
  return { ok: true, message: `"${title}" is on the client's case page. They have been told.` };
}

/** Closes the case. The reason stays with the team; the client is told only that it is closed. */
export async function closeCase(db: Db, c: Case, input: { version: number; reason: string } & Ctx): Promise<ActionResult> {
  const reason = input.reason.trim();
  if (reason.length < 3 || reason.length > REASON_MAX)
    return {
      ok: false,
      status: 400,
      message: "Say why the case is closed (for the team only).",
      fieldErrors: { reason: "Reason needed." },
    };
  const stale = await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(cases)
      .set({ status: "closed", closingReason: reason, version: sql`${cases.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(cases.id, c.id), eq(cases.version, input.version), eq(cases.status, "open")))
      .returning({ id: cases.id });
    if (!closed) return true;
    await recordTeamEvent(tx, c.id, "closing_reason", { closingReason: reason }, actorOf(input.actor));
    await recordClientEvent(
      tx,
      c.id,
      "closed",
      {},
      { actor: actorOf(input.actor), siteUrl: input.siteUrl, siteName: input.siteName },
    );
    await audit(tx, input, c, "closed");
    return false;
  });
  return stale
    ? { ok: false, status: 409, message: STALE }
    : { ok: true, message: "Case closed. The client was told it is closed, not why." };
}
