/**
 * Free-call slots: pure functions of the clock, the office hours, each expert's schedule and the
 * calls already booked. India has one time zone and no daylight saving, so an IST wall time is the
 * UTC instant plus 5 h 30 min, always.
 */

export const IST_OFFSET_MINUTES = 330;
export const BOOKING_DAYS = 14;
export const DEFAULT_LEAD_MINUTES = 120;
export const DEFAULT_CALL_MINUTES = 15;
export const CALL_LENGTHS = [15, 20, 30, 45, 60] as const;

export type TimeRange = { start: string; end: string };
/** Weekly hours per ISO weekday: "1" = Monday … "7" = Sunday. */
export type WeeklyHours = Record<string, TimeRange[]>;
export type ExpertSchedule = {
  staffId: string;
  name: string;
  callMinutes: number;
  weeklyHours: WeeklyHours;
  daysOff: string[];
};
export type BookedCall = { staffId: string; startsAt: Date; endsAt: Date };
export type Slot = { startsAt: string; label: string; experts: string[] };
export type SlotDay = { date: string; label: string; slots: Slot[] };

/** "HH:MM" → minutes after midnight, or null. */
export function minutesOf(hhmm: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The IST calendar day (YYYY-MM-DD) of an instant. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The instant of an IST wall time: a day (YYYY-MM-DD) plus minutes after midnight. */
export function istInstant(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutes - IST_OFFSET_MINUTES) * 60_000);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const dayLabel = new Intl.DateTimeFormat("en-IN", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const timeLabel = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "UTC" });

/** "Wednesday, 25 November 2026". */
export function formatDay(date: string): string {
  return dayLabel.format(new Date(`${date}T12:00:00Z`));
}

/** "3:30 pm" in IST. */
export function formatTime(at: Date): string {
  return timeLabel.format(new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000));
}

/** "Wednesday, 25 November 2026 at 3:30 pm IST". */
export function formatWhen(at: Date): string {
  return `${formatDay(istDate(at))} at ${formatTime(at)} IST`;
}

/**
 * The bookable slots of the next `days` IST days: each expert's weekly hours cut to the office
 * hours, minus days off, stepped by the expert's call length, minus the expert's booked calls and
 * anything starting before `now + leadMinutes`. A slot lists the free experts in the given order
 * (the first one gets the booking). Days without a slot are kept, with an empty list.
 */
export function computeSlots({
  now,
  office,
  experts,
  booked,
  days = BOOKING_DAYS,
  leadMinutes = DEFAULT_LEAD_MINUTES,
}: {
  now: Date;
  office: { opens: string; closes: string };
  experts: ExpertSchedule[];
  booked: BookedCall[];
  days?: number;
  leadMinutes?: number;
}): SlotDay[] {
  const opens = minutesOf(office.opens) ?? 0;
  const closes = minutesOf(office.closes) ?? 24 * 60;
  const earliest = now.getTime() + leadMinutes * 60_000;
  const today = istDate(now);
  const result: SlotDay[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(today, i);
    const byStart = new Map<number, string[]>();
    for (const expert of experts) {
      if (expert.daysOff.includes(date)) continue;
      const step = expert.callMinutes;
      for (const range of expert.weeklyHours[String(isoWeekday(date))] ?? []) {
        const from = Math.max(minutesOf(range.start) ?? 0, opens);
        const to = Math.min(minutesOf(range.end) ?? 0, closes);
        for (let m = from; m + step <= to; m += step) {
          const start = istInstant(date, m).getTime();
          const end = start + step * 60_000;
          if (start < earliest) continue;
          const busy = booked.some(
            (b) => b.staffId === expert.staffId && b.startsAt.getTime() < end && b.endsAt.getTime() > start,
          );
          if (busy) continue;
          const list = byStart.get(start) ?? [];
          if (!list.includes(expert.staffId)) list.push(expert.staffId);
          byStart.set(start, list);
        }
      }
    }
    const slots = [...byStart.entries()]
      .sort(([a], [b]) => a - b)
      .map(([start, ids]) => ({ startsAt: new Date(start).toISOString(), label: formatTime(new Date(start)), experts: ids }));
    result.push({ date, label: formatDay(date), slots });
  }
  return result;
}

/** Checks a weekly-hours value from the console: ranges well-formed, start before end, no overlaps. */
export function weeklyHoursProblem(hours: WeeklyHours): string | null {
  for (const [day, ranges] of Object.entries(hours)) {
    if (!/^[1-7]$/.test(day)) return "Unknown weekday";
    const sorted = ranges.map((r) => ({ s: minutesOf(r.start), e: minutesOf(r.end) })).sort((a, b) => (a.s ?? 0) - (b.s ?? 0));
    for (const [i, r] of sorted.entries()) {
      if (r.s === null || r.e === null) return "Enter times as HH:MM, for example 09:30";
      if (r.s >= r.e) return "Each range must end after it starts";
      const prev = sorted[i - 1];
      if (prev?.e != null && prev.e > r.s) return "Ranges on one day must not overlap";
    }
  }
  return null;
}
