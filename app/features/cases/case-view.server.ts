import { and, asc, desc, eq } from "drizzle-orm";
import {
  caseDeliverables,
  caseDocuments,
  caseEvents,
  caseFiles,
  caseMessages,
  caseReferences,
  cases,
  payments,
} from "#app/db/schema.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { formatCaseDate } from "./case-mails.ts";
import { type Case, staffName } from "./cases.server.ts";
import type { ChecklistItem, Stage, Workflow } from "./workflow-schema.ts";
import { checklistFor, workflowFor } from "./workflows.server.ts";

/**
 * What a case page shows, read once for the client's portal and the staff console. `audience`
 * decides what is included: the client never gets internal notes, team-only events or the closing
 * reason (decision 142); the rule is here, in one place, not in each page.
 */

export type StageView = {
  key: string;
  title: string;
  client: string;
  days: number;
  optional: boolean;
  records: Stage["records"];
  state: "done" | "current" | "next" | "later" | "skipped";
  /** ISO: when a done stage finished, when the current one started. */
  at: string | null;
  /** ISO: the current stage's expected date. */
  dueAt: string | null;
};

export type CaseView = Awaited<ReturnType<typeof readCase>>;

function safeWorkflow(slug: string): Workflow | null {
  try {
    return workflowFor(slug);
  } catch {
    return null;
  }
}

function safeChecklist(slug: string): ChecklistItem[] {
  try {
    return checklistFor(slug);
  } catch {
    return [];
  }
}

/** The stage timeline from the workflow and the case's stage events (each holds `from` and `to`). */
export function stageTimeline(
  c: Case,
  workflow: Workflow | null,
  stageEvents: { data: Record<string, unknown>; createdAt: Date }[],
): StageView[] {
  const stages = workflow?.stages ?? [];
  const current = stages.findIndex((s) => s.key === c.stageKey);
  const finishedAt = new Map<string, string>();
  for (const e of stageEvents) if (typeof e.data.from === "string") finishedAt.set(e.data.from, e.createdAt.toISOString());
  let nextMarked = false;
  return stages.map((s, i) => {
    let state: StageView["state"];
    if (c.status === "closed" && i === current) state = "done";
    else if (i < current) state = finishedAt.has(s.key) ? "done" : "skipped";
    else if (i === current) state = "current";
    else if (!nextMarked) {
      state = "next";
      nextMarked = true;
    } else state = "later";
    return {
      key: s.key,
      title: s.title,
      client: s.client,
      days: s.days,
      optional: s.optional ?? false,
      records: s.records ?? [],
      state,
      at: state === "current" ? c.stageStartedAt.toISOString() : (finishedAt.get(s.key) ?? null),
      dueAt: state === "current" && c.stageDueAt ? c.stageDueAt.toISOString() : null,
    };
  });
}

export async function readCase(db: Tx, c: Case, audience: "client" | "staff") {
  const forClient = audience === "client";
  const [events, documents, files, messages, references, deliverables, expertName, payment] = await Promise.all([
    db
      .select()
      .from(caseEvents)
      .where(forClient ? and(eq(caseEvents.caseId, c.id), eq(caseEvents.visibleToClient, true)) : eq(caseEvents.caseId, c.id))
      .orderBy(asc(caseEvents.createdAt), asc(caseEvents.id)),
    db.select().from(caseDocuments).where(eq(caseDocuments.caseId, c.id)).orderBy(asc(caseDocuments.name)),
    db
      .select({
        id: caseFiles.id,
        filename: caseFiles.filename,
        size: caseFiles.size,
        purpose: caseFiles.purpose,
        createdAt: caseFiles.createdAt,
      })
      .from(caseFiles)
      .where(eq(caseFiles.caseId, c.id)),
    db
      .select()
      .from(caseMessages)
      .where(forClient ? and(eq(caseMessages.caseId, c.id), eq(caseMessages.internal, false)) : eq(caseMessages.caseId, c.id))
      .orderBy(asc(caseMessages.createdAt), asc(caseMessages.id)),
    db.select().from(caseReferences).where(eq(caseReferences.caseId, c.id)).orderBy(asc(caseReferences.createdAt)),
    db
      .select({
        id: caseDeliverables.id,
        title: caseDeliverables.title,
        fileId: caseDeliverables.fileId,
        createdAt: caseDeliverables.createdAt,
      })
      .from(caseDeliverables)
      .where(eq(caseDeliverables.caseId, c.id))
      .orderBy(desc(caseDeliverables.createdAt)),
    staffName(db, c.expertStaffId),
    c.paymentId
      ? db
          .select({
            id: payments.id,
            amountPaise: payments.amountPaise,
            status: payments.status,
            paidAt: payments.paidAt,
            serviceTitle: payments.serviceTitle,
          })
          .from(payments)
          .where(eq(payments.id, c.paymentId))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
  ]);
  const workflow = safeWorkflow(c.serviceSlug);
  const checklistItems = safeChecklist(c.serviceSlug);
  const checklist = new Map(checklistItems.map((i) => [i.key, i]));
  const orderOf = (key: string) => {
    const i = checklistItems.findIndex((item) => item.key === key);
    return i === -1 ? checklistItems.length : i;
  };
  const fileById = new Map(files.map((f) => [f.id, f]));
  return {
    id: c.id,
    reference: c.reference,
    clientName: c.clientName,
    clientEmail: c.clientEmail,
    serviceTitle: c.serviceTitle,
    status: c.status,
    version: c.version,
    expertStaffId: c.expertStaffId,
    expertName,
    createdAt: c.createdAt.toISOString(),
    ...(forClient ? {} : { closingReason: c.closingReason, source: c.source, leadKind: c.leadKind, leadId: c.leadId }),
    stageKey: c.stageKey,
    stageDueAt: c.stageDueAt?.toISOString() ?? null,
    overdue: c.status === "open" && !!c.stageDueAt && c.stageDueAt.getTime() < Date.now(),
    stages: stageTimeline(
      c,
      workflow,
      events.filter((e) => e.kind === "stage"),
    ),
    // In the checklist's own order (the facts file lists the essentials first); items no longer in it last.
    documents: [...documents]
      .sort((a, b) => orderOf(a.itemKey) - orderOf(b.itemKey) || a.name.localeCompare(b.name))
      .map((d) => ({
        id: d.id,
        itemKey: d.itemKey,
        name: d.name,
        why: checklist.get(d.itemKey)?.why ?? "",
        who: checklist.get(d.itemKey)?.who ?? null,
        required: d.required,
        state: d.state,
        reason: d.reason,
        files: d.fileIds
          .map((id) => fileById.get(id))
          .filter((f) => !!f)
          .map((f) => ({ id: f.id, filename: f.filename, size: f.size, at: f.createdAt.toISOString() })),
      })),
    messages: messages.map((m) => ({
      id: m.id,
      from: m.from,
      author: m.authorLabel,
      body: m.body,
      internal: m.internal,
      at: m.createdAt.toISOString(),
    })),
    // Dates are stored as YYYY-MM-DD (validated) and shown as "24 Nov 2026".
    references: references.map((r) => ({
      key: r.key,
      label: r.label,
      value: /^\d{4}-\d{2}-\d{2}$/.test(r.value) ? formatCaseDate(`${r.value}T12:00:00Z`) : r.value,
      raw: r.value,
      stageKey: r.stageKey,
    })),
    deliverables: deliverables.map((d) => ({
      id: d.id,
      title: d.title,
      fileId: d.fileId,
      filename: fileById.get(d.fileId)?.filename ?? "",
      at: d.createdAt.toISOString(),
    })),
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      visibleToClient: e.visibleToClient,
      actor: e.actorLabel,
      data: e.data,
      at: e.createdAt.toISOString(),
    })),
    payment: payment
      ? {
          id: payment.id,
          amountPaise: payment.amountPaise,
          status: payment.status,
          paidAt: payment.paidAt?.toISOString() ?? null,
        }
      : null,
    sources: workflow?.sources ?? [],
  };
}

/** A signed-in client's cases, newest first, with where each stands. */
export async function listClientCases(db: Tx, email: string) {
  const rows = await db
    .select()
    .from(cases)
    .where(eq(cases.clientEmail, email.trim().toLowerCase()))
    .orderBy(desc(cases.createdAt));
  return rows.map((c) => {
    const stage = safeWorkflow(c.serviceSlug)?.stages.find((s) => s.key === c.stageKey);
    return {
      reference: c.reference,
      serviceTitle: c.serviceTitle,
      status: c.status,
      stageTitle: stage?.title ?? c.stageKey,
      stageDueAt: c.stageDueAt?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
    };
  });
}

/** A file of the case (a document version or a deliverable), with its bytes' location; undefined if not this case's. */
export async function caseFile(db: Tx, caseId: string, fileId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) return undefined;
  const [row] = await db
    .select()
    .from(caseFiles)
    .where(and(eq(caseFiles.caseId, caseId), eq(caseFiles.id, fileId)));
  return row;
}
