import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { calendarSubscribers } from "#app/db/schema.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { PROFILES } from "./rules-schema.ts";
import type { CalendarSettings, SubscribeInput } from "./subscribe-schema.ts";

export type Subscriber = typeof calendarSubscribers.$inferSelect;

/** A confirmation link works for three days. */
export const CONFIRM_HOURS = 72;

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function profileLabels(ids: string[]): string {
  return ids.map((id) => PROFILES.find((p) => p.id === id)?.label ?? id).join(", ");
}

export function calendarUrls(siteUrl: string) {
  return {
    page: `${siteUrl}/compliance-calendar`,
    confirm: (token: string) => `${siteUrl}/compliance-calendar/confirm?token=${token}`,
    unsubscribe: (token: string) => `${siteUrl}/compliance-calendar/unsubscribe?token=${token}`,
    feed: (token: string) => `${siteUrl}/compliance-calendar/feed/${token}.ics`,
  };
}

/**
 * A visitor asks for reminders: the settings wait in `pending` until the e-mailed link is
 * confirmed, so nothing is sent to an address that did not ask. The same answer whether or not the
 * address is known. Writes the subscriber and enqueues the confirmation e-mail in one transaction.
 */
export async function requestSubscription(db: Db, input: SubscribeInput, { siteUrl, now }: { siteUrl: string; now: Date }) {
  const token = newToken();
  const pending = { profiles: input.profiles, stateGroup: input.stateGroup ?? null, leadDays: input.leadDays };
  const expires = new Date(now.getTime() + CONFIRM_HOURS * 3_600_000);
  const urls = calendarUrls(siteUrl);
  await db.transaction(async (tx) => {
    await tx
      .insert(calendarSubscribers)
      .values({
        email: input.email,
        pending,
        confirmTokenHash: hashToken(token),
        confirmExpiresAt: expires,
        unsubscribeToken: newToken(),
        source: "visitor",
      })
      .onConflictDoUpdate({
        target: calendarSubscribers.email,
        set: { pending, confirmTokenHash: hashToken(token), confirmExpiresAt: expires },
      });
    await enqueueMail(tx, "calendar-confirm", [
      {
        to: input.email,
        subject: "Confirm your due-date reminders – Nyayik Legal & Compliance",
        text: [
          "Hello,",
          "",
          `Someone (we hope you) asked for compliance due-date reminders for: ${profileLabels(input.profiles)}.`,
          `Reminders would come ${input.leadDays.map((d) => (d === 1 ? "1 day" : `${d} days`)).join(" and ")} before each due date.`,
          "",
          `To start them, open this link and press "Confirm" (valid for ${CONFIRM_HOURS} hours):`,
          urls.confirm(token),
          "",
          "If you did not ask for this, ignore this e-mail: nothing will be sent.",
        ].join("\n"),
      },
    ]);
  });
}

/** The subscriber a confirmation token belongs to, if the link is still valid (for the GET page). */
export async function pendingConfirmation(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(calendarSubscribers)
    .where(eq(calendarSubscribers.confirmTokenHash, hashToken(token)));
  if (!row?.pending || !row.confirmExpiresAt || row.confirmExpiresAt <= now) return undefined;
  return { email: row.email, profiles: row.pending.profiles };
}

/**
 * Confirms a subscription: the pending settings take effect and the link is used up. Issues the
 * personal calendar-feed token the first time (returned once; only its hash is stored).
 */
export async function confirmSubscription(
  db: Db,
  token: string,
  now: Date,
): Promise<{ subscriber: Subscriber; feedToken: string | undefined } | undefined> {
  const feedToken = newToken();
  const [row] = await db
    .update(calendarSubscribers)
    .set({
      profiles: sql`${calendarSubscribers.pending}->'profiles'`,
      stateGroup: sql`${calendarSubscribers.pending}->>'stateGroup'`,
      leadDays: sql`${calendarSubscribers.pending}->'leadDays'`,
      pending: null,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      confirmedAt: sql`coalesce(${calendarSubscribers.confirmedAt}, ${now.toISOString()}::timestamptz)`,
      unsubscribedAt: null,
      feedTokenHash: sql`coalesce(${calendarSubscribers.feedTokenHash}, ${hashToken(feedToken)})`,
    })
    .where(
      sql`${calendarSubscribers.confirmTokenHash} = ${hashToken(token)} and ${calendarSubscribers.confirmExpiresAt} > ${now.toISOString()}`,
    )
    .returning();
  if (!row) return undefined;
  return { subscriber: row, feedToken: row.feedTokenHash === hashToken(feedToken) ? feedToken : undefined };
}

/** Stops every reminder for the token's subscriber (idempotent). Returns the address, or undefined. */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(calendarSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${calendarSubscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(calendarSubscribers.unsubscribeToken, token))
    .returning({ email: calendarSubscribers.email });
  return row?.email;
}

export async function subscriberByUnsubscribeToken(db: Db, token: string) {
  const [row] = await db.select().from(calendarSubscribers).where(eq(calendarSubscribers.unsubscribeToken, token));
  return row;
}

/** The active subscriber a personal feed token belongs to. */
export async function subscriberByFeedToken(db: Db, token: string): Promise<Subscriber | undefined> {
  const [row] = await db
    .select()
    .from(calendarSubscribers)
    .where(eq(calendarSubscribers.feedTokenHash, hashToken(token)));
  return row?.confirmedAt && !row.unsubscribedAt ? row : undefined;
}

export async function subscriberByEmail(db: Db, email: string): Promise<Subscriber | undefined> {
  const [row] = await db.select().from(calendarSubscribers).where(eq(calendarSubscribers.email, email.toLowerCase()));
  return row;
}

/**
 * A signed-in portal client sets their compliance profile: their address is already verified, so
 * it takes effect at once (and re-enables reminders). Returns a new feed token when they had none.
 */
export async function savePortalSettings(db: Db, email: string, settings: CalendarSettings, now: Date) {
  const feedToken = newToken();
  const values = { profiles: settings.profiles, stateGroup: settings.stateGroup ?? null, leadDays: settings.leadDays };
  const [row] = await db
    .insert(calendarSubscribers)
    .values({
      email: email.toLowerCase(),
      ...values,
      confirmedAt: now,
      unsubscribeToken: newToken(),
      feedTokenHash: hashToken(feedToken),
      source: "portal",
    })
    .onConflictDoUpdate({
      target: calendarSubscribers.email,
      set: {
        ...values,
        pending: null,
        confirmTokenHash: null,
        confirmExpiresAt: null,
        unsubscribedAt: null,
        confirmedAt: sql`coalesce(${calendarSubscribers.confirmedAt}, ${now.toISOString()}::timestamptz)`,
        feedTokenHash: sql`coalesce(${calendarSubscribers.feedTokenHash}, ${hashToken(feedToken)})`,
      },
    })
    .returning();
  if (!row) throw new Error("calendar settings were not saved");
  return { subscriber: row, feedToken: row.feedTokenHash === hashToken(feedToken) ? feedToken : undefined };
}

/** Replaces a subscriber's feed link (the old one stops working) and returns the new token once. */
export async function renewFeedToken(db: Db, email: string): Promise<string | undefined> {
  const token = newToken();
  const rows = await db
    .update(calendarSubscribers)
    .set({ feedTokenHash: hashToken(token) })
    .where(eq(calendarSubscribers.email, email.toLowerCase()))
    .returning({ id: calendarSubscribers.id });
  return rows.length > 0 ? token : undefined;
}
