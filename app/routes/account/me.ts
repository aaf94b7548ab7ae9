import { optionalClient, signedInHint } from "#app/features/accounts/guard.server.ts";
import { readCookie } from "#app/features/auth/session.server.ts";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/me";

/**
 * GET /account/me: who is signed in, for the header after hydration. Never cached. A hint cookie
 * left behind by an expired session is cleared, so later pages do not ask again.
 */
export const handle = { access: "public" };

export async function loader(args: Route.LoaderArgs) {
  const signedIn = await optionalClient(args);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (signedIn) return Response.json({ signedIn: true, name: signedIn.account.name || signedIn.account.email }, { headers });
  if (readCookie(args.request, "signed_in"))
    headers.append("Set-Cookie", signedInHint(appContextOf(args.context).config.siteUrl, false));
  return Response.json({ signedIn: false }, { headers });
}
