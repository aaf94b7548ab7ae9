import type { Db } from "#app/db/client.server.ts";
import { outboxMessages } from "#app/db/schema.server.ts";
import type { MailMessage } from "./message.ts";

// biome-ignore lint/suspicious/noExplicitAny: a transaction handle of either driver.
type Tx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0] | any;

/**
 * Adds e-mails to the outbox inside the caller's transaction; the worker delivers them later, not
 * before `notBefore` when given (e.g. a reminder an hour before a booked call).
 */
export async function enqueueMail(tx: Tx, kind: string, messages: MailMessage[], { notBefore }: { notBefore?: Date } = {}) {
  if (messages.length === 0) return [];
  const rows = await (tx as Db)
    .insert(outboxMessages)
    .values(messages.map((payload) => ({ kind, payload, ...(notBefore ? { nextAttemptAt: notBefore } : {}) })))
    .returning({ id: outboxMessages.id });
  return rows.map((r) => r.id);
}
