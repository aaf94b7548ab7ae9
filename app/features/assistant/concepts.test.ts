import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { MAIN_GUIDES } from "./areas.ts";
import { buildConceptIndex, conceptIndexOf, conceptService } from "./concepts.ts";
import { assistantFor, stateOf } from "./local-assistant.server.ts";

/**
 * Decision 168: a concept of one service's facts decides the service when the message names none. Our own
 * wordings (never the development or held-out questions), each a class the content must carry.
 */
const content = loadContent();
const index = conceptIndexOf(content);
const assistant = assistantFor(content);

describe("concept index from content", () => {
  test.each([
    ["till what date must the tds cut from salaries be deposited", "tds-return-filing"],
    ["is qrmp available for my small business", "gst-return-filing"],
    ["competitor has not used his registered mark at all, can it be removed for non use", "trademark-rectification"],
    ["advance tax instalment dates for a firm", "tax-compliance"],
    ["who can opt for the composition scheme", "gst-return-filing"],
    ["3 crore in machinery, am i a micro enterprise", "small-business-registration"],
  ])("%s → %s", (message, slug) => {
    expect(conceptService(index, message)).toBe(slug);
  });

  test("a common word that occurs in many guides never picks one", () => {
    for (const message of ["company registration price", "how much for a new company", "what is the fee", "tax return"])
      expect(conceptService(index, message)).toBeUndefined();
  });

  test("the kind of line asked weighs more: a due date is read from the deadlines", () => {
    const message = "3 crore in plant, am i micro";
    expect(conceptService(index, message, { kind: "threshold" })).toBe("small-business-registration");
  });

  test("two guides with the same line: the one whose title the message names a word of", () => {
    // The TDS deposit date is in both the TAN and the TDS return facts.
    expect(conceptService(index, "deposit the tds we cut, by which date", { kind: "deadline" })).toBe("tds-return-filing");
    expect(conceptService(index, "deposit the tan we cut, by which date", { kind: "deadline" })).toBe("tan-registration");
  });

  test("a concept every company type shares falls to the family's main guide", () => {
    expect(conceptService(index, "how many board meetings a year", { bases: MAIN_GUIDES })).toBe("company-registration");
    expect(conceptService(index, "how many board meetings a year")).toBeUndefined();
  });

  test("a variant the message does not ask for is skipped (Madrid, not the USA filing)", () => {
    const message = "priority claim for madrid based on my india filing";
    expect(conceptService(index, message, { skip: (s) => s === "usa-trademark-registration" })).toBe("international-trademark");
  });

  test("a concept only chooses among the close readings it is given", () => {
    expect(conceptService(index, "gst limit for a trader in mizoram", { among: ["gst-registration", "gst-return-filing"] })).toBe(
      "gst-registration",
    );
    expect(
      conceptService(index, "is qrmp available for my small business", { among: ["gst-registration", "itr-1-return-filing"] }),
    ).not.toBe("gst-return-filing");
  });

  test("rarity is counted across guides: a word in every guide weighs nothing", () => {
    const guide = (slug: string, line: string) => ({ slug, title: slug, markdown: `## ${line}\n` });
    const others = Array.from({ length: 40 }, (_, i) => guide(`g${i}`, "widget"));
    const small = buildConceptIndex([guide("a", "widget audit"), ...others]);
    expect(conceptService(small, "widget")).toBeUndefined();
    expect(conceptService(small, "audit of a widget")).toBe("a");
  });
});

describe("the state takes the concept only when no service is named", () => {
  test("a named service is kept whatever concept the message carries", () => {
    expect(stateOf(assistant, "trademark registration: can qrmp apply?").service).not.toBe("gst-return-filing");
  });
  test("a follow-up keeps the conversation's service", () => {
    const history = [
      { role: "user" as const, text: "trademark registration price" },
      { role: "bot" as const, text: "…" },
    ];
    expect(stateOf(assistant, "and the deadline to deposit tds?", history).service).toBe("trademark-registration");
  });
  test("a decisive concept overrules two close readings it is not among", () => {
    const state = stateOf(assistant, "my rival copied my logo send notice");
    expect(state.service).toBe("tm-infringement-notice");
    expect(state.alternatives).toBeUndefined();
  });
  test("no service named, a concept of one service: that service, no question", () => {
    const state = stateOf(assistant, "last date to deposit the tds we cut in march");
    expect(state.service).toBe("tds-return-filing");
    expect(state.alternatives).toBeUndefined();
  });
});
