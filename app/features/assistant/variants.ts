import { normalize, wordsOf } from "./model/features.ts";

/**
 * A variant of a service is meant only when the message says what makes it one; a generic name means the
 * base service ("trademark price" → trademark registration, never the Madrid or USA filing unless abroad,
 * other countries, Madrid, USA… is said). The words are matched on the normalised text, a word of five or
 * more letters also with one typo ("internatonal"), a phrase as written.
 */
export const VARIANTS: Record<string, { base: string; says: string[]; sure?: boolean }> = {
  "international-trademark": {
    base: "trademark-registration",
    sure: true,
    // Also a country other than India or the USA named ("protect our brand in the UAE and UK").
    says: (
      "international abroad overseas foreign global globally worldwide madrid wipo countries country outside bahar videsh videshi विदेश विदेशों अंतरराष्ट्रीय अंतर्राष्ट्रीय इंटरनेशनल मैड्रिड देशों " +
      "uk uae dubai britain england london europe eu singapore canada australia germany france japan china saudi qatar oman kuwait nepal bangladesh malaysia thailand africa दुबई यूके सिंगापुर कनाडा ऑस्ट्रेलिया यूरोप"
    ).split(" "),
  },
  "usa-trademark-registration": {
    base: "trademark-registration",
    sure: true,
    // "us" alone is mostly the pronoun ("what does each of us send"): the country only where US_SAID finds it.
    says: "usa america american amrika uspto अमेरिका यूएसए यूएस".split(" "),
  },
  "expedited-tm-registration": {
    base: "trademark-registration",
    says: "expedited expedite expediting fast faster fastest quick quickly urgent urgently speedy jaldi turant tatkal एक्सपेडाइटेड फास्ट जल्दी तुरंत तत्काल".split(
      " ",
    ),
  },
  "foreign-company-registration": {
    base: "company-registration",
    sure: true,
    says: "foreign overseas abroad international subsidiary branch liaison wos videshi विदेशी फॉरेन सब्सिडियरी शाखा".split(" "),
  },
};
/** Whether `a` and `b` differ by at most one dropped, added, changed or swapped letter. */
function oneTypo(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const rest = (x: string, y: string) => x === y;
  return (
    rest(a.slice(i + 1), b.slice(i + 1)) ||
    rest(a.slice(i + 1), b.slice(i)) ||
    rest(a.slice(i), b.slice(i + 1)) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a.slice(i + 2), b.slice(i + 2)))
  );
}
/** "US" as the country: "the US", before a word of filing or selling there, or at the end after "in". */
const US_SAID =
  /\bthe us\b|\bus[- ](?:trademarks?|tm|marks?|market|customers?|buyers?|clients?|brand|filing|registration|patent|llc|amazon|based|federal|application)\b|\bin (?:the )?us\s*[?.!]*$/;

export function saysVariant(slug: string, text: string): boolean {
  // Written "US" in a message not all in capitals is the country too.
  if (slug === "usa-trademark-registration" && (US_SAID.test(text.toLowerCase()) || (/\bUS\b/.test(text) && /[a-z]/.test(text))))
    return true;
  const words = wordsOf(normalize(text));
  return (VARIANTS[slug]?.says ?? []).some((w) => words.some((x) => x === w || (w.length >= 5 && oneTypo(x, w))));
}
/** Whether `slug` is a variant (international, USA, expedited, foreign) that the text does not ask for. */
export function unaskedVariant(slug: string, text: string): boolean {
  return VARIANTS[slug] !== undefined && !saysVariant(slug, text);
}
/** The base service when `slug` is a variant the text does not ask for. */
export function plainService(slug: string, text: string): string {
  const variant = VARIANTS[slug];
  return variant && !saysVariant(slug, text) ? variant.base : slug;
}
/**
 * The variant when `slug` is a base service, the model also reads the variant, and the text says what makes
 * it one ("protect my brand abroad" → the international filing), for the variants whose words are unambiguous.
 */
export function askedVariant(slug: string, text: string, services: { label: string; p: number }[]): string {
  const variant = services.find(
    (s) => s.p >= VARIANT_MIN && VARIANTS[s.label]?.base === slug && VARIANTS[s.label]?.sure && saysVariant(s.label, text),
  );
  return variant?.label ?? slug;
}
/** A variant read at least this likely is taken when the message says its words. */
const VARIANT_MIN = 0.15;
