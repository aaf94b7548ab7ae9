import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { caseDocuments, caseEvents, cases, outboxMessages, staffUsers } from "#app/db/schema.server.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { getPayment, handleCallback, startPayment, testGatewayCallback } from "#app/features/payments/payments.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { makeStaff } from "../../../tests/support/auth.ts";
import { makePayment } from "../../../tests/support/payments.ts";
import { DATABASES, fileDatabases, testDb } from "../../../tests/support/test-db.ts";
import { openCase, REFERENCE_PATTERN, recordClientEvent } from "./cases.server.ts";
import { checklistFor } from "./workflows.server.ts";

const dbFor = fileDatabases({ beforeAll, afterAll });
const config = parseConfig({ SITE_URL: "http://127.0.0.1:3999", LOG_LEVEL: "silent" });
const content = loadContent();
const email = () => `client-${Math.random().toString(36).slice(2, 10)}@example.in`;

async function mailsTo(db: Awaited<ReturnType<typeof dbFor>>["db"], to: string) {
  const rows = await db.select().from(outboxMessages);
  return rows.filter((r) => (r.payload as { to?: string }).to === to);
}

for (const kind of DATABASES) {
  test(`${kind}: a captured payment opens one case with its expert, first stage, due date and checklist, and mails the client once`, async () => {
    const { db } = await dbFor(kind);
    await makeStaff(db, { name: "Meera Iyer" });
    const buyer = email();
    const started = await startPayment(
      { db, config, content },
      { slug: "trademark-registration", name: "Asha Verma", email: buyer, phone: "9876543210" },
    );
    if (!started.ok) throw new Error(JSON.stringify(started));
    const payment = await getPayment(db, started.id);
    if (!payment) throw new Error("no payment");
    const query = testGatewayCallback(config, payment, "paid");
    const first = await handleCallback({ db, config, content }, query);
    expect(first.ok).toBe(true);
    // A replayed callback (and a webhook for the same capture) opens nothing more.
    await handleCallback({ db, config, content }, query);

    const rows = await db.select().from(cases).where(eq(cases.paymentId, payment.id));
    expect(rows).toHaveLength(1);
    const c = rows[0];
    if (!c) throw new Error("no case");
    expect(c.reference).toMatch(REFERENCE_PATTERN);
    expect(c.clientEmail).toBe(buyer);
    expect(c.source).toBe("payment");
    expect(c.serviceTitle).toBe(payment.serviceTitle);
    expect(c.status).toBe("open");
    expect(c.stageDueAt && c.stageDueAt > c.stageStartedAt).toBe(true);
    // Least-loaded active staff: with other staff in the file's database, it is one of them, named.
    expect(c.expertStaffId).not.toBeNull();

    const docs = await db.select().from(caseDocuments).where(eq(caseDocuments.caseId, c.id));
    const checklist = checklistFor("trademark-registration");
    expect(checklist.length).toBeGreaterThan(0);
    expect(docs.map((d) => d.itemKey).sort()).toEqual(checklist.map((i) => i.key).sort());
    expect(docs.every((d) => d.state === "waiting")).toBe(true);

    const mails = await mailsTo(db, buyer);
    const opened = mails.filter((m) => m.kind === "case-opened");
    expect(opened).toHaveLength(1);
    const text = (opened[0]?.payload as { text: string } | undefined)?.text;
    expect(text).toContain(`${config.siteUrl}/account/cases/${c.reference}`);
    expect(text).toContain(checklist[0]?.name);
    const [events] = [await db.select().from(caseEvents).where(eq(caseEvents.caseId, c.id))];
    expect(events.map((e) => [e.kind, e.visibleToClient])).toEqual([["opened", true]]);
  });

  test(`${kind}: with no expert named, each new case goes to the active staff member with the fewest open cases`, async () => {
    await using t = await testDb(kind);
    const first = await makeStaff(t.db, { name: "First Expert" });
    const second = await makeStaff(t.db, { name: "Second Expert" });
    const gone = await makeStaff(t.db, { name: "Left the firm" });
    await t.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, gone.id));
    const open = () =>
      openCase(t.db, { clientEmail: email(), clientName: "A", serviceSlug: "trademark-registration", source: "staff" });
    const experts = [];
    for (let i = 0; i < 4; i++) {
      const c = await open();
      const [row] = await t.db.select().from(cases).where(eq(cases.id, c.id));
      experts.push(row?.expertStaffId);
    }
    expect(experts.filter((e) => e === first.id)).toHaveLength(2);
    expect(experts.filter((e) => e === second.id)).toHaveLength(2);
    expect(experts).not.toContain(gone.id);
    // The "opened" e-mail names the expert.
    const mail = (await t.db.select().from(outboxMessages)).find((m) => m.kind === "case-opened");
    expect((mail?.payload as { text: string } | undefined)?.text).toMatch(/(First|Second) Expert is your expert/);
  });

  test(`${kind}: recordClientEvent writes a visible event, moves last_client_event_at and mails the client; team-only keys never pass`, async () => {
    const { db } = await dbFor(kind);
    const to = email();
    const opened = await openCase(db, {
      clientEmail: to,
      clientName: "Ravi",
      serviceSlug: "trademark-registration",
      source: "staff",
    });
    const later = new Date(Date.now() + 60_000);
    await recordClientEvent(
      db,
      opened.id,
      "message",
      { body: "Your search report is ready.", note: "SECRET TEAM NOTE", closingReason: "SECRET REASON" },
      { now: later, siteUrl: "https://firm.example" },
    );
    const [c] = await db.select().from(cases).where(eq(cases.id, opened.id));
    expect(c?.lastClientEventAt.getTime()).toBe(later.getTime());
    const events = await db.select().from(caseEvents).where(eq(caseEvents.caseId, opened.id));
    const message = events.find((e) => e.kind === "message");
    expect(message?.visibleToClient).toBe(true);
    expect(JSON.stringify(message?.data)).not.toContain("SECRET");
    const mails = await mailsTo(db, to);
    const mail = mails.find((m) => m.kind === "case-message");
    expect(JSON.stringify(mail?.payload)).toContain("Your search report is ready.");
    expect(JSON.stringify(mail?.payload)).toContain(`https://firm.example/account/cases/${c?.reference}`);
    expect(JSON.stringify(mails)).not.toContain("SECRET");
  });

  test(`${kind}: a service without a workflow does not break the capture: paid, receipt queued, no case`, async () => {
    const { db } = await dbFor(kind);
    await expect(
      openCase(db, { clientEmail: email(), clientName: "X", serviceSlug: "No Such Service", source: "staff" }),
    ).rejects.toThrow();
    const buyer = email();
    const payment = await makePayment(db, { slug: "retired-service", serviceTitle: "Retired Service", customerEmail: buyer });
    const settled = await handleCallback({ db, config, content }, testGatewayCallback(config, payment, "paid"));
    expect(settled).toMatchObject({ ok: true, changed: true, payment: { status: "paid" } });
    expect(await db.select().from(cases).where(eq(cases.paymentId, payment.id))).toEqual([]);
    expect((await mailsTo(db, buyer)).map((m) => m.kind)).toEqual(["payment-receipt"]);
  });
}
