import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { historyOf, lastAnswer } from "../../../tests/support/assistant-conversation.ts";
import { compose } from "./compose.server.ts";
import { cancelsPaidOrder } from "./compose-dealings.server.ts";
import { faqFor } from "./compose-firm.server.ts";
import { conversationState } from "./conversation-state.ts";
import { dropReading } from "./intent-rules.ts";
import { someoneElses, WRONGDOING } from "./limit-kinds.ts";
import { assistantFor, stateOf } from "./local-assistant.server.ts";
import type { Understanding } from "./model/model.server.ts";

/**
 * Decision 180: an unsure limit reading confirmed by general signs of wrongdoing, the late filing the law
 * allows, FAQ words read through one-letter misspellings and the intent read, cancelling a paid order, a
 * directorship said about a tax return, a registration the visitor holds, and a few words that name no
 * service. Our own wordings.
 */

const assistant = assistantFor(loadContent());
const k = assistant.knowledge;
const talk = (...turns: string[]) => lastAnswer(assistant, ...turns);
const state = (...turns: string[]) => stateOf(assistant, turns.at(-1) ?? "", historyOf(assistant, ...turns.slice(0, -1)));
const ctx = { service: false, namedHere: false };

describe("an unsure unlawful or someone-else's-data reading", () => {
  test("is taken when the words show wrongdoing, and dropped when they do not", () => {
    const asks = "just leave the rent income out, no need to mention it in the return";
    expect(WRONGDOING.test(asks)).toBe(true);
    expect(dropReading("unlawful", 0.45, asks, ctx)).toBe(false);
    expect(dropReading("unlawful", 0.45, "want tm for my bakery name, how much", ctx)).toBe(true);
    // Too unsure even with the words; and a sure reading needs none.
    expect(dropReading("unlawful", 0.2, asks, ctx)).toBe(true);
    expect(dropReading("unlawful", 0.85, "want tm for my bakery name", ctx)).toBe(false);
  });

  test("reads many kinds of wrongdoing in three languages", () => {
    for (const text of [
      "make the invoice look older please",
      "show a lower turnover in the udyam form",
      "register it but keep it off the books",
      "file for dad, I will take the otp from his phone",
      "department mein koi jaan pehchaan hai kya",
      "usko batana nahi hai bas file kar do",
      "पुरानी तारीख का एग्रीमेंट चाहिए",
      "झूठा केस बनाकर नोटिस भेजो",
    ])
      expect(WRONGDOING.test(text.toLowerCase()), text).toBe(true);
    for (const text of [
      "what is the late fee for a belated return",
      "how do I show my rent income in itr",
      "gst notice reply fee",
    ])
      expect(WRONGDOING.test(text), text).toBe(false);
  });

  test("another person's data needs a person's thing or a rival, not 'uske baad'", () => {
    expect(someoneElses("what gst turnover did my competitor file")).toBe(true);
    expect(someoneElses("send me my sister's pan details")).toBe(true);
    expect(someoneElses("uske baad gst number bhi chahiye, uska price?")).toBe(false);
    expect(dropReading("others_data", 0.3, "what gst turnover did my competitor file", ctx)).toBe(false);
  });
});

describe("a date missed", () => {
  test("is refused with the late filing the law allows", () => {
    const answer = talk("missed the ITR date, please backdate the filing to July so there is no late fee");
    expect(answer).toMatch(/can't help|won't/);
    expect(answer).toContain("Belated return");
    expect(answer).toContain("31 December");
  });
});

describe("FAQ words", () => {
  test("are matched through a one-letter misspelling and texting shorthand, not a plural", () => {
    expect(faqFor("will my aadhar be safe wid you", k)?.question).toMatch(/confidential/);
    expect(faqFor("paid a minute ago, wat next", k)?.question).toMatch(/after I pay/);
    expect(faqFor("freelance developer, receipts 18 lakh this year", k)).toBeUndefined();
  });

  test("of the intent read count twice", () => {
    const text = "I live in Surat, can you handle my work or must I come over?";
    expect(faqFor(text, k, undefined, 1, "firm_contact")?.question).toMatch(/do not live in Dhanbad/);
  });
});

describe("cancelling what was paid to us", () => {
  test("is the refund's answer, even when read as a price question", () => {
    const text = "we paid for the logo filing and your team drafted it. want to cancel, how much will we get back?";
    expect(cancelsPaidOrder(text)).toBe(true);
    expect(cancelsPaidOrder("how much does trademark cancellation cost")).toBe(false);
    expect(talk(text)).toMatch(/refund/i);
  });
});

describe("a directorship said about a tax return", () => {
  test("keeps the return in view and moves ITR-1 to ITR-2 with its price", () => {
    const first = "I get a pension and some bank interest, which ITR form?";
    const then = "forgot to mention, I am also a director in a private limited company";
    expect(state(first).service).toBe("itr-1-return-filing");
    expect(state(first, then).service).toBe("itr-2-return-filing");
    expect(talk(first, then)).toContain("₹299");
  });

  test("asked of ITR-1 by name stays with ITR-1's own answer", () => {
    expect(state("I'm a director in a pvt ltd too, can I still use ITR-1?").service).toBe("itr-1-return-filing");
  });
});

describe("a registration the visitor holds", () => {
  test("is who is asking, not a new topic", () => {
    const turns = ["trademark registration government fee for a company?", "we already have udyam registration btw"];
    expect(state(...turns).service).toBe("trademark-registration");
    expect(talk(...turns)).toContain("4,500");
  });
});

describe("a few words that name nothing", () => {
  const flat = [{ label: "none", p: 1 }];
  // The earlier turn reads as Udyam; the follow-up as the service one of its words is trained with.
  const reads =
    (service: string) =>
    (_: unknown, text: string): Understanding => ({
      intent: [{ label: "validity", p: 0.9 }],
      service: [
        { label: /udyam/.test(text) ? "small-business-registration" : service, p: 0.9 },
        { label: "none", p: 0.1 },
      ],
      entity: flat,
      income: flat,
      activity: flat,
    });
  const topic = [
    { role: "user" as const, text: "udyam registration fee?" },
    { role: "bot" as const, text: "MSME (Udyam) Registration costs ₹199." },
  ];

  test("keep the topic whatever service one word is trained with", () => {
    const s = conversationState(assistant.reader, "and renewal?", topic, reads("trademark-renewal"));
    expect(s.service).toBe("small-business-registration");
  });

  test("move it when they name an area", () => {
    const s = conversationState(assistant.reader, "and trademark renewal?", topic, reads("trademark-renewal"));
    expect(s.service).toBe("trademark-renewal");
  });
});

describe("another person's data with a service in view", () => {
  test("is refused with that service's guide", () => {
    const answer = compose(
      {
        intent: "others_data",
        service: "itr-2-return-filing",
        lang: "en",
        message: "file my brother's ITR, I have his password",
        profile: {},
      },
      k,
    );
    expect(answer).toMatch(/can't share/);
    expect(answer).toContain("/service/itr-2-return-filing");
  });
});
