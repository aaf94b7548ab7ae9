import MiniSearch from "minisearch";
import type { Content } from "#app/features/catalogue/content.server.ts";
import { formatRupees, formatSaving, type Price } from "#app/features/catalogue/price.ts";
import { contactSentence, formatOffice } from "#app/features/catalogue/samples.ts";
import { slugify } from "#app/features/catalogue/slug.ts";
import type { ChatTurn } from "./chat-schema.ts";

/**
 * Retrieval for the assistant: every question first finds the most relevant passages of our own
 * content — guide sections, FAQ answers, offers, legal updates, site facts and the price table —
 * so both the local assistant and Gemini answer from what the site says, with links to it.
 * The index is built once per loaded content (MiniSearch, BM25 with prefix and light fuzzy matching).
 */

export type PassageKind = "guide" | "faq" | "offer" | "update" | "price" | "fact";
export type Passage = {
  id: number;
  kind: PassageKind;
  /** The guide a guide section or a price belongs to. */
  slug: string | null;
  /** Page or item title: "Trademark Registration", an FAQ question, "Office hours". */
  title: string;
  /** Section heading within a guide ("" for a guide's opening paragraphs). */
  heading: string;
  /** Markdown as written in content/ (prices already filled in). */
  text: string;
  /** Where the visitor reads it: /service/<slug>#<heading-id>, /#faq, /#contact... */
  url: string;
};
export type ServiceRef = {
  slug: string;
  title: string;
  url: string;
  price: Price | undefined;
  /** For a guide without its own price: the priced service that covers it (content/price-coverage.yaml). */
  coveredBy?: { slug: string; title: string; url: string; price: Price } | undefined;
  notSoldOnline?: string | undefined;
};
export type Intent =
  | "price"
  | "hours"
  | "contact"
  | "documents"
  | "timeline"
  | "process"
  | "eligibility"
  | "offer"
  | "consultation"
  | "payment"
  | "greeting"
  | "thanks"
  | "about"
  | "definition";
export type ScoredPassage = Passage & { score: number };
export type Retrieval = {
  /** The search terms after synonyms and normalisation (for tests and the eval). */
  terms: string[];
  intents: Set<Intent>;
  /** The one service the question is about, when it names one (or an earlier question did). */
  service: ServiceRef | undefined;
  passages: ScoredPassage[];
};

export type AssistantIndex = {
  passages: Passage[];
  services: ServiceEntry[];
  search: MiniSearch<IndexedPassage>;
  content: Content;
};
type ServiceEntry = ServiceRef & {
  variants: string[][];
  category: string;
  /** The guide's text: "the protection" in a copyright conversation is the guide's own subject. */
  markdown: string;
};
type IndexedPassage = { id: number; title: string; heading: string; body: string; keywords: string };

// ---------------------------------------------------------------------------------------------
// Text normalisation: synonyms, abbreviations, Hindi and Hinglish words, light stemming.

/** Words that say nothing about the topic. Intent words are detected separately, before this. */
const STOP_WORDS = new Set(
  (
    "a an the and or but if of to in on at by for from with about into as is are was were be been being am do does did " +
    "doing done have has had having i me my mine we us our ours you your yours he she it its they them their this that these " +
    "those there here what which who whom whose when where why how can could would should shall will may might must " +
    "not no yes please tell know want like get got give let make any some all each every much many more most very just " +
    "also too so than then now need needs needed require required anything something thing things someone " +
    "hai hain ka ki ke ko kya kaise kaun kab kahan mein me mujhe mera meri mere hum aap aapka aapki aapke se par " +
    "ho hota hoti karna karne karo kar chahiye batao bataye bataiye bata sakte sakta sakti liye wala wali wale " +
    "cost costs price prices pricing charge charges charged kitna kitne kitni kharcha kharch rate rates paisa paise rupee rupees amount " +
    "hi hello hey thanks thank help long take takes taking time " +
    "lagega lagegi lagenge lagta lagti lagte lagi milega milegi milenge hoga hogi honge jayega jayegi dete deta deti " +
    "chahiye chahie kya kitna kitne kitni kab kaun konsa kaunsa kaunse konse bhi aur ya toh hain hai ho sakta " +
    "मुझे किसी है हैं का की के को से में क्या कैसे कौन चाहिए लिए आप आपका आपकी आपके हम मेरा मेरी मेरे करना करनी करें कितना भी और या तो एक यह वह"
  ).split(" "),
);

/** Hindi (Devanagari) and Hinglish words → the English words our content uses. */
const HINDI: [RegExp, string][] = [
  // "कितना समय" asks how long, not how much: folded before "कितना" becomes a price word.
  [/कितना समय|कितने दिन|कितना टाइम|कितने महीने|कब तक/g, " how long timeline "],
  [/(?:ऑफिस|कार्यालय|दफ़्तर|दफ्तर)\s*(?:कब|का समय|टाइम|के घंटे)/g, " office hours "],
  [/ट्रेडमार्क|ट्रेड मार्क/g, " trademark "],
  [/जीएसटी/g, " gst "],
  [/आयकर|इनकम टैक्स/g, " income tax "],
  [/रिटर्न/g, " return "],
  [/कंपनी/g, " company "],
  [/पंजीकरण|रजिस्ट्रेशन|पंजीयन/g, " registration "],
  [/बीमा|इंश्योरेंस/g, " insurance "],
  [/दावा|क्लेम/g, " claim "],
  [/कॉपीराइट/g, " copyright "],
  [/पेटेंट/g, " patent "],
  [/समझौता|एग्रीमेंट|अनुबंध/g, " agreement "],
  [/दस्तावेज़|दस्तावेज|कागज़ात|कागजात/g, " documents "],
  [/कीमत|शुल्क|फीस|खर्च|कितना|कितने|दाम/g, " price "],
  [/समय|कितने दिन/g, " timeline "],
  [/नोटिस/g, " notice "],
  [/आईटीआर/g, " itr "],
  [/प्राइवेट लिमिटेड/g, " private limited "],
  [/एमएसएमई|उद्यम/g, " msme "],
  [/एफएसएसएआई|फूड लाइसेंस/g, " fssai "],
  [/रिन्यूअल|नवीनीकरण/g, " renewal "],
  [/लाइसेंस/g, " licence "],
  [/फ़ाइल|फाइल/g, " file "],
  [/आखिरी तारीख|आख़िरी तारीख़|अंतिम तिथि|अंतिम तारीख|डेडलाइन|ड्यू डेट/g, " deadline last date "],
  [/कितना समय|कितने दिन|कितना टाइम|कब तक/g, " how long timeline "],
  [/कितना|कितने|कितनी/g, " price "],
  [/खुला|खुलता|खुलते|ऑफिस टाइम|कार्यालय का समय|दफ़्तर|दफ्तर/g, " office hours "],
  [/ऑफिस|कार्यालय/g, " office "],
  [/विशेषज्ञ|एक्सपर्ट/g, " expert "],
  [/वकील/g, " lawyer "],
  [/बात करनी|बात करना|बात करें|बात कर/g, " talk to "],
  [/प्रक्रिया|कैसे करें|कैसे करे/g, " process steps "],
];
const HINGLISH: [RegExp, string][] = [
  [/\b(dastavez|dastavej|dastavez|kagaz|kagzat|kagazat|documents? kya)\b/g, " documents "],
  [/\b(kitna time|kitne din|kitna samay|kab tak|kitne mahine|kitna waqt|kitne time)\b/g, " how long timeline "],
  [/\b(aakhri|akhri|antim) (?:tareekh|tarikh|tithi|date)\b/g, " deadline last date "],
  [/\b(kab khulta|kab khulte|kab khula|kab band|khulta hai|khulte hain)\b/g, " office hours "],
  [/\b(baat karni|baat karna|baat karni hai|baat karwa|baat kar)\b/g, " talk to "],
  [/\b(kaise kare|kaise karein|kaise karu|kaise karen|prakriya|tarika)\b/g, " process steps "],
  [/\b(daam|keemat|kimat|fees?)\b/g, " fee "],
  [/\b(bima)\b/g, " insurance "],
  [/\b(samay|timing)\b/g, " timing "],
  [/\b(karyalay|daftar)\b/g, " office "],
];

/** Abbreviations and other words → extra words found in our titles and guides. */
const SYNONYMS: Record<string, string> = {
  itr: "income tax return",
  tm: "trademark",
  "trade mark": "trademark",
  "trade-mark": "trademark",
  brand: "trademark",
  logo: "logo trademark",
  "brand name": "trademark",
  gstin: "gst registration",
  fssai: "food business licence",
  "food license": "food business licence",
  "food licence": "food business licence",
  msme: "small business registration udyam",
  udyam: "small business registration msme",
  iec: "import export code",
  opc: "one person company",
  "pvt ltd": "private limited company",
  "private ltd": "private limited company",
  llp: "llp",
  "limited liability partnership": "llp",
  "llp registration": "company registration",
  "register an llp": "company registration",
  "register a llp": "company registration",
  "register llp": "company registration",
  "start an llp": "company registration",
  "form an llp": "company registration",
  dsc: "digital signature certificate",
  ngo: "section 8 company",
  "non-profit": "section 8 company",
  nonprofit: "section 8 company",
  "non profit": "section 8 company",
  tds: "tds return",
  tan: "tan registration",
  "15ca": "15ca 15cb",
  "15cb": "15ca 15cb",
  "foreign remittance": "15ca 15cb",
  remittance: "15ca 15cb",
  salaried: "salary",
  salary: "salary",
  pension: "pension salary",
  pensioner: "pension salary",
  freelancer: "freelance 44ada",
  freelance: "freelance 44ada",
  doctor: "44ada",
  consultant: "44ada",
  presumptive: "presumptive 44ad 44ada itr4 itr",
  "44ad": "presumptive itr4 itr",
  "44ada": "presumptive itr4 itr",
  "44ae": "presumptive itr4 itr",
  "income tax return": "itr",
  nri: "non resident nri",
  "non-resident": "non resident",
  incorporate: "company registration incorporation",
  incorporation: "company registration incorporation",
  "set up a company": "company registration",
  "company name": "company registration name reserve spice",
  "name approval": "name reserve approval",
  "start a company": "company registration",
  deadline: "due date deadline",
  deadlines: "due date deadline",
  "last date": "due date deadline",
  "due date": "deadline",
  "tax return": "itr",
  "it return": "itr",
  "private limited": "private limited company",
  "pvt. ltd": "private limited company",
  "pvt ltd company": "private limited company",
  "one person": "one person company",
  "section 8": "section 8 company",
  "food business": "food business licence",
  restaurant: "food business licence fssai",
  "cloud kitchen": "food business licence fssai",
  "home bakery": "food business licence fssai",
  "trade name": "trademark",
  "brand registration": "trademark registration",
  "capital gain": "capital gains",
  shares: "capital gains",
  "e-verify": "e verify verification",
  everify: "e verify verification",
  verify: "verification",
  "late fee": "late fee 234f",
  penalty: "penalty late fee",
  licence: "license licence",
  license: "license licence",
  nda: "non disclosure agreement business agreement drafting",
  "non-disclosure": "non disclosure agreement business agreement drafting",
  gstr9: "gst annual return",
  gstr9c: "gst annual return",
  "annual return": "gst annual return",
  contract: "contract agreement",
  rent: "rent property agreement",
  lease: "lease property agreement",
  startup: "startup company registration",
  "start-up": "startup company registration",
  mediclaim: "health insurance claim",
  car: "vehicle",
  bike: "vehicle",
  motor: "vehicle",
  accident: "vehicle accident",
  house: "property",
  flat: "property",
  madrid: "international trademark madrid",
  usa: "usa trademark",
  "united states": "usa trademark",
  america: "usa trademark",
  abroad: "international madrid",
  "outside india": "international madrid",
  "other countries": "international madrid",
  "other country": "international madrid",
  "foreign countries": "international madrid",
  overseas: "international madrid",
  worldwide: "international madrid",
  globally: "international madrid",
  renew: "renewal",
  cancel: "cancellation",
  cancelled: "cancellation",
  surrender: "cancellation",
  oppose: "opposition",
  opposing: "opposition",
  rejected: "rejected grievance ombudsman complaint",
  rejection: "rejected grievance ombudsman complaint",
  denied: "rejected grievance ombudsman complaint",
  repudiated: "rejected grievance ombudsman complaint",
  "short-settled": "rejected grievance ombudsman complaint",
  requirement: "eligibility minimum",
  requirements: "eligibility minimum",
  "need to register": "threshold turnover who needs",
  "have to register": "threshold turnover who needs",
  "when do i need": "threshold who needs",
  "is it mandatory": "threshold who needs",
  renewing: "renewal",
  objection: "objection examination report",
  "examination report": "objection",
  valid: "validity lasts years",
  validity: "validity lasts years",
  expire: "validity renewal",
  expiry: "validity renewal",
  threshold: "threshold limit turnover",
  limit: "limit exceed threshold",
  turnover: "turnover threshold",
  directors: "directors members",
  shareholders: "members shareholders",
  refund: "refund policy",
  pay: "payment pay",
  payment: "payment pay",
  upi: "payment upi",
  tm20: "tm20 coupon",
  amazon: "marketplace e-commerce online",
  flipkart: "marketplace e-commerce online",
  meesho: "marketplace e-commerce online",
  etsy: "marketplace e-commerce online",
  shopify: "e-commerce online website",
  instagram: "online social media",
  "e-commerce": "marketplace e-commerce online",
  ecommerce: "marketplace e-commerce online",
  "online store": "marketplace e-commerce online",
};

const SYNONYM_PATTERNS: [RegExp, string][] = Object.entries(SYNONYMS).map(([word, expansion]) => [
  new RegExp(`(?:^|[^a-z0-9])${word.replace(/[-.]/g, "\\$&")}(?:$|[^a-z0-9])`),
  expansion,
]);

/** A few words in our guides appear in several forms; fold them so a question matches any. */
function stem(term: string): string {
  if (term.length <= 3 || /\d/.test(term)) return term;
  if (/(?:registr|register)/.test(term)) return "registration";
  if (term.endsWith("ies") && term.length > 4) return `${term.slice(0, -3)}y`;
  if (/(?:xes|ches|shes|sses)$/.test(term)) return term.slice(0, -2);
  if (term.endsWith("s") && !/(?:ss|us|is|as)$/.test(term)) return term.slice(0, -1);
  return term;
}

/** Lower case, Hindi/Hinglish folded, "ITR 1"/"itr-1" → "itr1", abbreviations expanded. */
export function normalizeText(input: string, synonyms = true): string {
  let text = ` ${input.toLowerCase().normalize("NFKC")} `;
  for (const [pattern, replacement] of HINDI) text = text.replace(pattern, replacement);
  for (const [pattern, replacement] of HINGLISH) text = text.replace(pattern, replacement);
  text = text
    .replace(/[’`]/g, "'")
    .replace(/\b(itr|gstr|tm|form)[\s-]*(\d{1,2}[a-z]?)\b/g, "$1$2")
    .replace(/\bitr(\d)\b/g, " itr$1 itr ");
  const extra: string[] = [];
  if (!synonyms) return text.replace(/\s+/g, " ").trim();
  for (const [pattern, expansion] of SYNONYM_PATTERNS) if (pattern.test(text)) extra.push(expansion);
  return `${text} ${extra.join(" ")}`.replace(/\s+/g, " ").trim();
}

/** Splits normalised text into search terms (stop words dropped, stemmed). */
export function termsOf(text: string): string[] {
  return (
    text
      .split(/[^\p{L}\p{N}]+/u)
      .map((t) => t.trim())
      // Devanagari words left after folding name nothing in our (English) content.
      .filter((t) => (t.length > 1 || /\d/.test(t)) && !STOP_WORDS.has(t) && !/[\u0900-\u097F]/.test(t))
      .map(stem)
      // "whats" → "what": a stop word once stemmed.
      .filter((t) => !STOP_WORDS.has(t))
  );
}

function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (STOP_WORDS.has(t)) return null;
  return stem(t);
}

// ---------------------------------------------------------------------------------------------
// Intents: what kind of answer the visitor wants (price, hours, documents...).

const INTENT_PATTERNS: [Intent, RegExp][] = [
  [
    "price",
    /\b(cost|costs|costing|price|prices|pricing|charges?|how much|kitna|kitne|kitni|kharcha|kharch|rates?|paisa|paise|rupees?|quote|budget|expensive|cheap|affordable|fees?|daam|keemat|free of (?:cost|charge)|(?:is|it|this|that) (?:it |this |that )?free|for free|muft)\b|₹|कीमत|शुल्क|फीस|खर्च|कितना|मुफ़्त|मुफ्त/,
  ],
  [
    "hours",
    /\b(office hours|working hours|business hours|opening hours|hours|timings?|are you open|open on|open today|open now|what time|closing time|sunday|saturday|weekends?|holidays?|kab khul|office time)\b|खुला|खुलता/,
  ],
  [
    "contact",
    /\b(contact(?! me\b)|phone|mobile number|call you|your number|e-?mail|address|where are you|located|location|branch|branches|offices|office(?! hours| timings?| time)|visit you|whatsapp|reach you)\b/,
  ],
  [
    "documents",
    /\b(documents?|papers?|proofs?|docs|paperwork|what (?:all )?(?:do|will|would) (?:i|we|you) need(?! to (?:register|get registered))|kagaz|dastavez)\b|दस्तावेज/,
  ],
  [
    "timeline",
    /\b(how long|how soon|how quickly|how much time|how many (?:days|months|years)|time ?line|duration|take time|takes|kitna time|kitne din|deadline|due dates?|last date|when (?:is|should|must|do)|by when|valid|validity|lasts?|expire|expiry|within)\b/,
  ],
  ["process", /\b(how (?:to|do i|can i|does)|steps?|process|procedure|kaise|apply|file for)\b/],
  [
    "eligibility",
    /\b(eligible|eligibility|who can|who needs|who should|do i need|should i|mandatory|compulsory|threshold|limits?|required to|which (?:form|itr|one|return)|requirements?|conditions|criteria|minimum|maximum|how many|can (?:a|an|i|we|my) [\w-]+ (?:file|use|apply|register|get|claim))\b/,
  ],
  ["definition", /^(?:what is|what's|what are|whats|define|meaning of|explain|tell me about)\b/],
  ["offer", /\b(discount|offers?|coupon|promo|tm20|deal|bundle|sale|cashback)\b/],
  [
    "consultation",
    /\b(consult|consultation|talk to|speak to|speak with|expert|lawyer|advocate|call back|callback|appointment|book|meeting)\b/,
  ],
  ["payment", /\b(pay|payment|upi|card|razorpay|receipt|refund|invoice|net banking)\b/],
  [
    "about",
    /\b(who are you|about (?:you|your firm|nyayik)|experience|how many clients|success rate|trust|are you (?:a |an |the )?(?:government|govt|official|sarkari)|(?:government|govt|official|sarkari) (?:website|site|office|body|agency|department)|(?:is this|are you) the official)\b/,
  ],
];
const GREETING =
  /^(hi|hii+|hello|hey|namaste|namaskar|good (?:morning|afternoon|evening)|hola)\b[\s!.,]*(there|team|nyayik)?[\s!.,]*$/;
const THANKS = /^(thanks|thank you|thank u|thx|ty|dhanyavad|dhanyawad|shukriya|ok thanks|great thanks)\b/;

/** Hindi and Hinglish words folded to the English words the intent patterns look for. */
function foldHindi(text: string): string {
  let out = ` ${text} `;
  for (const [pattern, replacement] of HINDI) out = out.replace(pattern, replacement);
  for (const [pattern, replacement] of HINGLISH) out = out.replace(pattern, replacement);
  return out.replace(/\s+/g, " ").trim();
}

export function detectIntents(message: string): Set<Intent> {
  const text = foldHindi(message.toLowerCase().normalize("NFKC").trim());
  const intents = new Set<Intent>();
  if (GREETING.test(text)) intents.add("greeting");
  if (THANKS.test(text)) intents.add("thanks");
  // "Late fee", "government fee" and penalties are facts from the guides, not our price.
  const forPrice = text.replace(
    /\b(late|government|govt|official|statutory|ip india|stamp)\s+(fees?|duty)\b|\bpenalt(y|ies)\b|\bfines?\b|\bhow long timeline\b|\bkitna (?:time|samay)\b/g,
    " ",
  );
  for (const [intent, pattern] of INTENT_PATTERNS) {
    if (pattern.test(intent === "price" ? forPrice : text)) intents.add(intent);
  }
  if (/\b(late fee|penalty|fine)\b/.test(text)) intents.add("timeline");
  // "By when should I file?" asks for a date, not whether to file.
  if (/\b(by when|when should|when do|when is|when must|deadline|due date|last date)\b/.test(text)) intents.delete("eligibility");
  return intents;
}

// ---------------------------------------------------------------------------------------------
// Building the index.

/** Markdown → plain words for the index (links keep their label, emphasis and table pipes go). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`#>|]+/g, " ")
    .replace(/^-{3,}$/gm, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Splits a guide at its ## and ### headings; the text before the first heading is the overview. */
function guideSections(markdown: string): { heading: string; id: string; text: string }[] {
  const sections: { heading: string; id: string; text: string }[] = [];
  let current = { heading: "", id: "", lines: [] as string[] };
  const flush = () => {
    const text = current.lines.join("\n").trim();
    if (text) sections.push({ heading: current.heading, id: current.id, text });
  };
  for (const line of markdown.split("\n")) {
    const match = /^(#{2,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) {
      flush();
      const raw = match[2] ?? "";
      const heading = raw.replace(/[*_`]/g, "");
      current = { heading, id: slugify(raw), lines: [] };
    } else {
      current.lines.push(line);
    }
  }
  flush();
  return sections;
}

/** "Trademark Registration costs ₹999 (regular ₹4,500, save 77%)". Prices always come from the table. */
export function priceSentence(title: string, price: Price): string {
  const ours = `${title} costs ${formatRupees(price.discounted)} (our fee; regular ${formatRupees(price.actual)}, save ${formatSaving(price.percentage)})`;
  if (!price.extras) return ours;
  const gst = price.extras.gstPercent > 0 ? `, plus ${price.extras.gstPercent}% GST on our fee` : "";
  // The government fee sentence ends with a full stop; the callers add their own.
  return `${ours}${gst}; government fee: ${price.extras.governmentNote.replace(/\.$/, "")}`;
}

/** Builds the passage list and the search index from the loaded content. Pure; cached per content. */
export function buildAssistantIndex(content: Content): AssistantIndex {
  const cached = indexCache.get(content);
  if (cached) return cached;
  const passages: Passage[] = [];
  const keywordsFor = new Map<number, string>();
  const add = (p: Omit<Passage, "id">, keywords = "") => {
    const id = passages.length;
    passages.push({ ...p, id });
    keywordsFor.set(id, keywords);
  };

  const aliasesOf = new Map<string, string[]>();
  for (const [alias, target] of Object.entries(content.aliases)) {
    aliasesOf.set(target, [...(aliasesOf.get(target) ?? []), alias.replace(/-/g, " ")]);
  }
  const categoryName = new Map(content.catalogue.map((c) => [c.id, c.name]));

  const services: ServiceEntry[] = [];
  for (const guide of content.guides.values()) {
    const url = `/service/${guide.slug}`;
    const aliasWords = aliasesOf.get(guide.slug) ?? [];
    const keywords = normalizeText(`${guide.title} ${aliasWords.join(" ")} ${categoryName.get(guide.category) ?? ""}`);
    services.push({
      slug: guide.slug,
      title: guide.title,
      url,
      price: guide.price,
      coveredBy: guide.coveredBy ? { ...guide.coveredBy, url: `/service/${guide.coveredBy.slug}` } : undefined,
      notSoldOnline: guide.notSoldOnline,
      category: guide.category,
      variants: [guide.title, ...aliasWords].map((v) => [...new Set(termsOf(normalizeText(v)))]),
      markdown: "",
    });
    const sections = guideSections(guide.markdown);
    const entry = services.at(-1);
    if (entry) entry.markdown = guide.markdown;
    for (const section of sections) {
      add(
        {
          kind: "guide",
          slug: guide.slug,
          title: guide.title,
          heading: section.heading,
          text: section.text,
          url: section.id ? `${url}#${section.id}` : url,
        },
        keywords,
      );
    }
    if (guide.price) {
      add(
        {
          kind: "price",
          slug: guide.slug,
          title: guide.title,
          heading: "Price",
          text: `${priceSentence(guide.title, guide.price)}.`,
          url,
        },
        `${keywords} fee price cost`,
      );
    }
  }

  for (const items of Object.values(content.faq)) {
    for (const item of items)
      add({ kind: "faq", slug: null, title: item.question, heading: "", text: item.answer, url: "/#faq" });
  }
  for (const offer of content.home.offers) {
    add(
      { kind: "offer", slug: null, title: offer.title, heading: "", text: offer.description, url: offer.ctaLink },
      "offer discount coupon deal",
    );
  }
  for (const update of content.home.announcements) {
    add(
      {
        kind: "update",
        slug: null,
        title: update.title,
        heading: update.category,
        text: update.description,
        url: update.ctaLink,
      },
      "update news",
    );
  }
  const { site, facts } = content;
  // Confirmed facts only: a sample phone, e-mail or street is never given as the firm's own.
  const office = formatOffice(facts.headOffice);
  add(
    {
      kind: "fact",
      slug: null,
      title: "Office hours",
      heading: "",
      text: `Our team is available ${site.hours.label}, with ${site.hours.support}.`,
      url: "/#contact",
    },
    "office hours timing open working days sunday saturday",
  );
  add(
    {
      kind: "fact",
      slug: null,
      title: "Contact us",
      heading: "",
      text: `${contactSentence(facts)} Our head office is in ${office}; we also offer consultancy in ${site.consultancyCities.join(", ")}, and work with clients across India online.`,
      url: "/#contact",
    },
    "contact phone email address office location branch whatsapp dhanbad",
  );
  add(
    {
      kind: "fact",
      slug: null,
      title: `Is ${site.shortName} a government office?`,
      heading: "",
      text: `No. ${site.name} is a private legal and compliance firm, not a government office or website. We prepare your applications and file them on the official government portals for you; government fees are paid to the government and are shown separately from our fee.`,
      url: "/#about",
    },
    "government website official portal private firm authorised department",
  );
  add(
    {
      kind: "fact",
      slug: null,
      title: `About ${site.shortName}`,
      heading: "",
      // The counters are stated only once the firm has confirmed them (they are a sample until then).
      text: `${site.name}: ${site.description}${site.samples.includes("counters") ? "" : ` ${site.counters.map((c) => `${c.value}${c.suffix} ${c.label}`).join(", ")}.`} The people, registrations and offices are on the About the firm page.`,
      url: "/about",
    },
    "about firm experience clients success",
  );

  const search = new MiniSearch<IndexedPassage>({
    fields: ["title", "heading", "body", "keywords"],
    storeFields: [],
    processTerm,
    tokenize: (text) => text.split(/[^\p{L}\p{N}₹]+/u),
  });
  search.addAll(
    passages.map((p) => ({
      id: p.id,
      title: normalizeText(p.title),
      heading: normalizeText(p.heading),
      body: normalizeText(plainText(p.text)),
      keywords: keywordsFor.get(p.id) ?? "",
    })),
  );
  const index = { passages, services, search, content };
  indexCache.set(content, index);
  return index;
}
const indexCache = new WeakMap<Content, AssistantIndex>();

// ---------------------------------------------------------------------------------------------
// Finding the service a question is about.

/** Words that appear in many titles; alone they do not pick one service. */
const GENERIC = new Set([
  "registration",
  "filing",
  "return",
  "agreement",
  "company",
  "claim",
  "insurance",
  "tax",
  "income",
  "service",
  "contract",
  "notice",
  "reply",
  "objection",
  "license",
  "licence",
  "business",
  "property",
  "itr",
  "form",
  "certificate",
]);

/** The one service a text names, if any (used to check the prices a model writes). */
export function serviceNamedIn(index: AssistantIndex, normalized: string): ServiceRef | undefined {
  const terms = termsOf(normalized);
  return matchServiceScored(index, terms, terms)?.entry;
}

/** The service a question names, with how many of its title words the question used. */
function matchServiceScored(
  index: AssistantIndex,
  terms: string[],
  ownTerms: string[] = terms,
): { entry: ServiceEntry; words: number } | undefined {
  const own = new Set(ownTerms);
  const termSet = new Set(terms);
  const has = (t: string) => termSet.has(t) || (t.length >= 6 && terms.some((q) => q.length >= 5 && t.startsWith(q)));
  let best: { entry: ServiceEntry; score: number; words: number } | undefined;
  let tie = false;
  for (const entry of index.services) {
    let entryScore = Number.NEGATIVE_INFINITY;
    let entryWords = 0;
    for (const variant of entry.variants) {
      const matched = variant.filter(has);
      // Generic words alone ("company registration") pick a service only when they are its whole title.
      const whole = matched.length === variant.length && variant.length >= 2;
      if (!whole && !matched.some((t) => !GENERIC.has(t))) continue;
      // A missing generic word ("registration") costs less: "trademark" alone means Trademark Registration.
      const missing = variant.filter((t) => !has(t));
      // Words the visitor wrote outweigh words only a synonym added ("startup" → company registration).
      // A telling word ("cancellation") outweighs a generic one ("registration").
      const score =
        matched.reduce((n, t) => n + (GENERIC.has(t) ? 0.8 : 1), 0) -
        missing.reduce((n, t) => n + (GENERIC.has(t) ? 0.2 : 0.35), 0) +
        0.05 * matched.filter((t) => own.has(t)).length;
      if (score > entryScore) {
        entryScore = score;
        entryWords = matched.length;
      }
    }
    if (entryScore === Number.NEGATIVE_INFINITY) continue;
    if (!best || entryScore > best.score + 1e-9) {
      best = { entry, score: entryScore, words: entryWords };
      tie = false;
    } else if (Math.abs(entryScore - best.score) < 1e-9) {
      tie = true;
    }
  }
  return best && !tie && best.score >= 0.65 ? { entry: best.entry, words: best.words } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Retrieval.

/** Words too common in our content to make a passage relevant on their own. */
const WEAK = new Set([
  ...GENERIC,
  "case",
  "question",
  "information",
  "india",
  "online",
  "process",
  "date",
  "day",
  "year",
  "month",
  "new",
  "file",
  "person",
  "people",
  "work",
  "way",
  "best",
  "good",
  "right",
  "use",
]);

const HEADING_BOOST: [Intent, RegExp, number][] = [
  ["documents", /document|information needed|details for|what you need|papers/i, 2.5],
  ["timeline", /timeline|due date|deadline|validity|window|when to|how long|how soon|late fee|penalt/i, 2],
  ["process", /step|process|how to/i, 1.8],
  ["eligibility", /eligib|threshold|which form|at a glance|limits|which tier/i, 1.8],
  ["eligibility", /who needs|who can/i, 1.3],
  ["price", /fee|cost|price/i, 1.6],
];

/** "How long is it valid?" is answered by a sentence like "a registration lasts 10 years". */
export const VALIDITY_QUESTION = /\b(valid|validity|lasts?|expire|expiry|expires|how long is)\b/;
export const VALIDITY_TEXT = /\b(lasts?|valid(?:ity)?|term|renewable)\b[^.]{0,60}\b(\d+|ten|twenty)\s*years?\b/i;

/** Which return an entity files, when a question asks about an ITR without naming the form. */
const ITR_BY_ENTITY: [RegExp, string][] = [
  [/\b(company|pvt|private limited|public limited)\b/, "itr6"],
  [/\b(llp|partnership firm|firm|aop|boi)\b/, "itr5"],
  [/\b(trust|charitable|section 8|ngo|institution|society)\b/, "itr7"],
];
export function itrFormFor(normalized: string): string {
  if (!/\bitr\b/.test(normalized) || /\bitr\d\b/.test(normalized)) return normalized;
  const form = ITR_BY_ENTITY.find(([pattern]) => pattern.test(normalized))?.[1];
  return form ? `${normalized} ${form}` : normalized;
}

/** Words that point back to something said earlier: "it", "that form", "iska", "इसके". */
const PRONOUN =
  /\b(it|its|that|this|these|those|them|they|same|above|iska|iski|iske|uska|uski|uske|isme|ismein|usme)\b|(?:^|\s)(?:इस|उस|इसके|उसके|इसका|इसकी|इसमें|उसका|उसकी)(?:\s|$)/;
/** A short follow-up that names a new subject but not what is wanted: "and for an OPC?", "what about ITR-3?". */
const ELLIPTICAL = /^\s*(?:and|also|aur|what about|how about|same for|then)\b/;
/** A message that builds on the earlier one: "what if I sell on Amazon?", "but if my turnover is lower?". */
const CONTINUATION = /^\s*(?:what if|and if|but if|if so|if not|even if|in that case|in case|agar|to phir)\b/;
const ANSWER_KINDS: Intent[] = ["price", "documents", "timeline", "process", "eligibility", "definition"];

/** Words that say what kind of answer is wanted, not what it is about. */
const ASPECT_WORDS = new Set(
  (
    "document paper proof docs paperwork timeline deadline due date last step process procedure apply eligibility eligible " +
    "criteria condition requirement minimum maximum validity valid lasts expire expiry renewal late penalty fee fees govt " +
    "government official refund online offline who whom use used form kind type which required mandatory compulsory " +
    "day days week month year quickly soon long faster fast start begin cheaper include included includes covered " +
    "option options difference benefit benefits advantage advantages detail details list free same " +
    "guarantee promise approval approve sure chance success outcome win ok okay fine great back " +
    "miss missed missing forgot forget delay delayed late later after before"
  )
    .split(" ")
    .map(stem),
);

/** Which of our areas a text names, by words that belong to one area only. */
const AREAS: [string, RegExp][] = [
  ["income-tax", /\b(income tax|itr\d?|tax return|tds|tan|15ca|15cb|44ad\w*|presumptive|assessment year|refund of tax)\b/],
  ["gst", /\b(gst\w*|gstr\d*|input tax credit|e-?way bill)\b/],
  ["trademarks", /\b(trademark|brand|logo|copyright|patent|design registration|ip india)\b/],
  [
    "startup",
    /\b(company|llp|startup|incorporat\w*|msme|udyam|fssai|food business|iec|import export|dsc|digital signature|iso)\b/,
  ],
  ["insurance", /\b(insurance|insurer|claim|mediclaim|ombudsman|policy ?holder)\b/],
  ["agreements", /\b(agreement|contract|mou|nda|deed|lease|franchise)\b/],
];
function areasOf(normalized: string): Set<string> {
  return new Set(AREAS.filter(([, pattern]) => pattern.test(normalized)).map(([area]) => area));
}

/**
 * Does a message without a service of its own continue the earlier service's topic? Not when it
 * names another area ("and the deadline for my income tax return?" after a trademark question);
 * yes when it points back ("who can use that form?") or says only what it wants ("documents?").
 */
export function continuesTopic(
  message: string,
  normalized: string,
  terms: string[],
  earlierArea: string,
  earlier?: ServiceEntry,
): boolean {
  const areas = areasOf(normalized);
  if (areas.size > 0 && !areas.has(earlierArea)) return false;
  const topical = terms.filter((t) => !WEAK.has(t) && !ASPECT_WORDS.has(t) && !/^\d+$/.test(t));
  if (topical.length === 0 || PRONOUN.test(message.toLowerCase()) || CONTINUATION.test(message.toLowerCase())) return true;
  // "How long does the protection last?" about copyright: the guide itself uses the word.
  if (!earlier) return false;
  const stems = guideStems(earlier);
  return topical.every((t) => stems.has(t.slice(0, 6)));
}

/** Word stems (first six letters) of a guide, so "protection" matches a guide that says "protected". */
const stemCache = new WeakMap<ServiceEntry, Set<string>>();
function guideStems(entry: ServiceEntry): Set<string> {
  let stems = stemCache.get(entry);
  if (!stems) {
    stems = new Set(termsOf(normalizeText(plainText(entry.markdown), false)).map((t) => t.slice(0, 6)));
    stemCache.set(entry, stems);
  }
  return stems;
}

/**
 * The conversation's topic. `anchor` is the guide that answered a turn naming no one service ("can you
 * file my ITR? I have capital gains" → the ITR overview), so "what's the fee?" next has a service to price.
 */
export type Topic = { service?: ServiceEntry; subject?: string[]; area: string; intents: Set<Intent>; anchor?: ServiceEntry };

/** The next topic after one visitor message: its own service, the same topic, or a new subject. */
function nextTopic(
  index: AssistantIndex,
  message: string,
  topic: Topic | undefined,
  answered: () => Passage[],
): Topic | undefined {
  const normalized = normalizeText(message);
  const terms = termsOf(normalized);
  const intents = detectIntents(message);
  // "And patent?" after "what about copyright?" after a price question still asks the price.
  if (topic && ELLIPTICAL.test(message.toLowerCase()) && !ANSWER_KINDS.some((k) => intents.has(k))) {
    for (const k of ANSWER_KINDS) if (topic.intents.has(k)) intents.add(k);
  }
  const own = matchServiceScored(index, terms, termsOf(normalizeText(message, false)));
  if (own && !(own.words < 2 && topic?.service && PRONOUN.test(message.toLowerCase()))) {
    return { service: own.entry, area: own.entry.category, intents };
  }
  if (topic && continuesTopic(message, normalized, terms, topic.area, topic.service)) return topic;
  const subject = terms.filter((t) => !ASPECT_WORDS.has(t));
  const areas = areasOf(normalized);
  if (areas.size > 0 || subject.some((t) => !WEAK.has(t))) {
    const anchorSlug = answered().find((p) => p.kind === "guide" || p.kind === "price")?.slug;
    const anchor = index.services.find((s) => s.slug === anchorSlug);
    return { subject, area: [...areas][0] ?? anchor?.category ?? "", intents, ...(anchor ? { anchor } : {}) };
  }
  return topic;
}

/**
 * Bounds on the work one reply may do, whatever the request holds (decision 097): the topic is read
 * from the latest visitor turns only, each cut to its opening; the search gets a bounded number of
 * distinct terms, and only terms of a plausible word length are matched by prefix or spelling.
 */
export const TOPIC_TURNS = 8;
const TOPIC_TURN_CHARS = 600;
const MAX_QUERY_TERMS = 40;
const MAX_FUZZY_TERM_CHARS = 20;
/** After this many milliseconds of topic work, earlier turns are still read, but without a search. */
const TOPIC_BUDGET_MS = 25;

const SEARCH_OPTIONS = {
  boost: { title: 2.2, heading: 1.6, body: 1, keywords: 1.4 },
  prefix: (term: string) => term.length >= 5 && term.length <= MAX_FUZZY_TERM_CHARS,
  fuzzy: (term: string) => (term.length >= 7 && term.length <= MAX_FUZZY_TERM_CHARS ? 0.15 : false),
  weights: { fuzzy: 0.3, prefix: 0.4 },
};

/**
 * The conversation's topic after its earlier visitor turns, in one forward pass: each turn moves the
 * topic on from the one before it, and a turn that opens a new subject is searched once (with the
 * topic before it), so the cost grows with the number of turns, never with the number of prefixes.
 */
export function topicOf(index: AssistantIndex, history: ChatTurn[], budgetMs = TOPIC_BUDGET_MS): Topic | undefined {
  const deadline = performance.now() + budgetMs;
  let topic: Topic | undefined;
  for (const turn of history.filter((t) => t.role === "user").slice(-TOPIC_TURNS)) {
    const text = turn.text.slice(0, TOPIC_TURN_CHARS);
    const before = topic;
    topic = nextTopic(index, text, before, () =>
      performance.now() < deadline ? retrieveAfter(index, text, before, 3).passages : [],
    );
  }
  return topic;
}

/** Finds the passages that answer a message, using earlier visitor turns for follow-up questions. */
export function retrieve(index: AssistantIndex, message: string, history: ChatTurn[] = [], limit = 6): Retrieval {
  return retrieveAfter(index, message, topicOf(index, history), limit);
}

/**
 * Finds the passages that answer a message, given the conversation's topic so far: a follow-up
 * ("what documents do I need?", "who can use that form?") is about it; a question on a new topic is
 * answered about the new topic.
 */
function retrieveAfter(index: AssistantIndex, message: string, topic: Topic | undefined, limit: number): Retrieval {
  const intents = detectIntents(message);
  const normalized = itrFormFor(normalizeText(message));
  let terms = [...new Set(termsOf(normalized))].slice(0, MAX_QUERY_TERMS);
  const own = matchServiceScored(index, terms, termsOf(normalizeText(message, false)));
  let service = own?.entry;
  // "Which ITR does a private limited company file?" is an income-tax question about that entity.
  const askedAreas = areasOf(normalized);
  if (service && askedAreas.has("income-tax") && service.category !== "income-tax" && /\b(itr|return|tax)\b/.test(normalized)) {
    service = undefined;
  }
  // "Is it valid for life?" about an IEC: one word ("life") does not outweigh "it".
  if (own && own.words < 2 && topic?.service && PRONOUN.test(message.toLowerCase())) service = undefined;
  if (!service && topic && continuesTopic(message, normalized, terms, topic.area, topic.service ?? topic.anchor)) {
    // A follow-up that only says what it wants ("what's the fee?") is about the guide that answered.
    const ownSubject = terms.some((t) => !WEAK.has(t) && !ASPECT_WORDS.has(t));
    service = topic.service ?? (ownSubject ? undefined : topic.anchor);
    const carried = service ? termsOf(normalizeText(service.title)) : (topic.subject ?? []);
    terms = [...new Set([...terms, ...carried])];
  }
  // "And for an OPC?" after a price question asks for the price again.
  if (topic && ELLIPTICAL.test(message.toLowerCase()) && !ANSWER_KINDS.some((k) => intents.has(k))) {
    for (const k of ANSWER_KINDS) if (topic.intents.has(k)) intents.add(k);
  }
  if (terms.length === 0 && !service) return { terms, intents, service, passages: [] };

  const results = index.search.search(terms.join(" "), SEARCH_OPTIONS);

  const validity = VALIDITY_QUESTION.test(message.toLowerCase());
  const lateFee = /\b(late fee|penalt(?:y|ies)|fine)\b/.test(normalized);
  // A question about "ITR" in general is answered best by the overview of all seven forms.
  const genericItr = terms.includes("itr") && !terms.some((t) => /^itr\d$/.test(t)) && !service;
  // "What is Form 15CB?": the guide's opening paragraphs say what the thing is.
  const titleTerms = new Set(service ? termsOf(normalizeText(service.title)) : []);
  const definitional = intents.has("definition") && service !== undefined && terms.every((t) => titleTerms.has(t));
  // The subject words decide relevance ("gstr1" in "deadline for GSTR-1?"), not the aspect words.
  const subjectTerms = terms.filter((t) => !WEAK.has(t) && !ASPECT_WORDS.has(t));
  const strongTerms = subjectTerms.length ? subjectTerms : terms.filter((t) => !WEAK.has(t));
  const scored: ScoredPassage[] = [];
  for (const result of results) {
    const passage = index.passages[result.id as number];
    if (!passage) continue;
    // Relevance floor: a passage must share a telling word with the question, and enough of its words.
    const matched = new Set(result.queryTerms);
    const sameService = service !== undefined && passage.slug === service.slug;
    const telling = strongTerms.length === 0 || strongTerms.some((t) => matched.has(t));
    if (!sameService && (!telling || matched.size / terms.length < 0.3)) continue;
    let score = result.score;
    if (service) score *= passage.slug === service.slug ? 2.5 : passage.kind === "guide" || passage.kind === "price" ? 0.45 : 0.8;
    // An update's "heading" is its category label ("Deadline"), not a section of a guide.
    for (const [intent, pattern, boost] of passage.kind === "update" ? [] : HEADING_BOOST) {
      // A late fee is listed with the fees, not under the due dates.
      if (intent === "timeline" && lateFee) continue;
      const heading = passage.kind === "faq" ? passage.title : passage.heading;
      if (intents.has(intent) && pattern.test(heading)) score *= boost;
    }
    if (passage.kind === "price") score *= intents.has("price") ? 2.2 : 0.3;
    if (passage.kind === "offer") score *= intents.has("offer") ? 2.5 : 0.8;
    if (passage.kind === "fact" && passage.title === "Office hours") score *= intents.has("hours") ? 6 : 0.5;
    if (passage.kind === "fact" && passage.title === "Contact us") score *= intents.has("contact") ? 4 : 0.6;
    if (passage.kind === "fact" && passage.title.endsWith("a government office?")) score *= intents.has("about") ? 6 : 0.3;
    if (passage.kind === "faq") score *= 1.15;
    if (validity && VALIDITY_TEXT.test(plainText(passage.text))) score *= 1.8;
    if (lateFee && passage.kind === "guide" && /fee|late|penalt/i.test(passage.heading)) score *= 2;
    // The passage that states the late fee's amount answers "what is the late fee?", not one that names it.
    if (lateFee && /(?:late fee|penalt\w*|234[EF])[^.]{0,80}₹\s?\d|₹\s?\d[^.]{0,60}(?:late fee|penalt)/i.test(passage.text))
      score *= 1.8;
    if (genericItr && passage.slug === "itr-1-to-itr-7-return-filing") score *= 1.6;
    if (passage.slug === service?.slug && passage.kind === "guide" && passage.heading === "") {
      if (definitional) score *= 2.5;
      else if (intents.has("definition")) score *= 1.4;
    }
    // The FAQ heading of a guide holds many small answers; a specific section usually answers better.
    if (passage.heading === "Frequently asked questions") score *= 0.6;
    scored.push({ ...passage, score });
  }
  scored.sort((a, b) => b.score - a.score);
  return { terms, intents, service, passages: scored.slice(0, limit) };
}

/** The price table as passages, for services among the retrieved ones (the model never guesses a price). */
export function pricesFor(index: AssistantIndex, retrieval: Retrieval): { title: string; url: string; price: Price }[] {
  const slugs = new Set<string>();
  if (retrieval.service) slugs.add(retrieval.service.slug);
  for (const p of retrieval.passages) if (p.slug) slugs.add(p.slug);
  const out: { title: string; url: string; price: Price }[] = [];
  for (const slug of slugs) {
    const guide = index.content.guides.get(slug);
    if (guide?.price) out.push({ title: guide.title, url: `/service/${slug}`, price: guide.price });
    else if (guide?.coveredBy) {
      out.push({
        title: `${guide.title} (covered by our ${guide.coveredBy.title} service)`,
        url: `/service/${guide.coveredBy.slug}`,
        price: guide.coveredBy.price,
      });
    }
  }
  return out;
}
