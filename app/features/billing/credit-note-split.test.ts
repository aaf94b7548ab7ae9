import { expect, test } from "vitest";
import { breakdownFor } from "./breakdown.ts";
import { creditNoteSnapshot } from "./credit-note-split.ts";
import type { TaxIdentity } from "./fees-schema.ts";
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
const b = breakdownFor({
  ourFeeRupees: 999,
  discountRupees: 0,
  government: { fee: 4500, basis: "per class", payable: "now", source: "https://ipindia.gov.in/", confirmed: true },
  tax,
  placeOfSupply: "20",
});
const invoice = {
  number: "NY/2026-27/00001",
  issuedAt: new Date("2026-11-24T10:00:00Z"),
  snapshot: invoiceSnapshot(
    {
      serviceTitle: "Trademark Registration",
      customerName: "Asha",
      customerEmail: "a@b.in",
      billing: { taxMode: "registered", placeOfSupply: "20", recipientGstin: null, recipientAddress: null, ...b },
    },
    tax,
    true,
  ),
};

test("a refund comes off our fee with its GST first; tax rows are pro rata and add up", () => {
  const note = creditNoteSnapshot(invoice, 50_000, "24 Nov 2026");
  expect(note.kind).toBe("credit-note");
  expect(note.against).toEqual({ number: "NY/2026-27/00001", issuedAt: "24 Nov 2026" });
  expect(note.taxablePaise + note.taxPaise).toBe(50_000);
  expect(note.taxRows.reduce((n, r) => n + r.paise, 0)).toBe(note.taxPaise);
  expect(note.taxPaise).toBe(Math.round((50_000 * 17_982) / 117_882));
  expect(note.governmentPaise).toBe(0);
});

test("a full refund returns the whole invoice, the government fee last", () => {
  const note = creditNoteSnapshot(invoice, b.payableNowPaise, "24 Nov 2026");
  expect(note.taxablePaise).toBe(99_900);
  expect(note.taxRows.map((r) => r.paise)).toEqual([8_991, 8_991]);
  expect(note.governmentPaise).toBe(450_000);
  expect(note.totalInWords).toBe("Rupees Five Thousand Six Hundred Seventy Eight and Eighty Two Paise Only");
});
