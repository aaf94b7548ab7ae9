import { appContextOf, nowOf } from "#app/features/calendar/actions.server.ts";
import { feedResponse, personalFeed } from "#app/features/calendar/feeds.server.ts";
import type { Route } from "./+types/feed";

/** GET /compliance-calendar/feed/<secret>.ics: one subscriber's dates (their profiles and case dates). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = appContextOf(context);
  const token = params.file.replace(/\.ics$/, "");
  const body = await personalFeed(ctx.db, token, { siteUrl: ctx.config.siteUrl, now: nowOf(ctx) });
  if (body === undefined)
    return new Response("No calendar at this address.\n", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  return feedResponse(body, "private");
}
