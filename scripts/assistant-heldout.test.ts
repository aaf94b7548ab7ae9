import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEvalSet } from "./eval-assistant.ts";

/**
 * The held-out answer set (issue 23, decision 122) is well formed and its facts come from content:
 * it parses with the eval schema, has at least 25 cases in every category the issue names and 250 checks,
 * every service link is a real guide and every rupee figure appears in the price or fee tables.
 * It does not run the assistant: this set is scored, never fitted.
 */
const root = path.resolve(import.meta.dirname, "..");
const cases = loadEvalSet(path.join(root, "tests/assistant-heldout.yaml"));
const facts = cases.flatMap((c) => ("turns" in c ? c.turns : [c])).flatMap((t) => t.facts.flat());
const guides = new Set(
  readdirSync(path.join(root, "content/guides"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3)),
);

describe("assistant held-out set", () => {
  it("has 250 checks and 25 cases in each category", () => {
    const checks = cases.reduce((n, c) => n + ("turns" in c ? c.turns.length : 1), 0);
    expect(checks).toBeGreaterThanOrEqual(250);
    const categories = ["price", "documents", "timeline", "eligibility", "firm", "hindi", "limits", "conversation"];
    for (const category of categories) {
      expect(cases.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(25);
    }
  });

  it("links only to real guides", () => {
    const links = facts.flatMap((f) => [...f.matchAll(/\/service\/([a-z0-9-]+)/g)].map((m) => m[1] ?? ""));
    expect(links.length).toBeGreaterThan(100);
    expect(links.filter((slug) => !guides.has(slug))).toEqual([]);
  });

  it("quotes only rupee figures that content states", () => {
    const tables = ["prices.yaml", "government-fees.yaml", "site.yaml", "faq.yaml"]
      .map((f) => readFileSync(path.join(root, "content", f), "utf8"))
      .join("\n");
    const known = new Set(
      [...tables.matchAll(/(?:₹|actual: |discounted: |fee: )([\d,]+)/g)].map((m) => (m[1] ?? "").replace(/,/g, "")),
    );
    const quoted = facts.flatMap((f) => [...f.matchAll(/^₹([\d,]+)$/g)].map((m) => (m[1] ?? "").replace(/,/g, "")));
    expect(quoted.length).toBeGreaterThan(50);
    expect(quoted.filter((n) => !known.has(n))).toEqual([]);
  });

  it("asks nothing the model is trained on", () => {
    const norm = (t: string) =>
      t
        .normalize("NFC")
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\s]/gu, " ")
        .replace(/\s+/g, " ")
        .trim();
    const train = new Set(
      readFileSync(path.join(root, "content/assistant/corpus/train.jsonl"), "utf8")
        .split("\n")
        .filter((l) => l.trim())
        .map((l) => norm(JSON.parse(l).text)),
    );
    const questions = cases.flatMap((c) => ("turns" in c ? c.turns : [c])).map((t) => t.question);
    expect(questions.filter((q) => train.has(norm(q)))).toEqual([]);
  });
});
