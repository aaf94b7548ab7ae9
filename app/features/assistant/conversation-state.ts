import type { ChatTurn } from "./chat-schema.ts";
import type { AssistantState } from "./compose-types.ts";
import { INTENTS } from "./labels.ts";
import { detectLanguage } from "./language.server.ts";
import { NONE, namedAndOwned, type Reader, type Understanding, understand } from "./model/model.server.ts";
import { advance, type Step } from "./state.ts";
import { topicText } from "./topic-text.ts";
import { pastWhoWeAre } from "./who-we-are.ts";

/**
 * The conversation read in one forward pass (split from state.ts, decision 183): each earlier visitor turn
 * advances the state (state.ts), an earlier answer's verdict settles its topic, and the current message
 * is read last, with the FAQ head's reading of it.
 */

/** Earlier visitor turns that shape the state, and how much of each is read (decision 097's bounds). */
export const STATE_TURNS = 8;
/** "The first one", "pehle wala", "पहले वाले की": the earlier of two services talked about. */
const EARLIER_ONE =
  /\b(?:first|earlier|previous|former|pehl[ae]|pahl[ae]|pichhl[ae]) (?:one|wala|wali|wale|option|service)\b|पहले वाल[ेाी]|पहला वाला|पिछले वाल[ेाी]/i;
/** The least probability at which the FAQ head's entry is kept in the state (decision 183). */
export const FAQ_READ = 0.4;
export const TURN_CHARS = 600;
export const MESSAGE_CHARS = 2000;

/**
 * The state after `message`, from the latest STATE_TURNS visitor turns of `history` (each cut to
 * TURN_CHARS) and the message (cut to MESSAGE_CHARS). `read` is the model call, counted by the cost test.
 */
export function conversationState(
  reader: Reader,
  message: string,
  history: ChatTurn[] = [],
  read: (reader: Reader, text: string) => Understanding = understand,
  settle?: (state: AssistantState) => string | undefined,
): AssistantState {
  const turns = history
    .filter((t) => t.role === "user")
    .slice(-STATE_TURNS)
    .map((t) => t.text.slice(0, TURN_CHARS));
  let step: Step = { profile: {} };
  const readTurn = pastWhoWeAre(read);
  // The service talked about before the current one ("price for both together?").
  let previous: string | undefined;
  const moved = (from: string | undefined, to: string | undefined) => {
    if (from && to && from !== to) previous = from;
  };
  for (const turn of turns) {
    const text = topicText(turn);
    const before = step.service;
    step = advance(reader, step, text, readTurn(reader, text));
    // "Which form do I need?" answered "ITR-2", or a facts line found the loan agreement: what the answer was
    // about is what "and the last date?" asks about next.
    if (settle) {
      const { intent = INTENTS[0], service, alternatives, profile } = step;
      const earlier: AssistantState = { intent, profile, lang: detectLanguage(text), message: text };
      if (service) earlier.service = service;
      if (alternatives?.length) earlier.alternatives = alternatives;
      // (The readings the rules choose among, as when that turn was the current one.)
      if (step.readings?.length) earlier.readings = step.readings;
      const verdict = settle(earlier);
      if (verdict && verdict !== service) step = { ...step, service: verdict, alternatives: undefined };
    }
    moved(before, step.service);
  }
  const text = topicText(message.slice(0, MESSAGE_CHARS));
  const heard = readTurn(reader, text);
  let now = advance(reader, step, text, heard);
  // "OK, let's do the first one then": the service talked about before the current one, when the message
  // names none and the last answer asked no question between options (decision 183).
  if (
    previous &&
    step.service &&
    !step.alternatives?.length &&
    EARLIER_ONE.test(text) &&
    !namedAndOwned(reader, text).named.length
  )
    now = { ...now, service: previous, alternatives: undefined };
  moved(step.service, now.service);
  const state: AssistantState = {
    intent: now.intent ?? INTENTS[0],
    profile: now.profile,
    lang: detectLanguage(message),
    message,
  };
  if (now.service) state.service = now.service;
  if (now.service && now.service !== step.service) state.fresh = true;
  if (now.alternatives) state.alternatives = now.alternatives;
  if (now.also) state.also = now.also;
  if (now.readings?.length) state.readings = now.readings;
  if (previous && previous !== now.service) state.previous = previous;
  const entry = heard.faq?.[0];
  if (entry && entry.label !== NONE && entry.p >= FAQ_READ) state.faq = { id: entry.label, p: entry.p };
  return state;
}
