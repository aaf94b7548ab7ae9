import { expect, test } from "vitest";
import { checkGstin, gstinCheckChar, localTaxLabel } from "./gstin.ts";

test("a well-known example GSTIN passes, with spaces and lower case folded", () => {
  // 27AAPFU0939F1ZV is the example GSTIN used across GST documentation; its check character is V.
  expect(gstinCheckChar("27AAPFU0939F1Z")).toBe("V");
  expect(checkGstin(" 27aapfu0939f1zv ")).toEqual({ ok: true, gstin: "27AAPFU0939F1ZV", stateCode: "27" });
});

test.each([
  ["27AAPFU0939F1ZW", /last character does not match/],
  ["27AAPFU0939F1Z", /15 characters/],
  ["27AAPFU0939F1XV", /15 characters/],
  ["99AAPFU0939F1ZV", /not an Indian state code/],
  ["00AAPFU0939F1ZV", /not an Indian state code/],
])("%s is refused", (gstin, message) => {
  const result = checkGstin(gstin);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.message).toMatch(message);
});

test("a GSTIN from before a state merger keeps its legacy code", () => {
  const first14 = "28AAPFU0939F1Z";
  expect(checkGstin(first14 + gstinCheckChar(first14)).ok).toBe(true);
});

test("union territories without a legislature charge UTGST", () => {
  expect(localTaxLabel("20")).toBe("SGST");
  expect(localTaxLabel("04")).toBe("UTGST");
});
