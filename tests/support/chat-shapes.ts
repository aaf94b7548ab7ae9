import {
  type ChatRequest,
  type ChatTurn,
  MAX_HISTORY_TEXT_CHARS,
  MAX_HISTORY_TURNS,
  MAX_MESSAGE_CHARS,
} from "#app/features/assistant/chat-schema.ts";

/**
 * Chat requests of known shapes for the assistant's cost tests and `npm run bench:assistant`.
 * The words are ones the guides use (long ones too), so every turn gives the model many known
 * features to read.
 */

// Everyday words that name no one service (so each turn is read afresh by the model and the state),
// with long ones that give many character n-grams.
const WORDS = [
  "salary",
  "bank",
  "interest",
  "rent",
  "house",
  "pension",
  "family",
  "business",
  "shop",
  "online",
  "money",
  "invoice",
  "customer",
  "state",
  "month",
  "person",
  "office",
  "address",
  "proof",
  "photo",
  "signature",
  "letter",
  "notice",
  "court",
  "property",
  "vehicle",
  "hospital",
  "policy",
  "premium",
  "damage",
  "farmer",
  "student",
  "senior",
  "citizen",
  "overseas",
  "capital",
  "gains",
  "shares",
  "freelancer",
  "consultant",
  "partner",
  "website",
  "software",
  "restaurant",
  "manufacturer",
  "contractor",
  "employees",
  "brother",
];

/** Deterministic words: the same request on every run. */
function words(seed: number, chars: number): string {
  let out = "";
  let state = seed * 2654435761;
  while (out.length < chars) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const word = WORDS[state % WORDS.length] ?? "tax";
    if (out.length + word.length + 1 > chars) break;
    out += out ? ` ${word}` : word;
  }
  return out;
}

const QUESTIONS = [
  "How much does trademark registration cost?",
  "my salary is 12 lakh and I also get house rent from a flat",
  "I sell clothes online from my small shop in Pune",
  "what documents do i need",
  "how long does it take",
  "and for a company?",
  "is GST registration mandatory for me",
  "which itr form for salary and capital gains",
  "what is the deadline",
  "can you help with an objection",
];

/** An ordinary conversation: `userTurns` short questions, each followed by a bot reply, and one more question. */
export function ordinaryConversation(userTurns: number): ChatRequest {
  const history: ChatTurn[] = [];
  for (let i = 0; i < userTurns - 1; i++) {
    history.push({ role: "user", text: QUESTIONS[i % QUESTIONS.length] ?? "and the fee?" });
    history.push({ role: "bot", text: words(i + 1, 400) });
  }
  return { message: QUESTIONS[(userTurns - 1) % QUESTIONS.length] ?? "and the fee?", history: history.slice(-MAX_HISTORY_TURNS) };
}

/** The largest request ChatRequestSchema accepts: every turn a visitor turn of the longest allowed text. */
export function largestChatRequest(): ChatRequest {
  const history: ChatTurn[] = Array.from({ length: MAX_HISTORY_TURNS }, (_, i) => ({
    role: "user",
    text: words(i + 7, MAX_HISTORY_TEXT_CHARS),
  }));
  return { message: words(3, MAX_MESSAGE_CHARS), history };
}

/**
 * As many visitor turns as the schema accepts, each a short new subject that names no service: the
 * shape whose topic work once doubled with every turn.
 */
export function manySubjectsRequest(): ChatRequest {
  const history: ChatTurn[] = Array.from({ length: MAX_HISTORY_TURNS }, (_, i) => ({
    role: "user",
    text: `${words(i + 13, 28)} ${i}`,
  }));
  return { message: "what now", history };
}

/** The largest transcript the hand-off accepts, in the same shape. */
export function largestHandoffTranscript(): ChatTurn[] {
  return Array.from({ length: MAX_HISTORY_TURNS * 2 }, (_, i) => ({
    role: "user",
    text: words(i + 11, MAX_HISTORY_TEXT_CHARS),
  }));
}
