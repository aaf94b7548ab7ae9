import { afterAll, beforeAll, expect, test } from "vitest";
import routes from "#app/routes.ts";
import { signedInStaff, siteRequest } from "../../../tests/support/auth.ts";
import { testContext } from "../../../tests/support/form-request.ts";
import { DATABASES, fileDatabases } from "../../../tests/support/test-db.ts";

/**
 * The route table is the list of what must be protected: every route under /admin and /account
 * must say who may use it (`handle.access`), and every non-public loader and action must refuse an
 * anonymous visitor (redirect to sign-in) and, on owner routes, a staff member (403). A new route
 * without a check fails here.
 */
type Entry = { path?: string; file: string; index?: boolean; children?: Entry[] };
type Module = {
  handle?: { access?: string };
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
};

function flatten(entries: Entry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((e) => {
    const path = e.path ? `${parent}/${e.path}`.replace(/\/+/g, "/") : parent || "/";
    return [{ path, file: e.file }, ...flatten(e.children ?? [], path)];
  });
}

const PROTECTED = /^\/(admin|account)(\/|$)/;
const guarded = flatten(routes as Entry[]).filter((r) => PROTECTED.test(r.path));
const modules = import.meta.glob<Module>(["/app/routes/**/*.{ts,tsx}", "!/app/routes/**/*.test.ts"]);
const load = (file: string) => {
  const key = `/app/${file}`;
  const loader = modules[key];
  if (!loader) throw new Error(`no module for ${file} (${key})`);
  return loader();
};
/** A concrete URL for a route pattern: every :param becomes a made-up id. */
const urlFor = (path: string) => path.replace(/:[A-Za-z]+\??/g, "00000000-0000-4000-8000-000000000000");
const paramsFor = (path: string) =>
  Object.fromEntries([...path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], "00000000-0000-4000-8000-000000000000"]));

/** What a loader/action did: thrown or returned, normalised to a status and location. */
async function outcome(run: () => unknown): Promise<{ status: number; location?: string | null }> {
  try {
    const value = await run();
    return describe(value);
  } catch (error) {
    return describe(error);
  }
}
function describe(value: unknown): { status: number; location?: string | null } {
  if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    return { status: (value as { init?: ResponseInit }).init?.status ?? 200 };
  }
  if (value instanceof Error) throw value;
  return { status: 200 };
}

const dbFor = fileDatabases({ beforeAll, afterAll });

test("the route table has admin routes to check", () => {
  expect(guarded.map((r) => r.path)).toEqual(expect.arrayContaining(["/admin", "/admin/login", "/admin/logout"]));
});

for (const route of guarded) {
  test(`${route.path} (${route.file}) declares handle.access`, async () => {
    const mod = await load(route.file);
    expect(["public", "staff", "owner", "client"], `${route.file} must export handle = { access }`).toContain(mod.handle?.access);
  });
}

for (const kind of DATABASES) {
  test(`${kind}: every non-public admin/account loader and action refuses anonymous visitors and too-low roles`, async () => {
    const { db } = await dbFor(kind);
    const staff = await signedInStaff(db, "staff");
    const context = testContext(db);
    let checked = 0;
    for (const route of guarded) {
      const mod = await load(route.file);
      const access = mod.handle?.access;
      if (access === "public" || !access) continue;
      const url = urlFor(route.path);
      const params = paramsFor(route.path);
      const signIn = route.path.startsWith("/account") ? "/account/login" : "/admin/login";
      for (const [fn, method] of [
        [mod.loader, "GET"],
        [mod.action, "POST"],
      ] as const) {
        if (!fn) continue;
        const form = method === "POST" ? {} : undefined;
        const anonymous = await outcome(() => fn({ request: siteRequest(url, { method, form }), params, context }));
        expect(anonymous.status, `${method} ${route.path} anonymous`).toBe(302);
        expect(anonymous.location, `${method} ${route.path} anonymous`).toMatch(new RegExp(`^${signIn}(\\?|$)`));
        checked++;
        if (access === "owner") {
          const asStaff = await outcome(() =>
            fn({ request: siteRequest(url, { method, form, cookie: staff.cookie }), params, context }),
          );
          expect(asStaff.status, `${method} ${route.path} as staff`).toBe(403);
        }
        if (route.path.startsWith("/admin")) {
          // A fresh owner each time: some actions (sign-out) end the session they are called with.
          const owner = await signedInStaff(db, "owner");
          if (method === "POST") {
            const crossSite = await outcome(() =>
              fn({
                request: siteRequest(url, { method, form, cookie: owner.cookie, origin: "https://evil.example" }),
                params,
                context,
              }),
            );
            expect(crossSite.status, `${method} ${route.path} from another site`).toBe(403);
          }
          const asOwner = await outcome(() =>
            fn({ request: siteRequest(url, { method, form, cookie: owner.cookie }), params, context }),
          );
          expect(asOwner.location ?? "", `${method} ${route.path} as owner`).not.toMatch(/^\/(admin|account)\/login\?next=/);
          expect(asOwner.status, `${method} ${route.path} as owner`).not.toBe(403);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
}
