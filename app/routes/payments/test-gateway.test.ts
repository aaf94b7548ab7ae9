import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { payments } from "#app/db/schema.server.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { startPayment } from "#app/features/payments/payments.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { appContext } from "#app/lib/context.ts";
import { DATABASES, testDb } from "../../../tests/support/test-db.ts";
import * as testGateway from "./test-gateway.tsx";

// Regressions found by `npm run drill` (malformed requests): these bodies made the action throw (500).
const SITE = "http://127.0.0.1:3999";
const BROKEN_BODIES: [string, Record<string, string>, string][] = [
  [
    "truncated multipart",
    { "content-type": "multipart/form-data; boundary=x" },
    '--x\r\nContent-Disposition: form-data; name="outcome"\r\n\r\npa',
  ],
  ["multipart without a boundary", { "content-type": "multipart/form-data" }, "outcome=paid"],
  ["a JSON body", { "content-type": "application/json" }, '{"outcome":"paid"}'],
  ["no content type", {}, "outcome=paid"],
];

for (const kind of DATABASES) {
  test.each(BROKEN_BODIES)(
    `${kind}: the test gateway answers %s with 400 and leaves the payment unpaid`,
    async (_name, headers, body) => {
      await using t = await testDb(kind);
      const config = parseConfig({ SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: "100" });
      const context = new RouterContextProvider();
      context.set(appContext, { db: t.db, config, content: loadContent(), nonce: "test", ip: "203.0.113.7" });
      const started = await startPayment(
        { db: t.db, config, content: loadContent() },
        { slug: "msme-registration", name: "Asha Verma", email: "asha@example.com", phone: "98765 43210" },
      );
      if (!started.ok) throw new Error("could not start a test payment");
      const request = new Request(`${SITE}/payments/test-gateway/${started.id}`, { method: "POST", headers, body });
      let answer: unknown;
      try {
        answer = await testGateway.action({
          request,
          context,
          params: { id: started.id },
          url: new URL(request.url),
          pattern: "",
        });
      } catch (thrown) {
        answer = thrown;
      }
      expect((answer as { init?: { status?: number } }).init?.status).toBe(400);
      const rows = await t.db.select().from(payments);
      expect(rows.map((r) => r.status)).toEqual(["created"]);
    },
  );
}
