import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { DEFAULT_CONTENT_DIR, loadContent } from "#app/features/catalogue/content.server.ts";
import { FaqSchema } from "#app/features/catalogue/content-schema.ts";
import { compose } from "./compose.server.ts";
import type { AssistantState } from "./compose-types.ts";
import { buildKnowledge } from "./knowledge.server.ts";

// Decision 171: an FAQ entry the assistant prints is printed in the visitor's language when faq.yaml has it.
const content = loadContent();
const knowledge = buildKnowledge(content);
const state = (s: Partial<AssistantState> & Pick<AssistantState, "intent">): AssistantState => ({
  profile: {},
  lang: "en",
  message: "",
  ...s,
});
const entry = (q: RegExp) => {
  const found = knowledge.faq.find((e) => q.test(e.question));
  if (!found?.hi || !found.hinglish) throw new Error(`no translated FAQ entry ${q}`);
  return { ...found, hi: found.hi, hinglish: found.hinglish };
};

describe("FAQ entries in the visitor's language", () => {
  test("every entry the assistant can pick has a Hindi and a Hinglish version", () => {
    for (const e of knowledge.faq.filter((f) => f.asks.length > 0)) {
      expect(e.hi?.answer, e.question).toMatch(/[\u0900-\u097F]/);
      expect(e.hinglish?.answer, e.question).toMatch(/^[\x20-\x7E₹–]+$/);
    }
  });

  test("a Hindi question about a refund's time gets the Hindi entry, with the same figures and the policy link", () => {
    const e = entry(/How long does a refund take/);
    const answer = compose(state({ intent: "payment", lang: "hi", message: "मेरा रिफंड कितने दिन में लौटेगा?" }), knowledge);
    expect(answer).toContain(e.hi.question);
    expect(answer).toContain(e.hi.answer);
    expect(answer).toContain("5–7");
    expect(answer).toContain("/policies/");
    expect(answer).not.toContain(e.question);
  });

  test("a Hinglish question about offices gets the Hinglish entry", () => {
    const e = entry(/do not live in Dhanbad/);
    const answer = compose(
      state({ intent: "firm_contact", lang: "hinglish", message: "main Surat mein rehta hu, aapka office kahan hai?" }),
      knowledge,
    );
    expect(answer).toContain(e.hinglish.question);
    expect(answer).toContain(e.hinglish.answer);
    expect(answer).not.toContain(e.answer);
  });

  test("English is unchanged", () => {
    const e = entry(/How do I use the TM20 coupon/);
    const answer = compose(state({ intent: "payment", message: "where do I type the coupon code?" }), knowledge);
    expect(answer).toContain(`**${e.question}**\n${e.answer}`);
    expect(answer).not.toContain(e.hi.answer);
  });

  test("office hours in Hindi and Hinglish carry no English sentence from site.yaml", () => {
    for (const lang of ["hi", "hinglish"] as const) {
      const answer = compose(state({ intent: "firm_hours", lang, message: "" }), knowledge);
      expect(answer).toContain(content.site.hours.label);
      expect(answer).not.toContain(content.site.hours.support);
      expect(answer).not.toContain("About us");
    }
  });

  test("faq.yaml refuses a translation that states another figure than the English answer", () => {
    const raw = parse(readFileSync(path.join(DEFAULT_CONTENT_DIR, "faq.yaml"), "utf8"));
    expect(FaqSchema.safeParse(raw).success).toBe(true);
    const item = raw.payment.find((i: { question: string }) => /refund take/.test(i.question));
    item.hi.answer = item.hi.answer.replace("5–7", "3–5");
    const result = FaqSchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain("other figures");
  });
});
