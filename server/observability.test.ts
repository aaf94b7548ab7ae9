import { sql } from "drizzle-orm";
import express from "express";
import type { ServerBuild } from "react-router";
import { expect, test } from "vitest";
import { streamChatReply } from "#app/features/assistant/chat.server.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import { listen, logLines } from "../tests/support/listen.ts";
import { testDb } from "../tests/support/test-db.ts";
import { createLogger, currentLog } from "./log.ts";
import { createObservability, routePatterns } from "./observability.ts";

// The shape of a React Router build's route manifest: a root layout and child routes.
const routes = {
  root: { id: "root", path: "" },
  "routes/home": { id: "routes/home", parentId: "root", index: true },
  "routes/service": { id: "routes/service", parentId: "root", path: "service/:slug" },
  "routes/admin/reset": { id: "routes/admin/reset", parentId: "root", path: "admin/reset/:token" },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
} as unknown as ServerBuild["routes"];

const TOKEN = "metrics-token-0123456789";

async function observedApp(metricsToken?: string) {
  const t = await testDb("pglite");
  const { lines, stream } = logLines();
  const ops = createObservability({ logger: createLogger("info", stream), db: t.db, build: { routes }, metricsToken });
  const app = express();
  app.use(ops.middleware);
  app.get("/metrics", ops.metricsHandler);
  app.get("/{*splat}", (_req, res) => {
    currentLog().info("inside the handler");
    res.send("ok");
  });
  const server = await listen(app);
  return {
    ...server,
    db: t.db,
    lines,
    async [Symbol.asyncDispose]() {
      await server[Symbol.asyncDispose]();
      await t.close();
    },
  };
}

test("route patterns come from the route table, so labels never carry raw URLs", () => {
  const pattern = routePatterns(routes);
  expect(pattern("/service/gst-registration")).toBe("/service/:slug");
  expect(pattern("/admin/reset/secret-token")).toBe("/admin/reset/:token");
  expect(pattern("/")).toBe("/");
  expect(pattern("/no/such/page")).toBe("/*");
});

test("route patterns stay right when remembered and after many distinct paths have pushed them out", () => {
  const pattern = routePatterns(routes);
  for (let i = 0; i < 2500; i++) expect(pattern(`/service/guide-${i}`)).toBe("/service/:slug");
  expect(pattern("/service/guide-1")).toBe("/service/:slug");
  expect(pattern("/service/guide-2499")).toBe("/service/:slug");
  expect(pattern("/admin/reset/another-token")).toBe("/admin/reset/:token");
});

test("every response carries a request id, and every log line of that request names it", async () => {
  await using s = await observedApp();
  const response = await fetch(`${s.url}/admin/reset/secret-token?email=a@b.in`);
  const id = response.headers.get("x-request-id");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const mine = s.lines.filter((l) => l.reqId === id);
  expect(mine.map((l) => l.msg)).toEqual(["inside the handler", "request"]);
  expect(mine[1]).toMatchObject({ level: "info", method: "GET", route: "/admin/reset/:token", status: 200 });
  // Neither the token in the path nor the address in the query reaches the log.
  expect(JSON.stringify(s.lines)).not.toMatch(/secret-token|a@b\.in/);
});

test("a well-formed incoming X-Request-Id is kept; a malformed one is replaced", async () => {
  await using s = await observedApp();
  const kept = await fetch(`${s.url}/service/x`, { headers: { "X-Request-Id": "proxy-4f2a9c1e" } });
  expect(kept.headers.get("x-request-id")).toBe("proxy-4f2a9c1e");
  expect(s.lines.at(-1)).toMatchObject({ reqId: "proxy-4f2a9c1e", route: "/service/:slug" });
  const replaced = await fetch(`${s.url}/service/x`, { headers: { "X-Request-Id": "<script>alert(1)</script>" } });
  expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
});

test("/metrics answers 404 when no METRICS_TOKEN is configured", async () => {
  await using s = await observedApp(undefined);
  const response = await fetch(`${s.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(404);
  expect(await response.text()).not.toContain("nyayik_");
});

test("/metrics refuses a missing or wrong bearer token with 401", async () => {
  await using s = await observedApp(TOKEN);
  expect((await fetch(`${s.url}/metrics`)).status).toBe(401);
  const wrong = await fetch(`${s.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN.replace(/9$/, "8")}` } });
  expect(wrong.status).toBe(401);
  expect(await wrong.text()).not.toContain("nyayik_");
});

test("/metrics with the token: requests by route, outbox, payments, assistant replies, rate-limit refusals", async () => {
  await using s = await observedApp(TOKEN);
  await fetch(`${s.url}/service/gst-registration`);
  await s.db.execute(
    sql`insert into outbox_messages (kind, payload, created_at) values ('test', '{}', now() - interval '90 seconds')`,
  );
  await s.db.execute(
    sql`insert into payments (slug, service_title, actual_paise, amount_paise, customer_name, customer_email, customer_phone, gateway, status)
        values ('s', 'S', 100, 100, 'A', 'a@b.in', '9876543210', 'test', 'paid')`,
  );
  for (let i = 0; i < 2; i++) await hitRateLimit(s.db, "consultation:203.0.113.9", 1);
  const reply = streamChatReply(
    { config: parseConfig({}), content: loadContent() },
    { message: "GST registration price?", history: [] },
  );
  for await (const _piece of reply);

  const response = await fetch(`${s.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  const text = await response.text();
  expect(text).toMatch(/nyayik_http_request_duration_seconds_count\{method="GET",route="\/service\/:slug",status="200"\} 1/);
  expect(text).toMatch(/nyayik_outbox_messages\{status="pending"\} 1/);
  expect(Number(/^nyayik_outbox_oldest_pending_age_seconds (\S+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(89);
  expect(text).toMatch(/nyayik_payments\{status="paid"\} 1/);
  expect(text).toMatch(/nyayik_rate_limit_refusals_total\{limit="consultation"\} [1-9]/);
  expect(text).toMatch(/nyayik_assistant_replies_total\{mode="local",outcome="complete"\} [1-9]/);
  expect(text).toMatch(/nyayik_assistant_reply_seconds_count\{mode="local"\} [1-9]/);
  expect(text).not.toContain("gst-registration");
});
