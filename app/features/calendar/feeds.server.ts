import type { Db } from "#app/db/client.server.ts";
import { indiaDate } from "#app/features/scheduling/clock.ts";
import { dateOf, forProfiles, occurrencesIn, windowFor } from "./due-dates.ts";
import { calendarFeed } from "./ics.server.ts";
import { itemFromOccurrence, personalItems } from "./personal.server.ts";
import { loadCalendar } from "./rules.server.ts";
import { PROFILES, parseProfiles } from "./rules-schema.ts";
import { subscriberByFeedToken } from "./subscriptions.server.ts";

type Opts = { siteUrl: string; now: Date };

/** Feeds cover last month (so a just-passed date stays visible) to the end of the third month ahead. */
function feedWindow(now: Date) {
  const today = indiaDate(now);
  const [y = 0, m = 1] = today.split("-").map(Number);
  return { from: dateOf(y, m - 1, 1), to: windowFor(today).to };
}

/** The public iCalendar feed for one profile, or undefined for an unknown profile. */
export function profileFeed(profileId: string, { siteUrl, now }: Opts): string | undefined {
  const profile = PROFILES.find((p) => p.id === profileId);
  if (!profile) return undefined;
  const calendar = loadCalendar();
  const items = forProfiles(occurrencesIn(calendar.content, feedWindow(now)), [profile.id]).map((o) =>
    itemFromOccurrence(o, calendar, siteUrl),
  );
  return calendarFeed(`Due dates: ${profile.label}`, items, { siteUrl, now });
}

/** A subscriber's private feed (their profiles, state and case dates), or undefined for an unknown token. */
export async function personalFeed(db: Db, token: string, { siteUrl, now }: Opts): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const subscriber = await subscriberByFeedToken(db, token);
  if (!subscriber) return undefined;
  const calendar = loadCalendar();
  const items = await personalItems(db, calendar, subscriber, feedWindow(now), siteUrl);
  const labels = parseProfiles(subscriber.profiles).map((id) => PROFILES.find((p) => p.id === id)?.label ?? id);
  return calendarFeed(`My due dates (${labels.join(", ")})`, items, { siteUrl, now });
}

/** text/calendar with a short cache: apps poll, and content changes reach them within the hour. */
export function feedResponse(body: string, visibility: "public" | "private") {
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "cache-control": `${visibility}, max-age=3600`,
      "content-disposition": 'inline; filename="due-dates.ics"',
      ...(visibility === "private" ? { "referrer-policy": "no-referrer", "x-robots-tag": "noindex" } : {}),
    },
  });
}
