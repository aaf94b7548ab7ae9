import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";
import { DEFAULT_CONTENT_DIR } from "#app/features/catalogue/content.server.ts";

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, "check-content.ts");
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Runs `npm run content:check` as the build does, on a content directory. */
async function check(dir: string, args: string[] = [], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, "--dir", dir, ...args], {
      env: { ...process.env, WHATSAPP_NUMBER: "", ...env },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** A copy of the content with an edit applied: the fixture, never the live files. */
function fixture(edit: (dir: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), "content-check-"));
  dirs.push(dir);
  cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  edit(dir);
  return dir;
}

function rewrite(dir: string, file: string, edit: (text: string) => string) {
  const p = path.join(dir, file);
  writeFileSync(p, edit(readFileSync(p, "utf8")));
}

/** Everything the firm confirms before launch: no samples, confirmed prices and figures, no notes. */
function confirmEverything(dir: string) {
  rewrite(dir, "site.yaml", (t) => t.replace(/^samples: \[.*\]$/m, "samples: []"));
  rewrite(dir, "home.yaml", (t) => t.replace(/sample: true/g, "sample: false"));
  rewrite(dir, "about.yaml", (t) => t.replace(/sample: true/g, "sample: false"));
  rewrite(dir, "prices.yaml", (t) => t.replace(/confirmed: false/g, "confirmed: true"));
  rewrite(dir, "government-fees.yaml", (t) => t.replace(/confirmed: false/g, "confirmed: true"));
  for (const f of readdirSync(path.join(dir, "guides")))
    rewrite(dir, `guides/${f}`, (t) => t.replace(/confirmed: false/g, "confirmed: true").replace(/^unconfirmed: .*\n/m, ""));
}

test("ordinary mode passes while samples remain; --launch lists each group and exits non-zero", async () => {
  const dir = fixture(() => {});
  const ordinary = await check(dir);
  expect(ordinary.code, ordinary.out).toBe(0);
  expect(ordinary.out).toMatch(/^content ok: \d+ guides/);

  const launch = await check(dir, ["--launch"]);
  expect(launch.code).toBe(1);
  expect(launch.out).toMatch(/launch check: \d+ item\(s\) to confirm before going live/);
  for (const heading of [
    "Sample site facts",
    "WHATSAPP_NUMBER is not set",
    "Sample testimonials",
    "About the firm",
    "Prices not confirmed by the firm",
    "Legal figures not confirmed from an official source",
  ])
    expect(launch.out).toContain(heading);
  expect(launch.out).toContain("  - phone numbers (phones)");
  expect(launch.out).toContain("  - startup.fssai-license");
});

test("--launch passes once everything is confirmed and WHATSAPP_NUMBER is set", async () => {
  const dir = fixture(confirmEverything);
  const launch = await check(dir, ["--launch"], { WHATSAPP_NUMBER: "919876543210" });
  expect(launch.out).toContain("launch check: nothing left to confirm");
  expect(launch.code, launch.out).toBe(0);
});

test.each([
  [
    "one sample fact",
    (d: string) => rewrite(d, "site.yaml", (t) => t.replace("samples: []", "samples: [phones]")),
    "phone numbers (phones)",
  ],
  [
    "one sample testimonial",
    (d: string) => rewrite(d, "home.yaml", (t) => t.replace(/^ {4}sample: false$/m, "    sample: true")),
    "Sample testimonials",
  ],
  [
    "one sample About item",
    (d: string) => rewrite(d, "about.yaml", (t) => t.replace(/^ {4}sample: false$/m, "    sample: true")),
    "person: ",
  ],
  [
    "one unconfirmed price",
    (d: string) => rewrite(d, "prices.yaml", (t) => t.replace(/(mou: \{[^}]*confirmed: )true/, "$1false")),
    "legal.mou",
  ],
  [
    "one unconfirmed legal figure",
    (d: string) => rewrite(d, "guides/trademark-registration.md", (t) => t.replace("confirmed: true", "confirmed: false")),
    "trademark-registration: TM-A e-filing fee",
  ],
  [
    "a guide's unconfirmed note",
    (d: string) =>
      rewrite(d, "guides/mou.md", (t) => t.replace(/^reviewedAt:/m, 'unconfirmed: "State stamp duty not checked."\nreviewedAt:')),
    "mou: State stamp duty not checked.",
  ],
])("--launch fails on %s and names it", async (_name, edit, listed) => {
  const dir = fixture((d) => {
    confirmEverything(d);
    edit(d);
  });
  const launch = await check(dir, ["--launch"], { WHATSAPP_NUMBER: "919876543210" });
  expect(launch.code, launch.out).toBe(1);
  expect(launch.out).toContain(listed);
  expect(launch.out).toMatch(/launch check: 1 item\(s\) to confirm/);
});

test("decision 153: the check fails once the guides carry 20 or more unconfirmed marks, naming the worst guides", async () => {
  const marked = ["gst-registration", "gst-cancellation", "gst-return-filing", "trademark-renewal"];
  const dir = fixture((d) => {
    for (const slug of marked) rewrite(d, `guides/${slug}.md`, (t) => t.replace(/confirmed: true/g, "confirmed: false"));
  });
  const result = await check(dir);
  expect(result.code, result.out).toBe(1);
  expect(result.out).toMatch(/too many unconfirmed marks: \d+, the limit is under 20/);
  expect(result.out).toContain("gst-registration (");
});

test("the sources rule: a guide with a dead-format source URL fails the ordinary check, naming the field", async () => {
  const dir = fixture((d) =>
    rewrite(d, "guides/mou.md", (t) => t.replace('url: "https://legislative.gov.in/"', 'url: "legislative.gov.in/acts"')),
  );
  const result = await check(dir);
  expect(result.code).toBe(1);
  expect(result.out).toContain("content/guides/mou.md: sources.2.url: legislative.gov.in/acts must start with https://");
});

test("the sources rule: a guide with fewer than two official sources fails the ordinary check", async () => {
  const dir = fixture((d) =>
    rewrite(d, "guides/mou.md", (t) =>
      t
        .replace('url: "https://legislative.gov.in/"', 'url: "https://www.legalblog.in/mou"')
        .replace(
          /url: "https:\/\/www.indiacode.nic.in\/"\n {4}date: 1899-03-27/,
          'url: "https://www.stampduty.example.com/"\n    date: 1899-03-27',
        ),
    ),
  );
  const result = await check(dir);
  expect(result.code).toBe(1);
  expect(result.out).toContain("content/guides/mou.md: sources");
});

test("facts: a priced service without its facts file fails the check, naming the file", async () => {
  const dir = fixture((d) => rmSync(path.join(d, "facts/trademark-registration.yaml")));
  const result = await check(dir);
  expect(result.code).toBe(1);
  expect(result.out).toContain(
    "content/facts/trademark-registration.yaml: (file): is missing: every priced service needs its facts file",
  );
});

test.each([
  [
    "an unknown file type",
    (t: string) => t.replace("types: [pdf, docx]", "types: [pdf, exe]"),
    "content/facts/trademark-registration.yaml: documents.0.types.1:",
  ],
  ["a document without `required`", (t: string) => t.replace("    required: true\n", ""), "documents.0.required:"],
  ["an unknown field", (t: string) => t.replace(/^summary:/m, "governmentFee: 4500\nsummary:"), "(root): Unrecognized key"],
  [
    "a summary of two sentences",
    (t: string) => t.replace(/^summary: (.*)$/m, "summary: $1 And more."),
    "summary: must be one sentence",
  ],
  [
    "a source the guide does not list",
    (t: string) => t.replace("sources: [1, 2, 3, 4]", "sources: [1, 2, 3, 9]"),
    "sources.3: 9 does not point to one of the guide's 4 sources",
  ],
  [
    "a deadline citing a source outside the file's list",
    (t: string) => t.replace("sources: [1, 2, 3, 4]", "sources: [2, 3]"),
    "deadlines.1.source: 1 is not listed in this file's sources",
  ],
  [
    "a timeline range the wrong way round",
    (t: string) => t.replace(/^timeline:\n/m, "timeline:\n  workingDays: { min: 9, max: 3 }\n"),
    "timeline.workingDays: min must not exceed max",
  ],
])("facts: %s fails the check, naming the field", async (_name, edit, message) => {
  const dir = fixture((d) => rewrite(d, "facts/trademark-registration.yaml", edit));
  const result = await check(dir);
  expect(result.code, result.out).toBe(1);
  expect(result.out).toContain(message);
});

test("facts: a file whose name is not a guide's canonical slug fails (an alias is not enough)", async () => {
  const dir = fixture((d) => cpSync(path.join(d, "facts/itr-1-return-filing.yaml"), path.join(d, "facts/itr-1.yaml")));
  const result = await check(dir);
  expect(result.code).toBe(1);
  expect(result.out).toContain('content/facts/itr-1.yaml: (file name): "itr-1" is not a guide\'s canonical slug');
});

test("content:check rejects a calendar rule with a malformed date rule or an unknown guide, naming the field", async () => {
  const badDay = fixture((dir) =>
    rewrite(dir, "calendar.yaml", (t) => t.replace("due: { kind: monthly, day: 11 }", "due: { kind: monthly, day: 32 }")),
  );
  const day = await check(badDay);
  expect(day.code).toBe(1);
  expect(day.out).toContain("content/calendar.yaml: rules.0.due.day:");

  const badGuide = fixture((dir) =>
    rewrite(dir, "calendar.yaml", (t) => t.replace("guide: gst-annual-return-filing", "guide: gstr-9-guide")),
  );
  const guide = await check(badGuide);
  expect(guide.code).toBe(1);
  expect(guide.out).toContain('content/calendar.yaml: rules.8.guide: no guide "gstr-9-guide"');
});
