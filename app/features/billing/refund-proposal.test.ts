import { expect, test } from "vitest";
import { breakdownFor } from "./breakdown.ts";
import type { PaymentBilling } from "./invoice-types.ts";
import { proposeRefund } from "./refund-proposal.ts";

const b = breakdownFor({
  ourFeeRupees: 999,
  discountRupees: 0,
  government: { fee: 4500, basis: "per class", payable: "now", source: "https://ipindia.gov.in/", confirmed: true },
  tax: { mode: "registered", stateCode: "20" },
  placeOfSupply: "20",
});
const billing: PaymentBilling = {
  taxMode: "registered",
  placeOfSupply: "20",
  recipientGstin: null,
  recipientAddress: null,
  ...b,
};
const paid = b.payableNowPaise; // 5,678.82

test("with no case (no stage) the whole amount left is proposed", () => {
  expect(proposeRefund({ amountPaise: paid, refundedPaise: 0, billing })).toMatchObject({ paise: paid });
  expect(proposeRefund({ amountPaise: paid, refundedPaise: 10_000, billing }).paise).toBe(paid - 10_000);
});

test("once work has started half our fee with its GST comes back, and the government fee while it is unpaid", () => {
  expect(proposeRefund({ amountPaise: paid, refundedPaise: 0, billing, stage: "started" }).paise).toBe(
    Math.round((99_900 + 17_982) / 2) + 450_000,
  );
  expect(proposeRefund({ amountPaise: paid, refundedPaise: 0, billing, stage: "started", governmentFeePaid: true }).paise).toBe(
    58_941,
  );
});

test("after filing nothing of our fee and no government fee paid is proposed", () => {
  expect(proposeRefund({ amountPaise: paid, refundedPaise: 0, billing, stage: "filed", governmentFeePaid: true }).paise).toBe(0);
});
