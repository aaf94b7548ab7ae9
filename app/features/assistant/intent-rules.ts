import { LEGAL_GUARANTEE, OUR_REFUND, TAX_REFUND } from "./guards.ts";
import {
  ABOUT_US,
  ADVERSE,
  AFTER_PAYING_US,
  CONFLICT,
  CONTACT_ASKED,
  CUSTOMERS_PAY,
  DURATION,
  EXTRA_ASKED,
  FEE_BACK,
  FEE_LAST,
  FINE,
  FOR_HOW_MUCH,
  GOV_LEVY,
  HOURS,
  HOW_MUCH,
  LAST_DATE,
  LATER_CHARGES,
  LAWFUL_WAY,
  LIMIT_WORD,
  MONEY,
  MOST_LEAST,
  MUST_ACT,
  MUST_I,
  ONE_TIME,
  OTHERS_MONEY,
  OUR_FEE_WORDS,
  OUR_FIELD,
  OWN_AMOUNT,
  OWN_PAPERS,
  PAID_WAITING,
  PAPERS,
  PAPERS_ASKED,
  PAY_METHOD_ONLY,
  PAY_VERB,
  PAYING,
  PAYING_US,
  PERIOD,
  PERSON,
  PLACE,
  PROBLEM,
  PROMISE,
  REFUSED_NEXT,
  SALES_TALK,
  STATUS,
  STEPS_OR_MEANING,
  TALK_TO_PERSON,
  TIME_UNIT,
  TRACK,
  WHEN_NOW,
  WHO_QUALIFIES,
  WITH_US,
  YEARS_ASKED,
} from "./intent-words.ts";
import type { Intent } from "./labels.ts";
import { someoneElses, WRONGDOING } from "./limit-kinds.ts";

/**
 * Intent rules after the model's reading (issue 23, decision 169). Each one is a CLASS of message the
 * model reads as a neighbouring intent, decided by words the message itself says; none guesses beyond
 * them. Every rule is checked both ways in intent-rules.test.ts.
 */

const ADVERSE_FROM = new Set<string>(["case_status", "process", "eligibility", "definition"]);
const UNSURE_GUARANTEE = 0.6;

/** Limit readings the model must be sure of (dropReading); once taken, no word rule turns them into another intent. */
export const SURE_ONLY_LIMITS = new Set<string>(["manipulation", "unlawful", "others_data"]);
/** A manipulation reading at least this likely is taken from the model. */
const SURE_LIMIT = 0.7;
/** An unlawful reading must be this sure: a false refusal turns a client away ("want tm for my bakery name"
 * reads 0.62 unlawful). Another person's data is read more cleanly (decision 177). */
const SURE_REFUSAL = 0.8;
const SURE_OTHERS_DATA = 0.6;
/**
 * Below those, an unlawful or another-person's-data reading that leads the others is taken when the words
 * confirm it (limit-kinds.ts: WRONGDOING, someoneElses; decision 180): the model finds the request, a general
 * sign of wrongdoing keeps a plain question from being refused.
 */
const CONFIRMED_LIMIT = 0.3;
const CONFIRMED_OTHERS_DATA = 0.2;

/** A dispute reading below this, with no conflict word, is a question the model confused with one. */
const UNSURE_DISPUTE = 0.5;

/** Intents about the firm itself, which a message that names a service is not asking ("who can OPEN an OPC"). */
const FIRM_ONLY = new Set<Intent>(["firm_hours", "firm_contact", "firm_about", "services"]);

export type IntentContext = {
  /** A service is in the state after this turn. */
  service: boolean;
  /** This message names a service by title, alias or everyday name. */
  namedHere: boolean;
};

/** The model's readings to leave out before the best is taken (decision 169). */
export function dropReading(label: string, p: number, text: string, ctx: IntentContext): boolean {
  const lower = text.toLowerCase();
  // A limit the model reads is taken only when it is sure (decision 174; before, guards.ts alone decided a
  // manipulation, decision 160): a false refusal costs the visitor the answer.
  if (label === "manipulation") return p < SURE_LIMIT;
  // The lawful way not to pay a tax, named ("an LUT so I don't pay IGST on exports"), is not evasion unless a
  // word of wrongdoing is said too.
  if (label === "unlawful" && LAWFUL_WAY.test(lower) && !WRONGDOING.test(lower)) return true;
  if (label === "unlawful") return p < SURE_REFUSAL && !(p >= CONFIRMED_LIMIT && WRONGDOING.test(lower));
  // "Can I type my PAN and Aadhaar here?": the visitor's own papers, with nobody else's named, are not another's data.
  if (label === "others_data" && OWN_PAPERS.test(lower) && !someoneElses(lower)) return true;
  if (label === "others_data") return p < SURE_OTHERS_DATA && !(p >= CONFIRMED_OTHERS_DATA && someoneElses(lower));
  if (label === "dispute") return p < UNSURE_DISPUTE && !CONFLICT.test(lower);
  // "Rejected because of your mistake, do I pay again?": an unsure guarantee reading with no word of promising.
  // "Is there a money-back guarantee?" asks our refund policy, not a promised outcome (a tax refund would be one).
  if (label === "guarantee" && ((OUR_REFUND.test(lower) && !TAX_REFUND.test(lower)) || LEGAL_GUARANTEE.test(lower))) return true;
  if (label === "guarantee") return p < UNSURE_GUARANTEE && !PROMISE.test(lower);
  // "When will my income tax refund come?": the department's refund, not ours.
  if (label === "payment" && /\b(?:income tax|itr|tax|tds|gst|igst) refund|refund of (?:tax|tds|gst)\b/.test(lower)) return true;
  if (label === "payment")
    return (
      (ctx.namedHere && !PAYING_US.test(lower) && !PAYING.test(lower)) ||
      (SALES_TALK.test(lower) && PAY_METHOD_ONLY.test(lower) && !PAY_VERB.test(lower))
    );
  // With a service in view, an unsure off-topic reading of a follow-up ("is a simple letter enough?") is dropped.
  if (label === "out_of_scope") return OUR_FIELD.test(lower) || (ctx.service && p < UNSURE_DISPUTE);
  // "My TM application got advertised, when do I get the certificate?": the registry's progress, not our
  // work, unless the message speaks of us or of paying us.
  if (label === "case_status")
    return (ctx.namedHere || ctx.service || p < UNSURE_GUARANTEE) && !WITH_US.test(lower) && !STATUS.test(lower);
  // "Want to license my brand…": wanting something is not asking for a person, without a word for one.
  if (label === "human") return p < UNSURE_GUARANTEE && !PERSON.test(lower);
  return ctx.namedHere && FIRM_ONLY.has(label as Intent);
}

/** The intent after the word rules, given the one read. */
export function ruleIntent(intent: Intent, text: string, ctx: IntentContext): Intent {
  const lower = text.toLowerCase();
  // "How do I talk to a real person?": asking for a person is the human intent, whatever else is read.
  // ("Open on Sundays? I'd rather talk to someone first": when we are there, asked before a person.)
  if (TALK_TO_PERSON.test(lower)) return HOURS.test(lower) && !ctx.namedHere ? "firm_hours" : "human";
  // A limit read surely enough to pass dropReading is not a fee question because it also asks a fee.
  if (SURE_ONLY_LIMITS.has(intent)) return intent;
  // A way of paying said with a service in view ("turnover mostly by UPI") is about paying only with a verb of paying.
  // ("Most payments come by UPI" in a story about a shop's turnover is how its customers pay it.)
  if (
    PAYING.test(lower) &&
    !(SALES_TALK.test(lower) && CUSTOMERS_PAY.test(lower)) &&
    (PAY_VERB.test(lower) || !PAY_METHOD_ONLY.test(lower) || (!ctx.service && !SALES_TALK.test(lower)))
  )
    return "payment";
  // "Reply ke baad bhi order mere against aa gaya to?" with a notice in view: an outcome against the visitor
  // is what to do when it goes wrong, not where their case with us stands.
  if (ctx.service && ADVERSE_FROM.has(intent) && ADVERSE.test(lower) && !/\b(?:you|your|u|ur|aap\w*|apk\w*)\b|आप/.test(lower))
    return "rejection";
  // A service in view and what is asked said outright: a firm, offer or off-topic reading gives way
  // ("how long do I have to approach the ombudsman", "any limit on the claim amount there").
  // "Can I also register the book title?" in a copyright conversation: whether it can, not a person to call.
  if (ctx.service && intent === "human" && !PERSON.test(lower) && /\bcan (?:i|we)\b|\bsakt[ae]\b|सकत/.test(lower))
    return "eligibility";
  if (
    ctx.service &&
    ["firm_contact", "firm_hours", "firm_about", "services", "offer", "out_of_scope", "human"].includes(intent)
  ) {
    // "Is it one time?", "har saal karna padega?": whether it lasts or recurs.
    if (ONE_TIME.test(lower)) return "validity";
    if (DURATION.test(lower) || LAST_DATE.test(lower)) return LAST_DATE.test(lower) ? "deadline" : "timeline";
    if (LIMIT_WORD.test(lower) || PROBLEM.test(lower)) return "eligibility";
    if (PAPERS.test(lower)) return "documents";
    // "Stamp duty bhi aap hi loge?": a levy of the state asked, whoever collects it.
    if (GOV_LEVY.test(lower)) return "gov_fee";
    if (MONEY.test(lower) || HOW_MUCH.test(lower) || EXTRA_ASKED.test(lower)) return "price";
  }
  // "If they still refuse after we write to them, where do we go next?": what to do after a refusal.
  if (REFUSED_NEXT.test(lower) && ["process", "payment", "eligibility", "human", "definition"].includes(intent))
    return "rejection";
  // "Yoga teacher, 22 lakh fees a year, is GST compulsory?": whether it is required, not what it costs.
  if (intent === "price" && MUST_I.test(lower) && !OUR_FEE_WORDS.test(lower) && !HOW_MUCH.test(lower)) return "eligibility";
  // "44ADA की लिमिट कितनी है?": a limit of the law asked, not a date (a time limit is one).
  if (
    ["deadline", "timeline"].includes(intent) &&
    LIMIT_WORD.test(lower) &&
    !PERIOD.test(lower) &&
    !LAST_DATE.test(lower) &&
    !DURATION.test(lower)
  )
    return "eligibility";
  // "Profit kitna dikhana padega?": how much of one's own income to declare, not our fee.
  if (intent === "price" && OWN_AMOUNT.test(lower) && !OUR_FEE_WORDS.test(lower)) return "eligibility";
  // "प्रोफेशनल टैक्स ज़्यादा से ज़्यादा कितना": the most the law allows, not our fee.
  if (intent === "price" && MOST_LEAST.test(lower) && !OUR_FEE_WORDS.test(lower)) return "eligibility";
  // "Track the progress of my application after paying you": the visitor's own case.
  if (TRACK.test(lower) && AFTER_PAYING_US.test(lower)) return "case_status";
  // "Paid 3 days ago for GST registration, no call yet, what now?": waiting on work paid for.
  // (Not a tax or a fee paid late: that asks what the law does.)
  if (PAID_WAITING.test(lower) && !/\b(?:late|penalty|challan|interest|tax|govt|government|sarkari)\b/.test(lower))
    return "case_status";
  if (YEARS_ASKED.test(lower) && ["price", "timeline", "deadline", "definition", "eligibility"].includes(intent))
    return "validity";
  // "Besides the price on the page, will I be charged anything extra later?": how our price is made up.
  if (LATER_CHARGES.test(lower) && !ctx.namedHere && intent === "price") return "payment";
  // "If I pull out now, how much of my fee comes back?": our fee returned is our refund policy, whatever
  // service is named; the department's refund of a tax is not ours.
  if (FEE_BACK.test(lower) && !TAX_REFUND.test(lower) && !OTHERS_MONEY.test(lower)) return "payment";
  // "टैक्स का रिफ़ंड कब तक आता है?": the department's refund of a tax is the return's matter, not paying us.
  if (intent === "payment" && TAX_REFUND.test(lower.normalize("NFC"))) return DURATION.test(lower) ? "timeline" : "process";
  // "A buyer pays only against a GST invoice: how many days to get my GSTIN?": how long, not paying us
  // (a refund's timing stays ours).
  if (
    intent === "payment" &&
    DURATION.test(lower) &&
    !/\brefund\w*|\bmoney back\b|\bwapas\b|रिफ़?ंड|वापस/.test(lower) &&
    !/\b(?:pay (?:you|u)|your (?:fee|payment)|my payment|the payment)\b/.test(lower)
  )
    return "timeline";
  // "Uska price?": a price, not paying us, when no word of paying is said; "anything else charged later?"
  // asks how our price is made up.
  if (intent === "payment" && MONEY.test(lower) && !PAYING_US.test(lower) && !LATER_CHARGES.test(lower)) return "price";
  if (!ctx.service && !ctx.namedHere && /\brefund\w*\b|रिफंड|रिफ़ंड/.test(lower)) return "payment";
  // "Refund kitne din me aata hai?" in a trademark conversation: our refund; a tax refund is the department's.
  if (
    ctx.service &&
    !ctx.namedHere &&
    /\brefund\w*\b|रिफंड/.test(lower) &&
    !/\b(?:itr|income tax|tax|tds|gst|igst|itc)\b|टैक्स|आयकर/.test(lower)
  )
    return "payment";
  if (
    WHO_QUALIFIES.test(lower) &&
    !LAST_DATE.test(lower) &&
    ["price", "gov_fee", "deadline", "definition", "timeline"].includes(intent)
  )
    return "eligibility";
  if (!ctx.service && !ctx.namedHere && HOURS.test(lower)) return "firm_hours";
  if (!ctx.service && !ctx.namedHere && PLACE.test(lower) && !MONEY.test(lower)) return "firm_contact";
  // "Talk to a real person before paying, what's your phone no?": reaching us.
  if (!ctx.namedHere && CONTACT_ASKED.test(lower) && !["firm_contact", "human"].includes(intent)) return "firm_contact";
  if (!ctx.service && !ctx.namedHere && ABOUT_US.test(lower)) return "firm_about";
  if (FOR_HOW_MUCH.test(lower) && !TIME_UNIT.test(lower) && ["timeline", "deadline", "process", "definition"].includes(intent))
    return "price";
  // "Examiner objected to the drawings… reply fee?": a money word that ends the message asks it.
  if (
    (ctx.service || ctx.namedHere) &&
    FEE_LAST.test(lower) &&
    !/\b(?:government|govt|sarkari|stamp)\b|सरकारी/.test(lower) &&
    !["price", "gov_fee", "payment"].includes(intent)
  )
    return "price";
  // "If they call a hearing, is it extra?": whether the next step costs more is its price.
  if ((ctx.service || ctx.namedHere) && EXTRA_ASKED.test(lower) && !["price", "gov_fee", "payment"].includes(intent))
    return "price";
  // "What is its price?": a money word with nothing of steps or meaning asked.
  if (
    MONEY.test(lower) &&
    !STEPS_OR_MEANING.test(lower) &&
    !/\b(?:government|govt|sarkari)\b|सरकारी/.test(lower) &&
    ["process", "definition"].includes(intent)
  )
    return "price";
  // "I also need a logo designed, how much?": an amount asked, with no unit of time or count after it.
  if (
    HOW_MUCH.test(lower) &&
    !TIME_UNIT.test(lower) &&
    ["eligibility", "which_service", "definition", "process"].includes(intent)
  )
    return "price";
  if (intent === "human" && ctx.namedHere && !PERSON.test(lower)) return "price";
  // "Partnership firm ITR, which papers do I keep ready?": the papers, for the form the situation decides.
  // (Not "started the paperwork, when will it be registered?": that asks when.)
  if (
    ["which_service", "process", "definition"].includes(intent) &&
    PAPERS.test(lower) &&
    !STEPS_OR_MEANING.test(lower) &&
    !DURATION.test(lower) &&
    !/\bwhen\b|\bkab\b|कब/.test(lower)
  )
    return "documents";
  if (
    ["which_service", "eligibility", "definition", "rejection", "human", "firm_contact", "firm_about", "services"].includes(
      intent,
    ) &&
    PAPERS_ASKED.test(lower)
  )
    return "documents";
  // "How long to register a pvt ltd?": a duration asked outright.
  if (
    ["eligibility", "definition", "which_service"].includes(intent) &&
    DURATION.test(lower) &&
    !LIMIT_WORD.test(lower) &&
    !PERIOD.test(lower)
  )
    return "timeline";
  // "Kitne din me reply karna hai?": within how long the visitor must act is a deadline.
  if (ctx.service && intent === "timeline" && PERIOD.test(lower) && MUST_ACT.test(lower)) return "deadline";
  // "GSTR-9 for FY 25-26 cutoff": a last date named outright, read as a neighbouring question.
  if (
    (ctx.service || ctx.namedHere || /\b(?:till when|by when|until when|last date|deadline|due date)\b/.test(lower)) &&
    LAST_DATE.test(lower) &&
    !MONEY.test(lower) &&
    (["eligibility", "definition", "which_service", "process", "documents", "rejection"].includes(intent) ||
      // "Missed the date, what's the last date now?": a date, unless a fine is asked too.
      (intent === "penalty" && !FINE.test(lower) && WHEN_NOW.test(lower)))
  )
    return "deadline";
  if (intent === "which_service" && ctx.service && MONEY.test(lower) && !/\b(?:government|govt|sarkari)\b|सरकारी/.test(lower))
    return "price";
  if (
    ctx.service &&
    PERIOD.test(lower) &&
    ["eligibility", "rejection", "definition", "which_service", "process"].includes(intent)
  )
    return "deadline";
  return intent;
}
