import { appContextOf, nowOf } from "#app/features/calendar/actions.server.ts";
import { feedResponse, profileFeed } from "#app/features/calendar/feeds.server.ts";
import type { Route } from "./+types/profile-feed";

/** GET /compliance-calendar/feeds/<profile>.ics: the public feed of one profile's dates. */
export function loader({ params, context }: Route.LoaderArgs) {
  const ctx = appContextOf(context);
  const body = profileFeed(params.file.replace(/\.ics$/, ""), { siteUrl: ctx.config.siteUrl, now: nowOf(ctx) });
  if (body === undefined)
    return new Response("No such calendar.\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return feedResponse(body, "public");
}
