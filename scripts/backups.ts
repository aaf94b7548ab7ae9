import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../app/db/client.server.ts";

/**
 * Backup and restore of the site's database (decision 064), used by scripts/backup.ts and
 * scripts/restore.ts. PostgreSQL: pg_dump's custom format and pg_restore. PGlite: its own data
 * directory tarball (dumpDataDir / loadDataDir), gzip-compressed.
 */

export type Target = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string };

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message} (install the PostgreSQL client tools)`);
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr.trim().split("\n").at(-1)}`);
  return result.stdout;
}

/** Tables and their row counts: printed after a backup or restore so an operator sees what moved. */
async function countRows(client: PGlite): Promise<Record<string, number>> {
  const tables = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await client.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
    counts[name] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

/**
 * Writes a backup of `target` to `file`. PGlite allows one process per directory: stop the server
 * first (the lock file makes this fail clearly otherwise). PostgreSQL is dumped while it runs.
 * Returns the row counts for PGlite, the archive's table of contents size for PostgreSQL.
 */
export async function backup(
  target: Target,
  file: string,
): Promise<{ file: string; bytes: number; rows?: Record<string, number> }> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.kind === "postgres") {
    run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, target.url]);
    // A dump pg_restore cannot list is no backup.
    run("pg_restore", ["--list", file]);
    return { file, bytes: statSync(file).size };
  }
  if (!existsSync(target.dir)) throw new Error(`no PGlite directory at ${target.dir}`);
  const database = await openDatabase({ kind: "pglite", dir: target.dir });
  let dump: Blob;
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    dump = await client.dumpDataDir("gzip");
  } finally {
    await database.close();
  }
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Check it loads, and report what it holds.
  const check = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
  try {
    return { file, bytes: statSync(file).size, rows: await countRows(check) };
  } finally {
    await check.close();
  }
}

/**
 * Restores `file` into `target`. PostgreSQL: pg_restore --clean into the given database, in one
 * transaction (all or nothing). PGlite: into an empty or absent directory; with `force`, an existing
 * one is first moved aside to `<dir>.before-restore-<time>` (never deleted). Pending migrations of this
 * code are applied after the restore, as at start-up.
 */
export async function restore(
  target: Target,
  file: string,
  { force = false } = {},
): Promise<{ rows?: Record<string, number>; movedAside?: string }> {
  if (!existsSync(file)) throw new Error(`no backup file at ${file}`);
  if (target.kind === "postgres") {
    run("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      `--dbname=${target.url}`,
      file,
    ]);
    const database = await openDatabase(target);
    await database.close();
    return {};
  }
  let movedAside: string | undefined;
  if (existsSync(target.dir) && readdirSync(target.dir).length > 0) {
    if (!force) throw new Error(`${target.dir} is not empty: stop the server and pass --force to move it aside first`);
    movedAside = `${target.dir.replace(/\/$/, "")}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(target.dir, movedAside);
  }
  const database = await openDatabase({ kind: "pglite", dir: target.dir, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return { rows: await countRows(client), movedAside };
  } finally {
    await database.close();
  }
}

/** backups/nyayik-<kind>-<UTC time>.<ext> */
export function defaultBackupFile(kind: Target["kind"], now = new Date()) {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return path.join("backups", `nyayik-${kind}-${stamp}.${kind === "postgres" ? "dump" : "tar.gz"}`);
}
