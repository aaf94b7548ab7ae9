import { optionalClient } from "#app/features/accounts/guard.server.ts";
import type { Route } from "./+types/me";

/** GET /account/me: who is signed in, for the header after hydration. Never cached. */
export const handle = { access: "public" };

export async function loader(args: Route.LoaderArgs) {
  const signedIn = await optionalClient(args);
  const body = signedIn ? { signedIn: true, name: signedIn.account.name || signedIn.account.email } : { signedIn: false };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
