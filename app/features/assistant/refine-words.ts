import type { AssistantState } from "./compose-types.ts";
import type { Knowledge } from "./knowledge.server.ts";
import type { Intent } from "./labels.ts";
import { REFERS_BACK } from "./topic-text.ts";
import { asksSomething } from "./who-we-are.ts";

/**
 * The words and small rules refine() (local-assistant.server.ts) reads a message's situation by (issue 23,
 * decision 182): names that copyright does not protect, tax deducted with no number yet, the GST
 * composition scheme, professional tax named, money owed by others, who applies for a fee that depends on
 * the applicant, and the filer an entity-forming topic makes.
 */

/** A name, title or slogan (a trademark's), and the works copyright protects. */
export const NAME_NOT_WORK = /\b(?:name|names|tagline|slogan|title|brand name|cafe name|shop name|company name)\b|नाम|टैगलाइन/;
export const WORK =
  /\b(?:book|novel|song|lyrics|music|film|video|photo\w*|painting|artwork|software|code|app|script|poem|drawing)\b|किताब|गाना|गीत/;
/** Deducting tax from someone ("cut their tax", "deduct TDS on salary", "tax kaatna"). */
export const DEDUCTING =
  /\b(?:deduct\w*|cut\w*|withhold\w*|kaat\w*|kat(?:na|ni|ke))\b[^.?!]{0,40}\b(?:tax|tds)\b|\b(?:tax|tds)\b[^.?!]{0,25}\b(?:deduct\w*|kaat\w*|katna|katega|cut)\b|(?:टैक्स|टीडीएस)[^.?!]{0,20}(?:काट|कटौती)/;
/** Something to get first ("some number", "what do I need first", "before I start"). */
export const NUMBER_FIRST =
  /\b(?:some|any|a|separate|which|what) (?:number|registration|no)\b|\bnumber\b|\b(?:need|get|have) (?:first|before)\b|\bbefore (?:i|we) (?:start|begin)|\bwhere (?:do|should) (?:i|we) (?:start|begin)|\bwhat do (?:i|we) need\b|कोई नंबर|नंबर/;

/** Professional tax named ("professional tax", "P-tax", "pt registration", "व्यवसाय कर"). */
export const PTAX_SAID =
  /professional ?tax|\bp\.? ?tax\b|\bptax\b|\bpt (?:registration|enrolment|enrollment|certificate)\b|प्रोफेशनल टैक्स|व्यवसाय कर|vyavsay kar/;
/** Professional tax described, not named: the state's tax on salaries ("the state tax cut from their salaries"). */
export const PTAX_DESCRIBED =
  /\bstate(?:'s| level)? tax\b[^.?!]{0,40}\b(?:salar\w*|wages|payroll|employees?|staff)\b|\b(?:salar\w*|payroll|wages)\b[^.?!]{0,40}\bstate(?:'s| level)? tax\b|\btax on (?:employment|professions?)\b/;

/** The GST composition scheme, by name or as visitors put it ("flat rate", "kam tax wali scheme"). */
export const COMPOSITION = /\bcomposition\b|\bflat rate\b|कंपोजीशन|कम्पोज़िशन|कम्पोजीशन/;

/** The least total length of an FAQ entry's words that makes a message put to us a question about us. */
export const FAQ_PUT_TO_US = 10;
export const FIRM_ENTRY = new Set<Intent>(["firm_about", "firm_contact", "firm_hours"]);
/** An FAQ entry's intent, when it is one about the firm itself. */
export function firmIntent(intent: string | undefined): Intent | undefined {
  return FIRM_ENTRY.has(intent as Intent) ? (intent as Intent) : undefined;
}
/** Money from an insurer: the insurer, the hospital, a claim (intent-rules.ts widens it to other parties). */
export const INSURER_MONEY = /\b(?:insur\w*|claim\w*|reimburs\w*|bima|hospital|mediclaim|tpa)\b|बीमा|क्लेम|अस्पताल/;

export const REFUSALS = new Set<Intent>(["unlawful", "others_data", "guarantee", "manipulation", "dispute"]);
/** Who applies ("our pvt ltd co", "individual", "Udyam, micro", "मैं अकेला मालिक हूँ"). */
export const APPLICANT =
  /\b(?:pvt\.? ?ltd|private limited|company|co|llp|partnership|firm|proprietor\w*|individual|startup|dpiit|udyam|msme|micro|small enterprise|my own name|in my name|personally)\b|कंपनी|प्राइवेट लिमिटेड|मालिक|उद्यम|फर्म/i;
/** Whether it changes the cost ("any diff in cost?", "does that change anything", "तब भी इतनी ही?"). */
export const COST_CHANGE =
  /\b(?:cost|fees?|price|charges?|diff\w*|change|changes|same|more|higher|lower|less|cheaper|farak|fark|anything)\b|फ़ीस|फीस|फर्क|फ़र्क|इतनी ही|इतना ही|वही|कम|ज़्यादा|ज्यादा/i;
/** "What if the applicant is our pvt ltd, not me?": the applicant changed, nothing else asked. */
const WHAT_IF = /\bwhat if\b|\binstead\b|\bnot me\b|\brather than\b|\bagar\b|अगर|\bapplicant\b/i;
const OTHER_ASKED =
  /\b(?:docs?|documents?|papers?|paperwork|submit|send|time|days?|how long|process|steps?|deadline|last date|valid\w*|eligib\w*|reqd|required)\b|दस्तावेज|कागज|समय|दिन/i;
/** Services named in passing by the applicant's own words ("our Udyam", "our pvt ltd co"). */
export const APPLICANT_SERVICES = new Set([
  "small-business-registration",
  "company-registration",
  "private-limited-company",
  "one-person-company",
]);

export function applicantTold(knowledge: Knowledge, inView: string, message: string, named: string[]): boolean {
  const note = knowledge.services.get(inView)?.price?.governmentNote;
  if (!note || !/individual|natural person|startup|small|applicant/i.test(note)) return false;
  const text = message.slice(0, 2000);
  return (
    named.every((slug) => slug === inView || APPLICANT_SERVICES.has(slug)) &&
    APPLICANT.test(text) &&
    !OTHER_ASKED.test(text) &&
    (COST_CHANGE.test(text) || !asksSomething(text) || WHAT_IF.test(text))
  );
}

/** The filer an entity-forming service makes ("its return" after a Section 8 company: a non-profit). */
export const ENTITY_OF: Record<string, NonNullable<AssistantState["profile"]["entity"]>> = {
  "section-8-company": "trust_ngo",
  "private-limited-company": "company",
  "public-limited-company": "company",
  "producer-company": "company",
  "nidhi-company": "company",
  "unlimited-company": "company",
  "one-person-company": "opc",
  "foreign-company-registration": "foreign_company",
};

/**
 * "Which form will it file its return in?" after a Section 8 company: the entity the topic (or the one before
 * it) forms is the filer, when the message refers back to it and states no filer of its own.
 */
export function profileOfTopic(state: AssistantState, message: string, inView: string | undefined): AssistantState["profile"] {
  if (state.profile.entity && state.profile.entity !== "company") return state.profile;
  const entity = ENTITY_OF[inView ?? ""] ?? ENTITY_OF[state.previous ?? ""];
  return entity && REFERS_BACK.test(message) ? { ...state.profile, entity } : state.profile;
}

/** Asking us to do something ("just file it", "kar do", "बना दीजिए"): a request, not news. */
export const REQUESTS =
  /\b(?:file|make|show|prepare|just|please|pls|kar ?do|karo|bana ?do|dikha ?do|bhar ?do|daal ?do|hata ?do|chhupa ?do)\b|(?:कर|बना|दिखा|भर|डाल|हटा|छुपा) ?(?:दो|दीजिए|दीजिये)|कीजिए/;
