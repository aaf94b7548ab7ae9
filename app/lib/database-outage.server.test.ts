import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { type Database, openDatabase } from "#app/db/client.server.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { startDbProxy } from "../../tests/support/db-proxy.ts";
import { DATABASES, testDb } from "../../tests/support/test-db.ts";
import { parseConfig } from "./config.server.ts";
import { appContext } from "./context.ts";
import { answerOutage, databaseReachable, retryAfterOn503 } from "./database-outage.server.ts";
import { OUTAGE_TEXT } from "./outage.ts";

/**
 * The database goes away for real: PostgreSQL behind a TCP proxy that is cut (connections
 * destroyed, new ones refused) or stalled (accepted, never answered); PGlite closed.
 */
async function outageDb(kind: "pglite" | "postgres") {
  const base = await testDb(kind);
  if (kind === "pglite") {
    let open = true;
    const close = async () => {
      if (open) await base.close();
      open = false;
    };
    return { db: base.db, proxy: undefined, cut: close, restore: undefined, [Symbol.asyncDispose]: close };
  }
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  const proxy = await startDbProxy({ target: { host: url.hostname, port: Number(url.port || 5432) } });
  // The test database's own URL is not exposed; the same server and database name through the proxy.
  const name = (await base.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  url.pathname = `/${name.rows[0]?.name}`;
  const through: Database = await openDatabase({ kind: "postgres", url: proxy.via(url.toString()) });
  return {
    db: through.db,
    proxy,
    cut: () => proxy.cut(),
    restore: () => proxy.restore(),
    [Symbol.asyncDispose]: async () => {
      await through.close();
      await proxy.close();
      await base.close();
    },
  };
}

function contextWith(db: Database["db"]) {
  const context = new RouterContextProvider();
  context.set(appContext, { db, config: parseConfig({}), content: loadContent(), nonce: "n", ip: "203.0.113.7" });
  return context;
}

const middlewareArgs = (context: RouterContextProvider) => {
  const request = new Request("http://127.0.0.1/payments/x/receipt");
  return { request, context, params: {}, url: new URL(request.url), pattern: "/payments/:id/receipt" };
};

async function thrownBy(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return error as { init?: { status?: number }; data?: unknown };
  }
  throw new Error("expected a throw");
}

for (const kind of DATABASES) {
  test(`${kind}: a failed page while the database is out of reach becomes the 503 outage answer; a bug with the database up stays a 500`, async () => {
    await using t = await outageDb(kind);
    const context = contextWith(t.db);
    const failedPage = async () => new Response("Something went wrong", { status: 500 });

    const withDatabase = await answerOutage(middlewareArgs(context), failedPage);
    expect((withDatabase as Response).status).toBe(500);

    await t.cut();
    const started = performance.now();
    const outage = await thrownBy(() => answerOutage(middlewareArgs(context), failedPage) as Promise<unknown>);
    expect(outage.init?.status).toBe(503);
    expect(outage.data).toBe(OUTAGE_TEXT);
    // Resource routes throw instead of rendering; the answer is the same.
    const thrown = await thrownBy(
      () =>
        answerOutage(middlewareArgs(context), async () => {
          throw new Error("Connection terminated unexpectedly");
        }) as Promise<unknown>,
    );
    expect(thrown.init?.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(4_000);

    // A page that succeeded is never touched, outage or not.
    const fine = await answerOutage(middlewareArgs(context), async () => new Response("ok"));
    expect((fine as Response).status).toBe(200);
  });

  test(`${kind}: every 503 goes out with Retry-After`, async () => {
    await using t = await testDb(kind);
    const context = contextWith(t.db);
    const answered = (await retryAfterOn503(
      middlewareArgs(context),
      async () => new Response("down", { status: 503 }),
    )) as Response;
    expect(answered.headers.get("retry-after")).toBe("60");
    const kept = (await retryAfterOn503(
      middlewareArgs(context),
      async () => new Response("limited", { status: 503, headers: { "Retry-After": "7" } }),
    )) as Response;
    expect(kept.headers.get("retry-after")).toBe("7");
  });
}

if (DATABASES.includes("postgres")) {
  test("postgres: the pool survives its connections being cut and serves again when the database is back, without a restart", async () => {
    await using t = await outageDb("postgres");
    await t.db.execute(sql`select 1`);
    await t.cut();
    expect(await databaseReachable(t.db)).toBe(false);
    await t.restore?.();
    expect(await databaseReachable(t.db)).toBe(true);
    const context = contextWith(t.db);
    const page = await answerOutage(middlewareArgs(context), async () => new Response("receipt"));
    expect((page as Response).status).toBe(200);
  });

  test("postgres: a database that accepts connections but never answers fails a query within the connect timeout instead of hanging", async () => {
    await using t = await outageDb("postgres");
    await t.proxy?.stall();
    // stall() cut the pool's idle connections; once the pool has dropped them, a query needs a new one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    await expect(t.db.execute(sql`select 1`)).rejects.toThrow();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThan(4_000);
    expect(waited).toBeLessThan(7_000);
    await t.restore?.();
    await expect(t.db.execute(sql`select 1`)).resolves.toBeDefined();
  }, 15_000);
}
