import { expect, test } from "vitest";
import { consultationRequests, outboxMessages, quotes } from "#app/db/schema.server.ts";
import { signedInClient, signedInStaff, siteRequest } from "../../../../tests/support/auth.ts";
import { actionResult, testContext } from "../../../../tests/support/form-request.ts";
import { DATABASES, testDb } from "../../../../tests/support/test-db.ts";
import * as clientQuote from "../../account/quotes/view.tsx";
import * as newQuote from "./new.tsx";

/** Calls a loader or action as React Router would; a thrown response (404, redirect) counts as its answer. */
async function run(fn: (a: never) => unknown, request: Request, context: unknown, params: Record<string, string> = {}) {
  try {
    return await actionResult(await fn({ request, context, params, url: new URL(request.url), pattern: "" } as never));
  } catch (thrown) {
    return actionResult(thrown);
  }
}

for (const kind of DATABASES) {
  test(`${kind}: a bad quote form is refused field by field with what was typed, and nothing is stored or sent`, async () => {
    await using t = await testDb(kind);
    const { cookie } = await signedInStaff(t.db);
    const [lead] = await t.db
      .insert(consultationRequests)
      .values({
        fullName: "Asha Verma",
        email: "asha@example.in",
        phone: "+919876543210",
        city: "Ranchi",
        serviceType: "trademark",
      })
      .returning();
    const path = `/admin/quotes/new?lead=consultation:${lead?.id}`;
    const context = testContext(t.db);
    const form = {
      intent: "send",
      service: "trademark-registration",
      clientName: "Asha Verma",
      clientEmail: "asha@example.in",
      validUntil: "2020-01-01",
      placeOfSupply: "20",
      "line-0-kind": "our_fee",
      "line-0-description": "Filing",
      "line-0-amount": "-5",
    };
    const refused = await run(newQuote.action as never, siteRequest(path, { cookie, method: "POST", form }), context);
    expect(refused.status).toBe(400);
    const body = refused.data as { errors: Record<string, string>; values: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(["line-0-amount", "validUntil"]);
    expect(body.values["line-0-description"]).toBe("Filing");
    expect(await t.db.select().from(quotes)).toHaveLength(0);
    expect(await t.db.select().from(outboxMessages)).toHaveLength(0);

    const sent = await run(
      newQuote.action as never,
      siteRequest(path, { cookie, method: "POST", form: { ...form, validUntil: "2099-01-01", "line-0-amount": "1500" } }),
      context,
    );
    // Beyond 90 days is refused too; a date within the window is accepted.
    expect(sent.status).toBe(400);
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const ok = await run(
      newQuote.action as never,
      siteRequest(path, { cookie, method: "POST", form: { ...form, validUntil: soon, "line-0-amount": "1500" } }),
      context,
    );
    expect(ok.status).toBe(302);
    const [quote] = await t.db.select().from(quotes);
    expect(ok.location).toBe(`/admin/quotes/${quote?.id}?sent=1`);
    expect([quote?.leadId, quote?.payableNowPaise]).toEqual([lead?.id, 150_000 + 27_000]);

    // Another client gets a 404 for it; its own client sees it.
    const other = await signedInClient(t.db);
    const theirs = await run(
      clientQuote.loader as never,
      siteRequest(`/account/quotes/${quote?.id}`, { cookie: other.cookie }),
      context,
      { id: quote?.id ?? "" },
    );
    expect(theirs.status).toBe(404);
    const owner = await signedInClient(t.db, { email: "asha@example.in" });
    const mine = await run(
      clientQuote.loader as never,
      siteRequest(`/account/quotes/${quote?.id}`, { cookie: owner.cookie }),
      context,
      { id: quote?.id ?? "" },
    );
    expect(mine.status).toBe(200);
  });
}
