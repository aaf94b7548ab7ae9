/**
 * Scores the assistant (issue 23): (a) the model and the state rules on the untouched test split
 * (content/assistant/corpus/test.jsonl) by category, language and intent; (b) the answers to
 * tests/assistant-eval.yaml, (c) tests/assistant-heldout.yaml, (d) tests/assistant-heldout-2.yaml, (e) its
 * development half, (f) tests/assistant-heldout-3.yaml, (g) its development half, (h) tests/assistant-dev-4.yaml
 * (i) tests/assistant-heldout-5.yaml and (j) tests/assistant-dev-6.yaml (decision 172), (k) tests/assistant-dev-7.yaml
 * (decision 173, a development set since decision 174), (l) tests/assistant-dev-8.yaml (decision 174, a
 * development set since decision 175) (m) tests/assistant-dev-9.yaml (decision 175, a development set since decision 176), (n)
 * tests/assistant-dev-10.yaml (decision 176, a development set since decision 177), (o) tests/assistant-dev-11.yaml
 * (decision 177, a development set since decision 178), (p) tests/assistant-dev-12.yaml (decision 178, a development
 * set since decision 179), (q) tests/assistant-dev-13.yaml (decision 179, a development set since decision
 * 180), (r) tests/assistant-dev-14.yaml (decision 180, a development set since decision 181), (s)
 * tests/assistant-dev-15.yaml (decision 181, a development set since decision 182), (t)
 * tests/assistant-dev-16.yaml (decision 182, a development set since decision 183), (u)
 * tests/assistant-dev-17.yaml (decision 183, a development set since decision 184) and (v)
 * tests/assistant-heldout-18.yaml (decision 184, blind), each when present and each with its own score block. Every answer check is one visitor turn: a
 * single question, or one turn of a conversation (the earlier turns' real answers are its history). A
 * check passes when its answer contains every listed fact and none of the `avoid` strings. Prints each
 * miss, then the score per category and overall; exits 1 below the thresholds.
 *   npm run eval:assistant [-- --verbose] [-- --show-heldout-misses] [-- --min 0.95] [-- --min-category 0.9] [-- --file other.yaml]
 */
import "./assert-node.mjs";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { type ChatTurn, ChatTurnSchema } from "../app/features/assistant/chat-schema.ts";
import { type Assistant, answerLocally, assistantFor } from "../app/features/assistant/local-assistant.server.ts";
import { loadContent } from "../app/features/catalogue/content.server.ts";
import { evaluateClassifier, printClassifierScore, readTestSplit } from "./eval-classifier.ts";

export const CATEGORIES = [
  "price",
  "documents",
  "timeline",
  "eligibility",
  "general",
  "firm",
  "hindi",
  "limits",
  "conversation",
] as const;
const Category = z.enum(CATEGORIES);
const Fact = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
const Turn = z
  .object({ question: z.string().min(1), facts: z.array(Fact).min(1), avoid: z.array(z.string().min(1)).optional() })
  .strict();
const SingleCase = Turn.extend({ category: Category, history: z.array(ChatTurnSchema).optional() }).strict();
const ConversationCase = z.object({ category: Category, turns: z.array(Turn).min(2).max(5) }).strict();
const EvalCase = z.union([SingleCase, ConversationCase]);
export const EvalSetSchema = z.array(EvalCase).min(1);
export type EvalCase = z.infer<typeof EvalCase>;

export const EVAL_FILE = path.resolve(import.meta.dirname, "../tests/assistant-eval.yaml");
export const HELDOUT_FILE = path.resolve(import.meta.dirname, "../tests/assistant-heldout.yaml");
/** The second held-out set (decision 166), written blind from content: scored, never tuned on. */
export const HELDOUT_2_FILE = path.resolve(import.meta.dirname, "../tests/assistant-heldout-2.yaml");
export const DEV_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev.yaml");
/** The third blind set (decision 172), split like the second: a blind half scored only, a development half. */
export const HELDOUT_3_FILE = path.resolve(import.meta.dirname, "../tests/assistant-heldout-3.yaml");
export const DEV_3_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev-3.yaml");
/** A fourth set, written blind but used whole for development (decision 172). */
export const DEV_4_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev-4.yaml");
/** The fifth set, written blind near the end of the round (decision 172): scored only. */
export const HELDOUT_5_FILE = path.resolve(import.meta.dirname, "../tests/assistant-heldout-5.yaml");
/** A sixth set, situations and conversations, used for development (decision 172). */
export const DEV_6_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev-6.yaml");
/** Decision 173: the seventh set, written blind; a development set since decision 174. */
export const DEV_7_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev-7.yaml");
/** Decision 174: the eighth set, written blind; a development set since decision 175. */
export const DEV_8_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev-8.yaml");
/** Decision 175: the ninth set, written blind; a development set since decision 176. */
export const DEV_9_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev-9.yaml");
/** Decision 176: the tenth set, written blind; a development set since decision 177. */
export const DEV_10_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev-10.yaml");
/** Decision 177: the eleventh set, written blind; a development set since decision 178. */
export const DEV_11_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev-11.yaml");
/** Decision 178: the twelfth set, written blind; a development set since decision 179. */
export const DEV_12_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev-12.yaml");
/** Decision 179: the thirteenth set, written blind; a development set since decision 180. */
export const DEV_13_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev-13.yaml");
/** Decision 180: the fourteenth set, written blind; a development set since decision 181. */
export const DEV_14_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev-14.yaml");
/** Decision 181: the fifteenth set, written blind; a development set since decision 182. */
export const DEV_15_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev-15.yaml");
/** Decision 182: the sixteenth set, written blind; a development set since decision 183. */
export const DEV_16_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev-16.yaml");
/** Decision 183: the seventeenth set, written blind; a development set since decision 184. */
export const DEV_17_FILE = path.resolve(import.meta.dirname, "../tests/assistant-dev-17.yaml");
/** Decision 184: the eighteenth set, blind, written at the start of that round; its misses are never read. */
export const HELDOUT_18_FILE = path.resolve(import.meta.dirname, "../tests/assistant-heldout-18.yaml");

export type CheckResult = {
  category: z.infer<typeof Category>;
  question: string;
  /** 1-based turn within a conversation; 0 for a single question. */
  turn: number;
  answer: string;
  missing: string[];
  avoided: string[];
  passed: boolean;
};
export type CategoryScore = { passed: number; total: number; score: number };

function check(category: CheckResult["category"], turn: z.infer<typeof Turn>, index: number, answer: string): CheckResult {
  const haystack = answer.toLowerCase();
  const missing: string[] = [];
  for (const fact of turn.facts) {
    const options = Array.isArray(fact) ? fact : [fact];
    if (!options.some((o) => haystack.includes(o.toLowerCase()))) missing.push(options.join(" | "));
  }
  const avoided = (turn.avoid ?? []).filter((a) => haystack.includes(a.toLowerCase()));
  return { category, question: turn.question, turn: index, answer, missing, avoided, passed: !missing.length && !avoided.length };
}

/** Answers every question (and every conversation turn, in order) and scores it. */
export function evaluate(cases: EvalCase[], index: Assistant = assistantFor(loadContent())) {
  const results: CheckResult[] = [];
  for (const c of cases) {
    if ("turns" in c) {
      const history: ChatTurn[] = [];
      c.turns.forEach((turn, i) => {
        const answer = answerLocally(index, turn.question, history);
        results.push(check(c.category, turn, i + 1, answer));
        history.push({ role: "user", text: turn.question }, { role: "bot", text: answer });
      });
    } else {
      results.push(check(c.category, c, 0, answerLocally(index, c.question, c.history ?? [])));
    }
  }
  const byCategory: Partial<Record<CheckResult["category"], CategoryScore>> = {};
  for (const r of results) {
    const s = byCategory[r.category] ?? { passed: 0, total: 0, score: 0 };
    byCategory[r.category] = s;
    s.total += 1;
    if (r.passed) s.passed += 1;
  }
  for (const s of Object.values(byCategory)) s.score = s.passed / s.total;
  const passed = results.filter((r) => r.passed).length;
  return { results, byCategory, passed, total: results.length, score: results.length ? passed / results.length : 0 };
}

/** Counts the issue 11 asks for: questions, conversations, Hindi/Hinglish and limit cases. */
export function describeSet(cases: EvalCase[]) {
  const conversations = cases.filter((c) => "turns" in c);
  const questions = cases.reduce((n, c) => n + ("turns" in c ? c.turns.length : 1), 0);
  return {
    questions,
    conversations: conversations.length,
    hindi: cases.filter((c) => c.category === "hindi").length,
    limits: cases.filter((c) => c.category === "limits").length,
  };
}

export function loadEvalSet(file = EVAL_FILE): EvalCase[] {
  return EvalSetSchema.parse(parse(readFileSync(file, "utf8")));
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function report(file: string, verbose: boolean, min: number, minCategory: number, showMisses = true): boolean {
  const cases = loadEvalSet(file);
  const started = performance.now();
  const { results, byCategory, passed, total, score } = evaluate(cases);
  for (const r of results) {
    if (!showMisses || (r.passed && !verbose)) continue;
    const label = `${r.turn ? `[turn ${r.turn}] ` : ""}${r.question}`;
    console.log(`${r.passed ? "PASS" : "FAIL"}  ${r.category.padEnd(12)} ${label}`);
    if (!r.passed) {
      if (r.missing.length) console.log(`      missing: ${r.missing.join(", ")}`);
      if (r.avoided.length) console.log(`      should not say: ${r.avoided.join(", ")}`);
    }
    console.log(`${r.answer.replace(/^/gm, "      > ")}\n`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const set = describeSet(cases);
  console.log(
    `\n${path.relative(process.cwd(), file)}: ${set.questions} questions (${set.conversations} conversations, ${set.hindi} Hindi/Hinglish, ${set.limits} limits cases)`,
  );
  console.log("Score per category:");
  let failed = false;
  for (const category of CATEGORIES) {
    const s = byCategory[category];
    if (!s) continue;
    const low = s.score < minCategory;
    failed ||= low;
    console.log(
      `  ${category.padEnd(13)} ${String(s.passed).padStart(3)}/${String(s.total).padEnd(3)} ${pct(s.score)}${low ? "  BELOW" : ""}`,
    );
  }
  console.log(`Overall: ${passed}/${total} ${pct(score)} in ${seconds}s`);
  return score >= min && !failed;
}

function main() {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
  };
  const verbose = args.includes("--verbose");
  const min = Number(option("--min", "0.95"));
  const minCategory = Number(option("--min-category", "0.9"));
  const test = readTestSplit();
  console.log(`(a) Model and state rules on the untouched test split: ${test.length} items`);
  if (test.length) printClassifierScore(evaluateClassifier(assistantFor(loadContent()), test), verbose);
  console.log("\n(b) Answers: tests/assistant-eval.yaml");
  let ok = report(path.resolve(option("--file", EVAL_FILE)), verbose, min, minCategory);
  // The held-out sets print their scores only (decision 167): reading their misses would turn them into
  // training data. `--show-heldout-misses` prints them anyway, for a final review. The development set
  // sets (e), (g), (h), (j), (k), (l), (m), (n), (o), (p), (q), (r) and (s) print their misses.
  const showHeldout = args.includes("--show-heldout-misses");
  const sets = [
    ["(c)", HELDOUT_FILE, showHeldout],
    ["(d)", HELDOUT_2_FILE, showHeldout],
    ["(e)", DEV_FILE, true],
    ["(f)", HELDOUT_3_FILE, showHeldout],
    ["(g)", DEV_3_FILE, true],
    ["(h)", DEV_4_FILE, true],
    ["(i)", HELDOUT_5_FILE, showHeldout],
    ["(j)", DEV_6_FILE, true],
    ["(k)", DEV_7_FILE, true],
    ["(l)", DEV_8_FILE, true],
    ["(m)", DEV_9_FILE, true],
    ["(n)", DEV_10_FILE, true],
    ["(o)", DEV_11_FILE, true],
    ["(p)", DEV_12_FILE, true],
    ["(q)", DEV_13_FILE, true],
    ["(r)", DEV_14_FILE, true],
    ["(s)", DEV_15_FILE, true],
    ["(t)", DEV_16_FILE, true],
    ["(u)", DEV_17_FILE, true],
    ["(v)", HELDOUT_18_FILE, showHeldout],
  ] as const;
  for (const [label, file, showMisses] of sets) {
    if (!existsSync(file)) continue;
    console.log(`\n${label} Answers: ${path.relative(process.cwd(), file)}`);
    ok = report(file, verbose, min, minCategory, showMisses) && ok;
  }
  if (!ok) {
    console.log(`Below the threshold (overall ${pct(min)}, each category ${pct(minCategory)}).`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
