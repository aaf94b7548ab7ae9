import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { parseAmount } from "../profile.ts";
import { delexicalized, featuresOf, NAMED, normalize, servicesNamedIn } from "./features.ts";
import { loadModel, modelFor, readCorpus, serviceNamesOf, TRAIN_FILE, trainModel, understand } from "./model.server.ts";

// The model trained from content/assistant/corpus/train.jsonl (decision 123). Every sentence below is
// written here, not taken from the corpus's test split. Each expectation fails if the model or its
// features stop reading that kind of phrasing.

const content = loadContent();
const reader = modelFor(content);
const read = (text: string) => {
  const u = understand(reader, text);
  return { intent: u.intent[0]?.label, service: u.service[0]?.label };
};

test.each([
  ["How much does trademark registration cost?", "price", "trademark-registration"],
  ["trademark regstration ka kharcha kitna hoga", "price", "trademark-registration"],
  ["my GST registration was rejected, what now?", "rejection", "gst-registration"],
  ["gst registration me kitne din lagenge", "timeline", "gst-registration"],
  ["जीएसटी रजिस्ट्रेशन के लिए कौन से दस्तावेज़ चाहिए", "documents", undefined],
  ["आईटीआर फाइल करने की अंतिम तिथि क्या है", "deadline", undefined],
  ["is it compulsary to register for gst", "eligibility", "gst-registration"],
  ["what documents do I need for it", "documents", "none"],
  ["thanks", "thanks", "none"],
])("%s → %s about %s", (text, intent, service) => {
  const got = read(text);
  expect(got.intent).toBe(intent);
  if (service) expect(got.service).toBe(service);
});

test("a Hindi or Hinglish quantity word is not read as a price: how long and how many stay timeline and documents", () => {
  expect(read("company registration mein kitna time lagta hai").intent).toBe("timeline");
  expect(read("कंपनी रजिस्ट्रेशन में कितने दिन लगते हैं").intent).toBe("timeline");
  expect(read("how many documents for company registration").intent).toBe("documents");
});

test("a Devanagari loanword names the same service as its English spelling", () => {
  expect(read("जीएसटी रजिस्ट्रेशन कैसे करें").service).toMatch(/^gst-registration/);
  expect(read("ट्रेडमार्क रजिस्ट्रेशन की फीस").service).toBe("trademark-registration");
});

test("features: misspellings share most character n-grams; Devanagari digits and nukta are folded", () => {
  const a = new Set(featuresOf("registration", []));
  const b = featuresOf("regstration", []);
  expect(b.filter((f) => a.has(f)).length / b.length).toBeGreaterThan(0.6);
  expect(normalize("ITR-1 दस्तावेज़ ₹१,०००")).toBe("itr1 दस्तावेज rupee_sign 1 000");
  // A 6,000-character word costs no more than a short one.
  expect(featuresOf("a".repeat(6000), []).length).toBeLessThan(20);
});

test("features: what is asked is one cue feature in every script ('fees', 'शुल्क', 'jurmana', 'दस्तावेज़')", () => {
  const cues = (text: string) => featuresOf(text, []).filter((f) => f.startsWith("q:"));
  expect(cues("gst registration fees")).toEqual(["q:money"]);
  expect(cues("जीएसटी रजिस्ट्रेशन का शुल्क")).toEqual(["q:money"]);
  expect(cues("itr late ho gaya jurmana")).toEqual(["q:late"]);
  expect(cues("कौन से दस्तावेज़ चाहिए")).toEqual(expect.arrayContaining(["q:papers", "q:who"]));
  expect(cues("hello there")).toEqual([]);
});

test("services named by title or alias: the longer name wins, in the order written", () => {
  const gazetteer = reader.model.gazetteer;
  expect(servicesNamedIn("USA Trademark Registration costs more than trademark renewal", gazetteer)).toEqual([
    "usa-trademark-registration",
    "trademark-renewal",
  ]);
  expect(servicesNamedIn("I filed ITR 4 last year", gazetteer)).toEqual(["itr-4-return-filing"]);
});

test("the intent head reads what is asked: service names become one placeholder (decision 172)", () => {
  const gazetteer = reader.model.gazetteer;
  expect(delexicalized("Franchise Agreement drafted by a lawyer, fee?", gazetteer)).toBe(`${NAMED} drafted by a lawyer fee`);
  expect(delexicalized("USA trademark registration or trademark renewal", gazetteer)).toBe(`${NAMED} or ${NAMED}`);
  expect(delexicalized("kab tak hoga", gazetteer)).toBe("kab tak hoga");
  // The same question about two services reads as the same intent, with the same confidence.
  const a = understand(reader, "gstr 9 for last year, cutoff?").intent[0];
  const b = understand(reader, "trademark renewal for last year, cutoff?").intent[0];
  expect(a?.label).toBe(b?.label);
  expect(a?.p).toBeCloseTo(b?.p ?? 0, 6);
});

test("training is deterministic: the same items give the same weights", () => {
  const items = readCorpus(TRAIN_FILE).slice(0, 150);
  const names = serviceNamesOf(content).slice(0, 10);
  const options = { epochs: 3, rate: 0.5, l2: 1e-5, seed: 23 };
  expect(JSON.stringify(trainModel(items, names, options))).toBe(JSON.stringify(trainModel(items, names, options)));
  expect(JSON.stringify(trainModel(items, names, { ...options, seed: 24 }))).not.toBe(
    JSON.stringify(trainModel(items, names, options)),
  );
});

test("reading a message takes well under a millisecond", () => {
  const text = "mera gst registration reject ho gaya ab kya karu, documents dobara dene honge kya?";
  for (let i = 0; i < 50; i++) understand(reader, text);
  // The best of five batches: the machine is shared, and a batch may be paused by other work.
  const batches = Array.from({ length: 5 }, () => {
    const start = performance.now();
    for (let i = 0; i < 200; i++) understand(reader, text);
    return (performance.now() - start) / 200;
  });
  expect(Math.min(...batches)).toBeLessThan(1);
});

test("amounts stated by the visitor are read by rule into rupees", () => {
  expect(parseAmount("my turnover is 50 lakh")).toBe(5_000_000);
  expect(parseAmount("around 1.5 cr this year")).toBe(15_000_000);
  expect(parseAmount("income ₹40,00,000")).toBe(4_000_000);
  expect(parseAmount("टर्नओवर २५ लाख है")).toBe(2_500_000);
  expect(parseAmount("is ₹999 the fee?")).toBeUndefined();
  expect(parseAmount("ITR 4 for 2 years")).toBeUndefined();
});

test("the server reads the model the build wrote when it was trained from the same corpus and names, else trains", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "assistant-model-test-"));
  const train = path.join(dir, "train.jsonl");
  writeFileSync(train, readFileSync(TRAIN_FILE, "utf8").split("\n").slice(0, 40).join("\n"));
  const names = serviceNamesOf(content).slice(0, 5);
  const built = trainModel(readCorpus(train), names);
  const file = path.join(dir, "assistant-model.json");
  writeFileSync(file, JSON.stringify({ ...built, vocab: [...built.vocab.slice(0, -1), "w:written-by-the-build"] }));
  expect(loadModel(names, train, [file]).model.vocab.at(-1)).toBe("w:written-by-the-build");
  // A model written for another corpus is never read.
  writeFileSync(file, JSON.stringify({ ...built, key: "another-corpus", vocab: ["w:stale"] }));
  const other = serviceNamesOf(content).slice(5, 10);
  expect(loadModel(other, train, [file]).model.vocab).not.toContain("w:stale");
});
