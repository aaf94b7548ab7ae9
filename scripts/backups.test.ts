import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { expect, test } from "vitest";
import { openDatabase } from "#app/db/client.server.ts";
import { consultationRequests, contactMessages, uploads } from "#app/db/schema.server.ts";
import { createConsultation, createContactMessage } from "#app/features/leads/leads.server.ts";
import { backup, restore } from "./backups.ts";

const run = promisify(execFile);
const lead = {
  fullName: "Priya Sharma",
  email: "priya@example.in",
  phone: "+919876543210",
  city: "Dhanbad",
  serviceType: "trademark" as const,
  details: "Word mark for a spice brand",
  source: "form" as const,
};
const pdf = {
  filename: "notice.pdf",
  contentType: "application/pdf",
  bytes: new TextEncoder().encode("%PDF-1.7\nnotice\n%%EOF"),
};

/** Runs an npm script's file as an operator would, on the given PGlite directory. */
async function script(name: string, dir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.resolve(import.meta.dirname, name), ...args], {
      env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: "" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function leadsIn(db: Awaited<ReturnType<typeof openDatabase>>["db"]) {
  const [request] = await db.select().from(consultationRequests);
  const [file] = await db.select().from(uploads);
  const messages = await db.select().from(contactMessages);
  return { request, document: Buffer.from(file?.bytes ?? []).toString(), messages: messages.map((m) => m.message) };
}

// Four Node processes each open PGlite (about 5 s apiece on a busy 2-core machine): a longer limit.
test("PGlite: npm run backup, then npm run restore into a fresh directory, keeps every lead and document", {
  timeout: 120_000,
}, async () => {
  const work = mkdtempSync(path.join(tmpdir(), "backup-"));
  try {
    const live = path.join(work, "live");
    const original = await openDatabase({ kind: "pglite", dir: live });
    const { id } = await createConsultation(original.db, lead, pdf);
    await createContactMessage(original.db, { ...lead, subject: "general", message: "Please call after 5 pm" });
    const before = await leadsIn(original.db);
    await original.close();

    const file = path.join(work, "site.tar.gz");
    const backedUp = await script("backup.ts", live, ["--out", file]);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toContain(`backup: pglite → ${file}`);
    expect(backedUp.stdout).toMatch(/^ {2}consultation_requests: 1$/m);

    const fresh = path.join(work, "restored");
    const restored = await script("restore.ts", fresh, [file]);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^ {2}uploads: 1$/m);

    const reopened = await openDatabase({ kind: "pglite", dir: fresh });
    try {
      const after = await leadsIn(reopened.db);
      expect(after).toEqual(before);
      expect(after.request?.id).toBe(id);
      expect(after.document).toBe("%PDF-1.7\nnotice\n%%EOF");
    } finally {
      await reopened.close();
    }

    // Restoring over a directory that holds data needs --force, which moves it aside (never deletes).
    const refused = await script("restore.ts", fresh, [file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("is not empty: stop the server and pass --force");
    const forced = await script("restore.ts", fresh, [file, "--force"]);
    expect(forced.code, forced.stderr).toBe(0);
    const aside = /moved to (\S+)/.exec(forced.stdout)?.[1];
    expect(aside && existsSync(aside)).toBe(true);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

if (process.env.TEST_DATABASE_URL) {
  test("postgres: pg_dump backup restored with pg_restore into another database keeps the leads", async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const suffix = Math.random().toString(36).slice(2, 10);
    const names = [`bk_src_${suffix}`, `bk_dst_${suffix}`];
    for (const name of names) await admin.query(`create database "${name}"`);
    const urlOf = (name: string) => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? "");
      url.pathname = `/${name}`;
      return url.toString();
    };
    const work = mkdtempSync(path.join(tmpdir(), "backup-"));
    try {
      const source = await openDatabase({ kind: "postgres", url: urlOf(names[0] ?? "") });
      await createConsultation(source.db, lead, pdf);
      const before = await leadsIn(source.db);
      await source.close();
      const file = path.join(work, "site.dump");
      await backup({ kind: "postgres", url: urlOf(names[0] ?? "") }, file);
      await restore({ kind: "postgres", url: urlOf(names[1] ?? "") }, file);
      const target = await openDatabase({ kind: "postgres", url: urlOf(names[1] ?? "") });
      try {
        expect(await leadsIn(target.db)).toEqual(before);
      } finally {
        await target.close();
      }
    } finally {
      for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      rmSync(work, { recursive: true, force: true });
    }
  });
}
