import type { ChatTurn } from "#app/features/assistant/chat-schema.ts";
import { type Assistant, answerLocally } from "#app/features/assistant/local-assistant.server.ts";

/** The history after the visitor's turns, each answered by the local assistant as the chat would. */
export function historyOf(assistant: Assistant, ...turns: string[]): ChatTurn[] {
  const history: ChatTurn[] = [];
  for (const q of turns) history.push({ role: "user", text: q }, { role: "bot", text: answerLocally(assistant, q, history) });
  return history;
}

/** The last answer of a conversation of the visitor's turns. */
export function lastAnswer(assistant: Assistant, ...turns: string[]): string {
  return historyOf(assistant, ...turns).at(-1)?.text ?? "";
}
