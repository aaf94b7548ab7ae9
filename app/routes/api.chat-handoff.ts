import { BodyError, createChatHandoff, readJsonBody } from "#app/features/assistant/chat.server.ts";
import { HandoffSchema, MAX_HANDOFF_BODY_BYTES } from "#app/features/assistant/chat-schema.ts";
import { HONEYPOT_FIELD } from "#app/features/leads/fields.ts";
import { appContext } from "#app/lib/context.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/api.chat-handoff";

function reply(status: number, body: object, headers?: HeadersInit) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** POST /api/chat/handoff: { fullName, email, phone, agreeToTerms, transcript } → a consultation request from the chat. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  if (!ctx) throw new Error("api/chat/handoff needs the server context");
  if (request.method !== "POST") return reply(405, { error: "Use POST." }, { Allow: "POST" });

  const limit = await hitRateLimit(ctx.db, `handoff:${ctx.ip}`, ctx.config.rateLimitPerMinute, 60);
  if (!limit.ok)
    return reply(
      429,
      { error: "Too many requests. Please wait a minute and try again." },
      { "Retry-After": String(limit.retryAfter) },
    );

  let body: unknown;
  try {
    body = await readJsonBody(request, MAX_HANDOFF_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError) return reply(error.status, { error: error.message });
    throw error;
  }
  const parsed = HandoffSchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      fieldErrors[field] ??= issue.message;
    }
    return reply(400, { error: "Please check the highlighted fields.", fieldErrors });
  }
  // A filled honeypot looks like success to the bot, and stores nothing.
  if (parsed.data[HONEYPOT_FIELD]) return reply(200, { ok: true });

  const { id } = await createChatHandoff(ctx.db, ctx.content, parsed.data);
  return reply(200, { ok: true, id });
}

export function loader() {
  return reply(405, { error: "Use POST." }, { Allow: "POST" });
}
