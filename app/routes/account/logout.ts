import { redirect } from "react-router";
import { requireClient, signedInHint } from "#app/features/accounts/guard.server.ts";
import { destroySession } from "#app/features/auth/session.server.ts";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/logout";

export const handle = { access: "client" };

export async function loader(args: Route.LoaderArgs) {
  await requireClient(args);
  throw redirect("/account");
}

/** POST /account/logout: deletes the session row, clears the cookie and the hint. */
export async function action(args: Route.ActionArgs) {
  await requireClient(args);
  const { db, config } = appContextOf(args.context);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await destroySession(db, { kind: "client", request: args.request, siteUrl: config.siteUrl }));
  headers.append("Set-Cookie", signedInHint(config.siteUrl, false));
  throw redirect("/", { headers });
}
