import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { historyOf, lastAnswer } from "../../../tests/support/assistant-conversation.ts";
import { areaOwned } from "./areas.ts";
import { faqOf } from "./compose-firm.server.ts";
import { unlawfulKind } from "./compose-limits.server.ts";
import { FAQ_READ } from "./conversation-state.ts";
import { assistantFor, stateOf } from "./local-assistant.server.ts";
import { understand } from "./model/model.server.ts";

/**
 * Decision 183: the model's FAQ head reads which of the firm's FAQ entries a message asks, trained on
 * labelled phrasings; an employer is not a company to form; "the first one" is the earlier service; how a
 * thing works is a patent's; professional tax described; a refusal links the return, the notice reply or
 * the GST return its situation is about. Our own wordings, none from an answer set.
 */

const assistant = assistantFor(loadContent());
const talk = (...turns: string[]) => lastAnswer(assistant, ...turns);
const state = (...turns: string[]) => stateOf(assistant, turns.at(-1) ?? "", historyOf(assistant, ...turns.slice(0, -1)));
const entryOf = (text: string) => understand(assistant.reader, text).faq?.[0];

describe("the FAQ head", () => {
  test("reads the entry a message asks in words of its own, in three languages", () => {
    for (const [text, id] of [
      ["my money still hasn't reached my account after you approved the cancellation", "refund-time"],
      ["will a qualified professional handle my filing or some helpdesk person?", "who-works"],
      ["mera pan aadhar aap kisi aur ko to nahi doge na", "confidential"],
      ["कॉल से पहले मैं अपनी नोटिस की फ़ोटो भेज दूँ?", "share-documents"],
    ] as const) {
      const read = entryOf(text);
      expect(read?.label, text).toBe(id);
      expect(read?.p ?? 0, text).toBeGreaterThanOrEqual(FAQ_READ);
    }
  });

  test("reads no entry in a question about a service", () => {
    for (const text of [
      "what documents are needed for gst registration",
      "how long does a trademark take to register",
      "itr 2 ki last date kya hai",
    ]) {
      expect(entryOf(text)?.label, text).toBe("none");
    }
  });

  test("the words mark the entry unless the head is sure of another; with no words, the head's entry", () => {
    const message = "who will handle my file";
    const byWords = faqOf({ message }, assistant.knowledge);
    expect(byWords?.id).toBe("after-payment");
    expect(faqOf({ message, faq: { id: "who-works", p: 0.5 } }, assistant.knowledge)?.id).toBe("after-payment");
    expect(faqOf({ message, faq: { id: "who-works", p: 0.9 } }, assistant.knowledge)?.id).toBe("who-works");
    expect(faqOf({ message: "qualified person or helpdesk?", faq: { id: "who-works", p: 0.5 } }, assistant.knowledge)?.id).toBe(
      "who-works",
    );
  });

  test("a question about us that names a service is answered from the entry it asks", () => {
    const answer = talk(
      "I'm in Kochi. Do I need to come down to your Dhanbad office for the company registration or is it all remote?",
    );
    expect(answer).toMatch(/online/i);
    expect(answer).toMatch(/without visiting/i);
  });

  test("a follow-up about the topic's own rules is not moved to us", () => {
    const s = state(
      "professional tax registration for my Pune office?",
      "we also have two people working from Chennai, separate one there?",
    );
    expect(s.intent).not.toBe("firm_contact");
    expect(s.service).toBe("professional-tax-registration");
  });
});

describe("the topic a situation or a follow-up names", () => {
  test("the employer is not a company to form", () => {
    const s = state("salaried at the same company for the whole year, need to file my income tax, what is your fee?");
    expect(s.service).toMatch(/^itr-1|income-tax-e-filing/);
    expect(areaOwned("i work at a company in gurgaon, salary 9 lakh")).toBe(true);
    expect(areaOwned("salary from the same company all year")).toBe(true);
    expect(areaOwned("register a company")).toBe(false);
  });

  test("'the first one' is the service talked about before the current one", () => {
    const s = state(
      "fee for a private limited company?",
      "could it be a single director and shareholder company instead?",
      "fine, we'll go with the first one after all, two of us. how long till it's incorporated?",
    );
    expect(s.service).toBe("private-limited-company");
  });

  test("a sole director asked of a company in view is the one-person company", () => {
    expect(state("cost to register a pvt ltd?", "can I be the only director?").service).toBe("one-person-company");
  });

  test("how a thing works, said to be new, is a patent's after a design", () => {
    const s = state(
      "I want to protect the look of my new kettle",
      "the heating method inside it is also new, does that get covered?",
    );
    expect(s.service).toBe("patent-registration");
  });

  test("a mechanism asked about after a design, in Hindi, is a patent's", () => {
    const s = state("मैंने नए आकार का लैंप डिज़ाइन किया है, उसका लुक कैसे सुरक्षित करूँ?", "इसके अंदर का मैकेनिज़्म भी कवर होगा?");
    expect(s.service).toBe("patent-registration");
  });

  test("a refusal is not carried to the next, lawful follow-up", () => {
    const s = state(
      "flat ka agreement for sale banwana hai, kitna?",
      "agreement me kam amount dikha do, baaki cash",
      "theek hai. registry ka kya process hai isme",
    );
    expect(s.intent).not.toBe("unlawful");
  });

  test("another area said with 'also' after a topic is the next topic", () => {
    expect(state("logo banwana hai naye brand ka", "phir copyright bhi karwa doge? uska kitna").service).toBe(
      "copyright-registration",
    );
  });

  test("'is it one time?' asks whether it recurs, and IGST on a sale abroad is the LUT", () => {
    const turns = ["we bill a UK client for design work, do we have to add IGST to the invoice?", "is it one time?"];
    expect(state(turns[0] ?? "").service).toBe("gst-lut-filing");
    expect(state(...turns).intent).toBe("validity");
  });

  test("the registered-mark symbol is the trademark's question, with the guide's answer", () => {
    const answer = talk("need a logo for my bakery", "after filing the application, can I print ® on the boxes?");
    expect(answer).toMatch(/Use ® only after/);
    expect(answer).toMatch(/\/service\/trademark-registration/);
  });

  test("a form named outright beats a sure reading of its area's general guide", () => {
    expect(state("what papers do you need from me to file itr-2").service).toBe("itr-2-return-filing");
  });

  test("a logo registered is its trademark; a logo to be made is the design service", () => {
    expect(state("i want to register our cafe logo as a tm, what do u need").service).toBe("trademark-registration");
    expect(state("need a logo designed for my cafe, cost?").service).toBe("logo-designing");
  });

  test("professional tax described, not named", () => {
    const s = state("we hired staff in Pune, do we have to register for the state tax deducted from their salaries? fee?");
    expect(s.service).toBe("professional-tax-registration");
  });

  test("paying a hospital ourselves is not our bill, and our fee for the claim is answered", () => {
    const answer = talk("we settled the hospital bill ourselves, what's your fee to claim it back from the insurer?");
    expect(answer).not.toMatch(/Can I get a refund/);
    expect(answer).toMatch(/₹999/);
  });

  test("the department's refund asked in Hindi is not paying us", () => {
    expect(state("ITR-1 भरना है", "टैक्स का रिफ़ंड कब तक आता है?").intent).toBe("timeline");
  });
});

describe("situations read for the service they need", () => {
  test("a turnover in lakhs is not a price claimed for our work", () => {
    const s = state("we trade steel in Ranchi, sales crossed ₹45 lakh this year, is GST registration compulsory now?");
    expect(s.intent).not.toBe("manipulation");
    expect(talk("do the GST registration for ₹150 only")).toMatch(/not our price/i);
  });

  test("the Udyam class the two amounts decide", () => {
    const answer = talk("plant and machinery about ₹2 crore, turnover ₹6 crore: micro or small on Udyam?");
    expect(answer).toMatch(/Micro enterprise/);
    expect(answer).toMatch(/₹2 crore/);
  });

  test("a GST number to take, and an office moved, are different services", () => {
    expect(state("freelance designer, 22 lakh a year, do I need to get a gst number now?").service).toBe("gst-registration");
    expect(state("moved my shop to a new address in the same town, new gst registration needed?").service).toBe("gst-amendment");
  });

  test("a licence for food made at home is FSSAI, unless another licence is named", () => {
    expect(state("ghar pe achaar bana ke bechna hai online, koi licence chahiye kya?").service).toBe("food-business-licence");
    expect(state("small cafe with 4 staff, need a trade licence from the municipality, can you do it?").service).not.toBe(
      "food-business-licence",
    );
  });

  test("proof of address asked in Hindi is a documents question", () => {
    expect(state("दुकान किराये की है, GST के लिए पते का कौन सा सबूत लगेगा?").intent).toBe("documents");
  });

  test("the return of one's earnings said in Hindi is the income-tax return", () => {
    expect(state("पिछले साल की कमाई का रिटर्न भरना है, आखिरी तारीख?").service).toMatch(/^itr-|income-tax/);
  });

  test("an order against the visitor with a notice in view asks where next", () => {
    const s = state(
      "got a GST notice for a mismatch in my returns, can you reply?",
      "and if the officer still passes an order against me?",
    );
    expect(s.intent).toBe("rejection");
    expect(
      talk(
        "got a GST notice for a mismatch in my returns, can you reply?",
        "and if the officer still passes an order against me?",
      ),
    ).toMatch(/APL-01/);
  });

  test("selling one's land is not selling our clients' data", () => {
    expect(talk("अपनी ज़मीन भाई को बेच रहा हूँ, डीड बनवानी है")).not.toMatch(/गोपनीय/);
    expect(talk("aap log mera data aage bech to nahi doge?")).toMatch(/confidential|sell/i);
  });

  test("water that got in is not a bribe", () => {
    expect(state("kitchen me paani ghus gaya, fridge kharab, insurance claim kaise karu?").intent).not.toBe("unlawful");
    expect(state("officer ko thoda ghus de ke file pass karwa do").intent).toBe("unlawful");
  });

  test("partners who take no investors but want their assets safe are pointed to the LLP's guide", () => {
    const answer = talk(
      "two architects starting a practice, no outside investors ever, but we want limited liability. what to register?",
    );
    expect(answer).toMatch(/\/service\/company-registration\)/);
  });

  test("a letter objecting to a brand name is the objection reply", () => {
    expect(state("the trademark registry sent a letter objecting to our mark, how many days to reply?").service).toBe(
      "trademark-objection",
    );
  });
});

describe("a refusal links the lawful service its situation is about", () => {
  test("HRA receipts, an officer and input credit", () => {
    expect(talk("make me rent receipts for 10 months so I can claim HRA, I don't pay any rent")).toMatch(
      /\/service\/itr-1-return-filing/,
    );
    expect(talk("income tax wale officer ko kuch de ke mamla khatam karwa do")).toMatch(/\/service\/income-tax-notice/);
    expect(talk("get me purchase invoices without goods so I can take more ITC this month")).toMatch(
      /\/service\/gst-return-filing/,
    );
  });

  test("a lawful way named, or the visitor's own papers, are not refused", () => {
    expect(state("we export spices, do we need an LUT so that we don't pay IGST on every shipment?").intent).not.toBe("unlawful");
    expect(state("can I paste my PAN and aadhaar number here so you can check?").intent).not.toBe("others_data");
    expect(state("file my return with my neighbour's PAN, he won't mind").intent).toMatch(/unlawful|others_data/);
  });

  test("'aaj hi chahiye' asks how soon, not a promise", () => {
    expect(unlawfulKind("aaj hi chahiye signing token, same day ho jayega?")).toBeUndefined();
  });
});
