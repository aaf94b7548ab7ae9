import { BodyError, chatEventStream, readJsonBody, SSE_HEADERS, streamChatReply } from "#app/features/assistant/chat.server.ts";
import { ChatRequestSchema, MAX_CHAT_BODY_BYTES } from "#app/features/assistant/chat-schema.ts";
import { replySigningKey, signReply } from "#app/features/assistant/reply-signature.server.ts";
import { appContext } from "#app/lib/context.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/api.chat";

/** Chat is chattier than a form: twice the per-minute budget of the other POST routes. */
const CHAT_RATE_FACTOR = 2;

function problem(status: number, error: string, headers?: HeadersInit) {
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** POST /api/chat: { message, history } → Server-Sent Events with the assistant's reply. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  if (!ctx) throw new Error("api/chat needs the server context");
  if (request.method !== "POST") return problem(405, "Use POST.", { Allow: "POST" });

  const limit = await hitRateLimit(ctx.db, `chat:${ctx.ip}`, ctx.config.rateLimitPerMinute * CHAT_RATE_FACTOR, 60);
  if (!limit.ok)
    return problem(429, "You are sending messages too quickly. Please wait a moment.", {
      "Retry-After": String(limit.retryAfter),
    });

  let body: unknown;
  try {
    body = await readJsonBody(request, MAX_CHAT_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError) return problem(error.status, error.message);
    throw error;
  }
  const parsed = ChatRequestSchema.safeParse(body);
  if (!parsed.success) return problem(400, parsed.error.issues[0]?.message ?? "Invalid message.");

  const reply = streamChatReply(
    { config: ctx.config, content: ctx.content, signal: request.signal, localChunkDelayMs: 15 },
    parsed.data,
  );
  const key = await replySigningKey(ctx.db);
  const stream = chatEventStream(
    reply,
    (error) => console.error(`assistant: reply failed: ${(error as Error).message}`),
    (text) => signReply(key, text),
  );
  return new Response(stream, { status: 200, headers: SSE_HEADERS });
}

export function loader() {
  return problem(405, "Use POST.", { Allow: "POST" });
}
