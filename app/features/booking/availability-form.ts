import { CALL_LENGTHS, minutesOf, type WeeklyHours, weeklyHoursProblem } from "./slots.ts";

/**
 * The console's availability form: a call length, one start/end pair per weekday (both empty: not
 * taking calls that day) and days off as dates separated by commas, spaces or new lines. Pure, so
 * the page and its tests share it.
 */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export type AvailabilityForm =
  | { ok: true; value: { callMinutes: number; weeklyHours: WeeklyHours; daysOff: string[] } }
  | { ok: false; errors: Record<string, string> };

const isDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export function parseAvailability(get: (name: string) => string): AvailabilityForm {
  const errors: Record<string, string> = {};
  const callMinutes = Number(get("callMinutes"));
  if (!(CALL_LENGTHS as readonly number[]).includes(callMinutes))
    errors.callMinutes = `Choose a call length: ${CALL_LENGTHS.join(", ")} minutes`;
  const weeklyHours: WeeklyHours = {};
  WEEKDAYS.forEach((name, i) => {
    const day = String(i + 1);
    const start = get(`start-${day}`).trim();
    const end = get(`end-${day}`).trim();
    if (!start && !end) return;
    if (minutesOf(start) === null || minutesOf(end) === null) {
      errors[`day-${day}`] = `${name}: enter both times as HH:MM, or leave both empty`;
      return;
    }
    const problem = weeklyHoursProblem({ [day]: [{ start, end }] });
    if (problem) errors[`day-${day}`] = `${name}: ${problem.toLowerCase()}`;
    else weeklyHours[day] = [{ start, end }];
  });
  const daysOff = get("daysOff")
    .split(/[\s,]+/)
    .filter(Boolean);
  const bad = daysOff.find((d) => !isDate(d));
  if (bad) errors.daysOff = `"${bad.slice(0, 20)}" is not a date; write days off as YYYY-MM-DD, for example 2026-12-25`;
  if (daysOff.length > 200) errors.daysOff = "List at most 200 days off";
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: { callMinutes, weeklyHours, daysOff } };
}
