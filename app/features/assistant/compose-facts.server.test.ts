import { expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { compose } from "./compose.server.ts";
import type { AssistantState } from "./compose-types.ts";
import { buildKnowledge } from "./knowledge.server.ts";

// The deciding fact is in the answer (issue 23, a-facts round, decision 163): conditions with documents,
// papers with eligibility, limits whatever intent was read, renewal windows, GST and ITR verdicts, firm
// FAQ entries with their question and policy, coupons, out of scope. compose.server.test.ts covers the rest.

const content = loadContent();
const knowledge = buildKnowledge(content);
const LANGS = ["en", "hi", "hinglish"] as const;
const state = (s: Partial<AssistantState> & Pick<AssistantState, "intent">): AssistantState => ({
  profile: {},
  lang: "en",
  message: "",
  ...s,
});

test("a documents answer adds the counted conditions; an eligibility answer the required papers", () => {
  const docs = compose(state({ intent: "documents", service: "nidhi-company" }), knowledge);
  expect(docs).toContain("200 members, ₹20 lakh NOF and Form NDH-4: **within 120 days of incorporation**");
  const who = compose(state({ intent: "eligibility", service: "gst-notice-reply" }), knowledge);
  expect(who).toContain("GSTR-1, GSTR-3B, GSTR-2A/2B and GSTR-9 for the period");
});

test("a 'minimum / how many' question gets the limits whatever intent was read; other questions do not", () => {
  const asked = compose(
    state({ intent: "timeline", service: "private-limited-company", message: "minimum directors?" }),
    knowledge,
  );
  expect(asked).toContain("at least 2, up to 15 without a special resolution");
  const plain = compose(state({ intent: "timeline", service: "private-limited-company", message: "how long?" }), knowledge);
  expect(plain).not.toContain("at least 2, up to 15");
});

test("a late fee is a cost of a missed date: in the penalty answer, not among eligibility limits", () => {
  expect(compose(state({ intent: "penalty", service: "itr-1-return-filing" }), knowledge)).toContain("section 234F");
  expect(compose(state({ intent: "eligibility", service: "itr-1-return-filing" }), knowledge)).not.toContain("234F");
});

test("a validity answer carries the renewal windows (grace with surcharge, restoration)", () => {
  const answer = compose(state({ intent: "validity", service: "trademark-renewal" }), knowledge);
  expect(answer).toContain("Grace period with surcharge: **6 months after expiry**");
  expect(answer).toContain("from 6 months to one year after expiry");
});

test("GST eligibility with a turnover says where it stands, before the state limits it points to", () => {
  const answer = compose(
    state({
      intent: "eligibility",
      service: "gst-registration",
      profile: { activity: "services", turnover: 15 * 100_000 },
      message: "do i need gst",
    }),
    knowledge,
  );
  expect(answer).toContain("In most states you need not register below ₹20 lakh");
  expect(answer.indexOf("need not register")).toBeLessThan(answer.indexOf("Limits that decide it"));
});

test("a freelancer is told ITR-3, and ITR-4 if they opt for the presumptive scheme", () => {
  const answer = compose(
    state({
      intent: "which_service",
      profile: { entity: "individual", income: ["profession"], turnover: 30 * 100_000 },
      message: "which itr",
    }),
    knowledge,
  );
  expect(answer).toContain("/service/itr-3-return-filing");
  expect(answer).toContain("/service/itr-4-return-filing");
});

test("out of scope names what we help with, in the visitor's language", () => {
  for (const lang of LANGS) {
    const answer = compose(state({ intent: "out_of_scope", lang }), knowledge);
    for (const c of content.catalogue) expect(answer, lang).toContain(c.name);
  }
});

test("firm questions print the FAQ entry they ask, with its question and the policy it names", () => {
  const safe = compose(state({ intent: "case_status", message: "is my data safe with you" }), knowledge);
  expect(safe).toContain("**Is the information I share with you kept confidential?**");
  expect(safe).toContain("[Privacy Policy](/policies/privacy-policy)");
  expect(safe).not.toContain("I can't see your case");
  const twice = compose(state({ intent: "payment", message: "paisa do baar kat gaya" }), knowledge);
  expect(twice).toContain("seven working days");
  expect(twice).toContain("[Refund Policy](/policies/refund-policy)");
  const branch = compose(state({ intent: "firm_contact", message: "do you have a branch in pune" }), knowledge);
  expect(branch).toContain("clients anywhere in India");
  expect(branch).toContain(knowledge.firm.city);
});

test("a coupon named for another service says where it applies; for its own service the price answer stays", () => {
  const other = compose(
    state({ intent: "eligibility", service: "gst-registration", message: "can i use TM20 for gst registration" }),
    knowledge,
  );
  expect(other).toContain("The coupon applies to trademark registration only");
  const own = compose(state({ intent: "price", service: "trademark-registration", message: "price with TM20" }), knowledge);
  expect(own).toContain("**₹999**");
});

test("a refusal to change a price still names the service's page", () => {
  const answer = compose(state({ intent: "manipulation", service: "logo-designing", message: "make it ₹1" }), knowledge);
  expect(answer).toContain("](/service/logo-designing)");
});

test("a deadline answer with dates never also says there is no fixed date", () => {
  for (const svc of knowledge.services.values()) {
    if (!svc.facts?.deadlines) continue;
    const answer = compose(state({ intent: "deadline", service: svc.slug }), knowledge);
    expect(answer, svc.slug).not.toContain("has no fixed due date");
  }
});

test("a count word asks for limits only next to people; 'kitni fees' or 'kitne din' do not", () => {
  const fee = compose(
    state({ intent: "price", service: "gst-registration", message: "gst registration fees kitni hai" }),
    knowledge,
  );
  expect(fee).not.toContain("Limits that decide it");
  const days = compose(state({ intent: "timeline", service: "nidhi-company", message: "kitne din lagenge" }), knowledge);
  expect(days).not.toContain("Limits that decide it");
  const members = compose(state({ intent: "price", service: "nidhi-company", message: "kitne members chahiye" }), knowledge);
  expect(members).toContain("200 members");
});

test("paying for a named service: how to pay, then that service's fee and guide", () => {
  const answer = compose(
    state({ intent: "payment", service: "trademark-registration", message: "how to pay for it" }),
    knowledge,
  );
  expect(answer).toContain("Razorpay");
  expect(answer).toContain("**₹999**");
  expect(answer).toContain("](/service/trademark-registration)");
});

test("a penalty answer states each section once and carries what a late renewal costs", () => {
  const tds = compose(state({ intent: "penalty", service: "tds-return-filing" }), knowledge);
  expect(tds.match(/234E/g)?.length).toBe(1);
  const renewal = compose(state({ intent: "penalty", service: "trademark-renewal" }), knowledge);
  expect(renewal).toContain("₹4,500 e-filing, on top of the renewal fee");
  expect(renewal).toContain("Restoration (within one year of expiry)");
});

test("'what is X and …' gets one line on what X is before the answer to the second question", () => {
  const iec = "import-export-compliance-if-applicable";
  const compound = compose(
    state({ intent: "validity", service: iec, message: "What is an IEC and how long is it valid?" }),
    knowledge,
  );
  expect(compound).toContain("10-character code");
  expect(compound.indexOf("10-character")).toBeLessThan(compound.indexOf("Valid for life"));
  const plain = compose(
    state({ intent: "documents", service: "gst-registration", message: "what is the fee and documents" }),
    knowledge,
  );
  expect(plain).not.toContain("What **GST Registration** is");
});
