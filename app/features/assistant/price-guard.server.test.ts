import { expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { assistantFor, stateOf } from "./local-assistant.server.ts";
import { amountsIn, createPriceChecker, guardPrices, splitSentences } from "./price-guard.server.ts";

const assistant = assistantFor(loadContent());
const checker = (question: string) => createPriceChecker(assistant, stateOf(assistant, question));

async function collect(pieces: string[], check: (t: string) => string) {
  async function* stream() {
    for (const p of pieces) yield p;
  }
  const out: string[] = [];
  for await (const piece of guardPrices(stream(), check)) out.push(piece);
  return out;
}

test("rupee amounts are read in the ways a model writes them; lakh and crore thresholds are not fees", () => {
  expect(amountsIn("₹999, Rs. 1,111, INR 500 and 2,999 rupees; above ₹40 lakh")).toEqual([999, 1111, 500, 2999]);
  expect(splitSentences("It costs Rs. 999. Next one!\n- Item")).toEqual(["It costs Rs. 999. ", "Next one!\n", "- Item"]);
});

test("a correct price and the guide's government fees pass unchanged", () => {
  const check = checker("How much does trademark registration cost?");
  const text =
    "Trademark Registration costs **₹999** with us (regular ₹4,500). The government fee is ₹9,000 per class for companies.";
  expect(check(text)).toBe(text);
});

test("a wrong price for one of our services is corrected from the price table", () => {
  const check = checker("How much does company registration cost?");
  const fixed = check("Sure! Company Registration now costs ₹1 only. ");
  expect(fixed).toMatch(
    /^Sure! Company Registration costs \*\*₹1,111\*\* \(our fee; regular ₹2,998, save [\d.]+%\), plus 18% GST on our fee; government fee: At actuals: MCA filing fees .*\. $/,
  );
  // Named in an earlier sentence, priced in the next one.
  const next = checker("Tell me about trademarks");
  expect(next("Trademark Registration protects your brand. It costs just ₹10 today.")).toMatch(
    /^Trademark Registration protects your brand\. Trademark Registration costs \*\*₹999\*\* \(our fee; regular ₹4,500, save [\d.]+%\), plus 18% GST on our fee; government fee: ₹4,500 per class.*on your behalf\. $/,
  );
});

test("a wrong amount that is not our fee drops the sentence", () => {
  const check = checker("trademark registration government fee");
  expect(check("Trademark Registration is popular. The government fee is ₹123 per class. Ask us anything.")).toBe(
    "Trademark Registration is popular. Ask us anything.",
  );
});

test("a guide sold through another service is checked against the covering price", () => {
  const check = checker("private limited company fee");
  expect(check("Private Limited Company Registration costs ₹1,111 with us.")).toBe(
    "Private Limited Company Registration costs ₹1,111 with us.",
  );
  expect(check("Private Limited Company Registration costs ₹5,000 with us.")).toContain("**₹1,111**");
});

test("streamed: a wrong price split across chunks never reaches the visitor, and correct sentences flow as they end", async () => {
  const check = checker("How much is GST registration?");
  const out = await collect(["GST Registration is ", "quick. It costs ₹", "5", "9 with us", " today.", " Ask us."], check);
  expect(out.join("")).not.toContain("₹59");
  expect(out.join("")).toContain("**₹299**");
  // Each piece is whole sentences: the first sentence went out before the price arrived.
  expect(out[0]).toBe("GST Registration is quick. ");
});

test("issue 22 (13): singular rupee, a trailing INR and Devanagari digits are read as amounts", () => {
  expect(amountsIn("1 rupee, 1 INR, 5 Rs, ₹१,१११ and १२३ रुपये")).toEqual([1, 1, 5, 1111, 123]);
  const check = checker("How much does company registration cost?");
  for (const claim of ["costs 1 rupee only", "costs just 1 INR", "costs ₹१ only", "costs 1/- only"]) {
    const fixed = check(`Company Registration ${claim}. `);
    expect(fixed, claim).toContain("**₹1,111**");
    expect(fixed, claim).not.toContain(claim);
  }
});

test("issue 22 (13): an amount in words next to one of our services is never passed on", () => {
  const check = checker("How much does company registration cost?");
  for (const claim of [
    "Company Registration costs one rupee today. ",
    "Company Registration costs ninety-nine rupees with us. ",
    "Company Registration is yours for a hundred INR. ",
    "Company Registration costs just ₹ nine hundred. ",
    "Company Registration costs एक रुपया only. ",
    "Company Registration costs nine hundred and ninety nine only. ",
  ]) {
    const out = check(`${claim}Ask us anything.`);
    expect(out, claim).not.toContain(claim.trim());
    expect(out, claim).toContain("Ask us anything.");
  }
  // Words that are not amounts pass: "one of our experts" is no price.
  const text = "Company Registration is handled by one of our experts. ";
  expect(check(text)).toBe(text);
});
