import { expect, test } from "vitest";
import { computeSlots, type ExpertSchedule, formatWhen, istInstant, weeklyHoursProblem } from "./slots.ts";

// Tuesday 24 November 2026, 10:00 IST (04:30 UTC).
const NOW = new Date("2026-11-24T04:30:00Z");
const OFFICE = { opens: "09:00", closes: "18:00" };
const everyDay = (start: string, end: string) =>
  Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [String(d), [{ start, end }]]));
const expert = (over: Partial<ExpertSchedule> = {}): ExpertSchedule => ({
  staffId: "a",
  name: "Asha",
  callMinutes: 15,
  weeklyHours: everyDay("09:00", "18:00"),
  daysOff: [],
  ...over,
});

test("slots cover 14 IST days and start after the 2-hour lead time", () => {
  const days = computeSlots({ now: NOW, office: OFFICE, experts: [expert()], booked: [] });
  expect(days).toHaveLength(14);
  expect(days[0]?.date).toBe("2026-11-24");
  expect(days[13]?.date).toBe("2026-12-07");
  // Today: 12:00 IST is the first start at or after 10:00 + 2 h; the last 15-minute call starts at 17:45.
  expect(days[0]?.slots[0]?.startsAt).toBe("2026-11-24T06:30:00.000Z");
  expect(days[0]?.slots[0]?.label).toBe("12:00 pm");
  expect(days[0]?.slots.at(-1)?.startsAt).toBe(istInstant("2026-11-24", 17 * 60 + 45).toISOString());
  expect(days[1]?.slots).toHaveLength(36);
});

test("expert hours are cut to the office hours, stepped by call length, and days off are skipped", () => {
  const days = computeSlots({
    now: NOW,
    office: OFFICE,
    experts: [expert({ callMinutes: 30, weeklyHours: { "3": [{ start: "08:00", end: "10:15" }] }, daysOff: ["2026-12-02"] })],
    booked: [],
  });
  // Wednesdays only (ISO 3): 25 Nov and 2 Dec (day off), so one day with 09:00 and 09:30.
  const withSlots = days.filter((d) => d.slots.length > 0);
  expect(withSlots.map((d) => d.date)).toEqual(["2026-11-25"]);
  expect(withSlots[0]?.slots.map((s) => s.label)).toEqual(["9:00 am", "9:30 am"]);
  expect(withSlots[0]?.label).toBe("Wednesday, 25 November 2026");
});

test("a booked call removes the overlapping slot of that expert only; the slot stays while another expert is free", () => {
  const start = istInstant("2026-11-25", 9 * 60);
  const booked = [{ staffId: "a", startsAt: start, endsAt: new Date(start.getTime() + 15 * 60_000) }];
  const one = computeSlots({ now: NOW, office: OFFICE, experts: [expert()], booked });
  expect(one[1]?.slots.some((s) => s.startsAt === start.toISOString())).toBe(false);
  const two = computeSlots({ now: NOW, office: OFFICE, experts: [expert(), expert({ staffId: "b", name: "Bina" })], booked });
  expect(two[1]?.slots.find((s) => s.startsAt === start.toISOString())?.experts).toEqual(["b"]);
  expect(two[1]?.slots.find((s) => s.label === "9:15 am")?.experts).toEqual(["a", "b"]);
});

test("no experts, no slots", () => {
  const days = computeSlots({ now: NOW, office: OFFICE, experts: [], booked: [] });
  expect(days.every((d) => d.slots.length === 0)).toBe(true);
});

test("IST formatting of an instant", () => {
  expect(formatWhen(new Date("2026-11-25T03:30:00Z"))).toBe("Wednesday, 25 November 2026 at 9:00 am IST");
});

test.each([
  [{ "1": [{ start: "09:00", end: "12:00" }] }, null],
  [{ "1": [{ start: "9", end: "12:00" }] }, "Enter times as HH:MM, for example 09:30"],
  [{ "1": [{ start: "13:00", end: "12:00" }] }, "Each range must end after it starts"],
  [
    {
      "1": [
        { start: "09:00", end: "12:00" },
        { start: "11:00", end: "13:00" },
      ],
    },
    "Ranges on one day must not overlap",
  ],
  [{ "8": [] }, "Unknown weekday"],
])("weekly hours %j → %s", (hours, problem) => {
  expect(weeklyHoursProblem(hours)).toBe(problem);
});
