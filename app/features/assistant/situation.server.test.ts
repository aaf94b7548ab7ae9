import { describe, expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { compose } from "./compose.server.ts";
import { buildKnowledge } from "./knowledge.server.ts";
import type { Profile } from "./labels.ts";
import { domainOf, fssaiTier, itrForm, pickService, withHints } from "./situation.server.ts";

const content = loadContent();
const knowledge = buildKnowledge(content);
const LAKH = 100_000;
const CRORE = 100 * LAKH;

describe("ITR form from the profile (CBDT forms for AY 2025-26 as the guides state them)", () => {
  test.each<[string, Profile, number | undefined]>([
    ["salary only", { entity: "salaried", income: ["salary"] }, 1],
    ["pension and interest", { entity: "senior_citizen", income: ["pension", "other_sources"] }, 1],
    ["salary and capital gains", { entity: "salaried", income: ["salary", "capital_gains"] }, 2],
    ["salary above ₹50 lakh", { entity: "salaried", income: ["salary"], turnover: 60 * LAKH }, 2],
    ["NRI with rent", { entity: "nri", income: ["house_property"] }, 2],
    ["foreign income", { entity: "individual", income: ["salary", "foreign"] }, 2],
    ["HUF with rent", { entity: "huf", income: ["house_property"] }, 2],
    ["business income", { entity: "individual", income: ["business"] }, 3],
    ["NRI with business", { entity: "nri", income: ["business", "presumptive"] }, 3],
    ["proprietor on 44AD, ₹1.5 crore", { entity: "proprietor", income: ["presumptive"], turnover: 150 * LAKH }, 4],
    [
      "professional on 44ADA above its limit",
      { entity: "individual", income: ["profession", "presumptive"], turnover: 90 * LAKH },
      3,
    ],
    ["presumptive with capital gains", { entity: "proprietor", income: ["presumptive", "capital_gains"] }, 3],
    ["partnership firm", { entity: "partnership" }, 5],
    ["partnership firm on 44AD", { entity: "partnership", income: ["presumptive"], turnover: CRORE }, 4],
    ["LLP, even presumptive", { entity: "llp", income: ["presumptive"] }, 5],
    ["company", { entity: "company" }, 6],
    ["one person company", { entity: "opc" }, 6],
    ["trust", { entity: "trust_ngo" }, 7],
    ["nothing known", {}, undefined],
  ])("%s → ITR-%s", (_, profile, form) => {
    expect(itrForm(profile)).toBe(form);
  });
});

describe("which service fits", () => {
  const pick = (profile: Profile, message = "", service?: string) =>
    pickService(domainOf(service, profile, message), profile, knowledge);

  test("GST: above, below and between the limits", () => {
    expect(pick({ activity: "services", turnover: 25 * LAKH }, "do I need gst")).toMatchObject({
      slug: "gst-registration",
      note: "gst-above",
      limit: 20 * LAKH,
    });
    expect(pick({ activity: "goods", turnover: 50 * LAKH }, "gst")).toMatchObject({ note: "gst-above", limit: 40 * LAKH });
    expect(pick({ activity: "goods", turnover: 30 * LAKH }, "gst")).toMatchObject({ note: "gst-between", limit: 40 * LAKH });
    expect(pick({ activity: "services", turnover: 8 * LAKH }, "gst")).toMatchObject({ note: "gst-below", limit: 10 * LAKH });
    expect(pick({ turnover: 30 * LAKH }, "gst")).toEqual({ kind: "ask", about: "goods-or-services" });
    expect(pick({ turnover: 45 * LAKH }, "जीएसटी")).toMatchObject({ note: "gst-above" });
  });

  test("IP: a brand abroad goes through the Madrid Protocol, a book is copyright, an invention a patent", () => {
    const ip = (message: string, service?: string) => pickService(domainOf(service, {}, message), {}, knowledge, message);
    expect(ip("Can I protect my brand in other countries?")).toMatchObject({ slug: "international-trademark", domain: "ip" });
    expect(ip("brand ko america me protect karna hai")).toMatchObject({ slug: "usa-trademark-registration" });
    expect(ip("mujhe apne brand ko protect karna hai")).toMatchObject({ slug: "trademark-registration" });
    expect(ip("i wrote a book how do i protect it")).toMatchObject({ slug: "copyright-registration" });
    expect(ip("how to protect my invention")).toMatchObject({ slug: "patent-registration" });
    expect(ip("I want to book a call")).toEqual({ kind: "ask", about: "profile" });
    // A follow-up naming nothing keeps the IP service in the conversation (the composer answers who it is for).
    expect(ip("which one do i need", "trademark-objection")).toEqual({ kind: "ask", about: "profile" });
  });

  test("structure: starting a business with a friend compares structures; an NGO is a Section 8 company", () => {
    const structure = (message: string) => {
      const domain = domainOf(undefined, {}, message);
      return pickService(domain, withHints({}, message, domain), knowledge, message);
    };
    expect(structure("i want to start business with my friend")).toMatchObject({ slug: "company-registration" });
    expect(structure("startup shuru karna hai kya registration chahiye")).toMatchObject({ domain: "structure" });
    expect(structure("ngo banana hai kaunsa registration")).toMatchObject({ slug: "section-8-company" });
  });

  test("FSSAI tier by the limits in force from 1 April 2026; importers need the central licence", () => {
    expect(fssaiTier({ activity: "ecommerce", turnover: 5 * LAKH })).toBe("basic");
    expect(fssaiTier({ activity: "food", turnover: 8 * LAKH })).toBe("basic");
    expect(fssaiTier({ activity: "food", turnover: 150 * LAKH })).toBe("basic");
    expect(fssaiTier({ activity: "food", turnover: 5 * CRORE })).toBe("state");
    expect(fssaiTier({ activity: "food", turnover: 51 * CRORE })).toBe("central");
    expect(fssaiTier({ activity: "food" })).toBeUndefined();
    expect(fssaiTier({ activity: "import_export" })).toBe("central");
    expect(pick({ activity: "food" })).toMatchObject({ slug: "food-business-licence" });
  });

  test("IEC, Udyam and the company structure", () => {
    expect(pick({ activity: "import_export" })).toMatchObject({ slug: "import-export-compliance-if-applicable" });
    expect(pick({}, "do I need udyam registration")).toMatchObject({ slug: "small-business-registration" });
    expect(pick({ entity: "opc" }, "which company")).toMatchObject({ slug: "one-person-company" });
    expect(pick({ entity: "startup" }, "company or LLP?")).toMatchObject({ slug: "company-registration", domain: "structure" });
  });

  test("the service in the state decides the area; an empty profile gets a question", () => {
    expect(pick({ entity: "company" }, "which form", "itr-1-to-itr-7-return-filing")).toMatchObject({
      slug: "itr-6-return-filing",
    });
    expect(pick({}, "which itr should I file")).toEqual({ kind: "ask", about: "profile" });
    expect(pick({}, "what do I need")).toEqual({ kind: "ask", about: "profile" });
  });
});

describe("words in the message fill empty slots, never override them", () => {
  test.each<[string, Profile, string]>([
    ["Which ITR is for presumptive income under 44AD?", { income: ["business"] }, "itr-4-return-filing"],
    ["Which ITR form for salary plus capital gains from selling shares?", { income: ["salary"] }, "itr-2-return-filing"],
    ["Which ITR form does a company file?", {}, "itr-6-return-filing"],
    ["which itr does an LLP file", {}, "itr-5-return-filing"],
    ["Which ITR form does a charitable trust file?", {}, "itr-7-return-filing"],
    ["I'm a freelance designer using 44ADA, which return form do I use?", {}, "itr-4-return-filing"],
    ["Can a single person start a company alone?", {}, "one-person-company"],
    ["I sell soaps on Instagram, 25 lakh a year, do I need GST?", {}, "gst-registration"],
  ])("%s", (message, profile, slug) => {
    const domain = domainOf(undefined, profile, message);
    expect(pickService(domain, withHints(profile, message, domain), knowledge)).toMatchObject({ slug });
  });

  test("the state's own slots win", () => {
    expect(withHints({ entity: "llp" }, "which ITR for my company", "itr").entity).toBe("llp");
    expect(withHints({ turnover: 5 * LAKH }, "gst for 50 lakh", "gst").turnover).toBe(5 * LAKH);
    expect(withHints({}, "gst, we sell products, 50 lakh", "gst")).toEqual({ activity: "goods", turnover: 50 * LAKH });
  });
});

describe("the which_service answer", () => {
  test.each(["en", "hi", "hinglish"] as const)("names the form, quotes its eligibility and links the guide (%s)", (lang) => {
    const answer = compose(
      {
        intent: "which_service",
        profile: { entity: "salaried", income: ["salary", "capital_gains"] },
        lang,
        message: "which itr",
      },
      knowledge,
    );
    expect(answer).toContain("[ITR-2 Return Filing](/service/itr-2-return-filing)");
    for (const line of content.guides.get("itr-2-return-filing")?.facts?.eligibility ?? []) expect(answer).toContain(line);
    expect(answer).toMatch(/\/service\/itr-2-return-filing#who-needs-itr-2/);
  });

  test("the situation is repeated in the visitor's language", () => {
    const profile: Profile = { entity: "salaried", income: ["salary", "capital_gains"] };
    expect(compose({ intent: "which_service", profile, lang: "hi", message: "" }, knowledge)).toContain(
      "(नौकरीपेशा; आय: वेतन, कैपिटल गेन)",
    );
    expect(compose({ intent: "which_service", profile, lang: "en", message: "" }, knowledge)).toContain(
      "(salaried; income: salary, capital gains)",
    );
  });

  test("GST above the limit says it is compulsory and quotes the threshold line", () => {
    const answer = compose(
      { intent: "which_service", profile: { activity: "services", turnover: 25 * LAKH }, lang: "en", message: "gst?" },
      knowledge,
    );
    expect(answer).toContain("Above ₹20 lakh GST registration is compulsory");
    const limits = (content.guides.get("gst-registration")?.facts?.thresholds ?? []).filter((x) => /aggregate/.test(x.value));
    expect(limits.length).toBeGreaterThanOrEqual(3);
    for (const x of limits) expect(answer).toContain(`${x.what}: **${x.value}**`);
    expect(answer).toMatch(/whatever their turnover/);
    expect(answer).toContain("[GST Registration](/service/gst-registration)");
  });

  test("GST below or near the limit does not say 'you need'", () => {
    for (const turnover of [8 * LAKH, 30 * LAKH]) {
      const answer = compose(
        { intent: "which_service", profile: { activity: "goods", turnover }, lang: "en", message: "gst?" },
        knowledge,
      );
      expect(answer).not.toContain("You need");
      expect(answer).toContain("[GST Registration](/service/gst-registration)");
    }
  });

  test("FSSAI answer names the tier and gives the facts file's limits", () => {
    const answer = compose(
      { intent: "which_service", profile: { activity: "food", turnover: 8 * LAKH }, lang: "hi", message: "कौन सा लाइसेंस" },
      knowledge,
    );
    expect(answer).toContain("FSSAI basic registration");
    expect(answer).toContain("₹1.5 crore");
  });

  test("no profile but a service in the conversation: who that service is for", () => {
    const answer = compose(
      { intent: "which_service", service: "itr-4-return-filing", profile: {}, lang: "en", message: "who can use that form?" },
      knowledge,
    );
    expect(answer).toContain("ITR-4 Return Filing");
    for (const line of content.guides.get("itr-4-return-filing")?.facts?.eligibility ?? []) expect(answer).toContain(line);
    expect(answer).not.toContain("Tell me a little about you");
  });

  test("an ITR eligibility question with a situation ends with the form that fits", () => {
    const other = compose(
      {
        intent: "eligibility",
        service: "itr-1-return-filing",
        profile: {},
        lang: "en",
        message: "can I file ITR-1? I have salary and sold some shares",
      },
      knowledge,
    );
    expect(other).toContain("what fits you is **[ITR-2 Return Filing](/service/itr-2-return-filing)**");
    const same = compose(
      {
        intent: "eligibility",
        service: "itr-1-return-filing",
        profile: { entity: "salaried", income: ["salary"] },
        lang: "hi",
        message: "",
      },
      knowledge,
    );
    expect(same).toContain("**ITR-1 Return Filing** आपके लिए सही है");
    const none = compose(
      { intent: "eligibility", service: "itr-1-return-filing", profile: {}, lang: "en", message: "who can file ITR-1?" },
      knowledge,
    );
    expect(none).not.toContain("From what you told me");
  });

  test("alternatives still get one question; no profile gets the profile question", () => {
    const asked = compose(
      {
        intent: "which_service",
        service: "itr-3-return-filing",
        alternatives: ["itr-4-return-filing"],
        profile: {},
        lang: "en",
        message: "",
      },
      knowledge,
    );
    expect(asked).toMatch(/^Do you mean \[ITR-3 Return Filing\].* or \[ITR-4 Return Filing\].*\?$/);
    const profile = compose({ intent: "which_service", profile: {}, lang: "hinglish", message: "kaunsa form" }, knowledge);
    expect(profile).toContain("Apne baare mein");
  });
});
