/**
 * The words the intent rules read (split from intent-rules.ts, decision 184): each names a class of message
 * that intent-rules.ts decides by, and none decides anything alone.
 */

import { INSURER_MONEY } from "./refine-words.ts";

/** "कितने में बनाओगे", "kitne me milega": for how much — a price, unless a unit of time follows or is said. */
export const FOR_HOW_MUCH = /कितने (?:में|मे|का|की)|\bkitne (?:me|mein|mai|ka|ki)\b|\bkitne paise\b|\bkitna (?:padega|lagega|hoga)\b/;
export const TIME_UNIT =
  /\b(?:din|dino|days?|saal|sal|years?|mahine|mahina|months?|hafte|weeks?|ghante|hours?|time|samay|waqt)\b|दिन|साल|महीने|महीना|हफ्ते|हफ़्ते|घंटे|समय|वक्त|वक़्त/;

/** A money word that ends the message ("reply fee?", "ur charges", "kitna lagega"). */
export const FEE_LAST = /\b(?:fees?|cost|charges?|price|rate|kitna lagega|kitne ka)\s*\?*\s*$|(?:फीस|फ़ीस|खर्च|कीमत)\s*\?*\s*$/;

/** Steps or a meaning asked ("process", "how to", "kya hota hai"). */
export const STEPS_OR_MEANING =
  /\b(?:process|procedure|steps?|how (?:to|do|does|can)|kaise|meaning|means?|matlab|kya hota|what does .{1,30} mean)\b|प्रक्रिया|कैसे|मतलब|क्या होता/;

/** Whether something is required. */
export const MUST_I =
  /\b(?:compulsory|mandatory|obligatory|must i|must we|do i need|do we need|is it necessary|necessary|required to|need to register|zaroori|zaruri|jaruri|jaroori|anivarya)\b|ज़रूरी|जरूरी|अनिवार्य/;

/** The most or the least allowed. */
export const MOST_LEAST =
  /\b(?:maximum|minimum|max|at most|at least|zyada se zyada|jyada se jyada|kam se kam|upper limit|cap)\b|ज़्यादा से ज़्यादा|ज्यादा से ज्यादा|कम से कम|अधिकतम|न्यूनतम/;
export const OUR_FEE_WORDS = /\b(?:your|ur|aapki|aapka|apki|apka) (?:fees?|charges?|price)\b|आपकी फ़?ीस/;
/** Following one's own case: tracking, progress or status… */
export const TRACK = /\b(?:track\w*|progress|status|update)\b|स्टेटस|प्रगति/;
/** Paid already and waiting: no call, no update, what happens now. */
export const PAID_WAITING =
  /\b(?:paid|pay (?:kar )?(?:diya|di|kiya)|payment (?:done|made|kar (?:di|diya)|ho gaya|ho gayi))\b[^.?!]{0,60}[.,]?[^.?!]{0,20}\b(?:no (?:call|reply|response|update|mail|email|one (?:called|contacted))|nobody (?:called|contacted|replied)|abhi tak (?:koi )?(?:call|reply|jawab)|koi (?:call|reply|jawab) nahi|what (?:happens|next) now|what now)\b|(?:भुगतान|पेमेंट)[^.?!]{0,50}(?:कोई (?:कॉल|फ़ोन|फोन|जवाब) नहीं|अब क्या होगा|आगे क्या)/;
/** …of work paid for with us. */
export const AFTER_PAYING_US =
  /\b(?:after (?:i )?pa(?:y|id|ying)(?: you| u)?|paid (?:you|u|for)|with (?:you|u)|you (?:file|filed|are handling)|u (?:file|filed))\b|pay karne ke baad|भुगतान के बाद/;

/** "How much" on its own or before a money word, never "how much time". */
export const HOW_MUCH =
  /\b(?:how much|hw much|how mch|hw mch|how mutch)\b(?!\s+(?:time|turnover|income|capital|tax|stamp|penalty|fine|interest|late))/;

/** Words of money (our fee unless the government's is said). */
export const MONEY =
  /\b(?:cost|costs|price|pricing|fees?|charges?|rate|kharcha|kharch|kitna lagega|kitna padega|kitne ka|kitne me|kitne mein|(?:kitna|kitne) (?:paisa|paise)|(?:time|samay) aur (?:paisa|paise))\b|फीस|फ़ीस|शुल्क|खर्च|खर्चा|कीमत|चार्ज|कितने में|कितना लगेगा|कितना पैसा|कितने पैसे|(?:समय|टाइम) और पैसा/;

/** How much of one's own profit or income ("profit kitna dikhana padega", "how much profit must I show"). */
export const OWN_AMOUNT =
  /\b(?:profit|income|munafa|munafe|aay|aamdani)\b[^.?!]{0,15}\b(?:kitna|kitni|how much)\b|\b(?:how much|kitna|kitni)\b[^.?!]{0,15}\b(?:profit|income|munafa|aamdani)\b|(?:मुनाफा|मुनाफ़ा|प्रॉफिट|आय|आमदनी)[^.?!]{0,15}कितन|कितन[^.?!]{0,15}(?:मुनाफा|मुनाफ़ा|प्रॉफिट|आमदनी)/;

/** A levy of the government named ("stamp duty", "sarkari fees", "सरकारी फीस"). */
export const GOV_LEVY =
  /\bstamp duty\b|\b(?:govt|government|sarkari|official) (?:fees?|charges?|duty)\b|स्टाम्प|स्टांप|सरकारी (?:फीस|फ़ीस|शुल्क)/;

/** Whether a further step costs more ("is it extra?", "charged separately?"). */
export const EXTRA_ASKED =
  /\b(?:is (?:it|that|this) extra|(?:charged?|billed|paid) (?:extra|separately)|separate (?:fee|charge)s?|extra (?:lagega|dena))\b/;

/** After a refusal or rejection, where to go next ("if they still refuse, where next", "reject kar de to aage kya"). */
export const REFUSED_NEXT =
  /\b(?:refuse[sd]?|reject(?:s|ed)?|den(?:y|ies|ied)|turn(?:s|ed)? (?:it |us |me )?down|mana kar|reject kar)\b[^.?!]{0,60}\b(?:where (?:do|can|should) (?:we|i) (?:go|turn|complain|approach)|what (?:next|now|then)|next step|aage kya|kahan jaye\w*|kaha jaye\w*)\b/;

/** An outcome against the visitor ("order against me", "demand confirmed", "appeal lost"). */
export const ADVERSE =
  /\b(?:against (?:me|us)|(?:mere|hamare|mujh|hum) (?:against|khilaf|khilaaf)|(?:an |the )?order (?:against|came)|passes? (?:an |the )?order|demand (?:confirmed|raised|order)|(?:rejected|refused|lost|upheld) (?:again|anyway|still))\b|मेरे खिलाफ|हमारे खिलाफ|खिलाफ आ/;

/** A lawful instrument for paying less or no tax, named outright. */
export const LAWFUL_WAY = /\blut\b|letter of undertaking|lower (?:tds|deduction) certificate|\b(?:15g|15h)\b|एलयूटी/;
/** The visitor's own identity papers ("my PAN and aadhaar", "meri PAN"). */
export const OWN_PAPERS =
  /\b(?:my|mera|meri|mere|apna|apni|apne) (?:own )?(?:pan|aadhaa?r|pan card|aadhaa?r card|passport|dsc|details|documents|bank statement)\b|मेरा (?:पैन|आधार)|मेरी (?:पैन|आधार)|मेरे (?:पैन|आधार)/;

/** Once or every year ("is it one time?", "har saal?"). */
export const ONE_TIME =
  /\b(?:one[- ]time|one time only|just once|only once|ek (?:hi )?baar|every year|har saal|yearly|annually|recurring)\b|एक (?:ही )?बार|हर साल|सालाना/;

/** Our fee coming back ("how much of my fee comes back", "I'd like my money returned", "paise wapas milenge"). */
export const FEE_BACK =
  /\b(?:(?:my|our|the|your|of) (?:fees?|money|payment|amount|paisa|paise) (?:comes?|will come|come|be|is|get|gets) ?(?:back|returned|refunded)|(?:get|want|need|like|have) (?:my|our|the) (?:fees?|money|payment|amount) (?:back|returned|refunded)|(?:money|fees?|payment) (?:back|returned)|(?:fees?|paise|paisa|payment) (?:wapas|vapas|vaapas))\b|(?:पैसे|पैसा|फ़ीस|फीस|भुगतान) (?:वापस|लौटा)/;

/** Money back from someone else (an insurer, a seller, the department): not our fee. */
export const OTHERS_MONEY = new RegExp(
  `${INSURER_MONEY.source}|\\b(?:seller|builder|landlord|employer|customer|client|department|bank)\\b|बैंक`,
);

/** Charges beyond the price shown, asked ("anything else I'll be charged later", "any hidden cost"). */
export const LATER_CHARGES =
  /\b(?:charged?\b[^.?!]{0,20}\b(?:later|afterwards|extra|more)|(?:anything|something) (?:else|more|extra)\b[^.?!]{0,25}\b(?:pay|charged?)|hidden|extra (?:charges?|costs?|fees?)|additional (?:charges?|costs?|fees?)|baad me(?:in)? (?:aur|extra) (?:charge|paise|fees?))\b/;

/** Asking to talk to a person ("talk to a real person", "connect me with a human", "kisi insaan se baat"). */
export const TALK_TO_PERSON =
  /\b(?:talk|speak|chat|connect)(?: me)? (?:to|with) (?:a |an |some )?(?:real |actual |live )?(?:person|human|people|someone|somebody|agent|representative|executive)\b|\b(?:real|actual|live) (?:person|human)\b|\b(?:insaan|insan|kisi aadmi) se baat\b|किसी इंसान से/;

/** A person to talk to: the human intent needs one of these words. */
export const PERSON =
  /\b(?:expert|lawyer|advocate|ca|consult\w*|talk|speak|call|callback|meet|meeting|person|human|agent|(?:can|could|will) (?:someone|somebody)|someone (?:to|who|call|help|talk|guide)|team|baat|book\w*|appointment)\b|विशेषज्ञ|वकील|बात|कॉल|सलाह|मिलना/;

/** A time limit of a step ("opposition period", "time limit to reply", "window"): the deadline. */
export const PERIOD =
  /\b(?:period|time ?limit|time-limit|window|within how (?:many|long)|kitne din (?:ke )?(?:andar|me|mein)|kitne dino me)\b|समय ?सीमा|अवधि|मियाद|कितने दिन (?:के )?(?:अंदर|में|भीतर)/;

/** A verb of paying, and a way of paying that is only a method named ("by UPI"). */
export const PAY_VERB = /\b(?:pay|paying|payment|paid|bhugtan|bhugtaan)\b|भुगतान|पेमेंट/;
export const PAY_METHOD_ONLY = /\b(?:upi|gpay|google pay|phonepe|phone pe|paytm|net ?banking|credit card|debit card)\b|यूपीआई/;

/** Money coming in to the visitor ("payment UPI se aata hai", "most payments come by UPI", "customers pay by card"). */
export const CUSTOMERS_PAY =
  /\b(?:payments?|paisa|paise)\b[^.?!]{0,25}\b(?:aata|aati|aate|ata|aati|comes?|coming|came|received?|receives|milta|milte|milti)\b|\b(?:customers?|clients?|grahak|buyers?)\b[^.?!]{0,30}\b(?:pay|pays|paid|payment)\b|(?:भुगतान|पेमेंट|पैसा)[^.?!]{0,25}(?:आता|आती|आते|मिलता)|(?:ग्राहक)[^.?!]{0,30}(?:भुगतान|पेमेंट)/;

/** The visitor's own sales, income or tax: a way of paying named there is how their customers pay them. */
export const SALES_TALK = /\b(?:turnover|sales|receipts|income|tax|cash|audit|business|shop|customers?)\b|टर्नओवर|बिक्री|आय|टैक्स/;

/** How long something takes or lasts, asked ("how long", "kitne din", "कितने दिन"). */
export const DURATION =
  /\b(?:how long|how much time|how many (?:days|weeks|months)|how (?:quick|quickly|fast|soon) (?:can|will|would|do|does|is)|kitne (?:din|dino|hafte)|kitna time|kitne time|kab tak)\b|कितने (?:दिन|दिनों|हफ्ते)|कितना समय|कब तक/;
/** "Any problem?", "koi dikkat?": whether something stands in the way, asked about the topic. */
export const PROBLEM = /\b(?:problem|issue|dikkat|dikat|pareshani|mushkil)\b|दिक्कत|समस्या|परेशानी|मुश्किल/;
/** A limit or condition asked ("any limit", "maximum", "upto how much"). */
export const LIMIT_WORD =
  /\b(?:limits?|maximum|minimum|max|min|upto|up to|ceiling|cap|capped|threshold|seema)\b|सीमा|अधिकतम|न्यूनतम|लिमिट(?![\u0900-\u097f])/;
/** For how many years something lasts ("for how many years is it protected", "kitne saal valid"). */
export const YEARS_ASKED =
  /\b(?:how many years|for how long is it (?:valid|protected)|how long (?:does|will) (?:it|the \w+|that \w+) (?:last|stay valid|remain valid)|kitne saal|kitne varsh)\b|कितने साल|कितने वर्ष/;

/** Paying us: a way to pay, or a payment gone wrong. */
export const PAYING =
  /\b(?:upi|gpay|google pay|phonepe|phone pe|paytm|net ?banking|credit card|debit card|razorpay|emi|pay (?:by|via|through|using|with|online|in cash)|payment (?:method|option|mode)s?|pay kaise|kaise pay|pay karu|pay karun|pay karoon|pay kare|payment kaise|kaise payment|(?:charged|deducted|debited|cut) twice|double (?:payment|deduction|charge)|do baar (?:kat|cut|deduct)|paisa kat|paise kat)\b|यूपीआई|दो बार कट/;

/** Our phone, WhatsApp or e-mail asked for. */
export const CONTACT_ASKED =
  /\b(?:your|ur|aapka|apka) (?:phone|mobile|contact|whatsapp|e-?mail|email id|number|no)\b|\b(?:phone|mobile|contact|whatsapp) (?:no|number|num)\b/;

/** Where the visitor is, or where we are: reaching us, not a list of services. */
export const PLACE =
  /\b(?:i live in|i am (?:from|in|based)|i'm (?:from|in|based)|we are (?:from|in|based)|based in|located|location|which city|what city|where (?:are you|is your|r u|are u)|your (?:office|address)|visit (?:you|your))\b|\b(?:main|hum|mai)\b.{1,30}\b(?:se|mein|me) (?:hoon|hu|hain|h)\b|आप कहाँ|कहाँ (?:है|हैं|हो)|आपका (?:ऑफिस|पता)/;

/** Conflict words: without one, an unsure "dispute" reading is not taken (a question, not a quarrel). */
export const CONFLICT =
  /\b(?:sue|suing|court|case|against|cheat\w*|fraud|fight\w*|dispute|quarrel|harass\w*|threat\w*|owe[sd]?|landlord|tenant|employer|boss|neighbou?r|husband|wife|builder|police|fir|legal action|jhagda|jhagra|dhokha|dhoka|mukadma|kesh)\b|झगड़|धोखा|केस|मुकदमा|अदालत|कोर्ट|पुलिस/;

/** Words of promising an outcome; without one, a guarantee reading below UNSURE_GUARANTEE is not taken. */
export const PROMISE =
  /\b(?:guarant\w*|gaurant\w*|promise\w*|assur\w*|sure|surely|certain\w*|definitely|pakka|chances?|confirm)\b|\b100 ?%|गारंटी|पक्का|ज़रूर|जरूर|निश्चित/;
/** Words of us or of the visitor's order with us. */
export const WITH_US =
  /\b(?:you|u|your|ur|yours|aap\w*|apka|apki|nyayik|paid|payment|pay|order|reference|expert|team)\b|आप|भुगतान|पेमेंट/;

/** Asking where something stands. */
export const STATUS = /\b(?:status|update|progress|kab tak hoga|kab hoga|kitna hua)\b|स्टेटस|अपडेट|प्रगति/;

/** Paying us (or our refund), as against a company paying a dividend or a tax. */
export const PAYING_US =
  /\b(?:pay (?:you|u|for|now|online|the fee|your|fees?)|payment|paid|paying (?:you|for)|refund\w*|receipt|invoice|checkout|bhugtan)\b|भुगतान|पेमेंट/;

/** Words of our work: a message with one is not out of our field, whatever the model read (guards.ts decides that). */
export const OUR_FIELD =
  /\b(?:notice|documents?|docs|upload|consultation|call|expert|tax\w*|gst\w*|itr\d?|trademark|brand|logo|copyright|patent|company|llp|licen[cs]e|registration|agreement|contract|claim|insurance|fee|price)\b/;

/** Who qualifies for something ("lower fee, who gets it?"), or whether it applies everywhere: eligibility. */
export const WHO_QUALIFIES =
  /\bwho (?:gets|qualifies|is eligible|can get|can claim|pays less)\b|\b(?:kise|kisko) (?:milta|milti|milega)\b|किसे (?:मिलता|मिलती|मिलेगा)|\b(?:in|for) (?:every|all|each) states?\b|\bhar (?:state|rajya)\b|हर राज्य|सभी राज्यों/;

/** Papers asked for by name, or what to send or submit. */
export const PAPERS =
  /\b(?:documents?|docs|docum\w*|papers?|paperwork|proofs?|kagaz\w*|kaagaz\w*|kagaj\w*|dastavej\w*|dastavez\w*|saboot|praman)\b|\b(?:need|have|has) to (?:send|submit|provide|upload|share|give you)\b|\bneed from (?:me|us)\b|\bwhat all (?:is |are )?(?:needed|required|reqd)\b|\b(?:details|info|information) (?:reqd|required|needed)\b|\bwhat (?:is|are) (?:needed|required)\b|\bkya kya chahiye\b|\bwhat (?:info|information|details) (?:do |will )?(?:you|u) need\b|\bwhat should (?:i|we) (?:share|send|submit|give)\b|\bkya kya (?:bhejna|dena|jama|lagega)|दस्तावेज|कागज|काग़ज़|डॉक्यूमेंट|डाक्यूमेंट|सबूत|प्रमाण/;

/**
 * Asking what to hand over, in so many words ("what do I upload", "what will the insurer want", "what
 * evidence do you need"): papers, whatever the model read (a situation in the same message often reads as
 * "which service?").
 */
export const PAPERS_ASKED =
  /\b(?:what|which)\b[^.?!]{0,25}\b(?:upload|submit|send|attach|collect|provide|keep ready|hand over)\b|\bwhat (?:records|evidence|proofs?|papers|documents|figures|details)\b|\bwhat will (?:the )?\w+ (?:want|ask for|need)\b|\bwhat (?:do|does|will) (?:you|u|they|the \w+) need from\b|\b(?:kya|kaun se) (?:kya )?(?:bhejna|bhejun|upload|jama|dena|mangwana)\b|क्या क्या (?:भेज|चाहिए|देना)|क्या भेजना/;

/** A fine or charge for being late, asked for by name. */
export const FINE = /\b(?:penalt\w*|fines?|late fees?|interest|jurmana|byaj|charges?)\b|जुर्माना|पेनल्टी|ब्याज|लेट फीस/;

/** The visitor has to act ("karna hai", "have to reply", "must file"). */
export const MUST_ACT =
  /\b(?:karna hai|karni hai|karna padega|dena hai|bharna hai|file karna|have to|has to|must|need to|should i)\b|करना है|देना है|भरना है/;

/** Asking for a date now ("what's the last day now", "ab kab tak"), not what happens after missing one. */
export const WHEN_NOW = /\b(?:now|ab|abhi|kab tak|till when|by when|which date|what date)\b|अब|कब तक/;

/** A last date asked for by name ("cutoff", "kab due hai", "last day"). */
export const LAST_DATE =
  /\b(?:deadline|last date|last day|due date|due|cut-?off|till when|by when|until when|by (?:january|february|march|april|may|june|july|august|september|october|november|december)|antim (?:tithi|tarikh)|aakhri (?:tarikh|date)|akhri (?:tarikh|date))\b|अंतिम तिथि|आखिरी तारीख|आख़िरी तारीख|ड्यू डेट|डेडलाइन|कब तक/;

/** When we are open. */
export const HOURS =
  /\b(?:(?:what time|when) (?:do|does|are|will) (?:you|u|nyayik|your office|the office) (?:open|close|start|shut)|timings?|working hours|office hours|(?:open|closed|available|working|work) on (?:sundays?|saturdays?|weekends?|holidays?)|sunday (?:ko|bhi) (?:khul|kaam|open)|khule (?:ho|hai|hain|rehte)|band (?:hote|rehte))\b|कब (?:खुल|बंद)|खुला रहता|खुले रहते/;

/** About the firm: its experience, people, standing. */
export const ABOUT_US =
  /\b(?:years of experience|your experience|how experienced|(?:your|you) (?:team|founders?|lawyers|experts)|kitne saal se|kab se kaam)\b|कितने साल से|आपका अनुभव/;
