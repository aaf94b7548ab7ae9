import type { MailMessage } from "#app/features/mail/message.ts";
import { formatWhen } from "./slots.ts";

/**
 * The e-mails of a booked call, rendered when enqueued: the visitor's confirmation (and its
 * replacements on a new time or a cancellation) with the calendar invite, the firm's notice, and
 * the reminder an hour before. Plain text so every transport (EmailJS included) carries them whole.
 */
export type CallFacts = {
  fullName: string;
  email: string;
  phone: string;
  topicLabel: string;
  expertName: string;
  startsAt: Date;
  siteName: string;
};
export type CallLinks = { view: string; reschedule: string; cancel: string };

function linksBlock(links: CallLinks) {
  return [
    `See your booking: ${links.view}`,
    `Choose another time: ${links.reschedule}`,
    `Cancel the call: ${links.cancel}`,
    "Each link works once, until the call starts.",
  ].join("\n");
}

function summary(call: CallFacts) {
  return [
    `When: ${formatWhen(call.startsAt)}`,
    `Expert: ${call.expertName}`,
    `Topic: ${call.topicLabel}`,
    `We will call you on: ${call.phone}`,
  ].join("\n");
}

export function confirmationMail(call: CallFacts, links: CallLinks, invite: string, rescheduled = false): MailMessage {
  return {
    to: call.email,
    subject: rescheduled
      ? `New time for your free call: ${formatWhen(call.startsAt)}`
      : `Your free call is booked: ${formatWhen(call.startsAt)}`,
    text: [
      `Dear ${call.fullName},`,
      "",
      rescheduled ? "Your free call has moved to a new time." : "Thank you for booking a free call with us.",
      "",
      summary(call),
      "",
      "The calendar invite is attached (invite.ics).",
      "",
      linksBlock(links),
      "",
      call.siteName,
    ].join("\n"),
    calendar: { method: "REQUEST", content: invite },
  };
}

export function cancellationMail(call: CallFacts, invite: string, bookAgainUrl: string): MailMessage {
  return {
    to: call.email,
    subject: `Your free call on ${formatWhen(call.startsAt)} is cancelled`,
    text: [
      `Dear ${call.fullName},`,
      "",
      `Your free call with ${call.expertName} on ${formatWhen(call.startsAt)} is cancelled.`,
      `To choose another time: ${bookAgainUrl}`,
      "",
      call.siteName,
    ].join("\n"),
    calendar: { method: "CANCEL", content: invite },
  };
}

export function staffCallNotice(call: CallFacts, change: "booked" | "rescheduled" | "cancelled"): MailMessage {
  return {
    toStaff: true,
    replyTo: call.email,
    subject: `Free call ${change}: ${call.fullName}, ${formatWhen(call.startsAt)}`,
    text: [`Free call ${change}.`, "", `Name: ${call.fullName}`, `E-mail: ${call.email}`, summary(call)].join("\n"),
  };
}

export function reminderMail(call: CallFacts, links: CallLinks): MailMessage {
  return {
    to: call.email,
    subject: `Reminder: your free call at ${formatWhen(call.startsAt)}`,
    text: [
      `Dear ${call.fullName},`,
      "",
      "A reminder of your free call in about an hour.",
      "",
      summary(call),
      "",
      linksBlock(links),
      "",
      call.siteName,
    ].join("\n"),
  };
}
