import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import type { Config } from "#app/lib/config.server.ts";
import { carriesSecret, type MailMessage } from "./message.ts";
import { createTransport, DeliveryError, type Transport } from "./transports.server.ts";

export const MAX_ATTEMPTS = 8;
/** While a worker holds a claimed row it is leased; a crashed worker's rows come back after this. */
const LEASE_SECONDS = 120;

/** Exponential backoff: base, 2×base, 4×base … capped at one hour. */
export function backoffMs(attempts: number, baseMs = 5_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

type ClaimedRow = { id: string; kind: string; payload: MailMessage; attempts: number };

/**
 * Claims up to `limit` due messages: a short transaction marks them `sending` with a lease, using
 * FOR UPDATE SKIP LOCKED so concurrent workers (several instances) never claim the same row.
 */
export async function claimDueMessages(db: Db, limit = 10): Promise<ClaimedRow[]> {
  const result = await db.execute(sql`
    update outbox_messages set status = 'sending', attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from outbox_messages
      where status in ('pending', 'sending') and next_attempt_at <= now()
      order by next_attempt_at limit ${limit}
      for update skip locked)
    returning id, kind, payload, attempts`);
  return (result as unknown as { rows: ClaimedRow[] }).rows ?? (result as unknown as ClaimedRow[]);
}

/** Delivers one claimed message and records the outcome: sent, retry later, or dead. */
export async function deliver(db: Db, transport: Transport, row: ClaimedRow, baseBackoffMs?: number) {
  try {
    // Rows of a secret-bearing kind are treated as secret even if queued before the flag existed.
    const message = carriesSecret(row.kind, row.payload) ? { ...row.payload, secret: true as const } : row.payload;
    const { providerId } = await transport.send(message, row.id);
    await db.execute(
      sql`update outbox_messages set status = 'sent', sent_at = now(), provider_id = ${providerId}, last_error = null where id = ${row.id}`,
    );
    return "sent" as const;
  } catch (error) {
    const message = (error as Error).message.slice(0, 500);
    const dead = row.attempts >= MAX_ATTEMPTS || (error instanceof DeliveryError && error.permanent);
    const delay = backoffMs(row.attempts, baseBackoffMs);
    await db.execute(sql`update outbox_messages set status = ${dead ? "dead" : "pending"}, last_error = ${message},
      next_attempt_at = now() + make_interval(secs => ${delay / 1000}) where id = ${row.id}`);
    return dead ? ("dead" as const) : ("retry" as const);
  }
}

/** One pass: claim what is due and deliver it. Returns how many were processed. */
export async function runOutboxOnce(db: Db, transport: Transport, opts: { limit?: number; baseBackoffMs?: number } = {}) {
  const rows = await claimDueMessages(db, opts.limit);
  // Claimed rows are leased to this worker, so they can be sent side by side, except through
  // EmailJS, whose transport keeps to the provider's one request per second.
  if (transport.kind === "emailjs") for (const row of rows) await deliver(db, transport, row, opts.baseBackoffMs);
  else await Promise.all(rows.map((row) => deliver(db, transport, row, opts.baseBackoffMs)));
  return rows.length;
}

type Logger = { info: (m: string) => void; error: (m: string) => void };

/** The background worker in the server process: polls the outbox until stopped. */
export function startOutboxWorker({
  db,
  config,
  log,
  transport = createTransport(db, config.mail, log, { storage: config.uploads }),
  baseBackoffMs,
}: {
  db: Db;
  config: Config;
  log: Logger;
  transport?: Transport;
  baseBackoffMs?: number;
}) {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    try {
      while (!stopped && (await runOutboxOnce(db, transport, { baseBackoffMs })) > 0) {}
    } catch (error) {
      log.error(`outbox: ${(error as Error).message}`);
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), config.mail.pollMs);
  };
  running = tick();
  return {
    kick: () => {
      clearTimeout(timer);
      running = running.then(tick);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
