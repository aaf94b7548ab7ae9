import type { AssistantState } from "./compose-types.ts";
import type { FaqEntry, Knowledge } from "./knowledge.server.ts";
import type { Intent } from "./labels.ts";

/**
 * Which of the firm's FAQ entries a message asks (split from compose-firm.server.ts, decision 184): the
 * words each entry's `asks` marks, spelt as typed, and the model's FAQ head's reading (decision 183).
 */

const patterns = new Map<string, RegExp>();
/** A Latin term must stand as its own word(s) ("ai" is not in "hai"); a Devanagari one may sit inside a word. */
export function patternOf(term: string): RegExp {
  let re = patterns.get(term);
  if (!re) {
    const escaped = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // A Latin word of four letters or more also in its inflections ("cancel" in "cancellation", "refunded").
    const inflected = /^[a-z]{4,}$/.test(escaped) ? `${escaped}(?:d|ed|led|ing|ling|ation|lation)?` : escaped;
    re = /[a-z0-9]/.test(escaped)
      ? new RegExp(`(?<![\\p{L}\\p{N}])${inflected}(?![\\p{L}\\p{N}])`, "u")
      : new RegExp(escaped, "u");
    patterns.set(term, re);
  }
  return re;
}

/** Texting shorthand for the words the entries' `asks` are written in ("wat next", "safe wid u"). */
const SHORTHAND: Record<string, string> = {
  wat: "what",
  wht: "what",
  wid: "with",
  abt: "about",
  nxt: "next",
  plz: "please",
  pls: "please",
};

/** A word and the spellings one letter apart from it (dropped, added or changed), keyed by their deletions. */
function deletions(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}
const spellings = new WeakMap<FaqEntry[], { known: Set<string>; near: Map<string, string> }>();
/**
 * The message with its words spelt as the entries' `asks` spell them (decision 180): a word of five letters
 * or more that is one letter from an `asks` word ("aadhar" → "aadhaar", "refnd" → "refund") takes that word;
 * texting shorthand is written out. A word already known, or near two words, is left as it is.
 */
let lastSpelt: { faq: FaqEntry[]; text: string; out: string } | undefined;
function spelt(text: string, faq: FaqEntry[]): string {
  // One message is read against the FAQ several times on its way through the composer: spelt once.
  if (lastSpelt?.faq === faq && lastSpelt.text === text) return lastSpelt.out;
  const out = speltAnew(text, faq);
  lastSpelt = { faq, text, out };
  return out;
}
function speltAnew(text: string, faq: FaqEntry[]): string {
  let v = spellings.get(faq);
  if (!v) {
    const known = new Set(faq.flatMap((e) => e.asks.flatMap((a) => a.toLowerCase().match(/[a-z]{5,}/g) ?? [])));
    const near = new Map<string, string>();
    for (const word of known)
      for (const key of deletions(word)) near.set(key, near.has(key) && near.get(key) !== word ? "" : word);
    v = { known, near };
    spellings.set(faq, v);
  }
  const { known, near } = v;
  return text.replace(/[a-z]+/g, (w) => {
    const short = SHORTHAND[w];
    if (short) return short;
    if (w.length < 5 || known.has(w)) return w;
    // A letter added at the end is an inflection ("receipts"), which an entry's words do not take by themselves.
    const found = new Set(
      deletions(w)
        .map((key) => near.get(key))
        .filter((x): x is string => !!x && !w.startsWith(x)),
    );
    return found.size === 1 ? ([...found][0] ?? w) : w;
  });
}

/** The message as the entries' `asks` words are matched against it. */
export const faqText = (message: string, k: Knowledge) => spelt(message.normalize("NFKC").toLowerCase(), k.faq);

/**
 * The FAQ entry the message asks, among those `accept` allows: the one whose `asks` words found in the
 * message are longest in all (a longer phrase is more specific: "how soon" beats "book"); first on a tie.
 * An entry for the intent the message was read as (`prefer`) counts its words twice (decision 180: "I live
 * in Pune, can you handle my work?" read as a contact question asks where we work, not what happens after paying).
 * `minHits`: the least total length of matched words that counts (one short word such as "share" can
 * mean something else).
 */
export function faqFor(
  message: string,
  k: Knowledge,
  accept: (e: FaqEntry) => boolean = () => true,
  minHits = 1,
  prefer?: Intent,
): FaqEntry | undefined {
  return faqRanked(message, k, accept, minHits, prefer)[0]?.entry;
}

/** The FAQ head's reading must reach this to overrule an entry the message's words point to (decision 183). */
const FAQ_OVER_WORDS = 0.8;

/**
 * The FAQ entry a message asks: the one its words mark (faqFor), else the one the model's FAQ head read
 * (state.faq, decision 183) when `accept` takes it. A sure reading of another entry overrules the words
 * ("who will handle my trademark file": the entry on who does the work, not on what happens after paying).
 */
export function faqOf(
  state: Pick<AssistantState, "message" | "faq">,
  k: Knowledge,
  accept: (e: FaqEntry) => boolean = () => true,
  minHits = 1,
  prefer?: Intent,
): FaqEntry | undefined {
  const byWords = faqFor(state.message, k, accept, minHits, prefer);
  const read = state.faq;
  const learned = read ? k.faq.find((e) => e.id === read.id && accept(e)) : undefined;
  if (!byWords) return learned;
  return learned && read && read.p >= FAQ_OVER_WORDS ? learned : byWords;
}

/** The FAQ head's reading at which a message is taken as asking the entry, whatever it was read as (decision 183). */
const FAQ_SURE = 0.6;
/** The intent of an entry faq.yaml gives none: what answering it takes. */
const ENTRY_INTENT: Record<string, Intent> = { "about-firm": "firm_about", "office-hours": "firm_hours" };

/** The intent of the entry the FAQ head reads the message as asking, when it is sure (FAQ_SURE). */
export function learnedEntry(
  state: Pick<AssistantState, "faq">,
  k: Knowledge,
  accept: (id: string) => boolean = () => true,
): Intent | undefined {
  const read = state.faq;
  if (!read || read.p < FAQ_SURE || !accept(read.id)) return undefined;
  const entry = k.faq.find((e) => e.id === read.id);
  return entry ? ((entry.intent as Intent | undefined) ?? (entry.id ? ENTRY_INTENT[entry.id] : undefined)) : undefined;
}

type RankedEntry = { entry: FaqEntry; score: number; words: string[] };

/** The entries the message asks, best first (faqFor's order: longest matched words, first on a tie). */
function faqRanked(
  message: string,
  k: Knowledge,
  accept: (e: FaqEntry) => boolean,
  minHits: number,
  prefer?: Intent,
): RankedEntry[] {
  const text = faqText(message, k);
  const ranked: RankedEntry[] = [];
  for (const entry of k.faq) {
    if (!accept(entry)) continue;
    const words = entry.asks.filter((a) => patternOf(a).test(text));
    const n = words.reduce((sum, a) => sum + a.length, 0);
    const score = prefer && entry.intent === prefer ? 2 * n : n;
    if (score >= minHits && score > 0) ranked.push({ entry, score, words });
  }
  return ranked.sort((a, b) => b.score - a.score);
}

/** A second entry's matched words must be at least this long in all ("net banking… and a GST bill"). */
const SECOND_ENTRY_MIN = 8;

/**
 * A message that asks two entries in so many words ("pay by net banking, and we need a GST bill for the
 * credit"): the second one, when words of its own (none of the first's) mark it strongly enough.
 */
export function secondFaq(message: string, k: Knowledge, first: FaqEntry, accept: (e: FaqEntry) => boolean = () => true) {
  const ranked = faqRanked(message, k, accept, SECOND_ENTRY_MIN);
  const firstWords = ranked.find((r) => r.entry === first)?.words ?? [];
  const overlaps = (w: string) => firstWords.some((f) => f.includes(w) || w.includes(f));
  return ranked.find(
    (r) => r.entry !== first && r.words.filter((w) => !overlaps(w)).reduce((sum, w) => sum + w.length, 0) >= SECOND_ENTRY_MIN,
  )?.entry;
}
