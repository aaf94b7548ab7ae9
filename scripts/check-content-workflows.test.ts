import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";
import { DEFAULT_CONTENT_DIR } from "#app/features/catalogue/content.server.ts";

// content:check on content/workflows.yaml (issue 25, decision 145): each test breaks one rule in a
// copy of the content and expects the build's check to refuse it, naming the field.

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, "check-content.ts");
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function check(dir: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, "--dir", dir], {
      env: { ...process.env, WHATSAPP_NUMBER: "" },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** A copy of the content with workflows.yaml edited; the edit must change the file. */
function withWorkflows(edit: (text: string) => string) {
  const dir = mkdtempSync(path.join(tmpdir(), "content-workflows-"));
  dirs.push(dir);
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  const file = path.join(dir, "workflows.yaml");
  const before = readFileSync(file, "utf8");
  const after = edit(before);
  expect(after, "the fixture edit changed nothing").not.toBe(before);
  writeFileSync(file, after);
  return dir;
}

test("the live workflows pass and cover every priced service", async () => {
  const result = await check(DEFAULT_CONTENT_DIR);
  expect(result.code, result.out).toBe(0);
  expect(result.out).toMatch(/workflows ok: \d+ workflows, \d+ stages, covering all 66 priced services/);
});

test("a priced service without a workflow is refused", async () => {
  const dir = withWorkflows((t) => t.replace(/^ {4}- itr-7\n/m, ""));
  const result = await check(dir);
  expect(result.code).toBe(1);
  expect(result.out).toContain('content/workflows.yaml: (file): the priced service "itr-7-return-filing" has no workflow');
});

test("a stage without days, or with 0 days, is refused", async () => {
  const missing = await check(withWorkflows((t) => t.replace(/^ {6}days: 3 # estimate: depends on the client\n/m, "")));
  expect(missing.code).toBe(1);
  expect(missing.out).toMatch(/content\/workflows\.yaml: trademark-registration\.stages\.0\.days: /);

  const zero = await check(withWorkflows((t) => t.replace(/^ {6}days: 3 # estimate: depends on the client$/m, "      days: 0")));
  expect(zero.code).toBe(1);
  expect(zero.out).toMatch(/trademark-registration\.stages\.0\.days: .*>=\s?1/);
});

test("a record without a label is refused", async () => {
  const dir = withWorkflows((t) =>
    t.replace(
      '{ key: application_number, label: "Application number", kind: text, required: true }',
      "{ key: application_number, kind: text, required: true }",
    ),
  );
  const result = await check(dir);
  expect(result.code).toBe(1);
  expect(result.out).toMatch(/trademark-registration\.stages\.2\.records\.0\.label: /);
});

test("duplicate stage keys in one workflow are refused", async () => {
  const dir = withWorkflows((t) => t.replace("- key: search_and_drafting", "- key: documents"));
  const result = await check(dir);
  expect(result.code).toBe(1);
  expect(result.out).toContain('trademark-registration.stages.1.key: duplicate stage key "documents"');
});

test("a service that is not priced, or listed in two workflows, is refused", async () => {
  const unpriced = await check(
    withWorkflows((t) =>
      t.replace("services: [trademark-registration]", "services: [trademark-registration, private-limited-company]"),
    ),
  );
  expect(unpriced.code).toBe(1);
  expect(unpriced.out).toContain('trademark-registration.services.1: "private-limited-company" is not a priced service');

  const twice = await check(
    withWorkflows((t) => t.replace("services: [trademark-renewal]", "services: [trademark-renewal, trademark-registration]")),
  );
  expect(twice.code).toBe(1);
  expect(twice.out).toMatch(/"trademark-registration" already follows the workflow "trademark-registration"/);
});
