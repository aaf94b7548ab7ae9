import "./assert-node.mjs";
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../app/db/client.server.ts";
import { staffUsers } from "../app/db/schema.server.ts";
import { expertDigest, materializeCaseJobs } from "../app/features/cases/case-jobs.server.ts";
import { loadCaseWork } from "../app/features/staff/dashboard.server.ts";

/**
 * How fast the case work of issue 25 reads with many cases on PostgreSQL: the dashboard's overdue /
 * to-review widgets (`loadCaseWork`), one expert's morning digest (`expertDigest`) and the scheduler's
 * top-up (`materializeCaseJobs`, idempotent after its first run). Makes a throwaway database on the
 * local PostgreSQL, fills it (N cases over 8 experts, 10 events and 5 checklist documents per case,
 * ~10 % overdue, ~2 % of documents waiting for review), ANALYZEs, prints median and p95, drops it.
 *
 *   node scripts/bench-case-work.ts --cases 10000 --runs 30
 */

const { values: args } = parseArgs({
  options: {
    cases: { type: "string", default: "10000" },
    runs: { type: "string", default: "30" },
    "database-url": { type: "string", default: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const count = Number(args.cases);
const runs = Number(args.runs);
const adminUrl = new URL(args["database-url"]);
if (adminUrl.hostname !== "127.0.0.1" && adminUrl.hostname !== "localhost") {
  console.error("bench: only a PostgreSQL on 127.0.0.1 is allowed");
  process.exit(2);
}
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function time(label: string, fn: () => Promise<unknown>) {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} median ${percentile(samples, 50).toFixed(1)} ms  p95 ${percentile(samples, 95).toFixed(1)} ms`,
  );
}

const name = `bench_cases_${randomUUID().replace(/-/g, "").slice(0, 10)}`;
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: "postgres", url: url.toString() });
try {
  const { db } = database;
  const experts = await db
    .insert(staffUsers)
    .values(Array.from({ length: 8 }, (_, i) => ({ email: `expert${i}@bench.test`, name: `Expert ${i}` })))
    .returning({ id: staffUsers.id });
  const ids = `array[${experts.map((e) => `'${e.id}'::uuid`).join(",")}]`;
  const t0 = performance.now();
  await db.execute(
    sql.raw(`insert into cases (reference, client_email, client_name, service_slug, service_title, workflow_id, stage_key,
      stage_started_at, stage_due_at, expert_staff_id, source, last_client_event_at, created_at, updated_at)
    select 'C-' || lpad(to_hex(g), 6, '0'), 'client' || g || '@bench.test', 'Client ' || g, 'trademark-registration',
      'Trademark Registration', 'trademark-registration', 'documents', now() - interval '20 days',
      now() + ((g % 10) - 1) * interval '3 days', (${ids})[1 + g % 8], 'payment',
      now() - (g % 14) * interval '1 day', now() - interval '20 days', now()
    from generate_series(1, ${count}) g`),
  );
  await db.execute(
    sql.raw(`insert into case_events (case_id, kind, visible_to_client, actor_kind, actor_label, created_at)
    select c.id, 'stage', true, 'system', 'System', now() - (e % 20) * interval '1 day'
    from cases c cross join generate_series(1, 10) e`),
  );
  await db.execute(
    sql.raw(`insert into case_documents (case_id, item_key, name, state)
    select c.id, 'doc-' || d, 'Document ' || d, case when (hashtext(c.id::text) + d) % 50 = 0 then 'received' else 'waiting' end
    from cases c cross join generate_series(1, 5) d`),
  );
  await db.execute(sql`analyze`);
  console.log(
    `seeded ${count} cases, ${count * 10} events, ${count * 5} documents in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const now = new Date();
  const first = experts[0]?.id ?? "";
  await time("dashboard loadCaseWork (overdue + to review)", () => loadCaseWork(db, first, now));
  await time("one expert's digest (expertDigest)", () => expertDigest(db, first, now));
  await time("scheduler top-up (materializeCaseJobs)", () =>
    materializeCaseJobs(db, { idleDays: 7, graceHours: 24, digestHour: 8 }, now),
  );
} finally {
  await database.close();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
