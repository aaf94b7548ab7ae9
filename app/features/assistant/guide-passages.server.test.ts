import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { lastAnswer } from "../../../tests/support/assistant-conversation.ts";
import { guidePassagesOf } from "./guide-passages.server.ts";
import { assistantFor } from "./local-assistant.server.ts";

/**
 * Decision 173: the guide's own sentence that settles a visitor's particular case, found by the topic
 * words the message shares with it (BM25), quoted once with a link to its section.
 */

const content = loadContent();
const assistant = assistantFor(content);
const passages = guidePassagesOf(content.guides.values());
const none = new Set<string>();

describe("passages of the guides", () => {
  test("the sentence that shares the message's topic words is found within the service's guide, with its section", () => {
    const found = passages.search("patent-registration", "do I keep paying renewal fees every year once it is granted", none);
    expect(found?.slug).toBe("patent-registration");
    expect(found?.text).toMatch(/renewal fees/i);
    expect(content.guides.get("patent-registration")?.headingIds).toContain(found?.anchor);
  });

  test("an FAQ answer is found by its question's words", () => {
    const found = passages.search("private-limited-company", "can two people be shareholders and also directors", none);
    expect(found?.heading).toMatch(/both directors and shareholders/i);
  });

  test("only words naming the kind of question or the service are no topic: nothing is found", () => {
    expect(passages.search("gst-registration", "gst registration documents fee time", new Set(["gst"]))).toBeUndefined();
    expect(passages.search("gst-registration", "cricket", none)).toBeUndefined();
  });

  test("another service's guide is never searched", () => {
    expect(passages.search("trademark-registration", "renewal fees every year after the patent is granted", none)?.slug).not.toBe(
      "patent-registration",
    );
  });
});

describe("the answer quotes the guide's sentence", () => {
  test("a particular case the facts box does not hold gets the guide's sentence and its section link", () => {
    const answer = lastAnswer(
      assistant,
      "influencer marketing agreement: the creator works through a talent manager, who signs?",
    );
    expect(answer).toMatch(/authority to bind the creator/);
    expect(answer).toContain("/service/marketing-and-advertisement-agreement#eligibility");
  });

  test("a sentence the answer already gives is not repeated", () => {
    const answer = lastAnswer(assistant, "patent registration: after grant do renewal fees have to be paid each year");
    expect(answer.match(/from the third year/gi)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe("what a missed step costs", () => {
  test("with no late fee in the facts, the rejection a missed date causes answers 'what if I miss it'", () => {
    const answer = lastAnswer(assistant, "trademark objection reply", "what happens if i miss the reply date");
    expect(answer).toMatch(/treated as abandoned/);
    expect(answer).toContain("/service/trademark-objection");
  });
});

describe("everyday synonyms (content/assistant/synonyms.yaml)", () => {
  test("a visitor's word finds the guide's word for the same thing", () => {
    expect(
      passages.search("marketing-and-advertisement-agreement", "the creator is underage, who signs for her", none)?.text,
    ).toMatch(/minor, a parent or guardian must sign/);
    expect(passages.search("business-agreement", "can a nabalig sign our supply agreement", none)?.text).toMatch(/minor is void/);
  });

  test("the policies are searched the same way", () => {
    const found = assistant.knowledge.passages.search("how long do you keep my documents and when are they deleted");
    expect(found?.text).toMatch(/erased/);
  });
});
