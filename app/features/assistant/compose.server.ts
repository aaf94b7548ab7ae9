import { AREA_GUIDES } from "./areas.ts";
import { aboutOurDealings, asksMoneyBack, cancelsPaidOrder, dealingsBlock } from "./compose-dealings.server.ts";
import {
  CONSULT_ASKED,
  couponAnswer,
  faqOf,
  firmFallback,
  firmReply,
  humanAnswer,
  join,
  offersAnswer,
  passageBlock,
  paymentAnswer,
} from "./compose-firm.server.ts";
import { limitsAnswer } from "./compose-limits.server.ts";
import { askedLine, serviceByFacts } from "./compose-match.server.ts";
import { COMPOSE_PHRASES, type ComposePhrases } from "./compose-phrases.ts";
import { limitsBlock, priceLines, readMore, serviceBlock } from "./compose-service.server.ts";
import type { AssistantState } from "./compose-types.ts";
import { eventClock, situationSaid, verdict, WANTS, whichAnswer } from "./compose-which.server.ts";
import { guideSentence } from "./guide-passages.server.ts";
import { MONEY } from "./intent-words.ts";
import type { Knowledge, ServiceKnowledge } from "./knowledge.server.ts";
import type { Intent } from "./labels.ts";
import { dueForPeriod, stillOpen } from "./open-dates.ts";
import { asksHowToPay } from "./our-fee.ts";
import { rupeesShort, udyamClass } from "./situation.server.ts";
import { ADDRESSES_US } from "./who-we-are.ts";

/**
 * The assistant's answer (Markdown) from the conversation state and the knowledge built from content
 * (issue 23, decision 128). Deterministic and pure: the same state gives the same answer. The state
 * decides WHAT is asked and about WHICH service; this module decides only how to say it.
 */

/** Intents answered about a service: without one (and no alternatives) the composer asks which. */
export const SERVICE_INTENTS = new Set<Intent>([
  "price",
  "gov_fee",
  "documents",
  "timeline",
  "deadline",
  "eligibility",
  "process",
  "validity",
  "rejection",
  "penalty",
  "definition",
]);

const bold = (s: string) => `**${s}**`;
const MESSAGE_READ = 2000;

/** ONE short question naming the plausible services, each linked to its guide. */
function clarify(options: ServiceKnowledge[], t: ComposePhrases): string {
  const names = options.map((o) => `[${o.title}](${o.url})`);
  const list = names.length <= 2 ? names.join(` ${t.or} `) : `${names.slice(0, -1).join(", ")} ${t.or} ${names.at(-1)}`;
  return t.clarify(list);
}

/**
 * Words that ask for a limit or a condition ("minimum", "limit", "requirements", "सीमा"), or a count of
 * people or an amount that decides it ("how many directors", "kitne members", "kitni turnover", "कितने सदस्य"). Whatever intent the model read (bar
 * eligibility, which has them, and penalty), such a question gets the thresholds and counted conditions too.
 */
const LIMIT_ASKED = new RegExp(
  [
    /\b(?:minimum|maximum|limits?|upto|up to|at least|criteria|conditions?|requirements?|eligib\w*|shart\w*|seema|kam se kam)\b/
      .source,
    // "Must I?" questions: the thresholds decide them ("documents required" asks for papers, not this).
    /(?<!(?:documents?|docs|papers) )\brequired\b|\b(?:mandatory|compulsory|must i|do i need|anivarya|(?:zaroori|zaruri|jaruri|jaroori) hai)\b/
      .source,
    /न्यूनतम|अधिकतम|सीमा|शर्त|योग्यता|कम से कम|अनिवार्य|ज़रूरी है|जरूरी है/.source,
    /(?:how many|kitne|kitni|कितने|कितनी)\s+(?:\S+\s+){0,2}?(?:members?|directors?|partners?|shareholders?|people|persons?|log|employees?|staff|capital|turnover|income|lakh|crore|सदस्य|डायरेक्टर|निदेशक|लोग|कर्मचारी|पूंजी|टर्नओवर|आय|लाख|करोड़)/
      .source,
  ].join("|"),
  "i",
);

/** A compound question that first asks what the thing is ("what is X and …", "X kya hai aur …", "X क्या है और …"). */
const WHAT_IS_AND =
  /\bwhat(?:'s| is| are) (?:an? )?(?!the\b|your\b|my\b|fees?\b|price|cost|charges?\b|documents?\b|process|time|last date|deadline|validity)[^?]{2,50}?\band\b|(?<!(?:fees?|kharcha|price|cost|date|process|time|documents?|validity|फ़ीस|फीस|तारीख़|तारीख|प्रक्रिया|समय|दस्तावेज़) )(?:\bkya (?:hai|hota hai|hoti hai) aur\b|क्या (?:है|होता है|होती है) और)/i;

/** Both services of the conversation asked about together. */
const BOTH =
  /\b(?:both|dono|donon|combined|total for (?:the )?two)\b|दोनों|\b(?:price|cost|total|fees?) (?:for )?(?:them |the two )?together\b|\btogether,? (?:what|how much|price|cost|total)/i;

/**
 * "If it is rejected by your mistake, do I pay again?", "can I send the notice before the call?": before
 * asking which service, a message put to us that shares three meanings with a passage of ours gets it.
 */
function oursFirst(message: string, k: Knowledge, t: ComposePhrases): string | undefined {
  return ADDRESSES_US.test(message) || CONSULT_ASKED.test(message) ? passageBlock(message, k, t, 3) : undefined;
}

/** "How long does it take?" is answered with time alone: a fee beside it reads as the wrong answer. */
const TIME_INTENTS = new Set(["timeline", "deadline", "validity", "penalty"]);

/**
 * The lines of a second block that the answer does not already say: a line goes when its first sentence,
 * without a list mark or a "Label: " lead, is said already ("Validity: One, two or three years…" after
 * "One, two or three years…"). A block left with no list line says nothing new.
 */
function unsaid(body: string, said: string): string | undefined {
  const core = (l: string) =>
    (
      l
        .replace(/^(?:- |\d+\. )/, "")
        .replace(/^[^:*]{1,30}: /, "")
        .split(/(?<=\.) /)[0] ?? ""
    ).trim();
  const lines = body.split("\n").filter((l) => !l.trim() || !said.includes(core(l)));
  return lines.some((l) => /^(?:- |\d+\. )/.test(l)) ? lines.join("\n").trim() : undefined;
}

/** Composes the answer to the current message from the state and the knowledge. */
export function compose(input: AssistantState, knowledge: Knowledge, today: Date = new Date()): string {
  // The few words read from the message (topics, empty slots) are read from its start only: cost stays bounded.
  let state: AssistantState = { ...input, message: input.message.slice(0, MESSAGE_READ) };
  const t = COMPOSE_PHRASES[state.lang] ?? COMPOSE_PHRASES.en;
  const resolve = (slug: string) => knowledge.services.get(slug) ?? knowledge.services.get(knowledge.aliases[slug] ?? "");
  if (state.service && !knowledge.services.has(state.service) && knowledge.aliases[state.service])
    state = { ...state, service: knowledge.aliases[state.service] };
  const svc = state.service ? resolve(state.service) : undefined;

  const limits = limitsAnswer(state, svc, knowledge, t);
  if (limits) return limits;
  // A coupon code named for a service it does not belong to, or with none: where the coupon applies.
  const coupon = couponAnswer(state, knowledge, t);
  if (coupon) return coupon;
  // "Paid yesterday, don't want to go ahead: money back?" read as a case or payment question: the refund's answer.
  if (
    (asksMoneyBack(state.message) && ["case_status", "payment", "firm_about", "firm_contact"].includes(state.intent)) ||
    (state.intent === "price" && cancelsPaidOrder(state.message))
  ) {
    const ours = dealingsBlock(state.message, knowledge, t);
    if (ours) return join([ours, svc ? `${t.readMore} [${svc.title}](${svc.url})` : undefined]);
  }
  const firm = firmReply(state, knowledge, t);
  if (firm) return firm;
  if (state.intent === "offer") return offersAnswer(state, knowledge, t);
  // "Can a Section 8 company pay dividends?" read as paying us: no payment entry is asked, a facts line is.
  if (
    state.intent === "payment" &&
    svc &&
    !asksHowToPay(state.message) &&
    !faqOf(state, knowledge, (e) => e.intent === "payment" || e.intent === "offer") &&
    askedLine(svc, state.message, knowledge)
  )
    state = { ...state, intent: "definition" };
  if (state.intent === "payment") {
    // Paying for a named service: how to pay, then what that service costs, with its guide.
    const fee = svc && (svc.price || svc.notSoldOnline) ? priceLines(svc, t)[0] : undefined;
    return join([paymentAnswer(state, knowledge, t), fee, svc ? `${t.readMore} [${svc.title}](${svc.url})` : undefined]);
  }
  if (state.intent === "human") {
    // "Need an MOU drafted": an expert, and what that service costs with us, with its guide.
    const fee = svc && (svc.price || svc.notSoldOnline) ? priceLines(svc, t)[0] : undefined;
    return join([humanAnswer(state, knowledge, t), fee, svc ? `${t.readMore} [${svc.title}](${svc.url})` : undefined]);
  }

  // "Price for both together?", "dono ka total?": each service's price line, the earlier one first.
  const earlier = state.previous ? resolve(state.previous) : undefined;
  if (
    (state.intent === "price" || state.intent === "gov_fee") &&
    svc &&
    earlier &&
    earlier.slug !== svc.slug &&
    BOTH.test(state.message)
  ) {
    const lines = [earlier, svc].map((o) => `- ${priceLines(o, t, state.intent === "gov_fee")[0]} ([${o.title}](${o.url}))`);
    return join([lines.join("\n"), t.consult]);
  }
  // Unsure between readings: a price asked gets each price and one short question; anything else gets the
  // likelier reading answered and the question about the others at its end.
  let hedge: ServiceKnowledge[] = [];
  const options = [...new Set([...(state.service ? [state.service] : []), ...(state.alternatives ?? [])])]
    .map((s) => resolve(s))
    .filter((s): s is ServiceKnowledge => !!s);
  const distinct = [...new Map(options.map((o) => [o.slug, o])).values()];
  // "Kirana store, 80 lakh turnover, which ITR?": the situation decides between the close readings.
  const settled = state.intent === "which_service" && distinct.length >= 2 && situationSaid(state, knowledge);
  if (!settled && distinct.length >= 2 && (SERVICE_INTENTS.has(state.intent) || state.intent === "which_service")) {
    const asked = distinct.slice(0, 3);
    const ours = oursFirst(state.message, knowledge, t);
    if (ours) return join([ours, clarify(asked, t)]);
    // Unsure which service a price question is about: each one's price in one line, with the question.
    // A government fee asked: our fee beside it, since the visitor pays both.
    if (state.intent === "price" || state.intent === "gov_fee") {
      const lines = asked.map((o) =>
        state.intent === "gov_fee" ? `${priceLines(o, t, true)[0]} ${priceLines(o, t)[0]}` : priceLines(o, t)[0],
      );
      return join([clarify(asked, t), lines.map((l) => `- ${l}`).join("\n")]);
    }
    // Otherwise the likelier reading is answered, and the question about the others ends the answer: the
    // visitor on a phone gets an answer now instead of another round trip (decision 179). "Which do I need?"
    // is itself the question between them, so it is asked back.
    if (state.intent === "which_service") return clarify(asked, t);
    hedge = asked.slice(1);
  }

  if (state.intent === "which_service") return whichAnswer(state, knowledge, t);
  let about = svc ?? options[0];
  if (!about) {
    // No service in the state but the area is named: its main guide, or one question among its guides;
    // with no area, the firm's own answer. Failing those, the service whose facts a rare word of the
    // message names ("who can opt for QRMP?", "manipur goods trader gst limit").
    const area = AREA_GUIDES.find(([re]) => re.test(state.message.toLowerCase()))?.[1].map(resolve);
    const guides = (area ?? []).filter((s): s is ServiceKnowledge => !!s);
    // A message that asks an FAQ entry ("GST invoice for your fees?") is about us, never searched.
    const aboutUs = faqOf(state, knowledge)?.intent !== undefined;
    const firm = guides.length === 1 || (guides.length && !aboutUs) ? undefined : firmFallback(state, knowledge, t);
    if (firm) return firm;
    const only = guides.length === 1 ? guides[0] : undefined;
    // Both an investment and a turnover stated, with an enterprise class asked: the Udyam classes decide it.
    const udyam = knowledge.services.get("small-business-registration");
    const sized = /\b(?:micro|small|medium|msme)\b|सूक्ष्म|लघु|मध्यम/i.test(state.message) && udyamClass(state.message, udyam?.facts);
    const found = only || aboutUs ? undefined : sized ? udyam : serviceByFacts(state.message, knowledge);
    if (!found) {
      if (guides.length >= 2) return join([oursFirst(state.message, knowledge, t), clarify(guides, t)]);
      if (!only) return t.askService;
      const block = serviceBlock(only, state.intent, t, knowledge);
      return join([block.body, readMore(only, { ...state, service: only.slug }, t, knowledge, block), t.consult]);
    }
    about = found;
  }
  const block = serviceBlock(about, state.intent, t, knowledge);
  // The one facts line the message asks about goes first ("opposition period" → the 4-month window).
  const line = askedLine(about, state.message, knowledge);
  // Moved, not repeated: the block may list it too, with or without the bold value.
  // (also a labelled bullet that ends with it: "- Renewal: <the line>")
  for (const form of line ? [line, line.replace(/\*\*/g, "")] : [])
    block.body = block.body
      .split("\n")
      .filter((l) => !(l.startsWith("- ") && (l === `- ${form}` || l.endsWith(`: ${form}`))))
      .join("\n");
  const asked =
    !["eligibility", "penalty"].includes(state.intent) && LIMIT_ASKED.test(state.message)
      ? limitsBlock(about.facts, t, block.body)
      : undefined;
  // "What is an IEC and how long is it valid?": the second question is the intent read; the first gets one line.
  const whatIs =
    state.intent !== "definition" && WHAT_IS_AND.test(state.message)
      ? `${t.definition(bold(about.title))}\n- ${[about.facts?.summary, about.facts?.eligibility?.[0]].filter(Boolean).join(" ")}`
      : undefined;
  const sized = about.slug === "small-business-registration" ? udyamClass(state.message, about.facts) : undefined;
  const fits = sized
    ? t.udyamClass(rupeesShort(sized.invested), rupeesShort(sized.turnover), sized.line)
    : state.intent === "eligibility"
      ? verdict(about, state, knowledge, t)
      : undefined;
  // The GST verdict points at the state limits "below": it goes before them.
  const gst = /^gst-/.test(about.slug) || !!sized;
  // "Missed the ITR-6 date, what's the last day now?": a date already passed leads to the one still open.
  const lead = line ?? block.body.split("\n").find((l) => l.startsWith("- "));
  const open = ["deadline", "timeline"].includes(state.intent) ? stillOpen(lead, about.facts?.deadlines ?? [], today) : undefined;
  // "November ka 3B kab tak?": a monthly due date made concrete for the month named.
  const due = ["deadline", "timeline", "penalty"].includes(state.intent)
    ? dueForPeriod(about.facts?.deadlines ?? [], state.message, today, t.forPeriod)
    : [];
  // "Received a show cause notice", "shifted my shop, update GST": something has happened, so the clock it
  // starts is what matters first — the service's first deadline, unless a line asked already gives one.
  const clock =
    ["eligibility", "definition", "process", "rejection", "timeline"].includes(state.intent) && !(line && /\*\*/.test(line))
      ? eventClock(about, state.message)
      : undefined;
  // "Opening a salon, need shop act registration": someone who wants the work done also learns what it costs.
  // So does a message that also asks the fee ("kaise hoga aur kharcha?"), or the first turn about a service.
  const wanted =
    (WANTS.test(state.message.toLowerCase()) ||
      MONEY.test(state.message.toLowerCase()) ||
      (state.fresh && !TIME_INTENTS.has(state.intent))) &&
    !["price", "gov_fee"].includes(state.intent) &&
    (about.price || about.notSoldOnline)
      ? priceLines(about, t)[0]
      : undefined;
  // The guide's sentence that settles the visitor's particular case, when the answer does not already say it.
  const worth = guideSentence(about, state.message, knowledge, [line, clock, block.body, asked, fits]);
  const dealings = aboutOurDealings(state.message) ? dealingsBlock(state.message, knowledge, t) : undefined;
  // The second question read nearly as well as the first: its lines too, without repeating any.
  const said = [line, clock, worth, block.body, asked, fits].join("\n");
  const second =
    state.also && state.also !== state.intent ? unsaid(serviceBlock(about, state.also, t, knowledge).body, said) : undefined;
  return join([
    dealings,
    whatIs,
    // The verdict on the visitor's own figures first, then the line asked about.
    gst ? fits : undefined,
    open ? t.datePassed(open.passed, open.open) : undefined,
    due.length ? due.join("\n") : undefined,
    line,
    clock,
    worth,
    block.body,
    asked,
    gst ? undefined : fits,
    second,
    state.also === "price" ? undefined : wanted,
    readMore(about, state, t, knowledge, block),
    hedge.length ? t.orDidYouMean(hedge.map((o) => `[${o.title}](${o.url})`).join(` ${t.or} `)) : t.consult,
  ]);
}
