import { expect, test } from "vitest";
import { csvCell, csvFilename, toCsv } from "./csv.ts";

test.each([
  ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
  ["+91 98765 43210", "'+91 98765 43210"],
  ["-2+3", "'-2+3"],
  ["@SUM(A1)", "'@SUM(A1)"],
  ["\tcmd", "'\tcmd"],
  ["plain, with comma", '"plain, with comma"'],
  ["line\nbreak", '"line\nbreak"'],
  ["रीता शर्मा", "रीता शर्मा"],
  ["₹1,111", '"₹1,111"'],
])("csvCell(%j) is %j", (input, expected) => {
  expect(csvCell(input)).toBe(expected);
});

test("numbers, null and dates are not treated as formulas", () => {
  expect(csvCell(-5)).toBe("-5");
  expect(csvCell(null)).toBe("");
  expect(csvCell(new Date("2026-11-24T05:00:00Z"))).toBe("2026-11-24T05:00:00.000Z");
});

test("a document starts with the UTF-8 BOM and ends every line with CRLF", () => {
  const text = toCsv(["Name", "Phone"], [["Asha", "=1+1"]]);
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toBe("\uFEFFName,Phone\r\nAsha,'=1+1\r\n");
  expect(Buffer.from(text, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
});

test("the file name carries the date in India", () => {
  expect(csvFilename("inbox", new Date("2026-11-23T20:00:00Z"))).toBe("inbox-2026-11-24.csv");
});
