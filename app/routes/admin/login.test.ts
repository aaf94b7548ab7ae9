import { afterAll, beforeAll, expect, test } from "vitest";
import { makeStaff, siteRequest } from "../../../tests/support/auth.ts";
import { actionResult, testContext } from "../../../tests/support/form-request.ts";
import { DATABASES, fileDatabases } from "../../../tests/support/test-db.ts";
import { action } from "./login.tsx";

const dbFor = fileDatabases({ beforeAll, afterAll });
const PASSWORD = "plum tractor lantern";
type Args = Parameters<typeof action>[0];
const run = async (request: Request, db: Awaited<ReturnType<typeof dbFor>>["db"]) => {
  try {
    return await actionResult(await action({ request, context: testContext(db), params: {} } as unknown as Args));
  } catch (thrown) {
    return actionResult(thrown);
  }
};

for (const kind of DATABASES) {
  test(`${kind}: sign-in from another site, or with no Origin and no Sec-Fetch-Site, is refused before the password is checked`, async () => {
    const { db } = await dbFor(kind);
    const staff = await makeStaff(db, { password: PASSWORD });
    const form = { email: staff.email, password: PASSWORD, next: "/admin" };
    for (const origin of ["https://evil.example", null]) {
      const result = await run(siteRequest("/admin/login", { method: "POST", form, origin }), db);
      expect(result.status).toBe(403);
      expect(result.headers.get("set-cookie")).toBeNull();
    }
  });

  test(`${kind}: a same-origin sign-in sets the session cookie and goes to a safe next page only`, async () => {
    const { db } = await dbFor(kind);
    const staff = await makeStaff(db, { password: PASSWORD });
    const ok = await run(
      siteRequest("/admin/login", { method: "POST", form: { email: staff.email, password: PASSWORD, next: "/admin/inbox?x=1" } }),
      db,
    );
    expect(ok).toMatchObject({ status: 302, location: "/admin/inbox?x=1" });
    expect(ok.headers.get("set-cookie")).toMatch(
      /^staff_session=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    for (const next of ["//evil.example/admin", "https://evil.example", "/\\evil.example", "/service/x"]) {
      const r = await run(
        siteRequest("/admin/login", { method: "POST", form: { email: staff.email, password: PASSWORD, next } }),
        db,
      );
      expect(r.location, next).toBe("/admin");
    }
  });

  test(`${kind}: empty fields get a clear message and a wrong password a 401 with the generic text`, async () => {
    const { db } = await dbFor(kind);
    const staff = await makeStaff(db, { password: PASSWORD });
    const empty = await run(siteRequest("/admin/login", { method: "POST", form: { email: "", password: "" } }), db);
    expect(empty).toMatchObject({ status: 400, data: { error: "Enter your e-mail and password." } });
    const wrong = await run(
      siteRequest("/admin/login", { method: "POST", form: { email: staff.email, password: "not the password" } }),
      db,
    );
    expect(wrong).toMatchObject({
      status: 401,
      data: { error: "That e-mail and password do not match an active staff account." },
    });
  });
}
