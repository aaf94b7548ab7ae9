import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import type { ChatTurn } from "./chat-schema.ts";
import { dropReading, ruleIntent } from "./intent-rules.ts";
import { assistantFor, stateOf } from "./local-assistant.server.ts";

/**
 * Decision 169: word rules after the model's intent reading. Our own wordings of each class (never a
 * development or held-out question), with the other side of each rule.
 */
const none = { service: false, namedHere: false };
const named = { service: true, namedHere: true };
const topic = { service: true, namedHere: false };

describe("intent rules", () => {
  test("a way to pay, or a payment gone wrong, is payment", () => {
    for (const m of [
      "does your site take phonepe",
      "can i do net banking",
      "amount got debited twice",
      "mera paisa do baar kat gaya",
    ])
      expect(ruleIntent("eligibility", m, none), m).toBe("payment");
    expect(ruleIntent("eligibility", "who can pay less fee for a trademark", named)).toBe("eligibility");
  });
  test("where the visitor lives, with no service: how to reach us", () => {
    for (const m of ["i am from assam, do you work here", "where are you located", "main pune se hoon, service milegi?"])
      expect(ruleIntent("services", m, none), m).toBe("firm_contact");
    expect(ruleIntent("which_service", "i am from assam and sell food, which licence", topic)).toBe("which_service");
  });
  test("Hindi and Hinglish 'for how much' is a price unless a unit of time is said", () => {
    expect(ruleIntent("timeline", "वेबसाइट कितने में बना दोगे", named)).toBe("price");
    expect(ruleIntent("timeline", "logo kitne me banega", named)).toBe("price");
    expect(ruleIntent("timeline", "कितने दिन में बनेगा", named)).toBe("timeline");
    expect(ruleIntent("timeline", "kitne me time lagega", named)).toBe("timeline");
  });
  test("a service asked for with no person to talk to is its price; asking for an expert stays human", () => {
    expect(ruleIntent("human", "want a partnership deed made", named)).toBe("price");
    expect(ruleIntent("human", "want an expert for my partnership deed", named)).toBe("human");
  });
  test("which-service with money words about a known service is the price", () => {
    expect(ruleIntent("which_service", "planning to close my llp, what will it cost", topic)).toBe("price");
    expect(ruleIntent("which_service", "what govt fee applies to closing my llp", topic)).toBe("which_service");
    expect(ruleIntent("which_service", "what will it cost", none)).toBe("which_service");
  });
  test("a period or time limit of a step is its deadline", () => {
    expect(ruleIntent("eligibility", "appeal window after gst rejection", topic)).toBe("deadline");
    expect(ruleIntent("rejection", "time limit to answer a design objection", topic)).toBe("deadline");
    expect(ruleIntent("eligibility", "appeal window", none)).toBe("eligibility");
  });
  test("an unsure dispute reading without a conflict word is dropped; a quarrel keeps it", () => {
    expect(dropReading("dispute", 0.3, "can i patent a recipe", none)).toBe(true);
    expect(dropReading("dispute", 0.3, "my builder has not given possession", none)).toBe(false);
    expect(dropReading("dispute", 0.8, "what should i do now", none)).toBe(false);
  });
  test("a payment reading of a service's own money (a dividend) is dropped; paying us keeps it", () => {
    expect(dropReading("payment", 0.5, "can a nidhi company pay interest to members", named)).toBe(true);
    expect(dropReading("payment", 0.5, "can i pay for the nidhi company online", named)).toBe(false);
    expect(dropReading("payment", 0.5, "how do i pay", none)).toBe(false);
  });
  test("an out-of-scope reading of a message about our work is dropped", () => {
    expect(dropReading("out_of_scope", 0.3, "can i send the gst notice on email before my slot", none)).toBe(true);
    expect(dropReading("out_of_scope", 0.3, "who will win the match today", none)).toBe(false);
  });
  test("a refund with no service is paying us; who qualifies, or every state, is eligibility", () => {
    expect(ruleIntent("gov_fee", "is the stamp charge refundable", none)).toBe("payment");
    expect(ruleIntent("timeline", "itr refund kab aayega", named)).toBe("timeline");
    expect(ruleIntent("gov_fee", "patent reduced official fee, who qualifies", named)).toBe("eligibility");
    expect(ruleIntent("deadline", "is shop licence needed in all states", named)).toBe("eligibility");
    expect(ruleIntent("gov_fee", "patent official fee", named)).toBe("gov_fee");
  });
  test("when we open, and how experienced we are, with no service", () => {
    expect(ruleIntent("services", "what time does your office shut", none)).toBe("firm_hours");
    expect(ruleIntent("validity", "how experienced is your team", none)).toBe("firm_about");
    expect(ruleIntent("validity", "how many years is a design valid", topic)).toBe("validity");
  });
  test("a firm reading of a message that names a service is dropped", () => {
    expect(dropReading("firm_hours", 0.5, "who may open a nidhi company", named)).toBe(true);
    expect(dropReading("firm_hours", 0.5, "are you open on sunday", none)).toBe(false);
  });
});

describe("the state with the rules (model + state, end to end)", () => {
  const assistant = assistantFor(loadContent());
  const say = (message: string, history: ChatTurn[] = []) => stateOf(assistant, message, history);
  const turnsOf = (...turns: string[]): ChatTurn[] =>
    turns.flatMap((text) => [
      { role: "user", text },
      { role: "bot", text: "…" },
    ]);

  test("a short follow-up that says its own question asks it", () => {
    const history = turnsOf("llp registration fees", "how many days");
    expect(say("and the documents?", history).intent).toBe("documents");
    expect(say("aur charges?", turnsOf("trademark registration documents")).intent).toBe("price");
    expect(say("and for an opc?", turnsOf("llp registration fees")).intent).toBe("price");
  });
  test("'and X for it?' with a sure reading of X moves to X", () => {
    expect(say("and a patent for it?", turnsOf("logo design price")).service).toBe("patent-registration");
    expect(say("and trademark for it?", turnsOf("logo design price")).service).toBe("trademark-registration");
    expect(say("is a dsc needed for it?", turnsOf("llp registration price")).service).toBe("company-registration");
  });
  test("who can open an LLP is not about our hours", () => {
    expect(say("can an nri open an llp").intent).not.toBe("firm_hours");
    expect(say("are you open on sundays").intent).toBe("firm_hours");
  });
});
