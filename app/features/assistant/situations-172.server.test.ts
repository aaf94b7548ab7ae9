import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { historyOf as conversation } from "../../../tests/support/assistant-conversation.ts";
import { answerLocally, assistantFor, stateOf } from "./local-assistant.server.ts";
import { parseAmount } from "./profile.ts";
import { domainOf, pickService } from "./situation.server.ts";
import { topicText } from "./state.ts";

/**
 * Decision 172, second part: corrections of the topic, what is asked said outright with a service in view,
 * situations that decide the service (a shop's goods, a marketplace seller, a mark sold with a business),
 * and the price for someone who wants the work done. Our own wordings, not the development sets'.
 */

const content = loadContent();
const assistant = assistantFor(content);

const historyOf = (...turns: string[]) => conversation(assistant, ...turns);

describe("a visitor correcting the topic", () => {
  test("the ruled-out part is not read for the topic, only in a correction", () => {
    expect(topicText("sorry, I meant an OPC not a private limited")).not.toMatch(/private limited/);
    expect(topicText("what if i do not file gstr 9")).toBe("what if i do not file gstr 9");
  });

  test("the corrected service replaces the old one, and the earlier question is asked again", () => {
    const history = historyOf("usa trademark documents");
    const state = stateOf(assistant, "oh sorry, I meant the madrid route for many countries, not just the usa", history);
    expect(state.service).toBe("international-trademark");
    expect(state.intent).toBe("documents");
  });

  test("a pronoun inside a correction does not keep the old topic", () => {
    const history = historyOf("trademark registration price");
    expect(stateOf(assistant, "actually forget that, it's a song i wrote, copyright fees?", history).service).toBe(
      "copyright-registration",
    );
  });
});

describe("what is asked, with a service in view", () => {
  test("a duration, a limit or a price asked is not read as a question about us", () => {
    const history = historyOf("my mediclaim was rejected");
    expect(stateOf(assistant, "how long can i wait before going to the ombudsman", history).intent).toMatch(/timeline|deadline/);
    expect(stateOf(assistant, "any limit on the claim size there", history).intent).toBe("eligibility");
  });

  test("a way of paying named as part of the situation is not paying us", () => {
    const history = historyOf("which itr for a shop owner");
    expect(stateOf(assistant, "and if my sales are mostly by upi", history).intent).not.toBe("payment");
    expect(stateOf(assistant, "can i pay your fee by upi", history).intent).toBe("payment");
  });
});

describe("situations that decide the service", () => {
  test("a shop or a seller supplies goods; a marketplace seller must register whatever the turnover", () => {
    const knowledge = assistant.knowledge;
    expect(pickService("gst", { activity: "goods", turnover: 4_500_000 }, knowledge)).toMatchObject({ note: "gst-above" });
    expect(pickService("gst", { activity: "ecommerce", turnover: 500_000 }, knowledge)).toEqual({
      kind: "service",
      slug: "gst-registration",
      domain: "gst",
    });
    const answer = answerLocally(assistant, "i run a hardware store, sales 45 lakh, is gst registration compulsory");
    expect(answer).toContain("/service/gst-registration");
    expect(answer).toMatch(/₹40 lakh/);
  });

  test("an amount crossed is just over the limit", () => {
    expect(parseAmount("sales crossed 40 lakh")).toBe(4_000_001);
    expect(parseAmount("sales are 40 lakh")).toBe(4_000_000);
  });

  test("a contract about a brand is a contract, not a trademark filing; a mark sold is a transfer", () => {
    expect(domainOf(undefined, {}, "need an influencer contract for my brand")).toBeUndefined();
    expect(answerLocally(assistant, "we sold our shop and the buyer wants our trademark too, what is needed")).toContain(
      "/service/trademark-transfer",
    );
  });

  test("someone who wants the work done learns what it costs", () => {
    const answer = answerLocally(assistant, "i need a shop and establishment licence for my new cafe");
    expect(answer).toContain("/service/other-licenses");
    expect(answer).toMatch(/₹698/);
  });
});

describe("what an earlier answer was about is the topic next", () => {
  test("a service found by a facts line or a concept carries to the follow-up that names none", () => {
    const history = historyOf("how many members does a nidhi company need at the start");
    expect(history.at(-1)?.text).toContain("/service/nidhi-company");
    expect(stateOf(assistant, "and what would you charge", history).service).toMatch(/nidhi-company|company-registration/);
  });

  test("'do I need…?' asks whether; 'I need…' wants the work and gets the price", () => {
    const wants = answerLocally(assistant, "we need the examination report on our mark answered, who can do it");
    expect(wants).toMatch(/₹\d/);
    const asks = answerLocally(assistant, "do i need a partnership deed to open a firm bank account");
    expect(asks).not.toMatch(/costs \*\*₹/);
  });
});

describe("an area said outright", () => {
  test("GST said outright beats an income-tax form the model guessed from the situation", () => {
    expect(stateOf(assistant, "yoga teacher, 22 lakh fees a year from classes, is gst compulsory").service).toBe(
      "gst-registration",
    );
    // …but never a service the message names.
    expect(stateOf(assistant, "itr 4 for my gst registered shop, price").service).toBe("itr-4-return-filing");
  });

  test("a claim of any kind stays in its own guide when 'insurance claim' is said", () => {
    expect(stateOf(assistant, "cyclone broke our roof, help with the home insurance claim fees").service).toBe(
      "homeowner-property-damage-insurance-claim",
    );
  });

  test("'100%' with an outcome asks for a promise", () => {
    expect(stateOf(assistant, "if i hire you will my claim get paid 100%").intent).toBe("guarantee");
    expect(stateOf(assistant, "is 100% of the fee refunded if i cancel before you start").intent).not.toBe("guarantee");
  });
});

describe("situations the trademark and claim rules know", () => {
  test("torn between kinds of IP: the strategy service; a mark never used and blocking: rectification", () => {
    expect(answerLocally(assistant, "for my recipe blog, is it trademark or copyright i should get")).toContain(
      "/service/ip-registration",
    );
    expect(
      stateOf(assistant, "an old registered mark nobody has used for years blocks my trademark, can it be cancelled").service,
    ).toBe("trademark-rectification");
  });

  test("the ombudsman or a consumer court is the claim-dispute service", () => {
    expect(stateOf(assistant, "my claim is 60 lakh, will the ombudsman take it up").service).toBe(
      "legal-dispute-insurance-claim",
    );
  });

  test("asked whether one service fits, the answer gives its rule before the one that fits", () => {
    const answer = answerLocally(assistant, "i am alone, can i register a pvt ltd by myself");
    const rule = answer.search(/At least 2 (?:members|directors)/);
    expect(rule).toBeGreaterThanOrEqual(0);
    expect(answer).toContain("Private Limited Company Registration");
    expect(answer.indexOf("/service/one-person-company")).toBeGreaterThan(rule);
  });
});
