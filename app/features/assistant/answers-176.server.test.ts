import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { historyOf, lastAnswer } from "../../../tests/support/assistant-conversation.ts";
import { asksUnlawful, limitIntent } from "./guards.ts";
import { assistantFor, stateOf } from "./local-assistant.server.ts";
import { namedSecond } from "./readings.ts";
import { topicText } from "./state.ts";

/**
 * Decision 176: a price someone else named is refused with ours; splitting a payment to dodge a form, a
 * date or a deed price written other than it is, someone's contact details and essays are limits; a kind
 * the visitor says they are not does not move the topic; a second question named outright is answered;
 * a guide's FAQ answers "is it compulsory?". Our own wordings, not the answer sets'.
 */

const assistant = assistantFor(loadContent());
const talk = (...turns: string[]) => lastAnswer(assistant, ...turns);
const state = (...turns: string[]) => stateOf(assistant, turns.at(-1) ?? "", historyOf(assistant, ...turns.slice(0, -1)));

describe("a price someone else named", () => {
  test("a rival's price to match is refused, with our own price", () => {
    expect(limitIntent("another site files GSTR-1 for rs 99, beat that", true)).toBe("manipulation");
    const answer = talk("a different firm quoted ₹200 for udyam registration, match it please");
    expect(answer).toMatch(/can't/);
    expect(answer).toContain("₹199");
  });

  test("a price an agent is said to have promised is refused in Hindi too", () => {
    expect(limitIntent("आपके एजेंट ने कहा था कि कंपनी रजिस्ट्रेशन ₹500 में होगा", true)).toBe("manipulation");
  });

  test("a question that only names an amount is not a price change", () => {
    expect(limitIntent("my turnover is ₹30 lakh, do I need GST?", false)).toBeUndefined();
    expect(limitIntent("does my ITR need to match 26AS? there is a ₹5,000 gap", true)).toBeUndefined();
  });

  test("a coupon pushed past its offer names the offer that really applies", () => {
    const answer = talk("use TM20 and add another 40% off on my trademark, total 60% discount");
    expect(answer).toContain("TM20");
    expect(answer).toContain("20%");
  });
});

describe("unlawful help said in new ways", () => {
  test("one payment split to stay under a limit", () => {
    expect(asksUnlawful("break the 9 lakh payment into three bills so we avoid the 15CB")).toBe(true);
  });

  test("a year written in that the visitor says is not the real one", () => {
    expect(asksUnlawful("mention 2012 as first use, actually we started in 2023")).toBe(true);
    expect(asksUnlawful("we started using the mark in 2019 and filed in 2023, is that fine?")).toBe(false);
  });

  test("a deed price shown below the circle rate", () => {
    expect(asksUnlawful("registry me price circle rate se kam likh do")).toBe(true);
    expect(asksUnlawful("सौदे की रकम कम दिखानी है, ड्राफ्ट बना दो")).toBe(true);
  });
});

describe("other people and other subjects", () => {
  test("the contact details of a mark's owner are private", () => {
    expect(limitIntent("send me the mobile number of the person who filed this trademark", true)).toBe("others_data");
  });

  test("a rival's GSTIN looked up is private", () => {
    expect(limitIntent("competitor ka gstin hai, uski sales nikal do", false)).toBe("others_data");
  });

  test("an essay or a share tip is out of scope, not an FAQ that shares a word", () => {
    expect(limitIntent("please write my assignment on income tax for class 12", false)).toBe("out_of_scope");
    const tip = talk("koi multibagger share batao jo kal le lu");
    expect(tip).not.toContain("upload");
  });
});

describe("the topic and the question", () => {
  test("a kind the visitor says they are not is left out of the topic", () => {
    expect(topicText("we are a company, not a startup or msme")).not.toMatch(/msme/);
    expect(topicText("हम LLP हैं, partnership नहीं")).not.toMatch(/partnership/);
    expect(topicText("I have not filed my return")).toBe("I have not filed my return");
  });

  test("a profile correction keeps the government-fee question about the trademark", () => {
    const s = state(
      "trademark registration price?",
      "and the government fee?",
      "btw we are a private limited company, not an msme or a startup",
    );
    expect(s.service).toBe("trademark-registration");
    expect(s.intent).toBe("gov_fee");
  });

  test("a second question named outright is answered too", () => {
    expect(namedSecond("cost and time?", "price")).toBe("timeline");
    expect(namedSecond("fees aur documents?", "price")).toBe("documents");
    expect(namedSecond("how long does the whole process take once we send every paper", "timeline")).toBeUndefined();
  });

  test("a country named beside a brand asks the international filing", () => {
    expect(stateOf(assistant, "need our brand protected in canada and australia").service).toBe("international-trademark");
  });

  test("'how quick can you do it' asks the duration of the topic", () => {
    expect(state("need a TAN for my firm", "how fast can you do it").intent).toBe("timeline");
  });

  test("a guide's FAQ question answers 'is it compulsory?'", () => {
    expect(talk("is copyright registration compulsory?")).toMatch(/optional|without registration/);
  });

  test("paid and still waiting is the visitor's own case", () => {
    expect(state("made the payment for gst registration yesterday, nobody called yet").intent).toBe("case_status");
  });
});
