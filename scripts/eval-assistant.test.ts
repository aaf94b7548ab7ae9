import { expect, test } from "vitest";
import { evaluate, loadEvalSet } from "./eval-assistant.ts";

test("the assistant evaluation set has at least 30 questions and the local assistant scores at least 90%", () => {
  const cases = loadEvalSet();
  expect(cases.length).toBeGreaterThanOrEqual(30);
  const { factScore, results } = evaluate(cases);
  expect(factScore).toBeGreaterThanOrEqual(0.9);
  const trademark = results.find((r) => r.question === "How much does trademark registration cost?");
  expect(trademark?.missing).toEqual([]);
});
