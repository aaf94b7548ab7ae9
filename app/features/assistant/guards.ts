import type { Intent } from "./labels.ts";
import { asksOthersData, asksRushPromise, BRIBE_WORDS, unlawfulByParts } from "./limit-kinds.ts";

/**
 * The few limits the assistant keeps by rule in front of the model (issue 23, decision 123): what it
 * must never do — drop its role, change a price, promise an outcome, advise on a visitor's own dispute,
 * pretend to be the government, write a poem — is not left to a classifier trained on a few dozen
 * examples of each. Each rule names the intent it forces; everything else comes from the model.
 */

/** Attempts to make the assistant drop its role or show its set-up; it simply stays on topic. */
const OFF_LIMITS =
  /\b(?:ignore|disregard|forget|override) (?:all |any |the |your )?(?:previous |prior |above |earlier |your )?(?:instructions?|prompts?|rules|guidelines)\b|\b(?:system prompt|jailbreak|you are now|pretend (?:to be|you are)|developer mode|api key|secret (?:key|config)|hidden (?:rules|config|prompt|instructions))\b|\bact as (?:a|an) (?!expert)|\brepeat (?:the text|everything|all|what is|whatever is)(?: written)? above\b|\b(?:instructions?|rules|niyam|prompt) (?:ko )?(?:ignore|bhool|bhul|chhod)|\b(?:system|apna) prompt (?:dikhao|batao)|(?:निर्देश|नियम|इंस्ट्रक्शन)\S* (?:को )?(?:भूल|छोड़|इग्नोर)|सिस्टम प्रॉम्प्ट|एपीआई (?:की|key)|\b(?:you are|you're|u r|ur) (?:no longer|not (?:nyayik|their|its|an?|the)\b)|\b(?:ab|abhi se) (?:tum|aap|tu)\b[^.?!]{0,30}\b(?:nahi|nahin) (?:ho|hai)\b|\bneutral (?:ban|ho|bano|hokar|assistant|bot)\b/;

/**
 * Asked to name or rank other firms ("who is cheapest online?", "sabse sasta kaun", a rival by name): we
 * speak for ourselves only. Read as "manipulation" (decision 175), answered with our own price.
 */
export const COMPARES_OTHERS =
  /\b(?:cheapest|sabse sasta|sabse saste)\b[^.?!]{0,40}\b(?:online|kaun|who|which (?:site|firm|company|platform)|naam)\b|\b(?:which|kaun|konsi|kaunsi) (?:other )?(?:site|website|firm|company|platform)s?\b[^.?!]{0,20}\b(?:cheaper|better|sasta|sasti|best)\b|\b(?:cheaper (?:than|elsewhere|somewhere)|other (?:sites?|websites?|platforms?|firms?) (?:charge|are|is)|vakilsearch|indiafilings|legalraasta|legalwiz|legalkart)\b|सबसे सस्त/;

/** Words of a court or a contested case: a promise asked there is a prediction, answered as a dispute. */
const COURT =
  /\b(?:court|suit|judge|tribunal|adalat|mukadm\w*|will i win|can i win|jeet\w*|jitunga|jeetunga)\b|अदालत|कोर्ट|मुकदम|जीत/;

/**
 * Attempts to set or change a price from the chat: a price with an amount (or "free") the visitor
 * wants it to be. A question about the price ("confirm the fee for ITR-1", "new price of X?") is not one.
 * Prices come only from the price table.
 */
const AMOUNT = String.raw`(?:(?:₹|rs\.?|inr|rupees?)\s*\d|\d+\s*(?:₹|rs\b|rupees?|rupaye|rupay|रुपये|रुपए)|\b0\b|\bfree\b|\bzero\b|मुफ्त|फ्री)`;
const PRICE_CHANGE = new RegExp(
  [
    String.raw`\b(?:make|set|change|update|lower|reduce|override|quote)\b[^.?!]{0,40}\b(?:price|fee|cost)s?\b[^.?!]{0,25}(?:(?:\b(?:to|as|at)|=)\s*${AMOUNT}|(?:₹|\brs\.?)\s*\d)`,
    String.raw`\b(?:override|change)\b[^.?!]{0,40}(?:\b(?:to|as)|=)\s*${AMOUNT}|\boverride\s*:`,
    String.raw`\b(?:price|fee|cost)s? (?:is|are|should be|will be) now\b`,
    String.raw`\bfrom now on\b[^.?!]{0,60}(?:costs?|price|fee|charge)s?\b[^.?!]{0,15}(?:is|are|=|will be|of)?\s*${AMOUNT}`,
    String.raw`\b(?:new price|price override|new instruction)\b[^.?!]{0,25}${AMOUNT}`,
    String.raw`\bconfirm\b[^.?!]{0,30}(?:₹|\brs\.?)\s*\d`,
    String.raw`\b(?:100|9\d)\s?% (?:off|discount)\b`,
    // "50% off do warna kahin aur", "give me 30% discount": a discount demanded, not asked about.
    String.raw`\b\d{1,3}\s?% ?(?:off|discount|chhoot|chhut)\b[^.?!]{0,25}\b(?:do|de do|dedo|dijiye|give|karo|kar do|kardo|chahiye)\b|\b(?:give|de do|dedo)\b[^.?!]{0,15}\b\d{1,3}\s?% ?(?:off|discount)`,
    String.raw`\d{1,3}\s?% ?(?:छूट|डिस्काउंट)[^.?!]{0,20}(?:दो|दीजिए|दे दो)`,
    String.raw`\b(?:authori[sz]e|approve)\b[^.?!]{0,40}(?:discount|free|100\s?%)|\b(?:admin|owner|malik|developer) (?:bol raha|speaking|here)\b`,
    `(?:price|fees?|kimat|keemat|कीमत|फीस|दाम)[^.?!]{0,30}${AMOUNT}[^.?!]{0,12}(?:kar do|kardo|kar dijiye|कर दो|कर दीजिए)`,
    "(?:free|मुफ्त|फ्री) (?:me|mein|में) (?:kar do|kardo|कर दो)",
    String.raw`(?:मालिक|एडमिन)[^.?!]{0,30}(?:मुफ्त|छूट)|100\s?% (?:छूट|chhoot)`,
    // "Do it for 500 or I go elsewhere", "500 mein kar do warna…": a price named with a threat.
    String.raw`\b(?:for|in|mein|me|@)\s*(?:₹|rs\.?\s*)?\d{2,5}\b[^.?!]{0,30}\b(?:or else|or i|warna|varna|nahi to|nahin to|otherwise)\b`,
    String.raw`\b\d{2,5}\s*(?:rs|rupees?|₹)?\s*(?:me|mein|main|mai)\b[^.?!]{0,30}\b(?:warna|varna|nahi to|nahin to)\b`,
    String.raw`\b(?:honou?r|match)\b[^.?!]{0,20}\b(?:that|the|this|old|earlier|previous) (?:price|rate|fee|offer)\b`,
    String.raw`\b(?:got|mila|mili)\b[^.?!]{0,40}\b(?:free|muft|mufat)\b[^.?!]{0,40}\b(?:same|wahi|vahi)\b`,
    String.raw`\b(?:malik|owner|admin|management|manager)\b(?! of (?:a|an|my|our)\b)[^.?!]{0,40}\b(?:kam kar\w*|reduce|free|waive)\b`,
    String.raw`\bconfirm\w*\b[^.?!]{0,60}\b\d+\s*(?:rs|rupees?|rupaye|₹)(?![\p{L}])`,
    "(?:मुफ्त|फ्री)[^.?!]{0,40}(?:वही|वैसा ही) (?:ऑफर|डील)",
  ].join("|"),
);

/**
 * A price someone else named, which the visitor wants us to take ("competitor does it for ₹149, match it",
 * "your agent said ₹199, give me that rate"): with an amount in the message, a price to match is asked.
 */
const CLAIMED_PRICE =
  /\b(?:match|beat)(?:es)? (?:it|that|this|them|their|his|her|the (?:price|rate|offer|quote))\b|\b(?:same|wahi|vahi|usi) (?:rate|price|daam|dam|fees?|offer)\b|(?:वही|उसी) (?:रेट|दाम|कीमत|फीस|प्राइस)|\b(?:agent|executive|salesman|sales ?(?:team|person|guy)|your (?:staff|team|person|guy|caller|employee))\b[^.?!]{0,40}\b(?:said|told|promised|quoted|offered|bola|boli|kaha)\b|(?:एजेंट|आपके (?:आदमी|स्टाफ|कर्मचारी))[^.?!]{0,40}(?:बोला|कहा|बताया)/;
const HAS_AMOUNT = new RegExp(AMOUNT);

/** Questions that ask us to promise an outcome. A refund or money-back question is about payment. */
const GUARANTEE =
  /\b(guarantee[ds]?|guarant(?:y|ee)|gaurantee|guarentee|assured?|promise|100 ?%|for sure|sure shot|pakka|definitely (?:get|be|win)|(?:sure|certain|bound) to (?:get|be|win|pass)|will surely|surely (?:get|be)|will (?:i|we|it|my \w+|the \w+) (?:surely |definitely )?(?:win|get (?:it )?(?:approved|registered|accepted|granted|settled|passed|the refund)|be (?:approved|registered|accepted|granted|settled|rejected|passed))|chances? of (?:success|winning|approval|getting)|(?:is it|are you) (?:100 ?% )?(?:sure|certain)|win (?:my|the|this) case|no objection will|take responsibility (?:that|for)|sure answer|ho hi jayega|mil hi jayega)\b|\b100 ?%(?! ?(?:off|discount))|गारंटी|पक्का|सुनिश्चित कर/;

/** A guarantee as a legal thing (a bank guarantee, a guarantor in a loan), not a promise asked of us. */
export const LEGAL_GUARANTEE =
  /\bbank guarantee|\b(?:loan|credit|supply|lease) agreement[^.?!]{0,30}\bguarantee|\bguarantee[^.?!]{0,20}\bpromissory|\bguarantee (?:clause|deed|agreement|bond)|\bguarantors?\b|\b(?:personal|corporate|performance|advance payment) guarantee|बैंक गारंटी|गारंटर/;
/** Asking when or how long, and words of promising said outright. */
const ASKS_WHEN = /\b(?:when|how soon|how long|by when|roughly|approx\w*|kab|kitne din)\b|कब|कितने दिन/;
const PROMISE_WORD =
  /\b(?:guarantee\w*|guarant(?:y|ee)|gaurantee|guarentee|promise|assure\w*|100 ?%|pakka|sure shot)|गारंटी|पक्का|सुनिश्चित कर/;

/** "Is there a money-back guarantee?" is about our refund policy, not an outcome. */
export const OUR_REFUND =
  /\b(money back|refund policy|refund (?:my|the|your) (?:fee|payment|money)|get (?:a |my )?refund if|refundable|refunded|refunds?)\b|रिफंड|रिफ़ंड|वापस/;

/** The department's refund (GST, TDS, income tax), not ours: a promise of it is a promised outcome. */
export const TAX_REFUND =
  /\b(?:gst|tds|tax|itr|igst|income tax)(?: ka| ki)? refund\b|\brefund of (?:my |the )?(?:tax|tds|gst|igst)\b|(?:जीएसटी|GST|टैक्स|आयकर|TDS)(?: का| की)? ?रिफ़?ंड/i;

/** A request for advice on the visitor's own dispute. */
const DISPUTE =
  /\b(should i sue|can i sue|sue (?:my|him|her|them|the)|file a (?:case|suit|complaint|fir) against|take (?:legal action|him|her|them) (?:against|to court)|legal action against|lawsuit|what are my chances|represent me in court|my (?:landlord|tenant|employer|boss|husband|wife|neighbou?r|business partner|co-?founder|builder|brother|sister|father) (?:(?:is|has|have) (?:not|refused|threatened|cheated|stopped|taken|kept|locked|filed)|won't|refuses|refused|didn't|did not|cheated|owes|threatens|threatened|harass\w*|evicted|fired|sacked)|cheated me|in court against)\b|\b(?:court|adalat|case|mukadm\w*|fir|police|thana)\b[^.?!]{0,40}\b(?:kya (?:bolna|bolu|bolun|karna|karun|karu)|what (?:should|to|do) (?:i )?(?:say|argue|tell)|strategy|jeet\w*|will i win|can i win|defend)\b|\b(?:draft|write|prepare)\b[^.?!]{0,20}\breply to the court\b|(?:अदालत|कोर्ट|मुकदम\S*|केस|पुलिस)[^.?!]{0,40}(?:रणनीति|जीत|क्या बोल|जवाब आप)/;

/** Subjects we do not work in, when nothing in the message is about our services. */
const OUT_OF_SCOPE =
  /\b(weather|recipe|cook(?:ing)?|biryani|movie|film|song|lyrics|poem|joke|cricket|football|ipl|score|horoscope|astrology|crypto(?:currency)?|bitcoin|stock tips?|which (?:stock|share)s? (?:to|should)|(?:best|good|top) (?:stocks?|shares?|mutual funds?)|stocks? to (?:buy|sell|invest)|share market|stock market|intraday|homework|maths?|physics|chemistry|essay|story|python|javascript|programming|girlfriend|boyfriend|dating|diet|symptoms?|fever|medicine for|hospital|flight|train|hotel|visa|passport|capital of|prime minister|president of|translate|celebrity|game|play|travel|holiday package|job vacanc\w*|salary hike|lose weight|weight loss|lose \d+ ?kgs?|gym|workout|fitness|baby names?|multibagger|(?:kaunsa|konsa|kaun sa|which) shares?|shares? (?:lu|lun|loon|khareed\w*|kharid\w*))\b|पासपोर्ट|वीज़ा|वीजा|शेयर (?:बाज़ार|बाजार|मार्केट)|मल्टीबैगर|क्रिकेट|मौसम|वजन|बच्चे (?:के लिए|का) (?:अच्छा )?नाम/;
const DOMAIN =
  /\b(tax\w*|gst\w*|itr\d?|trademark|brand|logo|copyright|patent|company|llp|insurance|insurer|claim|agreement|contract|licen[cs]e|registration|register|fee|price|cost|tds|tan|msme|udyam|fssai|legal|notice|compliance|filing|return|nyayik|consultation|expert|office|document|message|reply|whatsapp|contact|respond|response)\b/;

/** Asking us to write or play something: out of our field even when the subject is tax ("a poem about GST"). */
const CREATIVE =
  /\b(?:write|compose|make|create|generate|sing|tell)\b(?: me| us)?(?: a| an| some| one)?(?: short| funny| small)? (?:poem|poetry|story|joke|song|lyrics|rap|shayari|essay|limerick|haiku|riddle)s?\b|\b(?:poem|joke|story|shayari|song) (?:about|on) |\b(?:write|likh)\w*\b[^.?!]{0,30}\b(?:essay|assignment|homework|thesis|dissertation|project report|speech)\b|\b(?:essay|assignment|homework)\b[^.?!]{0,20}\blikh\w*|\b(?:shayari|kavita|poem|joke|gaana|kahani)\b[^.?!]{0,20}\b(?:likh|suna|bana)\w*|(?:शायरी|कविता|चुटकुला)[^.?!]{0,20}(?:लिख|सुना)/;

/** Papers an office issues. */
const PAPERS = String.raw`certificates?|approvals?|licen[cs]es?|registrations?|documents?|papers?|letters?|receipts?|challans?|invoices?`;

/**
 * A request to make a false paper (a fake rent agreement, a backdated invoice): out of what we do. Asking
 * about a fake notice one received is not a request, so a verb of making or wanting must be there.
 */
const FALSE_PAPER = new RegExp(
  [
    String.raw`\b(?:make|create|prepare|draft|generate|issue|give|get|need|want|provide|print)\b[^.?!]{0,25}\b(?:fake|forged|bogus|backdated|back-dated|nakli|farzi|farji|jaali|jali)\b`,
    String.raw`\b(?:fake|forged|bogus|backdated|back-dated|nakli|farzi|farji|jaali|jali)\b[^.?!]{0,30}\b(?:bana\w*|chahiye|kar do|kardo|de do|dedo)\b`,
    String.raw`\bback ?date\b[^.?!]{0,30}\b(?:agreement|invoice|bill|receipt|deed|letter|document)s?\b`,
    "(?:नकली|फर्जी|जाली)[^.?!]{0,30}(?:बना|चाहिए|दे दो)",
    // A real paper altered, or a number that only looks real (an edit into one's own name: limit-kinds.ts).
    String.raw`\b(?:photoshop|tamper|morph)\w*\b[^.?!]{0,40}\b(?:${PAPERS})\b|\b(?:${PAPERS})\b[^.?!]{0,40}\b(?:photoshop|tamper|morph)\w*`,
    // Kept from the department's sight, or a price shown as low as it can go in a deed.
    String.raw`\boff (?:the |their )?(?:department'?s?|dept'?s?|tax ?(?:man|department)?'?s?|govt'?s?|government'?s?|it department'?s?) radar\b|\bunder the radar\b|\bhow (?:low|little|less|much less)\b[^.?!]{0,40}\b(?:show|declare|write|put|mention)\b[^.?!]{0,40}\b(?:deed|agreement|registry|price|value)\b`,
    String.raw`\b(?:valid|real|genuine|original|official)[- ]looking\b|\b(?:koi bhi|any|some) (?:\d+[- ]digit )?(?:number|no)\b[^.?!]{0,30}\b(?:daal|dal|likh|print|laga|put|use)\w*|\b(?:dummy|made[- ]up|random|temporary fake)\s+(?:\w+\s+)?(?:number|no|registration number|licen[cs]e number)\b`,
  ].join("|"),
);

/** Someone else's PAN or Aadhaar (a rival's, a stranger's): never ours to look up. */
const OTHERS_ID = String.raw`(?:competitor|rival|neighbou?r|someone|somebody|other person|another person|kisi|dusre)(?:'s|s)?(?: ka| ki| ke)? (?:pan|aadhaar|aadhar)(?: card)?(?: number| no| details)?\b`;

/** Help to break the law: hide income or sales from the tax department, evade tax, claim what has no proof. */
const UNLAWFUL = new RegExp(
  [
    String.raw`\b(?:hide|hiding|conceal\w*|suppress\w*|under-?report\w*|chhupa\w*|chupa\w*)\b[^.?!]{0,40}\b(?:income|sales?|cash|profits?|turnover|receipts?|money|tax|kamai|aamdani)\b`,
    String.raw`\b(?:income|sales?|cash|profits?|turnover|kamai|aamdani)\b[^.?!]{0,25}\b(?:hide|hiding|conceal|chhupa\w*|chupa\w*)\b`,
    String.raw`\b(?:evade|evading|evasion|dodge)\b[^.?!]{0,20}\btax|\bblack money\b`,
    // A bribe named, or another person's PAN or identity used as one's own (money for an official: limit-kinds.ts).
    String.raw`\b(?:${BRIBE_WORDS})\b|\b(?:using|use|on|with) (?:my |a |his |her )?(?:friend'?s?|someone else'?s?|another person'?s?|relative'?s?|brother'?s?|dusre ka|kisi aur ka) (?:pan|aadhaar|aadhar|identity|name)\b`,
    String.raw`\b(?:deductions?|exemptions?|80c|80d|hra)\b[^.?!]{0,40}\b(?:without|no|bina|(?:don'?t|do not|dont) have) (?:any )?(?:proof|bills?|receipts?|documents?|saboot)\b|\b(?:without|bina) (?:any )?(?:proof|bills?|receipts?|saboot)\b[^.?!]{0,40}\b(?:deductions?|exemptions?|80c|80d|hra)\b`,
    // Another person's PAN or Aadhaar details asked for ("my competitor's PAN number", "kisi ka aadhaar nikalo").
    String.raw`\b(?:find|get|give|send|batao|nikal\w*|want|need)\b[^.?!]{0,20}\b${OTHERS_ID}|\b${OTHERS_ID}[^.?!]{0,30}\b(?:chahiye|chaiye|nikal\w*|find|get|give|send|batao|de do|dedo|want|need)\b`,
    // Words that say the paper or the figure would not be true, or that it must not be found out.
    String.raw`\bwithout (?:getting caught|anyone knowing)|\b(?:kisi ko|koi) pata (?:nahi|nahin|na) chal\w*|\bon paper only\b|\bonly on paper\b|\b(?:sirf )?(?:kagaz|kaagaz|kagaj) (?:pe|par)\b[^.?!]{0,30}\b(?:dikha|bana)\w*|\b(?:didn'?t|did not|never) (?:actually )?(?:donate|donated|worked|work|pay|paid|buy|bought|move|moved)\b[^.?!]{0,40}\b(?:receipts?|bills?|letter|certificate|slips?|invoices?)\b|\b(?:receipts?|bills?|letter|certificate|slips?|invoices?)\b[^.?!]{0,60}\b(?:didn'?t|did not|never) (?:actually )?(?:donate|worked|pay|paid|buy|bought)\b|\b(?:show|dikha\w*)\b[^.?!]{0,20}\b(?:less|lower|kam)\b[^.?!]{0,20}\b(?:income|turnover|sales|profit|aay|aamdani|kamai)\b|\b(?:income|turnover|sales|aamdani|kamai)\b[^.?!]{0,15}\b(?:kam|less|lower)\b[^.?!]{0,10}\b(?:dikha|show)\w*`,
    String.raw`\b(?:receipts?|bills?)\b[^.?!]{0,60}\b(?:pay nothing|pay no rent|(?:don'?t|do not|dont) (?:actually )?pay|rent (?:deta|deti) nahi|rent nahi (?:deta|deti))\b|\boff the (?:gst |tax )?books\b|\b(?:purani|pichli|pichhli|back) (?:date|tareekh|tarikh) (?:ka|ki|ke|se|wala|wali)\b[^.?!]{0,30}\b(?:invoices?|bills?|receipts?|agreements?|deeds?)\b|\b(?:amount|bills?|claim)\b[^.?!]{0,20}\b(?:inflate\w*|badha\w*)\b|\b(?:tds|tax)\b[^.?!]{0,30}\b(?:jama nahi|deposit nahi|not deposit|(?:don'?t|dont) deposit)\b|\b(?:salary slips?|payslips?|bills?|invoices?)\b[^.?!]{0,20}\bwith (?:a )?(?:higher|inflated|bigger)\b|\b(?:nakli|farzi|jaali)\b[^.?!]{0,30}\b(?:nikal\w*|karwa\w*)\b`,
    // Income left out on purpose ("showing only salary, nobody will notice"), a paper dated before it was
    // made to show someone, a lower price in a deed to save stamp duty, a return filed on invented figures.
    String.raw`\b(?:nobody|no one|no1|koi) (?:will |would )?(?:notices?|knows?|finds? out|checks?|dekhega|pakdega)\b|\bshow(?:ing)? only (?:my )?(?:salary|pension|one|part)\b|\b(?:sirf|only) salary (?:dikha|show)\w*|\b(?:dated|with (?:that|the|an? (?:old|older|earlier|past|previous|(?:19|20)\d\d)) date)\b[^.?!]{0,40}\b(?:to show|so (?:that )?(?:it|the bank|bank)|dikhana|dikhane)\b|\b(?:to show|dikhana|dikhane)\b[^.?!]{0,40}\b(?:years?|saal) (?:of|ka|ki|purana|purani|old)\b[^.?!]{0,40}\b(?:dated?|date)\b|\b(?:19|20)\d\d ki date ka\b|\bstamp duty (?:bacha\w*|save|kam|less|avoid)|\b(?:save|avoid|bachane)\b[^.?!]{0,15}\bstamp duty\b|\b(?:deed|agreement|registry)\b[^.?!]{0,20}\b(?:me|mein|in)\b[^.?!]{0,20}\b(?:likh do|likh dena|write|show)\b[^.?!]{0,25}\b(?:less|lower|kam)\b|\b(?:rough|approximate|made[- ]up|dummy|random|andaz\w*|andaaz\w*) (?:numbers?|figures?|amounts?|data)\b[^.?!]{0,30}\b(?:fix|theek|sahi)\b|\b(?:file|bhar)\w*\b[^.?!]{0,40}\bwith (?:some |any )?(?:rough|approximate|made[- ]up|dummy|random) (?:numbers?|figures?|amounts?|data)\b`,
    // Another person's PAN or Aadhaar used for one's own filing; a figure kept under a limit on purpose.
    String.raw`\b(?:use|using)\b[^.?!]{0,20}\b\w+(?:'s| ka| ki) (?:pan|aadhaar|aadhar)\b|\b\w+ (?:ka|ki) (?:pan|aadhaar|aadhar) use kar\w*|\b(?:so|taki|taaki)\b[^.?!]{0,40}\b(?:stays?|looks?|is|remains?|rahe|dikhe)\b[^.?!]{0,10}\b(?:under|below|lower|less|kam|neeche)\b`,
    // (One payment split to stay under a limit: limit-kinds.ts.) A date or a price written other than it is ("put 2015 as the use date, actually since 2024"; a deed
    // showing less than the circle rate).
    String.raw`\b(?:taaki|taki|so (?:that )?(?:it|the brand|brand|the mark|mark|we|i))\b[^.?!]{0,30}\b(?:purana|purani|older|old)\b[^.?!]{0,10}\b(?:lage|dikhe|look|looks|seem|seems)\b`,
    String.raw`\b(?:show|dikha\w*|likh\w*|write|mention)\b[^.?!]{0,30}\b(?:below|less than|lower than|kam)\b[^.?!]{0,10}\bcircle rate|\bcircle rate\b[^.?!]{0,10}\b(?:se kam|below)\b[^.?!]{0,20}\b(?:dikha|likh|show|write)\w*`,
    "(?:कीमत|दाम|मूल्य|वैल्यू|रकम)[^.?!]{0,30}(?:कम|घटा)[^.?!]{0,10}(?:दिखा|लिख)|सर्कल रेट से कम[^.?!]{0,20}(?:दिखा|लिख)|स्टांप ड्यूटी[^.?!]{0,10}(?:बच|कम)|ताकि[^.?!]{0,30}(?:पुराना|पुरानी) (?:लगे|दिखे)",
    // The real figure said, and a smaller one to be shown ("असली बिक्री 60 लाख है, 35 लाख ही दिखानी है").
    "(?:असली|वास्तविक|सही)[^.?!]{0,25}(?:बिक्री|सेल|टर्नओवर|आय|कमाई|इनकम)[^.?!]{0,60}(?:ही दिखा|ही दिखान|कम दिखा)|(?:टैक्स|जीएसटी|gst|tax) से बचने[^.?!]{0,40}(?:दिखा|छिपा|छुपा)",
    String.raw`\b(?:actual|real|asli)\b[^.?!]{0,25}\b(?:sales?|turnover|income|bikri|kamai)\b[^.?!]{0,60}\b(?:hi dikha\w*|only show\w*|show only|dikhana hai|dikhani hai)`,
    "ताकि[^.?!]{0,30}(?:सीमा|लिमिट)[^.?!]{0,10}(?:नीचे|कम)|पिछली तारीख (?:के|का|की) (?:बिल|इनवॉइस|रसीद)|आय कम दिखा|(?:कमाई|आमदनी|टर्नओवर|बिक्री) कम दिखा|अफसर को (?:पैसे|कुछ)|अधिकारी को (?:पैसे|कुछ)|किसी को पता न|हिसाब से गायब|किसी और के (?:आधार|पैन|नाम)|रिश्वत|घूस|(?:आय|कमाई|बिक्री|सेल्स|इनकम|टैक्स)[^.?!]{0,25}(?:छिपा|छुपा)|(?:छिपा|छुपा)\\S*[^.?!]{0,25}(?:आय|कमाई|बिक्री|इनकम)|टैक्स चोरी|बिना (?:सबूत|बिल|प्रूफ)[^.?!]{0,30}(?:कटौती|डिडक्शन)|(?:कटौती|डिडक्शन)[^.?!]{0,30}बिना (?:सबूत|बिल|प्रूफ)",
  ].join("|"),
);

/** A year to be written in, and the visitor saying the real one is another ("put 2015, actually 2024"). */
const WRITE_IN = /\b(?:daal|dal|daalo|dalo|likh\w*|put|write|mention|show|dikha\w*|enter|fill)\b|डाल|लिख|दिखा/;
const REALLY = /\b(?:actually|asal (?:me|mein)|really|in reality|but (?:we|i) (?:started|began|use|used))\b|असल में|वास्तव में/;
function falseDate(lower: string): boolean {
  const years = new Set(lower.match(/\b(?:19|20)\d\d\b/g) ?? []);
  return years.size >= 2 && WRITE_IN.test(lower) && REALLY.test(lower);
}

/** Whether the message asks for help to break the law (hide income, deductions without proof, a false paper). */
export function asksUnlawful(message: string): boolean {
  const lower = message.slice(0, 2000).toLowerCase();
  return UNLAWFUL.test(lower) || FALSE_PAPER.test(lower) || falseDate(lower) || unlawfulByParts(lower);
}

/** Asking for other clients' names, numbers or files: confidential, answered by the confidentiality entry. */
const OTHER_CLIENTS =
  /\b(?:companies|clients|customers|people|firms|businesses|brands) (?:you|u) (?:have )?(?:registered|filed|incorporated|served|handled|helped|did)\b|\b(?:phone|number|contact|address|details)\b[^.?!]{0,20}\bof (?:your|ur) clients?\b|\b(?:other|your|ur|previous|past|existing) clients?(?:'s?)? (?:names?|numbers?|phones?|details|list|contacts?|files?|data|documents?)\b|\b(?:names?|numbers?|phones?|details|list|contacts?) (?:and (?:numbers?|phones?|contacts?) )?of (?:your|ur|other|previous|past) (?:other )?clients?\b|\bclient list\b|\bwho else (?:did|have) (?:you|u)\b|\b(?:send|forward|give|share|tell|show|batao|bata do|dikha\w*|bhej\w*)\b[^.?!]{0,30}\b(?:partner|colleague|brother|bhai|sister|behen|friend|dost|neighbou?r|tenant)(?:'s| ka| ki| ke)\b|\b(?:partner|colleague|brother|bhai|sister|behen|friend|dost|neighbou?r|tenant)(?:'s| ka| ki| ke) (?:\w+ ){0,3}?(?:pan|aadhaar|aadhar|itr|file|details|returns?)\b[^.?!]{0,40}\b(?:batao|bata do|send|forward|give|share|on file|you have|u have|aapke paas)\b|\b(?:names?|numbers?|phones?|details|list|contacts?|files?)\b[^.?!]{0,30}\bof (?:your|ur) (?:other |previous |past |existing )?(?:\w+ )?(?:clients?|customers?)\b|दूसरे क्लाइंट|\b(?:previous|old|past|another|other|purane|purani|pichle|pichhle|dusre) clients?(?:'s| ka| ki| ke)\b|\bof (?:a|an|your|ur|some) (?:previous|old|past|other|another) clients?\b|\b(?:competitor|neighbou?r|padosi|rival|ex[- ]?(?:husband|wife))(?:'s| ka| ki| ke)? (?:gst\w*|itr|income|return|returns|pan|aadhaar|turnover|sales|details|file)\b|\b(?:what|which) (?:is|are) \w+(?: \w+)?'s (?:pan|aadhaar|income|turnover)\b|\bkaun kaun (?:se )?(?:log|clients?)\b|\b(?:give|send|share|tell|find|get)(?: me| us)?\b[^.?!]{0,10}\b(?:their|his|her|the (?:owner|applicant|proprietor)'s)\b[^.?!]{0,12}\b(?:phone|mobile|number|contact|address|e-?mail|whatsapp)\b|\b(?:uska|unka|uski|unki|uske|unke) (?:phone|mobile|contact|address|e-?mail|whatsapp)\b[^.?!]{0,20}\b(?:batao|bata do|de do|dedo|do|chahiye|bhejo)\b|\b(?:phone|mobile|number|contact|address|e-?mail)\b[^.?!]{0,40}\bof (?:the|this|that) (?:guy|person|man|woman|lady|owner|applicant|proprietor|party|seller|buyer|people)\b|(?:पड़ोसी|पड़ोसी|प्रतियोगी|कंपटीटर|कॉम्पिटिटर)[^.?!]{0,60}(?:पता कर|निकाल|दिखा)|दूसरे ग्राहक|पुराने क्लाइंट|पड़ोसी (?:की|का|के) (?:आयकर|आय|रिटर्न|पैन|आधार)/;

/** Whether the message names a subject we do not work in, or asks us to write or play something. */
export function asksOtherSubject(message: string): boolean {
  const lower = message.slice(0, 2000).toLowerCase();
  return OUT_OF_SCOPE.test(lower) || CREATIVE.test(lower);
}

/** Whether the message asks for other clients' names, numbers or files (answered as confidential). */
export function asksOtherClients(message: string): boolean {
  return OTHER_CLIENTS.test(message.slice(0, 2000).toLowerCase());
}

/** "Is this the official IP India site?": we are a private firm, whatever the portal named. */
const GOVERNMENT_QUESTION =
  /\b(?:are you|is this|is nyayik|is it)(?: a| an| the)? (?:official|government|govt|sarkari)\b|\b(?:are you|is nyayik) (?:part of|run by|from) (?:the )?(?:government|govt|ip india|income tax department|gst department|mca)\b/;

/** The intent a limit rule forces on this message, if any. `service`: whether the state names a service. */
export function limitIntent(message: string, service: boolean): Intent | undefined {
  const lower = message.slice(0, 2000).toLowerCase();
  if (
    OFF_LIMITS.test(lower) ||
    PRICE_CHANGE.test(lower) ||
    COMPARES_OTHERS.test(lower) ||
    (CLAIMED_PRICE.test(lower) && HAS_AMOUNT.test(lower))
  )
    return "manipulation";
  if (DISPUTE.test(lower)) return "dispute";
  // "Roughly when will the company be registered?" asks when, not for a promise.
  if (
    GUARANTEE.test(lower) &&
    !LEGAL_GUARANTEE.test(lower) &&
    (!OUR_REFUND.test(lower) || TAX_REFUND.test(lower)) &&
    !(ASKS_WHEN.test(lower) && !PROMISE_WORD.test(lower))
  )
    return COURT.test(lower) && !service ? "dispute" : "guarantee";
  // "Kal tak GST number chahiye hi, 24 ghante me dila doge?": a result within a day, asked as a promise.
  if (asksRushPromise(lower)) return "guarantee";
  if (FALSE_PAPER.test(lower) || UNLAWFUL.test(lower) || falseDate(lower) || unlawfulByParts(lower)) return "unlawful";
  if (CREATIVE.test(lower)) return "out_of_scope";
  if (OTHER_CLIENTS.test(lower) || asksOthersData(lower)) return "others_data";
  if (GOVERNMENT_QUESTION.test(lower)) return "firm_about";
  if (!service && OUT_OF_SCOPE.test(lower) && !DOMAIN.test(lower)) return "out_of_scope";
  return undefined;
}
