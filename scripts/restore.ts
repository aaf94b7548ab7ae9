/**
 * npm run restore -- FILE [--force]
 * Restores a backup made by `npm run backup` into the configured database. PostgreSQL: pg_restore
 * --clean in one transaction (stop the app instances first). PGlite: into PGLITE_DIR, which must be
 * empty or absent; --force moves an existing directory aside (never deletes it). Migrations newer
 * than the backup are applied afterwards, as at start-up.
 */
import "./assert-node.mjs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, parseConfig } from "../app/lib/config.server.ts";
import { restore } from "./backups.ts";

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error("usage: npm run restore -- backups/nyayik-….tar.gz|.dump [--force]");
  process.exit(2);
}
const target =
  config.database.kind === "postgres" ? config.database : { kind: "pglite" as const, dir: path.resolve(config.database.dir) };
try {
  const result = await restore(target, file, { force: values.force });
  if (result.movedAside) console.log(`restore: the previous directory was moved to ${result.movedAside}`);
  console.log(`restore: ${file} → ${target.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : target.dir}`);
  if (result.rows) for (const [table, n] of Object.entries(result.rows)) console.log(`  ${table}: ${n}`);
} catch (error) {
  console.error(`restore failed: ${(error as Error).message}`);
  process.exit(1);
}
