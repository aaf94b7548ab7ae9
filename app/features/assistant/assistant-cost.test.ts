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
import { STATE_TURNS } from "./conversation-state.ts";
import { answerLocally, assistantFor, stateOf } from "./local-assistant.server.ts";
import { type Reader, understand } from "./model/model.server.ts";

// Hardening (issue 22, finding 1; decision 097): the cost of a reply grows with the history linearly and
// is bounded, whatever the request holds. The model reads each turn once (state.ts, one forward pass).
// Timings are CPU time with a wide margin over `npm run bench:assistant`.

const content = loadContent();
const index = assistantFor(content);

/** How many times the model reads a text while the state is computed, and how many characters in all. */
function countReads(message: string, history: ChatRequest["history"]) {
  let reads = 0;
  let chars = 0;
  const read = (reader: Reader, text: string) => {
    reads++;
    chars += text.length;
    return understand(reader, text);
  };
  stateOf(index, message, history, read);
  return { reads, chars };
}

function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

test("earlier turns are read in one forward pass: at most one model read per turn in the window, plus the question's own", () => {
  const { message, history } = manySubjectsRequest();
  for (const turns of [4, 8, 12, 20]) {
    const window = history.slice(-turns).filter((t) => t.role === "user").length;
    const { reads } = countReads(message, history.slice(-turns));
    expect(reads, `${turns} turns`).toBe(Math.min(window, STATE_TURNS) + 1);
  }
  // The longest turns are read only up to their cut: the characters read are bounded whatever is sent.
  const largest = largestChatRequest();
  expect(countReads(largest.message, largest.history).chars).toBeLessThanOrEqual(STATE_TURNS * 600 + 2000);
});

test("the topic still comes from an earlier turn within the window", () => {
  const history = [
    { role: "user" as const, text: "Tell me about trademark registration" },
    ...ordinaryConversation(4).history.filter((t) => t.role === "bot"),
  ];
  expect(stateOf(index, "what documents do i need?", history).service).toBe("trademark-registration");
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
