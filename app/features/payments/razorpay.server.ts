import { z } from "zod";

/**
 * Razorpay Payment Links over REST with fetch. The official SDK hard-codes its API host, so a
 * test could not point it at a local fake (FACTS.md §A5); the REST contract is small enough to
 * speak directly: POST {baseUrl}/v1/payment_links, HTTP Basic key_id:key_secret, JSON body.
 */

export type RazorpayKeys = { baseUrl: string; keyId: string; keySecret: string };

/** The create-payment-link body we send (razorpay/markdown-docs api/payments/payment-links/create-standard.md). */
export type PaymentLinkRequest = {
  amount: number;
  currency: "INR";
  accept_partial: false;
  reference_id: string;
  description: string;
  customer: { name: string; email: string; contact: string };
  notify: { sms: false; email: false };
  reminder_enable: false;
  notes: Record<string, string>;
  callback_url: string;
  callback_method: "get";
  expire_by: number;
};

/** A payment link could not be created: unreachable, refused, or no display address. */
export class GatewayError extends Error {}

const LinkResponseSchema = z.object({
  id: z.string().min(1),
  short_url: z.url({ protocol: /^https?$/ }).optional(),
  status: z.string(),
});

const TIMEOUT_MS = 15_000;

/** Creates a payment link and returns its id and the hosted page's address. Throws GatewayError. */
export async function createPaymentLink(keys: RazorpayKeys, body: PaymentLinkRequest): Promise<{ id: string; shortUrl: string }> {
  let response: Response;
  try {
    response = await fetch(`${keys.baseUrl}/v1/payment_links`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new GatewayError(`Razorpay unreachable: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (!response.ok) {
    let description = text.slice(0, 200);
    try {
      description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description;
    } catch {}
    throw new GatewayError(`Razorpay ${response.status}: ${description}`);
  }
  let parsed: z.infer<typeof LinkResponseSchema>;
  try {
    parsed = LinkResponseSchema.parse(JSON.parse(text));
  } catch {
    throw new GatewayError("Razorpay returned an unreadable payment link");
  }
  // SPEC §8: the internal error when the gateway gives no display address.
  if (!parsed.short_url) throw new GatewayError("No display URL received");
  return { id: parsed.id, shortUrl: parsed.short_url };
}
