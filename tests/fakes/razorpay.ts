import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { z } from "zod";

/**
 * A fake Razorpay on 127.0.0.1 speaking the parts of the real contract we use (FACTS.md §A1, §A3):
 * POST /v1/payment_links with HTTP Basic key_id:key_secret, GET /v1/payment_links/:id, and a
 * hosted page at short_url. It signs callbacks with the key secret and webhooks with the webhook
 * secret exactly as Razorpay documents, so tests exercise our verification for real.
 * Unknown paths answer 501 and are listed in `unexpected`.
 */

const id14 = () => randomBytes(10).toString("base64url").replace(/[-_]/g, "x").slice(0, 14);

// razorpay/markdown-docs api/payments/payment-links/create-standard.md, "Parameters".
const CreateLinkSchema = z
  .strictObject({
    amount: z.number().int().min(100, "The amount must be atleast INR 1.00"),
    currency: z.string().length(3).optional(),
    accept_partial: z.boolean().optional(),
    first_min_partial_amount: z.number().int().optional(),
    description: z.string().max(2048).optional(),
    reference_id: z.string().max(40, "The reference id may not be greater than 40 characters.").optional(),
    customer: z
      .strictObject({ name: z.string().optional(), email: z.string().optional(), contact: z.string().optional() })
      .optional(),
    expire_by: z.number().int().optional(),
    notify: z
      .strictObject({ sms: z.boolean().optional(), email: z.boolean().optional(), whatsapp: z.boolean().optional() })
      .optional(),
    reminder_enable: z.boolean().optional(),
    notes: z
      .record(z.string(), z.string().max(256))
      .refine((n) => Object.keys(n).length <= 15, "notes may have at most 15 keys")
      .optional(),
    callback_url: z.url().optional(),
    callback_method: z.literal("get").optional(),
    upi_link: z.boolean().optional(),
  })
  .refine((b) => !b.callback_url || b.callback_method === "get", {
    message: "callback_method must be get when callback_url is set",
    path: ["callback_method"],
  });

export type CreateLinkBody = z.infer<typeof CreateLinkSchema>;
export type FakeLink = CreateLinkBody & {
  id: string;
  short_url: string;
  status: string;
  amount_paid: number;
  created_at: number;
  paymentId?: string;
};
export type FakeCall = { method: string; path: string; authorization: string | undefined; body: unknown };

const fixturePath = path.join(import.meta.dirname, "fixtures/razorpay-payment-link-paid.json");

function errorBody(description: string, field?: string) {
  return {
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      source: "business",
      step: "payment_initiation",
      reason: "input_validation_failed",
      metadata: {},
      field,
    },
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : undefined;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export async function startFakeRazorpay({
  keyId = "rzp_test_FakeKey000001",
  keySecret = "fake_key_secret_0123456789",
  webhookSecret = "fake_webhook_secret_0123",
  port = 0,
}: {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  port?: number;
} = {}) {
  const calls: FakeCall[] = [];
  const unexpected: string[] = [];
  const links = new Map<string, FakeLink>();
  const byReference = new Set<string>();
  const failures: { status: number; description: string }[] = [];
  let omitShortUrl = 0;
  let url = "";

  const server = createServer(async (req, res) => {
    const route = new URL(req.url ?? "/", "http://fake");
    try {
      if (req.method === "POST" && route.pathname === "/v1/payment_links") {
        const body = await readJson(req).catch(() => null);
        calls.push({ method: "POST", path: route.pathname, authorization: req.headers.authorization, body });
        if (req.headers.authorization !== `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`) {
          return send(res, 401, errorBody("Authentication failed"));
        }
        const failure = failures.shift();
        if (failure) return send(res, failure.status, errorBody(failure.description));
        const parsed = CreateLinkSchema.safeParse(body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return send(res, 400, errorBody(issue?.message ?? "invalid request", issue?.path.join(".")));
        }
        const link = parsed.data;
        if (link.expire_by !== undefined && link.expire_by < Date.now() / 1000 + 15 * 60) {
          return send(res, 400, errorBody("timestamp must be atleast 15 minutes in future", "expire_by"));
        }
        if (link.reference_id) {
          if (byReference.has(link.reference_id))
            return send(res, 400, errorBody("payment link creation with reference ID already attempted", "reference_id"));
          byReference.add(link.reference_id);
        }
        const code = id14().slice(0, 7);
        const entity: FakeLink = {
          ...link,
          id: `plink_${id14()}`,
          short_url: `${url}/i/${code}`,
          status: "created",
          amount_paid: 0,
          created_at: Math.floor(Date.now() / 1000),
        };
        links.set(entity.id, entity);
        const { short_url, ...withoutUrl } = entity;
        if (omitShortUrl > 0) {
          omitShortUrl--;
          return send(res, 200, { ...withoutUrl, currency: link.currency ?? "INR" });
        }
        return send(res, 200, { ...entity, currency: link.currency ?? "INR", short_url });
      }
      const get = /^\/v1\/payment_links\/([\w]+)$/.exec(route.pathname);
      if (req.method === "GET" && get) {
        calls.push({ method: "GET", path: route.pathname, authorization: req.headers.authorization, body: undefined });
        const link = links.get(get[1] ?? "");
        return link ? send(res, 200, link) : send(res, 400, errorBody("The id provided does not exist"));
      }
      // The hosted page: a Pay button that completes the payment and redirects like Razorpay does.
      const page = /^\/i\/(\w+)(\/pay)?$/.exec(route.pathname);
      const link = page ? [...links.values()].find((l) => l.short_url === `${url}/i/${page[1]}`) : undefined;
      if (page && link && req.method === "GET" && !page[2]) {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(
          `<!doctype html><title>Fake Razorpay</title><h1>Fake Razorpay</h1><p>${link.description ?? ""}: ₹${link.amount / 100}</p><form method="post" action="/i/${page[1]}/pay"><button>Pay</button></form>`,
        );
      }
      if (page && link && req.method === "POST" && page[2]) {
        res.writeHead(302, { location: pay(link.id).callbackUrl });
        return res.end();
      }
      unexpected.push(`${req.method} ${route.pathname}`);
      send(res, 501, errorBody(`fake Razorpay does not implement ${req.method} ${route.pathname}`));
    } catch (error) {
      unexpected.push(`${req.method} ${route.pathname}: ${(error as Error).message}`);
      send(res, 500, errorBody("fake failed"));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Completes a link's payment as the hosted page would; returns the callback Razorpay redirects the browser to. */
  function pay(linkId: string) {
    const link = links.get(linkId);
    if (!link) throw new Error(`fake Razorpay: no link ${linkId}`);
    link.status = "paid";
    link.amount_paid = link.amount;
    link.paymentId ??= `pay_${id14()}`;
    const referenceId = link.reference_id ?? "";
    const signature = createHmac("sha256", keySecret).update(`${link.id}|${referenceId}|paid|${link.paymentId}`).digest("hex");
    const query = new URLSearchParams({
      razorpay_payment_id: link.paymentId,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: referenceId,
      razorpay_payment_link_status: "paid",
      razorpay_signature: signature,
    });
    return { paymentId: link.paymentId, query, callbackUrl: `${link.callback_url}?${query}` };
  }

  /** A webhook delivery for a link (shape from fixtures/), signed with the webhook secret. */
  function webhook(
    linkId: string,
    event: "payment_link.paid" | "payment_link.expired" | "payment_link.cancelled" = "payment_link.paid",
    eventId = `evt_${id14()}`,
  ) {
    const link = links.get(linkId);
    if (!link) throw new Error(`fake Razorpay: no link ${linkId}`);
    if (event === "payment_link.paid" && link.status !== "paid") pay(linkId);
    const sample = JSON.parse(readFileSync(fixturePath, "utf8"));
    const status = event === "payment_link.paid" ? "paid" : event.replace("payment_link.", "");
    sample.event = event;
    sample.created_at = Math.floor(Date.now() / 1000);
    Object.assign(sample.payload.payment_link.entity, {
      id: link.id,
      amount: link.amount,
      amount_paid: link.amount_paid,
      reference_id: link.reference_id ?? "",
      short_url: link.short_url,
      status,
      notes: link.notes ?? {},
    });
    if (event === "payment_link.paid") {
      Object.assign(sample.payload.payment.entity, { id: link.paymentId, amount: link.amount });
      Object.assign(sample.payload.order.entity, { amount: link.amount, amount_paid: link.amount });
    } else {
      sample.contains = ["payment_link"];
      delete sample.payload.payment;
      delete sample.payload.order;
    }
    const body = JSON.stringify(sample);
    const headers = {
      "content-type": "application/json",
      "x-razorpay-event-id": eventId,
      "x-razorpay-signature": createHmac("sha256", webhookSecret).update(body).digest("hex"),
    };
    return { body, headers, eventId };
  }

  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    url,
    keyId,
    keySecret,
    webhookSecret,
    calls,
    unexpected,
    links,
    /** The next create call answers with this status and a Razorpay error body. */
    failNext(status: number, description = "fake failure") {
      failures.push({ status, description });
    },
    /** The next create call succeeds but leaves out short_url (SPEC §8 "No display URL received"). */
    omitShortUrlNext() {
      omitShortUrl++;
    },
    pay,
    webhook,
    /** POSTs a signed webhook to the app, as Razorpay would. */
    async sendWebhook(target: string, linkId: string, event?: Parameters<typeof webhook>[1], eventId?: string) {
      const w = webhook(linkId, event, eventId);
      return fetch(target, { method: "POST", headers: w.headers, body: w.body });
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
