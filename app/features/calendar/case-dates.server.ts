import type { Db } from "#app/db/client.server.ts";

/**
 * A date that comes out of a client's case: a trademark renewal (10 years from registration), a
 * DSC expiry, an objection's reply deadline. FSSAI registrations and licences no longer expire
 * (decision 157). It joins that client's reminders and calendar feed beside the rule-based dates.
 */
export type CaseDate = {
  /** Stable per date, e.g. "<case id>:tm-renewal"; part of the reminder job's key. */
  id: string;
  title: string;
  /** YYYY-MM-DD */
  due: string;
  detail?: string;
  /** Where the client sees the case (absolute or site-relative). */
  url?: string;
};

/**
 * The case dates for a client's e-mail address. Cases do not exist yet (issue: cases), so there are
 * none; the cases feature fills this in and every caller (reminders, feeds) already merges them.
 */
export async function caseDates(_db: Db, _email: string): Promise<CaseDate[]> {
  return [];
}
