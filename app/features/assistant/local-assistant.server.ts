import type { Content } from "#app/features/catalogue/content.server.ts";
import type { ChatTurn } from "./chat-schema.ts";
import { compose } from "./compose.server.ts";
import { buildKnowledge, type Knowledge } from "./knowledge.server.ts";
import { modelFor, type Reader, type Understanding, understand } from "./model/model.server.ts";
import { type AssistantState, conversationState } from "./state.ts";

/**
 * The embedded assistant (no Gemini key), issue 23: the trained model reads the conversation into a
 * state (state.ts), and the composer answers from that state and the structured facts. Two small rules
 * stay in front of the model: an attempt to change the assistant's role or a price is never left to a
 * classifier's judgement.
 */

/** Attempts to make the assistant drop its role; it simply stays on topic. */
const OFF_LIMITS =
  /\b(ignore (?:all |any |the )?(?:previous|prior|above|earlier|your) (?:instructions?|prompts?|rules)|system prompt|jailbreak|you are now|pretend to be|act as (?:a|an) (?!expert))/;

/** Attempts to set or change a price from the chat. Prices come only from the price table. */
const PRICE_CHANGE =
  /\b(?:make|set|change|update|lower|reduce|override)\b[^.?!]{0,40}\b(?:price|fee|cost)s?\b[^.?!]{0,20}\b(?:to|as|at|=)\s*(?:₹|rs\.?|inr)?\s*\d|\b(?:price|fee|cost)s? (?:is|are|should be|will be) now\b|\bfrom now on\b[^.?!]{0,80}(?:₹|\brs\b|price|fee|cost|free)|\bconfirm (?:the |this )?(?:new )?(?:price|fee)\b|\b(?:100|9\d)\s?% (?:off|discount)\b|\bnew price\b/;

export type Assistant = { content: Content; reader: Reader; knowledge: Knowledge };

const assistants = new WeakMap<Content, Assistant>();

/** The model and the knowledge for loaded content, built once per content. */
export function assistantFor(content: Content): Assistant {
  let assistant = assistants.get(content);
  if (!assistant) {
    assistant = { content, reader: modelFor(content), knowledge: buildKnowledge(content) };
    assistants.set(content, assistant);
  }
  return assistant;
}

/** The state after this message: the model's reading of the conversation, then the two guards. */
export function stateOf(
  assistant: Assistant,
  message: string,
  history: ChatTurn[] = [],
  read: (reader: Reader, text: string) => Understanding = understand,
): AssistantState {
  const state = conversationState(assistant.reader, message, history, read);
  const lower = message.slice(0, 2000).toLowerCase();
  if (OFF_LIMITS.test(lower) || PRICE_CHANGE.test(lower)) {
    state.intent = "manipulation";
    delete state.alternatives;
  }
  return state;
}

/** The local assistant's reply (Markdown) to a message, given the conversation so far. */
export function answerLocally(assistant: Assistant, message: string, history: ChatTurn[] = []): string {
  return compose(stateOf(assistant, message, history), assistant.knowledge);
}
