import type { Db } from "#app/db/client.server.ts";
import { outboxMessages } from "#app/db/schema.server.ts";
import type { MailMessage } from "./message.ts";

// biome-ignore lint/suspicious/noExplicitAny: a transaction handle of either driver.
type Tx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0] | any;

/** Adds e-mails to the outbox inside the caller's transaction; the worker delivers them later. */
export async function enqueueMail(tx: Tx, kind: string, messages: MailMessage[]) {
  if (messages.length === 0) return [];
  const rows = await (tx as Db)
    .insert(outboxMessages)
    .values(messages.map((payload) => ({ kind, payload })))
    .returning({ id: outboxMessages.id });
  return rows.map((r) => r.id);
}
