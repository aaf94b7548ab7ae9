import { afterAll, beforeAll, expect, test } from "vitest";
import { consultationRequests } from "#app/db/schema.server.ts";
import { consultationAction } from "#app/features/leads/actions.server.ts";
import * as accountLogin from "#app/routes/account/login.tsx";
import * as adminLogin from "#app/routes/admin/login.tsx";
import * as handoffRoute from "#app/routes/api.chat-handoff.ts";
import * as startRoute from "#app/routes/payments/start.ts";
import * as webhookRoute from "#app/routes/payments/webhook.ts";
import { TEST_ORIGIN } from "../../tests/support/auth.ts";
import { actionResult, testContext } from "../../tests/support/form-request.ts";
import { DATABASES, fileDatabases } from "../../tests/support/test-db.ts";

/**
 * Hardening issue 22 items 2 and 11: a chunked body (no Content-Length) is counted while it is
 * read and reading stops at the limit, and the consultation form is rate-limited before its body
 * is parsed. Each body here is generated lazily and counts what the server pulled from it.
 */
const dbFor = fileDatabases({ beforeAll, afterAll });
const MB = 1024 * 1024;

/** A chunked POST of `total` bytes, made 64 KB at a time only when the reader asks; `pulled()` says how many it took. */
function chunkedRequest(path: string, contentType: string, total: number, first = "") {
  let sent = 0;
  const head = new TextEncoder().encode(first);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = sent === 0 && head.byteLength ? head : new Uint8Array(Math.min(64 * 1024, total - sent)).fill(0x61);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request(new URL(path, TEST_ORIGIN), {
    method: "POST",
    body,
    headers: { "content-type": contentType, origin: TEST_ORIGIN },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => sent };
}

async function settle(run: () => unknown) {
  try {
    return await actionResult(await run());
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    return actionResult(thrown);
  }
}

const URLENC = "application/x-www-form-urlencoded";

for (const kind of DATABASES) {
  test(`${kind}: a 64 MB chunked body to the sign-in forms stops at 8 KB with a 413`, async () => {
    const { db } = await dbFor(kind);
    const context = testContext(db);
    for (const [name, action] of [
      ["admin/login", adminLogin.action],
      ["account/login", accountLogin.action],
    ] as const) {
      const { request, pulled } = chunkedRequest(`/${name}`, URLENC, 64 * MB, "email=a%40b.in&password=");
      const result = await settle(() => action({ request, params: {}, context } as never));
      expect(pulled(), name).toBeLessThan(256 * 1024);
      expect(result.status, name).toBe(413);
    }
  });

  test(`${kind}: chunked bodies over the limit to payment start, webhook and hand-off stop early with 413`, async () => {
    const { db } = await dbFor(kind);
    const context = testContext(db);
    const cases = [
      ["payments/start", URLENC, startRoute.action],
      ["payments/webhook", "application/json", webhookRoute.action],
      ["api/chat/handoff", "application/json", handoffRoute.action],
    ] as const;
    for (const [path, type, action] of cases) {
      const { request, pulled } = chunkedRequest(`/${path}`, type, 64 * MB);
      const result = await settle(() => action({ request, params: {}, context } as never));
      expect(result.status, path).toBe(413);
      expect(pulled(), path).toBeLessThan(MB);
    }
  });

  test(`${kind}: a consultation over the rate limit is refused before any of its body is read`, async () => {
    const { db } = await dbFor(kind);
    const context = testContext(db, { ip: "198.51.100.11", env: { RATE_LIMIT_PER_MINUTE: "1" } });
    const first = chunkedRequest("/consultation", URLENC, 10, "fullName=x");
    expect((await settle(() => consultationAction({ request: first.request, context }))).status).toBe(400);
    const flood = chunkedRequest("/consultation", URLENC, 11 * MB);
    const refused = await settle(() => consultationAction({ request: flood.request, context }));
    expect(refused.status).toBe(429);
    expect(flood.pulled()).toBeLessThan(256 * 1024);
  });

  test(`${kind}: 500,000 tiny fields to the consultation form are refused at the field cap with 413, storing nothing`, async () => {
    const { db } = await dbFor(kind);
    const context = testContext(db, { ip: "198.51.100.12" });
    const body = "a=1&".repeat(500_000);
    const { request, pulled } = chunkedRequest("/consultation", URLENC, body.length, body);
    const started = performance.now();
    const result = await settle(() => consultationAction({ request, context }));
    expect(result.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(body.length);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await db.$count(consultationRequests)).toBe(0);
  });

  test(`${kind}: a chunked multipart consultation with a document over 11 MB stops at the limit with 413`, async () => {
    const { db } = await dbFor(kind);
    const context = testContext(db, { ip: "198.51.100.13" });
    const head =
      '--b\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nRavi\r\n--b\r\nContent-Disposition: form-data; name="document"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-';
    const { request, pulled } = chunkedRequest("/consultation", "multipart/form-data; boundary=b", 64 * MB, head);
    const result = await settle(() => consultationAction({ request, context }));
    expect(result.status).toBe(413);
    expect(pulled()).toBeLessThan(12 * MB);
    expect(await db.$count(consultationRequests)).toBe(0);
  });
}
