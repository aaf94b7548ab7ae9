import { expect, test } from "vitest";
import { formatClock, formatDate, joinList } from "./format.ts";

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

test.each([
  ["2026-11-22", "22 November 2026"],
  ["1872-04-25", "25 April 1872"],
  ["2026-01-01", "1 January 2026"],
  ["not a date", "not a date"],
])("formatDate(%s) is %s", (iso, text) => {
  expect(formatDate(iso)).toBe(text);
});
