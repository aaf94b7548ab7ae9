import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { SERVICE_TYPES } from "#app/features/leads/form-contract.ts";
import { istDay, istDayStart } from "./format.ts";
import { rowsOf } from "./inbox.server.ts";

/**
 * The first screen after sign-in: new leads today and this week by service, what still waits in
 * status new, payments this month and the outbox's health. Days, weeks (from Monday) and months are
 * India time.
 */
export type Dashboard = {
  leads: { key: string; label: string; today: number; week: number; waiting: number }[];
  totals: { today: number; week: number; waiting: number };
  payments: { paidCount: number; paidPaise: number; failedCount: number; openCount: number };
  outbox: { pending: number; dead: number; sentLastDay: number; oldestPendingMinutes: number | null };
};

export function periodStarts(now: Date) {
  const today = istDay(now);
  const todayStart = istDayStart(today);
  // getUTCDay of the India date at noon UTC is the India weekday (0 = Sunday).
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const weekStart = new Date(todayStart.getTime() - ((weekday + 6) % 7) * 86_400_000);
  const monthStart = istDayStart(`${today.slice(0, 7)}-01`);
  return { todayStart, weekStart, monthStart };
}

const n = (v: unknown) => Number(v ?? 0);

export async function loadDashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const { todayStart, weekStart, monthStart } = periodStarts(now);
  const t = todayStart.toISOString();
  const w = weekStart.toISOString();
  const m = monthStart.toISOString();
  const [byService, others, payments, outbox] = await Promise.all([
    db.execute(sql`select service_type as key,
        count(*) filter (where created_at >= ${t}::timestamptz) as today,
        count(*) filter (where created_at >= ${w}::timestamptz) as week,
        count(*) filter (where status = 'new') as waiting
      from consultation_requests group by service_type`),
    db.execute(sql`
      select 'contact' as key,
        count(*) filter (where created_at >= ${t}::timestamptz) as today,
        count(*) filter (where created_at >= ${w}::timestamptz) as week,
        count(*) filter (where status = 'new') as waiting
      from contact_messages
      union all
      select 'subscriber' as key,
        count(*) filter (where created_at >= ${t}::timestamptz),
        count(*) filter (where created_at >= ${w}::timestamptz),
        count(*) filter (where status = 'new')
      from newsletter_subscribers`),
    db.execute(sql`select
        count(*) filter (where status = 'paid' and paid_at >= ${m}::timestamptz) as paid_count,
        coalesce(sum(amount_paise) filter (where status = 'paid' and paid_at >= ${m}::timestamptz), 0) as paid_paise,
        count(*) filter (where status = 'failed' and created_at >= ${m}::timestamptz) as failed_count,
        count(*) filter (where status not in ('paid', 'failed') and created_at >= ${m}::timestamptz) as open_count
      from payments where created_at >= ${m}::timestamptz or paid_at >= ${m}::timestamptz`),
    // A scheduled message not yet due (a call reminder) is not waiting to send.
    db.execute(sql`select
        count(*) filter (where status in ('pending', 'sending') and (attempts > 0 or next_attempt_at <= now())) as pending,
        count(*) filter (where status = 'dead') as dead,
        count(*) filter (where status = 'sent' and sent_at >= now() - interval '1 day') as sent_last_day,
        extract(epoch from (now() - min(created_at) filter (where status in ('pending', 'sending') and (attempts > 0 or next_attempt_at <= now())))) / 60 as oldest
      from outbox_messages`),
  ]);
  type Count = { key: string; today: unknown; week: unknown; waiting: unknown };
  const services = new Map(rowsOf<Count>(byService).map((r) => [r.key, r]));
  const leads: Dashboard["leads"] = SERVICE_TYPES.map((s) => ({
    key: s.value,
    label: s.label,
    today: n(services.get(s.value)?.today),
    week: n(services.get(s.value)?.week),
    waiting: n(services.get(s.value)?.waiting),
  }));
  const rest = new Map(rowsOf<Count>(others).map((r) => [r.key, r]));
  for (const [key, label] of [
    ["contact", "Contact messages"],
    ["subscriber", "Newsletter sign-ups"],
  ] as const) {
    leads.push({ key, label, today: n(rest.get(key)?.today), week: n(rest.get(key)?.week), waiting: n(rest.get(key)?.waiting) });
  }
  const totals = leads.reduce(
    (sum, r) => ({ today: sum.today + r.today, week: sum.week + r.week, waiting: sum.waiting + r.waiting }),
    { today: 0, week: 0, waiting: 0 },
  );
  const [p] = rowsOf<Record<string, unknown>>(payments);
  const [o] = rowsOf<Record<string, unknown>>(outbox);
  return {
    leads,
    totals,
    payments: {
      paidCount: n(p?.paid_count),
      paidPaise: n(p?.paid_paise),
      failedCount: n(p?.failed_count),
      openCount: n(p?.open_count),
    },
    outbox: {
      pending: n(o?.pending),
      dead: n(o?.dead),
      sentLastDay: n(o?.sent_last_day),
      oldestPendingMinutes: o?.oldest == null ? null : Math.floor(Number(o.oldest)),
    },
  };
}

/**
 * The case work on the dashboard (issue 25): open cases past their stage's expected date, and
 * documents clients sent that nobody has accepted or sent back yet — the oldest first, with the
 * expert's name and whether it is the signed-in staff member's. `limit` rows each; the counts are all.
 */
export type CaseWork = {
  overdue: { reference: string; client: string; service: string; dueAt: string; expert: string | null; mine: boolean }[];
  overdueCount: number;
  toReview: { reference: string; client: string; document: string; since: string; expert: string | null; mine: boolean }[];
  toReviewCount: number;
};

export async function loadCaseWork(db: Db, staffId: string, now = new Date(), limit = 10): Promise<CaseWork> {
  const at = now.toISOString();
  const [overdue, toReview, counts] = await Promise.all([
    db.execute(sql`select c.reference, c.client_name, c.service_title, c.stage_due_at, c.expert_staff_id, s.name as expert
      from cases c left join staff_users s on s.id = c.expert_staff_id
      where c.status = 'open' and c.stage_due_at < ${at}::timestamptz
      order by c.stage_due_at, c.id limit ${limit}`),
    db.execute(sql`select c.reference, c.client_name, d.name as document, d.updated_at, c.expert_staff_id, s.name as expert
      from case_documents d join cases c on c.id = d.case_id left join staff_users s on s.id = c.expert_staff_id
      where d.state = 'received' and c.status = 'open'
      order by d.updated_at, d.id limit ${limit}`),
    db.execute(sql`select
        (select count(*) from cases where status = 'open' and stage_due_at < ${at}::timestamptz) as overdue,
        (select count(*) from case_documents d join cases c on c.id = d.case_id
          where d.state = 'received' and c.status = 'open') as to_review`),
  ]);
  type Row = Record<string, unknown>;
  const iso = (v: unknown) => new Date(v as string).toISOString();
  const [c] = rowsOf<Row>(counts);
  return {
    overdue: rowsOf<Row>(overdue).map((r) => ({
      reference: String(r.reference),
      client: String(r.client_name),
      service: String(r.service_title),
      dueAt: iso(r.stage_due_at),
      expert: (r.expert as string | null) ?? null,
      mine: r.expert_staff_id === staffId,
    })),
    overdueCount: n(c?.overdue),
    toReview: rowsOf<Row>(toReview).map((r) => ({
      reference: String(r.reference),
      client: String(r.client_name),
      document: String(r.document),
      since: iso(r.updated_at),
      expert: (r.expert as string | null) ?? null,
      mine: r.expert_staff_id === staffId,
    })),
    toReviewCount: n(c?.to_review),
  };
}
