import type { CorpusItem } from "../labels.ts";
import { normalize, transliterate, wordsOf } from "./features.ts";

/**
 * A second reader of refusals (decision 181): the labelled corpus messages nearest to a message, by the
 * words and word pairs they share weighted by how rare each is (tf-idf cosine). The softmax head spreads
 * the refusal classes over every topic a refusal mentions, so a request worded unlike its training
 * examples reads as the topic ("partner's DSC" reads as DSC steps); the nearest whole messages keep the
 * shape of the request ("sign with his DSC, he doesn't need to know"). Built from the corpus the model is
 * trained on, at load; nothing is downloaded. Cost per message: the postings of its rarer terms only.
 */

/** The intents whose neighbours vote for a refusal. */
const REFUSAL_INTENTS = ["unlawful", "others_data"] as const;
export type RefusalIntent = (typeof REFUSAL_INTENTS)[number];
const isRefusal = (intent: string): intent is RefusalIntent => (REFUSAL_INTENTS as readonly string[]).includes(intent);
/** A request to change our rules or prices: it shares a refusal's shape, and its words count with them. */
const REFUSAL_LIKE = new Set<string>([...REFUSAL_INTENTS, "manipulation"]);

/** How many neighbours vote. */
const K = 7;
/** A term in more than this share of the messages is too common to find neighbours by. */
const COMMON = 0.03;
/** At most this many terms of a message are looked up (bounded cost whatever the input). */
const MAX_TERMS = 160;

export type NeighbourIndex = {
  intents: string[];
  idf: Map<string, number>;
  postings: Map<string, number[]>;
  norms: Float64Array;
};

/** Words (Devanagari spelt in Latin letters, as the classifier does) and adjacent word pairs. */
function termsOf(text: string): string[] {
  const words = wordsOf(normalize(text.slice(0, 2000)))
    .slice(0, MAX_TERMS / 2)
    .map((w) => (/[\u0900-\u097f]/.test(w) ? transliterate(w) : w));
  const terms = new Set<string>();
  words.forEach((w, i) => {
    terms.add(w);
    if (i + 1 < words.length) terms.add(`${w} ${words[i + 1]}`);
  });
  return [...terms];
}

export function buildNeighbours(items: Pick<CorpusItem, "text" | "intent">[]): NeighbourIndex {
  const docs = items.map((item) => termsOf(item.text));
  const df = new Map<string, number>();
  for (const terms of docs) for (const term of terms) df.set(term, (df.get(term) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [term, n] of df) idf.set(term, Math.log(docs.length / (1 + n)));
  const postings = new Map<string, number[]>();
  const norms = new Float64Array(docs.length);
  const common = COMMON * docs.length;
  docs.forEach((terms, i) => {
    let sum = 0;
    for (const term of terms) {
      const w = idf.get(term) ?? 0;
      sum += w * w;
      if ((df.get(term) ?? 0) > common) continue;
      const list = postings.get(term);
      if (list) list.push(i);
      else postings.set(term, [i]);
    }
    norms[i] = Math.sqrt(sum);
  });
  return { intents: items.map((item) => item.intent), idf, postings, norms };
}

export type RefusalVote = { share: number; intent: RefusalIntent };

/**
 * The share of the nearest messages' similarity that belongs to refusals (and requests to change our
 * rules), and the refusal intent with the most of it; undefined when no neighbour is a refusal.
 */
export function refusalVote(index: NeighbourIndex, text: string): RefusalVote | undefined {
  const scores = new Map<number, number>();
  let norm = 0;
  for (const term of termsOf(text)) {
    const w = index.idf.get(term);
    if (w === undefined) continue;
    norm += w * w;
    for (const i of index.postings.get(term) ?? []) scores.set(i, (scores.get(i) ?? 0) + w * w);
  }
  if (!scores.size) return undefined;
  norm = Math.sqrt(norm);
  // The K best, kept in order as the scores are read (no sort of every candidate).
  const nearest: [number, number][] = [];
  for (const [i, dot] of scores) {
    const sim = dot / (norm * (index.norms[i] ?? 1) || 1);
    if (nearest.length === K && sim <= (nearest[K - 1]?.[1] ?? 0)) continue;
    let at = nearest.findIndex(([, s]) => sim > s);
    if (at < 0) at = nearest.length;
    nearest.splice(at, 0, [i, sim]);
    if (nearest.length > K) nearest.pop();
  }
  let all = 0;
  let refusing = 0;
  const byIntent = new Map<RefusalIntent, number>();
  for (const [i, sim] of nearest) {
    all += sim;
    const intent = index.intents[i] ?? "";
    if (!REFUSAL_LIKE.has(intent)) continue;
    refusing += sim;
    if (isRefusal(intent)) byIntent.set(intent, (byIntent.get(intent) ?? 0) + sim);
  }
  const best = [...byIntent].sort((a, b) => b[1] - a[1])[0];
  return best && all ? { share: refusing / all, intent: best[0] } : undefined;
}
