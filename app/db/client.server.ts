import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.server.ts";

// biome-ignore lint/suspicious/noExplicitAny: the query-result HKT differs between drivers; both are PgDatabase.
export type Db = PgDatabase<any, typeof schema>;

export type Database = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void> };

export const migrationsFolder = path.resolve(import.meta.dirname, "../../db/migrations");

/**
 * Opens the database and applies pending migrations: PostgreSQL when a URL is given, otherwise
 * PGlite in `dir` (or `memory://`). PGlite corrupts silently if two processes open one directory,
 * so an on-disk PGlite takes a lock file and refuses to start while another live process holds it.
 */
export async function openDatabase(
  target: { kind: "postgres"; url: string; connectTimeoutMs?: number } | { kind: "pglite"; dir: string; loadDataDir?: Blob },
): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // A database that does not answer must fail a request, not hang it (decision 066): give up
      // on a new connection after 5 s, and let TCP keepalive notice a silently dropped one.
      connectionTimeoutMillis: target.connectTimeoutMs ?? 5_000,
      keepAlive: true,
    });
    // An idle client can be cut off by the server (restart, failover, a dropped test database);
    // pg then emits on the pool, and without a listener that would crash the process.
    pool.on("error", (error: Error & { code?: string }) => {
      if (error.code !== "57P01") console.error(`database pool: ${error.message}`);
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    await migrateNodePg(db as never, { migrationsFolder });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const memory = target.dir.startsWith("memory://");
  let release = () => {};
  if (!memory) {
    mkdirSync(target.dir, { recursive: true });
    release = takeLock(target.dir);
  }
  const client = await PGlite.create(
    memory ? undefined : target.dir,
    // pg_trgm: the inbox search's trigram indexes (decision 040); PostgreSQL ships it in contrib.
    { extensions: { pg_trgm }, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) },
  );
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    close: async () => {
      await client.close();
      release();
    },
  };
}

function takeLock(dir: string) {
  const lock = path.join(path.dirname(path.resolve(dir)), `${path.basename(dir)}.lock`);
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, "utf8"));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`PGlite directory ${dir} is in use by process ${pid}; stop it or set PGLITE_DIR to another folder`);
    }
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Cheap liveness probe for /healthz. */
export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}
