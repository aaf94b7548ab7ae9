import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { callBookings, expertSchedules, staffUsers } from "#app/db/schema.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import {
  BOOKING_DAYS,
  type BookedCall,
  computeSlots,
  DEFAULT_CALL_MINUTES,
  type ExpertSchedule,
  istDate,
  istInstant,
  type SlotDay,
  type WeeklyHours,
} from "./slots.ts";

/** Active staff who have set their hours, by name: the first free one in this order takes a call. */
export async function listExperts(db: Tx): Promise<ExpertSchedule[]> {
  const rows = await db
    .select({
      staffId: expertSchedules.staffId,
      name: staffUsers.name,
      callMinutes: expertSchedules.callMinutes,
      weeklyHours: expertSchedules.weeklyHours,
      daysOff: expertSchedules.daysOff,
    })
    .from(expertSchedules)
    .innerJoin(staffUsers, eq(staffUsers.id, expertSchedules.staffId))
    .where(eq(staffUsers.active, true))
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
  return rows;
}

/** Active bookings that overlap [from, to), except one being moved. */
export async function bookedBetween(db: Tx, from: Date, to: Date, exceptId?: string): Promise<BookedCall[]> {
  return db
    .select({ staffId: callBookings.staffId, startsAt: callBookings.startsAt, endsAt: callBookings.endsAt })
    .from(callBookings)
    .where(
      and(
        eq(callBookings.status, "booked"),
        lt(callBookings.startsAt, to),
        gte(callBookings.endsAt, from),
        exceptId ? sql`${callBookings.id} <> ${exceptId}` : undefined,
      ),
    );
}

/**
 * The next 14 IST days of bookable slots (office hours from content/site.yaml). `hasExperts` is
 * false while no staff member has set hours: the page then offers the consultation form instead.
 */
export async function availableSlots(
  db: Tx,
  now = new Date(),
  exceptId?: string,
): Promise<{ days: SlotDay[]; hasExperts: boolean }> {
  const experts = await listExperts(db);
  if (experts.length === 0) return { days: [], hasExperts: false };
  const from = istInstant(istDate(now), 0);
  const to = new Date(from.getTime() + (BOOKING_DAYS + 1) * 86_400_000);
  const booked = await bookedBetween(db, from, to, exceptId);
  const { hours } = loadContent().site;
  return { days: computeSlots({ now, office: hours, experts, booked }), hasExperts: true };
}

/** The free experts for one start, in order, with their names and call lengths; empty when not offered. */
export async function expertsFor(db: Tx, startsAt: Date, now: Date, exceptId?: string) {
  const { days } = await availableSlots(db, now, exceptId);
  const iso = startsAt.toISOString();
  const slot = days.flatMap((d) => d.slots).find((s) => s.startsAt === iso);
  if (!slot) return [];
  const experts = await listExperts(db);
  return slot.experts.flatMap((id) => experts.filter((e) => e.staffId === id));
}

export type ScheduleInput = { callMinutes: number; weeklyHours: WeeklyHours; daysOff: string[] };

/** The signed-in staff member's schedule, or the defaults (no hours: not yet taking calls). */
export async function loadSchedule(db: Db, staffId: string): Promise<ScheduleInput & { saved: boolean }> {
  const [row] = await db.select().from(expertSchedules).where(eq(expertSchedules.staffId, staffId));
  if (!row) return { callMinutes: DEFAULT_CALL_MINUTES, weeklyHours: {}, daysOff: [], saved: false };
  return { callMinutes: row.callMinutes, weeklyHours: row.weeklyHours, daysOff: row.daysOff, saved: true };
}

/** Saves a staff member's hours, days off and call length (insert or replace). Existing bookings stay. */
export async function saveSchedule(db: Db, staffId: string, input: ScheduleInput) {
  const values = { ...input, daysOff: [...new Set(input.daysOff)].sort(), updatedAt: new Date() };
  await db
    .insert(expertSchedules)
    .values({ staffId, ...values })
    .onConflictDoUpdate({ target: expertSchedules.staffId, set: values });
}
