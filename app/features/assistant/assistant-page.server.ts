import type { Content } from "#app/features/catalogue/content.server.ts";
import { BodyError, readFormWithin } from "#app/lib/body.server.ts";
import type { Config } from "#app/lib/config.server.ts";
import { streamChatReply } from "./chat.server.ts";
import {
  CHAT_ERROR_TEXT,
  ChatRequestSchema,
  type ChatTurn,
  MAX_CHAT_BODY_BYTES,
  MAX_HISTORY_TEXT_CHARS,
  MAX_HISTORY_TURNS,
} from "./chat-schema.ts";

/**
 * The assistant without JavaScript (/assistant, decision 134): the conversation travels in the
 * form as pairs of hidden `role`/`text` fields, bounded like /api/chat (the last MAX_HISTORY_TURNS
 * turns), and each question is answered by the same path as the chat panel (model and state, then Gemini
 * or the local assistant), collected into one reply instead of streamed.
 */
export type AssistantPageResult =
  | { ok: true; conversation: ChatTurn[] }
  | { ok: false; status: number; message: string; conversation: ChatTurn[]; draft: string };

/** The turns a form carried: well-formed pairs only, the most recent MAX_HISTORY_TURNS. */
export function conversationOf(form: FormData): ChatTurn[] {
  const roles = form.getAll("role");
  const texts = form.getAll("text");
  const turns: ChatTurn[] = [];
  for (let i = 0; i < Math.min(roles.length, texts.length); i++) {
    const role = roles[i];
    const text = texts[i];
    if ((role !== "user" && role !== "bot") || typeof text !== "string") continue;
    const trimmed = text.trim().slice(0, MAX_HISTORY_TEXT_CHARS);
    if (trimmed) turns.push({ role, text: trimmed });
  }
  return turns.slice(-MAX_HISTORY_TURNS);
}

export async function answerAssistantForm(
  deps: { config: Pick<Config, "assistant">; content: Content; signal?: AbortSignal },
  request: Request,
): Promise<AssistantPageResult> {
  let form: FormData;
  try {
    form = await readFormWithin(request, {
      maxBytes: MAX_CHAT_BODY_BYTES,
      fields: MAX_HISTORY_TURNS * 2 + 4,
      fieldBytes: MAX_HISTORY_TEXT_CHARS * 4,
      tooLarge: "That message is too long.",
    });
  } catch (error) {
    if (error instanceof BodyError)
      return { ok: false, status: error.status, message: error.message, conversation: [], draft: "" };
    throw error;
  }
  const history = conversationOf(form);
  const raw = form.get("message");
  const draft = typeof raw === "string" ? raw : "";
  const parsed = ChatRequestSchema.safeParse({ message: draft, history });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Type a message first.";
    return { ok: false, status: 400, message, conversation: history, draft };
  }
  let reply = "";
  try {
    for await (const piece of streamChatReply({ ...deps, onError: logFailure }, parsed.data)) reply += piece;
  } catch (error) {
    logFailure(error);
    reply = "";
  }
  const question: ChatTurn = { role: "user", text: parsed.data.message };
  const answer: ChatTurn = { role: "bot", text: reply.trim() || CHAT_ERROR_TEXT };
  return { ok: true, conversation: [...history, question, answer].slice(-MAX_HISTORY_TURNS) };
}

function logFailure(error: unknown) {
  console.error(`assistant: reply failed: ${(error as Error).message}`);
}
