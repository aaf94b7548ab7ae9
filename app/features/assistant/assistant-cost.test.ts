import { expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import {
  largestChatRequest,
  largestHandoffTranscript,
  manySubjectsRequest,
  ordinaryConversation,
} from "../../../tests/support/chat-shapes.ts";
import { serviceTypeOfConversation } from "./chat.server.ts";
import type { ChatRequest } from "./chat-schema.ts";
import { answerLocally } from "./local-assistant.server.ts";
import { buildAssistantIndex, retrieve, TOPIC_TURNS } from "./retrieval.server.ts";

// Hardening (issue 22, finding 1): the cost of a reply grows with the history linearly and is bounded,
// whatever the request holds. Timings are CPU time with a wide margin over `npm run bench:assistant`.

const content = loadContent();
const index = buildAssistantIndex(content);

/** How many times the search index is queried while `fn` runs (the library's method, observed). */
function countSearches(fn: () => void): number {
  const search = index.search;
  const original = search.search;
  let calls = 0;
  search.search = function (this: typeof search, ...args: Parameters<typeof original>) {
    calls++;
    return original.apply(this, args);
  } as typeof original;
  try {
    fn();
  } finally {
    search.search = original;
  }
  return calls;
}

function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

test("earlier turns are read in one forward pass: at most one search per turn, plus the question's own", () => {
  const { message, history } = manySubjectsRequest();
  for (const turns of [4, 8, 12, 20]) {
    const searches = countSearches(() => retrieve(index, message, history.slice(-turns)));
    expect(searches, `${turns} turns`).toBeLessThanOrEqual(Math.min(turns, TOPIC_TURNS) + 1);
  }
});

test("the topic still comes from an earlier turn within the window", () => {
  const history = [
    { role: "user" as const, text: "Tell me about trademark registration" },
    ...ordinaryConversation(4).history.filter((t) => t.role === "bot"),
  ];
  expect(retrieve(index, "what documents do i need?", history).service?.slug).toBe("trademark-registration");
});

test.each<[string, ChatRequest]>([
  ["the longest turns", largestChatRequest()],
  ["the most turns of new subjects", manySubjectsRequest()],
])("the largest request the schema accepts (%s) is answered with little CPU", (_, request) => {
  answerLocally(index, request.message, request.history);
  const used = cpuMs(() => answerLocally(index, request.message, request.history));
  expect(used).toBeLessThan(250);
});

test("the largest hand-off transcript is classified with little CPU", () => {
  const transcript = largestHandoffTranscript();
  serviceTypeOfConversation(content, transcript);
  expect(cpuMs(() => serviceTypeOfConversation(content, transcript))).toBeLessThan(250);
});
