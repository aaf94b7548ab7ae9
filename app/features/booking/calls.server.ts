import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { callBookings, staffUsers } from "#app/db/schema.server.ts";
import { serviceTypeLabel } from "#app/features/leads/consultation-schema.ts";
import { formatTime, istDate, istInstant } from "./slots.ts";

export type CallOfDay = {
  id: string;
  time: string;
  minutes: number;
  expertName: string;
  mine: boolean;
  fullName: string;
  phone: string;
  topic: string;
  leadHref: string | null;
};

/** Today's booked calls (India day), earliest first, for the dashboard; `mine` marks the viewer's own. */
export async function loadTodayCalls(db: Db, viewerId: string, now = new Date()): Promise<CallOfDay[]> {
  const from = istInstant(istDate(now), 0);
  const to = new Date(from.getTime() + 86_400_000);
  const rows = await db
    .select({ booking: callBookings, expertName: staffUsers.name })
    .from(callBookings)
    .innerJoin(staffUsers, eq(staffUsers.id, callBookings.staffId))
    .where(and(eq(callBookings.status, "booked"), gte(callBookings.startsAt, from), lt(callBookings.startsAt, to)))
    .orderBy(asc(callBookings.startsAt), asc(staffUsers.name));
  return rows.map(({ booking: b, expertName }) => ({
    id: b.id,
    time: formatTime(b.startsAt),
    minutes: Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / 60_000),
    expertName,
    mine: b.staffId === viewerId,
    fullName: b.fullName,
    phone: b.phone,
    topic: serviceTypeLabel(b.topic),
    leadHref: b.consultationId ? `/admin/inbox/consultation/${b.consultationId}` : null,
  }));
}
