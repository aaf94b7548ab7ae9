import { auditLog } from "#app/db/schema.server.ts";
import type { Tx } from "./tx.ts";

export type AuditActor = { kind: "staff" | "client" | "system"; id?: string | null; label: string };

export type AuditEntry = {
  actor: AuditActor;
  action: string;
  target?: { kind: string; id: string } | null;
  ip: string;
  detail?: Record<string, unknown> | null;
};

/**
 * Appends one entry to the audit log (inside the caller's transaction when given one). Actions are
 * dotted verbs: `staff.sign_in`, `staff.sign_in_failed`, `staff.sign_out`, `staff.locked_out`,
 * `staff.reset_requested`, `staff.reset_completed`, `staff.created`, …
 */
export async function recordAudit(db: Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorKind: entry.actor.kind,
    actorId: entry.actor.id ?? null,
    actorLabel: entry.actor.label,
    action: entry.action,
    targetKind: entry.target?.kind ?? null,
    targetId: entry.target?.id ?? null,
    ip: entry.ip,
    detail: entry.detail ?? null,
  });
}
