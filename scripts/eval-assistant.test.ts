import { expect, test } from "vitest";
import { describeSet, evaluate, loadEvalSet } from "./eval-assistant.ts";

test("the evaluation set has the size and mix issue 11 asks for, and the local assistant keeps its measured score", () => {
  const cases = loadEvalSet();
  const set = describeSet(cases);
  expect(set.questions).toBeGreaterThanOrEqual(120);
  expect(set.conversations).toBeGreaterThanOrEqual(25);
  expect(set.hindi).toBeGreaterThanOrEqual(15);
  expect(set.limits).toBeGreaterThanOrEqual(10);
  for (const c of cases) if ("turns" in c) expect(c.turns.length).toBeLessThanOrEqual(4);

  const { score, byCategory, results } = evaluate(cases);
  // Issue 23's bar is 95 % overall and 90 % per category; the model-based assistant does not reach it
  // yet (decision 123 gives the figures). This floor, at the measured level, catches a regression.
  expect(score).toBeGreaterThanOrEqual(0.85);
  expect(Object.keys(byCategory).length).toBe(9);
  const trademark = results.find((r) => r.question === "How much does trademark registration cost?");
  expect(trademark?.missing).toEqual([]);
});

test("the scorer can fail: a wrong fact, a forbidden phrase and a wrong follow-up are each counted as misses", () => {
  const { results, score, byCategory } = evaluate([
    ...loadEvalSet().slice(0, 28),
    { category: "price", question: "How much does trademark registration cost?", facts: ["₹4,500 only"] },
    { category: "price", question: "How much does trademark registration cost?", facts: ["₹999"], avoid: ["₹999"] },
    {
      category: "conversation",
      turns: [
        { question: "How much does trademark registration cost?", facts: ["₹999"] },
        { question: "and for company registration?", facts: ["₹999 for companies"] },
      ],
    },
  ]);
  expect(results.slice(-4).map((r) => r.passed)).toEqual([false, false, true, false]);
  expect(results.at(-4)?.missing).toEqual(["₹4,500 only"]);
  expect(results.at(-3)?.avoided).toEqual(["₹999"]);
  expect(results.at(-1)?.turn).toBe(2);
  expect(score).toBeLessThan(1);
  expect(byCategory.conversation?.passed).toBe(1);
});
