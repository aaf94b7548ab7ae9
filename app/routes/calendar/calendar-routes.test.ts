import ICAL from "ical.js";
import { expect, test } from "vitest";
import { calendarSubscribers, outboxMessages, scheduledJobs } from "#app/db/schema.server.ts";
import { appContext } from "#app/lib/context.ts";
import { actionResult, formRequest, testContext } from "../../../tests/support/form-request.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import * as confirmRoute from "./confirm.tsx";
import * as feedRoute from "./feed.ts";
import * as pageRoute from "./index.tsx";
import * as profileFeedRoute from "./profile-feed.ts";
import * as unsubscribeRoute from "./unsubscribe.tsx";

const NOW = new Date("2026-11-24T10:00:00Z");
type Db = Parameters<typeof testContext>[0];

function context(db: Db) {
  const ctx = testContext(db, { env: { SITE_URL: "https://nyayik.example", NODE_ENV: "test" } });
  const app = ctx.get(appContext);
  if (app) ctx.set(appContext, { ...app, clock: () => NOW });
  return ctx;
}
const args = (request: Request, db: Db, params: Record<string, string> = {}) =>
  ({ request, context: context(db), params }) as never;

/** Parses a feed with ical.js (a maintained RFC 5545 parser) into [uid, date, summary] rows. */
function parseFeed(body: string) {
  const vcalendar = new ICAL.Component(ICAL.parse(body));
  expect(vcalendar.getFirstPropertyValue("version")).toBe("2.0");
  return vcalendar.getAllSubcomponents("vevent").map((c) => {
    const event = new ICAL.Event(c);
    return {
      uid: event.uid,
      date: event.startDate.toString(),
      allDay: event.startDate.isDate,
      summary: event.summary,
      description: event.description,
    };
  });
}

for (const kind of DATABASES) {
  test(`${kind}: subscribing without a profile or with a bad e-mail returns 400 with messages and stores nothing`, async () => {
    await using t = await testDb(kind);
    const bad = await actionResult(
      await pageRoute.action(args(formRequest("/compliance-calendar", { email: "not-an-email", leadDays: "7" }), t.db)),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      fieldErrors: { email: "Enter a valid e-mail address", profiles: "Choose at least one profile" },
      values: { email: "not-an-email" },
    });
    const odd = await actionResult(
      await pageRoute.action(
        args(formRequest("/compliance-calendar", { email: "a@example.in", profile: "astrologer", leadDays: "5" }), t.db),
      ),
    );
    expect(odd.status).toBe(400);
    expect(odd.data).toMatchObject({
      fieldErrors: { profiles: "Choose a profile from the list", leadDays: "Choose from the listed days" },
    });
    expect(await t.db.select().from(calendarSubscribers)).toEqual([]);
    expect(await t.db.select().from(outboxMessages)).toEqual([]);
  });

  test(`${kind}: subscribe → confirm page (GET changes nothing) → confirm (POST) → personal feed → one-click unsubscribe`, async () => {
    await using t = await testDb(kind);
    const body = new URLSearchParams([
      ["email", "Priya@Example.in"],
      ["profile", "gst-quarterly"],
      ["profile", "tds-deductor"],
      ["stateGroup", "b"],
      ["leadDays", "7"],
      ["leadDays", "1"],
    ]);
    const request = new Request("http://127.0.0.1:3000/compliance-calendar", {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const sent = await actionResult(await pageRoute.action(args(request, t.db)));
    expect(sent).toMatchObject({ status: 303, location: "/compliance-calendar?subscribed=1#subscribe" });
    const [mail] = await t.db.select().from(outboxMessages);
    const payload = (mail?.payload ?? {}) as { text?: string; to?: string };
    const text = payload.text ?? "";
    expect(payload.to).toBe("priya@example.in");
    const token = /confirm\?token=([\w-]+)/.exec(text)?.[1] ?? "";

    const confirmUrl = `http://127.0.0.1:3000/compliance-calendar/confirm?token=${token}`;
    const page = await confirmRoute.loader(args(new Request(confirmUrl), t.db));
    expect(page).toEqual({ valid: true, email: "priya@example.in" });
    expect((await t.db.select().from(calendarSubscribers))[0]?.confirmedAt).toBeNull();

    const confirmed = await confirmRoute.action(args(new Request(confirmUrl, { method: "POST" }), t.db));
    expect(confirmed).toMatchObject({ ok: true, email: "priya@example.in" });
    const feedUrl = (confirmed as { feedUrl: string }).feedUrl;
    expect(feedUrl).toMatch(/^https:\/\/nyayik\.example\/compliance-calendar\/feed\/[\w-]{43}\.ics$/);
    expect((await t.db.select().from(scheduledJobs)).length).toBeGreaterThan(0);
    // The token itself is not stored, only its hash.
    const [row] = await t.db.select().from(calendarSubscribers);
    const feedToken = feedUrl.split("/").at(-1)?.replace(".ics", "") ?? "";
    expect(JSON.stringify(row)).not.toContain(feedToken);

    const feed = (await feedRoute.loader(args(new Request(feedUrl), t.db, { file: `${feedToken}.ics` }))) as Response;
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const events = parseFeed(await feed.text());
    const rows = events.map((e) => `${e.date} ${e.summary}`);
    expect(rows).toContain("2027-01-24 GSTR-3B (quarterly) due (Oct–Dec 2026)");
    expect(rows).not.toContain("2027-01-22 GSTR-3B (quarterly) due (Oct–Dec 2026)");
    expect(rows).toContain("2027-01-31 TDS return (24Q/26Q, now Forms 138/140) due (Oct–Dec 2026)");
    expect(rows.some((r) => r.includes("GSTR-9"))).toBe(true);
    expect(rows.some((r) => r.includes("Advance tax"))).toBe(false);
    expect(events.every((e) => e.allDay && e.uid.endsWith("@nyayik.example"))).toBe(true);
    expect(events.find((e) => e.date === "2027-01-24")?.description).toContain("Falls on a Sunday.");

    const wrong = (await feedRoute.loader(args(new Request(feedUrl), t.db, { file: "x".repeat(43) }))) as Response;
    expect(wrong.status).toBe(404);

    // A mail client's RFC 8058 one-click POST.
    const unsubscribeUrl = `http://127.0.0.1:3000/compliance-calendar/unsubscribe?token=${row?.unsubscribeToken}`;
    const oneClick = new Request(unsubscribeUrl, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await unsubscribeRoute.action(args(oneClick, t.db))).toEqual({ ok: true });
    expect((await t.db.select().from(calendarSubscribers))[0]?.unsubscribedAt).not.toBeNull();
    const gone = (await feedRoute.loader(args(new Request(feedUrl), t.db, { file: `${feedToken}.ics` }))) as Response;
    expect(gone.status).toBe(404);
  });
}

test("the public feed for a profile is valid iCalendar with that profile's dates; an unknown profile is 404", async () => {
  await using t = await testDb("pglite");
  const res = profileFeedRoute.loader(
    args(new Request("http://127.0.0.1:3000/compliance-calendar/feeds/company.ics"), t.db, { file: "company.ics" }),
  ) as Response;
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  const events = parseFeed(await res.text());
  // From the start of last month, so a date that just passed stays visible.
  expect(events.map((e) => `${e.date} ${e.summary}`)).toEqual([
    "2026-10-30 AOC-4 due (FY 2025-26 (annual general meeting on 30 September 2026))",
    "2026-10-31 ITR (audit cases) due (FY 2025-26)",
    "2026-11-29 MGT-7 / MGT-7A due (FY 2025-26 (annual general meeting on 30 September 2026))",
    "2026-11-30 ITR (transfer pricing) due (FY 2025-26)",
    "2026-12-15 Advance tax due (3rd instalment, 75%, FY 2026-27)",
  ]);
  const missing = profileFeedRoute.loader(
    args(new Request("http://127.0.0.1:3000/compliance-calendar/feeds/x.ics"), t.db, { file: "x.ics" }),
  ) as Response;
  expect(missing.status).toBe(404);
});

test("the calendar page's loader filters by profile and state from the query string", async () => {
  await using t = await testDb("pglite");
  const data = pageRoute.loader(
    args(new Request("http://127.0.0.1:3000/compliance-calendar?profile=gst-quarterly&state=a&profile=bogus"), t.db),
  );
  expect(data.profiles).toEqual(["gst-quarterly"]);
  expect(data.today).toBe("Tuesday, 24 November 2026");
  const threeB = data.entries.filter((e) => e.form === "GSTR-3B (quarterly)");
  expect(threeB.map((e) => e.due)).toEqual(["2027-01-22"]);
  expect(data.entries.find((e) => e.form === "IFF (GSTR-1 invoices)")).toMatchObject({ due: "2026-11-13", past: true });
});
