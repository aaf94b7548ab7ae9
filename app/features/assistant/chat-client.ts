import { type ChatTurn, MAX_HISTORY_TEXT_CHARS, MAX_HISTORY_TURNS } from "./chat-schema.ts";

/** Browser side of the chat: posts a message and reads the Server-Sent Events reply. */

export class ChatFailure extends Error {}

/**
 * Reads an SSE body, calling onDelta for each piece of text. Resolves at `done` with the reply's
 * signature (sent back with a hand-off); throws ChatFailure on `error`.
 */
export async function readChatEvents(
  body: ReadableStream<Uint8Array>,
  onDelta: (text: string) => void,
): Promise<string | undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.search(/\r?\n\r?\n/);
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, "");
      const event = /^event:\s*(.+)$/m.exec(block)?.[1]?.trim() ?? "message";
      const data = block
        .split(/\r?\n/)
        .filter((l) => l.startsWith("data:"))
        .map((l) => l.slice(5).trimStart())
        .join("\n");
      if (event === "error") throw new ChatFailure("the server reported an error");
      if (data) {
        const parsed = JSON.parse(data) as { delta?: unknown; done?: unknown; sig?: unknown };
        if (typeof parsed.delta === "string") onDelta(parsed.delta);
        if (parsed.done === true) {
          await reader.cancel();
          return typeof parsed.sig === "string" ? parsed.sig : undefined;
        }
      }
      end = buffer.search(/\r?\n\r?\n/);
    }
  }
  throw new ChatFailure("the reply ended early");
}

/** The last turns of the conversation, within the server's limits. */
export function historyForRequest(turns: ChatTurn[]): ChatTurn[] {
  return turns
    .filter((t) => t.text.trim() !== "")
    .slice(-MAX_HISTORY_TURNS)
    .map((t) => ({ role: t.role, text: t.text.slice(0, MAX_HISTORY_TEXT_CHARS) }));
}

/** Sends one message; streams the reply into onDelta; resolves with its signature. Throws on any failure. */
export async function sendChatMessage(
  message: string,
  history: ChatTurn[],
  onDelta: (text: string) => void,
  signal?: AbortSignal,
) {
  const response = await fetch("/api/chat", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ message, history: historyForRequest(history) }),
    signal,
  });
  if (!response.ok || !response.body) throw new ChatFailure(`chat answered ${response.status}`);
  return readChatEvents(response.body, onDelta);
}
