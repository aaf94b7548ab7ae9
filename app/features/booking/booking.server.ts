import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { bookingTokens, callBookings, consultationRequests, outboxMessages, staffUsers } from "#app/db/schema.server.ts";
import type { Tx } from "#app/features/auth/tx.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { serviceTypeLabel } from "#app/features/leads/consultation-schema.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import type { Booking } from "./booking-schema.ts";
import { buildInvite } from "./invite.server.ts";
import { type CallFacts, type CallLinks, cancellationMail, confirmationMail, reminderMail, staffCallNotice } from "./mails.ts";
import { expertsFor } from "./schedule.server.ts";
import { formatWhen } from "./slots.ts";

/** Where links point and who the invite comes from (config.siteUrl, config.mail.from). */
export type BookingEnv = { siteUrl: string; mailFrom: string; now?: Date };
export type TokenPurpose = "view" | "reschedule" | "cancel";

const REMINDER_MINUTES = 60;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

type BookingRow = typeof callBookings.$inferSelect;

/**
 * The reschedule and cancel tokens are derived from the view token (HMAC keyed by it), so the
 * confirmation page, which holds only the view token, can link to them; each is stored hashed with
 * its one purpose, so none can stand in for another.
 */
const derivedToken = (viewToken: string, purpose: "reschedule" | "cancel") =>
  createHmac("sha256", viewToken).update(purpose).digest("base64url");

/** The three links of a booking, from its view token. */
export function linksFor(siteUrl: string, viewToken: string): CallLinks {
  return {
    view: `${siteUrl}/book-a-call/booking/${viewToken}`,
    reschedule: `${siteUrl}/book-a-call/reschedule/${derivedToken(viewToken, "reschedule")}`,
    cancel: `${siteUrl}/book-a-call/cancel/${derivedToken(viewToken, "cancel")}`,
  };
}

/** Issues the three single-purpose links of a booking; reschedule and cancel expire when the call starts. */
async function issueTokens(tx: Tx, booking: BookingRow, siteUrl: string): Promise<CallLinks> {
  const view = randomBytes(32).toString("base64url");
  const row = (token: string, purpose: TokenPurpose, expiresAt: Date) => ({
    id: hashToken(token),
    bookingId: booking.id,
    purpose,
    expiresAt,
  });
  await tx
    .insert(bookingTokens)
    .values([
      row(view, "view", new Date(booking.endsAt.getTime() + 30 * 86_400_000)),
      row(derivedToken(view, "reschedule"), "reschedule", booking.startsAt),
      row(derivedToken(view, "cancel"), "cancel", booking.startsAt),
    ]);
  return linksFor(siteUrl, view);
}

function facts(booking: BookingRow, expertName: string): CallFacts {
  return {
    fullName: booking.fullName,
    email: booking.email,
    phone: booking.phone,
    topicLabel: serviceTypeLabel(booking.topic),
    expertName,
    startsAt: booking.startsAt,
    siteName: loadContent().site.name,
  };
}

function invite(booking: BookingRow, expertName: string, env: BookingEnv, method: "REQUEST" | "CANCEL") {
  return buildInvite(
    {
      bookingId: booking.id,
      sequence: booking.sequence,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      expertName,
      topicLabel: serviceTypeLabel(booking.topic),
      organizer: { name: loadContent().site.name, email: env.mailFrom.replace(/^.*<([^>]+)>.*$/, "$1") },
      attendee: { name: booking.fullName, email: booking.email },
      siteUrl: env.siteUrl,
    },
    method,
  );
}

/** Queues the visitor's confirmation (with the invite), the firm's notice and the 1-hour reminder. */
async function enqueueBookedMails(
  tx: Tx,
  booking: BookingRow,
  expertName: string,
  env: BookingEnv,
  change: "booked" | "rescheduled",
) {
  const links = await issueTokens(tx, booking, env.siteUrl);
  const call = facts(booking, expertName);
  await enqueueMail(tx, "booking", [
    confirmationMail(call, links, invite(booking, expertName, env, "REQUEST"), change === "rescheduled"),
    staffCallNotice(call, change),
  ]);
  const [reminderId] = await enqueueMail(tx, "booking-reminder", [reminderMail(call, links)], {
    notBefore: new Date(booking.startsAt.getTime() - REMINDER_MINUTES * 60_000),
  });
  await tx.update(callBookings).set({ reminderId }).where(eq(callBookings.id, booking.id));
  return links;
}

/** A reminder not yet sent is withdrawn (status discarded, visible in the outbox console). */
async function discardReminder(tx: Tx, booking: BookingRow) {
  if (!booking.reminderId) return;
  await tx
    .update(outboxMessages)
    .set({ status: "discarded", lastError: "call rescheduled or cancelled" })
    .where(and(eq(outboxMessages.id, booking.reminderId), eq(outboxMessages.status, "pending")));
}

export type BookResult = { ok: true; viewUrl: string; bookingId: string } | { ok: false; reason: "taken" };

/**
 * Books a free call at an offered start with the first free expert. The partial unique index on
 * (expert, start) settles a race: a losing insert does nothing and the next expert is tried; when
 * none is left the visitor is told the time was just taken. Writes the booking, a consultation
 * lead (source "booking"), its links and three e-mails in one transaction.
 */
export async function bookCall(db: Db, input: Booking, env: BookingEnv): Promise<BookResult> {
  const now = env.now ?? new Date();
  const startsAt = new Date(input.slot);
  const candidates = await expertsFor(db, startsAt, now);
  if (candidates.length === 0) return { ok: false, reason: "taken" };
  return db.transaction(async (tx) => {
    for (const expert of candidates) {
      const [booking] = await tx
        .insert(callBookings)
        .values({
          staffId: expert.staffId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + expert.callMinutes * 60_000),
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          topic: input.topic,
        })
        .onConflictDoNothing({ target: [callBookings.staffId, callBookings.startsAt], where: sql`status = 'booked'` })
        .returning();
      if (!booking) continue;
      const [lead] = await tx
        .insert(consultationRequests)
        .values({
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          city: "Not given",
          serviceType: input.topic,
          details: `Free call booked for ${formatWhen(startsAt)} with ${expert.name} (booking ${booking.id}).`,
          source: "booking",
          assigneeId: expert.staffId,
        })
        .returning({ id: consultationRequests.id });
      await tx.update(callBookings).set({ consultationId: lead?.id }).where(eq(callBookings.id, booking.id));
      const links = await enqueueBookedMails(tx, booking, expert.name, env, "booked");
      return { ok: true as const, viewUrl: links.view, bookingId: booking.id };
    }
    return { ok: false as const, reason: "taken" as const };
  });
}

export type ManagedBooking = BookingRow & { expertName: string };

/** The booking a link names, if the link is of this purpose, unused and unexpired. */
export async function bookingForToken(db: Tx, token: string, purpose: TokenPurpose, now = new Date()) {
  const [row] = await db
    .select({ booking: callBookings, expertName: staffUsers.name, tokenId: bookingTokens.id })
    .from(bookingTokens)
    .innerJoin(callBookings, eq(callBookings.id, bookingTokens.bookingId))
    .innerJoin(staffUsers, eq(staffUsers.id, callBookings.staffId))
    .where(
      and(
        eq(bookingTokens.id, hashToken(token)),
        eq(bookingTokens.purpose, purpose),
        isNull(bookingTokens.usedAt),
        gt(bookingTokens.expiresAt, now),
      ),
    );
  if (!row || (purpose !== "view" && row.booking.status !== "booked")) return null;
  return { ...row.booking, expertName: row.expertName, tokenId: row.tokenId };
}

/**
 * Marks links of a booking used: a reschedule retires all three (new ones are issued); a
 * cancellation keeps the view link, which then shows the call as cancelled.
 */
async function retireTokens(tx: Tx, bookingId: string, now: Date, keepView = false) {
  await tx
    .update(bookingTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(bookingTokens.bookingId, bookingId),
        isNull(bookingTokens.usedAt),
        keepView ? sql`${bookingTokens.purpose} <> 'view'` : undefined,
      ),
    );
}

export type ChangeResult = { ok: true; viewUrl?: string } | { ok: false; reason: "invalid-link" | "taken" };

/**
 * Moves a booking to another offered start (same or another expert): SEQUENCE+1, new links, a new
 * invite, the old reminder withdrawn and a new one queued. A start taken meanwhile changes nothing.
 */
export async function rescheduleCall(db: Db, token: string, slot: string, env: BookingEnv): Promise<ChangeResult> {
  const now = env.now ?? new Date();
  const current = await bookingForToken(db, token, "reschedule", now);
  if (!current) return { ok: false, reason: "invalid-link" };
  const startsAt = new Date(slot);
  const candidates = await expertsFor(db, startsAt, now, current.id);
  for (const expert of candidates) {
    try {
      const moved = await db.transaction(async (tx) => {
        const used = await tx
          .update(bookingTokens)
          .set({ usedAt: now })
          .where(and(eq(bookingTokens.id, current.tokenId), isNull(bookingTokens.usedAt)))
          .returning({ id: bookingTokens.id });
        if (used.length === 0) return null;
        const [booking] = await tx
          .update(callBookings)
          .set({
            staffId: expert.staffId,
            startsAt,
            endsAt: new Date(startsAt.getTime() + expert.callMinutes * 60_000),
            sequence: sql`${callBookings.sequence} + 1`,
            updatedAt: now,
          })
          .where(and(eq(callBookings.id, current.id), eq(callBookings.status, "booked")))
          .returning();
        if (!booking) return null;
        await retireTokens(tx, booking.id, now);
        await discardReminder(tx, current);
        return enqueueBookedMails(tx, booking, expert.name, env, "rescheduled");
      });
      return moved ? { ok: true, viewUrl: moved.view } : { ok: false, reason: "invalid-link" };
    } catch (error) {
      // 23505: another visitor took this expert at this start meanwhile; try the next expert.
      if (
        (error as { code?: string; cause?: { code?: string } }).code !== "23505" &&
        (error as { cause?: { code?: string } }).cause?.code !== "23505"
      )
        throw error;
    }
  }
  return { ok: false, reason: "taken" };
}

/** Cancels a booking: SEQUENCE+1, a METHOD:CANCEL invite to the visitor, a notice to the firm. */
export async function cancelCall(db: Db, token: string, env: BookingEnv): Promise<ChangeResult> {
  const now = env.now ?? new Date();
  return db.transaction(async (tx) => {
    const current = await bookingForToken(tx, token, "cancel", now);
    if (!current) return { ok: false as const, reason: "invalid-link" as const };
    const [booking] = await tx
      .update(callBookings)
      .set({ status: "cancelled", sequence: sql`${callBookings.sequence} + 1`, updatedAt: now })
      .where(and(eq(callBookings.id, current.id), eq(callBookings.status, "booked")))
      .returning();
    if (!booking) return { ok: false as const, reason: "invalid-link" as const };
    await retireTokens(tx, booking.id, now, true);
    await discardReminder(tx, current);
    const call = facts(booking, current.expertName);
    await enqueueMail(tx, "booking", [
      cancellationMail(call, invite(booking, current.expertName, env, "CANCEL"), `${env.siteUrl}/book-a-call`),
      staffCallNotice(call, "cancelled"),
    ]);
    return { ok: true as const };
  });
}
