import { expect, test } from "vitest";
import { testContext } from "../../tests/support/form-request.ts";
import { testDb } from "../../tests/support/test-db.ts";
import { loader } from "./whatsapp.tsx";

const PHONE_UA = "Mozilla/5.0 (Linux; Android 14) Mobile";
const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140";

async function open(userAgent: string, env: Record<string, string>) {
  await using t = await testDb("pglite");
  const request = new Request("http://localhost/whatsapp", { headers: { "user-agent": userAgent } });
  try {
    return {
      result: await loader({ request, context: testContext(t.db, { env }), params: {}, url: new URL(request.url), pattern: "" }),
    };
  } catch (thrown) {
    return { thrown: thrown as Response };
  }
}

test("with WHATSAPP_NUMBER set, a phone goes to wa.me (the app) and a desktop to the web chat", async () => {
  const phone = await open(PHONE_UA, { WHATSAPP_NUMBER: "919876543210" });
  expect(phone.thrown?.status).toBe(302);
  expect(phone.thrown?.headers.get("location")).toMatch(/^https:\/\/wa\.me\/919876543210\?text=Hello/);
  const desktop = await open(DESKTOP_UA, { WHATSAPP_NUMBER: "919876543210" });
  expect(desktop.thrown?.headers.get("location")).toMatch(/^https:\/\/web\.whatsapp\.com\/send\?phone=919876543210&text=/);
});

test("without WHATSAPP_NUMBER no number is offered: the page explains the other ways to reach us", async () => {
  const none = await open(PHONE_UA, {});
  expect(none.thrown).toBeUndefined();
  expect(none.result).toBeNull();
});
