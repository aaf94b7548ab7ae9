import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { historyOf, lastAnswer } from "../../../tests/support/assistant-conversation.ts";
import { areaGuide } from "./areas.ts";
import { aboutOurDealings } from "./compose-dealings.server.ts";
import type { AssistantState } from "./compose-types.ts";
import { conversationState } from "./conversation-state.ts";
import { limitIntent } from "./guards.ts";
import { asksBribe, asksRushPromise, asksSplitToEscape, asksStandIn } from "./limit-kinds.ts";
import { assistantFor, stateOf } from "./local-assistant.server.ts";
import { namedServices } from "./model/model.server.ts";
import { refine } from "./refine.server.ts";
import { refineLast } from "./refine-last.server.ts";
import { itrFormFor } from "./situation.server.ts";
import { gstSituation, ipSituation } from "./situation-areas.ts";
import { REFERS_BACK } from "./topic-text.ts";
import { entityAsProfile, questionAfterWhoWeAre } from "./who-we-are.ts";

/**
 * Decision 184: classes of message found in the seventeenth set's misses, each tested both ways. Our own
 * wordings, none from an answer set.
 */

const assistant = assistantFor(loadContent());
const talk = (...turns: string[]) => lastAnswer(assistant, ...turns);
const state = (...turns: string[]) => stateOf(assistant, turns.at(-1) ?? "", historyOf(assistant, ...turns.slice(0, -1)));
const lower = (s: string) => s.toLowerCase();

describe("the topic across turns", () => {
  test("'after that' says when, not what: the next step of the job is the topic", () => {
    expect(REFERS_BACK.test("after that do we also need to deposit something monthly")).toBe(false);
    expect(REFERS_BACK.test("uske baad kya karna hoga")).toBe(false);
    expect(REFERS_BACK.test("इसके बाद क्या होगा")).toBe(false);
    expect(REFERS_BACK.test("how long does that take")).toBe(true);
    expect(REFERS_BACK.test("and that costs how much?")).toBe(true);
    expect(REFERS_BACK.test("uske documents kya hai")).toBe(true);
    expect(state("we need a TAN for the shop, fee?", "after that, when are the tds returns due?").service).toBe(
      "tds-return-filing",
    );
  });

  test("a service named in the plural is named", () => {
    expect(namedServices(assistant.reader, "who files our tds returns")).toContain("tds-return-filing");
    expect(namedServices(assistant.reader, "who files our tds return")).toContain("tds-return-filing");
  });

  test("another service asked for with 'bhi … kar doge' after a first one is the next topic", () => {
    expect(state("shop ke liye logo banwana hai, kitna?", "theek hai, uska trademark bhi file kar doge?").service).toBe(
      "trademark-registration",
    );
    expect(state("shop ke liye logo banwana hai, kitna?", "kitne din lagenge?").service).toBe("logo-designing");
  });

  test("who is asking, then a question that names nothing, stays on the topic", () => {
    expect(questionAfterWhoWeAre("meri cloth ki dukaan hai, main trader hoon, phir bhi apply kar sakta hoon?")).toBe(
      "phir bhi apply kar sakta hoon?",
    );
    expect(state("udyam registration chahiye, fees?", "हमारी कपड़े की दुकान है, मैं trader हूँ, फिर भी ले सकता हूँ?").service).toBe(
      "small-business-registration",
    );
    // A question that names another service after the clause moves there.
    expect(state("udyam registration chahiye, fees?", "हमारी कपड़े की दुकान है, मैं trader हूँ, GST registration ki fees?").service).toBe(
      "gst-registration",
    );
  });
});

test("an earlier turn's topic is settled with the readings it had as the current turn", () => {
  const seen: AssistantState[] = [];
  conversationState(
    assistant.reader,
    "and the fee?",
    historyOf(assistant, "wrote a novel, want to protect it before publishing, how?"),
    undefined,
    (earlier) => {
      seen.push(earlier);
      return undefined;
    },
  );
  expect(seen[0]?.readings?.length).toBeGreaterThan(0);
  expect(seen[0]?.readings).toContain("copyright-registration");
});

describe("refusals", () => {
  test("another person's signing certificate for one's own filings, even with a nod", () => {
    expect(asksStandIn(lower("my neighbour has a DSC, can we sign our firm's GST return with it, he said fine"))).toBe(true);
    expect(asksStandIn(lower("my cousin's Aadhaar is with me, get the shop registered in his name, he need not know"))).toBe(
      true,
    );
    expect(asksStandIn(lower("my friend needs a new DSC, what documents should he send?"))).toBe(false);
    expect(asksStandIn(lower("my friend's name is on the shop board, does that matter for GST?"))).toBe(false);
  });

  test("a partner's or director's certificate behind their back; with them, it is theirs to sign", () => {
    expect(asksStandIn(lower("file the ROC forms with our director's DSC, he won't find out"))).toBe(true);
    expect(asksStandIn(lower("can our director sign the ROC forms with his own DSC from Pune?"))).toBe(false);
    expect(asksStandIn(lower("meri firm ka GST jab tak nahi aata, dost ki company ka gstin apne bill pe daal du?"))).toBe(true);
    expect(asksStandIn(lower("my friend's company has a GSTIN, can I buy from them with a proper bill?"))).toBe(false);
    expect(asksStandIn(lower("जब तक मेरा GST नहीं आता, भाई की दुकान का जीएसटी नंबर अपने बिलों पर छाप दूँ?"))).toBe(true);
  });

  test("a certificate edited into one's own name, or a number that only looks real", () => {
    expect(limitIntent("licence abhi mila nahi, koi bhi number packet pe print kar du?", false)).toBe("unlawful");
    expect(limitIntent("take his licence copy and edit it into my name", false)).toBe("unlawful");
    expect(limitIntent("just put some real-looking GST number on the invoices for now", false)).toBe("unlawful");
    expect(limitIntent("can you correct the spelling of my name in the trademark certificate?", false)).toBeUndefined();
    expect(limitIntent("can you edit the address on my GST certificate?", false)).toBeUndefined();
  });

  test("paying off an officer is a bribe; paying off a loan is not", () => {
    expect(asksBribe(lower("just pay off the inspector so the notice goes away"))).toBe(true);
    expect(asksBribe(lower("I want to pay off my car loan early, does it change my ITR?"))).toBe(false);
  });

  test("a house divided without a will is no split to escape a rule; a payment cut to skip a certificate is", () => {
    expect(asksSplitToEscape(lower("father left no will, we want to divide the flat among us three, what papers?"))).toBe(false);
    expect(asksSplitToEscape(lower("send the 10 lakh in two parts so we go without the CA certificate"))).toBe(true);
  });

  test("a refusal links the lawful goal its situation names", () => {
    const books = talk("for the bank loan make our balance sheet show double the real turnover and file the itr to match");
    expect(books).toContain("/service/business-tax-filing");
    const pan = talk("meri kamai meri maa ke PAN pe dikha do, unka slab kam hai");
    expect(pan).toContain("/service/income-tax-e-filing");
    const insurer = talk("insurance wale case mein jeet ki guarantee doge tabhi case dunga");
    expect(insurer).toContain("/service/legal-dispute-insurance-claim");
  });
});

describe("situations", () => {
  test("an objection raised on the application is the objection reply, for a trademark", () => {
    expect(ipSituation("the examiner raised an objection on our trademark application last week")).toBe("trademark-objection");
    expect(state("the examiner raised an objection on our trademark application last week, what is the deadline?").service).toBe(
      "trademark-objection",
    );
  });

  test("buying a registered brand is its transfer; a brand new thing is not", () => {
    expect(ipSituation("we are buying our supplier's registered brand, what papers?")).toBe("trademark-transfer");
    expect(ipSituation("we sell our pickles under our own brand, how do we protect the name?")).not.toBe("trademark-transfer");
  });

  test("a brand taken by someone else, said in Hindi, is rectification", () => {
    expect(ipSituation("उसने हमारे ब्रांड का नाम रजिस्टर करा लिया, अब क्या करें")).toBe("trademark-rectification");
    expect(ipSituation("kisi ne mera brand naam register karwa liya")).toBe("trademark-rectification");
  });

  test("the company one works at is not the filer in the which-form answer", () => {
    const answer = talk("I'm employed with a software company and sold some shares this year, which ITR do I file?");
    expect(answer).toContain("ITR-2");
    expect(answer).not.toContain("ITR-6");
  });

  test("a renewal asked of a service that has none leads with that fact", () => {
    expect(state("got my udyam certificate in 2022, how do I renew it now?").intent).toBe("validity");
    expect(talk("got my udyam certificate in 2022, how do I renew it now?")).toMatch(/No renewal/);
    // A service that is renewed is answered as asked.
    expect(state("what is the process to renew my trademark").intent).toBe("process");
  });
});

test("an objection reply read where no objection is said is the registration; said, it stays", () => {
  const read = (message: string) =>
    refineLast(
      assistant,
      {
        intent: "documents",
        service: "copyright-objection",
        readings: ["copyright-objection", "copyright-registration"],
        profile: {},
        lang: "en",
        message,
      },
      message,
      undefined,
      [],
    ).service;
  expect(read("what papers to copyright the source code of my game?")).toBe("copyright-registration");
  expect(read("the copyright office sent a discrepancy letter on my application, what papers now?")).toBe("copyright-objection");
});

describe("questions about us", () => {
  test("a sure reading of money coming back is the refund, though it asks 'how much'", () => {
    const answer = talk("you've begun drafting my rent agreement, if I cancel today how much of your fee comes back?");
    expect(answer).toMatch(/half of our fee/);
  });

  test("when we are paid: in advance", () => {
    expect(talk("is the payment before you start, or after the job is done?")).toMatch(/in advance/);
    expect(talk("kya payment kaam ke baad kar sakte hai?")).toMatch(/advance/);
  });
});

describe("a topic in view and a later turn", () => {
  test("what is left to file after a cancellation is the closing's steps, not our refund", () => {
    expect(
      state("shutting my shop, want to cancel the GST registration", "once it's cancelled, any return still due?").intent,
    ).not.toBe("payment");
    expect(
      state("shutting my shop, want to cancel the GST registration", "if I cancel your service now, do I get my fee back?")
        .intent,
    ).toBe("payment");
  });

  test("a new matter about food opened mid-conversation is the food licence", () => {
    expect(
      state(
        "need gst registration for my boutique, fee?",
        "another thing, my mother wants to sell homemade ladoos online, what permission is needed?",
      ).service,
    ).toBe("food-business-licence");
  });

  test("a transfer read where no change of owner is said is the registration; said, it stays", () => {
    const read = (message: string) =>
      refineLast(
        assistant,
        {
          intent: "price",
          service: "trademark-transfer",
          alternatives: ["trademark-transfer", "trademark-registration"],
          profile: {},
          lang: "hinglish",
          message,
        },
        message,
        undefined,
        [],
      ).service;
    expect(read("apna namkeen brand register karwana hai firm ke naam pe, kitna lagega?")).toBe("trademark-registration");
    expect(read("brand abhi mere naam pe hai, firm ke naam pe karna hai, kitna lagega?")).toBe("trademark-transfer");
    expect(read("we are selling the brand to another company, cost?")).toBe("trademark-transfer");
  });

  test("the department's refund of a tax is not money back from us", () => {
    expect(aboutOurDealings("और टैक्स का रिफ़ंड खाते में कब तक आता है?")).toBe(false);
    expect(aboutOurDealings("मेरा रिफ़ंड खाते में कब तक आएगा? मैंने सर्विस कैंसल की थी")).toBe(true);
  });
});

describe("situations, continued", () => {
  test("a time limit for telling the department is not the registration limit", () => {
    expect(gstSituation("we moved the godown last month, is there a time limit to update gst?")).toBe("gst-amendment");
    expect(gstSituation("what is the gst registration limit for a services business?")).toBe("gst-registration");
  });

  test("a mechanism or device built is an invention; a machine shed is not", () => {
    expect(ipSituation("we developed a device that cleans solar panels by itself, how to stop copies?")).toBe(
      "patent-registration",
    );
    expect(ipSituation("built a machine shed for my factory, gst on it?")).toBeUndefined();
  });

  test("a guess outside IP gives way to the kind of IP the situation names, when the model read it too", () => {
    const message = "made a new gadget that folds chairs by itself, how do i stop others making it?";
    const refined = refine(
      assistant,
      {
        intent: "process",
        service: "technology-software-agreement",
        readings: ["technology-software-agreement", "patent-registration"],
        profile: {},
        lang: "en",
        message,
      },
      message,
    );
    expect(refined.service).toBe("patent-registration");
  });

  test("the number to get before deducting staff tax is the TAN, said as the answer", () => {
    const s = state("took on two helpers at my shop on salary and must deduct their tax; which number do I need first?");
    expect(s.service).toBe("tan-registration");
    expect(s.intent).not.toBe("which_service");
  });
});

describe("more refusals and their links", () => {
  test("the real figure said and a smaller one to be shown is refused; the real figure alone is a question", () => {
    expect(limitIntent("असली कमाई 12 लाख है पर रिटर्न में 6 लाख ही दिखानी है", false)).toBe("unlawful");
    expect(limitIntent("asli sales 40 lakh hai, 25 lakh hi dikhana hai return me", false)).toBe("unlawful");
    expect(limitIntent("असली कमाई 12 लाख है, कौन सा ITR भरूँ?", false)).toBeUndefined();
  });

  test("an IT notice named links the notice reply", () => {
    expect(
      talk("received an IT notice about a big FD, make me some backdated loan papers from my uncle to explain it"),
    ).toContain("/service/income-tax-notice");
  });

  test("a changed applicant asked as 'what if' asks the fee that depends on it", () => {
    expect(state("trademark registration fee?", "govt fee?", "what if the applicant is our llp instead of me").intent).toBe(
      "gov_fee",
    );
    expect(
      state("trademark registration fee?", "govt fee?", "what if the applicant is our llp, what documents then?").intent,
    ).toBe("documents");
  });
});

test("refused even after the step in view: the step after it (a hearing, the ombudsman); a plain wait is not", () => {
  expect(state("examiner objected to my mark, can you reply?", "and if he still isn't convinced after our reply?").service).toBe(
    "trademark-hearing",
  );
  expect(state("my car claim was rejected, can you help?", "what if they still say no after the grievance?").service).toBe(
    "legal-dispute-insurance-claim",
  );
  expect(state("my car claim was rejected, can you help?", "how long does the insurer get to reply?").service).toBe(
    "vehicle-insurance-claim",
  );
});

test("goods sent to buyers abroad need the import-export code; GST named stays GST", () => {
  expect(
    state("we make brass diyas and will ship them to buyers in the UK by courier, what do we need to register?").service,
  ).toBe("import-export-compliance-if-applicable");
  expect(state("we ship brass diyas to the UK by courier, do we need GST registration?").service).not.toBe(
    "import-export-compliance-if-applicable",
  );
});

test("a business of any kind using our name is infringement", () => {
  expect(ipSituation("a restaurant in pune has started using our exact name on swiggy, can we stop them?")).toBe(
    "tm-infringement-notice",
  );
});

describe("who is asking, beside another area said outright", () => {
  test("a business the visitor owns, with something made for it, is the asker", () => {
    expect(entityAsProfile("हमारी पार्टनरशिप फर्म के लिए GST रजिस्ट्रेशन चाहिए")).toBe(true);
    expect(entityAsProfile("hamari company ke liye trademark file karna hai")).toBe(true);
    expect(entityAsProfile("हमारी कंपनी का रजिस्ट्रेशन करवाना है")).toBe(false);
    expect(state("हमारी पार्टनरशिप फर्म के लिए GST रजिस्ट्रेशन करवाना है, कौन से कागज़?").service).toBe("gst-registration");
  });

  test("a mark in one's own name moved to one's company is its transfer, not the fee of a company applying", () => {
    expect(state("logo ka trademark abhi mere naam pe hai, ab apni LLP ke naam karna hai").service).toBe("trademark-transfer");
  });

  test("refused even after the reply, said in Hinglish", () => {
    expect(
      state("trademark pe objection aaya hai, reply karwana hai", "reply ke baad bhi officer na maane to kya?").service,
    ).toBe("trademark-hearing");
  });
});

describe("refusals worded without the usual words", () => {
  test("kept off the department's radar, or a price shown as low as it can go in a deed", () => {
    expect(limitIntent("which return form keeps my cash tuition income off the tax department's radar?", false)).toBe("unlawful");
    expect(limitIntent("how low can we write the sale value in the registry to pay less duty?", false)).toBe("unlawful");
    expect(limitIntent("how low is the stamp duty for women buyers?", false)).toBeUndefined();
  });

  test("a company's expenses shown with false bills link the company's return", () => {
    expect(talk("कंपनी का टैक्स कम करने के लिए कुछ नकली खर्चे के बिल बनवा दो")).toMatch(/itr-6-return-filing|business-tax-filing/);
  });

  test("a song written, in Hindi, is copyright's", () => {
    expect(state("मैंने एक गीत लिखा है, कोई चुरा न ले, क्या करूँ?").service).toBe("copyright-registration");
  });
});

test("a result by a date for any money offered is a promise we cannot give; asking the time and the cost is not", () => {
  expect(asksRushPromise(lower("gst number 3 din me chahiye, jo bhi extra paisa lage de denge"))).toBe(true);
  expect(asksRushPromise(lower("need the llp registered by tomorrow, money is no issue"))).toBe(true);
  expect(asksRushPromise(lower("how many days for the gst number, and is there any extra cost?"))).toBe(false);
  expect(asksRushPromise(lower("can you do it in 3 days? any extra cost?"))).toBe(false);
});

test("someone else's acknowledgements downloaded are their data; the number not held yet is the TAN", () => {
  expect(["others_data", "unlawful"]).toContain(
    limitIntent("if I share my neighbour's name and birth date, can you download his ITR acknowledgement?", false),
  );
  expect(
    state("we pay two staff and a consultant, we must deduct tax and file quarterly statements but don't have any number yet")
      .service,
  ).toBe("tan-registration");
});

test("land or a house passed on by a deed is the property transfer; rented, it is not; bought with TDS, the TAN stays", () => {
  expect(areaGuide("पिताजी का मकान बहन के नाम गिफ्ट डीड से करना है")).toBe("property-transfer-agreement");
  expect(areaGuide("flat on rent for 11 months, does the agreement need registry?")).not.toBe("property-transfer-agreement");
  expect(
    state("buying a flat from a resident seller for 80 lakh, the builder says I need a TAN to deduct TDS, true for individuals?")
      .service,
  ).not.toBe("property-transfer-agreement");
});

test("a brand registered by someone else in their own name is rectification, in three languages", () => {
  expect(ipSituation("हमारे पुराने पार्टनर ने मेरा ब्रांड अपने नाम पर रजिस्टर करा लिया")).toBe("trademark-rectification");
  expect(ipSituation("supplier ne hamara logo apne naam register karwa liya")).toBe("trademark-rectification");
  expect(ipSituation("our ex-employee registered our brand in his own name")).toBe("trademark-rectification");
});

test("a clinic's professional declaring half its receipts as profit files ITR-4", () => {
  expect(itrFormFor({}, "dentist hoon, clinic ki receipts 30 lakh, receipts ka 50% profit dikhana hai, kaunsa form?")).toBe(
    "itr-4-return-filing",
  );
});
