import { expect, test } from "vitest";
import { formatClock, joinList } from "./format.ts";

test.each([
  [0, "0:00"],
  [1.9, "0:01"],
  [59.99, "0:59"],
  [60, "1:00"],
  [125, "2:05"],
  [-3, "0:00"],
  [Number.NaN, "0:00"],
  [Number.POSITIVE_INFINITY, "0:00"],
])("formatClock(%s) is %s", (seconds, text) => {
  expect(formatClock(seconds)).toBe(text);
});

test.each([
  [[], ""],
  [["Delhi"], "Delhi"],
  [["Bangalore", "Mumbai"], "Bangalore and Mumbai"],
  [["Bangalore", "Mumbai", "Delhi"], "Bangalore, Mumbai and Delhi"],
])("joinList(%j) is %s", (items, text) => {
  expect(joinList(items)).toBe(text);
});
