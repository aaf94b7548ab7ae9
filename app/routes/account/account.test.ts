import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { clientAccounts, consultationRequests, leadEvents, payments, sessions, uploads } from "#app/db/schema.server.ts";
import { signedInClient, siteRequest, TEST_ORIGIN } from "../../../tests/support/auth.ts";
import { actionResult, formRequest, testContext } from "../../../tests/support/form-request.ts";
import { DATABASES, fileDatabases } from "../../../tests/support/test-db.ts";
import * as documentRoute from "./document.ts";
import * as eraseRoute from "./erase.tsx";
import * as exportRoute from "./export.ts";
import * as logoutRoute from "./logout.ts";
import * as meRoute from "./me.ts";
import * as receiptRoute from "./receipt.tsx";
import * as receiptPdfRoute from "./receipt-pdf.ts";
import * as requestRoute from "./request.tsx";

/**
 * The portal's routes called as React Router calls them, with a real client session cookie: one
 * client tries another client's request, document and receipt by id (404 every time), and bad input
 * is refused with a message and changes nothing.
 */
const dbFor = fileDatabases({ beforeAll, afterAll });
type Db = Awaited<ReturnType<typeof dbFor>>["db"];
const PDF = new TextEncoder().encode("%PDF-1.7\n%%EOF\n");

/** What a loader/action did, thrown or returned. */
async function run(fn: () => unknown) {
  try {
    return await actionResult(await fn());
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    return actionResult(thrown);
  }
}

async function clientWithEverything(db: Db) {
  const client = await signedInClient(db);
  const [request] = await db
    .insert(consultationRequests)
    .values({ fullName: "Ravi", email: client.account.email, phone: "+919876543210", city: "Agra", serviceType: "gst" })
    .returning();
  if (!request) throw new Error("no request");
  const [upload] = await db
    .insert(uploads)
    .values({ consultationId: request.id, filename: "pan.pdf", contentType: "application/pdf", size: PDF.byteLength, bytes: PDF })
    .returning();
  const [payment] = await db
    .insert(payments)
    .values({
      slug: "gst-registration",
      serviceTitle: "GST Registration",
      actualPaise: 99900,
      amountPaise: 99900,
      customerName: "Ravi",
      customerEmail: client.account.email,
      customerPhone: "+919876543210",
      status: "paid",
      gateway: "test-gateway",
      paidAt: new Date(),
    })
    .returning();
  if (!upload || !payment) throw new Error("no upload or payment");
  return { ...client, request, upload, payment };
}

for (const kind of DATABASES) {
  test(`${kind}: a client reading another client's request, document and receipt by id gets 404 every time`, async () => {
    const { db } = await dbFor(kind);
    const context = testContext(db);
    const owner = await clientWithEverything(db);
    const intruder = await signedInClient(db);
    const attempts = [
      () =>
        requestRoute.loader({
          request: siteRequest(`/account/requests/consultation/${owner.request.id}`, { cookie: intruder.cookie }),
          params: { kind: "consultation", id: owner.request.id },
          context,
        } as never),
      () =>
        requestRoute.action({
          request: siteRequest(`/account/requests/consultation/${owner.request.id}`, {
            cookie: intruder.cookie,
            method: "POST",
            form: { intent: "message", message: "let me in" },
          }),
          params: { kind: "consultation", id: owner.request.id },
          context,
        } as never),
      () =>
        documentRoute.loader({
          request: siteRequest(`/account/documents/${owner.upload.id}`, { cookie: intruder.cookie }),
          params: { id: owner.upload.id },
          context,
        } as never),
      () =>
        receiptRoute.loader({
          request: siteRequest(`/account/payments/${owner.payment.id}/receipt`, { cookie: intruder.cookie }),
          params: { id: owner.payment.id },
          context,
        } as never),
      () =>
        receiptPdfRoute.loader({
          request: siteRequest(`/account/payments/${owner.payment.id}/receipt.pdf`, { cookie: intruder.cookie }),
          params: { id: owner.payment.id },
          context,
        } as never),
    ];
    for (const attempt of attempts) expect((await run(attempt)).status).toBe(404);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, owner.request.id))).toHaveLength(0);

    // The owner reaches all of them.
    const mine = await run(() =>
      documentRoute.loader({
        request: siteRequest(`/account/documents/${owner.upload.id}`, { cookie: owner.cookie }),
        params: { id: owner.upload.id },
        context,
      } as never),
    );
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-disposition")).toMatch(/^attachment;/);
    const pdf = (await receiptPdfRoute.loader({
      request: siteRequest(`/account/payments/${owner.payment.id}/receipt.pdf`, { cookie: owner.cookie }),
      params: { id: owner.payment.id },
      context,
    } as never)) as Response;
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const page = await run(() =>
      receiptRoute.loader({
        request: siteRequest(`/account/payments/${owner.payment.id}/receipt`, { cookie: owner.cookie }),
        params: { id: owner.payment.id },
        context,
      } as never),
    );
    expect(page.data).toMatchObject({ receipt: { id: owner.payment.id, status: "paid" } });
  });

  test(`${kind}: an upload of the wrong type or an empty message is refused with a message and stores nothing`, async () => {
    const { db } = await dbFor(kind);
    const context = testContext(db);
    const client = await clientWithEverything(db);
    const url = `/account/requests/consultation/${client.request.id}`;
    const params = { kind: "consultation", id: client.request.id };
    const headers = { cookie: client.cookie, origin: TEST_ORIGIN };
    const fake = new File([new TextEncoder().encode("MZ not a pdf")], "invoice.pdf", { type: "application/pdf" });
    const refused = await run(() =>
      requestRoute.action({
        request: formRequest(url, { intent: "upload", document: fake }, { headers }),
        params,
        context,
      } as never),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, message: expect.stringContaining("not accepted") });
    const empty = await run(() =>
      requestRoute.action({
        request: formRequest(url, { intent: "message", message: "  " }, { headers }),
        params,
        context,
      } as never),
    );
    expect(empty).toMatchObject({ status: 400, data: { ok: false, message: "Write your message before sending." } });
    expect(await db.select().from(uploads).where(eq(uploads.consultationId, client.request.id))).toHaveLength(1);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, client.request.id))).toHaveLength(0);

    const good = new File([PDF], "reply.pdf", { type: "application/pdf" });
    const accepted = await run(() =>
      requestRoute.action({
        request: formRequest(url, { intent: "upload", document: good }, { headers }),
        params,
        context,
      } as never),
    );
    expect(accepted).toMatchObject({ status: 200, data: { ok: true } });
    expect(await db.select().from(uploads).where(eq(uploads.consultationId, client.request.id))).toHaveLength(2);
  });

  test(`${kind}: export downloads JSON; erasure needs the typed confirmation, then signs out and keeps payments`, async () => {
    const { db } = await dbFor(kind);
    const context = testContext(db);
    const client = await clientWithEverything(db);
    const exported = (await exportRoute.action({
      request: siteRequest("/account/export", { cookie: client.cookie, method: "POST", form: {} }),
      params: {},
      context,
    } as never)) as Response;
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="nyayik-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = JSON.parse(await exported.text());
    expect(body.consultationRequests[0].id).toBe(client.request.id);

    const erase = (confirm: string) =>
      run(() =>
        eraseRoute.action({
          request: siteRequest("/account/erase", { cookie: client.cookie, method: "POST", form: { confirm } }),
          params: {},
          context,
        } as never),
      );
    const wrong = await erase("erase please");
    expect(wrong).toMatchObject({ status: 400, data: { error: expect.stringContaining("Nothing was erased") } });
    expect(await db.select().from(consultationRequests).where(eq(consultationRequests.id, client.request.id))).toHaveLength(1);

    const done = await erase("ERASE");
    expect(done.status).toBe(200);
    expect(done.headers.get("set-cookie")).toContain("client_session=; Max-Age=0");
    expect(await db.select().from(consultationRequests).where(eq(consultationRequests.id, client.request.id))).toHaveLength(0);
    expect(await db.select().from(clientAccounts).where(eq(clientAccounts.id, client.account.id))).toHaveLength(0);
    expect(await db.select().from(payments).where(eq(payments.id, client.payment.id))).toHaveLength(1);
    // The old cookie no longer opens anything.
    const after = await run(() =>
      exportRoute.loader({ request: siteRequest("/account/export", { cookie: client.cookie }), params: {}, context } as never),
    );
    expect(after.location).toMatch(/^\/account\/login/);
  });

  test(`${kind}: sign-out ends the session on the server; /account/me then says signed out and clears the hint`, async () => {
    const { db } = await dbFor(kind);
    const context = testContext(db);
    const client = await signedInClient(db, { name: "Meena" });
    const me = async () =>
      (await meRoute.loader({
        request: siteRequest("/account/me", { cookie: `${client.cookie}; signed_in=1` }),
        params: {},
        context,
      } as never)) as Response;
    expect(await (await me()).json()).toEqual({ signedIn: true, name: "Meena" });
    const out = await run(() =>
      logoutRoute.action({
        request: siteRequest("/account/logout", { cookie: client.cookie, method: "POST", form: {} }),
        params: {},
        context,
      } as never),
    );
    expect(out.status).toBe(302);
    expect(await db.select().from(sessions).where(eq(sessions.id, client.sessionId))).toHaveLength(0);
    const answer = await me();
    expect(await answer.json()).toEqual({ signedIn: false });
    expect(answer.headers.get("set-cookie")).toMatch(/^signed_in=; Max-Age=0/);
  });
}
