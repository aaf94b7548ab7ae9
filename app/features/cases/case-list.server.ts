import { and, desc, eq, exists, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { caseDocuments, caseMessages, cases, staffUsers } from "#app/db/schema.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { decodeCursor, encodeCursor } from "#app/features/staff/inbox.server.ts";
import { hasControlCharacters } from "#app/lib/input-schema.ts";

/**
 * The staff cases list (issue 25): filters by stage, expert, overdue, waiting on the client, waiting
 * on us, and a search over reference, client name, e-mail and service slug (trigram index); newest activity first, 50 a
 * page along the (updated_at, id) keyset.
 */

export type CaseFilters = {
  status: "open" | "closed" | "all";
  stage?: string;
  expert?: string;
  due?: "overdue";
  waiting?: "client" | "us";
  q?: string;
  after?: string;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function parseCaseFilters(params: URLSearchParams): CaseFilters {
  const status = params.get("status");
  const waiting = params.get("waiting");
  // A search with control characters (a NUL makes PostgreSQL refuse the query, decision 091) is ignored.
  const raw = params.get("q") ?? "";
  const q = (hasControlCharacters(raw) ? "" : raw).trim().slice(0, 100);
  const stage = (params.get("stage") ?? "").trim();
  const expert = (params.get("expert") ?? "").trim();
  return {
    status: status === "closed" || status === "all" ? status : "open",
    stage: /^[a-z0-9_]{1,60}$/.test(stage) ? stage : undefined,
    expert: expert === "none" || /^[0-9a-f-]{36}$/i.test(expert) ? expert : undefined,
    due: params.get("due") === "overdue" ? "overdue" : undefined,
    waiting: waiting === "client" || waiting === "us" ? waiting : undefined,
    q: q || undefined,
    after: params.get("after") ?? undefined,
  };
}

/** A document the client still owes (waiting or sent back). */
const waitingOnClient = (db: Tx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(caseDocuments)
      .where(
        and(
          eq(caseDocuments.caseId, cases.id),
          sql`${caseDocuments.state} in ('waiting', 'returned')`,
          eq(caseDocuments.required, true),
        ),
      ),
  );

/** A document to review, or a client message newer than the team's last reply. */
const waitingOnUs = (db: Tx) =>
  or(
    exists(
      db
        .select({ one: sql`1` })
        .from(caseDocuments)
        .where(and(eq(caseDocuments.caseId, cases.id), eq(caseDocuments.state, "received"))),
    ),
    sql`(select ${caseMessages.from} from ${caseMessages} where ${caseMessages.caseId} = ${cases.id} and ${caseMessages.internal} = false order by ${caseMessages.createdAt} desc limit 1) = 'client'`,
  );

export async function listCases(db: Tx, f: CaseFilters, { limit = 50, now = new Date() }: { limit?: number; now?: Date } = {}) {
  const where: (SQL | undefined)[] = [];
  if (f.status !== "all") where.push(eq(cases.status, f.status));
  if (f.stage) where.push(eq(cases.stageKey, f.stage));
  if (f.expert) where.push(f.expert === "none" ? isNull(cases.expertStaffId) : eq(cases.expertStaffId, f.expert));
  if (f.due === "overdue") where.push(and(eq(cases.status, "open"), lt(cases.stageDueAt, now)));
  if (f.waiting === "client") where.push(waitingOnClient(db));
  if (f.waiting === "us") where.push(waitingOnUs(db));
  if (f.q) {
    const p = likePattern(f.q);
    // The same expression as the trigram index cases_search_idx (schema.server.ts), so the search uses it.
    where.push(
      sql`(${cases.reference} || ' ' || ${cases.clientName} || ' ' || ${cases.clientEmail} || ' ' || ${cases.serviceSlug}) ilike ${p}`,
    );
  }
  const after = decodeCursor(f.after);
  if (after) where.push(sql`(${cases.updatedAt}, ${cases.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  const rows = await db
    .select({
      id: cases.id,
      reference: cases.reference,
      clientName: cases.clientName,
      clientEmail: cases.clientEmail,
      serviceSlug: cases.serviceSlug,
      serviceTitle: cases.serviceTitle,
      stageKey: cases.stageKey,
      stageDueAt: cases.stageDueAt,
      status: cases.status,
      expertName: staffUsers.name,
      updatedAt: cases.updatedAt,
      cursorAt: sql<string>`to_char(${cases.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      toReview: sql<number>`(select count(*)::int from ${caseDocuments} where ${caseDocuments.caseId} = ${cases.id} and ${caseDocuments.state} = 'received')`,
      owed: sql<number>`(select count(*)::int from ${caseDocuments} where ${caseDocuments.caseId} = ${cases.id} and ${caseDocuments.state} in ('waiting', 'returned') and ${caseDocuments.required})`,
    })
    .from(cases)
    .leftJoin(staffUsers, eq(staffUsers.id, cases.expertStaffId))
    .where(and(...where.filter((w): w is SQL => !!w)))
    .orderBy(desc(cases.updatedAt), desc(cases.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map((r) => ({ ...r, overdue: r.status === "open" && !!r.stageDueAt && r.stageDueAt < now })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
}
