/**
 * Limits read as the meeting of separate parts rather than as fixed phrases (decision 178), so a new
 * wording of the same request is still caught: another person's private data asked of us (who + what +
 * a request to hand it over, with a sign that it is not the visitor's to have); money or a favour for an
 * official (an official + money or a "setting"); someone else's PAN carrying the visitor's own business;
 * a filing dated back; one amount cut into parts to escape a rule. Each part is a small word class in
 * English, Hinglish and Hindi; no single part decides. answers-178.server.test.ts checks them against the
 * training corpus: together the parts fire on refused requests there and on no ordinary question.
 */

/** Someone other than the visitor: a relative, a partner, an employee, a stranger, another client. */
const SOMEONE =
  /\b(?:wife|husband|ex|spouse|brother|sister|father|mother|dad|mom|son|daughter|uncle|aunt|cousin|relative|friend|partner|co-?founder|director|employee|staff|colleague|neighbou?r|competitor|rival|tenant|landlord|someone|somebody|other (?:client|person|people|customer)s?|another (?:client|person|customer)|patni|pati|bhai|behen|behan|papa|mummy|beta|beti|dost|padosi|kisi|dusre|doosre|uski|uska|uske|unki|unka|unke|his|her|their)\b|पत्नी|पति|भाई|बहन|पिता|पापा|मम्मी|माँ|बेटे|बेटी|दोस्त|पार्टनर|डायरेक्टर|कर्मचारी|पड़ोसी|किसी|दूसरे|रिश्तेदार|उसकी|उसका|उसके|उनकी|उनका|उनके/;

/** A private thing about a person: an identity number, income, a return, an address, a paper of theirs. */
const PRIVATE =
  /\b(?:pan|aadhaa?r|salary|income|itr|returns?|form ?16|26as|ais|address|phone|mobile|number|bank|account|agreement|copy|copies|files?|documents?|details|turnover|password|login|otp|din|dob|application|claim (?:file|form|amount)|statement|kyc|gstin|data|papers?|will|assets|sales|certificate|acknowledg\w*)\b|पैन|आधार|सैलरी|तनख्वाह|आय|इनकम|आईटीआर|रिटर्न|पता|फ़?ोन|नंबर|बैंक|एग्रीमेंट|कॉपी|फ़?ाइल|दस्तावेज|डिटेल/;

/** Asking for it to be handed over, told or looked up. */
const HAND_OVER =
  /\b(?:tell me|tell us|let me know|batao|bata do|bata dijiye|bataiye|send|bhej\w*|share|show me|dikha do|dikhao|give me|give us|de do|dedo|forward|look up|find out|download|fetch|pull out|access|nikal\w*|dekh ke|dekh kar|check (?:if|whether|ur|your|kar\w*)|verify|what (?:is|was|does|did) (?:his|her|their|my \w+(?:'s)?|\w+'s)|how much (?:did|does) (?:he|she|they|my)|kitni \S+ (?:dikhai|dikhayi|dikhaya|show))\b|बताओ|बता दो|बताइए|बता दीजिए|भेज|दिखा दो|दिखाओ|दे दो|निकाल|देख कर|देखकर|कितनी \S+ दिखाई/;

/** Why it is not the visitor's to have: it is with us for someone else, looked up elsewhere, or kept secret from them. */
const NOT_THEIRS =
  /\b(?:(?:filed|files|did|made|got|took|gave|given|submitted|sent|registered|drafted|opened|used|uses|bhara|bharwaya|banwaya|karwaya|liya|li)\b[^.?!]{0,30}\b(?:with|through|thru|from|to) (?:you|u)|(?:you|u) (?:have|filed|made|did|drafted|registered|handle)|(?:ur|your|aapka|apka|aapke|apke) (?:clients?|customers?|records)|urs|aapne|apne (?:bhara|banaya|kiya)|aapke (?:paas|yahan|yaha)|apke (?:paas|yahan|yaha)|on file|in your records|mca|portal|database|(?:don'?t|do not|never) tell|without (?:telling|informing|asking|him|her|them)|(?:mat|na) bata\w*|pata (?:nahi|nahin|na) chal\w*|secretly|chupke|quietly)\b|आपने|आपसे|आपके (?:पास|यहाँ|यहां)|मत बता|पता न(?:हीं)? चल|चुपके/;

/** A possessive joining the person to the thing ("brother's PAN", "bhai ka PAN", "भाई का पैन", "his address"). */
const THEIR_THING = new RegExp(
  `(?:${SOMEONE.source})(?:'s|s'|\\s+(?:ka|ki|ke|का|की|के))?(?:\\s+\\S+){0,3}?\\s+(?:${PRIVATE.source})|(?:${PRIVATE.source})(?:\\s+\\S+){0,2}?\\s+of\\s+(?:my|the|that|this|our|a|an)?\\s*(?:\\S+\\s+){0,2}?(?:${SOMEONE.source})`,
);

/** A business the visitor competes with: its private figures are never the visitor's to have. */
const RIVAL = /\b(?:competitor|competition|rival|pratidwandi)\b|प्रतियोगी|कंपटीटर|कॉम्पिटिटर/;
/** A rival's private figure ("competitor Sharma Traders ka turnover", "my rival's GST details", "sales of my competitor"). */
const RIVAL_THING = new RegExp(
  `(?:${RIVAL.source})(?:'s|s')?(?:\\s+\\S+){0,4}?(?:'s|\\s+(?:ka|ki|ke|का|की|के))\\s+(?:\\S+\\s+)?(?:${PRIVATE.source})|(?:${RIVAL.source})(?:'s|s')\\s+(?:\\S+\\s+)?(?:${PRIVATE.source})|(?:${PRIVATE.source})\\s+of\\s+(?:my|our|a|the)\\s+(?:${RIVAL.source})`,
);

/** Whether the message asks us for another person's private data. */
export function asksOthersData(lower: string): boolean {
  if (!HAND_OVER.test(lower)) return false;
  return (THEIR_THING.test(lower) && NOT_THEIRS.test(lower)) || RIVAL_THING.test(lower);
}

/** An official in person, or someone inside an office. */
const OFFICIAL =
  /\b(?:officers?|officials|(?:an|the|that|this|some|any|govt|government|tax|gst|it|department|dept) official(?!\s+(?:extra|additional|government|govt|fees?|charges?|website|site|portal|source|receipts?|rates?|forms?|links?|way|route|process|procedure|channel|records?|data|copy|e-?mail|mail|notice|letter|order)\b)|inspectors?|babu|clerks?|adhikari|examiners?|registrar|assessing officer|ao|department (?:guy|person|people|staff)|(?:someone|somebody|anyone|koi|a person|contact|banda|aadmi)\b[^.?!]{0,6}\b(?:in|inside|at|from) (?:the )?(?:\w+ )?(?:office|department|dept|registry)|inside (?:the )?(?:\w+ )?office|andar ka|(?:contacts?|connections?|jaan[ -]?pehcha?an|pehcha?an|links?)\b[^.?!]{0,12}\b(?:in|at|inside|me|mein) (?:the )?(?:\w+ )?(?:office|department|dept|registry|ministry)|(?:know|knows) (?:someone|somebody|people|anyone) (?:in|at|inside) (?:the )?(?:\w+ )?(?:office|department|dept|registry))\b|(?:ऑफिस|दफ्तर|विभाग)[^.?!]{0,15}(?:जान-पहचान|जान पहचान|पहचान|संपर्क)|अफसर|अफ़सर|अधिकारी|बाबू|इंस्पेक्टर|क्लर्क|दफ्तर में (?:कोई|किसी)|अंदर (?:का|के) /;
/** A department or office as a whole: only a "setting" or money under the table makes it a bribe. */
const DEPARTMENT = /\b(?:department|dept|office|registry|vibhag)\b|विभाग|दफ्तर|ऑफिस/;

/** Money or a favour to change how an official acts. */
const FAVOUR =
  /\b(?:cash|pay(?:ing)? (?:off|them off|him off|her off)|grease (?:his|her|their|the) palms?|(?:pay|give|offer|de do|dena)\b[^.?!]{0,6}\b(?:something|some money|money|kuch)|extra (?:money|paise|payment|amount|charges?)|some money|kuch paise|kuch extra|paise (?:de|dena|dedo|de do|khila\w*)|kharcha[ -]?pani|chai[ -]?pani|setting(?! up)|jugaa?d|under the table|hand over|discreetly|quietly|chup ?chaap|speed money|sweeten|gifts?|settle (?:it|this|the matter)? ?(?:with|karwa\w*)|(?:fix|manage) (?:him|her|them|the officer)|manage kar\w*|how much (?:should|do|to|must) (?:i |we )?(?:give|pay)|kitna (?:dena|de|dun|du|chalta)|kitne (?:dene|de))\b|खर्चा[ -]?पानी|चाय[ -]?पानी|सेटिंग|जुगाड़|नकद|कैश|पैसे (?:दे|खिला)|कुछ पैसे|कितना (?:देना|दूं|दूँ|चलता)/;
/** What makes a department's help a bribe. */
const UNDER_TABLE =
  /\b(?:setting(?! up)|jugaa?d|under the table|speed money|kharcha[ -]?pani|chai[ -]?pani|paise (?:de|dena) (?:denge|dunga|do)|paise de denge|bribe\w*|rishwat|ghoos)\b|सेटिंग|जुगाड़|खर्चा[ -]?पानी|चाय[ -]?पानी|रिश्वत|घूस/;

/** Whether the message asks us to pay or "set" an official. */
export function asksBribe(lower: string): boolean {
  return (OFFICIAL.test(lower) && FAVOUR.test(lower)) || (DEPARTMENT.test(lower) && UNDER_TABLE.test(lower));
}

/** Someone whose identity would stand in for the visitor's ("a friend's PAN", "kaamwali ka aadhaar"). */
const STAND_IN =
  /\b(?:friend|dost|relative|rishtedar|someone else|somebody else|kisi aur|kisi or|dusre|doosre|maid|naukar|kaamwali|kamwali|driver|peon|employee|staff|worker|labour|brother|bhai|cousin|uncle|chacha|mama|neighbou?r|padosi)(?:'s|s'|\s+(?:ka|ki|ke))?(?:\s+(?:firm|company|shop|dukaan|business)(?:'s|\s+(?:ka|ki|ke)))?\s+(?:pan|aadhaa?r|naam|name|identity|id|gstin|gst number|account|khata)\b|(?:दोस्त|रिश्तेदार|किसी और|दूसरे|नौकर|कामवाली|ड्राइवर|कर्मचारी|भाई|पड़ोसी)\s*(?:का|की|के)(?:\s+\S+\s+(?:का|की|के))?\s+(?:पैन|आधार|नाम|खाते|gstin|जीएसटीआईएन|जीएसटी नंबर)/;
/** The visitor's own business, income or filing that the other identity would carry. */
const MY_AFFAIR =
  /\b(?:my|mere|meri|mera|hamare|hamari|hamara|our|apne|apni|apna)\s+(?:own\s+)?(?:business|dukaan|dukan|shop|company|firm|income|kamai|sales|cash|deposits?|registration|gst|returns?|itr|turnover|money|paise|property|bills?|invoices?)\b|(?:मेरे|मेरी|मेरा|हमारे|हमारी|हमारा|अपने|अपनी|अपना)\s+(?:बिज़नेस|बिजनेस|दुकान|कंपनी|फर्म|आय|कमाई|बिक्री|कैश|रजिस्ट्रेशन|जीएसटी|रिटर्न|पैसे|बिल|बिलों|इनवॉइस)/;
/** Using another person's identity for it ("dost ke PAN se mere business ka GST", "use my maid's PAN for my cash"). */
const USE_IT = /\b(?:se|pe|par|on|in|under|using|use|with|sign\w*)\b|से|पर|पे/;
/** The other person is not to know ("he doesn't need to know", "usko mat batana", "उसे बताना ज़रूरी नहीं"). */
const NOT_TOLD =
  /\b(?:he|she|they)(?: really)? (?:doesn'?t|does not|don'?t|do not|won'?t|will not|need not|needn'?t) (?:need to |have to )?(?:know|be told|find out)\b|\bno need to (?:tell|inform|ask) (?:him|her|them)\b|\bwithout (?:telling|informing|asking) (?:him|her|them)\b|\b(?:usko|use|unko|usse|unse) (?:mat|na|nahi) (?:batana|batao|bolna|puchna)\b|\b(?:batane|puchne) ki (?:zaroorat|zarurat|jarurat) nahi\b|(?:उसे|उसको|उन्हें|उनको) (?:बताना|बताने की)[^.?!]{0,12}(?:ज़रूरी नहीं|जरूरी नहीं|ज़रूरत नहीं|जरूरत नहीं)|(?:उसे|उसको|उन्हें|उनको) मत बताना|बिना बताए/;
/** Another person's signing certificate held for the visitor's own filings ("my friend has a class 3 DSC, sign our forms with it"). */
const THEIR_DSC =
  /\b(?:friend|dost|relative|rishtedar|neighbou?r|padosi|someone else|somebody else|kisi aur|ex-?employee|old employee)\b[^.?!]{0,30}\b(?:dsc|digital signature)\b|(?:दोस्त|रिश्तेदार|पड़ोसी|किसी और)[^.?!]{0,25}(?:डीएससी|dsc|डिजिटल सिग्नेचर)/;

/** The signing certificate of someone who may sign for the business (a partner, a director), used behind their back. */
const INSIDER_DSC =
  /\b(?:partner|co-?founder|director|brother|bhai|cousin|father|papa|uncle|wife|husband)(?:'s|s'|\s+(?:ka|ki|ke))?\s+(?:dsc|digital signature)\b|(?:पार्टनर|डायरेक्टर|भाई|पिताजी|पापा)\s*(?:का|की|के)\s+(?:डीएससी|dsc|डिजिटल सिग्नेचर)/;

/** A family member's identity papers ("bhabhi ke PAN pe", "my sister's Aadhaar"): theirs to give, not ours to take. */
const FAMILY_ID =
  /\b(?:bhabhi|bhabi|bhaiya|jija|jiju|saala|sala|sister|behen|bahan|didi|mother|mummy|maa|father|papa|wife|husband|patni|pati|son|beta|daughter|beti|nephew|bhatija|bhanja|aunt|chachi|mami|mausi)(?:'s|s'|\s+(?:ka|ki|ke))?\s+(?:pan|aadhaa?r|dsc|digital signature|naam|name|gstin)\b|(?:भाभी|भैया|जीजा|बहन|दीदी|माँ|मां|पिता|पापा|पत्नी|पति|बेटे|बेटी)\s*(?:का|की|के)\s+(?:पैन|आधार|नाम|डीएससी)/;

/** Whether the message asks to file the visitor's own affairs under someone else's identity. */
export function asksStandIn(lower: string): boolean {
  const m = STAND_IN.exec(lower) ?? THEIR_DSC.exec(lower);
  if (!m) return (INSIDER_DSC.test(lower) || FAMILY_ID.test(lower)) && NOT_TOLD.test(lower);
  const around = lower.slice(Math.max(0, m.index - 30), m.index + m[0].length + 40);
  return USE_IT.test(around) && (MY_AFFAIR.test(lower) || NOT_TOLD.test(lower));
}

/** A return or a paper asked to be dated earlier than it is done ("backdate me file kar do", "as if filed on time"). */
const BACKDATED_FILING =
  /\bback ?-?dat\w*\b[^.?!]{0,30}\b(?:file|filing|kar\w*|bhar\w*|entry|entries|sign\w*|de do|dedo|me|mein|submit\w*|show\w*)\b|\b(?:file|bhar|kar|submit)\w*\b[^.?!]{0,30}\bback ?-?dat\w*|\b(?:as if|jaise|aise jaise)\b[^.?!]{0,25}\b(?:on time|in time|time pe|time par|samay pe|samay par|before the (?:due )?date)\b|\b(?:purani|puraani|pichli|pichhli|old|older|earlier|past|back) (?:date|tareekh|tarikh)\b[^.?!]{0,12}\b(?:daal|dal|daalo|dalo|laga\w*|likh\w*|put|use)\b|\b(?:purani|puraani|pichli|pichhli|old|older|earlier|past|back) (?:date|tareekh|tarikh) (?:me|mein|main|se|pe|par) (?:\w+ )?(?:file|bhar\w*|kar\w*|bana\w*|de|dedo|mil\w*|dikha\w*|submit\w*|ho)\b|बैकडेट|पिछली तारीख में|जैसे समय पर|(?:पुरानी|पिछली|पीछे की) (?:तारीख|डेट)[^.?!]{0,12}(?:डाल|लगा|लिख)/;

/** Whether the message asks for a filing or paper dated earlier than it is done. */
export function asksBackdated(lower: string): boolean {
  return BACKDATED_FILING.test(lower);
}

/**
 * One amount cut into parts so that a limit or a paper does not apply ("do baar me 4-4 lakh bhej du to CA
 * certificate nahi lagega"). "Renewed without a break" breaks nothing: a break is into or up.
 */
const IN_PARTS =
  /\b(?:split\w*|break\w*(?: [^\s.?!,]+){0,4}? (?:into|up|down)\b|divid\w*|tod\w*|(?:in|into) (?:two|2|three|3|small|smaller|several) (?:parts|pieces|payments|instalments|installments|invoices|transfers|lots)|(?:do|teen|2|3) (?:baar|hisso|hisson|tukdo|tukdon|parts|payments) (?:me|mein|main))\b|(?:दो|तीन|2|3) (?:बार|हिस्सों|टुकड़ों) में/;
const TO_ESCAPE =
  /\b(?:avoid|skip|escape|bypass|dodge|not need\w*|no need|(?:don'?t|dont|won'?t) need|without (?:the|a|any) (?:ca\b|certificate|audit|tds|tax|gst|registration|form|licen[cs]e|pan\b|limit|paperwork|15c|report|deduction)|stay (?:under|below)|jhanjhat|jhanjhat khatam|khatam|bach\w*|na lage|nahi lagega|nahi lagegi|zaroorat nahi|zarurat nahi)\b|झंझट|बच|नहीं लगेगा|ज़रूरत नहीं|जरूरत नहीं/;

/** Whether the message asks how to cut one amount into parts to escape a rule. */
export function asksSplitToEscape(lower: string): boolean {
  return IN_PARTS.test(lower) && TO_ESCAPE.test(lower);
}

/** Making or handing over a paper… */
const MAKE =
  /\b(?:make|create|prepare|generate|arrange|issue|print|draft|bana\w*|banwa\w*|taiyar kar\w*|de do|dedo|nikal\w*)\b|बना|बनवा|तैयार कर|दे दो/;
/** …of the kind that proves a deal, a payment or a stay… */
const PAPER =
  /\b(?:bills?|invoices?|receipts?|(?:rent|lease|sale) (?:agreement|deed)s?|agreements?|salary slips?|pay ?slips?|vouchers?|challans?|entries|letters?)\b|बिल|इनवॉइस|रसीद|एग्रीमेंट|अनुबंध|सैलरी स्लिप|वाउचर/;
/** …that says it would not be true: dated back, with no real deal behind it, or made to raise a claim. */
const NOT_TRUE =
  /\b(?:(?:purani|puraani|pichhli|pichli|old|older|earlier|back|previous|last year'?s?|pichhle saal ki|pichle saal ki) (?:date|dates|tareekh|tarikh)|(?:no|without(?: any)?|bina) (?:actual |real )?(?:rent|goods|sale|supply|purchase|maal|tenancy)(?: actually)?|(?:don'?t|dont|do not|never) (?:actually )?(?:pay|buy|rent|stay|sell)|from (?:some|any|kisi (?:bhi )?) ?(?:gst ?(?:number|no|in)|gstin|supplier|company|firm)|(?:input )?(?:credit|itc|claim|refund) (?:goes up|go up|increase\w*|badh\w*|zyada|bada)|so (?:that )?(?:my )?(?:input )?(?:credit|itc) (?:goes up|increases|is higher))\b|(?:पिछले साल|पुरानी|पिछली) (?:की |के )?(?:तारीख|डेट)|बिना (?:माल|किराए|किराये|बिक्री)/;

/** Whether the message asks for a paper that would not be true (dated back, no real deal, made to raise a credit). */
export function asksUntruePaper(lower: string): boolean {
  return MAKE.test(lower) && PAPER.test(lower) && NOT_TRUE.test(lower);
}

/** Only the traceable part of the sales shown, or the cash part left out… */
const PART_SHOWN =
  /\b(?:only|sirf|bas|just)\b[^.?!]{0,20}\b(?:upi|online|bank|card|digital|cheque|gpay|paytm)\b[^.?!]{0,15}\b(?:sales?|bikri|receipts?|income|payments?|wali|wala|entries)\b|\bcash\b[^.?!]{0,30}\b(?:mat dikha\w*|nahi dikha\w*|na dikha\w*|chhod\w*|leave (?:it )?out|skip|out of the (?:return|books)|mat daal\w*|nahi daal\w*|not show\w*|(?:don'?t|dont) show)\b|(?:सिर्फ|केवल)[^.?!]{0,20}(?:यूपीआई|ऑनलाइन|बैंक)[^.?!]{0,15}(?:बिक्री|सेल|इनकम)|(?:नकद|कैश)[^.?!]{0,30}(?:मत दिखा|नहीं दिखा|छोड़)/;
/** …in a return or to the department. */
const TO_FILE = /\b(?:gst\w*|itr|returns?|file|filing|bhar\w*|books|tax)\b|जीएसटी|रिटर्न|आयकर|टैक्स/;

/** A verb of showing or filing: "just bank receipts of 18L" describes income, "show only the UPI sales" asks. */
const SHOW_VERB =
  /\b(?:show\w*|dikha\w*|declare\w*|report\w*|mention\w*|file|filing|bhar\w*|daal\w*|put|enter\w*|record\w*|leave|skip|chhod\w*)\b|दिखा|भर|डाल|छोड़/;

/** Whether the message asks to leave part of the sales (the cash) out of a return. */
export function asksPartOfSales(lower: string): boolean {
  return PART_SHOWN.test(lower) && TO_FILE.test(lower) && SHOW_VERB.test(lower);
}

/** A paper edited into the visitor's own name ("edit his licence into my name", "सर्टिफिकेट एडिट करके मेरे नाम")… */
const EDITED_MINE =
  /\bedit\w*\b[^.?!]{0,40}\b(?:certificates?|approvals?|licen[cs]es?|registrations?|documents?|papers?|letters?|receipts?|challans?|invoices?)\b[^.?!]{0,30}\b(?:(?:my|our|mere|mera|hamare|apne) (?:own )?(?:name|naam)|in my favou?r)\b|\b(?:certificates?|approvals?|licen[cs]es?|documents?|papers?|letters?|receipts?|challans?)\b[^.?!]{0,30}\bedit\w*\b[^.?!]{0,30}\b(?:(?:my|our|mere|mera|hamare|apne) (?:own )?(?:name|naam)|in my favou?r)\b|(?:सर्टिफिकेट|प्रमाणपत्र|लाइसेंस|दस्तावेज़|कागज़|रसीद|एडिट|फोटोशॉप)[^.?!]{0,30}(?:एडिट|फोटोशॉप|सर्टिफिकेट|प्रमाणपत्र|लाइसेंस|दस्तावेज़|कागज़|रसीद)[^.?!]{0,30}(?:मेरे|हमारे|अपने) नाम/;
/** …when the paper is someone else's, said in the same message (a correction of one's own is no forgery). */
const THEIRS =
  /\b(?:his|her|their|someone'?s?|somebody'?s?|another|other|uska|uski|unka|unki|dusre|kisi)\b|उसका|उसकी|उनका|उनकी|जिसने|किसी|दूसरे/;

/** Whether the message asks for someone else's paper to be edited into the visitor's name. */
export function asksEditedIntoMine(lower: string): boolean {
  return EDITED_MINE.test(lower) && THEIRS.test(lower);
}

/** Unlawful help read by its parts: money for an official, a stand-in identity, a date put back, an amount cut to escape a rule. */
export function unlawfulByParts(lower: string): boolean {
  return (
    asksBribe(lower) ||
    asksStandIn(lower) ||
    asksBackdated(lower) ||
    asksSplitToEscape(lower) ||
    asksUntruePaper(lower) ||
    asksEditedIntoMine(lower) ||
    asksPartOfSales(lower)
  );
}

/** A time far shorter than any office works in ("in 24 hours", "kal tak", "aaj hi")… */
const RUSH =
  /\b(?:(?:in|within|under) (?:24|12|48|few|a few|two|2) ?(?:hours?|hrs?)|24 ?(?:hours?|hrs?|ghante|ghanto)|(?:ek|1) din (?:me|mein|main)|(?:in|within) (?:a|one|1) day|by tomorrow|kal tak|aaj hi|today itself|same day)\b|24 घंटे|चौबीस घंटे|एक दिन में|कल तक|आज ही/;
/** …asked as a promise, not as a question of how long. */
const PROMISED =
  /\b(?:will (?:you|u)|can (?:you|u) (?:get|make sure|ensure)|dila do\w*|dilwa do\w*|karwa do\w*|kar do\w*|de do\w*|ho jayega na|mil jayega na|must|chahiye hi|(?<!aaj |kal )hi chahiye|confirm|ensure|make sure)\b|दिला दो\S*|करवा दो\S*|हो जाएगा ना|मिल जाएगा ना|चाहिए ही/;

/** Any money offered for it ("jitna extra lagega de dunga", "money no issue"), with a time demanded. */
const PAY_ANYTHING =
  /\b(?:jitna|jo bhi|whatever|any amount|whatever amount)\b[^.?!]{0,25}\b(?:de dunga|dunga|denge|de denge|will pay|i'?ll pay|we'?ll pay|pay karunga|pay karenge)\b|\bmoney (?:is )?no (?:issue|problem|bar|object)\b|\bpaisa (?:koi )?(?:problem|issue|dikkat) nahi\b|\bpaison? ki (?:chinta|fikar) (?:mat|nahi)|पैसे की (?:चिंता|फ़िक्र) नहीं|जितना (?:भी )?(?:पैसा|खर्च|एक्स्ट्रा) लगे[^.?!]{0,15}(?:दूँगा|दूंगा|देंगे)/;
const BY_WHEN =
  /\b\d+ ?(?:din|days?|hours?|hrs?|ghante)\b|\bovernight\b|\btomorrow\b|\bkal tak\b|\bthis week\b|\bis hafte\b|\d+ दिन|कल तक|रातों ?रात/;

/** Whether the message asks us to promise a result within a day or so, or by a date for any money offered. */
export function asksRushPromise(lower: string): boolean {
  return (RUSH.test(lower) && PROMISED.test(lower)) || (PAY_ANYTHING.test(lower) && BY_WHEN.test(lower));
}

/**
 * A bribe named in so many words (guards.ts and the refusal's kind read the same list). "Ghus" is the bribe
 * only as a noun: "paani ghus gaya" is water that got in.
 */
export const BRIBE_WORDS = String.raw`bribe\w*|ghoos|ghus(?! (?:gaya|gayi|gaye|ga|aaya|aayi|aaye|ke|kar|jata|jaata|jati|jaati|raha|rahi|rahe|sakta|sakte))|rishwat|speed money|under the table`;

/**
 * Signs that help asked for would be improper, in general words rather than one kind's parts: a paper or
 * figure made untrue (fake, dated back, shown smaller), something kept from the department or a person
 * (hide, not mention, without telling), a rule dodged, someone's login used, a contact inside an office.
 * Alone they decide nothing ("is a fake GST notice common?"); they confirm an unsure reading of the model
 * (intent-rules.ts, decision 180).
 */
export const WRONGDOING =
  /\b(?:fake|false(?:ly)?|forge\w*|bogus|dummy (?:bills?|invoices?|entries|rent|receipts?)|fraud\w*|jh[ou]{1,2}th\w*|nakli|farzi|fictitious|look (?:older|real|genuine|bigger|smaller|less)|show\w* (?:an? |the )?(?:smaller|lower|less|fewer|higher|bigger|reduced|older|earlier)\b|show\w* (?:an? |the )?\w+ date|(?:kam|zyada|jyada|less|lower) (?:dikha\w*|show\w*)|(?:below|less than|lower than|under) (?:the )?circle rate|under-?valu\w*|inflat\w*|hide|hiding|hidden from|conceal\w*|chhupa\w*|chupa\w*|(?:no need to|don'?t|dont|do not|never|without|not to|na) (?:mention|show|tell|inform|declare|disclose|report|batana|batao|dikhana|dikhao)\w*|(?:batana|batao|dikhana|dikhani|dikhao|bataunga|bataoonga) (?:nahi|nahin|mat)\b|nahi batana|bina bataye|off the books|dodge\w*|evad\w*|evasion|bypass\w*|get around|escape (?:the )?(?:tax|fee|late fee|penalty|notice|audit|scrutiny|gst)|back ?-?dat\w*|(?:old|older|earlier|previous|past|purani|puraani|pichli|pichhli) (?:date|dates|tarikh|tareekh)|date (?:it )?(?:back|earlier)|(?:his|her|their|uske|unke|uski|unki|usk[ae]|unk[ae]) (?:\w+ ){0,3}(?:otp|password|login)|otp (?:\w+ ){0,2}(?:unke|uske|his|her)|without (?:his|her|their|the owner'?s?) (?:knowledge|consent|permission)|(?:second|another|dusra|doosra|one more) (?:\w+ ){0,3}(?:on|with) (?:the )?same (?:aadhaa?r|pan)|jaan[ -]?pe?hc?h?aan|rafa[ -]?dafa|contact (?:in|inside) (?:the )?(?:department|office|registry)|(?:someone|somebody|koi) (?:inside|in the department|andar)|manage (?:the |that |this )?(?:officer|inspector|examiner|ao)\b)|झूठ|नकली|फ़र्ज़ी|फर्जी|छुपा|छिपा|बिना बताए|पुरानी (?:तारीख|डेट)|कम (?:दिखा|दिखव)|सर्किल रेट से कम|जान[- ]?पहचान|रफा[- ]?दफा/;

/** Signs that the data asked for belongs to someone else: a person's private thing, or a rival's. */
export function someoneElses(lower: string): boolean {
  // "uske baad", "iske liye": "after that", "for it", not a person.
  return RIVAL.test(lower) || THEIR_THING.test(lower.replace(/\b(?:uske|iske|unke|inke) (?:baad|bad|liye|saath|sath)\b/g, " "));
}
