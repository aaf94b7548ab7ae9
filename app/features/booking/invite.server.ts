import { createEvent } from "ics";

/** What the calendar invite describes; the UID stays the same across reschedules (RFC 5545 §3.8.4.7). */
export type InviteFacts = {
  bookingId: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  expertName: string;
  topicLabel: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  siteUrl: string;
};

const parts = (d: Date) =>
  [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()] as [
    number,
    number,
    number,
    number,
    number,
  ];

/** An iCalendar invite: METHOD:REQUEST for a booking or a new time (SEQUENCE+1), METHOD:CANCEL to withdraw it. */
export function buildInvite(facts: InviteFacts, method: "REQUEST" | "CANCEL"): string {
  const host = new URL(facts.siteUrl).hostname || "nyayik";
  const { error, value } = createEvent({
    uid: `call-${facts.bookingId}@${host}`,
    sequence: facts.sequence,
    method,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    productId: "nyayik/booking",
    title: `Free call with ${facts.expertName}`,
    description: `A free call about ${facts.topicLabel} with ${facts.expertName}. We will phone you at the number you gave.`,
    start: parts(facts.startsAt),
    startInputType: "utc",
    startOutputType: "utc",
    end: parts(facts.endsAt),
    endInputType: "utc",
    endOutputType: "utc",
    organizer: { name: facts.organizer.name, email: facts.organizer.email },
    attendees: [{ name: facts.attendee.name, email: facts.attendee.email, rsvp: false, role: "REQ-PARTICIPANT" }],
    url: facts.siteUrl,
  });
  if (error || !value) throw new Error(`calendar invite: ${error?.message ?? "no value"}`);
  return value;
}
