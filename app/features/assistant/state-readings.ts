import { normalize, wordsOf } from "./model/features.ts";
import type { Prediction, Reader, Understanding } from "./model/model.server.ts";
import { refusalVote } from "./model/neighbours.ts";
import { NEEDED_FOR_IT, REFERS_BACK } from "./topic-text.ts";

/**
 * Readings the state takes from more than the model's top class (issue 23, decisions 181–182): the refusal
 * vote of the nearest corpus messages, the two refusal classes as one request, a pronoun after a service
 * the message names, the word that names the next step within the topic's family, and a follow-up made
 * only of a service name and joining words (moved from state.ts, decision 184).
 */

/** A service reading at least this likely is one the rules after the model may choose (as in state.ts). */
const READING_MIN = 0.05;

/** The refusal vote must hold this share of the nearest messages' similarity… */
const VOTE_SHARE = 0.5;
/** …and the model must give the refusal at least this weight. */
const VOTE_MIN_P = 0.2;
/** Below VOTE_SHARE, a refusal the model leads with at TIER_TWO_P is taken when this share of the vote agrees. */
const TIER_TWO_P = 0.6;
const TIER_TWO_SHARE = 0.2;

export function refusalVoted(reader: Reader, text: string, intents: Prediction): { label: string; p: number } | undefined {
  const vote = reader.neighbours && refusalVote(reader.neighbours, text);
  if (!vote) return undefined;
  if (vote.share < VOTE_SHARE) {
    // The model fairly sure of a refusal it leads with, and some of the nearest corpus messages refusals too
    // (a lawful question the model misreads has none near it): the refusal (decision 182).
    const lead = intents[0];
    return lead &&
      (lead.label === "unlawful" || lead.label === "others_data") &&
      lead.p >= TIER_TWO_P &&
      vote.share >= TIER_TWO_SHARE
      ? lead
      : undefined;
  }
  const p = intents.find((x) => x.label === vote.intent)?.p ?? 0;
  return p >= VOTE_MIN_P ? { label: vote.intent, p: Math.max(p, vote.share) } : undefined;
}

/**
 * Unlawful help and another person's data are both refused, and the corpus files a request such as "sign
 * with his DSC, he needn't know" under either: the model splits one request's weight between them
 * (0.22 and 0.18), so the likelier of the two carries both (decision 182).
 */
/** The smaller of the two refusal readings must hold this much for the split to count as one request. */
const SPLIT_REFUSAL = 0.1;
export function refusalsAsOne(intents: Prediction): Prediction {
  const pair = intents.filter((x) => x.label === "unlawful" || x.label === "others_data");
  const [first, second] = pair;
  if (!first || !second || second.p < SPLIT_REFUSAL) return intents;
  return intents
    .filter((x) => x !== second)
    .map((x) => (x === first ? { label: x.label, p: x.p + second.p } : x))
    .sort((a, b) => b.p - a.p);
}

/** Whether a service the message names stands before its first pronoun ("food license lagega? uska kitna"). */
export function namedBeforePronoun(reader: Reader, text: string, named: string[]): boolean {
  if (named.length !== 1) return false;
  const lower = text.toLowerCase();
  const found = REFERS_BACK.exec(lower);
  // "Is a DSC needed for it?", "iske liye PAN chahiye?": the pronoun is the topic that needs the thing named.
  const forIt =
    found &&
    (/\bfor $/.test(lower.slice(0, found.index)) || /^\S*\s+(?:ke )?liye\b|^\S*\s*(?:के )?लिए/.test(lower.slice(found.index)));
  if (!found || (forIt && NEEDED_FOR_IT.test(lower))) return false;
  const pronoun = found.index;
  return reader.model.gazetteer.some((g) => g.slug === named[0] && lower.includes(g.phrase) && lower.indexOf(g.phrase) < pronoun);
}

/** Per family ("trademark"), the word that sets each of its services apart ("hearing" → trademark-hearing). */
const STEP_WORDS = new WeakMap<Reader, Map<string, Map<string, string>>>();
/** Words of a family's slugs that name no step of their own. */
const NOT_A_STEP = new Set(["registration", "certificate", "filing", "return", "and", "e"]);
export function nextStep(reader: Reader, current: string, text: string, u: Understanding): string | undefined {
  let families = STEP_WORDS.get(reader);
  if (!families) {
    families = new Map();
    for (const slug of reader.model.heads.service.classes) {
      const [family, word, ...rest] = slug.split("-");
      if (!family || !word || rest.length > 1 || NOT_A_STEP.has(word)) continue;
      const words = families.get(family) ?? new Map<string, string>();
      words.set(word, words.has(word) ? "" : slug);
      families.set(family, words);
    }
    STEP_WORDS.set(reader, families);
  }
  const words = families.get(current.split("-")[0] ?? "");
  if (!words) return undefined;
  const said = wordsOf(normalize(text));
  const own = current.split("-")[1];
  if (own && said.includes(own)) return undefined;
  const slug = said.map((w) => words.get(w)).find((x) => !!x && x !== current);
  return slug && (u.service.find((s) => s.label === slug)?.p ?? 0) >= READING_MIN ? slug : undefined;
}

/** Words that join a service name to an elliptical question ("gst registration ke liye?", "ITR-4 का?"). */
const CONNECTORS = new Set(
  "and aur or what about how for the a an of in to then toh to phir also same ka ki ke kaa liye liya me mein mai kya bhi bhai sir ji pls please ok okay और तो का की के लिए में क्या भी वाले वाला फिर".split(
    " ",
  ),
);
/** Words that ask something: a message with one asks its own question, not the earlier one again. */
const CUES =
  /^(?:fee|fees|price|cost|charges?|kitna|kitne|kitni|documents?|docs|papers?|kagaz|time|days?|din|process|steps?|how|validity|valid|penalty|fine|late|deadline|date|last|eligib\w*|who|kaun|kab|when|why|kyu|kyon|what|kaise|kitna|फीस|शुल्क|पैसे|खर्च|कितना|कितने|कितनी|दस्तावेज|कागज|कागजात|समय|दिन|प्रक्रिया|कब|कौन|कैसे|क्यों|जुर्माना|पेनल्टी|तारीख|तिथि|वैध|वैधता|योग्य|पात्र|ज़रूरी|जरूरी|क्या\S*है)$/;
/** A word that says what a short follow-up asks ("aur fees?", "and docs?"): its own question, not the earlier one. */
export const OWN_QUESTION =
  /^(?:fee|fees|price|cost|charges?|documents?|docs|papers?|kagaz|validity|penalty|fine|deadline|process|steps|eligibility|time|timeline|timelines|duration|days|din|फीस|शुल्क|खर्च|दस्तावेज|कागज|कागजात|प्रक्रिया|जुर्माना|पेनल्टी|वैधता|समय|दिन)$/;
const vocabulary = new WeakMap<Reader, Set<string>>();
/** Every word of every service name the model knows, except the words that ask something. */
function nameWords(reader: Reader): Set<string> {
  let words = vocabulary.get(reader);
  if (!words) {
    words = new Set(reader.model.gazetteer.flatMap((g) => g.phrase.split(" ")).filter((w) => !CUES.test(w)));
    vocabulary.set(reader, words);
  }
  return words;
}
/** "gst registration ke liye?", "aur LLP?": only a service name and joining words, so the earlier question stands. */
export function onlyAService(reader: Reader, text: string): boolean {
  const words = wordsOf(normalize(text));
  if (!words.length || words.length > 6) return false;
  const names = nameWords(reader);
  const named = (w: string) => names.has(w) && !CUES.test(w);
  return words.some((w) => !CONNECTORS.has(w) && named(w)) && words.every((w) => CONNECTORS.has(w) || named(w));
}

/**
 * "I also need …", "… bhi chahiye", "can you do the monthly returns as well?": a further service wanted,
 * not a question about the one in view.
 */
export const ALSO_NEED =
  /\b(?:also (?:need|want|require)|need (?:a |an )?\S+(?: \S+)? (?:too|as well)|(?:can|could|will|would) (?:you|u) (?:guys )?(?:also )?(?:do|handle|file|take care of|manage) (?:the |my |our )?\S+(?: \S+)? (?:too|as well)|bhi (?:chahiye|chahie|karwana|banwana|lena)|\S+ bhi (?:file|register|apply|karwa|karva|banwa|kar do|kar doge|kar denge|kara do)\w*|aur (?:ek )?\S+ (?:bhi )?chahiye)\b|भी चाहिए|भी (?:करवाना|बनवाना|लेना)/;
/** "They are also selling on amazon, send them a notice": something more, said anywhere in the message. */
export const ALSO = /\b(?:also|too|as well|bhi)\b|भी/i;
export const FOLLOW_UP = /^\s*(?:and|aur|or|what about|how about|also|toh|to phir|और|तो)\b/i;

/** Readings about us rather than a service, and the probability below which one is only noise. */
export const ABOUT_US_INTENTS = new Set<string>([
  "firm_hours",
  "firm_contact",
  "firm_about",
  "services",
  "case_status",
  "human",
  "offer",
]);
export const FAINT = 0.15;
/** The general guides of an area, which a form or registration of the area named outright is more exact than. */
export const GENERAL_GUIDES = new Set([
  "itr-1-to-itr-7-return-filing",
  "income-tax-e-filing",
  "ip-registration",
  "company-registration",
]);
/** Readings a faint follow-up never inherits: each refusal answers its own request only. */
export const CARRIED_NOT = new Set<string>(["unlawful", "others_data", "manipulation", "guarantee", "dispute", "out_of_scope"]);
/** Below this, a reading about us of a message that names a service gives way to the service. */
export const UNSURE_ABOUT_US = 0.3;
