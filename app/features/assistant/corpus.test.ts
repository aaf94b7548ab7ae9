import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type CorpusItem, CorpusItemSchema, INTENTS, LANGUAGES } from "./labels";
import { readEverydayNames } from "./model/model.server.ts";

/**
 * The labelled corpus (issue 23, decision 121): every line is a valid item, every slug a real guide,
 * every intent in both splits, the minimum sizes met, and no test question repeated in train.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const corpusDir = path.join(root, "content/assistant/corpus");
const guides = new Set(
  readdirSync(path.join(root, "content/guides"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3)),
);

/** Lower case, Unicode-normalised, punctuation dropped, spaces collapsed: two texts equal here are the same question. */
function normalizeText(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function load(split: "test" | "train"): CorpusItem[] {
  const lines = readFileSync(path.join(corpusDir, `${split}.jsonl`), "utf8").split("\n");
  const items: CorpusItem[] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    const parsed = CorpusItemSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${split}.jsonl line ${i + 1}: ${parsed.error.message}`);
    items.push(parsed.data);
  });
  return items;
}

const splits = { test: load("test"), train: load("train") };
const minimums = {
  test: { total: 600, hi: 150, hinglish: 150, followUps: 100 },
  train: { total: 2600, hi: 0, hinglish: 0, followUps: 0 },
};

describe("assistant corpus", () => {
  for (const [name, items] of Object.entries(splits) as [keyof typeof splits, CorpusItem[]][]) {
    describe(`${name} split`, () => {
      it("names only real guides", () => {
        const slugs = items.flatMap((i) => [i.service, i.context?.service, i.expect_service]);
        const unknown = slugs.filter((s): s is string => typeof s === "string" && !guides.has(s));
        expect(unknown).toEqual([]);
      });

      it("has unique ids and no repeated question", () => {
        expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
        expect(new Set(items.map((i) => normalizeText(i.text))).size).toBe(items.length);
      });

      it("covers every intent, every language and every service", () => {
        const intents = new Set(items.map((i) => i.intent));
        // The test split was written before decision 174 split "unlawful" and "others_data" from the limits
        // it had; it stays untouched, so only the training split must have them.
        const later = name === "test" ? new Set<string>(["unlawful", "others_data"]) : new Set<string>();
        expect(INTENTS.filter((i) => !intents.has(i) && !later.has(i))).toEqual([]);
        const langs = new Set(items.map((i) => i.lang));
        expect(LANGUAGES.filter((l) => !langs.has(l))).toEqual([]);
        const services = new Set(items.map((i) => i.expect_service ?? i.service ?? i.context?.service));
        expect([...guides].filter((g) => !services.has(g))).toEqual([]);
      });

      it("meets the minimum sizes", () => {
        const m = minimums[name];
        expect(items.length).toBeGreaterThanOrEqual(m.total);
        expect(items.filter((i) => i.lang === "hi").length).toBeGreaterThanOrEqual(m.hi);
        expect(items.filter((i) => i.lang === "hinglish").length).toBeGreaterThanOrEqual(m.hinglish);
        expect(items.filter((i) => i.context).length).toBeGreaterThanOrEqual(m.followUps);
      });

      it("labels a situation question with the service it leads to", () => {
        const bad = items.filter((i) => i.intent === "which_service" && !i.expect_service && !i.service);
        expect(bad.map((i) => i.id)).toEqual([]);
      });
    });
  }

  it("labels FAQ questions only with entries content/faq.yaml has, each entry with examples (decision 183)", () => {
    const faq = parse(readFileSync(path.join(root, "content/faq.yaml"), "utf8")) as Record<string, { id?: string }[]>;
    const ids = Object.values(faq).flatMap((items) => items.flatMap((e) => (e.id ? [e.id] : [])));
    expect(new Set(ids).size).toBe(ids.length);
    const labels = splits.train.flatMap((i) => (i.faq ? [i.faq] : []));
    expect(labels.filter((l) => !ids.includes(l))).toEqual([]);
    for (const id of ids) expect(labels.filter((l) => l === id).length, id).toBeGreaterThanOrEqual(40);
  });

  it("keeps the splits apart: no normalised test text appears in train", () => {
    const test = new Set(splits.test.map((i) => normalizeText(i.text)));
    const overlap = splits.train.filter((i) => test.has(normalizeText(i.text))).map((i) => i.text);
    expect(overlap).toEqual([]);
  });

  it("has no near-twin of a test question in train (character trigrams, same intent)", () => {
    const grams = (text: string) => {
      const t = ` ${normalizeText(text)} `;
      return new Set(Array.from({ length: Math.max(0, t.length - 2) }, (_, i) => t.slice(i, i + 3)));
    };
    const byIntent = new Map<string, Set<string>[]>();
    for (const item of splits.test) byIntent.set(item.intent, [...(byIntent.get(item.intent) ?? []), grams(item.text)]);
    const jaccard = (a: Set<string>, b: Set<string>) => {
      let shared = 0;
      for (const g of a) if (b.has(g)) shared++;
      return shared / (a.size + b.size - shared);
    };
    const twins = splits.train.filter((item) => {
      const g = grams(item.text);
      return (byIntent.get(item.intent) ?? []).some((h) => jaccard(g, h) >= 0.75);
    });
    expect(twins.map((i) => i.text)).toEqual([]);
  });

  it("normalises case, punctuation and spacing, not letters", () => {
    expect(normalizeText("  GST   regstration?? ")).toBe("gst regstration");
    expect(normalizeText("जीएसटी रजिस्ट्रेशन?")).toBe("जीएसटी रजिस्ट्रेशन");
    expect(normalizeText("itr-1")).not.toBe(normalizeText("itr-2"));
  });
});

describe("everyday names (content/assistant/names.yaml, decision 160)", () => {
  const names = readEverydayNames();
  it("names real guides, and no name means two services", () => {
    const owner = new Map<string, string>();
    for (const [slug, list] of Object.entries(names)) {
      expect(guides.has(slug), slug).toBe(true);
      for (const name of list) {
        const key = normalizeText(name);
        expect(owner.get(key) ?? slug, `${name}: ${owner.get(key)} and ${slug}`).toBe(slug);
        owner.set(key, slug);
      }
    }
    expect(owner.size).toBeGreaterThan(40);
  });
});
