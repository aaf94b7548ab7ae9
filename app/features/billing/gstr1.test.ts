import { expect, test } from "vitest";
import { breakdownFor } from "./breakdown.ts";
import { creditNoteSnapshot } from "./credit-note-split.ts";
import type { TaxIdentity } from "./fees-schema.ts";
import { type BillingDoc, gstr1Rows, monthRange } from "./gstr1.ts";
import { invoiceSnapshot } from "./invoice-snapshot.ts";

const tax: TaxIdentity = {
  mode: "registered",
  legalName: "Nyayik LLP",
  address: "Dhanbad",
  stateCode: "20",
  gstin: "20AAAAA0000A1ZG",
  sac: ["998212"],
  invoicePrefix: "NY",
  creditNotePrefix: "CN",
};
const government = { fee: 4500, basis: "per class", payable: "now", source: "https://ipindia.gov.in/", confirmed: true } as const;

function invoice(n: number, place: string, gstin: string | null): BillingDoc {
  const b = breakdownFor({ ourFeeRupees: 999, discountRupees: 0, government, tax, placeOfSupply: place });
  const snapshot = invoiceSnapshot(
    {
      serviceTitle: "Trademark Registration",
      customerName: `Client ${n}`,
      customerEmail: "c@x.in",
      billing: {
        taxMode: "registered",
        placeOfSupply: place,
        recipientGstin: gstin,
        recipientAddress: gstin ? "Pune" : null,
        ...b,
      },
    },
    tax,
    false,
  );
  return { number: `NY/2026-27/0000${n}`, issuedAt: new Date("2026-11-10T06:00:00Z"), snapshot };
}

const b2b = invoice(1, "27", "27AAPFU0939F1ZV");
const local1 = invoice(2, "20", null);
const local2 = invoice(3, "20", null);
const other = invoice(4, "29", null);
const refund: BillingDoc = {
  number: "CN/2026-27/00001",
  issuedAt: new Date("2026-11-12T06:00:00Z"),
  snapshot: creditNoteSnapshot(local2, 117_882, "10 Nov 2026"),
};

test("b2b lists each invoice to a GSTIN with its taxable value apart from the government fee", () => {
  expect(gstr1Rows("b2b", [b2b, local1], [])).toEqual([
    [
      "27AAPFU0939F1ZV",
      "Client 1",
      "NY/2026-27/00001",
      "10-Nov-2026",
      "5678.82",
      "27-Maharashtra",
      "N",
      "Regular B2B",
      18,
      "999",
      "179.82",
      "0",
      "0",
      "0",
      "998212",
    ],
  ]);
});

test("b2cs sums the rest by place of supply and rate, net of their credit notes", () => {
  expect(gstr1Rows("b2cs", [b2b, local1, local2, other], [refund])).toEqual([
    ["OE", "20-Jharkhand", 18, "999", "0", "89.91", "89.91", "0"],
    ["OE", "29-Karnataka", 18, "999", "179.82", "0", "0", "0"],
  ]);
});

test("cdnr lists credit notes to GSTINs only, against their invoice", () => {
  const b2bNote: BillingDoc = { ...refund, snapshot: creditNoteSnapshot(b2b, 50_000, "10 Nov 2026") };
  const rows = gstr1Rows("cdnr", [], [refund, b2bNote]);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.[0]).toBe("27AAPFU0939F1ZV");
  expect(rows[0]?.[4]).toBe("C");
  expect(rows[0]?.at(-1)).toBe("NY/2026-27/00001");
});

test("a month runs from midnight to midnight in India", () => {
  expect(monthRange("2026-11")).toEqual({ from: new Date("2026-10-31T18:30:00Z"), to: new Date("2026-11-30T18:30:00Z") });
  expect(monthRange("2027-03")?.to).toEqual(new Date("2027-03-31T18:30:00Z"));
  expect(monthRange("2026-13")).toBeUndefined();
  expect(monthRange("Nov 2026")).toBeUndefined();
});
