import { and, eq } from "drizzle-orm";
import { data, type RouterContextProvider, redirect } from "react-router";
import { staffUsers } from "#app/db/schema.server.ts";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "#app/features/auth/origin.server.ts";
import { readSession } from "#app/features/auth/session.server.ts";
import { appContext } from "#app/lib/context.ts";
import { isLocalPath } from "#app/lib/input-schema.ts";
import type { StaffUser } from "./staff.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The app context of a request, or an error when a route is called without one (prerendering). */
export function appContextOf(context: Readonly<RouterContextProvider>) {
  const ctx = context.get(appContext);
  if (!ctx) throw new Error("admin route called without the app context");
  return ctx;
}

/** A safe place to return to after sign-in: a path under /admin on this site, else /admin. */
export function safeNext(value: string | null | undefined): string {
  return value && isLocalPath(value, "/admin") ? value : "/admin";
}

/**
 * Every non-public admin loader and action starts with this (decision 011). Anonymous → redirect
 * to the sign-in page with `next`; signed in with too low a role → 403; a state-changing request
 * from another origin → 403. Returns the signed-in staff member and the session id.
 */
export async function requireStaff(
  { request, context }: Args,
  access: "staff" | "owner",
): Promise<{ staff: StaffUser; sessionId: string }> {
  const { db, config } = appContextOf(context);
  if (!isSameOriginRequest(request, config.siteUrl)) throw data(CROSS_SITE_MESSAGE, { status: 403 });
  const session = await readSession(db, { kind: "staff", request, siteUrl: config.siteUrl });
  const user = session
    ? (
        await db
          .select()
          .from(staffUsers)
          .where(and(eq(staffUsers.id, session.subjectId), eq(staffUsers.active, true)))
      )[0]
    : undefined;
  if (!session || !user) {
    const url = new URL(request.url);
    const next = request.method === "GET" ? `${url.pathname}${url.search}` : "/admin";
    throw redirect(`/admin/login?next=${encodeURIComponent(safeNext(next))}`);
  }
  if (access === "owner" && user.role !== "owner") throw data("Forbidden", { status: 403 });
  return { staff: { id: user.id, email: user.email, name: user.name, role: user.role }, sessionId: session.id };
}

/** The signed-in staff member, or null (for pages like the sign-in page that work either way). */
export async function optionalStaff({ request, context }: Args): Promise<StaffUser | null> {
  const { db, config } = appContextOf(context);
  const session = await readSession(db, { kind: "staff", request, siteUrl: config.siteUrl });
  if (!session) return null;
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.id, session.subjectId), eq(staffUsers.active, true)));
  return user ? { id: user.id, email: user.email, name: user.name, role: user.role } : null;
}
