import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { auditLog, caseDocuments, caseReferences, cases, outboxMessages } from "#app/db/schema.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { makeStaff } from "../../../tests/support/auth.ts";
import { DATABASES, fileDatabases } from "../../../tests/support/test-db.ts";
import {
  advanceStage,
  closeCase,
  nextStages,
  reassignCase,
  reviewDocument,
  staffMessage,
  validateRecords,
} from "./case-actions.server.ts";
import { uploadCaseDocument } from "./case-portal.server.ts";
import { eraseClientCases, exportClientCases } from "./case-privacy.server.ts";
import { readCase } from "./case-view.server.ts";
import { type Case, caseByReference, clientCase, openCase } from "./cases.server.ts";
import { workflowFor } from "./workflows.server.ts";

const dbFor = fileDatabases({ beforeAll, afterAll });
const storage = parseConfig({ LOG_LEVEL: "silent" }).uploads;
const SLUG = "trademark-registration";
const pdf = (name = "pan.pdf") => ({
  filename: name,
  contentType: "application/pdf",
  bytes: new TextEncoder().encode("%PDF-1.4 test document"),
});
type DbT = Awaited<ReturnType<typeof dbFor>>["db"];

async function setup(db: DbT) {
  const expert = await makeStaff(db, { name: "Meera Iyer" });
  const email = `client-${Math.random().toString(36).slice(2, 10)}@example.in`;
  const opened = await openCase(db, {
    clientEmail: email,
    clientName: "Asha Verma",
    serviceSlug: SLUG,
    source: "staff",
    expertStaffId: expert.id,
  });
  const ctx = { actor: { id: expert.id, name: expert.name }, ip: "203.0.113.5", siteUrl: "https://firm.example" };
  const reload = async () => (await caseByReference(db, opened.reference)) as Case;
  const mails = async () =>
    (await db.select().from(outboxMessages)).filter((m) => (m.payload as { to?: string }).to === email).map((m) => m.kind);
  return { expert, email, opened, ctx, reload, mails };
}

for (const kind of DATABASES) {
  test(`${kind}: client upload → accept one, send one back with a reason → re-upload → advance with references; the client is e-mailed at each step`, async () => {
    const { db } = await dbFor(kind);
    const { email, ctx, reload, mails } = await setup(db);
    let c = await reload();
    const docs = await db.select().from(caseDocuments).where(eq(caseDocuments.caseId, c.id));
    const [first, second] = docs;
    if (!first || !second) throw new Error("checklist needs two items");

    expect(
      await uploadCaseDocument(db, c, { itemKey: "no-such-item", upload: pdf(), storage, actorLabel: "Asha" }),
    ).toMatchObject({ ok: false, status: 400 });
    for (const d of [first, second])
      expect((await uploadCaseDocument(db, c, { itemKey: d.itemKey, upload: pdf(), storage, actorLabel: "Asha" })).ok).toBe(true);

    // A send-back needs a reason the client reads; nothing changes without it.
    expect(await reviewDocument(db, c, { ...ctx, documentId: second.id, decision: "return", reason: " " })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect((await db.select().from(caseDocuments).where(eq(caseDocuments.id, second.id)))[0]?.state).toBe("received");
    expect((await reviewDocument(db, c, { ...ctx, documentId: first.id, decision: "accept", reason: "" })).ok).toBe(true);
    expect(
      (
        await reviewDocument(db, c, {
          ...ctx,
          documentId: second.id,
          decision: "return",
          reason: "The scan is cut off at the bottom.",
        })
      ).ok,
    ).toBe(true);
    // An accepted item takes no new copy; a returned one does.
    expect(await uploadCaseDocument(db, c, { itemKey: first.itemKey, upload: pdf(), storage, actorLabel: "Asha" })).toMatchObject(
      { ok: false, status: 409 },
    );
    expect(
      (await uploadCaseDocument(db, c, { itemKey: second.itemKey, upload: pdf("pan-2.pdf"), storage, actorLabel: "Asha" })).ok,
    ).toBe(true);
    const view = await readCase(db, c, "client");
    const again = view.documents.find((d) => d.id === second.id);
    expect(again?.state).toBe("received");
    expect(again?.files.map((f) => f.filename)).toEqual(["pan.pdf", "pan-2.pdf"]);

    // Advance stage by stage; a stage's required references are asked for, validated, and nothing moves without them.
    const stages = workflowFor(SLUG).stages;
    for (const stage of stages.slice(0, 3)) {
      c = await reload();
      const to = nextStages(SLUG, c.stageKey).find((s) => !s.optional) ?? nextStages(SLUG, c.stageKey)[0];
      if (!to) break;
      const required = stage.records.filter((r) => r.required);
      if (required.length > 0) {
        const refused = await advanceStage(db, c, { ...ctx, version: c.version, to: to.key, values: {} });
        expect(refused).toMatchObject({ ok: false, status: 400 });
        expect((await reload()).stageKey).toBe(c.stageKey);
        const badDate = stage.records.find((r) => r.kind === "date");
        if (badDate) {
          const v = Object.fromEntries(stage.records.map((r) => [r.key, r.kind === "date" ? "2026-02-30" : "TM-123"]));
          expect(await advanceStage(db, c, { ...ctx, version: c.version, to: to.key, values: v })).toMatchObject({
            ok: false,
            status: 400,
          });
        }
      }
      const values = Object.fromEntries(
        stage.records.map((r) => [r.key, r.kind === "date" ? "2026-11-20" : `${r.key.toUpperCase()}-6123456`]),
      );
      expect(await advanceStage(db, c, { ...ctx, version: c.version, to: to.key, values })).toMatchObject({ ok: true });
      // The same form sent twice (a stale version) changes nothing.
      expect(await advanceStage(db, c, { ...ctx, version: c.version, to: to.key, values })).toMatchObject({
        ok: false,
        status: 409,
      });
      const after = await reload();
      expect(after.stageKey).toBe(to.key);
      expect(after.stageDueAt && after.stageDueAt > new Date()).toBe(true);
    }
    const refs = await db.select().from(caseReferences).where(eq(caseReferences.caseId, c.id));
    const recorded = stages.slice(0, 3).flatMap((s) => s.records.map((r) => r.key));
    expect(refs.map((r) => r.key).sort()).toEqual([...recorded].sort());
    const clientView = await readCase(db, await reload(), "client");
    expect(clientView.stages.filter((s) => s.state === "done").every((s) => s.at)).toBe(true);
    expect(clientView.stages.find((s) => s.state === "current")?.dueAt).toBeTruthy();

    const kinds = await mails();
    expect(kinds.filter((k) => k === "case-opened")).toHaveLength(1);
    expect(kinds.filter((k) => k === "case-document_accepted")).toHaveLength(1);
    expect(kinds.filter((k) => k === "case-document_returned")).toHaveLength(1);
    expect(kinds.filter((k) => k === "case-stage")).toHaveLength(3);
    // Uploads are the client's own doing: no e-mail to them for those.
    expect(kinds).not.toContain("case-document_received");
    const returned = (await db.select().from(outboxMessages)).find(
      (m) => m.kind === "case-document_returned" && (m.payload as { to: string }).to === email,
    );
    expect((returned?.payload as { text: string } | undefined)?.text).toContain("The scan is cut off at the bottom.");
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, c.reference));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(["case.document_accepted", "case.document_returned", "case.stage"]),
    );
  });

  test(`${kind}: internal notes and the closing reason never reach the client (page data or e-mail); messages and reassignment do`, async () => {
    const { db } = await dbFor(kind);
    const { email, ctx, reload, mails } = await setup(db);
    const other = await makeStaff(db, { name: "Kabir Rao" });
    let c = await reload();
    expect(
      (await staffMessage(db, c, { ...ctx, body: "TEAM-ONLY: client seems unsure about the class", internal: true })).ok,
    ).toBe(true);
    expect((await staffMessage(db, c, { ...ctx, body: "We have started your trademark search.", internal: false })).ok).toBe(
      true,
    );
    expect((await reassignCase(db, c, { ...ctx, version: c.version, expertId: other.id })).ok).toBe(true);
    c = await reload();
    expect(c.expertStaffId).toBe(other.id);
    expect(await closeCase(db, c, { ...ctx, version: c.version, reason: "" })).toMatchObject({ ok: false, status: 400 });
    expect((await closeCase(db, c, { ...ctx, version: c.version, reason: "TEAM-ONLY: duplicate of an older case" })).ok).toBe(
      true,
    );
    c = await reload();
    expect(c.status).toBe("closed");

    const clientView = await readCase(db, c, "client");
    expect(JSON.stringify(clientView)).not.toContain("TEAM-ONLY");
    expect(JSON.stringify(clientView)).toContain("We have started your trademark search.");
    const staffView = await readCase(db, c, "staff");
    expect(JSON.stringify(staffView)).toContain("TEAM-ONLY: client seems unsure");
    expect(staffView.closingReason).toContain("duplicate");

    const outbox = (await db.select().from(outboxMessages)).filter((m) => (m.payload as { to?: string }).to === email);
    expect(JSON.stringify(outbox)).not.toContain("TEAM-ONLY");
    const kinds = await mails();
    expect(kinds).toEqual(expect.arrayContaining(["case-message", "case-reassigned", "case-closed"]));
    expect(JSON.stringify(outbox.find((m) => m.kind === "case-reassigned")?.payload)).toContain("Kabir Rao");
  });

  test(`${kind}: one client never reaches another's case`, async () => {
    const { db } = await dbFor(kind);
    const a = await setup(db);
    const b = await setup(db);
    expect(await clientCase(db, a.email, a.opened.reference)).toBeDefined();
    expect(await clientCase(db, b.email, a.opened.reference)).toBeUndefined();
    expect(await clientCase(db, a.email.toUpperCase(), a.opened.reference)).toBeDefined();
    expect(await clientCase(db, a.email, "not-a-reference")).toBeUndefined();
  });

  test(`${kind}: the data export lists the case without team notes; erasure removes its personal content and keeps the bare row`, async () => {
    const { db } = await dbFor(kind);
    const { email, ctx, reload, opened } = await setup(db);
    const c = await reload();
    const [doc] = await db.select().from(caseDocuments).where(eq(caseDocuments.caseId, c.id));
    if (!doc) throw new Error("no checklist");
    await uploadCaseDocument(db, c, { itemKey: doc.itemKey, upload: pdf("passport.pdf"), storage, actorLabel: "Asha" });
    await staffMessage(db, c, { ...ctx, body: "Please also send the logo.", internal: false });
    await staffMessage(db, c, { ...ctx, body: "TEAM-ONLY remark", internal: true });
    const exported = await exportClientCases(db, email);
    expect(exported).toHaveLength(1);
    expect(JSON.stringify(exported)).toContain("Please also send the logo.");
    expect(JSON.stringify(exported)).toContain("passport.pdf");
    expect(JSON.stringify(exported)).not.toContain("TEAM-ONLY");

    const erased = await db.transaction((tx) => eraseClientCases(tx, email, "erased client abc123"));
    expect(erased.cases).toBe(1);
    expect(await exportClientCases(db, email)).toEqual([]);
    const [row] = await db.select().from(cases).where(eq(cases.id, opened.id));
    expect(row?.clientEmail).not.toContain(email);
    expect(row?.status).toBe("closed");
    const left = await readCase(db, row as Case, "staff");
    expect(left.messages).toEqual([]);
    expect(left.documents.every((d) => d.files.length === 0)).toBe(true);
    expect(JSON.stringify(left)).not.toContain("Asha");
  });

  test(`${kind}: the daily upload quota counts case documents too`, async () => {
    const { db } = await dbFor(kind);
    const { reload } = await setup(db);
    const c = await reload();
    const [doc] = await db.select().from(caseDocuments).where(eq(caseDocuments.caseId, c.id));
    if (!doc) throw new Error("no checklist");
    for (let i = 0; i < 10; i++)
      expect((await uploadCaseDocument(db, c, { itemKey: doc.itemKey, upload: pdf(), storage, actorLabel: "A" })).ok).toBe(true);
    expect(await uploadCaseDocument(db, c, { itemKey: doc.itemKey, upload: pdf(), storage, actorLabel: "A" })).toMatchObject({
      ok: false,
      status: 429,
    });
    const [after] = await db.select().from(caseDocuments).where(eq(caseDocuments.id, doc.id));
    expect(after?.fileIds).toHaveLength(10);
  });
}

test("references: dates must be real days, text is bounded, required ones only when completing", () => {
  const records = [
    { key: "application_number", label: "Application number", kind: "text" as const, required: true },
    { key: "filing_date", label: "Date of application", kind: "date" as const, required: true },
    { key: "hearing_date", label: "Hearing date", kind: "date" as const, required: false },
  ];
  expect(validateRecords(records, {}, { all: true }).errors).toEqual({
    application_number: "Enter the application number: this stage cannot be completed without it.",
    filing_date: "Enter the date of application: this stage cannot be completed without it.",
  });
  expect(validateRecords(records, {}, { all: false }).errors).toEqual({});
  expect(
    validateRecords(
      records,
      { application_number: "x".repeat(201), filing_date: "2026-13-01", hearing_date: "tomorrow" },
      { all: true },
    ).errors,
  ).toEqual({
    application_number: "Keep the application number under 200 characters.",
    filing_date: "Date of application must be a date like 2026-11-24.",
    hearing_date: "Hearing date must be a date like 2026-11-24.",
  });
  expect(validateRecords(records, { application_number: " 6123456 ", filing_date: "2026-11-20" }, { all: true })).toEqual({
    errors: {},
    clean: [
      { key: "application_number", label: "Application number", value: "6123456" },
      { key: "filing_date", label: "Date of application", value: "2026-11-20" },
    ],
  });
});
