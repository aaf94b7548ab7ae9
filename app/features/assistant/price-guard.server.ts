import type { Price } from "#app/features/catalogue/price.ts";
import type { Assistant } from "./local-assistant.server.ts";
import { namedServices } from "./model/model.server.ts";
import { priceSentence } from "./services.server.ts";

/**
 * Gemini mode: no instruction in a message can change a price. Every rupee amount the model
 * writes next to one of our services is checked against the price table (and the figures in that
 * service's guide, such as government fees) before the visitor sees it. A wrong amount in a
 * sentence about our fee is corrected (the sentence becomes the price table's sentence); a wrong
 * amount anywhere else drops the sentence. The reply is buffered one sentence at a time, so the
 * check happens before any text reaches the visitor and the reply still streams.
 */

/**
 * ₹999 · Rs. 1,111 · INR 500 · 1,299 rupees · 1 rupee · 1 INR · 499/- · 123 रुपये. Amounts in lakh
 * or crore are thresholds, not fees. Devanagari digits are read as digits first (toAsciiDigits).
 */
const AMOUNT =
  /(?:₹|\brs\.?|\binr\b)\s*(\d[\d,]*(?:\.\d+)?)(?![\d,.]*\d)(?!\s*(?:lakh|lac|crore|cr)\b)|\b(\d[\d,]*(?:\.\d+)?)(?![\d,.]*\d)\s*(?:rupees?\b|rs\b|inr\b|\/-|रुप[यए]|रु\.?)/gi;
/** A threshold such as "₹40 lakh" or "2 crore rupees": read as no amount at all. */
const THRESHOLD = /(?:₹|\brs\.?|\binr\b)?\s*\d[\d,.]*\s*(?:lakh|lac|crore|cr)\b(?:\s*(?:rupees?|inr)\b)?/gi;
/** A currency marker left once every readable amount is taken out: an amount the guard cannot read. */
const CURRENCY = /₹|\brs\b|\binr\b|\brupees?\b|रुप[यए]|रु\./i;
/** An amount in words ("nine hundred", "सौ") in a sentence that talks about paying. */
const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b|एक|दो|तीन|चार|पांच|पाँच|सौ|हज़ार|हजार/i;
const PAYING = /\b(costs?|price[sd]?|fees?|charges?|charged|pay|payable|only|just)\b/i;
const OUR_FEE = /\b(costs?|price[sd]?|fees?|charges?|charged|pay|payable|package|our|we)\b/i;
const NOT_OUR_FEE = /\b(government|govt|stamp|late fee|penalt|statutory|official|filing fee|wipo|ip india|mca|fine)\b/i;

/** Devanagari digits (०–९) as ASCII digits, so "₹१,१११" is read like "₹1,111". */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}

export function amountsIn(text: string): number[] {
  const out: number[] = [];
  for (const m of toAsciiDigits(text).matchAll(AMOUNT)) {
    const raw = m[1] ?? m[2];
    if (raw) out.push(Number(raw.replace(/,/g, "")));
  }
  return out;
}

/** Whether a sentence carries an amount the guard cannot read: a stray currency marker, or a price in words. */
export function hasUnreadableAmount(text: string): boolean {
  const rest = toAsciiDigits(text).replace(THRESHOLD, " ").replace(AMOUNT, " ");
  return CURRENCY.test(rest) || (NUMBER_WORD.test(rest) && PAYING.test(rest));
}

type Named = { title: string; price: Price | undefined; allowed: Set<number> };

/**
 * Checks and, when needed, corrects or drops sentences; remembers the service last named (by its title
 * or alias), starting from the service the conversation state is about.
 */
export function createPriceChecker(assistant: Assistant, state: { service?: string | undefined }) {
  const { content } = assistant;
  const cache = new Map<string, Named>();
  const named = (slug: string): Named | undefined => {
    const cached = cache.get(slug);
    if (cached) return cached;
    const guide = content.guides.get(slug);
    if (!guide) return undefined;
    const price = guide.price ?? guide.coveredBy?.price;
    const allowed = new Set<number>(amountsIn(guide.markdown));
    if (price) for (const n of [price.actual, price.discounted]) allowed.add(n);
    const coveredGuide = guide.coveredBy ? content.guides.get(guide.coveredBy.slug) : undefined;
    if (coveredGuide) for (const n of amountsIn(coveredGuide.markdown)) allowed.add(n);
    const entry = { title: guide.title, price, allowed };
    cache.set(slug, entry);
    return entry;
  };
  let current: Named | undefined = state.service ? named(state.service) : undefined;

  const checkSentence = (sentence: string): string => {
    const mentioned = namedServices(assistant.reader, sentence.replace(/\]\([^)]*\)/g, "]")).at(-1);
    if (mentioned) current = named(mentioned) ?? current;
    const amounts = amountsIn(sentence);
    // An amount in words, or in a form not read above, counts as wrong: it cannot be checked.
    const unreadable = hasUnreadableAmount(sentence);
    if ((amounts.length === 0 && !unreadable) || !current) return sentence;
    const wrong = amounts.filter((n) => !current?.allowed.has(n));
    if (wrong.length === 0 && !unreadable) return sentence;
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
