import { and, desc, eq, ilike, like, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { auditLog } from "#app/db/schema.server.ts";
import { decodeCursor, encodeCursor } from "./inbox.server.ts";

/** The owner's audit log: every entry, newest first, 100 a page along the (created_at, id) keyset. */

export type AuditFilter = { action?: string; q?: string };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAudit(
  db: Db,
  filter: AuditFilter,
  { cursor, limit = 100 }: { cursor?: string | null; limit?: number } = {},
) {
  const where: SQL[] = [];
  // "staff.sign_in" matches itself only; a group like "lead." matches every lead action.
  if (filter.action)
    where.push(filter.action.endsWith(".") ? like(auditLog.action, `${filter.action}%`) : eq(auditLog.action, filter.action));
  if (filter.q) {
    const p = likePattern(filter.q);
    const match = or(ilike(auditLog.actorLabel, p), ilike(auditLog.ip, p), ilike(auditLog.targetId, p));
    if (match) where.push(match);
  }
  const after = decodeCursor(cursor);
  if (after) where.push(sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      cursorAt: sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      actorKind: auditLog.actorKind,
      actorLabel: auditLog.actorLabel,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      ip: auditLog.ip,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last.cursorAt, last.id) : null };
}
