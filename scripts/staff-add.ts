/**
 * npm run staff:add -- --email a@b.in --name "A B" [--role owner|staff]
 * Creates a staff account on the configured database (DATABASE_URL, else the PGlite directory —
 * refused while the server holds it) and prints a one-time link, valid 72 hours, to set the
 * password. There is no default account and no default password.
 */
import "./assert-node.mjs";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { openDatabase } from "../app/db/client.server.ts";
import { DuplicateStaffError, inviteStaff } from "../app/features/staff/staff.server.ts";
import { ConfigError, parseConfig } from "../app/lib/config.server.ts";

const ArgsSchema = z.object({
  email: z.email("--email must be an e-mail address"),
  name: z.string().trim().min(2, "--name is required (at least 2 characters)").max(120),
  role: z.enum(["owner", "staff"], "--role must be owner or staff"),
});

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string", default: "staff" } },
  strict: true,
});
const parsed = ArgsSchema.safeParse(values);
if (!parsed.success) {
  console.error(`staff:add: ${parsed.error.issues[0]?.message}`);
  console.error('usage: npm run staff:add -- --email someone@example.in --name "Full Name" [--role owner|staff]');
  process.exit(2);
}

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(
    config.database.kind === "postgres" ? config.database : { kind: "pglite", dir: path.resolve(config.database.dir) },
  );
} catch (error) {
  console.error(`staff:add: cannot open the database: ${(error as Error).message}`);
  process.exit(1);
}
try {
  const { staff, link } = await inviteStaff(database.db, parsed.data, { siteUrl: config.siteUrl });
  console.log(`Created ${staff.role} account for ${staff.name} <${staff.email}>.`);
  console.log(`Send them this one-time link to set a password (valid 72 hours):\n${link}`);
} catch (error) {
  console.error(`staff:add: ${error instanceof DuplicateStaffError ? error.message : (error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
