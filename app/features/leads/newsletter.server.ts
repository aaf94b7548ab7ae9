import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server.ts";
import { newsletterSubscribers } from "#app/db/schema.server.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { enqueueMail } from "#app/features/mail/outbox.server.ts";
import { newsletterConfirmationMail } from "#app/features/mail/templates/newsletter.ts";

/**
 * Newsletter double opt-in (issue 22): a sign-up stores the address unconfirmed and e-mails a
 * confirmation link; nothing else is sent until the link's page is confirmed with a POST. The
 * visitor's answer never says whether the address was already on the list.
 */

/** At most one confirmation e-mail per address per day, however often it is typed in. */
const CONFIRMATION_RESEND_AFTER = "24 hours";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A token as the link carries it: 32 random bytes, base64url (43 characters). */
const TOKEN_SHAPE = /^[\w-]{43}$/;

/**
 * Signs an address up (unconfirmed) and enqueues its confirmation e-mail: for a new address, or an
 * unconfirmed one (with a fresh link) at most once a day. A confirmed address gets nothing.
 */
export async function subscribeNewsletter(db: Db, email: string, source: "footer" | "updates", siteUrl: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const link = `${siteUrl}/newsletter/confirm?token=${token}`;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email: address, source, confirmTokenHash: hashToken(token), confirmSentAt: sql`now()` })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: { confirmTokenHash: hashToken(token), confirmSentAt: sql`now()` },
        // Only a waiting address whose last e-mail is a day old gets a fresh link; the row lock makes
        // two sign-ups at once send one e-mail.
        setWhere: and(
          isNull(newsletterSubscribers.confirmedAt),
          or(
            isNull(newsletterSubscribers.confirmSentAt),
            lt(newsletterSubscribers.confirmSentAt, sql`now() - ${CONFIRMATION_RESEND_AFTER}::interval`),
          ),
        ),
      })
      .returning({ id: newsletterSubscribers.id });
    // Confirmed already, or e-mailed within the day: nothing to send.
    if (!row) return;
    await enqueueMail(tx, "newsletter-confirmation", [newsletterConfirmationMail(address, link, loadContent().site.name)]);
  });
}

/** Whether a confirmation token is one we issued and that is still waiting. Reads only. */
export async function findNewsletterConfirmation(db: Db, token: string): Promise<{ email: string } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)), isNull(newsletterSubscribers.confirmedAt)));
  return row ?? null;
}

/** Confirms the address a token belongs to and retires the token. Returns false for an unknown or used token. */
export async function confirmNewsletter(db: Db, token: string): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const rows = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: new Date(), confirmTokenHash: null })
    .where(and(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)), isNull(newsletterSubscribers.confirmedAt)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
