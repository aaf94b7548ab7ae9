import { data, type RouterContextProvider, redirect } from "react-router";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "#app/features/auth/origin.server.ts";
import { readSession } from "#app/features/auth/session.server.ts";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import { type ClientAccount, findClientAccount } from "./accounts.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The signed-in client, or null. */
export async function optionalClient({ request, context }: Args): Promise<{ account: ClientAccount; sessionId: string } | null> {
  const { db, config } = appContextOf(context);
  const session = await readSession(db, { kind: "client", request, siteUrl: config.siteUrl });
  if (!session) return null;
  const account = await findClientAccount(db, session.subjectId);
  return account ? { account, sessionId: session.id } : null;
}

/** Every non-public /account loader and action: anonymous → /account/login; cross-site POST → 403. */
export async function requireClient(args: Args): Promise<{ account: ClientAccount; sessionId: string }> {
  const { config } = appContextOf(args.context);
  if (!isSameOriginRequest(args.request, config.siteUrl)) throw data(CROSS_SITE_MESSAGE, { status: 403 });
  const signedIn = await optionalClient(args);
  if (!signedIn) throw redirect("/account/login?next=%2Faccount");
  return signedIn;
}

/** A readable (not httpOnly) hint that a client session may exist, so public pages ask /account/me only then. */
export function signedInHint(siteUrl: string, on: boolean): string {
  const secure = siteUrl.startsWith("https:") ? "; Secure" : "";
  return on
    ? `signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax${secure}`
    : `signed_in=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
