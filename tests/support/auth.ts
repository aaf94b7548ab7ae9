import { randomUUID } from "node:crypto";
import type { Db } from "#app/db/client.server.ts";
import { clientAccounts, staffUsers } from "#app/db/schema.server.ts";
import { hashPassword } from "#app/features/auth/password.server.ts";
import { createSession, sessionCookieName } from "#app/features/auth/session.server.ts";

/**
 * Signed-in staff for route tests: a real account and a real session row, and the Cookie header a
 * browser would send (tests' default SITE_URL is http, so the cookie is `staff_session`).
 */
export const TEST_ORIGIN = "http://127.0.0.1:3000";
const SITE_URL = "http://localhost:3000";

export async function makeStaff(
  db: Db,
  {
    role = "staff",
    password,
    email,
    name = "Test Staff",
  }: { role?: "owner" | "staff"; password?: string; email?: string; name?: string } = {},
) {
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: email ?? `staff-${randomUUID().slice(0, 8)}@example.in`,
      name,
      role,
      passwordHash: password ? await hashPassword(password) : "",
    })
    .returning();
  if (!row) throw new Error("no staff row");
  return row;
}

/** A staff account of `role` with a live session; `cookie` goes in the request's Cookie header. */
export async function signedInStaff(db: Db, role: "owner" | "staff" = "staff") {
  const staff = await makeStaff(db, { role, name: role === "owner" ? "Test Owner" : "Test Staff" });
  const session = await createSession(db, {
    kind: "staff",
    subjectId: staff.id,
    request: new Request(TEST_ORIGIN),
    ip: "203.0.113.7",
    siteUrl: SITE_URL,
  });
  return { staff, sessionId: session.sessionId, cookie: `${sessionCookieName("staff", SITE_URL)}=${session.token}` };
}

/** A request to our site as the browser would send it: same-origin Origin header, optional cookie and form. */
export function siteRequest(
  path: string,
  {
    cookie,
    method = "GET",
    form,
    origin = TEST_ORIGIN,
  }: { cookie?: string; method?: string; form?: Record<string, string>; origin?: string | null } = {},
) {
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  if (method !== "GET" && origin) headers.set("origin", origin);
  let body: URLSearchParams | undefined;
  if (form) {
    body = new URLSearchParams(form);
    headers.set("content-type", "application/x-www-form-urlencoded");
  }
  return new Request(new URL(path, TEST_ORIGIN), { method, headers, body });
}

/** A verified client account with a live client session (cookie `client_session`, as on an http site). */
export async function signedInClient(db: Db, { email, name = "Test Client" }: { email?: string; name?: string } = {}) {
  const [account] = await db
    .insert(clientAccounts)
    .values({ email: email ?? `client-${randomUUID().slice(0, 8)}@example.in`, name, verifiedAt: new Date() })
    .returning();
  if (!account) throw new Error("no client account row");
  const session = await createSession(db, {
    kind: "client",
    subjectId: account.id,
    request: new Request(TEST_ORIGIN),
    ip: "203.0.113.8",
    siteUrl: SITE_URL,
  });
  return {
    account: { id: account.id, email: account.email, name: account.name },
    sessionId: session.sessionId,
    cookie: `${sessionCookieName("client", SITE_URL)}=${session.token}`,
  };
}
