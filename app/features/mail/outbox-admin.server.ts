import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { outboxMessages } from "#app/db/schema.server.ts";
import { type AuditActor, recordAudit } from "#app/features/auth/audit.server.ts";
import { isPageCursor } from "#app/lib/input-schema.ts";
import { carriesSecret, type MailMessage, SECRET_SUBJECT } from "./message.ts";
import { ACTIONABLE, OUTBOX_STATUSES, type OutboxStatus } from "./outbox-status.ts";

export { ACTIONABLE, OUTBOX_STATUSES, type OutboxStatus };

/**
 * The outbox as the staff console sees it (decision 047): messages by status with attempts and
 * the last error (never the subject or text of mail holding a sign-in secret, decision 093), Retry (due now) and Discard (status `discarded`: kept, never sent, never deleted).
 * A message the worker holds (`sending`) or has sent cannot be changed.
 */

export const OUTBOX_PAGE_SIZE = 50;

export type OutboxRow = {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  to: string;
  subject: string;
};

const cursorKey = sql<string>`to_char("outbox_messages"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || "outbox_messages"."id"`;
/** Whether `after` is a real page cursor (a made-up time or id would make PostgreSQL fail). */
export const isOutboxCursor = isPageCursor;

/** One page of messages, newest first, optionally of one status; recipient and subject from the payload. */
export async function listOutbox(
  db: Db,
  { status, after }: { status?: OutboxStatus; after?: string },
  limit = OUTBOX_PAGE_SIZE,
): Promise<{ rows: OutboxRow[]; next: string | null }> {
  const where: SQL[] = [];
  if (status) where.push(eq(outboxMessages.status, status));
  if (after && isPageCursor(after)) {
    where.push(
      sql`(${outboxMessages.createdAt}, ${outboxMessages.id}) < (${after.slice(0, 27)}::timestamptz, ${after.slice(28)}::uuid)`,
    );
  }
  const found = await db
    .select({ m: outboxMessages, cursor: cursorKey })
    .from(outboxMessages)
    .where(and(...where))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit + 1);
  const page = found.slice(0, limit);
  const rows = page.map(({ m }) => {
    const payload = m.payload as Partial<MailMessage>;
    return {
      id: m.id,
      kind: m.kind,
      status: m.status,
      attempts: m.attempts,
      nextAttemptAt: m.nextAttemptAt,
      lastError: m.lastError,
      createdAt: m.createdAt,
      sentAt: m.sentAt,
      to: payload.toStaff ? "the firm (STAFF_EMAIL)" : String(payload.to ?? ""),
      // A sign-in code or link never reaches the console: staff must not be able to sign in as a client.
      subject: carriesSecret(m.kind, payload) ? SECRET_SUBJECT : String(payload.subject ?? ""),
    };
  });
  return { rows, next: found.length > limit ? (page.at(-1)?.cursor ?? null) : null };
}

/** How many messages are in each status (for the filter's labels). */
export async function outboxCounts(db: Db): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .select({ status: outboxMessages.status, n: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .groupBy(outboxMessages.status);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<OutboxStatus, number>;
  for (const r of rows) if (r.status in counts) counts[r.status as OutboxStatus] = Number(r.n);
  return counts;
}

export type OutboxActionResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

/**
 * Retry: a pending or dead message becomes pending and due now, so the worker's next pass sends it.
 * Attempts are kept (they are history); a message already at the worker's limit gets one more try.
 * Discard: a pending or dead message becomes `discarded` and is never sent. Both write an audit
 * entry (`outbox.retry` / `outbox.discard`) in the same transaction as the change.
 */
export async function changeOutboxMessage(
  db: Db,
  { id, action, actor, ip }: { id: string; action: "retry" | "discard"; actor: AuditActor; ip: string },
): Promise<OutboxActionResult> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(outboxMessages)
      .set(
        action === "retry"
          ? { status: "pending", nextAttemptAt: sql`now()` }
          : { status: "discarded", nextAttemptAt: sql`now()` },
      )
      .where(and(eq(outboxMessages.id, id), inArray(outboxMessages.status, [...ACTIONABLE])))
      .returning({ id: outboxMessages.id, kind: outboxMessages.kind, attempts: outboxMessages.attempts });
    if (!changed) {
      const [row] = await tx.select({ status: outboxMessages.status }).from(outboxMessages).where(eq(outboxMessages.id, id));
      if (!row) return { ok: false as const, status: 404 as const, message: "There is no such message." };
      return {
        ok: false as const,
        status: 409 as const,
        message:
          row.status === "sent"
            ? "This message has been sent already; nothing to do."
            : row.status === "sending"
              ? "The worker is sending this message right now. Look again in a minute."
              : "This message was discarded; it will not be sent.",
      };
    }
    await recordAudit(tx, {
      actor,
      action: `outbox.${action}`,
      target: { kind: "outbox_message", id },
      ip,
      detail: { kind: changed.kind, attempts: changed.attempts },
    });
    return { ok: true as const };
  });
}
