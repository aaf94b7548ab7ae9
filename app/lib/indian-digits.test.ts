import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatInr, groupIndian, longDateUtc } from "./indian-digits.ts";

// The reference is Node's full ICU: the helpers must print exactly what Intl prints for en-IN.
const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const paise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const date = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

describe("Indian digits without Intl", () => {
  it("groups like en-IN: the last three digits, then pairs", () => {
    expect(groupIndian(0)).toBe("0");
    expect(groupIndian(999)).toBe("999");
    expect(groupIndian(4500)).toBe("4,500");
    expect(groupIndian(100000)).toBe("1,00,000");
    expect(groupIndian(123456789)).toBe("12,34,56,789");
    expect(groupIndian(5678.82, 2)).toBe("5,678.82");
    expect(groupIndian(-4500)).toBe("-4,500");
  });

  it("prints whole-rupee amounts exactly as Intl does", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatInr(n)).toBe(whole.format(n));
      }),
      { numRuns: 2000 },
    );
  });

  it("prints amounts in paise exactly as Intl does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (p) => {
        expect(formatInr(p / 100, 2)).toBe(paise.format(p / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it("prints calendar dates exactly as Intl does", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true }),
        (d) => {
          expect(longDateUtc(d)).toBe(date.format(d));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
