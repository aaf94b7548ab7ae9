import AxeBuilder from "@axe-core/playwright";
import ICAL from "ical.js";
import type { FakeSmtp } from "../fakes/smtp.ts";
import { type SecondServer, startSecondServer } from "./support/second-server.ts";
import { expect, test } from "./support/test.ts";

// The compliance calendar end to end on a second server whose clock starts shortly before 09:00 IST
// on 30 November 2026 (CLOCK_START, honoured only with NODE_ENV=test; decision 111): the page and
// its filters, subscribe → confirmation e-mail → confirm (POST) → private feed, and the 7-day
// reminder for the TDS deposit due on 7 December arriving at the fake SMTP server when the clock
// reaches 09:00 IST, with one-click unsubscribe.

const REMINDER_AT = Date.parse("2026-11-30T03:30:00Z"); // 09:00 IST, 7 days before 7 Dec 2026
const LEAD_MS = 75_000;

test.describe("compliance calendar", () => {
  let second: SecondServer | undefined;
  let smtp: FakeSmtp;
  let base = "";

  test.beforeAll(async () => {
    second = await startSecondServer({
      name: "calendar",
      env: { NODE_ENV: "test", CLOCK_START: new Date(REMINDER_AT - LEAD_MS).toISOString(), SCHEDULER_POLL_MS: "500" },
    });
    ({ smtp, base } = second);
  });

  test.afterAll(async () => {
    await second?.stop();
  });

  test("calendar → filter → subscribe → confirm → feed → the 7-day reminder arrives when the clock reaches it", async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await context.addCookies([{ name: "cookieConsent", value: "true", url: base }]);
    await page.goto(`${base}/compliance-calendar`);
    await expect(page.getByRole("heading", { level: 1, name: "Compliance calendar" })).toBeVisible();
    await expect(page.getByText("today is Monday, 30 November 2026")).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const filters = page.getByRole("form", { name: "Filter the due dates" });
    await filters.getByLabel("TDS deductor").check();
    await filters.getByRole("button", { name: "Show due dates" }).click();
    await expect(page).toHaveURL(/profile=tds-deductor/);
    const december = page.getByRole("region", { name: "December 2026" });
    await expect(december.getByRole("heading", { name: /TDS\/TCS challan · November 2026/ })).toBeVisible();
    await expect(page.getByText("GSTR-9")).toHaveCount(0);
    // 31 January 2027 is a Sunday: the entry says so and that the date does not move by itself.
    await expect(page.getByText(/Falls on a Sunday\. The date does not move by itself/).first()).toBeVisible();

    const subscribe = page.getByRole("region", { name: "E-mail reminders" });
    await subscribe.getByLabel("E-mail").fill("deductor@example.in");
    await expect(subscribe.getByLabel("TDS deductor")).toBeChecked();
    await subscribe.getByRole("button", { name: "Send me reminders" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();

    const [confirmation] = await smtp.waitFor(1, 20_000);
    expect(confirmation?.subject).toBe("Confirm your due-date reminders – Nyayik Legal & Compliance");
    const confirmUrl = /(http\S+\/compliance-calendar\/confirm\?token=\S+)/.exec(confirmation?.text ?? "")?.[1] ?? "";
    expect(confirmUrl).not.toBe("");
    await page.goto(confirmUrl);
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page.getByText("Confirmed. Reminders for deductor@example.in are on.")).toBeVisible();
    const feedUrl = (await page.getByText(/\/compliance-calendar\/feed\/.+\.ics$/).textContent()) ?? "";

    const feed = await page.request.get(feedUrl);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const events = new ICAL.Component(ICAL.parse(await feed.text()))
      .getAllSubcomponents("vevent")
      .map((e) => new ICAL.Event(e))
      .map((e) => `${e.startDate.toString()} ${e.summary}`);
    expect(events).toContain("2026-12-07 TDS/TCS challan due (November 2026)");

    // The server's clock reaches 09:00 IST on 30 November: the scheduler sends the reminder.
    const all = await smtp.waitFor(2, LEAD_MS + 60_000);
    const reminder = all.find((m) => m.subject.startsWith("Reminder:"));
    expect(reminder?.to).toEqual(["deductor@example.in"]);
    expect(reminder?.subject).toBe("Reminder: TDS/TCS challan due in 7 days, on Monday, 7 December 2026");
    const unsubscribeUrl = /^<(.+)>$/.exec(reminder?.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
    expect(unsubscribeUrl).toContain(`${base}/compliance-calendar/unsubscribe?token=`);
    expect(reminder?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to that URL.
    const oneClick = await page.request.post(unsubscribeUrl, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBeLessThan(400);
    await page.goto(unsubscribeUrl);
    await expect(page.getByText("You are unsubscribed.")).toBeVisible();
    expect((await page.request.get(feedUrl)).status()).toBe(404);
    expect(smtp.unexpected).toEqual([]);
  });

  test("on a 390 px phone in dark mode the calendar has no sideways scroll and passes axe", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });
    await context.addCookies([{ name: "cookieConsent", value: "true", url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/compliance-calendar?profile=gst-quarterly`);
    await expect(page.getByRole("heading", { level: 1, name: "Compliance calendar" })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("calendar-phone-dark.png"), fullPage: true });
    await context.close();
  });
});
