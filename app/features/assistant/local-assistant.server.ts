import type { Content } from "#app/features/catalogue/content.server.ts";
import { areaGuide } from "./areas.ts";
import type { Assistant } from "./assistant.ts";
import type { ChatTurn } from "./chat-schema.ts";
import { compose, SERVICE_INTENTS } from "./compose.server.ts";
import { faqFor } from "./compose-firm.server.ts";
import { serviceByFacts } from "./compose-match.server.ts";
import type { AssistantState } from "./compose-types.ts";
import { whichVerdict } from "./compose-which.server.ts";
import { conceptIndexOf } from "./concepts.ts";
import { conversationState } from "./conversation-state.ts";
import { buildKnowledge } from "./knowledge.server.ts";
import { modelFor, type Reader, type Understanding, understand } from "./model/model.server.ts";
import { refine } from "./refine.server.ts";
import { welcome } from "./welcome.ts";
import { ADDRESSES_US } from "./who-we-are.ts";

export type { Assistant } from "./assistant.ts";

/**
 * The embedded assistant (no Gemini key), issue 23: the trained model reads the conversation into a
 * state (state.ts), and the composer answers from that state and the structured facts. A few limit rules
 * stay in front of the model (guards.ts): changing the assistant's role or a price, promising an outcome,
 * advising on a visitor's own dispute are never left to a classifier's judgement.
 */

const assistants = new WeakMap<Content, Assistant>();

/** The model and the knowledge for loaded content, built once per content. */
export function assistantFor(content: Content): Assistant {
  let assistant = assistants.get(content);
  if (!assistant) {
    assistant = { content, reader: modelFor(content), knowledge: buildKnowledge(content), concepts: conceptIndexOf(content) };
    assistants.set(content, assistant);
  }
  return assistant;
}

/** The state after this message: the model's reading of the conversation, then the limit rules (guards.ts). */
export function stateOf(
  assistant: Assistant,
  message: string,
  history: ChatTurn[] = [],
  read: (reader: Reader, text: string) => Understanding = understand,
): AssistantState {
  const state = conversationState(assistant.reader, message, history, read, (earlier) => answeredAbout(assistant, earlier));
  const readFirst = state.service;
  const refined = refine(assistant, state, message);
  // "Oh wait, I also sold shares": a rule that moves the topic (ITR-1 to ITR-2) makes it new to the visitor,
  // so its answer says what it costs, as any new topic's does.
  if (refined.service && readFirst && refined.service !== readFirst) refined.fresh = true;
  return refined;
}

/**
 * The service an earlier turn's answer was about, when the model's reading alone did not say it: the form
 * a "which form?" answer named ("you need ITR-2"), or the service a concept, an area word or a facts line
 * found ("lending 5 lakh to a friend": the loan agreement). The next turn's "how much?" asks about it.
 */
function answeredAbout(assistant: Assistant, earlier: AssistantState): string | undefined {
  const state = refine(assistant, { ...earlier, profile: { ...earlier.profile } }, earlier.message);
  if (state.intent === "which_service" && !state.alternatives?.length) return whichVerdict(state, assistant.knowledge);
  if (state.service || !SERVICE_INTENTS.has(state.intent)) return state.service;
  const text = state.message.toLowerCase();
  if (faqFor(text, assistant.knowledge)?.intent !== undefined || ADDRESSES_US.test(text)) return undefined;
  return areaGuide(text) ?? serviceByFacts(text, assistant.knowledge)?.slug;
}

/** The local assistant's reply (Markdown) to a message, given the conversation so far. A bare greeting gets the welcome. */
export function answerLocally(assistant: Assistant, message: string, history: ChatTurn[] = []): string {
  const state = stateOf(assistant, message, history);
  if (state.intent === "greeting") return welcome(state.lang, assistant.content.site.shortName, message);
  return compose(state, assistant.knowledge);
}
