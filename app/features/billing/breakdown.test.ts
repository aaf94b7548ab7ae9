import { expect, test } from "vitest";
import { type BreakdownInput, breakdownFor, percentOf } from "./breakdown.ts";

const trademark: BreakdownInput = {
  ourFeeRupees: 999,
  discountRupees: 0,
  government: {
    fee: 4500,
    basis: "per class",
    varies: "₹9,000 for companies",
    payable: "now",
    source: "https://ipindia.gov.in/",
    confirmed: true,
  },
  tax: { mode: "registered", stateCode: "20" },
};

test("before checkout one GST line is shown, on our fee only, and the government fee is added untaxed", () => {
  const b = breakdownFor(trademark);
  expect(b.lines.map((l) => [l.kind, l.paise])).toEqual([
    ["fee", 99900],
    ["gst", 17982],
    ["government", 450000],
  ]);
  expect(b.payableNowPaise).toBe(99900 + 17982 + 450000);
  expect(b.payableLater).toBeNull();
  expect(b.governmentNote).toMatch(/₹4,500 per class \(₹9,000 for companies\); collected now/);
});

test("within the firm's state GST splits into CGST and SGST; elsewhere it is IGST", () => {
  const local = breakdownFor({ ...trademark, placeOfSupply: "20" });
  expect(local.lines.filter((l) => l.kind === "cgst" || l.kind === "sgst").map((l) => [l.label, l.paise])).toEqual([
    ["CGST 9%", 8991],
    ["SGST 9%", 8991],
  ]);
  const other = breakdownFor({ ...trademark, placeOfSupply: "27" });
  expect(other.lines.find((l) => l.kind === "igst")).toEqual({ kind: "igst", label: "IGST 18%", paise: 17982 });
  expect(other.gstPaise).toBe(local.gstPaise);
});

test("the coupon comes off our fee before GST, never off the government fee", () => {
  const b = breakdownFor({ ...trademark, discountRupees: 200, placeOfSupply: "20" });
  expect(b.taxablePaise).toBe(79900);
  expect(b.gstPaise).toBe(2 * 7191);
  expect(b.governmentNowPaise).toBe(450000);
  expect(b.payableNowPaise).toBe(79900 + 14382 + 450000);
});

test("no GST is added when the firm is not registered or bills as advocates", () => {
  for (const mode of ["not-registered", "advocates"] as const) {
    const b = breakdownFor({ ...trademark, tax: { mode, stateCode: "20" }, placeOfSupply: "27" });
    expect(b.gstPaise).toBe(0);
    expect(b.payableNowPaise).toBe(99900 + 450000);
  }
});

test("a government fee at actuals is payable later and not in today's total", () => {
  const b = breakdownFor({
    ...trademark,
    government: {
      fee: "actuals",
      basis: "stamp duty of the state",
      payable: "later",
      source: "https://x.gov.in/",
      confirmed: true,
    },
  });
  expect(b.governmentNowPaise).toBe(0);
  expect(b.payableNowPaise).toBe(99900 + 17982);
  expect(b.payableLater).toBe("Government fee at actuals (stamp duty of the state)");
});

test("tax rounds to the nearest paisa, half a paisa up", () => {
  expect(percentOf(1, 9)).toBe(0);
  expect(percentOf(50, 9)).toBe(5); // 4.5 → 5
  expect(percentOf(49950, 18)).toBe(8991);
});
