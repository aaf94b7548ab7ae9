import { expect, test } from "vitest";
import { amountInWords, numberInWords } from "./amount-in-words.ts";

test.each([
  [0, "Zero"],
  [7, "Seven"],
  [19, "Nineteen"],
  [45, "Forty Five"],
  [100, "One Hundred"],
  [999, "Nine Hundred Ninety Nine"],
  [1180, "One Thousand One Hundred Eighty"],
  [4500, "Four Thousand Five Hundred"],
  [100000, "One Lakh"],
  [250000, "Two Lakh Fifty Thousand"],
  [10000000, "One Crore"],
  [12345678, "One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight"],
  [1000000000, "One Hundred Crore"],
])("%i → %s", (n, words) => {
  expect(numberInWords(n)).toBe(words);
});

test("paise are named after the rupees, and a whole amount has none", () => {
  expect(amountInWords(566782)).toBe("Rupees Five Thousand Six Hundred Sixty Seven and Eighty Two Paise Only");
  expect(amountInWords(118000)).toBe("Rupees One Thousand One Hundred Eighty Only");
  expect(amountInWords(5)).toBe("Rupees Zero and Five Paise Only");
});

test("negative or fractional paise are refused", () => {
  expect(() => amountInWords(-1)).toThrow(RangeError);
  expect(() => amountInWords(1.5)).toThrow(RangeError);
});
