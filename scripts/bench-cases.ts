import "./assert-node.mjs";
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../app/db/client.server.ts";
import { listCases, parseCaseFilters } from "../app/features/cases/case-list.server.ts";

/**
 * How fast the staff cases list and an expert's overdue view answer with many cases on PostgreSQL
 * (issue 25: 10,000 cases and 100,000 events, p95 ≤ 50 ms). Makes a throwaway database on the local
 * PostgreSQL, fills it in SQL (20 experts; per case 10 events, 5 checklist documents in mixed states,
 * a message or two; a third overdue), ANALYZEs, times `listCases` (the loader's query, 50 rows) for the
 * first page and each filter, prints median and p95, and drops the database.
 *
 *   npm run bench:cases -- --cases 10000 --runs 30
 */

const { values: args } = parseArgs({
  options: {
    cases: { type: "string", default: "10000" },
    runs: { type: "string", default: "30" },
    /** Keep the database afterwards (to EXPLAIN by hand); drop it yourself. */
    keep: { type: "boolean", default: false },
    "database-url": { type: "string", default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const total = Number(args.cases);
const runs = Number(args.runs);
if (!Number.isInteger(total) || total < 100 || !Number.isInteger(runs) || runs < 1) {
  console.error("bench: --cases (≥ 100) and --runs (≥ 1) must be whole numbers");
  process.exit(2);
}
const adminUrl = new URL(args["database-url"]);
if (adminUrl.hostname !== "127.0.0.1" && adminUrl.hostname !== "localhost") {
  console.error("bench: only a PostgreSQL on 127.0.0.1 is allowed");
  process.exit(2);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const results: { label: string; p95: number }[] = [];

async function time(label: string, fn: () => Promise<unknown>) {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const p95 = percentile(samples, 95);
  results.push({ label, p95 });
  console.log(`${label.padEnd(48)} median ${ms(percentile(samples, 50)).padStart(9)}   p95 ${ms(p95).padStart(9)}`);
}

const dbName = `bench_cases_${randomUUID().replace(/-/g, "").slice(0, 10)}`;
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`create database "${dbName}"`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const database = await openDatabase({ kind: "postgres", url: url.toString() });
try {
  const { db } = database;
  const t0 = performance.now();
  await db.execute(
    sql`insert into staff_users (email, name) select 'expert' || g || '@example.in', 'Expert ' || g from generate_series(1, 20) g`,
  );
  await db.execute(sql`
    insert into cases (reference, client_email, client_name, service_slug, service_title, workflow_id, stage_key,
      stage_started_at, stage_due_at, expert_staff_id, status, source, last_client_event_at, created_at, updated_at)
    select 'C-' || upper(substr(md5(g::text), 1, 6)) || g, 'client' || g || '@example.in', 'Client ' || g,
      'trademark-registration', 'Trademark Registration', 'trademark-registration',
      (array['documents','search_and_drafting','filed','examination'])[1 + g % 4],
      now() - (g % 60) * interval '1 day',
      now() + ((g % 3) - 1) * (1 + g % 10) * interval '1 day',
      (select id from staff_users order by email offset (g % 20) limit 1),
      case when g % 10 = 0 then 'closed' else 'open' end, 'payment',
      now() - (g % 30) * interval '1 day', now() - (g % 365) * interval '1 day', now() - (g % 720) * interval '1 hour'
    from generate_series(1, ${total}) g`);
  await db.execute(sql`
    insert into case_events (case_id, kind, visible_to_client, actor_kind, actor_label, data, created_at)
    select c.id, (array['opened','stage','document_received','message','note'])[1 + e % 5], e % 5 <> 4, 'staff', 'Expert',
      '{}'::jsonb, c.created_at + e * interval '1 hour'
    from cases c cross join generate_series(1, 10) e`);
  await db.execute(sql`
    insert into case_documents (case_id, item_key, name, required, state)
    select c.id, 'item-' || d, 'Document ' || d, d <= 3,
      (array['waiting','received','accepted','returned'])[1 + (((hashtext(c.reference) + d) % 4 + 4) % 4)]
    from cases c cross join generate_series(1, 5) d`);
  await db.execute(sql`
    insert into case_messages (case_id, "from", author_label, body, internal, created_at)
    select c.id, case when m = 2 or hashtext(c.reference) % 2 = 0 then 'client' else 'staff' end, 'Someone', 'Hello', false,
      c.created_at + m * interval '1 day'
    from cases c cross join generate_series(1, 2) m where hashtext(c.reference) % 3 <> 0`);
  await db.execute(sql`analyze`);
  const [counts] = (
    await db.execute<{ cases: number; events: number; documents: number; messages: number }>(
      sql`select (select count(*)::int from cases) cases, (select count(*)::int from case_events) events,
        (select count(*)::int from case_documents) documents, (select count(*)::int from case_messages) messages`,
    )
  ).rows;
  console.log(
    `PostgreSQL ${dbName}: ${counts?.cases} cases, ${counts?.events} events, ${counts?.documents} documents, ${counts?.messages} messages in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${runs} runs per case\n`,
  );
  const [expert] = (await db.execute<{ id: string }>(sql`select id from staff_users order by email limit 1`)).rows;
  const f = (x: Record<string, string>) => parseCaseFilters(new URLSearchParams(x));
  let deep: string | null = null;
  for (let i = 0; i < 20; i++) deep = (await listCases(db, { ...f({}), after: deep ?? undefined })).nextCursor;
  console.log("listCases (the /admin/cases loader's query, 50 rows):");
  await time("first page, open cases", () => listCases(db, f({})));
  await time("page 21 (after 1,000 rows)", () => listCases(db, { ...f({}), after: deep ?? undefined }));
  await time("overdue", () => listCases(db, f({ due: "overdue" })));
  await time("waiting on the client", () => listCases(db, f({ waiting: "client" })));
  await time("waiting on us", () => listCases(db, f({ waiting: "us" })));
  await time("stage = filed", () => listCases(db, f({ stage: "filed" })));
  await time("one expert's overdue view", () => listCases(db, f({ expert: expert?.id ?? "", due: "overdue" })));
  await time("one expert, waiting on us", () => listCases(db, f({ expert: expert?.id ?? "", waiting: "us" })));
  await time("search client name 'Client 4242'", () => listCases(db, f({ q: "Client 4242" })));
  await time("search e-mail 'client777@'", () => listCases(db, f({ q: "client777@" })));
  await time("search 'no such words' (no match)", () => listCases(db, f({ q: "no such words" })));
  const worst = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  console.log(`\nworst p95: ${ms(worst.p95)} (${worst.label}); target ≤ 50 ms: ${worst.p95 <= 50 ? "met" : "NOT met"}`);
} finally {
  await database.close();
  if (args.keep) {
    console.log(`kept database ${dbName}`);
    process.exit(0);
  }
  const c = new pg.Client({ connectionString: adminUrl.toString() });
  await c.connect();
  await c.query(`drop database if exists "${dbName}" with (force)`);
  await c.end();
}
