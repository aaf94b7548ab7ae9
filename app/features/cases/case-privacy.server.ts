import { and, eq, inArray, sql } from "drizzle-orm";
import {
  caseDeliverables,
  caseDocuments,
  caseEvents,
  caseFiles,
  caseMessages,
  caseReferences,
  cases,
} from "#app/db/schema.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { readCase } from "./case-view.server.ts";

/**
 * A client's cases in their data export (DPDP s.11) and in erasure (s.12(3)); called from
 * accounts/privacy.server.ts. The export is what the client's own case page shows (never team notes).
 */

export async function exportClientCases(db: Tx, email: string) {
  const rows = await db.select().from(cases).where(eq(cases.clientEmail, email.trim().toLowerCase()));
  const out = [];
  for (const c of rows) {
    const v = await readCase(db, c, "client");
    out.push({
      reference: v.reference,
      service: v.serviceTitle,
      status: v.status,
      expert: v.expertName,
      openedAt: v.createdAt,
      stages: v.stages
        .filter((s) => s.state === "done" || s.state === "current")
        .map((s) => ({ stage: s.title, state: s.state, at: s.at })),
      documents: v.documents.map((d) => ({
        name: d.name,
        state: d.state,
        reason: d.reason,
        files: d.files.map((f) => f.filename),
      })),
      references: v.references.map((r) => ({ label: r.label, value: r.raw })),
      messages: v.messages.map((m) => ({ from: m.from, author: m.author, body: m.body, at: m.at })),
      deliverables: v.deliverables.map((d) => ({ title: d.title, at: d.at })),
    });
  }
  return out;
}

/**
 * Erases the personal content of the client's cases: messages, notes, documents and deliverables
 * (their bytes; S3 objects are returned for the caller to remove after commit), references and event
 * details; the name and e-mail become an erased label. The bare case row stays (closed) because it
 * belongs with the payment record the law makes us keep and quotes may point at it.
 */
export async function eraseClientCases(tx: Tx, email: string, label: string) {
  const rows = await tx.select({ id: cases.id }).from(cases).where(eq(cases.clientEmail, email.trim().toLowerCase()));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { cases: 0, objects: [] as { id: string; storageKey: string | null }[] };
  await tx.delete(caseMessages).where(inArray(caseMessages.caseId, ids));
  await tx.delete(caseDeliverables).where(inArray(caseDeliverables.caseId, ids));
  const files = await tx
    .delete(caseFiles)
    .where(inArray(caseFiles.caseId, ids))
    .returning({ id: caseFiles.id, storageKey: caseFiles.storageKey });
  await tx.delete(caseReferences).where(inArray(caseReferences.caseId, ids));
  await tx.update(caseDocuments).set({ fileIds: [], reason: null }).where(inArray(caseDocuments.caseId, ids));
  await tx.update(caseEvents).set({ data: {} }).where(inArray(caseEvents.caseId, ids));
  await tx
    .update(caseEvents)
    .set({ actorLabel: label })
    .where(and(inArray(caseEvents.caseId, ids), eq(caseEvents.actorKind, "client")));
  await tx
    .update(cases)
    .set({
      clientEmail: `${label.replace(/\s+/g, "-")}@erased.invalid`,
      clientName: label,
      closingReason: null,
      status: "closed",
      updatedAt: sql`now()`,
    })
    .where(inArray(cases.id, ids));
  return { cases: ids.length, objects: files.filter((f) => f.storageKey) };
}
