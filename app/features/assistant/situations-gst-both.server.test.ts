import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { historyOf as conversation } from "../../../tests/support/assistant-conversation.ts";
import { answerLocally, assistantFor, stateOf } from "./local-assistant.server.ts";
import { pickService } from "./situation.server.ts";
import { gstSituation } from "./situation-areas.ts";

/**
 * Decision 172, third part: GST situations beyond registering, two services priced together, the clock an
 * event starts, papers asked in so many words, and a service the visitor says they lack. Our own wordings.
 */

const content = loadContent();
const assistant = assistantFor(content);

const historyOf = (...turns: string[]) => conversation(assistant, ...turns);

describe("GST situations", () => {
  test.each([
    ["a director left, we need to remove him from our gst", "gst-amendment"],
    ["gst officer sent asmt-10 saying itc mismatch", "gst-notice-reply"],
    ["exporting services without igst, what is the lut process", "gst-lut-filing"],
    ["want to surrender my gst, business closed", "gst-cancellation"],
    ["opening a second branch in another state, do i need new gst", "gst-registration"],
    ["gst registration price", undefined],
  ])("%s", (message, slug) => {
    expect(gstSituation(message)).toBe(slug);
  });

  test("the situation decides the service in the state, unless another service is named", () => {
    expect(stateOf(assistant, "we added a partner, what do we upload to change the gst registration").service).toBe(
      "gst-amendment",
    );
    expect(stateOf(assistant, "itc mismatch notice from gst, what is your fee for the trademark registration").service).toBe(
      "trademark-registration",
    );
  });
});

describe("what happened starts a clock", () => {
  test("a notice received leads with the reply deadline; a move leads with the amendment deadline", () => {
    expect(answerLocally(assistant, "we got a gst show cause notice last week, what now")).toMatch(
      /show cause notice: \*\*often 30 days/,
    );
    expect(answerLocally(assistant, "shifted our office within the city, gst update needed")).toMatch(/within 15 days/);
  });
});

describe("two services priced together", () => {
  test("'both together' gives each price line, the earlier one first", () => {
    const history = historyOf("fssai registration price", "and udyam registration?");
    const answer = answerLocally(assistant, "price for both together", history);
    const fssai = answer.indexOf("/service/food-business-licence");
    const udyam = answer.indexOf("/service/small-business-registration");
    expect(fssai).toBeGreaterThanOrEqual(0);
    expect(udyam).toBeGreaterThan(fssai);
    expect(answer.match(/costs \*\*₹/g)?.length).toBe(2);
  });

  test("without an earlier service, 'both' is an ordinary price question", () => {
    expect(answerLocally(assistant, "trademark registration both classes price")).toContain("/service/trademark-registration");
  });
});

describe("structures and papers", () => {
  test("farmers forming a company: the producer company", () => {
    const knowledge = assistant.knowledge;
    expect(pickService("structure", {}, knowledge, "eleven farmers want to start a company together")).toMatchObject({
      slug: "producer-company",
    });
  });

  test("a service the visitor lacks is not the topic; what to upload is a papers question", () => {
    const state = stateOf(assistant, "i have no rent agreement for my office, what can i upload for gst registration proof");
    expect(state.service).toBe("gst-registration");
    expect(state.intent).toBe("documents");
  });
});

describe("follow-ups that change the variant, the refund or the form", () => {
  test("a variant's own words in a follow-up move to that variant of the same service", () => {
    const history = historyOf("usa trademark filing cost");
    expect(stateOf(assistant, "what if i need it in several countries instead", history).service).toBe("international-trademark");
  });

  test("a refund asked in a service conversation is ours; a tax refund is not", () => {
    const history = historyOf("trademark registration price");
    expect(stateOf(assistant, "refund kitne din me milta hai", history).intent).toBe("payment");
    const itr = historyOf("itr 1 price");
    expect(stateOf(assistant, "when will my income tax refund come", itr).intent).not.toBe("payment");
  });
});

describe("money sent abroad and objections by kind", () => {
  test("paying someone abroad is the 15CA/15CB filing, not paying us", () => {
    const state = stateOf(assistant, "we are paying a designer in dubai for our logo, what forms does the bank want");
    expect(state.service).toBe("15ca-15cb-filing");
    expect(state.intent).not.toBe("payment");
  });

  test("an examiner's objection is answered for the kind of IP it was raised on", () => {
    expect(stateOf(assistant, "got an examination report on my design application, what now").service).toBe("design-objection");
    expect(stateOf(assistant, "copyright office sent a discrepancy letter on my song").service).toBe("copyright-objection");
  });
});

describe("faint readings and many filings", () => {
  test("a faint reading about us, with a service in view, keeps talking about the service", () => {
    const history = historyOf("lic death claim documents");
    expect(stateOf(assistant, "my father's policy has no nominee at all", history).intent).not.toMatch(
      /^firm_|case_status|human/,
    );
  });

  test("several filings and someone to handle them all: the dedicated manager", () => {
    expect(stateOf(assistant, "too many gst and tds deadlines, want one person to manage everything").service).toBe(
      "dedicated-business-manager",
    );
    expect(stateOf(assistant, "gst return due date").service).not.toBe("dedicated-business-manager");
  });
});
