import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import {
  consultationRequests,
  contactMessages,
  leadEvents,
  newsletterSubscribers,
  staffUsers,
  uploads,
} from "#app/db/schema.server.ts";
import { recordAudit } from "#app/features/auth/audit.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { parseReference } from "#app/features/leads/reference.ts";
import type { TranscriptMessage } from "#app/features/leads/transcript.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { isCursorInstant } from "#app/lib/input-schema.ts";
import { istDayStart } from "./format.ts";
import {
  type InboxFilter,
  type InboxKind,
  type LeadKind,
  type LeadStatus,
  leadKindOf,
  PAGE_SIZE,
  statusLabel,
  statusProblem,
} from "./inbox-schema.ts";
import type { StaffUser } from "./staff.server.ts";

/**
 * The staff inbox: one list over consultation requests (and chat hand-offs), contact messages and
 * newsletter subscribers, newest first, with keyset pagination on (created_at, id) (decision 040);
 * each item's history (lead_events) and the staff actions on it, every one version-checked where it
 * changes the lead row (decision 041) and audited.
 */

export type InboxRow = {
  kind: InboxKind;
  leadKind: LeadKind;
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
  /** Service type (consultation, chat), subject (contact) or sign-up place (subscriber). */
  topic: string;
  status: string;
  /** The request's text: details, message; the first part of it in the list, all of it in the export. */
  text: string;
  assigneeId: string | null;
  assigneeName: string | null;
  documents: number;
  /** The newest event on this lead is from the client (a message or a document from the portal). */
  clientLast: boolean;
};

type Actor = Pick<StaffUser, "id" | "name">;

const TABLE: Record<LeadKind, string> = {
  consultation: "consultation_requests",
  contact: "contact_messages",
  subscriber: "newsletter_subscribers",
};

/* ---------------------------------------------------------------- keyset cursor */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/**
 * The position after the last row of a page: its created_at to the microsecond (a JS Date would
 * round to the millisecond and skip or repeat rows made in the same millisecond) and its id.
 */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`, "utf8").toString("base64url");
}

export function decodeCursor(cursor: string | null | undefined): { at: string; id: string } | null {
  if (!cursor || cursor.length > 200) return null;
  const [at, id, extra] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (extra !== undefined || !at || !id || !isCursorInstant(at) || !UUID.test(id)) return null;
  return { at, id };
}

/* ---------------------------------------------------------------- the list */

/** `%text%` for ILIKE, with the pattern characters of the search taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search that looks like a phone number is matched on its digits (numbers are stored as +91XXXXXXXXXX). */
function phoneDigits(q: string): string | null {
  if (!/^[\d\s+().-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  return digits.length >= 4 ? digits : null;
}

type Branch = { kind: LeadKind; select: SQL; where: SQL[] };

function branches(filter: InboxFilter, textLength: number | null): Branch[] {
  const text = (column: SQL) => (textLength === null ? column : sql`left(${column}, ${textLength})`);
  const list: Branch[] = [];
  const wantConsultation = !filter.kind || filter.kind === "consultation" || filter.kind === "chat";
  if (wantConsultation) {
    const where: SQL[] = [];
    if (filter.kind === "chat") where.push(sql`source = 'chat'`);
    if (filter.kind === "consultation") where.push(sql`source <> 'chat'`);
    if (filter.service) where.push(sql`service_type = ${filter.service}`);
    list.push({
      kind: "consultation",
      select: sql`case when source = 'chat' then 'chat' else 'consultation' end as kind, full_name as name, email, phone,
        service_type as topic, ${text(sql`details`)} as text`,
      where,
    });
  }
  if (!filter.service && (!filter.kind || filter.kind === "contact")) {
    list.push({
      kind: "contact",
      select: sql`'contact' as kind, full_name as name, email, phone, subject as topic, ${text(sql`message`)} as text`,
      where: [],
    });
  }
  if (!filter.service && (!filter.kind || filter.kind === "subscriber")) {
    list.push({
      kind: "subscriber",
      select: sql`'subscriber' as kind, '' as name, email, '' as phone, source as topic, '' as text`,
      where: [],
    });
  }
  return list;
}

/**
 * What the search looks in, per table: exactly the expressions of the trigram (pg_trgm GIN) indexes
 * in app/db/schema.server.ts, so `ILIKE '%…%'` is answered from the index, not by reading every row.
 */
const SEARCH_TEXT: Record<LeadKind, SQL> = {
  consultation: sql`(full_name || ' ' || email || ' ' || phone || ' ' || city || ' ' || details || ' ' || coalesce(transcript::text, ''))`,
  contact: sql`(full_name || ' ' || email || ' ' || phone || ' ' || message)`,
  subscriber: sql`email`,
};

function searchCondition(kind: LeadKind, q: string): SQL {
  const digits = phoneDigits(q);
  if (digits && kind === "subscriber") return sql`false`;
  const text = sql`${SEARCH_TEXT[kind]} ilike ${digits ? `%${digits}%` : likePattern(q)}`;
  // A reference a caller reads out (issue 27, e.g. "ny-7k3f"): the consultation with it, by its unique index.
  const reference = kind === "consultation" ? parseReference(q) : null;
  return reference ? sql`(reference = ${reference} or ${text})` : text;
}

type RawRow = {
  kind: InboxKind;
  id: string;
  created_at: string | Date;
  cursor_at: string;
  name: string;
  email: string;
  phone: string;
  topic: string;
  status: string;
  text: string;
  assignee_id: string | null;
};

export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as unknown as T[]);

/**
 * One page of the inbox, newest first: the rows after `cursor` that match the filter, and the
 * cursor of the next page (null on the last). Each table is read through its (created_at, id)
 * index with its own LIMIT, then the union is merged and cut to the page.
 */
export async function listInbox(
  db: Db,
  filter: InboxFilter,
  { cursor, limit = PAGE_SIZE, textLength = 160 }: { cursor?: string | null; limit?: number; textLength?: number | null } = {},
): Promise<{ rows: InboxRow[]; nextCursor: string | null }> {
  const after = decodeCursor(cursor);
  const parts = branches(filter, textLength).map((b) => {
    const where = [...b.where];
    if (filter.status) where.push(sql`status = ${filter.status}`);
    if (filter.from) where.push(sql`created_at >= ${istDayStart(filter.from).toISOString()}::timestamptz`);
    if (filter.to) {
      const end = new Date(istDayStart(filter.to).getTime() + 86_400_000);
      where.push(sql`created_at < ${end.toISOString()}::timestamptz`);
    }
    if (filter.q) where.push(searchCondition(b.kind, filter.q));
    if (after) where.push(sql`(created_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
    const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
    return sql`(select ${b.select}, id, created_at, status, assignee_id,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
      from ${sql.identifier(TABLE[b.kind])} ${whereSql}
      order by created_at desc, id desc limit ${limit + 1})`;
  });
  if (parts.length === 0) return { rows: [], nextCursor: null };
  const raw = rowsOf<RawRow>(
    await db.execute(sql`select * from (${sql.join(parts, sql` union all `)}) as inbox
      order by created_at desc, id desc limit ${limit + 1}`),
  );
  const page = raw.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = raw.length > limit && last ? encodeCursor(last.cursor_at, last.id) : null;
  return { rows: await decorate(db, page), nextCursor };
}

/** Adds assignee names, document counts and "the client wrote last" to a page of rows. */
async function decorate(db: Db, page: RawRow[]): Promise<InboxRow[]> {
  if (page.length === 0) return [];
  const ids = page.map((r) => r.id);
  const assigneeIds = [...new Set(page.map((r) => r.assignee_id).filter((v): v is string => Boolean(v)))];
  const consultationIds = page.filter((r) => r.kind === "consultation" || r.kind === "chat").map((r) => r.id);
  const [names, docs, latest] = await Promise.all([
    assigneeIds.length
      ? db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, assigneeIds))
      : [],
    consultationIds.length
      ? db
          .select({ id: uploads.consultationId, n: sql<number>`count(*)::int` })
          .from(uploads)
          .where(inArray(uploads.consultationId, consultationIds))
          .groupBy(uploads.consultationId)
      : [],
    db
      .selectDistinctOn([leadEvents.leadKind, leadEvents.leadId], {
        leadKind: leadEvents.leadKind,
        leadId: leadEvents.leadId,
        actorKind: leadEvents.actorKind,
      })
      .from(leadEvents)
      // lead_kind first, so lead_events_lead_idx (lead_kind, lead_id, created_at) serves the lookup.
      .where(
        and(inArray(leadEvents.leadKind, [...new Set(page.map((r) => leadKindOf(r.kind)))]), inArray(leadEvents.leadId, ids)),
      )
      .orderBy(leadEvents.leadKind, leadEvents.leadId, desc(leadEvents.createdAt)),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const docsOf = new Map(docs.map((d) => [d.id, d.n]));
  const lastActor = new Map(latest.map((e) => [`${e.leadKind}:${e.leadId}`, e.actorKind]));
  return page.map((r) => {
    const leadKind = r.kind === "chat" ? "consultation" : r.kind;
    return {
      kind: r.kind,
      leadKind,
      id: r.id,
      createdAt: new Date(r.created_at),
      name: r.name,
      email: r.email,
      phone: r.phone,
      topic: r.topic,
      status: r.status,
      text: r.text ?? "",
      assigneeId: r.assignee_id,
      assigneeName: r.assignee_id ? (nameOf.get(r.assignee_id) ?? null) : null,
      documents: docsOf.get(r.id) ?? 0,
      clientLast: lastActor.get(`${leadKind}:${r.id}`) === "client",
    };
  });
}

/** The most rows one export may hold; the page says so when a filter matches more. */
export const EXPORT_MAX = 100_000;

/** Every row that matches the filter (up to EXPORT_MAX), full text, read page by page along the keyset. */
export async function exportInbox(db: Db, filter: InboxFilter): Promise<{ rows: InboxRow[]; truncated: boolean }> {
  const rows: InboxRow[] = [];
  let cursor: string | null = null;
  do {
    const page = await listInbox(db, filter, { cursor, limit: 1000, textLength: null });
    rows.push(...page.rows);
    cursor = page.nextCursor;
  } while (cursor && rows.length < EXPORT_MAX);
  return { rows: rows.slice(0, EXPORT_MAX), truncated: rows.length > EXPORT_MAX || Boolean(cursor) };
}

/** Audits an export: who exported which filter, how many rows. */
export async function recordInboxExport(db: Db, actor: Actor, ip: string, filter: InboxFilter, count: number) {
  await recordAudit(db, {
    actor: { kind: "staff", id: actor.id, label: actor.name },
    action: "inbox.export",
    target: null,
    ip,
    detail: { filter, rows: count },
  });
}

/* ---------------------------------------------------------------- one item */

export type LeadDetail = {
  kind: InboxKind;
  leadKind: LeadKind;
  id: string;
  createdAt: Date;
  status: string;
  version: number;
  statusChangedAt: Date | null;
  assigneeId: string | null;
  fields: { label: string; value: string; href?: string }[];
  name: string;
  email: string;
  text: string;
  transcript: TranscriptMessage[] | null;
  documents: { id: string; filename: string; contentType: string; size: number; addedBy: string; createdAt: Date }[];
  events: {
    id: string;
    actorKind: string;
    actorLabel: string;
    action: string;
    fromStatus: string | null;
    toStatus: string | null;
    note: string;
    createdAt: Date;
  }[];
};

/** An item with everything the detail page shows, or null when there is none. */
export async function getLead(db: Db, kind: LeadKind, id: string): Promise<LeadDetail | null> {
  if (!isUuid(id)) return null;
  const base = await readLeadRow(db, kind, id);
  if (!base) return null;
  const [documents, events] = await Promise.all([
    kind === "consultation"
      ? db
          .select({
            id: uploads.id,
            filename: uploads.filename,
            contentType: uploads.contentType,
            size: uploads.size,
            addedBy: uploads.addedBy,
            createdAt: uploads.createdAt,
          })
          .from(uploads)
          .where(eq(uploads.consultationId, id))
          .orderBy(asc(uploads.createdAt))
      : [],
    db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadKind, kind), eq(leadEvents.leadId, id)))
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id)),
  ]);
  return { ...base, documents, events };
}

async function readLeadRow(db: Tx, kind: LeadKind, id: string) {
  const common = (r: {
    id: string;
    createdAt: Date;
    status: string;
    version: number;
    statusChangedAt: Date | null;
    assigneeId: string | null;
  }) => ({
    id: r.id,
    createdAt: r.createdAt,
    status: r.status,
    version: r.version,
    statusChangedAt: r.statusChangedAt,
    assigneeId: r.assigneeId,
  });
  if (kind === "consultation") {
    const [r] = await db.select().from(consultationRequests).where(eq(consultationRequests.id, id));
    if (!r) return null;
    return {
      ...common(r),
      kind: (r.source === "chat" ? "chat" : "consultation") as InboxKind,
      leadKind: kind,
      name: r.fullName,
      email: r.email,
      text: r.details,
      transcript: r.transcript ?? null,
      fields: [
        { label: "Name", value: r.fullName },
        { label: "E-mail", value: r.email, href: `mailto:${r.email}` },
        { label: "Phone", value: r.phone, href: `tel:${r.phone}` },
        { label: "City", value: r.city },
        { label: "Service", value: r.serviceType },
        { label: "Came from", value: r.source },
        // The short reference the visitor was given (issue 27); older requests have none.
        ...(r.reference ? [{ label: "Reference", value: r.reference }] : []),
      ],
    };
  }
  if (kind === "contact") {
    const [r] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!r) return null;
    return {
      ...common(r),
      kind: "contact" as InboxKind,
      leadKind: kind,
      name: r.fullName,
      email: r.email,
      text: r.message,
      transcript: null,
      fields: [
        { label: "Name", value: r.fullName },
        { label: "E-mail", value: r.email, href: `mailto:${r.email}` },
        { label: "Phone", value: r.phone, href: `tel:${r.phone}` },
        { label: "Subject", value: r.subject },
      ],
    };
  }
  const [r] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  if (!r) return null;
  return {
    ...common(r),
    kind: "subscriber" as InboxKind,
    leadKind: kind,
    name: "",
    email: r.email,
    text: "",
    transcript: null,
    fields: [
      { label: "E-mail", value: r.email, href: `mailto:${r.email}` },
      { label: "Signed up from", value: r.source },
    ],
  };
}

/** Active staff, for the assignee list. */
export async function listAssignableStaff(db: Db) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(eq(staffUsers.active, true))
    .orderBy(asc(staffUsers.name));
}

/* ---------------------------------------------------------------- staff actions */

export type ActionResult = { ok: true; message: string } | { ok: false; message: string; stale?: true; notFound?: true };

type ActionContext = { kind: LeadKind; id: string; actor: Actor; ip: string };

const NOT_FOUND: ActionResult = { ok: false, message: "This item no longer exists.", notFound: true };

/** The refusal when the page was out of date: who changed the item, to what, and when. */
async function staleMessage(tx: Tx, kind: LeadKind, id: string): Promise<string> {
  const [last] = await tx
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.leadKind, kind), eq(leadEvents.leadId, id)))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
    .limit(1);
  const who = last ? ` ${last.actorLabel} ${describeEvent(last)}` : "";
  return `Someone else changed this item first.${who ? ` Latest:${who}.` : ""} Your change was not saved; the page now shows the current state, so check it and try again.`;
}

function describeEvent(e: { action: string; fromStatus: string | null; toStatus: string | null; note: string }) {
  if (e.action === "status") return `changed the status to ${statusLabel(e.toStatus ?? "").toLowerCase()}`;
  if (e.action === "assign") return e.note ? `assigned it to ${e.note}` : "removed the assignee";
  return e.action === "note" ? "added a note" : e.action === "reply" ? "sent a reply" : "added to it";
}

const audit = (tx: Tx, c: ActionContext, action: string, detail: Record<string, unknown>) =>
  recordAudit(tx, {
    actor: { kind: "staff", id: c.actor.id, label: c.actor.name },
    action,
    target: { kind: c.kind, id: c.id },
    ip: c.ip,
    detail,
  });

const event = (tx: Tx, c: ActionContext, values: { action: string; fromStatus?: string; toStatus?: string; note?: string }) =>
  tx.insert(leadEvents).values({
    leadKind: c.kind,
    leadId: c.id,
    actorKind: "staff",
    actorId: c.actor.id,
    actorLabel: c.actor.name,
    action: values.action,
    fromStatus: values.fromStatus ?? null,
    toStatus: values.toStatus ?? null,
    note: values.note ?? "",
  });

/**
 * Moves an item along the workflow if the page's `version` is still current: writes the status, a
 * status event (with the note) and an audit entry. A stale version is refused, never overwritten.
 */
export async function changeLeadStatus(
  db: Db,
  c: ActionContext & { version: number; status: LeadStatus; note: string },
): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const current = await readLeadRow(tx, c.kind, c.id);
    if (!current) return NOT_FOUND;
    if (current.version !== c.version) return { ok: false, stale: true, message: await staleMessage(tx, c.kind, c.id) };
    const problem = statusProblem(current.status, c.status, c.note);
    if (problem) return { ok: false, message: problem };
    const updated = rowsOf<{ version: number }>(
      await tx.execute(sql`update ${sql.identifier(TABLE[c.kind])}
        set status = ${c.status}, version = version + 1, status_changed_at = now()
        where id = ${c.id} and version = ${c.version} returning version`),
    );
    // Someone committed between our read and this update: the WHERE on version kept their change.
    if (updated.length === 0) return { ok: false, stale: true, message: await staleMessage(tx, c.kind, c.id) };
    await event(tx, c, { action: "status", fromStatus: current.status, toStatus: c.status, note: c.note });
    await audit(tx, c, "lead.status", { from: current.status, to: c.status, note: c.note || undefined });
    return { ok: true, message: `Marked ${statusLabel(c.status).toLowerCase()}.` };
  });
}

/** Sets or clears the assignee (an active staff member) if `version` is current; event + audit. */
export async function assignLead(
  db: Db,
  c: ActionContext & { version: number; assigneeId: string | null },
): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const current = await readLeadRow(tx, c.kind, c.id);
    if (!current) return NOT_FOUND;
    if (current.version !== c.version) return { ok: false, stale: true, message: await staleMessage(tx, c.kind, c.id) };
    let name = "";
    if (c.assigneeId) {
      const [staff] = await tx
        .select({ name: staffUsers.name })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, c.assigneeId), eq(staffUsers.active, true)));
      if (!staff) return { ok: false, message: "Choose an active staff member from the list." };
      name = staff.name;
    }
    if (current.assigneeId === c.assigneeId)
      return { ok: false, message: name ? `It is already assigned to ${name}.` : "It has no assignee." };
    const updated = rowsOf<{ version: number }>(
      await tx.execute(sql`update ${sql.identifier(TABLE[c.kind])}
        set assignee_id = ${c.assigneeId}, version = version + 1
        where id = ${c.id} and version = ${c.version} returning version`),
    );
    if (updated.length === 0) return { ok: false, stale: true, message: await staleMessage(tx, c.kind, c.id) };
    await event(tx, c, { action: "assign", note: name });
    await audit(tx, c, "lead.assign", { assignee: c.assigneeId, name: name || null });
    return { ok: true, message: name ? `Assigned to ${name}.` : "Assignee removed." };
  });
}

/** Adds a staff note to the item's history (notes never conflict, so no version); audited. */
export async function addLeadNote(db: Db, c: ActionContext & { note: string }): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    if (!(await readLeadRow(tx, c.kind, c.id))) return NOT_FOUND;
    await event(tx, c, { action: "note", note: c.note });
    await audit(tx, c, "lead.note", { length: c.note.length });
    return { ok: true, message: "Note added." };
  });
}

/**
 * Queues an e-mail reply to the person who sent the item (through the outbox, like every e-mail),
 * records it in the history and the audit log, all in one transaction.
 */
export async function replyToLead(db: Db, c: ActionContext & { subject: string; message: string }): Promise<ActionResult> {
  const { site } = loadContent();
  return db.transaction(async (tx) => {
    const lead = await readLeadRow(tx, c.kind, c.id);
    if (!lead) return NOT_FOUND;
    const greeting = lead.name ? `Dear ${lead.name},\n\n` : "";
    const [outboxId] = await enqueueMail(tx, "reply", [
      {
        to: lead.email,
        subject: c.subject,
        replyTo: site.email,
        text: `${greeting}${c.message}\n\n${c.actor.name}\n${site.name}\n${site.phones.join(" · ")} · ${site.email}\n`,
      },
    ]);
    await event(tx, c, { action: "reply", note: `${c.subject}\n\n${c.message}` });
    await audit(tx, c, "lead.reply", { to: lead.email, subject: c.subject, outboxId });
    return { ok: true, message: `Reply to ${lead.email} queued; the outbox sends it within a minute.` };
  });
}
