import { saysVariant } from "./variants.ts";

/**
 * Situations within an area that point past its plain registration (issue 23, decision 172): a GST
 * amendment, notice, LUT or cancellation; a trademark objection, opposition, rectification, infringement
 * or transfer; the kind of IP a work needs. Split from situation.server.ts, which maps a profile to a form.
 */

/** Protecting a brand, a work, an invention or a product's look (the IP guides). */
export const CONTRACT_WORDS =
  /\b(?:agreements?|contracts?|deeds?|mou|nda|franchise\w*|deal|collab|sponsorship)\b|एग्रीमेंट|अनुबंध|करार/;
/** Something new made that nobody else has ("a new kind of solar dryer I built", "नए किस्म का … बनाया"): an invention. */
const INVENTED =
  /\b(?:made|built|developed|designed|created|invented)\b[^.?!]{0,15}\b(?:a |an |my |our )?(?:new |novel )?(?:mechanism|device|gadget|contraption|apparatus|circuit|machine(?= that| which| to ))\b|\b(?:new|naya|naye|nayi) (?:kind|type|sort) of\b[^.?!]{0,40}\b(?:made|built|developed|designed|created)\b|\b(?:made|built|developed|designed|created)\b[^.?!]{0,12}\bnew (?:kind|type|sort) of\b|\b(?:naya|naye|nayi) (?:kism|kisam|tarah|prakar)\b[^.?!]{0,40}\bbana\w*|(?:नया|नए|नई) (?:किस्म|क़िस्म|तरह|प्रकार)[^.?!]{0,40}(?:बनाया|बनाई|बनाए|विकसित|तैयार)|ईजाद/;
export const IP_WORDS =
  /(?:new|naya|naye|nayi) (?:kind|type|kism|kisam|tarah) of|\b(?:made|built|developed|designed|created|invented)\b[^.?!]{0,15}\b(?:a |an |my |our )?(?:new |novel )?(?:mechanism|device|gadget|contraption|apparatus|circuit|machine(?= that| which| to ))\b|\b(?:copy|copies|copying|copied|steal|steals|stealing|use|uses|using)\b[^.?!]{0,20}\b(?:my |our |the |that |this |same )?(?:brand |business |shop )?name\b|\bprotect (?:my|our|the) (?:brand |business )?name\b|\bnew shape\b|(?:नई|नया|नए) (?:शेप|आकार|डिज़ाइन|डिजाइन)|(?:नया|नए|नई) (?:किस्म|क़िस्म|तरह|प्रकार)|ईजाद|\bbrand|trade ?mark|\btm\b|\blogo\b|copyright|\bpatent|\binvent|\bdesign of|\bdesign (?:application|registration|objection)|\b(?:a|my) book\b|\bnovel\b|\bsongs?\b|ट्रेडमार्क|ब्रांड|कॉपीराइट|पेटेंट|किताब|गाना|गाने|गीत|कविता|उपन्यास/;
/**
 * Which IP guide fits (Trade Marks Act 1999 and the Madrid Protocol guide, Copyright Act 1957, Patents
 * Act 1970, Designs Act 2000, as the guides state them): a brand protected outside India goes through
 * the Madrid Protocol (the USA has its own guide); a book, song, film or code is copyright; an invention
 * a patent; a product's shape or look a design; any other brand, name or logo a trademark.
 */
/** The IP kinds a message names ("trademark, copyright or patent?"). */
const IP_KINDS = [/trade ?mark|\btm\b|ट्रेडमार्क/, /copyright|कॉपीराइट/, /\bpatent|पेटेंट/, /\bdesign registration|\bdesign\b/];

/**
 * The GST service a situation points to beyond registering ("added a partner, update GST", "dept says
 * 3B and 2B don't match", "export without IGST"), when the message speaks of GST.
 */
export function gstSituation(message: string): string | undefined {
  const m = message.toLowerCase();
  if (!/\bgst\w*|जीएसटी|\bgstr|\bitc\b|\blut\b|एलयूटी|\bigst\b/.test(m)) return undefined;
  if (/\blut\b|letter of undertaking|(?:without|bina) (?:paying )?igst|igst (?:ke )?bina|एलयूटी/.test(m)) return "gst-lut-filing";
  // IGST asked on a sale abroad ("I invoice a US client: do I charge IGST?"): exports go under an LUT.
  if (
    /\bigst\b/.test(m) &&
    /\bexport\w*|\bforeign\b|\boverseas\b|\babroad\b|outside india|\b(?:us|uk|usa|uae) (?:client|customer|company)|\bvideshi\b|विदेश/.test(
      m,
    )
  )
    return "gst-lut-filing";
  if (
    /\b(?:notice|show cause|scn|mismatch|don'?t match|do not match|not matching|dept says|department says|officer (?:says|sent|asked)|asmt|drc-?\d*)\b|नोटिस/.test(
      m,
    )
  )
    return "gst-notice-reply";
  if (
    /\b(?:cancel\w*|surrender\w*|close (?:my|the|our) (?:business|shop|gst)|band kar\w*|shut(?:ting)? down)\b|\b(?:close|closing|closed|band)\b[^.?!]{0,12}\bgst\b|रद्द|बंद कर/.test(
      m,
    )
  )
    return "gst-cancellation";
  if (/\bgstr.?9\b|annual return/.test(m)) return "gst-annual-return-filing";
  // Crossing the limit, applying, registering: the registration itself.
  // ("A time limit for telling the department" is a deadline of something else, not the registration limit.)
  if (
    /\b(?:crossed|crosses|(?<!time )limit|threshold|apply|applying|register(?:ing)?)\b/.test(m) &&
    !/\b(?:return|gstr|3b)\b/.test(m)
  )
    return "gst-registration";
  // Moving to another state is a new registration there, not an amendment.
  if (/\b(?:another|other|different|new) state\b|dusre (?:state|rajya)|दूसरे राज्य/.test(m)) return "gst-registration";
  if (
    /\b(?:added|adding|add|remove[ds]?|removing|change[ds]?|changing|chnge[ds]?|chng|chang|update|updating|updt|shift\w*|moved|new (?:partner|director|address|mobile|email)|amend\w*)\b/.test(
      m,
    ) &&
    !/\b(?:another|other|different) state\b/.test(m)
  )
    return "gst-amendment";
  // A GSTIN to take ("do I have to take a gst no now?", "gst number lena padega?"): the registration.
  if (
    /\b(?:take|get|need|require|obtain|lena|leni|lene|chahiye)\b[^.?!]{0,12}\bgst (?:no|number|num|regn|registration)\b|\bgst (?:no|number|num)\b[^.?!]{0,12}\b(?:lena|leni|lagega|chahiye|needed|required|compulsory|mandatory)\b/.test(
      m,
    )
  )
    return "gst-registration";
  return undefined;
}

/** The IP service a situation points to, when the message is about IP and not about a contract. */
export function ipSituation(message: string): string | undefined {
  const m = message.toLowerCase();
  return IP_WORDS.test(m) && !CONTRACT_WORDS.test(m) ? ipPick(m) : undefined;
}

/** How a thing works said to be new ("the folding mechanism itself is also new"): a patent's, not a design's or a name's. */
const WORKING_NEW =
  /\b(?:mechanism|the way it works|how it works|technology|circuit|formula|process|method)\b[^.?!]{0,40}\b(?:new|novel|original|unique|invent\w*|cover\w*|protect\w*)\b|\b(?:new|novel|original|unique)\b[^.?!]{0,30}\b(?:mechanism|technology|circuit|formula|process|method)\b|(?:मैकेनिज़्म|मैकेनिज्म|मेकेनिज्म|तकनीक|फ़ॉर्मूला|फार्मूला)[^।?!]{0,40}(?:नया|नई|नए|कवर|सुरक्षित)|\b(?:mechanism|mechanizm|technique|formula)\b[^.?!]{0,40}\b(?:naya|nayi|naye|cover|protect)\b/;
/** The patent, when the message says how a thing works is new and the topic protects only its look or name. */
export function patentForWorking(service: string | undefined, m: string): string | undefined {
  const look = service === "design-registration" || service === "trademark-registration" || service === "copyright-registration";
  return look && WORKING_NEW.test(m) ? "patent-registration" : undefined;
}

/** Two kinds of protection weighed against each other ("patent karu ya copyright?"). */
export function weighsKinds(m: string): boolean {
  return IP_KINDS.filter((re) => re.test(m)).length >= 2 && /\b(?:which|or|confused|kaun ?sa|ya)\b|कौन सा|या/.test(m);
}

export function ipPick(m: string): string {
  // Torn between kinds of protection: the strategy service that weighs them.
  // (Code or software weighed between them is copyright's: the Copyright Act protects computer programs.)
  // (An invention weighed is a patent's, a product's look a design's.)
  if (weighsKinds(m)) {
    if (/\b(?:code|software|source code)\b|कोड|सॉफ्टवेयर/.test(m)) return "copyright-registration";
    if (/\binvent\w*|आविष्कार/.test(m) || INVENTED.test(m)) return "patent-registration";
    return "ip-registration";
  }
  // "How do I make the name legally mine?", even when another shop uses it: registering it.
  if (/\b(?:legally (?:mine|ours)|make (?:it|the name|my name|our name) (?:legally )?(?:mine|ours)|own the name)\b/.test(m))
    return "trademark-registration";
  // A mark that exists already: sold with a business or moved to a new entity, a rival's opposition, a
  // registered mark never used.
  if (
    /\b(?:sold|selling|sell) (?:my|our|the|a) (?:business|company|firm|brand|trademark|mark|shop)|\bbuyer\b|\bbuying (?:a|the|their)\b|without goodwill|with goodwill|गुडविल|(?:अपना|मेरा|हमारा)\s*(?:ट्रेडमार्क|ब्रांड)[^.?!]{0,30}(?:बेच|ट्रांसफर)|\b(?:apna|mera|hamara)\s+(?:trademark|brand|tm)\b[^.?!]{0,30}\b(?:bech|transfer)\w*|\bhand(?:ing)? (?:it |them )?over\b|\b(?:buy|buying|bought|purchas\w*|acquir\w*) (?:my |our |his |her |their |a |the )?(?:\w+'s |\w+s' )?(?:registered |existing )?(?:brand|trade ?mark|mark)(?! new)\b|\btransfer\w*|\bassign\w*|\bmoving (?:my|our|the) (?:trademark|mark|brand)|\b(?:company|firm|llp) ke naam (?:pe |par )?(?:karna|karwana|karvana|transfer)|(?:कंपनी|फर्म) के नाम (?:पर )?(?:करना|करवाना|ट्रांसफर)/.test(
      m,
    ) &&
    /trade ?mark|\btm\b|\bbrand|\bmark\b|ट्रेडमार्क|ब्रांड/.test(m)
  )
    return "trademark-transfer";
  if (/counter.?statement|\boppos(?:e|es|ing|ition)\b|\bopposed\b/.test(m)) return "trademark-opposition";
  // Someone else's mark advertised in the journal, to be stopped before it registers: the opposition.
  if (
    /\bjournal\b|\badvertised\b|जर्नल/.test(m) &&
    /\b(?:challenge|stop|block|object|fight|contest|rok\w*)\b|रोक|चुनौती/.test(m) &&
    /\b(?:another|other|someone|some1|somebody|rival|competitor|they|them|their|company|firm)\b|किसी|दूसरी|दूसरे/.test(m)
  )
    return "trademark-opposition";
  // Someone else's registered mark that is not used or blocks one's own: rectification.
  if (
    /never used|not (?:been )?used|not using|non.?use|\bcancel\w*|\bremove\b|rectif/.test(m) &&
    /\bmark\b|trade ?mark|\btm\b|\bbrand/.test(m) &&
    /\b(?:someone|somebody|rival|competitor|another|other|his|her|their|they|similar|earlier|old|blocking|blocks)\b/.test(m)
  )
    return "trademark-rectification";
  // The visitor's own brand taken and registered by someone else ("jisne mere brand ka trademark le liya",
  // "पुराने डिस्ट्रीब्यूटर ने हमारा ब्रांड अपने नाम पर रजिस्टर करवा लिया", "registered our brand in his name").
  if (
    /ने[^.?!]{0,20}(?:हमारा|मेरा|हमारे|मेरे)[^.?!]{0,15}(?:ब्रांड|नाम|ट्रेडमार्क|लोगो)[^.?!]{0,40}(?:अपने नाम|रजिस्टर (?:करवा|करा|कर) लि)|\bne\b[^.?!]{0,20}\b(?:hamara|mera|hamare|mere)\b[^.?!]{0,15}\b(?:brand|naam|trademark|logo)\b[^.?!]{0,40}(?:\bapne naam|\bregister (?:kara|karwa|karva|kar) (?:liya|li)\b)|\bregistered (?:our|my) (?:brand|name|mark|trademark|logo)\b[^.?!]{0,25}\b(?:in|under) (?:his|her|their|its) (?:own )?name\b/.test(
      m,
    ) ||
    /(?:किसी|जिसने|उसने|उन्होंने|दूसरे)[^.?!]{0,30}(?:ब्रांड|नाम|ट्रेडमार्क)[^.?!]{0,30}(?:ले लिया|करवा लिया|करा लिया|रजिस्टर (?:करवा|करा|कर) लिया)|\b(?:kisi ne|usne|unhone|jisne)\b[^.?!]{0,30}\b(?:brand|naam|name|trademark|tm)\b[^.?!]{0,30}\b(?:le liya|register (?:kara|karwa|karva|kar) liya)\b/.test(
      m,
    )
  )
    return "trademark-rectification";
  // An examiner's objection, for the kind of IP it was raised on.
  if (
    /examination report|\bexaminer\b|discrepancy letter|objection (?:raised|came|aayi|aaya|letter|notice|was raised|has been raised)|\braised (?:an? |some )?objections?\b|\bobjected\b|\bobject(?:s|ing)? to\b|\b(?:office|registry)\b[^.?!]{0,40}\bobject\w*|ऑब्जेक्शन|आपत्ति/.test(
      m,
    )
  ) {
    if (/\bdesign\b|डिज़ाइन|डिजाइन/.test(m)) return "design-objection";
    if (/copyright|कॉपीराइट/.test(m)) return "copyright-objection";
    if (!/\bpatent|पेटेंट/.test(m)) return "trademark-objection";
  }
  // Someone else copying or using the mark now (not "so that nobody copies it": that is registering it).
  if (
    !/\b(?:nobody|no one|noone|so that|prevent|protect|stop (?:others|anyone))\b/.test(m) &&
    !/(?:नकल|कॉपी)[^.?!]{0,20}(?:न|ना) (?:करे|कर सके|कर पाए|हो)|\b(?:copy|nakal|nakl)\b[^.?!]{0,15}\b(?:na|naa) (?:kare|kar sake|kar paye|ho)\b/.test(
      m,
    ) &&
    (/\b(?:copycat|infring\w*|misus\w*|imitat\w*|duplicate|counterfeit\w*|nakli|naqli|fake (?:products?|goods|maal|items?))\b|नकल|नकली|डुप्लीकेट|कॉपी कर/.test(
      m,
    ) ||
      /\b(?:someone|somebody|rival|competitor|(?:an?|some) (?:shop|company|firm|seller|brand|business|cafe|café|restaurant|store|outlet|hotel|dhaba|startup|website|app|page|account)|another \w+|other \w+|they|he|she|dukaan wala|shop wala)\b[^.?!]{0,30}\b(?:is |are |has |have )?(?:started |been |begun )?(?:using|copying|copied|copy kar|selling under|used|kar raha)\b/.test(
        m,
      ))
  )
    return "tm-infringement-notice";
  if (/never used|not (?:been )?used|non.?use|\bcancel\w*|\bremove\b|rectif/.test(m) && /\bmark\b|trade ?mark|\bbrand/.test(m))
    return "trademark-rectification";
  if (/\b(?:usa|america|united states|us market)\b|अमेरिका/.test(m)) return "usa-trademark-registration";
  if (
    /abroad|other countr|international|foreign|outside india|worldwide|madrid|\bvidesh|dusre desh|विदेश|दूसरे देश/.test(m) ||
    saysVariant("international-trademark", m)
  )
    return "international-trademark";
  if (
    /copyright|\bbook|\bsong|\bmusic|\bfilm|\bnovel|\bsoftware code|\bsource code|कॉपीराइट|किताब|गाना|गाने|गीत|कविता|उपन्यास|कहानी/.test(
      m,
    )
  )
    return "copyright-registration";
  if (/\bpatent|invention|\binvent|पेटेंट|आविष्कार/.test(m) || INVENTED.test(m)) return "patent-registration";
  if (/\bdesign of|product design|\bshape\b|\blooks? unique\b|\bthe look of\b|शेप|आकार|आकृति|बनावट/.test(m))
    return "design-registration";
  return "trademark-registration";
}

/**
 * Money sent abroad ("paying a consultant in Singapore", "remitting to a US company", "treaty rate"): the
 * 15CA/15CB filing that goes with the remittance.
 */
export const REMITTANCE =
  /\b(?:pay(?:ing|ment)?|remit\w*|send(?:ing)? money|transfer(?:ring)? money|wire)\b[^.?!]{0,50}\b(?:abroad|overseas|foreign|non-?residents?|nri|usa|(?:the|in|to) us|u\.s\.|uk|dubai|uae|singapore|germany|german|american|british|outside india|videsh)\b|\btreaty rate\b|\bdtaa\b|\bremittance\b|\b15 ?c[ab]\b|विदेश (?:पैसे|भुगतान)/;

/** Several kinds of filing named with someone to handle them all: the dedicated manager service. */
export function manyFilings(message: string): boolean {
  const m = message.toLowerCase();
  const kinds = [/\bgst\b/, /\btds\b/, /\broc\b|\bmca\b/, /\bitr\b|income tax/, /\bpf\b|\besi\b/, /\bpt\b|professional tax/];
  return (
    kinds.filter((re) => re.test(m)).length >= 2 &&
    /\b(?:handle|manage|take care|look after|someone|all of it|everything|one person|single person|one place)\b/.test(m)
  );
}

/** Food made or sold ("cakes from home", "tiffin service", "मिठाई की दुकान"): FSSAI is the licence it needs. */
const FOOD_MADE =
  /\b(?:cakes?|bak(?:e|es|ing|ery)|food|tiffin|khana|mithai|sweets?|snacks?|pickles?|achaa?r|restaurant|cafe|café|cloud kitchen|catering|caterer|dhaba|namkeen|chocolates?|ghee|honey|spices?|masala)\b|खाना|मिठाई|केक|अचार|नमकीन|टिफिन|मसाल/;
/** Another licence named beside the food ("a shop licence from the municipality", "trade licence"). */
const OTHER_LICENCE = /\b(?:shop|trade|municipal\w*|gumasta|establishment|fire|pollution|drug|liquor|excise)\b|दुकान|नगर निगम/;
const LICENCE_ASKED = /\blicen[cs]e\b|\blicen[cs]ing\b|\bpermission\b|\bpermit\b|\banumati\b|लाइसेंस|लायसेंस|अनुमति/;
/** A new matter opened mid-conversation ("separate thing", "btw", "ek aur baat"): the topic in view does not hold it. */
const NEW_MATTER =
  /\b(?:separate|another|different|unrelated|other) (?:thing|question|matter|topic|query|issue)\b|\bby the way\b|\bbtw\b|\b(?:alag|ek aur|dusri) (?:baat|sawal|cheez)\b|अलग बात|एक और बात|दूसरी बात/;

/** The food licence, when a licence is asked about food made or sold and no other licence is named. */
export function foodLicence(service: string | undefined, m: string): string | undefined {
  const open = service === undefined || service === "other-licenses" || NEW_MATTER.test(m);
  return open && LICENCE_ASKED.test(m) && FOOD_MADE.test(m) && !OTHER_LICENCE.test(m) ? "food-business-licence" : undefined;
}
