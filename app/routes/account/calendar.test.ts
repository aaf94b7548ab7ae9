import { expect, test } from "vitest";
import { calendarSubscribers, scheduledJobs } from "#app/db/schema.server.ts";
import { signedInClient, siteRequest } from "../../../tests/support/auth.ts";
import { actionResult, testContext } from "../../../tests/support/form-request.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import * as calendarRoute from "./calendar.tsx";

/** The portal's compliance profile: saved at once for a signed-in client, bad input refused with a message. */
async function run(fn: () => unknown) {
  try {
    return await actionResult(await fn());
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    return actionResult(thrown);
  }
}

function post(cookie: string, body: [string, string][]) {
  const request = siteRequest("/account/calendar", { method: "POST", cookie });
  return new Request(request.url, {
    method: "POST",
    headers: { cookie, origin: request.headers.get("origin") ?? "", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
  });
}

for (const kind of DATABASES) {
  test(`${kind}: a client saves a compliance profile; reminders start at once and the feed link is shown once`, async () => {
    await using t = await testDb(kind);
    const client = await signedInClient(t.db, { email: "kiran@example.in" });
    const context = testContext(t.db);
    const bad = await run(() =>
      calendarRoute.action({ request: post(client.cookie, [["leadDays", "7"]]), context, params: {} } as never),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ ok: false, fieldErrors: { profiles: "Choose at least one profile" } });
    expect(await t.db.select().from(calendarSubscribers)).toEqual([]);

    const saved = await run(() =>
      calendarRoute.action({
        request: post(client.cookie, [
          ["profile", "company"],
          ["leadDays", "7"],
          ["intent", "save"],
        ]),
        context,
        params: {},
      } as never),
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ok: true, saved: true });
    expect((saved.data as { feedUrl: string }).feedUrl).toMatch(/\/compliance-calendar\/feed\/[\w-]{43}\.ics$/);
    const [row] = await t.db.select().from(calendarSubscribers);
    expect(row).toMatchObject({ email: "kiran@example.in", profiles: ["company"], leadDays: [7], source: "portal" });
    expect(row?.confirmedAt).not.toBeNull();
    expect((await t.db.select().from(scheduledJobs)).length).toBeGreaterThan(0);

    const page = await run(() =>
      calendarRoute.loader({
        request: siteRequest("/account/calendar", { cookie: client.cookie }),
        context,
        params: {},
      } as never),
    );
    expect(page.data).toMatchObject({ active: true, profiles: ["company"], hasFeed: true });

    const renewed = await run(() =>
      calendarRoute.action({ request: post(client.cookie, [["intent", "new-feed-link"]]), context, params: {} } as never),
    );
    expect(renewed.data).toMatchObject({ ok: true, saved: false });
    expect((renewed.data as { feedUrl: string }).feedUrl).not.toBe((saved.data as { feedUrl: string }).feedUrl);
  });
}
