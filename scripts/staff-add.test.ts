import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, "staff-add.ts");

/** Runs `npm run staff:add` as an operator would, on a throw-away PGlite directory. */
async function staffAdd(dir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: "", SITE_URL: "https://nyayik.example", LOG_LEVEL: "silent" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

test("staff:add creates an account with a one-time link, refuses a duplicate and bad arguments", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "staff-add-"));
  try {
    const created = await staffAdd(dir, ["--email", "Owner@Nyayik.example", "--name", "Meera Iyer", "--role", "owner"]);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain("Created owner account for Meera Iyer <owner@nyayik.example>.");
    expect(created.stdout).toMatch(/https:\/\/nyayik\.example\/admin\/reset\/[A-Za-z0-9_-]{43}\n/);
    const duplicate = await staffAdd(dir, ["--email", "owner@nyayik.example", "--name", "Someone Else"]);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain("A staff account for owner@nyayik.example already exists.");
    const bad = await staffAdd(dir, ["--email", "not-an-email", "--name", "X Y", "--role", "boss"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/staff:add: --email must be an e-mail address/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
