import { createHmac, timingSafeEqual } from "node:crypto";

/** The four values Razorpay appends to a payment link's callback URL (besides the signature). */
export type PaymentLinkCallback = { linkId: string; referenceId: string; status: string; paymentId: string };

/**
 * Razorpay's payment-link callback signature: HMAC-SHA256, keyed with the API key secret, over
 * `payment_link_id|payment_link_reference_id|payment_link_status|razorpay_payment_id`, lowercase hex
 * (razorpay/markdown-docs payments/payment-links/apis.md "Verify Signature"; FACTS.md §A1).
 * An absent reference id is the empty string, never "undefined".
 */
export function paymentLinkSignature(keySecret: string, p: PaymentLinkCallback): string {
  return createHmac("sha256", keySecret).update(`${p.linkId}|${p.referenceId}|${p.status}|${p.paymentId}`).digest("hex");
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw request body with the webhook secret, hex (FACTS.md §A3). */
export function webhookSignature(webhookSecret: string, rawBody: Uint8Array | string): string {
  return createHmac("sha256", webhookSecret).update(rawBody).digest("hex");
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signaturesMatch(expectedHex: string, receivedHex: string | null | undefined): boolean {
  if (!receivedHex || !/^[0-9a-f]+$/i.test(receivedHex)) return false;
  const expected = Buffer.from(expectedHex, "hex");
  const received = Buffer.from(receivedHex.toLowerCase(), "hex");
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** True when the callback's `razorpay_signature` was made with our key secret over these values. */
export function verifyPaymentLinkSignature(
  keySecret: string,
  p: PaymentLinkCallback,
  signature: string | null | undefined,
): boolean {
  return signaturesMatch(paymentLinkSignature(keySecret, p), signature);
}

/** True when `X-Razorpay-Signature` was made with our webhook secret over exactly these bytes. */
export function verifyWebhookSignature(
  webhookSecret: string,
  rawBody: Uint8Array | string,
  signature: string | null | undefined,
): boolean {
  return signaturesMatch(webhookSignature(webhookSecret, rawBody), signature);
}
