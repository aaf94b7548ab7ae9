import { expect, test } from "vitest";
import { parseAvailability } from "./availability-form.ts";

const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? "";

test("a valid form becomes weekly hours, days off and call length", () => {
  const parsed = parseAvailability(
    form({ callMinutes: "30", "start-1": "09:30", "end-1": "13:00", daysOff: "2026-12-25, 2026-12-31\n2026-12-25" }),
  );
  expect(parsed).toEqual({
    ok: true,
    value: {
      callMinutes: 30,
      weeklyHours: { "1": [{ start: "09:30", end: "13:00" }] },
      daysOff: ["2026-12-25", "2026-12-31", "2026-12-25"],
    },
  });
});

test.each([
  [{ callMinutes: "7" }, "callMinutes"],
  [{ callMinutes: "15", "start-2": "10:00" }, "day-2"],
  [{ callMinutes: "15", "start-3": "14:00", "end-3": "10:00" }, "day-3"],
  [{ callMinutes: "15", daysOff: "25/12/2026" }, "daysOff"],
  [{ callMinutes: "15", daysOff: "2026-02-30" }, "daysOff"],
])("%j is refused with a message for %s", (fields, key) => {
  const parsed = parseAvailability(form(fields));
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.errors[key]).toBeTruthy();
});
