import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

/**
 * A fake Gemini API on 127.0.0.1 speaking the real REST contract (FACTS.md §C) for the calls we
 * use: `POST /v1beta/models/{model}:streamGenerateContent?alt=sse` (SSE, one GenerateContentResponse
 * per `data:` line, no [DONE]) and `:generateContent`. It checks the `x-goog-api-key` header and
 * validates request bodies, so it doubles as a contract test for our client.
 */

const Part = z.object({ text: z.string() }).strict();
const ContentSchema = z.object({ role: z.enum(["user", "model"]), parts: z.array(Part).min(1) }).strict();
export const GenerateRequestSchema = z
  .object({
    contents: z.array(ContentSchema).min(1),
    systemInstruction: z
      .object({ role: z.string().optional(), parts: z.array(Part).min(1) })
      .strict()
      .optional(),
    generationConfig: z
      .object({
        temperature: z.number().optional(),
        topP: z.number().optional(),
        topK: z.number().optional(),
        maxOutputTokens: z.number().int().positive().optional(),
        stopSequences: z.array(z.string()).optional(),
      })
      .strict()
      .optional(),
    safetySettings: z
      .array(z.object({ category: z.string().startsWith("HARM_CATEGORY_"), threshold: z.string().min(1) }).strict())
      .optional(),
    tools: z.array(z.unknown()).optional(),
  })
  .strict();
export type GenerateRequest = z.infer<typeof GenerateRequestSchema>;

export type GeminiCall = {
  method: "streamGenerateContent" | "generateContent";
  model: string;
  path: string;
  search: string;
  /** Request headers, lower-cased names. */
  headers: Record<string, string>;
  /** True when a key was sent in the URL (?key=), which leaks it into logs. */
  keyInUrl: boolean;
  body: GenerateRequest;
};

type Mode = { kind: "ok" } | { kind: "fail"; status: number } | { kind: "stall" };

export type FakeGemini = {
  url: string;
  port: number;
  apiKey: string;
  calls: GeminiCall[];
  /** Requests the fake does not implement (answered 501) or whose body broke the contract (400). */
  unexpected: string[];
  /** The reply, as the chunks to stream. */
  setReply: (chunks: string[]) => void;
  /** Pause before the first chunk and between chunks. */
  setDelay: (ms: number) => void;
  /** The next request gets this HTTP status with a Google-style error body. */
  failNext: (status: number) => void;
  /** Every request fails with this status (null: back to normal). */
  failAlways: (status: number | null) => void;
  /** The next stream sends its headers and first chunk, then nothing more (to test timeouts). */
  stallNext: () => void;
  close: () => Promise<void>;
  [Symbol.asyncDispose]: () => Promise<void>;
};

const STATUS_NAMES: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

function sendError(res: ServerResponse, code: number, message: string) {
  res.writeHead(code, { "Content-Type": "application/json; charset=UTF-8" });
  res.end(JSON.stringify({ error: { code, message, status: STATUS_NAMES[code] ?? "UNKNOWN" } }));
}

function responseChunk(text: string, last: boolean) {
  return {
    candidates: [{ content: { parts: [{ text }], role: "model" }, index: 0, ...(last ? { finishReason: "STOP" } : {}) }],
    usageMetadata: { promptTokenCount: 120, candidatesTokenCount: Math.max(1, Math.ceil(text.length / 4)), totalTokenCount: 130 },
    modelVersion: "fake",
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const DEFAULT_REPLY = [
  "Trademark registration costs **₹999** with us ",
  "(regular ₹4,500). ",
  "See [Trademark Registration](/service/trademark-registration).",
];

/** Starts the fake on 127.0.0.1 (port 0 = any free port). */
export async function startFakeGemini(options: { port?: number; apiKey?: string } = {}): Promise<FakeGemini> {
  const apiKey = options.apiKey ?? "test-gemini-key";
  const calls: GeminiCall[] = [];
  const unexpected: string[] = [];
  let reply = [...DEFAULT_REPLY];
  let delayMs = 0;
  let next: Mode = { kind: "ok" };
  let always: number | null = null;
  const stalled = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const match = /^\/v1beta\/models\/([^/:]+):(streamGenerateContent|generateContent)$/.exec(url.pathname);
    if (req.method !== "POST" || !match) {
      unexpected.push(`${req.method} ${url.pathname}${url.search}`);
      return sendError(res, 501, "not implemented by the fake");
    }
    const method = match[2] as GeminiCall["method"];
    if (method === "streamGenerateContent" && url.searchParams.get("alt") !== "sse") {
      unexpected.push(`${req.method} ${url.pathname}${url.search} (streaming without alt=sse)`);
      return sendError(res, 400, "the fake streams only with alt=sse");
    }
    const raw = await readBody(req);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      unexpected.push(`${url.pathname}: body is not JSON`);
      return sendError(res, 400, "Invalid JSON payload received.");
    }
    const parsed = GenerateRequestSchema.safeParse(json);
    if (!parsed.success) {
      unexpected.push(`${url.pathname}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
      return sendError(res, 400, "Invalid JSON payload received.");
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(", ") : (v ?? "")]),
    );
    calls.push({
      method,
      model: match[1] ?? "",
      path: url.pathname,
      search: url.search,
      headers,
      keyInUrl: url.searchParams.has("key"),
      body: parsed.data,
    });

    if (headers["x-goog-api-key"] !== apiKey) return sendError(res, 400, "API key not valid. Please pass a valid API key.");
    const mode = next;
    next = { kind: "ok" };
    if (always !== null) return sendError(res, always, "The model is overloaded. Please try again later.");
    if (mode.kind === "fail") return sendError(res, mode.status, "The model is overloaded. Please try again later.");

    if (delayMs) await sleep(delayMs);
    if (method === "generateContent") {
      res.writeHead(200, { "Content-Type": "application/json; charset=UTF-8" });
      return res.end(JSON.stringify(responseChunk(reply.join(""), true)));
    }
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    const chunks = mode.kind === "stall" ? reply.slice(0, 1) : reply;
    for (const [i, text] of chunks.entries()) {
      if (i > 0 && delayMs) await sleep(delayMs);
      if (res.destroyed) return;
      res.write(`data: ${JSON.stringify(responseChunk(text, mode.kind === "ok" && i === chunks.length - 1))}\r\n\r\n`);
    }
    if (mode.kind === "stall") {
      stalled.add(res);
      res.on("close", () => stalled.delete(res));
      return;
    }
    res.end();
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const close = async () => {
    for (const res of stalled) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    apiKey,
    calls,
    unexpected,
    setReply: (chunks) => {
      reply = [...chunks];
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    failNext: (status) => {
      next = { kind: "fail", status };
    },
    failAlways: (status) => {
      always = status;
    },
    stallNext: () => {
      next = { kind: "stall" };
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}
