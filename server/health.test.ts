import { sql } from "drizzle-orm";
import express from "express";
import { expect, test } from "vitest";
import { listen } from "../tests/support/listen.ts";
import { DATABASES, testDb } from "../tests/support/test-db.ts";
import { checkReadiness, healthRoutes } from "./health.ts";

for (const kind of DATABASES) {
  test(`${kind}: a migrated database with a drained outbox is ready`, async () => {
    await using t = await testDb(kind);
    // A message scheduled for later (backing off) is not a stuck outbox.
    await t.db.execute(
      sql`insert into outbox_messages (kind, payload, next_attempt_at) values ('t', '{}', now() + interval '1 hour')`,
    );
    const readiness = await checkReadiness(t.db, { outboxStuckSeconds: 60 });
    expect(readiness.ready).toBe(true);
    expect(Object.keys(readiness.checks).sort()).toEqual(["database", "migrations", "outbox", "process"]);
  });

  test(`${kind}: a missing migration, a stuck outbox or draining each make it unready, naming the check`, async () => {
    await using t = await testDb(kind);
    await t.db.execute(
      sql`insert into outbox_messages (kind, payload, next_attempt_at) values ('t', '{}', now() - interval '2 hours')`,
    );
    const stuck = await checkReadiness(t.db, { outboxStuckSeconds: 600 });
    expect(stuck.ready).toBe(false);
    expect(stuck.checks.outbox).toEqual({ ok: false, detail: expect.stringMatching(/^a due e-mail has waited 7\d{3} s/) });
    expect(stuck.checks.migrations?.ok).toBe(true);

    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const behind = await checkReadiness(t.db, { outboxStuckSeconds: 86_400 });
    expect(behind.checks.migrations).toEqual({
      ok: false,
      detail: expect.stringMatching(/ is not applied \(\d+ of \d+ applied\)$/),
    });
    expect(behind.ready).toBe(false);

    const draining = await checkReadiness(t.db, { outboxStuckSeconds: 86_400, draining: true });
    expect(draining.checks.process).toEqual({ ok: false, detail: "shutting down" });
  });
}

const TOKEN = "readyz-token-0123456789";

test("/healthz answers while the process lives; /readyz answers 200 then 503, naming the failed check only to the metrics token", async () => {
  const t = await testDb("pglite");
  const app = express();
  const health = healthRoutes({ db: t.db, outboxStuckSeconds: 600, lifecycle: { draining: false }, metricsToken: TOKEN });
  app.get("/healthz", health.healthz);
  app.get("/readyz", health.readyz);
  await using s = await listen(app);
  const withToken = { headers: { Authorization: `Bearer ${TOKEN}` } };

  const ready = await fetch(`${s.url}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
  const detailed = await fetch(`${s.url}/readyz`, withToken);
  expect(await detailed.json()).toMatchObject({
    status: "ready",
    checks: { database: { ok: true }, migrations: { ok: true, detail: expect.stringMatching(/applied, latest /) } },
  });
  const wrong = await fetch(`${s.url}/readyz`, { headers: { Authorization: `Bearer ${TOKEN}x` } });
  expect(await wrong.json()).toEqual({ status: "ready" });

  await t.close();
  const down = await fetch(`${s.url}/readyz`);
  expect(down.status).toBe(503);
  expect(down.headers.get("cache-control")).toBe("no-store");
  expect(await down.json()).toEqual({ status: "unready" });
  const downDetailed = await fetch(`${s.url}/readyz`, withToken);
  expect(await downDetailed.json()).toMatchObject({ status: "unready", checks: { database: { ok: false } } });
  expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
});

test("/readyz without a configured metrics token never gives detail", async () => {
  await using t = await testDb("pglite");
  const app = express();
  const health = healthRoutes({ db: t.db, outboxStuckSeconds: 600, lifecycle: { draining: false } });
  app.get("/readyz", health.readyz);
  await using s = await listen(app);
  expect(await (await fetch(`${s.url}/readyz`, { headers: { Authorization: "Bearer " } })).json()).toEqual({ status: "ready" });
});
