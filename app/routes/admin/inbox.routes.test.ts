import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { auditLog, consultationRequests } from "#app/db/schema.server.ts";
import { createConsultation, createContactMessage } from "#app/features/leads/leads.server.ts";
import { signedInStaff, siteRequest } from "../../../tests/support/auth.ts";
import { actionResult, testContext } from "../../../tests/support/form-request.ts";
import { DATABASES, fileDatabases } from "../../../tests/support/test-db.ts";
import { loader as auditLoader } from "./audit.tsx";
import { loader as inboxLoader } from "./inbox.tsx";
import { loader as csvLoader } from "./inbox-csv.ts";
import { action as itemAction, loader as itemLoader } from "./inbox-item.tsx";
import { loader as uploadLoader } from "./upload.ts";

/** The console's inbox routes called as React Router calls them: real requests, a real database. */

const dbFor = fileDatabases({ beforeAll, afterAll });
type Db = Awaited<ReturnType<typeof dbFor>>["db"];
// biome-ignore lint/suspicious/noExplicitAny: each route's Args type differs; the shape passed is the same.
const call = async (fn: (args: any) => unknown, request: Request, db: Db, params: Record<string, string> = {}) => {
  try {
    return await fn({ request, params, context: testContext(db, { ip: "198.51.100.23" }) });
  } catch (thrown) {
    return thrown;
  }
};
const PDF = new TextEncoder().encode("%PDF-1.7\n% a test document\n");
const unique = () => Math.random().toString(36).slice(2, 8);

async function leadWithDocument(db: Db, name = `Meera ${unique()}`) {
  const { id } = await createConsultation(
    db,
    {
      fullName: name,
      email: `${unique()}@example.in`,
      phone: "+919812345678",
      city: "Ranchi",
      serviceType: "insurance",
      details: "Claim rejected",
      source: "form",
    },
    { filename: 'claim letter "final";.pdf', contentType: "application/pdf", bytes: PDF },
  );
  const [row] = await db
    .select({ version: consultationRequests.version })
    .from(consultationRequests)
    .where(eq(consultationRequests.id, id));
  return { id, version: row?.version ?? 0 };
}

for (const kind of DATABASES) {
  test(`${kind}: the document downloads as an attachment, not cached, sandboxed, and the download is audited`, async () => {
    const { db } = await dbFor(kind);
    const { staff, cookie } = await signedInStaff(db, "staff");
    const { id } = await leadWithDocument(db);
    const item = (await call(itemLoader, siteRequest(`/admin/inbox/consultation/${id}`, { cookie }), db, {
      kind: "consultation",
      id,
    })) as { data: { lead: { documents: { id: string }[] } } };
    const uploadId = item.data.lead.documents[0]?.id ?? "";
    const response = (await call(uploadLoader, siteRequest(`/admin/uploads/${uploadId}`, { cookie }), db, {
      id: uploadId,
    })) as Response;
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="claim letter _final__.pdf"; filename*=UTF-8''claim%20letter%20%22final%22%3B.pdf`,
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, uploadId));
    expect(entry).toMatchObject({ action: "upload.download", actorId: staff.id, ip: "198.51.100.23" });
    const missing = await call(uploadLoader, siteRequest("/admin/uploads/nope", { cookie }), db, { id: "nope" });
    expect(await actionResult(missing)).toMatchObject({ status: 404 });
  });

  test(`${kind}: a stale status form gets 409 and a message; bad input gets 400 with the field's message; nothing changes`, async () => {
    const { db } = await dbFor(kind);
    const { cookie } = await signedInStaff(db, "staff");
    const { id, version } = await leadWithDocument(db);
    const post = (form: Record<string, string>) =>
      call(itemAction, siteRequest(`/admin/inbox/consultation/${id}`, { method: "POST", cookie, form }), db, {
        kind: "consultation",
        id,
      }).then(actionResult);
    expect(await post({ intent: "status", version: String(version), status: "contacted", note: "" })).toMatchObject({
      status: 200,
      data: { ok: true, message: "Marked contacted." },
    });
    const stale = await post({ intent: "status", version: String(version), status: "closed", note: "spam" });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ ok: false, message: expect.stringMatching(/^Someone else changed this item first\./) });
    expect(await post({ intent: "status", version: String(version + 1), status: "finished", note: "" })).toMatchObject({
      status: 400,
      data: { fieldErrors: { status: "Choose the new status" } },
    });
    expect(await post({ intent: "note", note: "   " })).toMatchObject({
      status: 400,
      data: { fieldErrors: { note: "Write the note first" } },
    });
    expect(await post({ intent: "reply", subject: "Hi", message: "" })).toMatchObject({
      status: 400,
      data: { fieldErrors: { message: "Write the reply first" } },
    });
    expect(await post({ intent: "delete" })).toMatchObject({
      status: 400,
      data: { message: "Unknown action. Reload the page and try again." },
    });
    expect(await post({ intent: "status", version: "abc", status: "closed" })).toMatchObject({
      status: 400,
      data: { message: "Reload the page and try again" },
    });
    const [row] = await db.select().from(consultationRequests).where(eq(consultationRequests.id, id));
    expect(row).toMatchObject({ status: "contacted", version: version + 1 });
  });

  test(`${kind}: the CSV export follows the filter, neutralises formulas, starts with a BOM and is audited`, async () => {
    const { db } = await dbFor(kind);
    const { staff, cookie } = await signedInStaff(db, "staff");
    const tag = unique();
    await createContactMessage(db, {
      fullName: `=HYPERLINK("http://evil.example","${tag}")`,
      email: `${tag}@example.in`,
      phone: "+919999900000",
      subject: "general",
      message: `@SUM(1+1) ${tag}, "quoted"\nsecond line`,
    });
    const response = (await call(csvLoader, siteRequest(`/admin/inbox.csv?q=${tag}&kind=contact`, { cookie }), db)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "Received (IST),Kind,Status,Name,E-mail,Phone,Service or subject,Text,Assigned to,Documents,Client wrote last,Id",
    );
    expect(lines).toHaveLength(3); // header, one row (with an embedded LF), final CRLF
    expect(lines[1]).toContain(
      `,Contact message,New,"'=HYPERLINK(""http://evil.example"",""${tag}"")",${tag}@example.in,'+919999900000,`,
    );
    expect(lines[1]).toContain(`"'@SUM(1+1) ${tag}, ""quoted""\nsecond line"`);
    const [entry] = (await db.select().from(auditLog).where(eq(auditLog.actorId, staff.id))).filter(
      (e) => e.action === "inbox.export",
    );
    expect(entry?.detail).toEqual({ filter: { q: tag, kind: "contact" }, rows: 1 });
    const bad = (await call(csvLoader, siteRequest("/admin/inbox.csv?from=24-11-2026", { cookie }), db)) as Response;
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("The export was not made: Use a date like 2026-11-24\n");
  });

  test(`${kind}: the inbox page reports a bad filter by name and still lists; a bad page link starts from the newest`, async () => {
    const { db } = await dbFor(kind);
    const { cookie } = await signedInStaff(db, "staff");
    const { id } = await leadWithDocument(db, `Findme ${unique()}`);
    const result = (await call(inboxLoader, siteRequest("/admin/inbox?kind=fax&q=Findme&after=zzz", { cookie }), db)) as {
      data: { errors: Record<string, string>; rows: { id: string; documents: number }[]; cursorProblem: string | null };
    };
    expect(result.data.errors).toEqual({ kind: "Choose a kind from the list" });
    expect(result.data.cursorProblem).toBe("That page link is not valid; showing the newest items.");
    expect(result.data.rows.find((r) => r.id === id)).toMatchObject({ documents: 1 });
  });

  test(`${kind}: the owner's audit log shows actor, time and IP of inbox actions, filterable by action`, async () => {
    const { db } = await dbFor(kind);
    const owner = await signedInStaff(db, "owner");
    const { cookie } = await signedInStaff(db, "staff");
    const { id, version } = await leadWithDocument(db);
    await call(
      itemAction,
      siteRequest(`/admin/inbox/consultation/${id}`, {
        method: "POST",
        cookie,
        form: { intent: "status", version: String(version), status: "contacted" },
      }),
      db,
      { kind: "consultation", id },
    );
    const page = (await call(auditLoader, siteRequest("/admin/audit?action=lead.status", { cookie: owner.cookie }), db)) as {
      data: { rows: { action: string; actor: string; ip: string; targetHref: string | null; at: string }[] };
    };
    const entry = page.data.rows.find((r) => r.targetHref === `/admin/inbox/consultation/${id}`);
    expect(entry).toMatchObject({ action: "lead.status", actor: "Test Staff", ip: "198.51.100.23" });
    expect(entry?.at).toMatch(/IST$/);
    expect(page.data.rows.every((r) => r.action === "lead.status")).toBe(true);
  });
}
