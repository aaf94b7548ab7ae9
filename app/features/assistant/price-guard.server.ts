import type { Price } from "#app/features/catalogue/price.ts";
import { type AssistantIndex, normalizeText, priceSentence, type Retrieval, serviceNamedIn } from "./retrieval.server.ts";

/**
 * Gemini mode: no instruction in a message can change a price. Every rupee amount the model
 * writes next to one of our services is checked against the price table (and the figures in that
 * service's guide, such as government fees) before the visitor sees it. A wrong amount in a
 * sentence about our fee is corrected (the sentence becomes the price table's sentence); a wrong
 * amount anywhere else drops the sentence. The reply is buffered one sentence at a time, so the
 * check happens before any text reaches the visitor and the reply still streams.
 */

/** ₹999 · Rs. 1,111 · INR 500 · 1,299 rupees. Amounts in lakh or crore are thresholds, not fees. */
const AMOUNT =
  /(?:₹|\brs\.?|\binr)\s*(\d[\d,]*(?:\.\d+)?)(?![\d,.]*\d)(?!\s*(?:lakh|lac|crore|cr)\b)|\b(\d[\d,]*)(?![\d,]*\d)\s*(?:rupees|rs\b)/gi;
const OUR_FEE = /\b(costs?|price[sd]?|fees?|charges?|charged|pay|payable|package|our|we)\b/i;
const NOT_OUR_FEE = /\b(government|govt|stamp|late fee|penalt|statutory|official|filing fee|wipo|ip india|mca|fine)\b/i;

export function amountsIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const raw = m[1] ?? m[2];
    if (raw) out.push(Number(raw.replace(/,/g, "")));
  }
  return out;
}

type Named = { title: string; price: Price | undefined; allowed: Set<number> };

/** Checks and, when needed, corrects or drops sentences; remembers the service last named. */
export function createPriceChecker(index: AssistantIndex, retrieval: Retrieval) {
  const cache = new Map<string, Named>();
  const named = (slug: string): Named | undefined => {
    const cached = cache.get(slug);
    if (cached) return cached;
    const guide = index.content.guides.get(slug);
    if (!guide) return undefined;
    const price = guide.price ?? guide.coveredBy?.price;
    const allowed = new Set<number>(amountsIn(guide.markdown));
    if (price) for (const n of [price.actual, price.discounted]) allowed.add(n);
    const coveredGuide = guide.coveredBy ? index.content.guides.get(guide.coveredBy.slug) : undefined;
    if (coveredGuide) for (const n of amountsIn(coveredGuide.markdown)) allowed.add(n);
    const entry = { title: guide.title, price, allowed };
    cache.set(slug, entry);
    return entry;
  };
  let current: Named | undefined = retrieval.service ? named(retrieval.service.slug) : undefined;

  const checkSentence = (sentence: string): string => {
    const mentioned = serviceNamedIn(index, normalizeText(sentence.replace(/\]\([^)]*\)/g, "]")));
    if (mentioned) current = named(mentioned.slug) ?? current;
    const amounts = amountsIn(sentence);
    if (amounts.length === 0 || !current) return sentence;
    const wrong = amounts.filter((n) => !current?.allowed.has(n));
    if (wrong.length === 0) return sentence;
    const trailing = /\s*$/.exec(sentence)?.[0] ?? "";
    if (current.price && OUR_FEE.test(sentence) && !NOT_OUR_FEE.test(sentence)) {
      return `${priceSentence(current.title, current.price).replace(/ costs (₹[\d,]+)/, " costs **$1**")}.${trailing || " "}`;
    }
    return "";
  };

  return (text: string): string => splitSentences(text).map(checkSentence).join("");
}

/** Sentences with their trailing space; a line break ends a sentence too ("- ITR-1: ₹498\n"). */
export function splitSentences(text: string): string[] {
  return text.split(/(?<=(?<!\b[Rr]s)[.!?।](?:\*\*)?\s+|\n)/).filter((s) => s.length > 0);
}

/** Where the last complete sentence in a buffer ends (0: none yet). */
function lastBoundary(buffer: string): number {
  let end = 0;
  for (const m of buffer.matchAll(/(?<!\b[Rr]s)[.!?।](?:\*\*)?\s+|\n/g)) end = (m.index ?? 0) + m[0].length;
  return end;
}

/** Streams a reply sentence by sentence, each checked before it is passed on. */
export async function* guardPrices(pieces: AsyncIterable<string>, check: (text: string) => string): AsyncGenerator<string> {
  let buffer = "";
  const rest = () => {
    const out = buffer ? check(buffer) : "";
    buffer = "";
    return out;
  };
  try {
    for await (const piece of pieces) {
      buffer += piece;
      const cut = lastBoundary(buffer);
      if (cut === 0) continue;
      const out = check(buffer.slice(0, cut));
      buffer = buffer.slice(cut);
      if (out) yield out;
    }
  } catch (error) {
    // The words before a failure are checked and shown, then the failure goes on.
    const out = rest();
    if (out) yield out;
    throw error;
  }
  const out = rest();
  if (out) yield out;
}
