import type { Intent } from "./labels.ts";
import type { Prediction } from "./model/model.server.ts";

/**
 * Two ways the state reads more than the model's first answer (decision 174): a second question the
 * message asks nearly as likely as the first, and a topic that several close readings share.
 */

/** How likely a second reading must be for the answer to cover it too, and the intents that may be one. */
const SECOND_MIN = 0.1;
const SECOND_INTENTS = new Set<string>([
  "documents",
  "timeline",
  "deadline",
  "validity",
  "penalty",
  "price",
  "gov_fee",
  "eligibility",
  "process",
]);
/** Our price box shows the government's fee too: one fee reading never adds the other. */
const FEES = new Set<string>(["price", "gov_fee"]);

/**
 * The model's runner-up intent after `intent` ("how quick can it come" in a story about a loan), when it
 * reaches SECOND_MIN and both are answered about a service.
 */
export function secondIntent(readings: Prediction, intent: Intent): Intent | undefined {
  const runnerUp = readings.find((x) => x.label !== intent);
  if (!runnerUp || runnerUp.p < SECOND_MIN) return undefined;
  if (!SECOND_INTENTS.has(intent) || !SECOND_INTENTS.has(runnerUp.label)) return undefined;
  return FEES.has(intent) && FEES.has(runnerUp.label) ? undefined : (runnerUp.label as Intent);
}

/** Readings that together make a topic when none is likely alone: each at least this, together at least that. */
const SPREAD_MIN = 0.12;
const SPREAD_SUM = 0.45;

/**
 * No reading likely alone, but two or three share most of the weight ("my brand registration expired…":
 * expedited filing, renewal, registration): the first as the topic, the others as its alternatives, for
 * the concept rules to settle or one short question to name. `services` excludes "none", best first.
 */
export function sharedTopic(services: Prediction, noneP: number): { service: string; alternatives: string[] } | undefined {
  const spread = services.filter((s) => s.p >= SPREAD_MIN).slice(0, 3);
  const first = spread[0];
  if (!first || first.p <= noneP || spread.length < 2) return undefined;
  if (spread.reduce((sum, s) => sum + s.p, 0) < SPREAD_SUM) return undefined;
  return { service: first.label, alternatives: spread.slice(1).map((s) => s.label) };
}

/** Words that name a question outright: how long, which papers, what it costs (first match wins in a clause). */
const ASKED: [Intent, RegExp][] = [
  [
    "timeline",
    /\b(?:time|timeline|how long|how many days|how soon|how quick\w*|how fast|duration|kitna time|kitne din|kitne mahine|kitni jaldi|kab tak|samay)\b|समय|टाइम|कितने दिन|कितने महीने|कितनी जल्दी|कब तक/,
  ],
  [
    "documents",
    /\b(?:documents?|docs|papers?|kagaz\w*|kya kya (?:lagega|chahiye|dena))\b|दस्तावेज|कागज|डॉक्यूमेंट|क्या क्या (?:लगेगा|चाहिए|देना)/,
  ],
  ["validity", /\b(?:valid|validity|expires?|expiry|how many years|kitne saal|kitne varsh)\b|वैध|वैलिड|कितने साल|कितने वर्ष/],
  [
    "price",
    /\b(?:cost|costs|price|fees?|charges?|kitna lagega|kitne ka|kharcha|paisa|paise)\b|खर्च|फीस|फ़ीस|कीमत|कितना लगेगा|कितने का|पैसा|पैसे/,
  ],
];

/** Where one asked thing ends and the next begins: a comma, a question mark, "and", "aur", "और". */
const CLAUSES = /[,?।;]|\s(?:and|aur|or|n|&|also|plus|और|या)\s/;

/**
 * A second question named outright beside the first ("cost and time?", "fees aur documents?"): the
 * answer covers both. A short message's words are the questions themselves; a longer one must ask each
 * in a clause of its own ("…kaa copyright karwana hai, kitna kharcha aur kitna samay"), the first of them
 * the question already read.
 */
export function namedSecond(text: string, intent: Intent): Intent | undefined {
  const lower = text.toLowerCase();
  if (!SECOND_INTENTS.has(intent)) return undefined;
  const own = FEES.has(intent) ? "price" : intent === "deadline" ? "timeline" : intent;
  if (lower.split(/\s+/).length <= 8) return ASKED.find(([asked, re]) => asked !== own && re.test(lower))?.[0];
  const asked = lower
    .slice(0, 2000)
    .split(CLAUSES)
    .map((clause) => ASKED.find(([, re]) => re.test(clause))?.[0]);
  return asked.includes(own) ? asked.find((a) => a !== undefined && a !== own) : undefined;
}
