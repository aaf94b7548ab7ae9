import type { Db } from "#app/db/client.server.ts";
import { serviceTypeLabel } from "#app/features/leads/consultation-schema.ts";
import { SERVICE_TYPES } from "#app/features/leads/form-contract.ts";
import { bookingForToken, linksFor } from "./booking.server.ts";
import { isTopic } from "./booking-schema.ts";
import { availableSlots } from "./schedule.server.ts";
import { formatWhen, type SlotDay } from "./slots.ts";

/** What the slot picker shows: the 14 days (with how many times each has) and the chosen day's times. */
export type PickerData = {
  hasExperts: boolean;
  days: { date: string; label: string; count: number }[];
  day: SlotDay | null;
};

/** The slot picker for `?day=` (default: the first day with a free time). */
export async function pickerData(db: Db, dayParam: string | null, now = new Date(), exceptId?: string): Promise<PickerData> {
  const { days, hasExperts } = await availableSlots(db, now, exceptId);
  const day = days.find((d) => d.date === dayParam) ?? days.find((d) => d.slots.length > 0) ?? null;
  return {
    hasExperts,
    days: days.map((d) => ({ date: d.date, label: d.label, count: d.slots.length })),
    day: day ? { ...day, slots: day.slots.map((s) => ({ ...s, experts: [] })) } : null,
  };
}

/** The booking page: the picker, the topic list and the topic pre-chosen from `?topic=`. */
export async function bookingPageData(db: Db, url: URL, now = new Date()) {
  const topic = url.searchParams.get("topic");
  return {
    picker: await pickerData(db, url.searchParams.get("day"), now),
    topics: SERVICE_TYPES.map((s) => ({ value: s.value, label: s.label })),
    topic: isTopic(topic) ? topic : "",
  };
}

/** A booking as its view link shows it; the reschedule and cancel links only while it can still change. */
export async function viewBookingData(db: Db, token: string, siteUrl: string, now = new Date()) {
  const booking = await bookingForToken(db, token, "view", now);
  if (!booking) return null;
  const open = booking.status === "booked" && booking.startsAt > now;
  const links = linksFor(siteUrl, token);
  return {
    status: booking.status,
    when: formatWhen(booking.startsAt),
    minutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
    expertName: booking.expertName,
    topic: serviceTypeLabel(booking.topic),
    phone: booking.phone,
    email: booking.email,
    reschedulePath: open ? new URL(links.reschedule).pathname : null,
    cancelPath: open ? new URL(links.cancel).pathname : null,
  };
}

/** A reschedule or cancel link's page: the call it names, or null when the link no longer works. */
export async function manageData(
  db: Db,
  token: string,
  purpose: "reschedule" | "cancel",
  dayParam: string | null,
  now = new Date(),
) {
  const booking = await bookingForToken(db, token, purpose, now);
  if (!booking) return null;
  return {
    when: formatWhen(booking.startsAt),
    expertName: booking.expertName,
    topic: serviceTypeLabel(booking.topic),
    picker: purpose === "reschedule" ? await pickerData(db, dayParam, now, booking.id) : null,
  };
}
