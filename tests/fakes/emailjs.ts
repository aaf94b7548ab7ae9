import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

/**
 * A fake of the EmailJS REST API on 127.0.0.1, for the part we use: POST /api/v1.0/email/send with a
 * JSON body (FACTS.md §B, https://www.emailjs.com/docs/rest-api/send/). It checks the body like the
 * real service — service_id, template_id and user_id (the public key) required, template_params an
 * object, optional accessToken (private key) — and answers 200 "OK" or an error status with a text.
 * Modes: refuse non-browser calls (403), enforce the 1-request-per-second limit (429), or fail the
 * next calls with a given status. Anything else gets 501 and is listed in `unexpected`.
 */

const SendBody = z.strictObject({
  lib_version: z.string().optional(),
  service_id: z.string({ error: "The service_id parameter is required" }).min(1, "The service_id parameter is required"),
  template_id: z.string({ error: "The template_id parameter is required" }).min(1, "The template_id parameter is required"),
  user_id: z.string({ error: "The user_id parameter is required" }).min(1, "The user_id parameter is required"),
  template_params: z.record(z.string(), z.unknown(), { error: "The template params have to be an object" }).optional(),
  accessToken: z.string().optional(),
});

export type EmailJsCall = z.infer<typeof SendBody>;

export type FakeEmailJs = {
  url: string;
  /** Accepted sends, in order. */
  calls: EmailJsCall[];
  /** Every request that reached /send, accepted or not, with the answer given. */
  attempts: { status: number; body: unknown }[];
  unexpected: string[];
  failNext: (status: number, text?: string, times?: number) => void;
  close: () => Promise<void>;
  [Symbol.asyncDispose]: () => Promise<void>;
};

export async function startFakeEmailJs({
  publicKey,
  privateKey,
  serviceId,
  allowNonBrowser = true,
  enforceRateLimit = false,
  port = 0,
}: {
  publicKey?: string;
  privateKey?: string;
  serviceId?: string;
  /** The account setting "Allow EmailJS API for non-browser applications" (off by default at EmailJS). */
  allowNonBrowser?: boolean;
  /** 1 request per second per account, as documented. */
  enforceRateLimit?: boolean;
  port?: number;
} = {}): Promise<FakeEmailJs> {
  const calls: EmailJsCall[] = [];
  const attempts: { status: number; body: unknown }[] = [];
  const unexpected: string[] = [];
  const failures: { status: number; text: string }[] = [];
  let lastAcceptedAt = 0;

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    });

  const server = createServer(async (req, res) => {
    const answer = (status: number, text: string, body: unknown) => {
      attempts.push({ status, body });
      res.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end(text);
    };
    if (req.method !== "POST" || req.url !== "/api/v1.0/email/send") {
      unexpected.push(`${req.method} ${req.url}`);
      res.writeHead(501).end("not implemented by the fake");
      return;
    }
    const raw = await read(req);
    if (!(req.headers["content-type"] ?? "").startsWith("application/json"))
      return answer(400, "The Content-Type must be application/json", raw);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return answer(400, "The request body is not valid JSON", raw);
    }
    const parsed = SendBody.safeParse(json);
    if (!parsed.success) return answer(400, parsed.error.issues[0]?.message ?? "Bad Request", json);
    const body = parsed.data;
    if (publicKey && body.user_id !== publicKey) return answer(400, "The Public Key is invalid", json);
    if (serviceId && body.service_id !== serviceId) return answer(400, "The service ID is invalid", json);
    if (privateKey && body.accessToken !== privateKey) return answer(403, "The accessToken is invalid", json);
    if (!allowNonBrowser) return answer(403, "API calls are disabled for non-browser applications", json);
    const failure = failures.shift();
    if (failure) return answer(failure.status, failure.text, json);
    if (enforceRateLimit && Date.now() - lastAcceptedAt < 1000) return answer(429, "Too Many Requests", json);
    lastAcceptedAt = Date.now();
    calls.push(body);
    answer(200, "OK", json);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    attempts,
    unexpected,
    failNext(status, text = status === 429 ? "Too Many Requests" : "Internal Server Error", times = 1) {
      for (let i = 0; i < times; i++) failures.push({ status, text });
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}
