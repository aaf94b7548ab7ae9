import { expect, test } from "vitest";
import { addDays, dateOf, forProfiles, occurrencesIn, windowFor } from "./due-dates.ts";
import { loadCalendar } from "./rules.server.ts";
import type { CalendarContent, Rule } from "./rules-schema.ts";

const source = { title: "test source", url: "https://example.gov.in/rule" };
function rule(id: string, due: Rule["due"], who: Rule["who"] = ["business"]): Rule {
  return { id, form: id.toUpperCase(), title: id, who, due, guide: "g", service: "s", source };
}
function content(rules: Rule[], extra: Partial<CalendarContent> = {}): CalendarContent {
  return {
    stateGroups: { a: { label: "A states", short: "A" }, b: { label: "B states", short: "B" } },
    holidays: [{ date: "2027-01-26", name: "Republic Day" }],
    rules,
    overrides: [],
    ...extra,
  };
}
const dates = (c: CalendarContent, from: string, to: string) => occurrencesIn(c, { from, to }).map((o) => o.due);

test("a day past the end of the month becomes the month's last day (31 → 30 November, 28 February)", () => {
  expect(dateOf(2026, 11, 31)).toBe("2026-11-30");
  expect(dateOf(2027, 2, 31)).toBe("2027-02-28");
  expect(dateOf(2028, 2, 31)).toBe("2028-02-29");
  expect(dateOf(2026, 13, 11)).toBe("2027-01-11");
  const c = content([rule("m31", { kind: "monthly", day: 31 })]);
  expect(dates(c, "2026-11-01", "2027-03-31")).toEqual(["2026-11-30", "2026-12-31", "2027-01-31", "2027-02-28", "2027-03-31"]);
});

test("the window runs from the first of this month to the end of the third month after", () => {
  expect(windowFor("2026-11-24")).toEqual({ from: "2026-11-01", to: "2027-02-28" });
  expect(windowFor("2026-12-05")).toEqual({ from: "2026-12-01", to: "2027-03-31" });
});

test("monthly dates follow the period; March deductions may have their own date (TDS: 30 April)", () => {
  const c = content([rule("tds", { kind: "monthly", day: 7, march: { month: 4, day: 30 } })]);
  const occ = occurrencesIn(c, { from: "2027-03-01", to: "2027-05-31" });
  expect(occ.map((o) => [o.period, o.due])).toEqual([
    ["February 2027", "2027-03-07"],
    ["March 2027", "2027-04-30"],
    ["April 2027", "2027-05-07"],
  ]);
});

test("only the listed months produce a date (IFF for the first two months of each quarter)", () => {
  const c = content([rule("iff", { kind: "monthly", day: 13, months: [4, 5, 7, 8, 10, 11, 1, 2] })]);
  expect(dates(c, "2026-11-01", "2027-04-30")).toEqual(["2026-11-13", "2026-12-13", "2027-02-13", "2027-03-13"]);
});

test("quarterly dates by state group, and a later date for the January–March quarter", () => {
  const c = content([
    rule("3b", { kind: "quarterly", byStateGroup: { a: 22, b: 24 } }, ["gst-quarterly"]),
    rule("tds-q", { kind: "quarterly", day: 31, q4: { month: 5, day: 31 } }),
  ]);
  const occ = occurrencesIn(c, { from: "2027-01-01", to: "2027-05-31" });
  expect(occ.map((o) => [o.rule.id, o.period, o.due, o.stateGroup])).toEqual([
    ["3b", "Oct–Dec 2026", "2027-01-22", "a"],
    ["3b", "Oct–Dec 2026", "2027-01-24", "b"],
    ["tds-q", "Oct–Dec 2026", "2027-01-31", undefined],
    ["3b", "Jan–Mar 2027", "2027-04-22", "a"],
    ["3b", "Jan–Mar 2027", "2027-04-24", "b"],
    ["tds-q", "Jan–Mar 2027", "2027-05-31", undefined],
  ]);
  expect(forProfiles(occ, ["gst-quarterly"], "b").map((o) => o.due)).toEqual(["2027-01-24", "2027-04-24"]);
  expect(forProfiles(occ, ["company"], "both")).toEqual([]);
});

test("a date on a Sunday or a national holiday says so and that it does not move", () => {
  const c = content([rule("m24", { kind: "monthly", day: 24 }), rule("m26", { kind: "monthly", day: 26 })]);
  const [sunday, holiday] = occurrencesIn(c, { from: "2027-01-24", to: "2027-01-26" });
  expect(sunday?.due).toBe("2027-01-24");
  expect(sunday?.dayNote).toBe(
    "Falls on a Sunday. The date does not move by itself: unless a notification extends it, file by the working day before.",
  );
  expect(holiday?.due).toBe("2027-01-26");
  expect(holiday?.dayNote).toMatch(/^Falls on Republic Day, a national holiday\./);
  const weekday = occurrencesIn(c, { from: "2027-02-24", to: "2027-02-24" });
  expect(weekday[0]?.dayNote).toBeUndefined();
});

test("an extension by notification moves the date and names the notification", () => {
  const notice = {
    rule: "annual",
    due: "2026-12-31",
    newDue: "2027-02-15",
    reference: "Notification No. 99/2026 – Central Tax",
    issued: "2026-12-20",
    url: "https://example.gov.in/n99",
    summary: "Extended for FY 2025-26.",
  };
  const c = content([rule("annual", { kind: "annual", fy: "previous", dates: [{ month: 12, day: 31 }] })], {
    overrides: [notice],
  });
  const [moved] = occurrencesIn(c, { from: "2027-02-01", to: "2027-02-28" });
  expect(moved).toMatchObject({ due: "2027-02-15", ruleDue: "2026-12-31", period: "FY 2025-26", override: notice });
  // The original date no longer appears in its own month.
  expect(dates(c, "2026-12-01", "2026-12-31")).toEqual([]);
});

test("a date counted from an event is shown for the assumed latest event (MGT-7: 60 days after a 30 September AGM)", () => {
  const c = content([
    rule("mgt", { kind: "after-event", event: "AGM", days: 60, assumed: { month: 9, day: 30 }, fy: "previous" }),
  ]);
  const [occ] = occurrencesIn(c, { from: "2026-11-01", to: "2026-11-30" });
  expect(occ).toMatchObject({ due: "2026-11-29", period: "FY 2025-26 (AGM on 30 September 2026)" });
  expect(addDays("2026-09-30", 30)).toBe("2026-10-30");
});

test("the firm's calendar for 24 November 2026 lists the expected dates for a TDS deductor and a company", () => {
  const { content: real } = loadCalendar();
  const occ = occurrencesIn(real, windowFor("2026-11-24"));
  const tds = forProfiles(occ, ["tds-deductor"]).map((o) => `${o.rule.id} ${o.due}`);
  expect(tds).toEqual([
    "tds-deposit 2026-11-07",
    "tds-deposit 2026-12-07",
    "tds-deposit 2027-01-07",
    "tcs-return 2027-01-15",
    "tds-return 2027-01-31",
    "tds-deposit 2027-02-07",
  ]);
  const company = forProfiles(occ, ["company"]).map((o) => `${o.rule.id} ${o.due}`);
  expect(company).toEqual(["mgt-7 2026-11-29", "itr-transfer-pricing 2026-11-30", "advance-tax 2026-12-15"]);
  expect(occ.find((o) => o.rule.id === "tds-return")?.dayNote).toMatch(/^Falls on a Sunday/);
});

test("a guide that a rule links to gets a 'Due dates' link filtered to that rule's profiles; others get none", async () => {
  const { dueDatesLinkFor } = await import("./rules.server.ts");
  expect(dueDatesLinkFor("tds-return-filing")).toBe("/compliance-calendar?profile=tds-deductor");
  expect(dueDatesLinkFor("gst-annual-return-filing")).toBe("/compliance-calendar?profile=gst-monthly&profile=gst-quarterly");
  expect(dueDatesLinkFor("trademark-registration")).toBeUndefined();
});

test("the composition return GSTR-4 falls on 30 June after the financial year (rule 62(1) proviso, from FY 2024-25)", () => {
  const { content: real } = loadCalendar();
  const gstr4 = occurrencesIn(real, { from: "2027-04-01", to: "2027-07-31" }).filter((o) => o.rule.id === "gstr-4");
  expect(gstr4.map((o) => o.due)).toEqual(["2027-06-30"]);
});
