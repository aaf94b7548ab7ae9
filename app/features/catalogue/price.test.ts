import { expect, test } from "vitest";
import { derivePrice, formatRupees, formatSaving } from "./price.ts";

test.each([
  [0, "₹0"],
  [499, "₹499"],
  [4500, "₹4,500"],
  [111111, "₹1,11,111"],
  [10000000, "₹1,00,00,000"],
  [1234.6, "₹1,235"],
])("formatRupees(%s) is %s (Indian grouping, whole rupees)", (rupees, text) => {
  expect(formatRupees(rupees)).toBe(text);
});

test.each([
  [62.94, "62%"],
  [77.8, "77%"],
  [87.51, "87%"],
  [60, "60%"],
  [99.99, "99%"],
  [0, "0%"],
  [-5, "0%"],
  [Number.NaN, "0%"],
])("formatSaving(%s) is %s: whole percent, never more than the real saving", (percentage, text) => {
  expect(formatSaving(percentage)).toBe(text);
});

test("every saving derived from whole-rupee prices formats as a whole percent no larger than the real one", () => {
  for (const [actual, discounted] of [
    [2998, 1111],
    [4500, 999],
    [8000, 999],
    [100, 42],
    [3, 1],
  ] as const) {
    const p = derivePrice(actual, discounted);
    const shown = Number(formatSaving(p.percentage).replace("%", ""));
    expect(Number.isInteger(shown)).toBe(true);
    // In integers: shown % of actual ≤ the saving < (shown + 1) % of actual.
    expect(shown * actual).toBeLessThanOrEqual((actual - discounted) * 100);
    expect((shown + 1) * actual).toBeGreaterThan((actual - discounted) * 100);
  }
});
