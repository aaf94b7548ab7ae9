import { AREA_GUIDES, areaGuide, areaOf, MAIN_GUIDES } from "./areas.ts";
import type { Assistant } from "./assistant.ts";
import { SERVICE_INTENTS } from "./compose.server.ts";
import { faqOf } from "./compose-firm.server.ts";
import { type ConceptKind, conceptService } from "./concepts.ts";
import { limitIntent } from "./guards.ts";
import type { Intent } from "./labels.ts";
import { namedAndOwned } from "./model/model.server.ts";
import { refineLast } from "./refine-last.server.ts";
import {
  APPLICANT_SERVICES,
  applicantTold,
  COMPOSITION,
  DEDUCTING,
  NAME_NOT_WORK,
  NUMBER_FIRST,
  PTAX_DESCRIBED,
  PTAX_SAID,
  profileOfTopic,
  REFUSALS,
  REQUESTS,
  WORK,
} from "./refine-words.ts";
import { FOLLOW_ON, itrFormAgain, itrFormFor, STRUCTURE_ASKED } from "./situation.server.ts";
import { gstSituation, ipSituation, manyFilings, REMITTANCE, weighsKinds } from "./situation-areas.ts";
import { type AssistantState, unaskedVariant } from "./state.ts";
import { ADDRESSES_US, ALREADY_HOLDS, asksSomething, HOLDS_DIRECTORSHIP } from "./who-we-are.ts";

/**
 * The rules that refine the model's reading of a message (split from local-assistant.server.ts, decision
 * 183): the limit rules first, then the concept, situation and follow-up rules where the model's reading
 * names no service or an unlikely one, then the FAQ head's reading of a question about us.
 */

/** The kind of fact line an intent asks for (a due date, a limit). */
const KIND_ASKED: Partial<Record<Intent, ConceptKind>> = {
  deadline: "deadline",
  timeline: "deadline",
  eligibility: "threshold",
  which_service: "threshold",
  penalty: "threshold",
};

/** The number not held yet ("we don't have any number for that yet", "koi number nahi hai"). */
const NO_NUMBER_YET =
  /\b(?:don'?t|do not|dont|doesn'?t) have (?:any |a |the )?(?:number|no\.?)\b|\bno (?:number|no\.?) (?:yet|for (?:it|that))\b|\b(?:koi )?number (?:nahi|nahin|nhi) hai\b|कोई नंबर नहीं/;

/** The guides of intellectual property (trademarks, copyright, patents, designs, IP contracts and strategy). */
const IP_GUIDE = /trademark|^tm-|copyright|patent|design-|^ip-|intellectual-property|licensing-and-ip|logo/;

/** A concept that overrules the model's close readings must lead every other guide by this factor. */
const DECISIVE = 2;

/** The limit rules, then a concept or the visitor's situation where the model's reading names no service. */
export function refine(assistant: Assistant, state: AssistantState, message: string): AssistantState {
  // A rule below chooses among the services the model reads as plausible (decision 178): its pick stands
  // only when the model gave it some weight, or read nothing at all. "Salary from one company" is not the
  // company return, "closing my GST" is not an amendment, whatever word a rule catches.
  // The topic as the conversation left it, before a rule below moves it (the filer of "its return").
  const inView = state.service;
  const plausible = (pick: string) => !state.readings?.length || state.readings.includes(pick) || pick === state.service;
  // The services the message names outright, read once for every rule below.
  // (A business named only as the asker's own, "from our old firm to our new LLP", names no service here.)
  const names = namedAndOwned(assistant.reader, message);
  const named = names.named.filter((slug) => !names.owned.includes(slug));
  const limit = limitIntent(message, state.service !== undefined);
  if (limit) {
    state.intent = limit;
    delete state.alternatives;
  }
  // A service question that names no service, or two close readings: a concept of one service's facts
  // ("qrmp", "deposit tds", "manipur" for the GST limits) decides instead of a question (decision 168).
  const unsure = state.service === undefined || state.alternatives !== undefined;
  if (
    !limit &&
    unsure &&
    (SERVICE_INTENTS.has(state.intent) || state.intent === "which_service") &&
    named.length === 0 &&
    // "Will I get a GST bill for your fee?": a message that asks one of the firm's FAQ entries is about us;
    // so is one put to us that names no service ("your email id? I want to send my papers").
    faqOf(state, assistant.knowledge)?.intent === undefined &&
    !(ADDRESSES_US.test(message.slice(0, 2000)) && FIRM_TOPIC.test(message.slice(0, 2000).toLowerCase()))
  ) {
    const among = state.service ? [state.service, ...(state.alternatives ?? [])] : undefined;
    const kind = KIND_ASKED[state.intent];
    const options = { ...(kind ? { kind } : {}), skip: (slug: string) => unaskedVariant(slug, message), bases: MAIN_GUIDES };
    const text = message.slice(0, 2000);
    // Between close readings first, then among the model's plausible readings, and only when the concept is
    // decisive among every guide ("my rival copied my logo, send a notice": neither the notice reply nor logo
    // design the model half-read, the infringement notice).
    const candidates = among ?? (state.readings?.length ? state.readings : undefined);
    const pick =
      (candidates ? conceptService(assistant.concepts, text, { ...options, among: candidates }) : undefined) ??
      conceptService(assistant.concepts, text, { ...options, lead: DECISIVE });
    if (pick && plausible(pick)) {
      state.service = pick;
      delete state.alternatives;
    }
  }
  // "Freelance developer, 18 lakh receipts, GST compulsory?": an area said outright (GST, ITR, trademark…)
  // beats a service of another area that no name in the message put there.
  const lower = message.slice(0, 2000).toLowerCase();
  // Only for "do I need…?" questions, and only for the areas a word names unmistakably ("company" or
  // "claim" or a flat bought is said in passing too: "paying a US company", "TDS on the flat I buy").
  const area = AREA_GUIDES.find(([re]) => re.test(lower))?.[1];
  const plain = area && !area.some((g) => ["company", "insurance", "property"].includes(areaOf(g)));
  if (
    !limit &&
    plain &&
    area?.[0] &&
    state.service &&
    (state.intent === "eligibility" || state.intent === "which_service") &&
    !area.some((g) => areaOf(g) === areaOf(state.service as string)) &&
    !named.includes(state.service) &&
    // "We do have a Udyam registration" is what the visitor holds, not the area asked about.
    !ALREADY_HOLDS.test(lower) &&
    plausible(area[0])
  ) {
    state.service = area[0];
    delete state.alternatives;
  }
  // "A similar mark registered 6 years ago, never used: can I get it cancelled?", "my rival copied my logo,
  // send a notice": an IP situation the rules know beats the plain registration or an unrelated guess,
  // unless the message names a service outright.
  if (!limit && (SERVICE_INTENTS.has(state.intent) || state.intent === "which_service")) {
    const fits = ipSituation(message.slice(0, 2000));
    const plainOrGuessed =
      state.service === undefined || state.service === "trademark-registration" || !named.includes(state.service);
    const followOn = fits !== undefined && (FOLLOW_ON.test(fits) || fits === "ip-registration");
    // With no topic at all, the IP kind the situation names is the topic ("a new kind of dryer I built, how do
    // I stop copies?": a patent), not a question back.
    const noTopic =
      fits !== undefined &&
      state.service === undefined &&
      !state.alternatives?.length &&
      !STRUCTURE_ASKED.test(message.slice(0, 2000).toLowerCase());
    // Two kinds weighed by name ("patent or copyright for my app's code?"): the one the situation decides.
    const weighed = fits !== undefined && weighsKinds(message.slice(0, 2000).toLowerCase());
    // A guess outside IP altogether ("a machine that sorts grain, can anyone copy it?" read as a software
    // contract) gives way to the kind of IP the situation names, when the model read that kind too.
    const unrelatedGuess =
      fits !== undefined &&
      state.service !== undefined &&
      !IP_GUIDE.test(state.service) &&
      !named.includes(state.service) &&
      !!state.readings?.includes(fits);
    if (
      fits &&
      // (The registration named as what the step is about, "an objection on my trademark application", is no other topic.)
      ((followOn &&
        plainOrGuessed &&
        named.every((slug) => slug === fits || (areaOf(slug) === areaOf(fits) && !FOLLOW_ON.test(slug)))) ||
        (noTopic && plainOrGuessed) ||
        unrelatedGuess ||
        weighed) &&
      // (A later step of the plain registration read, said in so many words: "now to our company's name".)
      (plausible(fits) || weighed || noTopic || (followOn && state.service === "trademark-registration"))
    ) {
      state.service = fits;
      delete state.alternatives;
    }
  }
  // "Can I copyright my cafe's name and tagline?": copyright protects works, not names, titles or slogans;
  // a name is protected as a trademark (the copyright guide says so), whatever the visitor called it.
  if (!limit && state.service === "copyright-registration" && NAME_NOT_WORK.test(lower) && !WORK.test(lower)) {
    state.service = "trademark-registration";
    delete state.alternatives;
  }
  // "Hired three staff, I'll have to cut their tax: is there some number I need first?": the TAN, before any
  // deduction or quarterly statement.
  if (
    !limit &&
    (SERVICE_INTENTS.has(state.intent) || state.intent === "which_service") &&
    DEDUCTING.test(lower) &&
    NUMBER_FIRST.test(lower) &&
    // (Returns named beside "no number yet" still need the number first.)
    (!/\b(?:return|statement|quarterly|26q|24q|form 16|challan)\b|\btan\b/.test(lower) || NO_NUMBER_YET.test(lower)) &&
    !PTAX_DESCRIBED.test(lower) &&
    assistant.knowledge.services.has("tan-registration")
  ) {
    state.service = "tan-registration";
    delete state.alternatives;
    // ("Which number do I need?" is answered: the TAN, and who needs it; not a form for the asker's own income.)
    if (state.intent === "which_service") state.intent = "eligibility";
  }
  // "Hired six people; I have to register for the state tax cut from their salaries": professional tax.
  if (
    !limit &&
    (SERVICE_INTENTS.has(state.intent) || state.intent === "which_service") &&
    PTAX_DESCRIBED.test(lower) &&
    named.length === 0 &&
    assistant.knowledge.services.has("professional-tax-registration")
  ) {
    state.service = "professional-tax-registration";
    delete state.alternatives;
  }
  // "Trader, 90 lakh: can I pay GST at a flat rate with less hassle?": the composition scheme, whose limits and
  // quarterly CMP-08 the GST return guide states, unless income tax is what is asked (44AD is also "flat").
  if (
    !limit &&
    (SERVICE_INTENTS.has(state.intent) || state.intent === "which_service") &&
    COMPOSITION.test(lower) &&
    !/\bitr\b|income.?tax|\b44\s?ad|presumptive|आयकर|इनकम टैक्स/.test(lower) &&
    named.every((slug) => slug.startsWith("gst-")) &&
    assistant.knowledge.services.has("gst-return-filing")
  ) {
    state.service = "gst-return-filing";
    delete state.alternatives;
  }
  // "Tax audit limit for doctors and CA-type professionals?": professionals are not professional tax, which
  // is only meant when named ("professional tax", "P-tax"); the area word or the next reading is.
  // (Only as the message's own reading: a follow-up in a professional-tax conversation keeps it.)
  if (
    state.service === "professional-tax-registration" &&
    state.fresh &&
    !named.includes(state.service) &&
    !PTAX_SAID.test(lower) &&
    !PTAX_DESCRIBED.test(lower)
  ) {
    const next = areaGuide(lower) ?? state.readings?.find((slug) => slug !== "professional-tax-registration");
    if (next) {
      state.service = next;
      delete state.alternatives;
    }
  }
  // "I keep missing GST, TDS and ROC dates, can someone handle all of it?": the dedicated manager.
  if (!limit && manyFilings(message) && assistant.knowledge.services.has("dedicated-business-manager")) {
    state.service = "dedicated-business-manager";
    delete state.alternatives;
    if (!SERVICE_INTENTS.has(state.intent)) state.intent = "which_service";
  }
  // "Paying a consultant in Singapore, what must I collect?": the 15CA/15CB filing, unless another service is named.
  if (!limit && REMITTANCE.test(lower) && assistant.knowledge.services.has("15ca-15cb-filing")) {
    if (!named.some((slug) => slug !== "15ca-15cb-filing")) {
      state.service = "15ca-15cb-filing";
      delete state.alternatives;
      if (state.intent === "payment") state.intent = PAPERS_WORD.test(lower) ? "documents" : "which_service";
    }
  }
  // "Added a partner, what do I upload to update GST?": a GST situation beyond registering, when the reading
  // is plain GST registration (or none) and no other service is named.
  if (!limit && (SERVICE_INTENTS.has(state.intent) || state.intent === "which_service")) {
    const fits = gstSituation(message.slice(0, 2000));
    const plain = state.service === undefined || state.service === "gst-registration" || !named.includes(state.service);
    if (fits && plain && !named.some((slug) => slug !== fits && slug !== "gst-registration") && plausible(fits)) {
      state.service = fits;
      delete state.alternatives;
    }
  }
  // "I have Udyam, do I pay less fee for a trademark?": the fee asked is for the service after "for".
  const feeFor = FEE_FOR.exec(lower)?.[1];
  const forGuide = feeFor ? areaGuide(feeFor) : undefined;
  if (
    !limit &&
    forGuide &&
    forGuide !== state.service &&
    (!state.service || (areaOf(forGuide) !== areaOf(state.service) && !named.includes(state.service))) &&
    (SERVICE_INTENTS.has(state.intent) || state.intent === "which_service") &&
    plausible(forGuide)
  ) {
    state.service = forGuide;
    delete state.alternatives;
  }
  // "The bakery is actually owned by our pvt ltd co, does that change the cost?", "we have Udyam, micro":
  // who applies, told with a service in view whose official fee depends on the applicant, asks that fee.
  // (Said as "the company has a Udyam certificate", the topic already moved to Udyam: the one before it.)
  const feeTopic = inView && APPLICANT_SERVICES.has(inView) && state.previous ? state.previous : inView;
  // (Not when a rule above moved the topic on: "my brand is in my name, now to our company" is its transfer.)
  const moved = state.service !== undefined && state.service !== inView;
  if (
    !limit &&
    !REFUSALS.has(state.intent) &&
    feeTopic &&
    !moved &&
    applicantTold(assistant.knowledge, feeTopic, message, named)
  ) {
    state.service = feeTopic;
    state.intent = "gov_fee";
    delete state.alternatives;
  }
  // "Partnership firm ITR, your charges?": the form the situation decides, when the message names none.
  // Asked as "which ITR?", the situation decides too ("kirana, 1.2 cr turnover, mostly UPI: which ITR?").
  if (!limit && (SERVICE_INTENTS.has(state.intent) || state.intent === "which_service") && ITR_ASKED.test(message)) {
    const formNamed = named.some((slug) => /^itr-\d-return/.test(slug));
    const generic =
      state.service === undefined ||
      /^(?:itr-|income-tax-e-filing|business-tax-filing)/.test(state.service) ||
      !named.includes(state.service);
    const filer = profileOfTopic(state, message, inView);
    const form = !formNamed && generic ? itrFormFor(filer, message) : undefined;
    // With the general ITR guide in view, or the filer given by the topic, choosing among the forms is the
    // situation's to decide.
    const decided =
      state.service === "itr-1-to-itr-7-return-filing" || state.service === "income-tax-e-filing" || filer !== state.profile;
    if (form && assistant.knowledge.services.has(form) && (plausible(form) || decided)) {
      state.service = form;
      delete state.alternatives;
    }
  }
  // "Oh wait, I also sold shares": a form in view, and an income or a filer stated, picks the form again.
  // (A request to refuse keeps its intent: "file it with the salary only, skip the tuition" is no new form.)
  // A plain statement of news ("गाँव की ज़मीन भी बेच दी") is read for the form even when the model half-read a refusal.
  const refusing = REFUSALS.has(state.intent) && (asksSomething(message) || REQUESTS.test(lower));
  const again = !limit && !refusing && named.length === 0 ? itrFormAgain(state.service, state.profile, message) : undefined;
  // (An income stated with a form in view is the profile's to read, whatever the model's service readings;
  // "गाँव की ज़मीन भी बेच दी" is news about the return, not a request to refuse.)
  if (again && assistant.knowledge.services.has(again)) {
    state.service = again;
    delete state.alternatives;
    // Said as a statement, it asks which form now: the verdict, with its price.
    if (!asksSomething(message)) state.intent = "which_service";
  }
  // "Forgot to say, he is also a director in a pvt ltd": ITR-1 is closed to directors; without business
  // income the return is ITR-2 (decision 180).
  // Asked of ITR-1 by name ("director… can I still file Sahaj?"), ITR-1's own answer says why not.
  if (
    !limit &&
    state.service === "itr-1-return-filing" &&
    !named.includes(state.service) &&
    HOLDS_DIRECTORSHIP.test(message.slice(0, 2000))
  ) {
    state.service = "itr-2-return-filing";
    delete state.alternatives;
    if (!asksSomething(message)) state.intent = "which_service";
  }
  return refineLast(assistant, state, message, limit, named);
}

/** Papers or forms named ("what forms for the bank", "what must I collect"). */
const PAPERS_WORD = /\b(?:forms?|documents?|docs|papers?|collect|submit|certificate)\b/;

/** "Fee for a trademark", "price of the GST registration": the thing a fee is asked for. */
const FEE_FOR = /\b(?:fees?|price|cost|charges?)\s+(?:for|of)\s+(?:a |an |the |my |our )?([a-z][a-z -]{2,30})/;

/** What a question put to us asks about us: reaching us, our hours, paying us, our people, our handling of data. */
const FIRM_TOPIC =
  /\b(?:contact|reach|phone|number|mobile|whatsapp|e-?mail|email id|mail id|address|office|visit|timings?|hours|open|refund|invoice|receipt|pay|payment|data|privacy|private|confidential|sell|clients?|experience|team|lawyers?|advocates?|staff|who are you|genuine|legit|trust)\b|संपर्क|फ़ोन|फोन|नंबर|पता|ईमेल|ऑफिस|भुगतान|डेटा|गोपनीय/;

/** "ITR" or "income-tax return" said, in any of the three languages. */
const ITR_ASKED =
  /\bitr\b|income[- ]?tax return|\btax return\b|\breturn filing\b|\bfile (?:my |our )?returns?\b|\bmy (?:tax )?return\b|\b(?:fy|ay) ?[\d-]+ (?:ka |ki |for )?return\b|\breturn\b.*\bincome tax\b|\b(?:new|old) regime\b|presumptive|\b44ad|आयकर रिटर्न|इनकम टैक्स रिटर्न|आईटीआर/i;
