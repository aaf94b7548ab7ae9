import { transliterate } from "./model/features.ts";

/**
 * English loanwords typed in Devanagari ("अपडेट", "टर्नओवर", "पेनल्टी"), matched to the English words of
 * the facts by sound (issue 23, decision 172): both sides are reduced to a consonant skeleton (vowels and
 * the glides y, w, v, h dropped, aspirates and doubled letters collapsed, English c, ck, g, q, x, ph and
 * -tion spelled as heard), so "टर्नओवर" (trnovr) and "turnover" both read "trnr". A skeleton under four
 * letters is matched only in a word with an English-only vowel sign (ऑ, ॉ): a guess there would be a coin toss.
 */

const DEVANAGARI = /^[\u0900-\u097f]+$/;

function sounds(latin: string): string {
  return latin
    .toLowerCase()
    .replace(/tion/g, "sn")
    .replace(/g(?=[ei])/g, "j")
    .replace(/ph/g, "f")
    .replace(/ck/g, "k")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/chh|ch/g, "c")
    .replace(/c/g, "k")
    .replace(/q/g, "k")
    .replace(/x/g, "ks")
    .replace(/z/g, "j")
    .replace(/([kgjtdpb])h/g, "$1")
    .replace(/sh/g, "s")
    .replace(/n(?=[pbm])/g, "m")
    .replace(/[^a-z]/g, "");
}

/** A word's consonant skeleton: "turnover" and "टर्नओवर" both give "trnr". */
export function skeleton(latin: string): string {
  return sounds(latin)
    .replace(/[aeiouywvh]/g, "")
    .replace(/(.)\1+/g, "$1");
}

export type LoanwordIndex = Map<string, string>;

/**
 * English words (of four letters or more) by skeleton; where words share one ("licence", "license";
 * "form", "firm"), the one the facts use most.
 */
export function loanwordIndex(words: Iterable<string>): LoanwordIndex {
  const by = new Map<string, Map<string, number>>();
  for (const word of words) {
    const w = word.toLowerCase();
    if (w.length < 4 || !/^[a-z]+$/.test(w)) continue;
    const key = skeleton(w);
    if (key.length < 3) continue;
    const counts = by.get(key) ?? new Map<string, number>();
    counts.set(w, (counts.get(w) ?? 0) + 1);
    by.set(key, counts);
  }
  return new Map(
    [...by].map(([key, counts]) => [key, [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? ""]),
  );
}

/** The English word a Devanagari word sounds like, when the index knows exactly one. */
export function englishFor(word: string, index: LoanwordIndex): string | undefined {
  if (!DEVANAGARI.test(word)) return undefined;
  const key = skeleton(transliterate(word));
  // Three consonants are enough only with the English-only vowel signs (ऑ, ॉ, ॅ): a native word of three
  // (तारीख, "trk") would otherwise pass for "track".
  return key.length >= 4 || (key.length === 3 && ENGLISH_VOWEL.test(word)) ? index.get(key) : undefined;
}
const ENGLISH_VOWEL = /[\u0911\u0949\u0945]/;
