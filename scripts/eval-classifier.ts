import path from "node:path";
import { limitIntent } from "../app/features/assistant/guards.ts";
import { type CorpusItem, INTENTS } from "../app/features/assistant/labels.ts";
import type { Assistant } from "../app/features/assistant/local-assistant.server.ts";
import { NONE, readCorpus, understand } from "../app/features/assistant/model/model.server.ts";
import { advance } from "../app/features/assistant/state.ts";
import { DEFAULT_CONTENT_DIR } from "../app/features/catalogue/content.server.ts";

/**
 * Scores the model, the state rules and the limit rules on the UNTOUCHED test split (content/assistant/corpus/test.jsonl):
 * intent, the message's own service, and the service after the state rules (`expect_service`), by the
 * issue's categories, by intent and by language. The split is read here only, never by the trainer.
 */
export const TEST_FILE = path.join(DEFAULT_CONTENT_DIR, "assistant/corpus/test.jsonl");

const CATEGORY_OF: Partial<Record<CorpusItem["intent"], string>> = {
  price: "price",
  gov_fee: "price",
  payment: "price",
  offer: "price",
  documents: "documents",
  timeline: "timeline",
  deadline: "timeline",
  validity: "timeline",
  penalty: "timeline",
  eligibility: "eligibility",
  which_service: "eligibility",
  firm_contact: "firm",
  firm_hours: "firm",
  firm_about: "firm",
  services: "firm",
  human: "firm",
  case_status: "firm",
  guarantee: "limits",
  dispute: "limits",
  out_of_scope: "limits",
  manipulation: "limits",
};

/** The issue's categories an item counts in: its intent's, its language's, and "conversation" for follow-ups. */
export function categoriesOf(item: CorpusItem): string[] {
  const out = [CATEGORY_OF[item.intent] ?? "general"];
  if (item.lang !== "en") out.push("hindi");
  if (item.context) out.push("conversation");
  return out;
}

type Tally = { n: number; intent: number; service: number; expect: number };
/** Per profile slot: items that label it, and how many the model read exactly. */
type SlotTally = Record<"entity" | "income" | "activity" | "turnover", { n: number; ok: number }>;
export type ClassifierScore = { total: Tally; by: Record<string, Tally>; slots: SlotTally; misses: string[] };

export function evaluateClassifier(assistant: Assistant, items: CorpusItem[]): ClassifierScore {
  const total: Tally = { n: 0, intent: 0, service: 0, expect: 0 };
  const by: Record<string, Tally> = {};
  const misses: string[] = [];
  const slots: SlotTally = {
    entity: { n: 0, ok: 0 },
    income: { n: 0, ok: 0 },
    activity: { n: 0, ok: 0 },
    turnover: { n: 0, ok: 0 },
  };
  for (const item of items) {
    const u = understand(assistant.reader, item.text);
    const ownService = u.service[0]?.label === NONE ? null : (u.service[0]?.label ?? null);
    const before = { profile: {}, intent: item.context?.intent, service: item.context?.service ?? undefined };
    const after = advance(assistant.reader, before, item.text, u);
    after.intent = limitIntent(item.text, after.service !== undefined) ?? after.intent;
    const expected = item.expect_service !== undefined ? item.expect_service : (item.service ?? item.context?.service ?? null);
    for (const slot of ["entity", "income", "activity", "turnover"] as const) {
      const want = item.profile?.[slot];
      if (want === undefined) continue;
      const got = after.profile[slot];
      slots[slot].n += 1;
      if (
        JSON.stringify(Array.isArray(got) ? [...got].sort() : got) ===
        JSON.stringify(Array.isArray(want) ? [...want].sort() : want)
      )
        slots[slot].ok += 1;
    }
    const ok = {
      intent: after.intent === item.intent,
      service: ownService === item.service,
      expect: (after.service ?? null) === expected,
    };
    if (!ok.intent || !ok.expect)
      misses.push(
        `${item.id} [${item.lang}] ${item.text}\n      intent ${after.intent}${ok.intent ? "" : ` ≠ ${item.intent}`}; service ${after.service ?? "none"}${ok.expect ? "" : ` ≠ ${expected ?? "none"}`}`,
      );
    for (const key of [
      "total",
      `intent:${item.intent}`,
      `lang:${item.lang}`,
      ...categoriesOf(item).map((c) => `category:${c}`),
    ]) {
      if (!by[key]) by[key] = { n: 0, intent: 0, service: 0, expect: 0 };
      const t = key === "total" ? total : by[key];
      t.n += 1;
      if (ok.intent) t.intent += 1;
      if (ok.service) t.service += 1;
      if (ok.expect) t.expect += 1;
    }
  }
  return { total, by, slots, misses };
}

const pct = (a: number, n: number) => `${((a / Math.max(1, n)) * 100).toFixed(1)}%`.padStart(6);

export function printClassifierScore(score: ClassifierScore, verbose: boolean): void {
  if (verbose) for (const m of score.misses) console.log(`MISS  ${m}`);
  const row = (name: string, t: Tally) =>
    console.log(
      `  ${name.padEnd(24)} ${String(t.n).padStart(4)}  intent ${pct(t.intent, t.n)}  service ${pct(t.service, t.n)}  expect_service ${pct(t.expect, t.n)}`,
    );
  const keys = Object.keys(score.by);
  for (const prefix of ["category:", "lang:", "intent:"]) {
    console.log(`By ${prefix.slice(0, -1)}:`);
    const order = prefix === "intent:" ? INTENTS.map((i) => `intent:${i}`) : keys.filter((k) => k.startsWith(prefix)).sort();
    for (const key of order) {
      const t = score.by[key];
      if (t) row(key.slice(prefix.length), t);
    }
  }
  row("OVERALL", score.total);
  console.log(
    `Profile slots (items that state one): ${Object.entries(score.slots)
      .map(([slot, t]) => `${slot} ${t.ok}/${t.n} ${pct(t.ok, t.n).trim()}`)
      .join(", ")}`,
  );
}

export function readTestSplit(file = TEST_FILE): CorpusItem[] {
  return readCorpus(file);
}
