/** The time source for scheduling and calendars, injected so tests (and CLOCK_START) control it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that starts at `start` and runs on in real time from the moment it is made. */
export function clockFrom(start: Date, real: Clock = systemClock): Clock {
  const offset = start.getTime() - real().getTime();
  return () => new Date(real().getTime() + offset);
}

/** Today's date in India (IST, UTC+5:30) as YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The instant of a time of day in India on a date: `indiaInstant("2026-12-15", 9)` is 03:30 UTC. */
export function indiaInstant(date: string, hour: number, minute = 0): Date {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d, hour, minute) - 330 * 60_000);
}
