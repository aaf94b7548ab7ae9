import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";

/**
 * Many leads at once, generated inside the database (generate_series), for pagination tests and
 * the inbox benchmark. Rows are spread over the `days` before `end`, a third each consultation
 * requests (every 7th a chat hand-off), contact messages and subscribers; `sameInstant` rows share
 * one created_at to exercise the id tie-break. Returns nothing: read the tables back.
 */
export async function generateLeads(
  db: Db,
  { count, days = 60, end = new Date(), sameInstant = 0 }: { count: number; days?: number; end?: Date; sameInstant?: number },
) {
  const third = Math.ceil(count / 3);
  const spread = days * 86_400; // seconds
  const endIso = end.toISOString();
  const at = (i: string) =>
    sql.raw(
      `(case when ${i} <= ${sameInstant} then '${endIso}'::timestamptz - interval '1 hour' else '${endIso}'::timestamptz - make_interval(secs => (${i} * 7919 % ${spread}) + random()) end)`,
    );
  const services = `(array['insurance','startup','trademark','gst','income-tax','legal'])[1 + i % 6]`;
  const statuses = `(array['new','new','contacted','converted','closed'])[1 + i % 5]`;
  await db.execute(sql`insert into consultation_requests (full_name, email, phone, city, service_type, details, source, status, created_at)
    select 'Lead ' || i, 'lead' || i || '@example.in', '+9190' || lpad(i::text, 8, '0'), 'Dhanbad',
      ${sql.raw(services)}, 'Needs help with case ' || i, case when i % 7 = 0 then 'chat' else 'form' end,
      ${sql.raw(statuses)}, ${at("i")}
    from generate_series(1, ${third}) as i`);
  await db.execute(sql`insert into contact_messages (full_name, email, phone, subject, message, status, created_at)
    select 'Contact ' || i, 'contact' || i || '@example.in', '+9180' || lpad(i::text, 8, '0'),
      (array['general','consultation','support','billing'])[1 + i % 4], 'Question number ' || i, ${sql.raw(statuses)}, ${at("i")}
    from generate_series(1, ${third}) as i`);
  await db.execute(sql`insert into newsletter_subscribers (email, source, status, created_at)
    select 'sub' || i || '@example.in', case when i % 2 = 0 then 'footer' else 'updates' end, ${sql.raw(statuses)}, ${at("i")}
    from generate_series(1, ${count - 2 * third}) as i`);
}
