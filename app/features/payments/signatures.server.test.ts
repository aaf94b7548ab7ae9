import { expect, test } from "vitest";
import {
  paymentLinkSignature,
  signaturesMatch,
  verifyPaymentLinkSignature,
  verifyWebhookSignature,
  webhookSignature,
} from "./signatures.server.ts";

// Expected values were computed outside this code, with OpenSSL:
//   echo -n 'plink_ExjpAUN3gVHrPJ|0f8fad5b-d9cb-469f-a165-70867728950e|paid|pay_ExjpFCpC1yG9iL' \
//     | openssl dgst -sha256 -hmac 'EnLs21M47BllR3X8PSFtjtbd'
//   echo -n 'plink_ExjpAUN3gVHrPJ||paid|pay_ExjpFCpC1yG9iL' | openssl dgst -sha256 -hmac 'EnLs21M47BllR3X8PSFtjtbd'
//   printf '%s' '{"entity":"event","event":"payment_link.paid","payload":{}}' | openssl dgst -sha256 -hmac 'whsec_9fXq2LkP'
const KEY_SECRET = "EnLs21M47BllR3X8PSFtjtbd";
const CALLBACK = {
  linkId: "plink_ExjpAUN3gVHrPJ",
  referenceId: "0f8fad5b-d9cb-469f-a165-70867728950e",
  status: "paid",
  paymentId: "pay_ExjpFCpC1yG9iL",
};
const CALLBACK_HEX = "dfea6a3550e06c674ea42a9815db9264197597721b5f241660c5d78e8f56ea91";
const NO_REFERENCE_HEX = "0a3b5432af6f9acac401e2caf76a067d26c70e3e1de824c9b47b5c9a436e727d";
const WEBHOOK_SECRET = "whsec_9fXq2LkP";
const WEBHOOK_BODY = '{"entity":"event","event":"payment_link.paid","payload":{}}';
const WEBHOOK_HEX = "d5d0de39c572de521ecbf25428470f1767955e8c570596ebd7cc2953b5740e14";

test("the payment-link callback signature is HMAC-SHA256 of link|reference|status|payment with the key secret", () => {
  expect(paymentLinkSignature(KEY_SECRET, CALLBACK)).toBe(CALLBACK_HEX);
  expect(verifyPaymentLinkSignature(KEY_SECRET, CALLBACK, CALLBACK_HEX)).toBe(true);
  expect(verifyPaymentLinkSignature(KEY_SECRET, CALLBACK, CALLBACK_HEX.toUpperCase())).toBe(true);
});

test("a missing reference id is signed as an empty field, not 'undefined'", () => {
  expect(paymentLinkSignature(KEY_SECRET, { ...CALLBACK, referenceId: "" })).toBe(NO_REFERENCE_HEX);
});

test.each([
  ["another status", { ...CALLBACK, status: "partially_paid" }, CALLBACK_HEX],
  ["another payment id", { ...CALLBACK, paymentId: "pay_ExjpFCpC1yG9iM" }, CALLBACK_HEX],
  ["another reference id", { ...CALLBACK, referenceId: "" }, CALLBACK_HEX],
  ["a changed signature", CALLBACK, `${CALLBACK_HEX.slice(0, -1)}0`],
  ["a truncated signature", CALLBACK, CALLBACK_HEX.slice(0, 32)],
  ["a non-hex signature", CALLBACK, "z".repeat(64)],
  ["an empty signature", CALLBACK, ""],
])("the callback check refuses %s", (_name, values, signature) => {
  expect(verifyPaymentLinkSignature(KEY_SECRET, values, signature)).toBe(false);
});

test("the callback check refuses a signature made with another secret", () => {
  expect(verifyPaymentLinkSignature("another-secret", CALLBACK, CALLBACK_HEX)).toBe(false);
});

test("the webhook signature is HMAC-SHA256 of the raw body with the webhook secret", () => {
  expect(webhookSignature(WEBHOOK_SECRET, WEBHOOK_BODY)).toBe(WEBHOOK_HEX);
  expect(verifyWebhookSignature(WEBHOOK_SECRET, new TextEncoder().encode(WEBHOOK_BODY), WEBHOOK_HEX)).toBe(true);
  // RFC 4231 test case 2, an HMAC-SHA256 vector published independently of any tool.
  expect(webhookSignature("Jefe", "what do ya want for nothing?")).toBe(
    "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
  );
});

test("the webhook check refuses a re-serialised body, another secret or no header", () => {
  const reformatted = JSON.stringify(JSON.parse(WEBHOOK_BODY), null, 1);
  expect(verifyWebhookSignature(WEBHOOK_SECRET, reformatted, WEBHOOK_HEX)).toBe(false);
  expect(verifyWebhookSignature(KEY_SECRET, WEBHOOK_BODY, WEBHOOK_HEX)).toBe(false);
  expect(verifyWebhookSignature(WEBHOOK_SECRET, WEBHOOK_BODY, null)).toBe(false);
});

test("signaturesMatch compares equal-length hex only", () => {
  expect(signaturesMatch("abcd", "abcd")).toBe(true);
  expect(signaturesMatch("abcd", "abc")).toBe(false);
  expect(signaturesMatch("abcd", undefined)).toBe(false);
});
