import { LEGAL_GUARANTEE, OUR_REFUND, TAX_REFUND } from "./guards.ts";
import type { Intent } from "./labels.ts";
import { someoneElses, WRONGDOING } from "./limit-kinds.ts";
import { INSURER_MONEY } from "./refine-words.ts";

/**
 * Intent rules after the model's reading (issue 23, decision 169). Each one is a CLASS of message the
 * model reads as a neighbouring intent, decided by words the message itself says; none guesses beyond
 * them. Every rule is checked both ways in intent-rules.test.ts.
 */

/** "कितने में बनाओगे", "kitne me milega": for how much — a price, unless a unit of time follows or is said. */
const FOR_HOW_MUCH = /कितने (?:में|मे|का|की)|\bkitne (?:me|mein|mai|ka|ki)\b|\bkitne paise\b|\bkitna (?:padega|lagega|hoga)\b/;
const TIME_UNIT =
  /\b(?:din|dino|days?|saal|sal|years?|mahine|mahina|months?|hafte|weeks?|ghante|hours?|time|samay|waqt)\b|दिन|साल|महीने|महीना|हफ्ते|हफ़्ते|घंटे|समय|वक्त|वक़्त/;

/** A money word that ends the message ("reply fee?", "ur charges", "kitna lagega"). */
const FEE_LAST = /\b(?:fees?|cost|charges?|price|rate|kitna lagega|kitne ka)\s*\?*\s*$|(?:फीस|फ़ीस|खर्च|कीमत)\s*\?*\s*$/;

/** Steps or a meaning asked ("process", "how to", "kya hota hai"). */
const STEPS_OR_MEANING =
  /\b(?:process|procedure|steps?|how (?:to|do|does|can)|kaise|meaning|means?|matlab|kya hota|what does .{1,30} mean)\b|प्रक्रिया|कैसे|मतलब|क्या होता/;

/** Whether something is required. */
const MUST_I =
  /\b(?:compulsory|mandatory|obligatory|must i|must we|do i need|do we need|is it necessary|necessary|required to|need to register|zaroori|zaruri|jaruri|jaroori|anivarya)\b|ज़रूरी|जरूरी|अनिवार्य/;

/** The most or the least allowed. */
const MOST_LEAST =
  /\b(?:maximum|minimum|max|at most|at least|zyada se zyada|jyada se jyada|kam se kam|upper limit|cap)\b|ज़्यादा से ज़्यादा|ज्यादा से ज्यादा|कम से कम|अधिकतम|न्यूनतम/;
const OUR_FEE_WORDS = /\b(?:your|ur|aapki|aapka|apki|apka) (?:fees?|charges?|price)\b|आपकी फ़?ीस/;
/** Following one's own case: tracking, progress or status… */
const TRACK = /\b(?:track\w*|progress|status|update)\b|स्टेटस|प्रगति/;
/** Paid already and waiting: no call, no update, what happens now. */
const PAID_WAITING =
  /\b(?:paid|pay (?:kar )?(?:diya|di|kiya)|payment (?:done|made|kar (?:di|diya)|ho gaya|ho gayi))\b[^.?!]{0,60}[.,]?[^.?!]{0,20}\b(?:no (?:call|reply|response|update|mail|email|one (?:called|contacted))|nobody (?:called|contacted|replied)|abhi tak (?:koi )?(?:call|reply|jawab)|koi (?:call|reply|jawab) nahi|what (?:happens|next) now|what now)\b|(?:भुगतान|पेमेंट)[^.?!]{0,50}(?:कोई (?:कॉल|फ़ोन|फोन|जवाब) नहीं|अब क्या होगा|आगे क्या)/;
/** …of work paid for with us. */
const AFTER_PAYING_US =
  /\b(?:after (?:i )?pa(?:y|id|ying)(?: you| u)?|paid (?:you|u|for)|with (?:you|u)|you (?:file|filed|are handling)|u (?:file|filed))\b|pay karne ke baad|भुगतान के बाद/;

/** "How much" on its own or before a money word, never "how much time". */
const HOW_MUCH =
  /\b(?:how much|hw much|how mch|hw mch|how mutch)\b(?!\s+(?:time|turnover|income|capital|tax|stamp|penalty|fine|interest|late))/;

/** Words of money (our fee unless the government's is said). */
export const MONEY =
  /\b(?:cost|costs|price|pricing|fees?|charges?|rate|kharcha|kharch|kitna lagega|kitna padega|kitne ka|kitne me|kitne mein|(?:kitna|kitne) (?:paisa|paise)|(?:time|samay) aur (?:paisa|paise))\b|फीस|फ़ीस|शुल्क|खर्च|खर्चा|कीमत|चार्ज|कितने में|कितना लगेगा|कितना पैसा|कितने पैसे|(?:समय|टाइम) और पैसा/;

/** How much of one's own profit or income ("profit kitna dikhana padega", "how much profit must I show"). */
const OWN_AMOUNT =
  /\b(?:profit|income|munafa|munafe|aay|aamdani)\b[^.?!]{0,15}\b(?:kitna|kitni|how much)\b|\b(?:how much|kitna|kitni)\b[^.?!]{0,15}\b(?:profit|income|munafa|aamdani)\b|(?:मुनाफा|मुनाफ़ा|प्रॉफिट|आय|आमदनी)[^.?!]{0,15}कितन|कितन[^.?!]{0,15}(?:मुनाफा|मुनाफ़ा|प्रॉफिट|आमदनी)/;

/** A levy of the government named ("stamp duty", "sarkari fees", "सरकारी फीस"). */
const GOV_LEVY =
  /\bstamp duty\b|\b(?:govt|government|sarkari|official) (?:fees?|charges?|duty)\b|स्टाम्प|स्टांप|सरकारी (?:फीस|फ़ीस|शुल्क)/;

/** Whether a further step costs more ("is it extra?", "charged separately?"). */
const EXTRA_ASKED =
  /\b(?:is (?:it|that|this) extra|(?:charged?|billed|paid) (?:extra|separately)|separate (?:fee|charge)s?|extra (?:lagega|dena))\b/;

/** After a refusal or rejection, where to go next ("if they still refuse, where next", "reject kar de to aage kya"). */
const REFUSED_NEXT =
  /\b(?:refuse[sd]?|reject(?:s|ed)?|den(?:y|ies|ied)|turn(?:s|ed)? (?:it |us |me )?down|mana kar|reject kar)\b[^.?!]{0,60}\b(?:where (?:do|can|should) (?:we|i) (?:go|turn|complain|approach)|what (?:next|now|then)|next step|aage kya|kahan jaye\w*|kaha jaye\w*)\b/;

const ADVERSE_FROM = new Set<string>(["case_status", "process", "eligibility", "definition"]);
/** An outcome against the visitor ("order against me", "demand confirmed", "appeal lost"). */
const ADVERSE =
  /\b(?:against (?:me|us)|(?:mere|hamare|mujh|hum) (?:against|khilaf|khilaaf)|(?:an |the )?order (?:against|came)|passes? (?:an |the )?order|demand (?:confirmed|raised|order)|(?:rejected|refused|lost|upheld) (?:again|anyway|still))\b|मेरे खिलाफ|हमारे खिलाफ|खिलाफ आ/;

/** A lawful instrument for paying less or no tax, named outright. */
const LAWFUL_WAY = /\blut\b|letter of undertaking|lower (?:tds|deduction) certificate|\b(?:15g|15h)\b|एलयूटी/;
/** The visitor's own identity papers ("my PAN and aadhaar", "meri PAN"). */
const OWN_PAPERS =
  /\b(?:my|mera|meri|mere|apna|apni|apne) (?:own )?(?:pan|aadhaa?r|pan card|aadhaa?r card|passport|dsc|details|documents|bank statement)\b|मेरा (?:पैन|आधार)|मेरी (?:पैन|आधार)|मेरे (?:पैन|आधार)/;

/** Once or every year ("is it one time?", "har saal?"). */
const ONE_TIME =
  /\b(?:one[- ]time|one time only|just once|only once|ek (?:hi )?baar|every year|har saal|yearly|annually|recurring)\b|एक (?:ही )?बार|हर साल|सालाना/;

/** Our fee coming back ("how much of my fee comes back", "I'd like my money returned", "paise wapas milenge"). */
const FEE_BACK =
  /\b(?:(?:my|our|the|your|of) (?:fees?|money|payment|amount|paisa|paise) (?:comes?|will come|come|be|is|get|gets) ?(?:back|returned|refunded)|(?:get|want|need|like|have) (?:my|our|the) (?:fees?|money|payment|amount) (?:back|returned|refunded)|(?:money|fees?|payment) (?:back|returned)|(?:fees?|paise|paisa|payment) (?:wapas|vapas|vaapas))\b|(?:पैसे|पैसा|फ़ीस|फीस|भुगतान) (?:वापस|लौटा)/;

/** Money back from someone else (an insurer, a seller, the department): not our fee. */
const OTHERS_MONEY = new RegExp(
  `${INSURER_MONEY.source}|\\b(?:seller|builder|landlord|employer|customer|client|department|bank)\\b|बैंक`,
);

/** Charges beyond the price shown, asked ("anything else I'll be charged later", "any hidden cost"). */
const LATER_CHARGES =
  /\b(?:charged?\b[^.?!]{0,20}\b(?:later|afterwards|extra|more)|(?:anything|something) (?:else|more|extra)\b[^.?!]{0,25}\b(?:pay|charged?)|hidden|extra (?:charges?|costs?|fees?)|additional (?:charges?|costs?|fees?)|baad me(?:in)? (?:aur|extra) (?:charge|paise|fees?))\b/;

/** Asking to talk to a person ("talk to a real person", "connect me with a human", "kisi insaan se baat"). */
const TALK_TO_PERSON =
  /\b(?:talk|speak|chat|connect)(?: me)? (?:to|with) (?:a |an |some )?(?:real |actual |live )?(?:person|human|people|someone|somebody|agent|representative|executive)\b|\b(?:real|actual|live) (?:person|human)\b|\b(?:insaan|insan|kisi aadmi) se baat\b|किसी इंसान से/;

/** A person to talk to: the human intent needs one of these words. */
const PERSON =
  /\b(?:expert|lawyer|advocate|ca|consult\w*|talk|speak|call|callback|meet|meeting|person|human|agent|(?:can|could|will) (?:someone|somebody)|someone (?:to|who|call|help|talk|guide)|team|baat|book\w*|appointment)\b|विशेषज्ञ|वकील|बात|कॉल|सलाह|मिलना/;

/** A time limit of a step ("opposition period", "time limit to reply", "window"): the deadline. */
const PERIOD =
  /\b(?:period|time ?limit|time-limit|window|within how (?:many|long)|kitne din (?:ke )?(?:andar|me|mein)|kitne dino me)\b|समय ?सीमा|अवधि|मियाद|कितने दिन (?:के )?(?:अंदर|में|भीतर)/;

/** A verb of paying, and a way of paying that is only a method named ("by UPI"). */
const PAY_VERB = /\b(?:pay|paying|payment|paid|bhugtan|bhugtaan)\b|भुगतान|पेमेंट/;
const PAY_METHOD_ONLY = /\b(?:upi|gpay|google pay|phonepe|phone pe|paytm|net ?banking|credit card|debit card)\b|यूपीआई/;

/** Money coming in to the visitor ("payment UPI se aata hai", "most payments come by UPI", "customers pay by card"). */
const CUSTOMERS_PAY =
  /\b(?:payments?|paisa|paise)\b[^.?!]{0,25}\b(?:aata|aati|aate|ata|aati|comes?|coming|came|received?|receives|milta|milte|milti)\b|\b(?:customers?|clients?|grahak|buyers?)\b[^.?!]{0,30}\b(?:pay|pays|paid|payment)\b|(?:भुगतान|पेमेंट|पैसा)[^.?!]{0,25}(?:आता|आती|आते|मिलता)|(?:ग्राहक)[^.?!]{0,30}(?:भुगतान|पेमेंट)/;

/** The visitor's own sales, income or tax: a way of paying named there is how their customers pay them. */
const SALES_TALK = /\b(?:turnover|sales|receipts|income|tax|cash|audit|business|shop|customers?)\b|टर्नओवर|बिक्री|आय|टैक्स/;

/** How long something takes or lasts, asked ("how long", "kitne din", "कितने दिन"). */
const DURATION =
  /\b(?:how long|how much time|how many (?:days|weeks|months)|how (?:quick|quickly|fast|soon) (?:can|will|would|do|does|is)|kitne (?:din|dino|hafte)|kitna time|kitne time|kab tak)\b|कितने (?:दिन|दिनों|हफ्ते)|कितना समय|कब तक/;
/** "Any problem?", "koi dikkat?": whether something stands in the way, asked about the topic. */
const PROBLEM = /\b(?:problem|issue|dikkat|dikat|pareshani|mushkil)\b|दिक्कत|समस्या|परेशानी|मुश्किल/;
/** A limit or condition asked ("any limit", "maximum", "upto how much"). */
const LIMIT_WORD =
  /\b(?:limits?|maximum|minimum|max|min|upto|up to|ceiling|cap|capped|threshold|seema)\b|सीमा|अधिकतम|न्यूनतम|लिमिट(?![\u0900-\u097f])/;
/** For how many years something lasts ("for how many years is it protected", "kitne saal valid"). */
const YEARS_ASKED =
  /\b(?:how many years|for how long is it (?:valid|protected)|how long (?:does|will) (?:it|the \w+|that \w+) (?:last|stay valid|remain valid)|kitne saal|kitne varsh)\b|कितने साल|कितने वर्ष/;

/** Paying us: a way to pay, or a payment gone wrong. */
const PAYING =
  /\b(?:upi|gpay|google pay|phonepe|phone pe|paytm|net ?banking|credit card|debit card|razorpay|emi|pay (?:by|via|through|using|with|online|in cash)|payment (?:method|option|mode)s?|pay kaise|kaise pay|pay karu|pay karun|pay karoon|pay kare|payment kaise|kaise payment|(?:charged|deducted|debited|cut) twice|double (?:payment|deduction|charge)|do baar (?:kat|cut|deduct)|paisa kat|paise kat)\b|यूपीआई|दो बार कट/;

/** Our phone, WhatsApp or e-mail asked for. */
const CONTACT_ASKED =
  /\b(?:your|ur|aapka|apka) (?:phone|mobile|contact|whatsapp|e-?mail|email id|number|no)\b|\b(?:phone|mobile|contact|whatsapp) (?:no|number|num)\b/;

/** Where the visitor is, or where we are: reaching us, not a list of services. */
const PLACE =
  /\b(?:i live in|i am (?:from|in|based)|i'm (?:from|in|based)|we are (?:from|in|based)|based in|located|location|which city|what city|where (?:are you|is your|r u|are u)|your (?:office|address)|visit (?:you|your))\b|\b(?:main|hum|mai)\b.{1,30}\b(?:se|mein|me) (?:hoon|hu|hain|h)\b|आप कहाँ|कहाँ (?:है|हैं|हो)|आपका (?:ऑफिस|पता)/;

/** Conflict words: without one, an unsure "dispute" reading is not taken (a question, not a quarrel). */
const CONFLICT =
  /\b(?:sue|suing|court|case|against|cheat\w*|fraud|fight\w*|dispute|quarrel|harass\w*|threat\w*|owe[sd]?|landlord|tenant|employer|boss|neighbou?r|husband|wife|builder|police|fir|legal action|jhagda|jhagra|dhokha|dhoka|mukadma|kesh)\b|झगड़|धोखा|केस|मुकदमा|अदालत|कोर्ट|पुलिस/;

/** Words of promising an outcome; without one, a guarantee reading below UNSURE_GUARANTEE is not taken. */
const PROMISE =
  /\b(?:guarant\w*|gaurant\w*|promise\w*|assur\w*|sure|surely|certain\w*|definitely|pakka|chances?|confirm)\b|\b100 ?%|गारंटी|पक्का|ज़रूर|जरूर|निश्चित/;
const UNSURE_GUARANTEE = 0.6;

/** Words of us or of the visitor's order with us. */
const WITH_US = /\b(?:you|u|your|ur|yours|aap\w*|apka|apki|nyayik|paid|payment|pay|order|reference|expert|team)\b|आप|भुगतान|पेमेंट/;

/** Asking where something stands. */
const STATUS = /\b(?:status|update|progress|kab tak hoga|kab hoga|kitna hua)\b|स्टेटस|अपडेट|प्रगति/;

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

/** Paying us (or our refund), as against a company paying a dividend or a tax. */
const PAYING_US =
  /\b(?:pay (?:you|u|for|now|online|the fee|your|fees?)|payment|paid|paying (?:you|for)|refund\w*|receipt|invoice|checkout|bhugtan)\b|भुगतान|पेमेंट/;

/** Words of our work: a message with one is not out of our field, whatever the model read (guards.ts decides that). */
const OUR_FIELD =
  /\b(?:notice|documents?|docs|upload|consultation|call|expert|tax\w*|gst\w*|itr\d?|trademark|brand|logo|copyright|patent|company|llp|licen[cs]e|registration|agreement|contract|claim|insurance|fee|price)\b/;

/** Who qualifies for something ("lower fee, who gets it?"), or whether it applies everywhere: eligibility. */
const WHO_QUALIFIES =
  /\bwho (?:gets|qualifies|is eligible|can get|can claim|pays less)\b|\b(?:kise|kisko) (?:milta|milti|milega)\b|किसे (?:मिलता|मिलती|मिलेगा)|\b(?:in|for) (?:every|all|each) states?\b|\bhar (?:state|rajya)\b|हर राज्य|सभी राज्यों/;

/** Papers asked for by name, or what to send or submit. */
const PAPERS =
  /\b(?:documents?|docs|docum\w*|papers?|paperwork|proofs?|kagaz\w*|kaagaz\w*|kagaj\w*|dastavej\w*|dastavez\w*|saboot|praman)\b|\b(?:need|have|has) to (?:send|submit|provide|upload|share|give you)\b|\bneed from (?:me|us)\b|\bwhat all (?:is |are )?(?:needed|required|reqd)\b|\b(?:details|info|information) (?:reqd|required|needed)\b|\bwhat (?:is|are) (?:needed|required)\b|\bkya kya chahiye\b|\bwhat (?:info|information|details) (?:do |will )?(?:you|u) need\b|\bwhat should (?:i|we) (?:share|send|submit|give)\b|\bkya kya (?:bhejna|dena|jama|lagega)|दस्तावेज|कागज|काग़ज़|डॉक्यूमेंट|डाक्यूमेंट|सबूत|प्रमाण/;

/**
 * Asking what to hand over, in so many words ("what do I upload", "what will the insurer want", "what
 * evidence do you need"): papers, whatever the model read (a situation in the same message often reads as
 * "which service?").
 */
const PAPERS_ASKED =
  /\b(?:what|which)\b[^.?!]{0,25}\b(?:upload|submit|send|attach|collect|provide|keep ready|hand over)\b|\bwhat (?:records|evidence|proofs?|papers|documents|figures|details)\b|\bwhat will (?:the )?\w+ (?:want|ask for|need)\b|\bwhat (?:do|does|will) (?:you|u|they|the \w+) need from\b|\b(?:kya|kaun se) (?:kya )?(?:bhejna|bhejun|upload|jama|dena|mangwana)\b|क्या क्या (?:भेज|चाहिए|देना)|क्या भेजना/;

/** A fine or charge for being late, asked for by name. */
const FINE = /\b(?:penalt\w*|fines?|late fees?|interest|jurmana|byaj|charges?)\b|जुर्माना|पेनल्टी|ब्याज|लेट फीस/;

/** The visitor has to act ("karna hai", "have to reply", "must file"). */
const MUST_ACT =
  /\b(?:karna hai|karni hai|karna padega|dena hai|bharna hai|file karna|have to|has to|must|need to|should i)\b|करना है|देना है|भरना है/;

/** Asking for a date now ("what's the last day now", "ab kab tak"), not what happens after missing one. */
const WHEN_NOW = /\b(?:now|ab|abhi|kab tak|till when|by when|which date|what date)\b|अब|कब तक/;

/** A last date asked for by name ("cutoff", "kab due hai", "last day"). */
const LAST_DATE =
  /\b(?:deadline|last date|last day|due date|due|cut-?off|till when|by when|until when|by (?:january|february|march|april|may|june|july|august|september|october|november|december)|antim (?:tithi|tarikh)|aakhri (?:tarikh|date)|akhri (?:tarikh|date))\b|अंतिम तिथि|आखिरी तारीख|आख़िरी तारीख|ड्यू डेट|डेडलाइन|कब तक/;

/** When we are open. */
const HOURS =
  /\b(?:(?:what time|when) (?:do|does|are|will) (?:you|u|nyayik|your office|the office) (?:open|close|start|shut)|timings?|working hours|office hours|(?:open|closed|available|working|work) on (?:sundays?|saturdays?|weekends?|holidays?)|sunday (?:ko|bhi) (?:khul|kaam|open)|khule (?:ho|hai|hain|rehte)|band (?:hote|rehte))\b|कब (?:खुल|बंद)|खुला रहता|खुले रहते/;

/** About the firm: its experience, people, standing. */
const ABOUT_US =
  /\b(?:years of experience|your experience|how experienced|(?:your|you) (?:team|founders?|lawyers|experts)|kitne saal se|kab se kaam)\b|कितने साल से|आपका अनुभव/;

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
