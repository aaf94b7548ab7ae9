import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { formatRupees } from "#app/features/catalogue/price.ts";
import { historyOf, lastAnswer } from "../../../tests/support/assistant-conversation.ts";
import { claimOf } from "./claims.server.ts";
import { compose } from "./compose.server.ts";
import { conversationState } from "./conversation-state.ts";
import { limitIntent } from "./guards.ts";
import { asksBribe, asksOthersData, asksPartOfSales, asksRushPromise, asksUntruePaper } from "./limit-kinds.ts";
import { assistantFor, stateOf } from "./local-assistant.server.ts";
import type { Understanding } from "./model/model.server.ts";

/**
 * Decision 179: a first topic the model reads clearly ahead of the rest, the likelier of close readings
 * answered with the question about the others, more limits read by their parts, a capitals-only coupon
 * code, a guide named in a "which do I need" question, paying us mid-conversation, and the fee of a topic
 * a rule moves. Our own wordings.
 */

const assistant = assistantFor(loadContent());
const k = assistant.knowledge;
const talk = (...turns: string[]) => lastAnswer(assistant, ...turns);
const state = (...turns: string[]) => stateOf(assistant, turns.at(-1) ?? "", historyOf(assistant, ...turns.slice(0, -1)));
const lower = (s: string) => s.toLowerCase();

/** A reading with the given service probabilities and "none", and a sure process intent. */
const reading = (services: Record<string, number>, none: number) => (): Understanding => {
  const service = [...Object.entries(services).map(([label, p]) => ({ label, p })), { label: "none", p: none }].sort(
    (a, b) => b.p - a.p,
  );
  const flat = [{ label: "none", p: 1 }];
  return { intent: [{ label: "process", p: 0.9 }], service, entity: flat, income: flat, activity: flat };
};

describe("a first topic read clearly ahead of every other reading", () => {
  const read = (services: Record<string, number>, none: number) =>
    conversationState(assistant.reader, "ok tell me how it works", [], reading(services, none)).service;

  test("is taken below the usual bar when it leads the next reading and 'no service' twice over", () => {
    expect(read({ "patent-registration": 0.28, "copyright-registration": 0.09 }, 0.12)).toBe("patent-registration");
  });

  test("is not taken when another reading, or 'no service', is close", () => {
    expect(read({ "patent-registration": 0.22, "design-registration": 0.15 }, 0.1)).toBeUndefined();
    expect(read({ "patent-registration": 0.22, "design-registration": 0.05 }, 0.2)).toBeUndefined();
    expect(read({ "patent-registration": 0.12, "design-registration": 0.01 }, 0.01)).toBeUndefined();
  });
});

describe("more limits by their parts", () => {
  test("a paper that would not be true", () => {
    expect(asksUntruePaper(lower("make me two purchase invoices with an older date so i can take the credit last quarter"))).toBe(
      true,
    );
    expect(asksUntruePaper(lower("kisi bhi gst number se kuch bills bana do, itc badh jaye"))).toBe(true);
    expect(asksUntruePaper(lower("पुरानी तारीख का किराया एग्रीमेंट बना दो"))).toBe(true);
    expect(asksUntruePaper(lower("please draft a rent agreement for my shop, the landlord is my uncle"))).toBe(false);
    expect(asksUntruePaper(lower("what is the last date to issue invoices for october?"))).toBe(false);
  });

  test("sales shown only in part", () => {
    expect(asksPartOfSales(lower("in the gst return just put the card sales only, skip the counter cash"))).toBe(true);
    expect(asksPartOfSales(lower("cash wali sale return me mat dikhao"))).toBe(true);
    expect(asksPartOfSales(lower("do cash sales count in turnover for gst?"))).toBe(false);
  });

  test("a result promised within a day is a guarantee asked, answered with the usual time", () => {
    expect(asksRushPromise(lower("need the trademark filed and approved by tomorrow, will you make sure?"))).toBe(true);
    expect(asksRushPromise(lower("how many days does gst registration take?"))).toBe(false);
    expect(limitIntent("aaj hi gst number dila do, tender kal hai", false)).toBe("guarantee");
    const answer = talk("GST number kal tak chahiye hi, 24 ghante me dila doge?");
    expect(answer).toMatch(/guarantee nahi/);
    expect(answer).toContain("7 working days");
  });

  test("a rival's private figures, and an acquaintance in an office", () => {
    expect(asksOthersData(lower("tell me my competitor's turnover and gst details"))).toBe(true);
    expect(asksOthersData(lower("my competitor copied my name, can i send a legal notice?"))).toBe(false);
    expect(asksBribe(lower("you must have contacts in the registry office, give them something and get it passed"))).toBe(true);
    expect(asksBribe(lower("what is the official extra charge for an urgent examination?"))).toBe(false);
  });
  // That they stay quiet on the corpus's ordinary questions: answers-178.server.test.ts, with the others.
});

describe("close readings of a government fee", () => {
  test("each option's government fee comes with our fee beside it, and one question", () => {
    const answer = compose(
      {
        intent: "gov_fee",
        service: "trademark-registration",
        alternatives: ["trademark-opposition"],
        profile: {},
        lang: "en",
        message: "total with govt fee?",
      },
      k,
    );
    for (const slug of ["trademark-registration", "trademark-opposition"]) {
      const svc = k.services.get(slug);
      expect(answer).toContain(`costs **${formatRupees(svc?.price?.discounted ?? 0)}**`);
      expect(answer).toContain(svc?.price?.governmentNote ?? "missing");
    }
    expect(answer.match(/\?/g)?.length).toBe(1);
  });
});

describe("claims and questions about us", () => {
  test("a capitals-only coupon code we do not have is corrected; a registration code is not a coupon", () => {
    expect(claimOf(k, "got an sms: use code DIWALIFREE for a free trademark", "trademark-registration")).toBeDefined();
    expect(claimOf(k, "how many days to get the DGFT code for exports?", undefined)).toBeUndefined();
    expect(talk("FESTIVE coupon se itr free hoga kya")).toMatch(/hamara nahi hai/);
  });

  test("how to pay us, asked in the middle of a service's conversation", () => {
    const answer = talk("need a rent agreement for my flat", "ok how do i pay, does upi work?");
    expect(answer).toContain("Razorpay");
    expect(answer).toContain("UPI");
  });
});

describe("the service a which-service turn names, and a topic a rule moves", () => {
  test("a guide named outright in a 'do I need' question is answered with its fee", () => {
    const answer = talk("exporting hand-made toys to europe, what do i register first", "my accountant mentioned an LUT too?");
    expect(answer).toContain("/service/gst-lut-filing");
    expect(answer).toMatch(/GST LUT Filing\*\* costs \*\*₹499\*\*/);
  });

  test("a new income that moves the ITR form says the new form's fee", () => {
    const s = state("salary only, which itr and your fee", "forgot to say, i also sold some mutual funds this year");
    expect(s.service).toBe("itr-2-return-filing");
    expect(s.fresh).toBe(true);
    expect(talk("salary only, which itr and your fee", "forgot to say, i also sold some mutual funds this year")).toContain(
      "₹299",
    );
  });
});
