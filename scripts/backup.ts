/**
 * npm run backup [-- --out FILE]
 * Backs up the configured database: PostgreSQL (DATABASE_URL) with pg_dump while the site runs, or
 * the PGlite directory (PGLITE_DIR) — stop the server first, PGlite allows one process. Writes
 * backups/nyayik-<kind>-<time>.{dump,tar.gz} unless --out is given, and checks the file reads back.
 */
import "./assert-node.mjs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, parseConfig } from "../app/lib/config.server.ts";
import { backup, defaultBackupFile } from "./backups.ts";

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
const { values } = parseArgs({ options: { out: { type: "string" } }, strict: true });
const target =
  config.database.kind === "postgres" ? config.database : { kind: "pglite" as const, dir: path.resolve(config.database.dir) };
const file = values.out ?? defaultBackupFile(target.kind);
try {
  const result = await backup(target, file);
  console.log(`backup: ${target.kind} → ${result.file} (${result.bytes} bytes)`);
  if (result.rows) for (const [table, n] of Object.entries(result.rows)) console.log(`  ${table}: ${n}`);
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
