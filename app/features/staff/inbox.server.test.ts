import { and, eq, sql } from "drizzle-orm";
import { expect, test } from "vitest";
import type { Db } from "#app/db/client.server.ts";
import {
  auditLog,
  consultationRequests,
  contactMessages,
  leadEvents,
  newsletterSubscribers,
  outboxMessages,
  staffUsers,
} from "#app/db/schema.server.ts";
import { createConsultation, createContactMessage } from "#app/features/leads/leads.server.ts";
import { subscribeNewsletter } from "#app/features/leads/newsletter.server.ts";
import { makeStaff } from "../../../tests/support/auth.ts";
import { generateLeads } from "../../../tests/support/leads.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import {
  addLeadNote,
  assignLead,
  changeLeadStatus,
  decodeCursor,
  encodeCursor,
  getLead,
  listInbox,
  replyToLead,
} from "./inbox.server.ts";
import { InboxFilterSchema } from "./inbox-schema.ts";

const consultation = (over: Partial<Parameters<typeof createConsultation>[1]> = {}) => ({
  fullName: "Priya Sharma",
  email: "priya@example.in",
  phone: "+919876543210",
  city: "Dhanbad",
  serviceType: "trademark" as const,
  details: "Word mark for a spice brand",
  source: "form" as const,
  ...over,
});
const contact = (over: Partial<Parameters<typeof createContactMessage>[1]> = {}) => ({
  fullName: "Ravi Kumar",
  email: "ravi@example.in",
  phone: "+918012345678",
  subject: "billing" as const,
  message: "Invoice for GST return",
  ...over,
});
const filter = (f: Record<string, string>) => InboxFilterSchema.parse(f);
const setCreated = (
  db: Db,
  table: "consultation_requests" | "contact_messages" | "newsletter_subscribers",
  id: string,
  at: string,
) => db.execute(sql`update ${sql.identifier(table)} set created_at = ${at}::timestamptz where id = ${id}`);

async function threeKinds(db: Db) {
  const a = await createConsultation(db, consultation());
  const chat = await createConsultation(
    db,
    consultation({
      fullName: "Chat Visitor",
      email: "chat@example.in",
      phone: "+917000000001",
      serviceType: "gst",
      details: "",
      source: "chat",
      transcript: [{ role: "user", text: "my GSTIN was suspended" }],
    }),
  );
  const c = await createContactMessage(db, contact());
  await subscribeNewsletter(db, "reader@example.in", "footer", "https://nyayik.example");
  const [s] = await db.select().from(newsletterSubscribers);
  await setCreated(db, "consultation_requests", a.id, "2026-11-20T05:00:00Z");
  await setCreated(db, "consultation_requests", chat.id, "2026-11-21T05:00:00Z");
  await setCreated(db, "contact_messages", c.id, "2026-11-22T05:00:00Z");
  await setCreated(db, "newsletter_subscribers", s?.id ?? "", "2026-11-23T05:00:00Z");
  return { a: a.id, chat: chat.id, c: c.id, s: s?.id ?? "", aReference: a.reference };
}

for (const kind of DATABASES) {
  test(`${kind}: the inbox lists all four kinds newest first and filters by kind, status, service and date`, async () => {
    await using t = await testDb(kind);
    const ids = await threeKinds(t.db);
    const all = await listInbox(t.db, {});
    expect(all.rows.map((r) => [r.kind, r.id])).toEqual([
      ["subscriber", ids.s],
      ["contact", ids.c],
      ["chat", ids.chat],
      ["consultation", ids.a],
    ]);
    expect(all.nextCursor).toBeNull();
    const kinds = async (f: Record<string, string>) => (await listInbox(t.db, filter(f))).rows.map((r) => r.kind);
    expect(await kinds({ kind: "chat" })).toEqual(["chat"]);
    expect(await kinds({ kind: "consultation" })).toEqual(["consultation"]);
    expect(await kinds({ kind: "subscriber" })).toEqual(["subscriber"]);
    expect(await kinds({ service: "gst" })).toEqual(["chat"]);
    expect(await kinds({ service: "gst", kind: "contact" })).toEqual([]);
    // Dates are India days: 22 Nov 05:00 UTC is 22 Nov 10:30 IST.
    expect(await kinds({ from: "2026-11-21", to: "2026-11-22" })).toEqual(["contact", "chat"]);
    expect(await kinds({ status: "contacted" })).toEqual([]);
    await t.db.update(contactMessages).set({ status: "contacted" }).where(eq(contactMessages.id, ids.c));
    expect(await kinds({ status: "contacted" })).toEqual(["contact"]);
  });

  test(`${kind}: search finds by name, e-mail, phone typed any way, text and chat transcript; LIKE characters are literal`, async () => {
    await using t = await testDb(kind);
    const ids = await threeKinds(t.db);
    const found = async (q: string) => (await listInbox(t.db, filter({ q }))).rows.map((r) => r.id);
    expect(await found("priya SHARMA")).toEqual([ids.a]);
    expect(await found("ravi@example")).toEqual([ids.c]);
    expect(await found("98765 43210")).toEqual([ids.a]);
    expect(await found("+91 80123-45678")).toEqual([ids.c]);
    expect(await found("spice")).toEqual([ids.a]);
    expect(await found("invoice")).toEqual([ids.c]);
    expect(await found("suspended")).toEqual([ids.chat]);
    expect(await found("reader@")).toEqual([ids.s]);
    expect(await found("%")).toEqual([]);
    expect(await found("_")).toEqual([]);
    // The short reference a caller reads out (issue 27), typed any case, O for 0 and I or L for 1.
    expect(await found(ids.aReference)).toEqual([ids.a]);
    expect(await found(` ${ids.aReference.toLowerCase().replace(/0/g, "o").replace(/1/g, "l")} `)).toEqual([ids.a]);
  });

  test(`${kind}: keyset pagination walks 10,000 generated leads exactly once each, in order, ties included`, async () => {
    await using t = await testDb(kind);
    await generateLeads(t.db, { count: 10_000, sameInstant: 300, end: new Date("2026-11-24T00:00:00Z") });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    let previous: number | null = null;
    do {
      const page: Awaited<ReturnType<typeof listInbox>> = await listInbox(t.db, {}, { cursor, limit: 500 });
      for (const row of page.rows) {
        const at = row.createdAt.getTime();
        // Dates here are milliseconds; the database orders by microseconds, then id.
        if (previous !== null) expect(at).toBeLessThanOrEqual(previous);
        previous = at;
        seen.push(row.id);
      }
      cursor = page.nextCursor;
      pages++;
      // A lead arriving while staff page through does not shift the pages already cut.
      if (pages === 3) await createContactMessage(t.db, contact({ email: "late@example.in" }));
    } while (cursor);
    expect(pages).toBe(20);
    expect(seen).toHaveLength(10_000);
    expect(new Set(seen).size).toBe(10_000);
    // Filtered pages use the same cursor: every 'new' lead once.
    const [{ n } = { n: 0 }] = (
      (await t.db.execute(sql`select (select count(*) from consultation_requests where status = 'new')
        + (select count(*) from contact_messages where status = 'new' and email <> 'late@example.in')
        + (select count(*) from newsletter_subscribers where status = 'new') as n`)) as unknown as { rows: { n: number }[] }
    ).rows;
    const newOnes = new Set<string>();
    cursor = null;
    const late = (await t.db.select().from(contactMessages).where(eq(contactMessages.email, "late@example.in")))[0]?.id;
    do {
      const page: Awaited<ReturnType<typeof listInbox>> = await listInbox(t.db, filter({ status: "new" }), {
        cursor,
        limit: 1000,
      });
      for (const row of page.rows) if (row.id !== late) newOnes.add(row.id);
      cursor = page.nextCursor;
    } while (cursor);
    expect(newOnes.size).toBe(Number(n));
  });

  test(`${kind}: a status change needs the current version; a stale one is refused with who changed it, not overwritten`, async () => {
    await using t = await testDb(kind);
    const { a } = await threeKinds(t.db);
    const asha = await makeStaff(t.db, { name: "Asha Verma" });
    const ravi = await makeStaff(t.db, { name: "Ravi Nair" });
    const ctx = (actor: typeof asha) => ({ kind: "consultation" as const, id: a, actor, ip: "203.0.113.9" });
    expect(await changeLeadStatus(t.db, { ...ctx(asha), version: 1, status: "contacted", note: "Called at 10" })).toEqual({
      ok: true,
      message: "Marked contacted.",
    });
    // Ravi's page still shows version 1.
    const stale = await changeLeadStatus(t.db, { ...ctx(ravi), version: 1, status: "closed", note: "Duplicate" });
    expect(stale).toMatchObject({ ok: false, stale: true });
    expect(stale.message).toMatch(/^Someone else changed this item first\. Latest: Asha Verma changed the status to contacted\./);
    const [row] = await t.db.select().from(consultationRequests).where(eq(consultationRequests.id, a));
    expect(row).toMatchObject({ status: "contacted", version: 2 });
    expect(row?.statusChangedAt).toBeInstanceOf(Date);
    const lead = await getLead(t.db, "consultation", a);
    expect(lead?.events.map((e) => [e.action, e.fromStatus, e.toStatus, e.note, e.actorLabel])).toEqual([
      ["status", "new", "contacted", "Called at 10", "Asha Verma"],
    ]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, a));
    expect(audits.map((x) => [x.action, x.actorLabel, x.ip, x.detail])).toEqual([
      ["lead.status", "Asha Verma", "203.0.113.9", { from: "new", to: "contacted", note: "Called at 10" }],
    ]);
  });

  test(`${kind}: two staff changing the same item at once: exactly one wins, the other is told`, async () => {
    await using t = await testDb(kind);
    const { c } = await threeKinds(t.db);
    const staff = await Promise.all([makeStaff(t.db, { name: "One" }), makeStaff(t.db, { name: "Two" })]);
    const results = await Promise.all(
      staff.map((actor, i) =>
        changeLeadStatus(t.db, {
          kind: "contact",
          id: c,
          actor,
          ip: "",
          version: 1,
          status: i === 0 ? "contacted" : "closed",
          note: "race",
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.stale)).toHaveLength(1);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, c));
    expect(row?.version).toBe(2);
    const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, c));
    expect(events).toHaveLength(1);
    expect(row?.status).toBe(events[0]?.toStatus);
  });

  test(`${kind}: the workflow refuses skipped or final steps and a close without a reason`, async () => {
    await using t = await testDb(kind);
    const { s } = await threeKinds(t.db);
    const actor = await makeStaff(t.db);
    const c = { kind: "subscriber" as const, id: s, actor, ip: "" };
    expect(await changeLeadStatus(t.db, { ...c, version: 1, status: "converted", note: "" })).toEqual({
      ok: false,
      message: "A new item can only become contacted or closed.",
    });
    expect(await changeLeadStatus(t.db, { ...c, version: 1, status: "closed", note: "" })).toEqual({
      ok: false,
      message: "Say in the note why it is closed.",
    });
    expect(await changeLeadStatus(t.db, { ...c, version: 1, status: "new", note: "" })).toEqual({
      ok: false,
      message: "It is already new.",
    });
    expect((await changeLeadStatus(t.db, { ...c, version: 1, status: "contacted", note: "" })).ok).toBe(true);
    expect((await changeLeadStatus(t.db, { ...c, version: 2, status: "converted", note: "" })).ok).toBe(true);
    expect(await changeLeadStatus(t.db, { ...c, version: 3, status: "closed", note: "x" })).toEqual({
      ok: false,
      message: "A converted item is final and cannot change status.",
    });
    expect(await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, s))).toHaveLength(2);
  });

  test(`${kind}: assigning is version-checked, only to active staff, and shows in the list`, async () => {
    await using t = await testDb(kind);
    const { a } = await threeKinds(t.db);
    const actor = await makeStaff(t.db, { name: "Asha Verma" });
    const gone = await makeStaff(t.db, { name: "Left Firm" });
    await t.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, gone.id));
    const c = { kind: "consultation" as const, id: a, actor, ip: "" };
    expect(await assignLead(t.db, { ...c, version: 1, assigneeId: gone.id })).toEqual({
      ok: false,
      message: "Choose an active staff member from the list.",
    });
    expect(await assignLead(t.db, { ...c, version: 1, assigneeId: actor.id })).toEqual({
      ok: true,
      message: "Assigned to Asha Verma.",
    });
    expect(await assignLead(t.db, { ...c, version: 1, assigneeId: null })).toMatchObject({ ok: false, stale: true });
    const row = (await listInbox(t.db, filter({ kind: "consultation" }))).rows[0];
    expect(row).toMatchObject({ id: a, assigneeId: actor.id, assigneeName: "Asha Verma" });
    expect((await t.db.select().from(auditLog).where(eq(auditLog.targetId, a))).map((x) => x.action)).toEqual(["lead.assign"]);
  });

  test(`${kind}: a reply goes through the outbox to the sender and into the history; a note is recorded`, async () => {
    await using t = await testDb(kind);
    const { c } = await threeKinds(t.db);
    const actor = await makeStaff(t.db, { name: "Asha Verma" });
    const before = (await t.db.select().from(outboxMessages)).length;
    const ctx = { kind: "contact" as const, id: c, actor, ip: "198.51.100.4" };
    const reply = await replyToLead(t.db, { ...ctx, subject: "Your invoice", message: "Attached is the GST invoice." });
    expect(reply).toEqual({ ok: true, message: "Reply to ravi@example.in queued; the outbox sends it within a minute." });
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "reply"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.status).toBe("pending");
    expect(mails[0]?.payload).toMatchObject({ to: "ravi@example.in", subject: "Your invoice" });
    expect(String(mails[0]?.payload.text)).toMatch(/^Dear Ravi Kumar,\n\nAttached is the GST invoice\.\n\nAsha Verma\n/);
    expect(await t.db.select().from(outboxMessages)).toHaveLength(before + 1);
    expect(await addLeadNote(t.db, { ...ctx, note: "Prefers WhatsApp" })).toEqual({ ok: true, message: "Note added." });
    const lead = await getLead(t.db, "contact", c);
    expect(lead?.events.map((e) => [e.action, e.note])).toEqual([
      ["note", "Prefers WhatsApp"],
      ["reply", "Your invoice\n\nAttached is the GST invoice."],
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, c), eq(auditLog.action, "lead.reply")));
    expect(audits[0]?.detail).toMatchObject({ to: "ravi@example.in", subject: "Your invoice", outboxId: mails[0]?.id });
  });

  test(`${kind}: an item whose newest event is from the client is marked in the list`, async () => {
    await using t = await testDb(kind);
    const { a, c } = await threeKinds(t.db);
    const actor = await makeStaff(t.db);
    await addLeadNote(t.db, { kind: "consultation", id: a, actor, ip: "", note: "Waiting for papers" });
    await t.db.insert(leadEvents).values({
      leadKind: "consultation",
      leadId: a,
      actorKind: "client",
      actorLabel: "Priya Sharma",
      action: "client_message",
      note: "Here are the papers",
      createdAt: new Date(Date.now() + 1000),
    });
    await addLeadNote(t.db, { kind: "contact", id: c, actor, ip: "", note: "Answered" });
    const rows = (await listInbox(t.db, {})).rows;
    expect(rows.find((r) => r.id === a)?.clientLast).toBe(true);
    expect(rows.find((r) => r.id === c)?.clientLast).toBe(false);
    const lead = await getLead(t.db, "consultation", a);
    expect(lead?.events[0]).toMatchObject({ actorKind: "client", action: "client_message", note: "Here are the papers" });
  });
}

test("a cursor carries microseconds and a uuid; anything else is ignored", () => {
  const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
  const cursor = encodeCursor("2026-11-24T05:00:00.123456Z", id);
  expect(decodeCursor(cursor)).toEqual({ at: "2026-11-24T05:00:00.123456Z", id });
  for (const bad of ["", "abc", encodeCursor("2026-11-24", id), encodeCursor("2026-11-24T05:00:00.123456Z", "1 or 1=1")]) {
    expect(decodeCursor(bad)).toBeNull();
  }
});
