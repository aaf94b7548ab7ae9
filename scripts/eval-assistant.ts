/**
 * Scores the local assistant against tests/assistant-eval.yaml: every question's answer must
 * contain the listed facts. Prints each miss and the overall score; exits 1 below the threshold.
 *   npm run eval:assistant [-- --verbose] [-- --min 0.9]
 */
import "./assert-node.mjs";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { ChatTurnSchema } from "../app/features/assistant/chat-schema.ts";
import { answerLocally } from "../app/features/assistant/local-assistant.server.ts";
import { buildAssistantIndex } from "../app/features/assistant/retrieval.server.ts";
import { loadContent } from "../app/features/catalogue/content.server.ts";

const Fact = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
const EvalCase = z
  .object({
    question: z.string().min(1),
    facts: z.array(Fact).min(1),
    history: z.array(ChatTurnSchema).optional(),
    avoid: z.array(z.string().min(1)).optional(),
  })
  .strict();
export const EvalSetSchema = z.array(EvalCase).min(30);
export type EvalCase = z.infer<typeof EvalCase>;

export const EVAL_FILE = path.resolve(import.meta.dirname, "../tests/assistant-eval.yaml");

export type CaseResult = { question: string; answer: string; found: number; total: number; missing: string[]; avoided: string[] };

/** Answers every question with the local assistant and checks its facts. */
export function evaluate(cases: EvalCase[]): { results: CaseResult[]; factScore: number; passed: number } {
  const index = buildAssistantIndex(loadContent());
  const results = cases.map((c): CaseResult => {
    const answer = answerLocally(index, c.question, c.history ?? []);
    const haystack = answer.toLowerCase();
    const missing: string[] = [];
    for (const fact of c.facts) {
      const options = Array.isArray(fact) ? fact : [fact];
      if (!options.some((o) => haystack.includes(o.toLowerCase()))) missing.push(options.join(" | "));
    }
    const avoided = (c.avoid ?? []).filter((a) => haystack.includes(a.toLowerCase()));
    return { question: c.question, answer, found: c.facts.length - missing.length, total: c.facts.length, missing, avoided };
  });
  const found = results.reduce((n, r) => n + r.found, 0);
  const total = results.reduce((n, r) => n + r.total, 0);
  const passed = results.filter((r) => r.missing.length === 0 && r.avoided.length === 0).length;
  return { results, factScore: total ? found / total : 0, passed };
}

export function loadEvalSet(file = EVAL_FILE): EvalCase[] {
  return EvalSetSchema.parse(parse(readFileSync(file, "utf8")));
}

function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes("--verbose");
  const minIndex = args.indexOf("--min");
  const min = minIndex >= 0 ? Number(args[minIndex + 1]) : 0.9;
  const cases = loadEvalSet();
  const started = performance.now();
  const { results, factScore, passed } = evaluate(cases);
  for (const r of results) {
    const ok = r.missing.length === 0 && r.avoided.length === 0;
    console.log(`${ok ? "PASS" : "FAIL"}  ${r.question}`);
    if (!ok) {
      if (r.missing.length) console.log(`      missing: ${r.missing.join(", ")}`);
      if (r.avoided.length) console.log(`      should not say: ${r.avoided.join(", ")}`);
    }
    if (verbose || !ok) console.log(`${r.answer.replace(/^/gm, "      > ")}\n`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\nAssistant eval: ${passed}/${results.length} questions fully answered, facts ${(factScore * 100).toFixed(1)}% (${results.reduce((n, r) => n + r.found, 0)}/${results.reduce((n, r) => n + r.total, 0)}) in ${seconds}s`,
  );
  if (factScore < min) {
    console.log(`Score below the threshold ${(min * 100).toFixed(0)}%.`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
