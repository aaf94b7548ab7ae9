import type { z } from "zod";
import type { Db } from "#app/db/client.server.ts";
import type { Content } from "#app/features/catalogue/content.server.ts";
import type { CategoryId } from "#app/features/catalogue/content-schema.ts";
import type { ServiceType } from "#app/features/leads/consultation-schema.ts";
import { createConsultation } from "#app/features/leads/leads.server.ts";
import { BODY_HAS_NUL, BodyError, readBody } from "#app/lib/body.server.ts";
import type { Config } from "#app/lib/config.server.ts";
import { assistantReplies, assistantReplySeconds } from "#app/lib/metrics.server.ts";
import { CHAT_ERROR_TEXT, type ChatEvent, type ChatRequest, type ChatTurn, type Handoff } from "./chat-schema.ts";
import { buildSystemInstruction, streamGeminiReply, toGeminiContents } from "./gemini.server.ts";
import { type Assistant, answerLocally, assistantFor, stateOf } from "./local-assistant.server.ts";
import { createPriceChecker, guardPrices } from "./price-guard.server.ts";
import { isSignedReply, replySigningKey } from "./reply-signature.server.ts";

/**
 * One chat turn: the conversation state first (model + state rules), then either Gemini (with the
 * state and the service's facts in its instruction) or the local composer. Both are streamed as
 * Server-Sent Events, so the browser has one code path.
 */

export type ChatDeps = {
  config: Pick<Config, "assistant">;
  content: Content;
  /** Aborts the model call when the visitor goes away. */
  signal?: AbortSignal;
  /** Pause between the local assistant's chunks, so its reply streams like the model's. */
  localChunkDelayMs?: number;
  onError?: (error: unknown) => void;
};

const LOCAL_CHUNK_WORDS = 4;

/** Streams the reply to one visitor message as text pieces; counts it (mode, outcome) and times it. */
export async function* streamChatReply(deps: ChatDeps, input: ChatRequest): AsyncGenerator<string> {
  const mode = deps.config.assistant.kind;
  const started = performance.now();
  let outcome: "complete" | "error" | "aborted" = "aborted";
  try {
    yield* replyPieces(deps, input);
    if (!deps.signal?.aborted) outcome = "complete";
  } catch (error) {
    outcome = "error";
    throw error;
  } finally {
    assistantReplies.inc({ mode, outcome });
    if (outcome === "complete") assistantReplySeconds.observe({ mode }, (performance.now() - started) / 1000);
  }
}

async function* replyPieces(deps: ChatDeps, input: ChatRequest): AsyncGenerator<string> {
  const local = assistantFor(deps.content);
  const assistant = deps.config.assistant;
  if (assistant.kind === "gemini") {
    const state = stateOf(local, input.message, input.history);
    const reply = streamGeminiReply(
      assistant,
      { systemInstruction: buildSystemInstruction(local, state), contents: toGeminiContents(input.history, input.message) },
      deps.signal,
    );
    // Every rupee amount next to one of our services is checked before the visitor sees it.
    const guarded = guardPrices(reply, createPriceChecker(local, state));
    if (assistant.fallback !== "local") {
      yield* guarded;
      return;
    }
    // With GEMINI_FALLBACK=local, a model that fails before its first word is replaced by the local
    // assistant (the visitor gets an answer, not an error); a failure mid-reply still ends in the error.
    let started = false;
    try {
      for await (const piece of guarded) {
        started = true;
        yield piece;
      }
      return;
    } catch (error) {
      if (started || deps.signal?.aborted) throw error;
      deps.onError?.(error);
    }
  }
  yield* localPieces(deps, local, input);
}

async function* localPieces(deps: ChatDeps, local: Assistant, input: ChatRequest) {
  const answer = answerLocally(local, input.message, input.history);
  const words = answer.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += LOCAL_CHUNK_WORDS) {
    if (deps.signal?.aborted) return;
    if (i > 0 && deps.localChunkDelayMs) await new Promise((resolve) => setTimeout(resolve, deps.localChunkDelayMs));
    yield words.slice(i, i + LOCAL_CHUNK_WORDS).join("");
  }
}

/** One SSE event: `data: {"delta":"..."}`, `data: {"done":true}`, or `event: error` with the SPEC §8 text. */
export function sseEvent(event: ChatEvent): string {
  if ("error" in event) return `event: error\ndata: ${JSON.stringify(event)}\n\n`;
  return `data: ${JSON.stringify(event)}\n\n`;
}

export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform keeps the compression middleware from buffering the stream.
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
} as const;

/**
 * Encodes a reply stream as an SSE body; any failure becomes one `error` event with the SPEC text.
 * With `sign`, the `done` event carries the signature of the whole reply (reply-signature.server.ts).
 */
export function chatEventStream(
  reply: AsyncIterable<string>,
  onError?: (error: unknown) => void,
  sign?: (text: string) => string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let text = "";
  let iterator: AsyncIterator<string> | undefined;
  // The visitor may leave while a piece is being produced: nothing more is written, nothing is logged.
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      iterator ??= reply[Symbol.asyncIterator]();
      try {
        const { value, done } = await iterator.next();
        if (cancelled) return;
        if (done) {
          controller.enqueue(encoder.encode(sseEvent(sign ? { done: true, sig: sign(text) } : { done: true })));
          controller.close();
          return;
        }
        if (value) {
          text += value;
          controller.enqueue(encoder.encode(sseEvent({ delta: value })));
        }
      } catch (error) {
        if (cancelled) return;
        onError?.(error);
        controller.enqueue(encoder.encode(sseEvent({ error: CHAT_ERROR_TEXT })));
        controller.close();
      }
    },
    async cancel() {
      cancelled = true;
      await iterator?.return?.();
    },
  });
}

export { BodyError };

/** Reads a JSON request body of at most maxBytes (counted while reading). Throws BodyError (413, 415 or 400). */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new BodyError(415, "Send the message as JSON.");
  if (!request.body) throw new BodyError(400, "The request has no body.");
  const bytes = await readBody(request, maxBytes, "That message is too long.");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new BodyError(400, "The request is not valid UTF-8.");
  }
  let nul = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, v) => {
      if (key.includes("\0") || (typeof v === "string" && v.includes("\0"))) nul = true;
      return v;
    });
  } catch {
    throw new BodyError(400, "The request is not valid JSON.");
  }
  if (nul) throw new BodyError(400, BODY_HAS_NUL);
  return value;
}

const SERVICE_TYPE_OF: Record<z.infer<typeof CategoryId>, ServiceType> = {
  startup: "startup",
  insurance: "insurance",
  trademarks: "trademark",
  agreements: "legal",
  gst: "gst",
  "income-tax": "income-tax",
};

/** The consultation service type a conversation is about: the service of its state after the last question. */
export function serviceTypeOfConversation(content: Content, transcript: ChatTurn[]): ServiceType {
  const questions = transcript.filter((t) => t.role === "user");
  const last = questions.at(-1);
  if (last) {
    const { service } = stateOf(assistantFor(content), last.text, questions.slice(0, -1));
    const category = service ? content.guides.get(service)?.category : undefined;
    if (category) return SERVICE_TYPE_OF[category];
  }
  return "legal";
}

/**
 * Turns a chat into a consultation request (source "chat", transcript attached) through the
 * same service as the consultation form: one lead row and its two e-mails in the outbox. Only an
 * assistant turn whose signature verifies is kept as `verified`; any other "bot" turn was typed by
 * the visitor as far as we can tell, and staff see it labelled so.
 */
export async function createChatHandoff(db: Db, content: Content, handoff: Handoff): Promise<{ id: string }> {
  const key = await replySigningKey(db);
  const transcript = handoff.transcript.map(({ role, text, sig }) =>
    role === "bot" && isSignedReply(key, text, sig) ? { role, text, verified: true as const } : { role, text },
  );
  const questions = handoff.transcript.filter((t) => t.role === "user");
  const lastQuestion = questions.at(-1)?.text ?? "";
  return createConsultation(
    db,
    {
      fullName: handoff.fullName,
      email: handoff.email,
      phone: handoff.phone,
      city: handoff.city || "Not given",
      serviceType: serviceTypeOfConversation(content, handoff.transcript),
      details: `Asked to talk to an expert from the website chat. Last question: ${lastQuestion}`.slice(0, 2000),
      agreeToTerms: true,
      source: "chat",
      transcript,
    },
    undefined,
  );
}
