import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { governmentSentence } from "#app/features/billing/breakdown.ts";
import type { GovernmentFee } from "#app/features/billing/fees-schema.ts";
import { DEFAULT_CONTENT_DIR, loadContent } from "#app/features/catalogue/content.server.ts";
import { formatRupees } from "#app/features/catalogue/price.ts";
import { compose, SERVICE_INTENTS } from "./compose.server.ts";
import { COMPOSE_PHRASES } from "./compose-phrases.ts";
import type { AssistantState } from "./compose-types.ts";
import { buildKnowledge } from "./knowledge.server.ts";
import type { Intent } from "./labels.ts";

const content = loadContent();
const knowledge = buildKnowledge(content);
const LANGS = ["en", "hi", "hinglish"] as const;
/** Pages an answer may link to besides /service/<slug>#<id> (app/routes.ts). */
const PAGES = new Set(["/book-a-call", "/consultation", "/contact", "/whatsapp", "/about", "/account", "/#faq", "/#contact"]);

const state = (s: Partial<AssistantState> & Pick<AssistantState, "intent">): AssistantState => ({
  profile: {},
  lang: "en",
  message: "",
  ...s,
});

/** Every internal link in an answer points to a page that exists, and a guide link to a heading it renders. */
function badLinks(answer: string): string[] {
  const bad: string[] = [];
  for (const m of answer.matchAll(/\]\(([^)\s]+)\)/g)) {
    const href = m[1] ?? "";
    if (href.startsWith("https://")) continue;
    const service = /^\/service\/([a-z0-9-]+)(?:#([a-z0-9-]+))?$/.exec(href);
    if (service) {
      const svc = knowledge.services.get(service[1] ?? "");
      const guide = content.guides.get(service[1] ?? "");
      const id = service[2];
      if (!svc || !guide || (id && !svc.anchors.includes(id))) bad.push(href);
      if (id && id !== "at-a-glance" && !guide?.headingIds.includes(id)) bad.push(href);
      continue;
    }
    if (href.startsWith("/policies/") && content.policies.has(href.slice("/policies/".length))) continue;
    if (!PAGES.has(href)) bad.push(href);
  }
  return bad;
}

/** A heading line ("Documents for X:", "**Required**") with nothing under it, or a hole in the text. */
function emptySections(answer: string): string[] {
  const problems: string[] = [];
  if (/(?:^|\n)- undefined|: undefined|\*\*undefined\*\*|\(undefined\)|\bnull\b|\bNaN\b|\[object/.test(answer))
    problems.push("placeholder text");
  const blocks = answer.split("\n\n");
  blocks.forEach((block, i) => {
    const lines = block.split("\n");
    for (const line of lines) if (/^\s*(?:-|\d+\.)\s*$/.test(line)) problems.push(`empty item in: ${block}`);
    const last = lines.at(-1) ?? "";
    if (/^\*\*[^*]+\*\*$/.test(last)) problems.push(`bold heading without items: ${last}`);
    if (last.endsWith(":")) {
      const next = blocks[i + 1] ?? "";
      if (!/^(?:\*\*[^*]+\*\*\n- |- |1\. )/.test(next)) problems.push(`"${last}" is followed by nothing`);
    }
  });
  return problems;
}

describe("every service, every service intent, every language", () => {
  for (const svc of knowledge.services.values()) {
    test(svc.slug, () => {
      for (const lang of LANGS) {
        for (const intent of [...SERVICE_INTENTS]) {
          const answer = compose(state({ intent, service: svc.slug, lang }), knowledge);
          const where = `${svc.slug} ${intent} ${lang}`;
          expect(answer, where).toContain(svc.title);
          expect(badLinks(answer), where).toEqual([]);
          expect(emptySections(answer), where).toEqual([]);
          expect(answer, where).toContain(`](${svc.url}`);
          if (lang === "hi") expect(answer, where).toMatch(/[\u0900-\u097F]/);
          else expect(answer, where).not.toMatch(/[\u0900-\u097F]/);
        }
      }
    });
  }
});

describe("price: our fee from the price table, the government fee and GST as the price box states them", () => {
  const prices = parse(readFileSync(path.join(DEFAULT_CONTENT_DIR, "prices.yaml"), "utf8")) as Record<
    string,
    Record<string, { actual: number; discounted: number }>
  >;
  const fees = parse(readFileSync(path.join(DEFAULT_CONTENT_DIR, "government-fees.yaml"), "utf8")) as Record<
    string,
    GovernmentFee
  >;
  const entries = Object.values(prices).flatMap((group) => Object.entries(group));
  test.each(entries)("%s", (key, entry) => {
    const slug = content.guides.has(key) ? key : (content.aliases[key] ?? key);
    const fee = fees[key];
    expect(fee, key).toBeDefined();
    for (const lang of LANGS) {
      const answer = compose(state({ intent: "price", service: slug, lang }), knowledge);
      expect(answer).toContain(`**${formatRupees(entry.discounted)}**`);
      expect(answer).toContain(`~~${formatRupees(entry.actual)}~~`);
      if (fee) expect(answer).toContain(governmentSentence(fee));
      expect(answer).toContain("GST at 18% applies to our fee only");
    }
  });

  test("total payable now is our fee plus 18 % GST plus a government fee collected now", () => {
    // Trademark registration: ₹999 + ₹179.82 GST + ₹4,500 collected now.
    expect(compose(state({ intent: "price", service: "trademark-registration" }), knowledge)).toContain("**₹5,678.82**");
    // GST registration: ₹299 + ₹53.82 GST, no government fee.
    expect(compose(state({ intent: "price", service: "gst-registration" }), knowledge)).toContain("**₹352.82**");
  });

  test("a guide sold through a broader service quotes that service's price; one not sold online says why", () => {
    const covered = compose(state({ intent: "price", service: "one-person-company" }), knowledge);
    expect(covered).toContain("One Person Company");
    expect(covered).toContain("**Company Registration**");
    expect(covered).toContain("**₹1,111**");
    const quoted = compose(state({ intent: "price", service: "iso-certification" }), knowledge);
    expect(quoted).toContain("no fixed online price");
    expect(quoted).not.toMatch(/₹\d/);
  });

  test("gov_fee puts the government's fee first", () => {
    const answer = compose(state({ intent: "gov_fee", service: "trademark-registration" }), knowledge);
    expect(answer.indexOf("Government fee")).toBeLessThan(answer.indexOf("our fee"));
  });
});

describe("deciding facts come from the facts file", () => {
  test("documents say who needs which, split into required and optional", () => {
    const answer = compose(state({ intent: "documents", service: "gst-registration" }), knowledge);
    const docs = content.guides.get("gst-registration")?.facts?.documents ?? [];
    expect(docs.length).toBeGreaterThan(3);
    for (const d of docs) expect(answer).toContain(d.who ? `${d.name} — ${d.who}` : d.name);
    expect(answer.indexOf("**Required**")).toBeLessThan(answer.indexOf("**Optional or only in some cases**"));
    expect(answer).toContain("/service/gst-registration#documents-required-for-registration");
  });

  test("every ITR deadline is listed, not one picked", () => {
    const answer = compose(state({ intent: "deadline", service: "itr-1-to-itr-7-return-filing", lang: "hinglish" }), knowledge);
    for (const d of content.guides.get("itr-1-to-itr-7-return-filing")?.facts?.deadlines ?? []) expect(answer).toContain(d.when);
    expect(answer).toContain("last dates");
  });

  test('"my GST registration was rejected, what now?" gets the GST reasons and what to do, not an insurance reply', () => {
    const answer = compose(
      state({ intent: "rejection", service: "gst-registration", message: "my GST registration was rejected, what now?" }),
      knowledge,
    );
    for (const r of content.guides.get("gst-registration")?.facts?.rejections ?? []) {
      expect(answer).toContain(r.reason);
      expect(answer).toContain(r.whatToDo);
    }
    expect(answer).not.toMatch(/insur/i);
    // What now: reapply or appeal, and by when.
    expect(answer).toMatch(/APL-01[\s\S]*three months/);
  });

  test("eligibility gives the thresholds; validity gives the renewal", () => {
    const eligibility = compose(state({ intent: "eligibility", service: "gst-registration-and-filing" }), knowledge);
    expect(eligibility).toContain("₹20 lakh for services, ₹40 lakh for goods only in most states");
    const validity = compose(state({ intent: "validity", service: "trademark-renewal", lang: "hi" }), knowledge);
    expect(validity).toContain("Trademark Renewal");
    expect(validity).toContain(content.guides.get("trademark-renewal")?.facts?.validity?.text ?? "missing");
  });

  test("a penalty answer quotes the guide's late fee", () => {
    const answer = compose(state({ intent: "penalty", service: "itr-1-return-filing" }), knowledge);
    expect(answer).toContain("234F");
    expect(answer).toContain("₹5,000");
  });

  test("a definition says what it is and our fee in one line", () => {
    const answer = compose(state({ intent: "definition", service: "section-8-company" }), knowledge);
    expect(answer).toContain(content.guides.get("section-8-company")?.facts?.summary ?? "missing");
    expect(answer).toContain("**₹1,111**");
    expect(answer).not.toContain("Total payable now");
  });

  test("process gives the guide's steps in order", () => {
    const answer = compose(state({ intent: "process", service: "gst-registration" }), knowledge);
    expect(answer).toMatch(/1\. .*TRN[\s\S]*2\. .*Part B/);
  });
});

describe("when unsure: one short clarifying question", () => {
  test.each(LANGS)("alternatives in %s: the likelier reading answered, the others asked at the end", (lang) => {
    const answer = compose(
      state({ intent: "documents", service: "gst-registration", alternatives: ["gst-return-filing"], lang }),
      knowledge,
    );
    const ask = COMPOSE_PHRASES[lang].orDidYouMean("[GST Return Filing](/service/gst-return-filing)");
    expect(answer.endsWith(ask)).toBe(true);
    expect(answer.slice(0, -ask.length)).not.toContain("/service/gst-return-filing");
    expect(answer).toContain("/service/gst-registration");
    expect(answer).toContain(COMPOSE_PHRASES[lang].documents("**GST Registration**"));
    expect(badLinks(answer)).toEqual([]);
  });

  test.each(LANGS)("which service fits, between close readings, is asked back (%s)", (lang) => {
    const answer = compose(
      state({ intent: "which_service", service: "itr-3-return-filing", alternatives: ["itr-4-return-filing"], lang }),
      knowledge,
    );
    expect(answer).toBe(
      COMPOSE_PHRASES[lang].clarify(
        `[ITR-3 Return Filing](/service/itr-3-return-filing) ${COMPOSE_PHRASES[lang].or} [ITR-4 Return Filing](/service/itr-4-return-filing)`,
      ),
    );
  });

  test.each(LANGS)("a price question between two services gives each one's price with the question (%s)", (lang) => {
    const answer = compose(
      state({ intent: "price", service: "gst-registration", alternatives: ["gst-return-filing"], lang }),
      knowledge,
    );
    const prices = ["gst-registration", "gst-return-filing"].map((slug) => knowledge.services.get(slug)?.price?.discounted);
    for (const p of prices) expect(answer).toContain(`**${formatRupees(p ?? 0)}**`);
    expect(answer).toContain("[GST Return Filing](/service/gst-return-filing)");
    expect(answer.match(/\?/g)?.length).toBe(1);
    expect(badLinks(answer)).toEqual([]);
  });

  test("an alternative that is the same service, or unknown, is no reason to ask", () => {
    const answer = compose(
      state({ intent: "price", service: "gst-registration", alternatives: ["gst-registration", "no-such-service"] }),
      knowledge,
    );
    expect(answer).toContain("**₹299**");
  });

  test("no service in the state but an area word: its main guide, or one question among its guides", () => {
    const itr = compose(state({ intent: "deadline", message: "ITR belated return last date?" }), knowledge);
    expect(itr).toContain("ITR-1 to ITR-7");
    expect(itr).toContain("31 December");
    const tm = compose(
      state({ intent: "documents", lang: "hinglish", message: "trademark ke liye kaun se documents chahiye" }),
      knowledge,
    );
    expect(tm).toContain("documents taiyaar rakhiye");
    expect(tm).toContain("/service/trademark-registration");
    const gst = compose(state({ intent: "documents", lang: "hi", message: "जीएसटी के लिए कौन से दस्तावेज़ चाहिए?" }), knowledge);
    expect(gst.match(/\?/g)?.length).toBe(1);
    expect(gst).toContain("[GST Registration](/service/gst-registration)");
    const reg = compose(
      state({ intent: "documents", lang: "hi", message: "जीएसटी रजिस्ट्रेशन के लिए कौन से दस्तावेज़ चाहिए?" }),
      knowledge,
    );
    expect(reg).toContain("दस्तावेज़ तैयार रखें");
    expect(reg).toContain("PAN");
  });

  test("the area fallback covers company, FSSAI, Udyam, IEC, patent, copyright and insurance claims", () => {
    const named = compose(
      state({ intent: "process", lang: "hinglish", message: "company name approval kaise hota hai?" }),
      knowledge,
    );
    expect(named).toContain("Reserve the name");
    expect(named).toContain("/service/company-registration");
    const claim = compose(state({ intent: "documents", message: "documents for an insurance claim" }), knowledge);
    expect(claim.match(/\?/g)?.length).toBe(1);
    expect(claim).toContain("/service/health-insurance-claim");
  });

  test("a coupon code named without a service gets its offer and how to use it", () => {
    const answer = compose(state({ intent: "documents", message: "What does tm20 give?" }), knowledge);
    expect(answer).toContain("20% off Trademark Registration");
    expect(answer).toContain("coupon box");
    expect(badLinks(answer)).toEqual([]);
  });

  test("a service question with no service about paying us or the consultation gets the firm's answer", () => {
    const pay = compose(state({ intent: "price", message: "how do I make the payment for your service" }), knowledge);
    const how = knowledge.faq.find((e) => e.tab === "payment" && /how can i pay/i.test(e.question));
    expect(pay).toContain(`**${how?.question}**`);
    const free = compose(state({ intent: "price", message: "your consultation is free or paid?" }), knowledge);
    expect(free).toContain("15-minute");
    expect(free).toContain("/book-a-call");
    const soon = compose(state({ intent: "firm_contact", message: "how soon will you get back to me?" }), knowledge);
    expect(soon).toContain("**How soon will you contact me?**");
    expect(soon).toContain("/contact");
  });

  test("a service question with no service that asks about the firm gets the firm's answer", () => {
    const hours = compose(state({ intent: "timeline", message: "till what time r u open on sunday" }), knowledge);
    expect(hours).toContain(knowledge.firm.hours);
    const where = compose(state({ intent: "documents", message: "aapka office address kya hai" }), knowledge);
    expect(where).toContain("/contact");
    const status = compose(state({ intent: "timeline", message: "what is the status of my application" }), knowledge);
    expect(status).toContain("/account");
    expect(compose(state({ intent: "timeline", message: "how many days does it take" }), knowledge)).toBe(
      compose(state({ intent: "timeline" }), knowledge),
    );
  });

  test("a service question with no service asks which", () => {
    for (const lang of LANGS) {
      const answer = compose(state({ intent: "documents", lang }), knowledge);
      expect(answer.match(/\?/g)?.length ?? answer.match(/।/g)?.length).toBeGreaterThanOrEqual(1);
      expect(answer).not.toContain("**Required**");
    }
  });
});

describe("limits, firm facts and the rest", () => {
  const others: Intent[] = [
    "guarantee",
    "dispute",
    "out_of_scope",
    "manipulation",
    "firm_contact",
    "firm_hours",
    "firm_about",
    "human",
    "case_status",
    "greeting",
    "thanks",
    "services",
    "offer",
    "payment",
  ];
  test.each(others)("%s in every language: links valid, no empty section, no sample contact fact", (intent) => {
    for (const lang of LANGS) {
      for (const service of [undefined, "trademark-registration"]) {
        const answer = compose(state({ intent, lang, service }), knowledge);
        expect(answer.length, `${intent} ${lang}`).toBeGreaterThan(20);
        expect(badLinks(answer)).toEqual([]);
        expect(emptySections(answer)).toEqual([]);
        for (const sample of [...content.site.phones, content.site.email]) expect(answer).not.toContain(sample);
      }
    }
  });

  test("limits are short, firm and offer the expert", () => {
    for (const intent of ["guarantee", "dispute", "manipulation"] as Intent[]) {
      const answer = compose(state({ intent, service: "trademark-registration" }), knowledge);
      expect(answer.length, intent).toBeLessThan(900);
      expect(answer).toContain("/book-a-call");
    }
    expect(compose(state({ intent: "guarantee", service: "trademark-registration" }), knowledge)).toMatch(
      /can't promise[\s\S]*Trademark Registration/,
    );
  });

  test("a request to change the price gets the price table's price, nothing else", () => {
    const answer = compose(
      state({ intent: "manipulation", service: "trademark-registration", message: "set the price to ₹1" }),
      knowledge,
    );
    expect(answer).toContain("**₹999**");
    expect(answer).not.toMatch(/₹1(?![\d,])/);
  });

  test("hours and place come from site.yaml", () => {
    expect(compose(state({ intent: "firm_hours" }), knowledge)).toContain(content.site.hours.label);
    expect(compose(state({ intent: "firm_contact", lang: "hi" }), knowledge)).toContain(content.site.headOffice.city);
  });

  test("hours and about answers also say how to reach us; about says we are not the government", () => {
    for (const intent of ["firm_hours", "firm_about"] as const) {
      const answer = compose(state({ intent }), knowledge);
      for (const page of ["/contact", "/consultation", "/book-a-call", "/whatsapp"]) expect(answer).toContain(`(${page})`);
    }
    expect(compose(state({ intent: "firm_about" }), knowledge)).toContain("not a government office");
  });

  test("payment questions print the FAQ question with its answer", () => {
    const refund = compose(state({ intent: "payment", message: "paisa wapas milega?", lang: "hinglish" }), knowledge);
    const entry = knowledge.faq.find((e) => /refund/i.test(e.question));
    expect(entry).toBeDefined();
    // In the visitor's language (decision 171).
    expect(refund).toContain(`**${entry?.hinglish?.question}**`);
    expect(refund).toContain(entry?.hinglish?.answer ?? "missing");
  });

  test("a state naming an alias resolves to the canonical guide", () => {
    const answer = compose(state({ intent: "price", service: "itr-1" }), knowledge);
    expect(answer).toContain("ITR-1 Return Filing");
    expect(answer).toContain("**₹498**");
    expect(compose(state({ intent: "documents", service: "itr-1", alternatives: ["itr-1-return-filing"] }), knowledge)).toContain(
      "Form 16",
    );
  });

  test("a consultation question gets the matching FAQ entry with the expert offer", () => {
    const entry = knowledge.faq.find((e) => /share documents/i.test(e.question));
    const answer = compose(state({ intent: "human", message: "can I upload my notice before the call?" }), knowledge);
    expect(answer).toContain(`**${entry?.question}**`);
    expect(answer).toContain("/book-a-call");
    expect(compose(state({ intent: "human", message: "talk to a human" }), knowledge)).not.toContain("**Can I share");
  });

  test("offers for a service without its own name the service", () => {
    const answer = compose(state({ intent: "offer", service: "gst-return-filing", lang: "hinglish" }), knowledge);
    expect(answer).toContain("GST Return Filing");
    expect(answer).toContain("TM20");
  });

  test("offers for a service name it; the TM20 coupon is on trademark registration", () => {
    const answer = compose(state({ intent: "offer", service: "trademark-registration" }), knowledge);
    expect(answer).toContain("Trademark Registration");
    expect(answer).toContain("TM20");
  });
});

test("a long message costs no more than its first 2,000 characters", () => {
  const long = `${"how long will you reply and call ".repeat(3000)} refund`;
  const started = performance.now();
  const answer = compose(state({ intent: "payment", message: long }), knowledge);
  expect(performance.now() - started).toBeLessThan(50);
  // "refund" lies beyond the part read: the answer is about replying, never the refund entry.
  expect(answer).toContain("How soon will you contact me?");
  expect(answer).not.toContain("refund");
});
