import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#app/db/client.server.ts";
import { consultationRequests, contactMessages, leadEvents, payments, uploads } from "#app/db/schema.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { serviceTypeLabel } from "#app/features/leads/consultation-schema.ts";
import { subjectLabel } from "#app/features/leads/contact-schema.ts";
import { insertUpload } from "#app/features/leads/leads.server.ts";
import { claimUploadQuota, UploadQuotaExceeded } from "#app/features/leads/upload-quota.server.ts";
import type { Upload } from "#app/features/leads/uploads.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { discardUpload, placeUpload, type UploadStorage } from "#app/features/storage/upload-storage.server.ts";
import type { ClientAccount } from "./accounts.server.ts";
import { normalizeClientEmail } from "./accounts.server.ts";
import { CLOSED_REQUEST_MESSAGE, type ClientLeadKind, ClientMessageSchema, isOpenStatus, LEAD_KINDS } from "./portal-schema.ts";

/**
 * What a signed-in client sees and adds on one request (issue 13). Every function takes the
 * account and matches rows by its verified e-mail; a row of another e-mail is treated exactly like a
 * row that does not exist (null → the route answers 404), so ids reveal nothing.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | undefined): value is string => !!value && UUID.test(value);
export const isLeadKind = (value: string | undefined): value is ClientLeadKind =>
  (LEAD_KINDS as readonly string[]).includes(value ?? "");

/** The events a client sees on their timeline (decision 050): internal notes and assignment stay with staff. */
export const CLIENT_VISIBLE_ACTIONS = ["status", "reply", "client_message", "client_upload"] as const;

/**
 * The words of an event the client may read. A status change is visible, but the note staff type with
 * it (the reason for closing, for instance) is written for the team and never reaches the client
 * (issue 25); replies and the client's own entries are theirs to read.
 */
export const clientEventText = (action: string, note: string): string => (action === "status" ? "" : note);

export type ClientLead = {
  kind: ClientLeadKind;
  id: string;
  title: string;
  status: string;
  createdAt: Date;
  /** When staff last changed the status; the creation date until they do. */
  lastChangeAt: Date;
  /** What the client wrote when they sent it. */
  summary: string;
  open: boolean;
};

const ownedBy = (column: PgColumn, account: ClientAccount) => sql`lower(${column}) = ${normalizeClientEmail(account.email)}`;

/** One of the client's requests or messages, or null when it does not exist or is not theirs. */
export async function getClientLead(db: Db, account: ClientAccount, kind: string, id: string): Promise<ClientLead | null> {
  if (!isLeadKind(kind) || !isUuid(id)) return null;
  if (kind === "consultation") {
    const [row] = await db
      .select()
      .from(consultationRequests)
      .where(and(eq(consultationRequests.id, id), ownedBy(consultationRequests.email, account)));
    if (!row) return null;
    return {
      kind,
      id: row.id,
      title: `Consultation: ${serviceTypeLabel(row.serviceType)}`,
      status: row.status,
      createdAt: row.createdAt,
      lastChangeAt: row.statusChangedAt ?? row.createdAt,
      summary: row.details,
      open: isOpenStatus(row.status),
    };
  }
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), ownedBy(contactMessages.email, account)));
  if (!row) return null;
  return {
    kind,
    id: row.id,
    title: `Message: ${subjectLabel(row.subject)}`,
    status: row.status,
    createdAt: row.createdAt,
    lastChangeAt: row.statusChangedAt ?? row.createdAt,
    summary: row.message,
    open: isOpenStatus(row.status),
  };
}

export type TimelineEntry = {
  id: string;
  at: Date;
  action: "created" | (typeof CLIENT_VISIBLE_ACTIONS)[number];
  who: "you" | "staff";
  fromStatus: string | null;
  toStatus: string | null;
  text: string;
};

/** The request's history as the client may see it, oldest first, starting with its creation. */
export async function clientTimeline(db: Db, lead: ClientLead): Promise<TimelineEntry[]> {
  const rows = await db
    .select()
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.leadKind, lead.kind),
        eq(leadEvents.leadId, lead.id),
        inArray(leadEvents.action, [...CLIENT_VISIBLE_ACTIONS]),
      ),
    )
    .orderBy(asc(leadEvents.createdAt));
  return [
    { id: lead.id, at: lead.createdAt, action: "created", who: "you", fromStatus: null, toStatus: null, text: lead.summary },
    ...rows.map(
      (e): TimelineEntry => ({
        id: e.id,
        at: e.createdAt,
        action: e.action as TimelineEntry["action"],
        // Staff actions are shown as the firm's, not by name: the client deals with the firm.
        who: e.actorKind === "client" ? "you" : "staff",
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        text: clientEventText(e.action, e.note),
      }),
    ),
  ];
}

/** The documents on one of the client's consultation requests (metadata only). */
export async function listLeadDocuments(db: Db, lead: ClientLead) {
  if (lead.kind !== "consultation") return [];
  return db
    .select({
      id: uploads.id,
      filename: uploads.filename,
      size: uploads.size,
      addedBy: uploads.addedBy,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(eq(uploads.consultationId, lead.id))
    .orderBy(asc(uploads.createdAt));
}

/** One document with its bytes, or null when it does not exist or belongs to another e-mail's request. */
export async function getClientDocument(db: Db, account: ClientAccount, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: uploads.id,
      filename: uploads.filename,
      contentType: uploads.contentType,
      storageKey: uploads.storageKey,
    })
    .from(uploads)
    .innerJoin(consultationRequests, eq(consultationRequests.id, uploads.consultationId))
    .where(and(eq(uploads.id, id), ownedBy(consultationRequests.email, account)));
  return row ?? null;
}

type AddResult = { ok: true } | { ok: false; status: 400 | 404 | 409 | 429; message: string };

/**
 * Adds the client's message to an open request: a `client_message` event (so the staff inbox marks
 * the lead as waiting on us) and a notification to the firm's inbox, in one transaction.
 */
export async function addClientMessage(
  db: Db,
  account: ClientAccount,
  { kind, id, message }: { kind: string; id: string; message: unknown },
): Promise<AddResult> {
  const lead = await getClientLead(db, account, kind, id);
  if (!lead) return { ok: false, status: 404, message: "Not found" };
  if (!lead.open) return { ok: false, status: 409, message: CLOSED_REQUEST_MESSAGE };
  const parsed = ClientMessageSchema.safeParse({ message });
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0]?.message ?? "Check the message." };
  const text = parsed.data.message;
  await db.transaction(async (tx) => {
    await tx.insert(leadEvents).values({
      leadKind: lead.kind,
      leadId: lead.id,
      actorKind: "client",
      actorId: account.id,
      actorLabel: account.name || account.email,
      action: "client_message",
      note: text,
    });
    await enqueueMail(tx, "client-message", [
      {
        toStaff: true,
        replyTo: account.email,
        subject: `Client message on ${lead.title} from ${account.name || account.email}`,
        text: [
          `${account.name || account.email} (${account.email}) wrote from the client portal:`,
          "",
          text,
          "",
          `${lead.kind === "consultation" ? "Consultation request" : "Contact message"} ${lead.id} (status: ${lead.status}).`,
        ].join("\n"),
      },
    ]);
  });
  return { ok: true };
}

/**
 * Adds a checked document (same rules as the consultation form: uploads.server.ts) to an open
 * consultation request: the upload (added_by 'client'), a `client_upload` event and a notice to the
 * firm with the document attached, in one transaction; refused (429) past the daily upload quota.
 */
export async function addClientUpload(
  db: Db,
  account: ClientAccount,
  { id, upload }: { id: string; upload: Upload },
  storage: UploadStorage = { kind: "database" },
): Promise<AddResult> {
  const lead = await getClientLead(db, account, "consultation", id);
  if (!lead) return { ok: false, status: 404, message: "Not found" };
  if (!lead.open) return { ok: false, status: 409, message: CLOSED_REQUEST_MESSAGE };
  // Object storage first (decision 063): the row is written only once the document is safe.
  const placed = await placeUpload(storage, upload);
  try {
    await db.transaction(async (tx) => {
      await claimUploadQuota(tx, account.email, upload.bytes.byteLength);
      const row = await insertUpload(tx, lead.id, upload, placed, "client");
      await tx.insert(leadEvents).values({
        leadKind: "consultation",
        leadId: lead.id,
        actorKind: "client",
        actorId: account.id,
        actorLabel: account.name || account.email,
        action: "client_upload",
        note: upload.filename,
      });
      await enqueueMail(tx, "client-upload", [
        {
          toStaff: true,
          replyTo: account.email,
          subject: `Client document on ${lead.title} from ${account.name || account.email}`,
          text: `${account.name || account.email} (${account.email}) added ${upload.filename} from the client portal to consultation request ${lead.id}. It is attached.`,
          attachments: [{ uploadId: row.id, filename: upload.filename, contentType: upload.contentType }],
        },
      ]);
    });
  } catch (error) {
    await discardUpload(storage, placed);
    if (error instanceof UploadQuotaExceeded) return { ok: false, status: 429, message: error.message };
    throw error;
  }
  return { ok: true };
}

/** The client's payments (matched by the e-mail given at checkout), newest first. */
export async function listClientPayments(db: Tx, account: ClientAccount) {
  return db.select().from(payments).where(ownedBy(payments.customerEmail, account)).orderBy(desc(payments.createdAt));
}

/** One of the client's payments, or null when it does not exist or was made with another e-mail. */
export async function getClientPayment(db: Db, account: ClientAccount, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), ownedBy(payments.customerEmail, account)));
  return row ?? null;
}
