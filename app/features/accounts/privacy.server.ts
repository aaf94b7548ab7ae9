import { createHash } from "node:crypto";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#app/db/client.server.ts";
import {
  auditLog,
  calendarSubscribers,
  callBookings,
  clientAccounts,
  consultationRequests,
  contactMessages,
  leadEvents,
  loginCodes,
  newsletterSubscribers,
  outboxMessages,
  rateLimits,
  scheduledJobs,
  sessions,
  uploads,
} from "#app/db/schema.server.ts";
import { recordAudit } from "#app/features/auth/audit.server.ts";
import { destroySubjectSessions } from "#app/features/auth/session.server.ts";
import { eraseClientCases, exportClientCases } from "#app/features/cases/case-privacy.server.ts";
import { eraseClientQuotes, exportClientQuotes } from "#app/features/cases/quote-privacy.server.ts";
import { discardUpload, type UploadStorage } from "#app/features/storage/upload-storage.server.ts";
import { type ClientAccount, normalizeClientEmail } from "./accounts.server.ts";
import { CLIENT_VISIBLE_ACTIONS, clientEventText, listClientPayments } from "./portal.server.ts";

/**
 * The client's rights under the DPDP Act 2023 (decision 051): a copy of their data (s.11, access)
 * and erasure (s.12(3)) of everything no law makes us keep. Payment records are kept: the CGST Act
 * 2017 s.36 makes a registered person retain accounts and records for 72 months from the due date
 * of the annual return for the year, and DPDP s.8(7) / s.12(3) allow retention that a law requires.
 */
export const KEPT_REASON =
  "Payment records are kept because Indian tax law requires us to: under section 36 of the CGST Act, 2017 we must keep accounts and records for 72 months from the due date of the annual GST return for that year (and the Income-tax Act asks for books of account too). The DPDP Act, 2023 allows data to be kept when a law requires it. They are used for nothing else and erased when the period ends.";

const ofEmail = (column: PgColumn, email: string) => sql`lower(${column}) = ${email}`;

/** Everything we hold about the client, as one JSON-ready object. Writes an audit entry. */
export async function exportClientData(db: Db, account: ClientAccount, { ip, now = new Date() }: { ip: string; now?: Date }) {
  const email = normalizeClientEmail(account.email);
  const [accountRow] = await db.select().from(clientAccounts).where(eq(clientAccounts.id, account.id));
  const requests = await db
    .select()
    .from(consultationRequests)
    .where(ofEmail(consultationRequests.email, email))
    .orderBy(asc(consultationRequests.createdAt));
  const messages = await db
    .select()
    .from(contactMessages)
    .where(ofEmail(contactMessages.email, email))
    .orderBy(asc(contactMessages.createdAt));
  const documents = requests.length
    ? await db
        .select({
          id: uploads.id,
          consultationId: uploads.consultationId,
          filename: uploads.filename,
          contentType: uploads.contentType,
          size: uploads.size,
          addedBy: uploads.addedBy,
          createdAt: uploads.createdAt,
        })
        .from(uploads)
        .where(
          inArray(
            uploads.consultationId,
            requests.map((r) => r.id),
          ),
        )
    : [];
  const leadIds = [...requests.map((r) => r.id), ...messages.map((m) => m.id)];
  const events = leadIds.length
    ? await db
        .select({
          leadKind: leadEvents.leadKind,
          leadId: leadEvents.leadId,
          action: leadEvents.action,
          by: leadEvents.actorKind,
          fromStatus: leadEvents.fromStatus,
          toStatus: leadEvents.toStatus,
          text: leadEvents.note,
          at: leadEvents.createdAt,
        })
        .from(leadEvents)
        .where(and(inArray(leadEvents.leadId, leadIds), inArray(leadEvents.action, [...CLIENT_VISIBLE_ACTIONS])))
        .orderBy(asc(leadEvents.createdAt))
    : [];
  const newsletter = await db
    .select({ email: newsletterSubscribers.email, source: newsletterSubscribers.source, since: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(ofEmail(newsletterSubscribers.email, email));
  const calendar = await db
    .select({
      profiles: calendarSubscribers.profiles,
      stateGroup: calendarSubscribers.stateGroup,
      leadDays: calendarSubscribers.leadDays,
      confirmedAt: calendarSubscribers.confirmedAt,
      unsubscribedAt: calendarSubscribers.unsubscribedAt,
      since: calendarSubscribers.createdAt,
    })
    .from(calendarSubscribers)
    .where(ofEmail(calendarSubscribers.email, email));
  const calls = await db
    .select({
      startsAt: callBookings.startsAt,
      topic: callBookings.topic,
      status: callBookings.status,
      name: callBookings.fullName,
      phone: callBookings.phone,
      bookedAt: callBookings.createdAt,
    })
    .from(callBookings)
    .where(ofEmail(callBookings.email, email))
    .orderBy(asc(callBookings.startsAt));
  const paymentRows = await listClientPayments(db, account);
  const sessionRows = await db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.subjectKind, "client"), eq(sessions.subjectId, account.id)));
  const activity = await db
    .select({ action: auditLog.action, ip: auditLog.ip, at: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.actorKind, "client"), eq(auditLog.actorId, account.id)))
    .orderBy(asc(auditLog.createdAt));
  await recordAudit(db, { actor: { kind: "client", id: account.id, label: email }, action: "client.data_exported", ip });
  return {
    exportedAt: now.toISOString(),
    about:
      "Your personal data held by Nyayik Legal & Compliance, as of the date above (DPDP Act 2023, s.11). Uploaded documents are listed; download them from your account page.",
    account: accountRow
      ? { email: accountRow.email, name: accountRow.name, verifiedAt: accountRow.verifiedAt, createdAt: accountRow.createdAt }
      : null,
    consultationRequests: requests.map((r) => ({
      id: r.id,
      fullName: r.fullName,
      email: r.email,
      phone: r.phone,
      city: r.city,
      serviceType: r.serviceType,
      details: r.details,
      source: r.source,
      chatTranscript: r.transcript,
      status: r.status,
      statusChangedAt: r.statusChangedAt,
      createdAt: r.createdAt,
    })),
    contactMessages: messages.map((m) => ({
      id: m.id,
      fullName: m.fullName,
      email: m.email,
      phone: m.phone,
      subject: m.subject,
      message: m.message,
      status: m.status,
      statusChangedAt: m.statusChangedAt,
      createdAt: m.createdAt,
    })),
    documents,
    timeline: events.map((e) => ({ ...e, text: clientEventText(e.action, e.text) })),
    cases: await exportClientCases(db, email),
    quotes: await exportClientQuotes(db, email),
    newsletter,
    complianceReminders: calendar,
    bookedCalls: calls,
    payments: paymentRows.map((p) => ({
      id: p.id,
      service: p.serviceTitle,
      amountPaise: p.amountPaise,
      coupon: p.coupon,
      name: p.customerName,
      email: p.customerEmail,
      phone: p.customerPhone,
      status: p.status,
      gatewayPaymentId: p.gatewayPaymentId,
      paidAt: p.paidAt,
      createdAt: p.createdAt,
    })),
    sessions: sessionRows,
    signInActivity: activity,
  };
}

export type ErasureSummary = {
  consultationRequests: number;
  contactMessages: number;
  documents: number;
  timelineEvents: number;
  newsletter: number;
  emails: number;
  paymentsKept: number;
  /** Cases whose personal content was erased (the bare rows stay with the payments). */
  cases: number;
};

/**
 * Erases the client's personal data in one transaction: requests (and their documents and history),
 * contact messages, newsletter entry, booked calls, compliance-reminder subscription and its pending reminders, queued and sent e-mails to or from them, sign-in codes and
 * counters, sessions and the account. Payments are kept (KEPT_REASON). Earlier audit entries keep
 * what happened and when but lose the e-mail; the erasure itself is audited under a SHA-256 of the
 * e-mail, so a later question "was I erased?" can be answered without keeping the address.
 */
export async function eraseClientData(
  db: Db,
  account: ClientAccount,
  { ip, storage = { kind: "database" } }: { ip: string; storage?: UploadStorage },
): Promise<ErasureSummary> {
  const email = normalizeClientEmail(account.email);
  const emailHash = createHash("sha256").update(email).digest("hex");
  const label = `erased client ${emailHash.slice(0, 12)}`;
  const { summary, objects } = await db.transaction(async (tx) => {
    const requests = await tx
      .select({ id: consultationRequests.id })
      .from(consultationRequests)
      .where(ofEmail(consultationRequests.email, email));
    const messages = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(ofEmail(contactMessages.email, email));
    const requestIds = requests.map((r) => r.id);
    const leadIds = [...requestIds, ...messages.map((m) => m.id)];
    const documents = requestIds.length
      ? await tx
          .delete(uploads)
          .where(inArray(uploads.consultationId, requestIds))
          .returning({ id: uploads.id, storageKey: uploads.storageKey })
      : [];
    const events = leadIds.length
      ? await tx.delete(leadEvents).where(inArray(leadEvents.leadId, leadIds)).returning({ id: leadEvents.id })
      : [];
    if (requestIds.length) await tx.delete(consultationRequests).where(inArray(consultationRequests.id, requestIds));
    // Booked free calls (features/booking) hold the same name, e-mail and phone; their links go with them.
    await tx.delete(callBookings).where(ofEmail(callBookings.email, email));
    // Compliance reminders (features/calendar): the subscription, and its reminders not yet sent.
    const subscriptions = await tx
      .delete(calendarSubscribers)
      .where(ofEmail(calendarSubscribers.email, email))
      .returning({ id: calendarSubscribers.id });
    for (const { id } of subscriptions)
      await tx.delete(scheduledJobs).where(sql`${scheduledJobs.payload}->>'subscriberId' = ${id}`);
    if (messages.length)
      await tx.delete(contactMessages).where(
        inArray(
          contactMessages.id,
          messages.map((m) => m.id),
        ),
      );
    const newsletter = await tx
      .delete(newsletterSubscribers)
      .where(ofEmail(newsletterSubscribers.email, email))
      .returning({ id: newsletterSubscribers.id });
    // E-mails to them, and staff notices that name them as the reply address; delivery records
    // of payment receipts are not the payment record (the payments table is).
    const emails = await tx
      .delete(outboxMessages)
      .where(
        or(sql`lower(${outboxMessages.payload}->>'to') = ${email}`, sql`lower(${outboxMessages.payload}->>'replyTo') = ${email}`),
      )
      .returning({ id: outboxMessages.id });
    // Cases (issue 25): their personal content goes; the bare row stays with the kept payment.
    const erasedCases = await eraseClientCases(tx, email, label);
    // Quotes (issue 25): unpaid ones go; a paid one stays with its kept payment, without the name.
    const erasedQuotes = await eraseClientQuotes(tx, email, label);
    await tx.delete(loginCodes).where(eq(loginCodes.email, email));
    await tx.delete(rateLimits).where(eq(rateLimits.key, `client-code-email:${email}`));
    await destroySubjectSessions(tx, "client", account.id);
    await tx.delete(clientAccounts).where(eq(clientAccounts.id, account.id));
    await tx
      .update(auditLog)
      .set({ actorLabel: label })
      .where(and(eq(auditLog.actorKind, "client"), eq(auditLog.actorId, account.id)));
    const kept = await listClientPayments(tx, account);
    const summary: ErasureSummary = {
      consultationRequests: requests.length,
      contactMessages: messages.length,
      documents: documents.length,
      timelineEvents: events.length,
      newsletter: newsletter.length,
      emails: emails.length,
      paymentsKept: kept.length,
      cases: erasedCases.cases,
    };
    await recordAudit(tx, {
      actor: { kind: "client", id: account.id, label },
      action: "client.erased",
      ip,
      detail: { emailSha256: emailHash, ...summary, quotes: erasedQuotes, keptPaymentIds: kept.map((p) => p.id) },
    });
    return { summary, objects: [...documents.filter((d) => d.storageKey), ...erasedCases.objects] };
  });
  // Documents kept in object storage go once their rows are gone (a failed delete is logged, not fatal).
  for (const o of objects) await discardUpload(storage, { id: o.id, bytes: null, storageKey: o.storageKey });
  return summary;
}
