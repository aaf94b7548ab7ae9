import { expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { buildAssistantIndex, detectIntents, normalizeText, pricesFor, retrieve, termsOf } from "./retrieval.server.ts";

const content = loadContent();
const index = buildAssistantIndex(content);

test("the index is built once per content and covers guides, FAQ, offers, updates, facts and prices", () => {
  expect(buildAssistantIndex(content)).toBe(index);
  const kinds = new Set(index.passages.map((p) => p.kind));
  expect([...kinds].sort()).toEqual(["fact", "faq", "guide", "offer", "price", "update"]);
  expect(index.passages.filter((p) => p.kind === "price")).toHaveLength(
    [...content.guides.values()].filter((g) => g.price).length,
  );
});

test("every guide passage links to a real heading anchor of its page", () => {
  for (const p of index.passages.filter((x) => x.kind === "guide")) {
    const guide = content.guides.get(p.slug ?? "");
    expect(guide, p.url).toBeDefined();
    const [path, anchor] = p.url.split("#");
    expect(path).toBe(`/service/${p.slug}`);
    if (anchor) expect(guide?.headingIds, p.url).toContain(anchor);
  }
});

test("price passages come from the price table, never from guide text", () => {
  const price = index.passages.find((p) => p.kind === "price" && p.slug === "trademark-registration");
  expect(price?.text).toBe(
    "Trademark Registration costs ₹999 (our fee; regular ₹4,500, save 77%), plus 18% GST on our fee; government fee: ₹4,500 per class, per mark, Form TM-A filed online (₹4,500 is for an individual, a recognised startup or a small enterprise; other applicants (companies, LLPs, partnerships, trusts) pay ₹9,000 per class, and we collect the ₹4,500 difference before filing); collected now and paid to the government on your behalf.",
  );
  expect(price?.url).toBe("/service/trademark-registration");
});

test.each([
  ["ITR-1 filing", ["itr1", "itr", "filing", "income", "tax", "return"]],
  ["itr 4 kaise bhare", ["itr4", "itr"]],
  ["TM objection reply", ["trademark", "objection"]],
  ["FSSAI licence", ["fssai", "food", "business", "licence", "license"]],
  ["ट्रेडमार्क की फीस", ["trademark"]],
])("normalisation expands %s", (input, expected) => {
  const terms = termsOf(normalizeText(input));
  for (const term of expected) expect(terms).toContain(term);
});

test.each([
  ["How much does trademark registration cost?", "price"],
  ["trademark ka kitna kharcha hai", "price"],
  ["What are your office hours?", "hours"],
  ["What documents do I need for GST?", "documents"],
  ["How long does it take?", "timeline"],
  ["Any discount with TM20?", "offer"],
  ["Where is your office?", "contact"],
] as const)("%s → intent %s", (message, intent) => {
  expect(detectIntents(message).has(intent)).toBe(true);
});

test("a late fee or government fee is not a question about our price", () => {
  expect(detectIntents("What is the late fee for ITR?").has("price")).toBe(false);
  expect(detectIntents("What is the government fee for a trademark?").has("price")).toBe(false);
});

test.each([
  ["How much does trademark registration cost?", "trademark-registration"],
  ["TM renewal", "trademark-renewal"],
  ["ITR-2 filing", "itr-2-return-filing"],
  ["msme registration", "small-business-registration"],
  ["company registration", "company-registration"],
  ["What is Form 15CB?", "15ca-15cb-filing"],
])("%s is about %s", (message, slug) => {
  expect(retrieve(index, message).service?.slug).toBe(slug);
});

test("a follow-up question uses the service of an earlier question", () => {
  const history = [
    { role: "user" as const, text: "Tell me about GST registration" },
    { role: "bot" as const, text: "GST registration gives you a GSTIN." },
  ];
  const retrieval = retrieve(index, "What documents do I need?", history);
  expect(retrieval.service?.slug).toBe("gst-registration");
  expect(retrieval.passages[0]?.url).toBe("/service/gst-registration#documents-required-for-registration");
});

test("a question with nothing in our content retrieves nothing", () => {
  expect(retrieve(index, "Can you help me with a divorce case?").passages).toEqual([]);
});

test("the prices handed to Gemini are those of the retrieved services", () => {
  const retrieval = retrieve(index, "How much does trademark registration cost?");
  const prices = pricesFor(index, retrieval);
  expect(prices[0]).toMatchObject({
    title: "Trademark Registration",
    url: "/service/trademark-registration",
    price: { actual: 4500, discounted: 999 },
  });
});
