import { randomUUID } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "#app/db/client.server.ts";

/** The databases every integration test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASES: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A freshly migrated database: in-memory PGlite, or a new database in PostgreSQL (dropped on dispose).
 * Use with `await using t = await testDb(kind)`.
 */
export async function testDb(kind: "pglite" | "postgres"): Promise<Database & AsyncDisposable> {
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is not set");
    // A database per test: drizzle-kit's SQL names the "public" schema, so schemas cannot isolate tests.
    const name = `t_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    // Tests share a loaded two-core machine with the browser suite's servers: a new connection may take
    // longer than the production 5 s, and one refused mid-migration is tried again once.
    const open = () => openDatabase({ kind: "postgres", url: testUrl.toString(), connectTimeoutMs: 30_000 });
    const database = await open().catch(async (error: Error) => {
      if (!/connection/i.test(`${error.message} ${String(error.cause ?? "")}`)) throw error;
      await new Promise((r) => setTimeout(r, 1_000));
      return open();
    });
    const close = async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
    return { ...database, close, [Symbol.asyncDispose]: close };
  }
  const database = await openDatabase({ kind: "pglite", dir: "memory://" });
  return { ...database, [Symbol.asyncDispose]: database.close };
}

/**
 * One database per kind for a whole test file (opened before the file's tests, under the hook
 * timeout, and closed after them), for files whose tests do not disturb each other.
 * Call at the top level: `const dbFor = fileDatabases({ beforeAll, afterAll })`.
 */
export function fileDatabases(hooks: {
  beforeAll: (fn: () => Promise<void>) => void;
  afterAll: (fn: () => Promise<void>) => void;
}) {
  const open = new Map<string, Promise<Database & AsyncDisposable>>();
  const get = (kind: "pglite" | "postgres") => {
    let db = open.get(kind);
    if (!db) {
      db = testDb(kind);
      open.set(kind, db);
    }
    return db;
  };
  hooks.beforeAll(async () => {
    await Promise.all(DATABASES.map(get));
  });
  hooks.afterAll(async () => {
    for (const pending of open.values()) await (await pending).close();
  });
  return get;
}
