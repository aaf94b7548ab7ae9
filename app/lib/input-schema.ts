import { z } from "zod";

/**
 * Checks for values that arrive in query strings and forms and go on to PostgreSQL or into a
 * response header (hardening issue 22 item 12, decision 091). PostgreSQL refuses a NUL byte in
 * text and a date like 2026-02-31 or a cursor with a made-up time, and a CR or LF in a header
 * throws; each is the sender's mistake, so it must be refused here with a message, never reach
 * the database. Pure: pages import these through their schemas.
 */

/** Control characters (NUL, CR, LF, …): never part of a name, a search or an address. */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A one-line text value without control characters. */
export const lineText = (message = "Remove the special characters and try again.") =>
  z.string().refine((v) => !hasControlCharacters(v), message);

/** 2000-01-01 … 2100-12-31 that exists in the calendar (no 31 February). */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 2000 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** A page cursor's time: a real UTC instant to the microsecond, as `to_char(…'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` writes it. */
export function isCursorInstant(value: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/.exec(value);
  if (!m?.[1] || !isCalendarDay(m[1])) return false;
  return Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4]) < 60;
}

/** `<instant>_<uuid>`: the keyset cursor of the payments and outbox lists. */
export function isPageCursor(value: string): boolean {
  return value.length === 64 && value[27] === "_" && isCursorInstant(value.slice(0, 27)) && isUuid(value.slice(28));
}

/**
 * A redirect target inside the site: a path under `prefix`, not another host (`//x`, `/\x`) and
 * without control characters (a CR/LF would split the Location header).
 */
export function isLocalPath(value: string, prefix: string): boolean {
  return value.startsWith(prefix) && !value.startsWith("//") && !value.includes("\\") && !hasControlCharacters(value);
}
