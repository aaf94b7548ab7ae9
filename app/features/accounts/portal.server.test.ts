import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  auditLog,
  clientAccounts,
  consultationRequests,
  contactMessages,
  leadEvents,
  loginCodes,
  newsletterSubscribers,
  outboxMessages,
  payments,
  sessions,
  uploads,
} from "#app/db/schema.server.ts";
import { signedInClient } from "../../../tests/support/auth.ts";
import { DATABASES, fileDatabases } from "../../../tests/support/test-db.ts";
import { requestLoginCode } from "./accounts.server.ts";
import { addClientMessage, addClientUpload, clientTimeline, getClientLead } from "./portal.server.ts";
import { CLOSED_REQUEST_MESSAGE } from "./portal-schema.ts";
import { eraseClientData, exportClientData } from "./privacy.server.ts";

const dbFor = fileDatabases({ beforeAll, afterAll });
type Db = Awaited<ReturnType<typeof dbFor>>["db"];

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n");

async function makeRequest(db: Db, email: string, values: Partial<typeof consultationRequests.$inferInsert> = {}) {
  const [row] = await db
    .insert(consultationRequests)
    .values({ fullName: "Asha Verma", email, phone: "+919876543210", city: "Ranchi", serviceType: "gst", ...values })
    .returning();
  if (!row) throw new Error("no request");
  return row;
}

async function makePayment(db: Db, email: string) {
  const [row] = await db
    .insert(payments)
    .values({
      slug: "gst-registration",
      serviceTitle: "GST Registration",
      actualPaise: 99900,
      amountPaise: 79900,
      customerName: "Asha Verma",
      customerEmail: email,
      customerPhone: "+919876543210",
      status: "paid",
      gateway: "test-gateway",
      paidAt: new Date(),
    })
    .returning();
  if (!row) throw new Error("no payment");
  return row;
}

for (const kind of DATABASES) {
  test(`${kind}: the timeline shows status changes, replies and the client's own entries, never internal notes`, async () => {
    const { db } = await dbFor(kind);
    const { account } = await signedInClient(db);
    const request = await makeRequest(db, account.email);
    const event = { leadKind: "consultation" as const, leadId: request.id, actorLabel: "Sunil", actorKind: "staff" as const };
    await db.insert(leadEvents).values([
      { ...event, action: "note", note: "Client sounded unsure; check PAN" },
      { ...event, action: "assign", note: "to Sunil" },
      { ...event, action: "status", fromStatus: "new", toStatus: "contacted" },
      { ...event, action: "reply", note: "We called you; please send the notice." },
    ]);
    const lead = await getClientLead(db, account, "consultation", request.id);
    if (!lead) throw new Error("lead not found");
    const timeline = await clientTimeline(db, lead);
    expect(timeline.map((e) => e.action)).toEqual(["created", "status", "reply"]);
    expect(JSON.stringify(timeline)).not.toContain("check PAN");
    expect(timeline.every((e) => !JSON.stringify(e).includes("Sunil"))).toBe(true);
  });

  test(`${kind}: another client's request is not found, whatever the id's form`, async () => {
    const { db } = await dbFor(kind);
    const me = await signedInClient(db);
    const other = await signedInClient(db);
    const theirs = await makeRequest(db, other.account.email.toUpperCase());
    expect(await getClientLead(db, me.account, "consultation", theirs.id)).toBeNull();
    expect(await getClientLead(db, other.account, "consultation", theirs.id)).not.toBeNull();
    expect(await getClientLead(db, me.account, "consultation", "not-a-uuid")).toBeNull();
    expect(await getClientLead(db, other.account, "subscriber", theirs.id)).toBeNull();
  });

  test(`${kind}: a client message is stored as a client event and notifies staff; an empty one changes nothing`, async () => {
    const { db } = await dbFor(kind);
    const { account } = await signedInClient(db, { name: "Asha Verma" });
    const request = await makeRequest(db, account.email);
    const before = (await db.select().from(outboxMessages)).length;
    expect(await addClientMessage(db, account, { kind: "consultation", id: request.id, message: "   " })).toEqual({
      ok: false,
      status: 400,
      message: "Write your message before sending.",
    });
    expect(
      await addClientMessage(db, account, { kind: "consultation", id: request.id, message: "x".repeat(2001) }),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, request.id))).toHaveLength(0);
    expect(
      await addClientMessage(db, account, { kind: "consultation", id: request.id, message: " The notice came today. " }),
    ).toEqual({
      ok: true,
    });
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, request.id));
    expect(events.map((e) => [e.action, e.actorKind, e.actorId, e.note])).toEqual([
      ["client_message", "client", account.id, "The notice came today."],
    ]);
    const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, "client-message"));
    expect((await db.select().from(outboxMessages)).length).toBe(before + 1);
    expect(mails.at(-1)?.payload).toMatchObject({ toStaff: true, replyTo: account.email });
    expect(String(mails.at(-1)?.payload.text)).toContain("The notice came today.");
  });

  test(`${kind}: a closed request takes no message or document`, async () => {
    const { db } = await dbFor(kind);
    const { account } = await signedInClient(db);
    const request = await makeRequest(db, account.email, { status: "closed" });
    const [message] = await db
      .insert(contactMessages)
      .values({ fullName: "A", email: account.email, phone: "1", subject: "general", message: "m", status: "converted" })
      .returning();
    expect(await addClientMessage(db, account, { kind: "consultation", id: request.id, message: "hello" })).toEqual({
      ok: false,
      status: 409,
      message: CLOSED_REQUEST_MESSAGE,
    });
    expect(await addClientMessage(db, account, { kind: "contact", id: message?.id ?? "", message: "hello" })).toMatchObject({
      status: 409,
    });
    const upload = { filename: "a.pdf", contentType: "application/pdf", bytes: PDF };
    expect(await addClientUpload(db, account, { id: request.id, upload })).toMatchObject({ ok: false, status: 409 });
    expect(await db.select().from(uploads).where(eq(uploads.consultationId, request.id))).toHaveLength(0);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, request.id))).toHaveLength(0);
  });

  test(`${kind}: a client upload is stored as added by the client, with an event and a staff notice carrying it`, async () => {
    const { db } = await dbFor(kind);
    const { account } = await signedInClient(db);
    const request = await makeRequest(db, account.email, { status: "contacted" });
    const upload = { filename: "notice.pdf", contentType: "application/pdf", bytes: PDF };
    expect(await addClientUpload(db, account, { id: request.id, upload })).toEqual({ ok: true });
    const [row] = await db.select().from(uploads).where(eq(uploads.consultationId, request.id));
    expect([row?.filename, row?.addedBy, row?.size]).toEqual(["notice.pdf", "client", PDF.byteLength]);
    const [event] = await db.select().from(leadEvents).where(eq(leadEvents.leadId, request.id));
    expect([event?.action, event?.actorKind, event?.note]).toEqual(["client_upload", "client", "notice.pdf"]);
    const [mail] = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, "client-upload"));
    expect(mail?.payload).toMatchObject({ toStaff: true, attachments: [{ uploadId: row?.id, filename: "notice.pdf" }] });
  });

  test(`${kind}: the data export holds the client's records and no one else's, and is audited`, async () => {
    const { db } = await dbFor(kind);
    const { account } = await signedInClient(db, { name: "Asha Verma" });
    const other = await signedInClient(db);
    const mine = await makeRequest(db, account.email.toUpperCase(), { details: "GST notice for FY 2024-25" });
    await makeRequest(db, other.account.email, { details: "someone else's secret" });
    await db
      .insert(uploads)
      .values({ consultationId: mine.id, filename: "notice.pdf", contentType: "application/pdf", size: 3, bytes: PDF });
    await db.insert(leadEvents).values([
      { leadKind: "consultation", leadId: mine.id, actorKind: "staff", actorLabel: "S", action: "note", note: "internal" },
      { leadKind: "consultation", leadId: mine.id, actorKind: "staff", actorLabel: "S", action: "status", toStatus: "contacted" },
    ]);
    await db.insert(newsletterSubscribers).values({ email: account.email, source: "footer" });
    const payment = await makePayment(db, account.email);
    await makePayment(db, other.account.email);
    const exported = await exportClientData(db, account, { ip: "198.51.100.1" });
    const json = JSON.parse(JSON.stringify(exported));
    expect(json.account.email).toBe(account.email);
    expect(json.consultationRequests.map((r: { id: string }) => r.id)).toEqual([mine.id]);
    expect(json.consultationRequests[0].details).toBe("GST notice for FY 2024-25");
    expect(json.documents.map((d: { filename: string }) => d.filename)).toEqual(["notice.pdf"]);
    expect(json.timeline.map((e: { action: string }) => e.action)).toEqual(["status"]);
    expect(json.newsletter).toHaveLength(1);
    expect(json.payments.map((p: { id: string }) => p.id)).toEqual([payment.id]);
    expect(json.sessions).toHaveLength(1);
    expect(JSON.stringify(json)).not.toContain("someone else's secret");
    expect(JSON.stringify(json)).not.toContain(other.account.email);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, account.id), eq(auditLog.action, "client.data_exported")));
    expect(audit).toHaveLength(1);
  });

  test(`${kind}: erasure removes requests, documents, history, messages, subscription, mail, codes, sessions and the account, keeps payments, and is audited`, async () => {
    const { db } = await dbFor(kind);
    const { account } = await signedInClient(db);
    const other = await signedInClient(db);
    const mine = await makeRequest(db, account.email);
    const theirs = await makeRequest(db, other.account.email);
    await db
      .insert(uploads)
      .values({ consultationId: mine.id, filename: "a.pdf", contentType: "application/pdf", size: 3, bytes: PDF });
    await db
      .insert(uploads)
      .values({ consultationId: theirs.id, filename: "b.pdf", contentType: "application/pdf", size: 3, bytes: PDF });
    await addClientMessage(db, account, { kind: "consultation", id: mine.id, message: "hello" });
    await db
      .insert(contactMessages)
      .values({ fullName: "A", email: account.email.toUpperCase(), phone: "1", subject: "general", message: "m" });
    await db.insert(newsletterSubscribers).values({ email: account.email, source: "updates" });
    await requestLoginCode(db, { email: account.email, ip: "198.51.100.2", siteUrl: "http://localhost:3000" });
    const payment = await makePayment(db, account.email);

    const summary = await eraseClientData(db, account, { ip: "198.51.100.2" });
    expect(summary).toMatchObject({ consultationRequests: 1, contactMessages: 1, documents: 1, newsletter: 1, paymentsKept: 1 });
    expect(summary.timelineEvents).toBe(1);
    expect(summary.emails).toBeGreaterThanOrEqual(2);

    expect(await db.select().from(consultationRequests).where(eq(consultationRequests.id, mine.id))).toHaveLength(0);
    expect(await db.select().from(uploads).where(eq(uploads.consultationId, mine.id))).toHaveLength(0);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, mine.id))).toHaveLength(0);
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, account.email))).toHaveLength(0);
    expect(await db.select().from(loginCodes).where(eq(loginCodes.email, account.email))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.subjectId, account.id))).toHaveLength(0);
    expect(await db.select().from(clientAccounts).where(eq(clientAccounts.id, account.id))).toHaveLength(0);
    const outbox = await db.select().from(outboxMessages);
    expect(JSON.stringify(outbox.map((m) => m.payload))).not.toContain(account.email);
    expect(await db.select().from(payments).where(eq(payments.id, payment.id))).toHaveLength(1);
    // Nobody else's data moved.
    expect(await db.select().from(consultationRequests).where(eq(consultationRequests.id, theirs.id))).toHaveLength(1);
    expect(await db.select().from(uploads).where(eq(uploads.consultationId, theirs.id))).toHaveLength(1);
    expect(await db.select().from(sessions).where(eq(sessions.subjectId, other.account.id))).toHaveLength(1);

    const entries = await db.select().from(auditLog).where(eq(auditLog.actorId, account.id));
    expect(entries.map((e) => e.action)).toContain("client.erased");
    expect(JSON.stringify(entries)).not.toContain(account.email);
    const erased = entries.find((e) => e.action === "client.erased");
    expect(erased?.detail).toMatchObject({ paymentsKept: 1, keptPaymentIds: [payment.id] });
  });
}

test("ids are checked before they reach the database", async () => {
  const { db } = await dbFor("pglite");
  const { account } = await signedInClient(db);
  expect(await getClientLead(db, account, "consultation", `${randomUUID()}' or '1'='1`)).toBeNull();
});
