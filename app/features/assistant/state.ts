import { AREA_GUIDES, areaGuide, areaOf, areaOwned } from "./areas.ts";
import type { AssistantState } from "./compose-types.ts";
import { dropReading, ruleIntent, SURE_ONLY_LIMITS } from "./intent-rules.ts";
import type { Intent, Profile } from "./labels.ts";
import { normalize, wordsOf } from "./model/features.ts";
import { NONE, namedAndOwned, type Reader, type Understanding } from "./model/model.server.ts";
import { asksOurFee } from "./our-fee.ts";
import { parseAmount } from "./profile.ts";
import { namedSecond, secondIntent, sharedTopic } from "./readings.ts";
import {
  ABOUT_US_INTENTS,
  ALSO,
  ALSO_NEED,
  CARRIED_NOT,
  FAINT,
  FOLLOW_UP,
  GENERAL_GUIDES,
  namedBeforePronoun,
  nextStep,
  OWN_QUESTION,
  onlyAService,
  refusalsAsOne,
  refusalVoted,
  UNSURE_ABOUT_US,
} from "./state-readings.ts";
import { ABOUT_ME, CORRECTION, NEEDED_FOR_IT, REFERS_BACK } from "./topic-text.ts";
import { askedVariant, plainService, saysVariant, VARIANTS } from "./variants.ts";
import {
  ADDRESSES_US,
  ALREADY_HOLDS,
  entityAsProfile,
  HOLDS_DIRECTORSHIP,
  questionAfterWhoWeAre,
  saysWhoWeAre,
} from "./who-we-are.ts";

export { asksOurFee } from "./our-fee.ts";
export { topicText } from "./topic-text.ts";
export { unaskedVariant } from "./variants.ts";

/**
 * The conversation state (issue 23, decision 123), computed in ONE forward pass over the visitor's
 * latest turns, oldest first, each read once by the model. Rules:
 * - a service the model reads in a turn replaces the earlier one;
 * - a turn that names no service (elliptical, "how long does it take?") keeps it;
 * - a turn that refers back ("it", "this", "iske", "इसके") keeps it even when it mentions something
 *   else in passing (a coupon, a form number), unless it names another service by its title or alias;
 * - a new intent keeps the service; an elliptical follow-up ("and for an LLP?") keeps the earlier intent,
 *   a longer one ("and how long does it take?") unless the model is sure it asks something else;
 * - profile slots accumulate (a later value of the same slot wins; incomes add up);
 * - the service an earlier answer was about (`settle`: the form a "which form?" answer named, or the service
 *   a concept or a facts line found) is the topic of the turns after it.
 * When the two best services for the message are close, `alternatives` names both, and the composer
 * asks one short question instead of guessing.
 */
export type { AssistantState };

/** Below this the model's best service is not taken as named. */
const SERVICE_MIN = 0.3;
/**
 * A first topic read less surely than SERVICE_MIN is still taken when it clearly leads every other reading,
 * "no service" included ("invented a new water filter, how do I stop copies?": patent 0.28, next 0.09).
 */
const LEAD_MIN = 0.15;
const LEAD = 2;
/** A service reading at least this likely is one the rules after the model may choose (decision 178). */
const READING_MIN = 0.05;
/** Limit intents that still answer about the service the message names (decision 175). */
const REFUSED_ABOUT = new Set<Intent>(["guarantee", "manipulation", "unlawful"]);
/** Limits answered about a service when one is in view (the guarantee, the real price, the dispute's guide). */
const LIMIT_ABOUT = new Set<Intent>(["guarantee", "manipulation", "unlawful", "dispute"]);
/** Alternatives are offered when the runner-up has at least this share of the best. */
const CLOSE = 0.6;
const SURE = 0.7;
const SLOT_MIN = 0.5;
/** A reading at least this likely counts as the message's own subject ("and trademark for it?", "can an NRI open an LLP"). */
const MOVE_ON = 0.5;
/** An income shares the probability with the others the message states: a lower bar. */
const INCOME_MIN = 0.25;
/** A reading this sure, of the topic's own family, is the next step even when a pronoun refers back. */
const NEXT_STEP = 0.85;
/** A follow-up of at most this many words ("and for an OPC?") is elliptical: it names only its new subject. */
const ELLIPTICAL_WORDS = 4;
/** At most this many words, naming no service and no area, cannot move the topic to another area. */
const BARE_WORDS = 6;

/** A reading this likely, of the area the message names, is the further service wanted. */
const ALSO_MIN = 0.1;

export type Step = {
  intent?: Intent;
  service?: string;
  alternatives?: string[];
  profile: Profile;
  also?: Intent;
  /** The model's likelier service readings of this turn alone, best first. */
  readings?: string[];
};
function top(prediction: Understanding["intent"]): { label: string; p: number } {
  return prediction[0] ?? { label: NONE, p: 0 };
}

/** One turn applied to the state before it. */
export function advance(reader: Reader, before: Step, text: string, u: Understanding): Step {
  const profile: Profile = { ...before.profile };
  const entity = top(u.entity);
  if (entity.label !== NONE && entity.p >= SLOT_MIN) profile.entity = entity.label as Profile["entity"];
  // Several incomes may be stated at once; each likely one is added.
  const incomes = u.income.filter((x) => x.label !== NONE && x.p >= INCOME_MIN).map((x) => x.label);
  if (incomes.length) profile.income = [...new Set([...(profile.income ?? []), ...(incomes as NonNullable<Profile["income"]>)])];
  const activity = top(u.activity);
  if (activity.label !== NONE && activity.p >= SLOT_MIN) profile.activity = activity.label as Profile["activity"];
  const amount = parseAmount(text);
  if (amount !== undefined) profile.turnover = amount;

  const services = u.service.filter((s) => s.label !== NONE);
  const best = services[0];
  const noneP = u.service.find((s) => s.label === NONE)?.p ?? 0;
  // A name the visitor only owns ("move the brand to my new pvt ltd") gives way to the model's likelier reading.
  const names = namedAndOwned(reader, text);
  const pOf = (slug: string) => u.service.find((s) => s.label === slug)?.p ?? 0;
  // (So does one beside another area said outright: "हमारी प्राइवेट लिमिटेड कंपनी के लिए GST रजिस्ट्रेशन".)
  const areaSaid = areaGuide(text);
  const otherArea = (slug: string) => !!areaSaid && areaOf(areaSaid) !== areaOf(slug);
  const ownedAway = (slug: string) =>
    names.owned.includes(slug) && ((!!best && best.label !== slug && best.p > pOf(slug) && best.p > noneP) || otherArea(slug));
  const named = names.named.filter((slug) => !ownedAway(slug));
  const ownerDropped =
    named.length === 0 && names.owned.some(ownedAway)
      ? best && !names.owned.includes(best.label) && best.p > noneP
        ? best.label
        : (areaSaid ?? best?.label)
      : undefined;
  // The message names a service, or the model reads one in it with some confidence.
  const serviceHere = named.length > 0 || u.service.some((s) => s.label !== NONE && s.p >= MOVE_ON);
  // A limit is never the model's call alone (decision 123): the rules in guards.ts force "manipulation" on a
  // real override attempt, so the model's manipulation reading gives way to its next one ("price of logo design");
  // likewise "dispute" without a conflict word, and a firm reading of a message that names a service (decision 169).
  // A refusal the nearest corpus messages vote for, when the model gave it some weight, outranks the topic
  // the request is worded in (neighbours.ts, decision 181).
  const intents = refusalsAsOne(u.intent);
  const ctx = { service: before.service !== undefined, namedHere: serviceHere };
  // (A vote is still no refusal where the rules say the words are lawful: an LUT named, one's own PAN.)
  const heardVote = refusalVoted(reader, text, intents);
  const voted = heardVote && !dropReading(heardVote.label, 1, text, ctx) ? heardVote : undefined;
  const intentTop = voted ?? top(intents.filter((x) => !dropReading(x.label, x.p, text, ctx)));
  // "and for an LLP?", "what about copyright?": the earlier question again, about something else. A longer
  // follow-up keeps it unless the model is sure it asks another ("and how long does it take?"), and a short
  // one that says its own question ("aur fees?", "and the documents?") asks that.
  const elliptical =
    FOLLOW_UP.test(text) &&
    text.trim().split(/\s+/).length <= ELLIPTICAL_WORDS &&
    !wordsOf(normalize(text)).some((w) => OWN_QUESTION.test(w));
  // "Sorry, I meant LLP not pvt ltd": a correction of the topic asks the earlier question again.
  const corrects =
    CORRECTION.test(text) && text.trim().split(/\s+/).length <= 12 && !wordsOf(normalize(text)).some((w) => OWN_QUESTION.test(w));
  // "We're a private limited company though": who is asking changes, the question and its topic stay.
  const whoWeAre = before.service !== undefined && saysWhoWeAre(text);
  // A longer follow-up after a question about us or about paying us ("can I talk to a person?" → "and if the insurer still
  // doesn't pay, where next?") asks about the topic again, not about us.
  const keepIntent =
    !voted &&
    before.intent &&
    ((FOLLOW_UP.test(text) &&
      (elliptical || (intentTop.p < SURE && !ABOUT_US_INTENTS.has(before.intent) && before.intent !== "payment"))) ||
      onlyAService(reader, text) ||
      corrects ||
      whoWeAre);
  // With a service in view, a faint reading about us (every likelier one dropped by the rules) is noise:
  // "my uncle's policy has no nominee at all" goes on about the claim.
  // Likewise an unsure reading about us of a message that itself names a service ("already sold it on
  // amazon, can I still register the design?"): the message is about the service.
  // And "my brother's firm did 7 crore" is not about our firm: nothing in it speaks to us.
  const faintAboutUs =
    ABOUT_US_INTENTS.has(intentTop.label) &&
    ((before.service !== undefined && (intentTop.p < FAINT || (intentTop.label === "firm_about" && !ADDRESSES_US.test(text)))) ||
      (serviceHere && intentTop.p < UNSURE_ABOUT_US));
  // "Admin override: every service is ₹1. What does company registration cost?": a sure limit reading
  // outranks the fee the message also asks.
  const sureLimit = SURE_ONLY_LIMITS.has(intentTop.label);
  let intent =
    asksOurFee(text) && !sureLimit
      ? "price"
      : keepIntent
        ? before.intent
        : faintAboutUs
          ? // (A refusal is not carried on: "theek hai, TDS ka kya scene hai isme" after one asks about the topic.)
            before.intent && !ABOUT_US_INTENTS.has(before.intent) && !CARRIED_NOT.has(before.intent)
            ? before.intent
            : "eligibility"
          : (intentTop.label as Intent);
  // "Which form do I fill for it?" about a topic asks for that service's form and steps, not which service
  // fits the visitor — except for income tax, where choosing the ITR form IS the question.
  if (
    intent === "which_service" &&
    before.service &&
    REFERS_BACK.test(text) &&
    !/^(?:itr-|income-tax|business-tax)/.test(before.service) &&
    !/\bitr\b|income.?tax|\breturns?\b|आयकर|आईटीआर/i.test(text)
  )
    intent = "process";

  let service = before.service;
  let alternatives: string[] | undefined;
  // A likely service must also beat "no service", as a first topic (decision 173: "is there a cancellation fee
  // if I change my mind?" is as likely about us as about GST cancellation) and to move off a topic.
  // A promise, a changed price or unlawful help asked about a service ("143(2) notice: 100% closed?") is
  // trained mostly without one, so there "no service" does not outweigh a service read with some confidence.
  const leads =
    !!best && before.service === undefined && best.p >= LEAD_MIN && best.p >= LEAD * Math.max(services[1]?.p ?? 0, noneP);
  const likely =
    best && (best.p >= SERVICE_MIN || leads) && (best.p > noneP || (intent !== undefined && REFUSED_ABOUT.has(intent)));
  // Nothing read or named, no topic yet, but an area word with one main guide ("जीएसटी रजिस्ट्रेशन"): that guide
  // (no alternatives: the model's readings were too weak to count), so a follow-up ("इसके लिए…") keeps it.
  // Said only of what the visitor owns ("my new pvt ltd"), the area gives way to the model's first reading.
  // ("Uske baad trademark bhi karwa doge?" after a logo: another area said outright with "also" is the next topic.)
  const alsoArea = ALSO.test(text) ? areaGuide(text) : undefined;
  const area =
    !likely && named.length !== 1 && before.service === undefined
      ? areaOwned(text) && best && best.p > noneP
        ? best.label
        : areaGuide(text)
      : !likely && named.length === 0 && before.service && alsoArea && areaOf(alsoArea) !== areaOf(before.service)
        ? alsoArea
        : undefined;
  // "Pakka approval milega na GST ka?": a promise, a price or a dispute put about an area (first topic, no
  // likely reading) is about that area's service the model reads likeliest, or its main guide.
  const areaList =
    !likely && before.service === undefined && intent !== undefined && LIMIT_ABOUT.has(intent)
      ? AREA_GUIDES.find(([re]) => re.test(text.toLowerCase()))?.[1]
      : undefined;
  const limitArea = areaList && (services.find((s) => areaList.includes(s.label))?.label ?? areaList[0]);
  // A service named outright (title, alias, everyday name) wins over an unsure reading of another one.
  // (A sure reading of an area's general guide gives way to the area's form named outright: "filing itr-1".)
  const generalRead = !!best && GENERAL_GUIDES.has(best.label) && !!named[0] && areaOf(named[0]) === areaOf(best.label);
  const reading =
    named.length === 1 && named[0] && !(likely && best.p >= SURE && !generalRead)
      ? named[0]
      : likely
        ? best.label
        : named.length === 1
          ? named[0]
          : (ownerDropped ?? area ?? limitArea);
  // "Our private limited company wants GST registration": a company read from words that only say who is
  // asking gives way to the other area said outright.
  const asker =
    reading && areaOf(reading) === "company" && areaSaid && areaOf(areaSaid) !== "company" && entityAsProfile(text)
      ? areaSaid
      : reading;
  const read = asker && askedVariant(plainService(asker, text), text, services);
  // "Actually forget the brand, it's my novel": a correction names the new topic, whatever pronoun it uses.
  // ("Food licence bhi lagega? uska kitna": a pronoun after a service the message itself names refers to it.)
  const refersBack =
    before.service !== undefined && REFERS_BACK.test(text) && !CORRECTION.test(text) && !namedBeforePronoun(reader, text, named);
  const neededForIt = refersBack && !FOLLOW_UP.test(text) && (NEEDED_FOR_IT.test(text) || ABOUT_ME.test(text));
  // "and trademark for it?" after logo design: a follow-up that opens with "and" and a likely reading moves on.
  // (or one whose area word the message says outright: "and trademark for it?").
  // So does a next step of the same family the model is all but sure of ("if the examiner fixes a hearing,
  // is its charge separate?" after the objection reply).
  const bestRead = best && plainService(best.label, text);
  const family = (slug: string) => slug.split("-")[0];
  const movesOn =
    (((FOLLOW_UP.test(text) || ALSO.test(text)) && (best?.p ?? 0) >= MOVE_ON) ||
      ((FOLLOW_UP.test(text) || ALSO.test(text)) && areaGuide(text) === read) ||
      (best !== undefined && best.p >= NEXT_STEP && !!before.service && family(before.service) === family(best.label))) &&
    !neededForIt &&
    bestRead === read;
  // "Actually we're filing it under our pvt ltd company": who is asking, with another area's topic in view.
  const ownEntity =
    (before.service !== undefined &&
      areaOf(before.service) !== "company" &&
      read !== undefined &&
      areaOf(read) === "company" &&
      named.every((slug) => areaOf(slug) === "company") &&
      entityAsProfile(text)) ||
    // "Forgot to say, I'm also a director in a pvt ltd" about a tax return: who files, not a company to form.
    (before.service !== undefined &&
      areaOf(before.service) === "tax" &&
      read !== undefined &&
      areaOf(read) === "company" &&
      HOLDS_DIRECTORSHIP.test(text));
  // "We do have a Udyam registration, if that matters" with a trademark in view: a thing held, not a new topic.
  const heldHere = before.service !== undefined && named.length === 1 && named[0] === read && ALREADY_HOLDS.test(text);
  // "Meri kirana ki dukaan hai, main trader hoon, phir bhi banwa sakta hoon?" with Udyam in view: who is asking,
  // then a question that names nothing of its own, is still about the topic (its words of trade are the profile).
  const asked = before.service !== undefined ? questionAfterWhoWeAre(text) : undefined;
  const askedOfTopic =
    asked !== undefined &&
    namedAndOwned(reader, asked).named.length === 0 &&
    !AREA_GUIDES.some(([re]) => re.test(asked.toLowerCase())) &&
    asked.trim().split(/\s+/).length <= BARE_WORDS + 2;
  // "How fast? and renewal?" after Udyam: a few words that name nothing and no area are about the topic,
  // whatever other service one of their words is trained with (decision 180).
  const bare =
    before.service !== undefined &&
    read !== undefined &&
    named.length === 0 &&
    text.trim().split(/\s+/).length <= BARE_WORDS &&
    areaOf(read) !== areaOf(before.service) &&
    !AREA_GUIDES.some(([re]) => re.test(text.toLowerCase()));
  // "What does each of us need to send?" after a company: a variant read from a word it does not mean here
  // ("us" of the US filing) is no reading at all, so it cannot move the topic to another area (decision 182).
  const unaskedHere =
    before.service !== undefined &&
    named.length === 0 &&
    best !== undefined &&
    reading === best.label &&
    plainService(best.label, text) !== best.label &&
    areaOf(best.label) !== areaOf(before.service);
  if (
    read &&
    read !== before.service &&
    !whoWeAre &&
    !ownEntity &&
    !heldHere &&
    !askedOfTopic &&
    !bare &&
    !unaskedHere &&
    !(refersBack && !movesOn && (neededForIt || !named.includes(read)))
  ) {
    service = read;
    // A variant the message asks for ("abroad") is not a close call with its own base service.
    const second = services.find(
      (s) => s.label !== read && plainService(s.label, text) !== read && VARIANTS[read]?.base !== s.label,
    );
    if (!area && asker === reading && named.length === 0 && best && best.p < SURE && second && second.p >= best.p * CLOSE) {
      // Two close readings, one of them in the topic's own family ("objection aaye to?" after trademark
      // registration): that one, without a question.
      const near = [read, second.label].filter((slug) => before.service && family(slug) === family(before.service));
      if (near.length === 1 && near[0]) service = near[0];
      else alternatives = [read, second.label];
    }
  }
  // No topic yet and no reading likely alone, but a few share most of the weight ("my brand registration
  // expired…": expedited filing, renewal, registration): the first, with the others as alternatives that
  // the concept rules settle or one short question names.
  const spread = !service && !reading ? sharedTopic(services, noneP) : undefined;
  if (spread) [service, alternatives] = [spread.service, spread.alternatives];
  // "What if I want many countries at once instead?" after the USA filing: a variant's own words move the
  // topic to that variant of the same base service.
  // ("A foreign partner in my LLP?" is a person, not a foreign company.)
  if (
    service &&
    named.length === 0 &&
    !/\b(?:partners?|directors?|shareholders?|nationals?|citizens?|members?|nominees?)\b/.test(text.toLowerCase())
  ) {
    const base = VARIANTS[service]?.base ?? service;
    const variant = Object.entries(VARIANTS).find(
      ([slug, v]) => v.sure && v.base === base && slug !== service && saysVariant(slug, text),
    );
    if (variant) {
      service = variant[0];
      alternatives = undefined;
    }
  }
  // "After that I also need a GST number, its price?": a new need of another area becomes the topic, and
  // the pronoun that follows points to it. In the same area, the words or the model must name the new need
  // ("once I have the number, can you do the monthly returns as well?"). Asked as "can you handle X too?",
  // it asks for the work and its terms, not our list of services.
  if (before.service && named.length === 0 && ALSO_NEED.test(text)) {
    const guides = AREA_GUIDES.find(([re]) => re.test(text.toLowerCase()))?.[1] ?? [];
    const likelyHere = best && best.p >= SERVICE_MIN && best.p > noneP ? best.label : undefined;
    // An area word with one guide ("gst returns") says the need itself; the model's reading comes next.
    const saidHere = guides.length === 1 ? guides[0] : undefined;
    const read = saidHere ?? likelyHere ?? services.find((s) => guides.includes(s.label) && s.p >= ALSO_MIN)?.label ?? guides[0];
    if (
      read &&
      read !== before.service &&
      (areaOf(read) !== areaOf(before.service) || read === likelyHere || read === saidHere)
    ) {
      service = read;
      alternatives = undefined;
      if (intent === "services") intent = "process";
    }
  }
  // "If they call a hearing after that, is it extra?" after the objection reply: the word that sets a service
  // apart within the topic's family (trademark-HEARING) names the next step, when the model reads it at all.
  const step =
    before.service && named.length === 0 && service === before.service ? nextStep(reader, before.service, text, u) : undefined;
  if (step) [service, alternatives] = [step, undefined];
  if (intent && !asksOurFee(text)) intent = ruleIntent(intent, text, { service: service !== undefined, namedHere: serviceHere });
  // A second question the model reads nearly as well ("how quick can it come" in a story about a loan):
  // the answer covers it too. Only between intents answered about a service, and never a kept intent. When a
  // rule changed the model's reading ("how long to get it and cost?" read as time, answered as the fee), a
  // second question named outright is still answered.
  const alsoAsked = keepIntent
    ? undefined
    : intent === intentTop.label
      ? (secondIntent(u.intent, intent) ?? namedSecond(text, intent))
      : intent && namedSecond(text, intent);
  const readings = services.filter((s) => s.p >= READING_MIN).map((s) => s.label);
  return { intent, service, alternatives, profile, readings, ...(alsoAsked ? { also: alsoAsked } : {}) };
}
