/**
 * What the assistant's classifier sees of a message (decision 123): the normalised text cut into
 * words, each word's character 2–4-grams with its boundaries ("#gst#" → "#g", "gs", "#gs", "gst#"…),
 * the words themselves, adjacent word pairs, and a "names this service" feature for each guide title or
 * alias the text contains. Character n-grams make a misspelling ("regstration") or a transliteration
 * share most of its features with the word it means; Devanagari is kept as written.
 */

/** Devanagari digits → ASCII; nukta dropped and candrabindu → anusvara, so दस्तावेज़ = दस्तावेज. */
export function normalize(input: string): string {
  return ` ${input.normalize("NFKC").toLowerCase()} `
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/\u093c/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(/₹/g, " rupee_sign ")
    .replace(/[’`']/g, "")
    .replace(/[^\p{L}\p{M}\p{N}_]+/gu, " ")
    .replace(/\b(itr|gstr|form|tm|section)\s+(\d{1,3}[a-z]?)\b/g, "$1$2")
    .replace(/\s+/g, " ")
    .trim();
}

export function wordsOf(normalized: string): string[] {
  return normalized ? normalized.split(" ") : [];
}

/** Devanagari letters → Latin, consonants without their inherent vowel ("ट्रेडमार्क" → "tredmark"). */
const LATIN: Record<string, string> = Object.fromEntries(
  (
    "अ a|आ a|इ i|ई i|उ u|ऊ u|ऋ ri|ए e|ऐ ai|ओ o|औ au|ऑ o|ा a|ि i|ी i|ु u|ू u|ृ ri|े e|ै ai|ो o|ौ au|ॉ o|ं n|ः h|" +
    "क k|ख kh|ग g|घ gh|ङ n|च ch|छ chh|ज j|झ jh|ञ n|ट t|ठ th|ड d|ढ dh|ण n|त t|थ th|द d|ध dh|न n|प p|फ f|ब b|भ bh|" +
    "म m|य y|र r|ल l|व v|श sh|ष sh|स s|ह h|ड़ r|ढ़ rh|क़ q|ख़ kh|ग़ g|ज़ z|फ़ f|् "
  )
    .split("|")
    .map((pair) => [pair.slice(0, pair.indexOf(" ")), pair.slice(pair.indexOf(" ") + 1)]),
);

/**
 * A Devanagari word spelt in Latin letters, roughly: its character n-grams then meet the same word
 * typed in Latin script ("ट्रेडमार्क" shares "mar", "ark", "rk#" with "trademark").
 */
export function transliterate(word: string): string {
  let out = "";
  for (const ch of word) out += LATIN[ch] ?? (/[\u0900-\u097f]/.test(ch) ? "" : ch);
  return out;
}

const MAX_GRAM = 4;
/** Longest word read for n-grams: a 6,000-character "word" costs no more than this. */
const MAX_WORD = 24;
/** At most this many words of a message are read (bounded cost whatever the input). */
export const MAX_WORDS = 120;

export type Gazetteer = { phrase: string; slug: string }[];

/** The feature strings of one message (deduplicated). */
export function featuresOf(text: string, gazetteer: Gazetteer): string[] {
  const normalized = normalize(text.slice(0, 2000));
  const words = wordsOf(normalized).slice(0, MAX_WORDS);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = (words[i] ?? "").slice(0, MAX_WORD);
    out.add(`w:${w}`);
    if (i > 0) out.add(`b:${words[i - 1]}_${w}`);
    addGrams(out, w);
    if (/[\u0900-\u097f]/.test(w)) {
      const latin = transliterate(w);
      out.add(`w:${latin}`);
      addGrams(out, latin);
    }
  }
  if (words.length > 0) out.add(`s:${words[0]}`);
  if (words.length <= 3) out.add("len:short");
  const spaced = ` ${words.join(" ")} `;
  for (const { phrase, slug } of gazetteer) if (spaced.includes(` ${phrase} `)) out.add(`g:${slug}`);
  for (const [cue, re] of CUES) if (re.test(spaced)) out.add(`q:${cue}`);
  return [...out];
}

/**
 * Words that say what is asked, in the three ways visitors write them, grouped (one feature per group):
 * a spelling the corpus lacks still meets the group's weight ("शुल्क" like "fees", "jurmana" like "fine").
 * Read on the normalised text (nukta dropped, so दस्तावेज़ = दस्तावेज).
 */
const CUES: [string, RegExp][] = [
  [
    "money",
    / (?:fees?|price|cost|costs|charges?|rate|paise|paisa|rupees?|rupee_sign|kharcha|kharch|फीस|शुल्क|कीमत|खर्च|खर्चा|पैसे|चार्ज|रुपये|रुपए) /,
  ],
  [
    "government",
    / (?:government|govt|sarkari|official|statutory|challan|stamp duty|mca|roc|registrar|registry|department|authority|portal|dgft|ip india|सरकारी|सरकार|चालान|आधिकारिक|विभाग|स्टांप) /,
  ],
  ["papers", / (?:documents?|docs?|papers?|kagaz|kagzat|dastavez|dastavej|proofs?|दस्तावेज|दस्तावेजों|कागज|कागजात|प्रमाण) /],
  ["late", / (?:late|fine|penalty|penalties|jurmana|interest|byaj|miss|missed|chuk|nikal|लेट|जुर्माना|पेनल्टी|दंड|ब्याज|चूक|चूके|निकल) /],
  ["lastdate", / (?:deadline|last date|due date|antim tithi|aakhri|akhri|cutoff|आखिरी|अंतिम|नियत) /],
  ["duration", / (?:kitne din|how long|how many days|days|weeks|din|दिन|हफ्ते|हफ्तों|समय|वक्त) /],
  ["meaning", / (?:meaning|matlab|means|mean|kya hota|kya hai|मतलब|अर्थ|क्या होता) /],
  ["steps", / (?:process|procedure|steps?|kaise|how to|how do|प्रक्रिया|कैसे|तरीका|tarika) /],
  ["who", / (?:eligible|eligibility|who can|kaun|limit|threshold|seema|qualif\w*|पात्र|योग्य|योग्यता|कौन|सीमा) /],
  ["lasts", / (?:valid|validity|expire|expires|expiry|renew|renewal|वैध|वैधता|मियाद|नवीनीकरण) /],
];

/** The word's character 2–4-grams, with "#" marking its start and end. */
function addGrams(out: Set<string>, word: string): void {
  const padded = `#${word}#`;
  for (let n = 2; n <= MAX_GRAM; n++) for (let j = 0; j + n <= padded.length; j++) out.add(`c:${padded.slice(j, j + n)}`);
}

/** Guide titles and aliases as phrases ("trademark registration", "itr 1" → its guide). */
export function gazetteerFrom(entries: { slug: string; names: string[] }[]): Gazetteer {
  const seen = new Set<string>();
  const out: Gazetteer = [];
  for (const { slug, names } of entries) {
    for (const name of names) {
      const phrase = normalize(name);
      // (Two letters name a service only as an everyday abbreviation listed for it: "tm".)
      if (phrase.length < 2 || seen.has(phrase)) continue;
      seen.add(phrase);
      out.push({ phrase, slug });
    }
  }
  return out.sort((a, b) => a.phrase.localeCompare(b.phrase));
}

/** The placeholder a service name becomes in what the intent head reads (decision 172). */
export const NAMED = "svcname";

/**
 * The text with every service it names replaced by one placeholder word, for the intent head: what is
 * asked ("fee?", "cutoff", "kab due hai") then decides the intent, not which service the corpus happened
 * to ask it about most ("franchise agreement … fee?" is a price question like any other).
 */
export function delexicalized(text: string, gazetteer: Gazetteer): string {
  const spaced = spacedWords(text);
  let out = spaced;
  for (const hit of namedSpans(spaced, gazetteer).sort((a, b) => b.start - a.start))
    out = `${out.slice(0, hit.start)} ${NAMED} ${out.slice(hit.end)}`;
  return out.trim();
}

/**
 * Whether the words at [start, end) of `text` name something the visitor already has or belongs to
 * ("my new pvt ltd", "our singapore company"): a possessive just before, and no word of making or
 * registering one beside them. Such a name says who is asking, not what is asked (decision 174).
 */
export function ownedAt(text: string, start: number, end: number): boolean {
  const before = ` ${text.slice(Math.max(0, start - 30), start)}`;
  return (
    EMPLOYER_BEFORE.test(before) ||
    // (The making said right after the name: "our LLP registration", not "our LLP wants to register its brand".)
    (OWNER_BEFORE.test(before) && !MAKING.test(`${text.slice(Math.max(0, start - 25), start)} ${text.slice(end, end + 14)}`))
  );
}
/** "Salary from the same company", "I work at a company": the employer, whatever is filed or made next. */
const EMPLOYER_BEFORE =
  / (?:(?:same|single|isi|usi|ek hi) |(?:work|works|working|worked|job|employed|naukri|kaam) (?:at|in|for|with) (?:a |an |the |one |this |that )?)$/;
const OWNER_BEFORE =
  / (?:(?:one) |(?:my|our|his|her|their|friend s|friends|brother s|father s|client s|mera|meri|mere|hamari|hamara|hamare|humari|humara|apni|apna|apne|unki|uski|uska|unka|मेरा|मेरी|मेरे|हमारा|हमारी|हमारे|अपना|अपनी|अपने|उसकी|उनकी|उसका|उनका) (?:(?:own|new|existing|old|registered|parent|present|current|\S+) )?)$/;
const MAKING =
  /\b(?:register|registering|registration|(?:get|gets|getting|be|been) registered|incorporat\w*|form|forming|start|starting|open|opening|set up|setup|convert|banana|banani|banwana|banwani|karwana|karwani|khol\w*|apply|applying|file|filing)\b|रजिस्ट्रेशन|पंजीकरण|बनवा|खोल|शुरू/;

function spacedWords(text: string): string {
  return ` ${wordsOf(normalize(text.slice(0, 2000)))
    .slice(0, MAX_WORDS)
    .join(" ")} `;
}

/**
 * The services a text names by title or alias, in the order named; a name inside a longer one
 * ("trademark registration" in "USA trademark registration") counts only as the longer one.
 */
export function servicesNamedIn(text: string, gazetteer: Gazetteer): string[] {
  return namedSpans(spacedWords(text), gazetteer).map((h) => h.slug);
}

/** The services named, and among them those named only as what the visitor owns (see `ownedAt`), in one pass. */
export function servicesNamedAndOwned(text: string, gazetteer: Gazetteer): { named: string[]; owned: string[] } {
  const spaced = spacedWords(text);
  const spans = namedSpans(spaced, gazetteer).map((h) => ({ ...h, owned: ownedAt(spaced, h.start + 1, h.end - 1) }));
  const named = spans.map((h) => h.slug);
  return { named, owned: [...new Set(named)].filter((slug) => spans.every((h) => h.slug !== slug || h.owned)) };
}

/** Where in the spaced words each service name stands (the longest one where names overlap), in order. */
function namedSpans(spaced: string, gazetteer: Gazetteer): { start: number; end: number; slug: string }[] {
  const hits: { start: number; end: number; slug: string }[] = [];
  for (const { phrase, slug } of gazetteer) {
    // (A plural names it too: "tds returns", "trademarks".)
    for (const said of [phrase, `${phrase}s`]) {
      let at = spaced.indexOf(` ${said} `);
      while (at >= 0) {
        hits.push({ start: at, end: at + said.length + 2, slug });
        at = spaced.indexOf(` ${said} `, at + 1);
      }
    }
  }
  // "No rent agreement", "without a DSC", "rent agreement nahi hai": a thing the visitor lacks is not the topic.
  // (A two-letter name before a one-letter word is a form's code: "TM-R", "TM-A" name the form, not the service.)
  const kept = hits.filter(
    (h) =>
      !(h.end - h.start <= 4 && /^[a-z0-9] /.test(spaced.slice(h.end))) &&
      !hits.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start) &&
      !NEGATED_BEFORE.test(spaced.slice(Math.max(0, h.start - 24), h.start + 1)) &&
      !NEGATED_AFTER.test(spaced.slice(h.end - 1, h.end + 14)),
  );
  return kept.sort((a, b) => a.start - b.start);
}
const NEGATED_BEFORE = / (?:no|without|dont have|don t have|do not have|not have|have no|bina|koi) (?:a |an |the |any )?$/;
const NEGATED_AFTER = /^ (?:nahi|nahin|nhi|नहीं)\b/;
