import type { Assistant } from "./assistant.ts";
import { claimOf } from "./claims.server.ts";
import { SERVICE_INTENTS } from "./compose.server.ts";
import { faqFor, learnedEntry } from "./compose-firm.server.ts";
import type { Intent } from "./labels.ts";
import { FAQ_PUT_TO_US, firmIntent, INSURER_MONEY, REFUSALS } from "./refine-words.ts";
import { SOLE_FOUNDER } from "./situation.server.ts";
import { foodLicence, patentForWorking } from "./situation-areas.ts";
import type { AssistantState } from "./state.ts";
import { ADDRESSES_US } from "./who-we-are.ts";

/**
 * The last of the refine rules (split from refine.server.ts, decision 184): questions put to us that our FAQ
 * entries answer, the logo, mark-symbol, food-licence, patent and one-person-company readings of a topic in
 * view, a renewal asked of a service that has none, and a term of ours that content does not have.
 */

/** A renewal asked for ("renew karwana", "रिन्यू", "नवीनीकरण"). */
const RENEW = /\brenew\w*|रिन्यू|नवीनीकरण/;

/** Our entries on money coming back: "how much of your fee do I get back if I cancel?" asks the refund, not a price. */
const MONEY_BACK = new Set(["refund", "refund-time", "refund-dispute", "charged-twice"]);
const MONEY_BACK_SURE = 0.6;
const moneyBack = (state: AssistantState) => !!state.faq && MONEY_BACK.has(state.faq.id) && state.faq.p >= MONEY_BACK_SURE;

/** The rules after the topic's own (refine.server.ts), given the limit read and the services the message names. */
export function refineLast(
  assistant: Assistant,
  state: AssistantState,
  message: string,
  limit: Intent | undefined,
  named: string[],
): AssistantState {
  const lower = message.slice(0, 2000).toLowerCase();
  // "Is my Aadhaar safe with you people? Don't want it sold to loan agents": a message put to us that asks
  // one of our FAQ entries in so many words is about us, whatever service a word of it suggests.
  // (Only entries about the firm itself: "how soon", "what do you charge" are asked of a service too.)
  if (
    !limit &&
    !REFUSALS.has(state.intent) &&
    named.length === 0 &&
    SERVICE_INTENTS.has(state.intent) &&
    state.intent !== "price" &&
    ADDRESSES_US.test(lower)
  ) {
    const asked = firmIntent(faqFor(message, assistant.knowledge, (e) => !!firmIntent(e.intent), FAQ_PUT_TO_US)?.intent);
    if (asked) {
      state.intent = asked;
      delete state.service;
      delete state.alternatives;
    }
  }
  // "Want to register my bakery logo as TM": protecting a logo is its trademark, not designing one.
  if (!limit && state.service === "logo-designing" && LOGO_PROTECTED.test(lower) && !LOGO_MADE.test(lower)) {
    state.service = "trademark-registration";
    delete state.alternatives;
  }
  // "After filing can I put ® on my packets?": the registered-mark symbol is the trademark's question,
  // whatever service is in view (a logo, a copyright).
  if (!limit && !REFUSALS.has(state.intent) && MARK_SYMBOL.test(lower) && named.every((s) => s.includes("trademark"))) {
    if (!state.service?.includes("trademark")) state.service = "trademark-registration";
    if (!SERVICE_INTENTS.has(state.intent)) state.intent = "eligibility";
    delete state.alternatives;
  }
  // "Cakes from home on Instagram, koi licence lena padega?": the food licence, not a shop licence.
  const food = limit ? undefined : foodLicence(state.service, lower);
  if (food && named.every((slug) => slug === food)) {
    state.service = food;
    delete state.alternatives;
  }
  // "The folding mechanism itself is also new: is that covered too?" after a design: a patent protects that.
  const patent = limit ? undefined : patentForWorking(state.service, lower);
  if (patent && !named.includes(state.service ?? "")) {
    state.service = patent;
    delete state.alternatives;
  }
  // "Can it be just me as the only director and shareholder?" asked of a company: the one-person company is
  // the form that allows it.
  if (
    !limit &&
    (state.service === "company-registration" || state.service === "private-limited-company") &&
    SOLE_FOUNDER.test(lower) &&
    named.length === 0 &&
    // (Asked of the company already in view; "alone, can I register a pvt ltd?" gets its rule, then the OPC.)
    !state.fresh
  ) {
    state.service = "one-person-company";
    delete state.alternatives;
  }
  // "Will I have to travel to your Dhanbad office for my GST registration?", "who will handle my trademark
  // file?": a message the model's FAQ head reads surely as asking one of our entries is about us, whatever
  // service it names (decision 183). A price asked stays a price: its answer says what the fee covers.
  // ("What we do" is not switched to: "what does each of us send you?" reads like it and asks papers.)
  const entry = learnedEntry(state, assistant.knowledge, (id) => id !== "about-firm");
  if (
    !limit &&
    entry &&
    !REFUSALS.has(state.intent) &&
    !PLEASANTRIES.has(state.intent) &&
    state.intent !== "services" &&
    // Only a message put to us ("Hyderabad mein bhi log kaam karte hain, wahan alag se?" asks about the
    // topic's rules, not where we work; "by when should I file?" asks a date).
    (ADDRESSES_US.test(lower) || ABOUT_US.has(state.intent)) &&
    (state.intent !== "price" || moneyBack(state)) &&
    state.intent !== "gov_fee"
  ) {
    state.intent = entry;
    delete state.alternatives;
  }
  // "2021 mein FSSAI liya tha, ab renew karwana hai, process?": a renewal asked of a service that has none is
  // answered with that fact first, whatever else is asked.
  const noRenewal = state.service && assistant.knowledge.services.get(state.service)?.facts?.validity?.renewal;
  if (
    !limit &&
    noRenewal &&
    /^no renewal\b/i.test(noRenewal) &&
    RENEW.test(lower) &&
    SERVICE_INTENTS.has(state.intent) &&
    state.intent !== "validity"
  ) {
    state.also = state.intent;
    state.intent = "validity";
  }
  // Money back from the insurer after paying the hospital ourselves: the claim's papers, not our refund.
  if (
    state.intent === "payment" &&
    state.service &&
    INSURER_MONEY.test(lower) &&
    !/\b(?:your|ur) (?:fees?|charges?)\b/.test(lower)
  )
    state.intent = /\b(?:submit|documents?|papers?|docs|what do i (?:need|send|give))\b/.test(lower) ? "documents" : "process";
  // "Docs for copyright of my app's code?", "chai brand register karwana hai, company ke naam pe": a later step
  // of a registration (an objection reply, a transfer) read where none of its words is said is the
  // registration itself, when the model read that too (first, or as the other option).
  const step = laterStep(state.service, state.alternatives);
  const read = [...(state.readings ?? []), ...(state.alternatives ?? [])];
  if (
    !limit &&
    step &&
    !step.said.test(lower) &&
    !named.includes(step.slug) &&
    (state.readings?.[0] === step.slug || !!state.alternatives?.includes(step.slug)) &&
    (read.includes(step.base) || state.service === step.base)
  ) {
    state.service = step.base;
    delete state.alternatives;
  }
  // "Anything left to file once it's cancelled?" with a closing in view: the closing's own steps, not our
  // refund (the model reads "cancel" as money back from us unless money is said).
  if (
    state.intent === "payment" &&
    state.service &&
    CLOSING.test(state.service) &&
    /\bcancel\w*|\bclos\w*|\bsurrender\w*|\bband\b|रद्द|बंद/.test(lower) &&
    !/\b(?:refund\w*|money|fees?|paid|pay|paise|paisa|charges?|wapas|vapas)\b|रिफ़?ंड|पैसे|फ़?ीस/.test(lower)
  )
    state.intent = "process";
  // "Selling bedsheets to buyers in the USA by courier: anything to register before sending goods abroad?": the
  // import-export code, unless GST or another service is named.
  if (
    !limit &&
    ["which_service", "eligibility", "process", "documents"].includes(state.intent) &&
    named.length === 0 &&
    GOODS_ABROAD.test(lower) &&
    /\bregist\w*|\blicen[cs]\w*|\bcode\b|\bneed\w*|\brequired\b|\bpermission\b|\banything\b|chahiye|रजिस्ट्रेशन|चाहिए/.test(lower) &&
    !/\bgst\b|\blut\b|\bigst\b|जीएसटी/.test(lower) &&
    assistant.knowledge.services.has(IEC)
  ) {
    state.service = IEC;
    delete state.alternatives;
  }
  // "Our Singapore company opened an office in Pune: any deadline with the ROC?": a foreign company's place of
  // business in India is registered with the ROC (Form FC-1), whatever company the words name.
  if (
    !limit &&
    FOREIGN_COMPANY.test(lower) &&
    /\b(?:opened|opening|open|set ?up|setting up|started|starting|establish\w*)\b[^.?!]{0,40}\b(?:office|branch|liaison|project office|place of business)\b/.test(
      lower,
    ) &&
    assistant.knowledge.services.has("foreign-company-registration")
  ) {
    state.service = "foreign-company-registration";
    delete state.alternatives;
  }
  // "What if the examiner still isn't convinced after the reply?", "and if they still refuse after the
  // grievance?": the step that comes after the one in view when it fails (a hearing, the ombudsman).
  const after = state.service
    ? (NEXT_WHEN_REFUSED[state.service] ?? (INSURANCE_CLAIM.test(state.service) ? DISPUTE : undefined))
    : undefined;
  if (!limit && after && STILL_REFUSED.test(lower) && named.length === 0 && assistant.knowledge.services.has(after)) {
    state.service = after;
    if (!SERVICE_INTENTS.has(state.intent) || state.intent === "penalty") state.intent = "process";
    // (Where next, and by when: the ombudsman's one year, the hearing's date.)
    if (state.intent !== "deadline") state.also = "deadline";
    delete state.alternatives;
  }
  // "FREE100 laga do", "mere dost ka 499 me hua tha": a term of ours that content does not have (claims.ts).
  if (!limit && state.intent !== "manipulation" && claimOf(assistant.knowledge, message, state.service)) {
    state.intent = "manipulation";
    delete state.alternatives;
  }
  return state;
}

const PLEASANTRIES = new Set<Intent>(["greeting", "thanks"]);
/** A logo registered or protected ("register my logo as tm", "logo ka trademark"), and one to be made. */
const LOGO_PROTECTED =
  /\b(?:register\w*|protect\w*|trademark\w*|tm|copyright\w*)\b[^.?!]{0,30}\blogo\b|\blogo\b[^.?!]{0,30}\b(?:register\w*|as (?:a |my |our )?(?:tm|trademark)|trademark\w*|protect\w*|ka tm|ka trademark)\b/;
const LOGO_MADE =
  /\b(?:make|made|making|design|designed|designing|create|created|banwa\w*|bana\w*|draw)\b[^.?!]{0,20}\blogo\b|\blogo\b[^.?!]{0,20}\b(?:banwa\w*|bana\w*|design\w*|made|make|making)\b|\bnew logo\b/;
/** The registered-mark or trademark symbol, as typed or named ("®", "the R symbol", "TM lagana"). */
const MARK_SYMBOL = /®|™|\b(?:r|tm|registered) (?:symbol|mark symbol|sign)\b|\bcircle ?r\b/;
/** Intents already about the firm: the FAQ head only says which of our entries is asked. */
const ABOUT_US = new Set<Intent>(["human", "case_status", "payment", "offer", "firm_about", "firm_contact", "firm_hours"]);
/** An objection, an examiner or a reply to one, said. */
const OBJECTION_SAID =
  /\bobject\w*|\bob[a-z]{0,3}(?:j|c)[a-z]{0,3}(?:tion|ction)\b|discrepanc\w*|examin\w*|\breply\b|\brespond\w*|\brefus\w*|\breject\w*|hearing|\breport\b|\b(?:won'?t|will not|not|nahi) accept\w*|\baccept nahi|too close|\bsimilar\b|identical|descriptive|आपत्ति|ऑब्जेक्शन|जवाब|aapatti|jawab/;
/** A service that closes something down (a registration cancelled, a company struck off). */
const CLOSING = /cancellation|closure|strike|winding|surrender/;
/** The words that say a later step of a registration is meant: an objection, or a mark changing hands. */
const TRANSFER_SAID =
  /\btransfer\w*|\bassign\w*|\bsell\w*|\bsold\b|\bbuy\w*|\bbought\b|\bpurchas\w*|hand(?:ing)? over|\bown it\b|\bowner\w*|\bke naam (?:pe |par )?(?:karna|karwana|karvana|kar do|karni)\b|के नाम (?:पर |पे )?(?:करना|करवाना|कर दो)|\bmov(?:e|ing) (?:the|my|our) (?:brand|mark|trademark)|naam badal|\bbech\w*|\bkharid\w*|ट्रांसफर|बेच|खरीद|नाम बदल/;
const LATER_STEPS: { slug: RegExp; base: (slug: string) => string; said: RegExp }[] = [
  { slug: /-objection$/, base: (s) => s.replace(/-objection$/, "-registration"), said: OBJECTION_SAID },
  { slug: /^trademark-transfer$/, base: () => "trademark-registration", said: TRANSFER_SAID },
];
/** The later step the state reads (its service, or one of two options), with its base registration. */
function laterStep(service: string | undefined, alternatives: string[] | undefined) {
  for (const slug of [service, ...(alternatives ?? [])]) {
    const rule = slug ? LATER_STEPS.find((r) => r.slug.test(slug)) : undefined;
    if (slug && rule) return { slug, base: rule.base(slug), said: rule.said };
  }
  return undefined;
}
/** Refused or unconvinced even after the step in view ("still isn't convinced", "phir bhi reject"). */
const STILL_REFUSED =
  /\b(?:still|even after|phir bhi|tab bhi|baad bhi)\b[^.?!]{0,40}\b(?:not convinced|isn'?t convinced|unconvinced|refus\w*|reject\w*|not satisf\w*|unsatisf\w*|objects?|(?:doesn'?t|does not|don'?t|won'?t) (?:accept|agree|pay)|says? no|den(?:y|ies)|mana|(?:na|nahi|nhi) (?:maan|man)\w*)\b|\b(?:not|isn'?t) convinced\b|(?:फिर भी|तब भी)[^.?!]{0,30}(?:रिजेक्ट|मना|नहीं मान|अस्वीकार)/;
/** The step after one that can fail: a hearing after an objection reply; the ombudsman after an insurer's no. */
const NEXT_WHEN_REFUSED: Record<string, string> = { "trademark-objection": "trademark-hearing" };
const INSURANCE_CLAIM = /^(?:health|vehicle|life|homeowner-property-damage)-insurance-claim$/;
const DISPUTE = "legal-dispute-insurance-claim";
/** Goods sent to buyers abroad ("shipping by courier to the USA", "maal videsh bhejna"). */
const GOODS_ABROAD =
  /\b(?:goods|products?|items|maal|samaan|courier\w*|shipping|ship|consignments?|export\w*)\b[^.?!]{0,60}\b(?:abroad|overseas|outside india|foreign|usa|the us|uk|uae|europe|videsh|international\w*)\b|\b(?:abroad|overseas|outside india|usa|uk|uae|europe|videsh)\b[^.?!]{0,60}\b(?:goods|products?|items|maal|samaan|courier\w*|shipping|ship)\b|विदेश[^.?!]{0,30}(?:माल|सामान)|(?:माल|सामान)[^.?!]{0,30}विदेश/;
const IEC = "import-export-compliance-if-applicable";
/** A company of another country ("our Singapore company", "a UK parent", "German GmbH"). */
const FOREIGN_COMPANY =
  /\b(?:foreign|overseas|singapore|uk|british|usa|american|uae|dubai|german|japanese|chinese|australian|canadian|french|dutch|korean)\b[^.?!]{0,12}\b(?:company|firm|entity|parent|corporation|llc|ltd|gmbh|inc|business)\b/;
