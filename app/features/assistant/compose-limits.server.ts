import { AREA_GUIDES } from "./areas.ts";
import { CLAIM_PHRASES, claimOf } from "./claims.server.ts";
import { faqBlock, faqFor, join } from "./compose-firm.server.ts";
import type { ComposePhrases } from "./compose-phrases.ts";
import { priceLines, serviceOffers } from "./compose-service.server.ts";
import type { AssistantState } from "./compose-types.ts";
import { asksOtherSubject, asksUnlawful, COMPARES_OTHERS, limitIntent } from "./guards.ts";
import type { Knowledge, ServiceKnowledge } from "./knowledge.server.ts";
import type { CorpusLanguage, Intent } from "./labels.ts";
import { asksBribe, BRIBE_WORDS } from "./limit-kinds.ts";
import { FOLLOW_ON, itrFormFor } from "./situation.server.ts";
import { gstSituation, ipSituation } from "./situation-areas.ts";
import { saysVariant, VARIANTS } from "./variants.ts";

/**
 * The answers to what the assistant will not do (issue 23, decision 175): a promised outcome, the
 * visitor's own dispute, help to break the law, another person's data, a changed price or role, another
 * subject. Each refusal says why in a line of its own kind and, when a service is in view, still gives
 * what we can say about it: its usual timeline, our price, the guide.
 */

const bold = (s: string) => `**${s}**`;

/** The kinds of unlawful help asked for, each read from the message, with why we refuse it. */
const UNLAWFUL_KINDS = [
  {
    kind: "hidden_income",
    test: /\b(?:hide|hiding|conceal\w*|chhupa\w*|chupa\w*|leave out|skip|omit|show(?:ing)? only|sirf\b[^.?!]{0,20}\bdikha\w*|mat dikha\w*|nahi dikha\w*|(?:nobody|no one|koi) (?:will )?(?:notice|know|check|dekhega|pakdega))\b|छिपा|छुपा|मत दिखा|नहीं दिखा|सिर्फ [^.?!]{0,15}दिखा/,
  },
  {
    kind: "backdated",
    test: /\bback ?-?dat\w*|\bshow\w* (?:an? |the )?\w+ date\b|\blook older\b|\b(?:purani|pichli|pichhli|old|earlier|past) (?:date|tareekh|tarikh)|\bdated?\b[^.?!]{0,25}\b(?:19|20)\d\d\b|\b(?:19|20)\d\d ki date|\bwith (?:an? |the )?(?:old|older|earlier|past|(?:19|20)\d\d) date\b|पुरानी तारीख|पिछली तारीख/,
  },
  {
    kind: "undervalued",
    test: /\bstamp duty\b|\bcircle rate\b|\b(?:sale|gift) deed\b[^.?!]{0,40}\b(?:less|lower|kam|likh)|स्टांप|स्टाम्प|रजिस्ट्री में कम/,
  },
  {
    kind: "fake_credit",
    test: /\b(?:itc|input (?:tax )?credit)\b|\b(?:bills?|invoices?)\b[^.?!]{0,30}\b(?:arrange|without (?:goods|supply)|fake|bogus|farzi|nakli)|फर्जी बिल|नकली बिल/,
  },
  {
    kind: "made_up_figures",
    test: /\b(?:rough|approximate|estimated|made[- ]up|dummy|random|andaz\w*|andaaz\w*)\b[^.?!]{0,15}\b(?:numbers?|figures?|amounts?|data|sales|hisab)\b|अंदाज़?े से/,
  },
  {
    kind: "bribe",
    test: new RegExp(`\\b(?:${BRIBE_WORDS})\\b|\\b(?:officer|official|inspector|adhikari|babu)\\b|रिश्वत|घूस|अफसर|अधिकारी`),
  },
] as const;
type UnlawfulKind = (typeof UNLAWFUL_KINDS)[number]["kind"];

/** Why each kind of help is refused, in the visitor's language. */
const WHY: Record<CorpusLanguage, Record<UnlawfulKind, string>> = {
  en: {
    hidden_income:
      "Income left out of a return rarely stays hidden: banks, tenants, platforms and employers report it, it shows in your AIS and Form 26AS, and a mismatch brings a notice with tax, interest and a penalty.",
    backdated:
      "A document dated earlier than the day it is signed is a false record, and using it with a bank or an authority can be fraud. We draft it with its true date, and the facts of earlier years can be shown by genuine papers from those years.",
    undervalued:
      "Stamp duty is due on the real price or the government's circle rate, whichever is higher; writing a lower price in the deed can bring duty, penalty and income-tax trouble for both buyer and seller. We draft the deed with the actual price.",
    fake_credit:
      "Input tax credit claimed on bills with no real supply is fake credit: it is recovered with interest and penalty, and it can be prosecuted. We claim credit only on genuine invoices.",
    made_up_figures:
      "A return must match your real invoices and books; made-up figures have to be corrected later with interest and can draw a notice. Send the invoices and we file from them.",
    bribe: "Paying an official to get something done is a crime for the one who pays as well as for the one who takes.",
  },
  hinglish: {
    hidden_income:
      "Return se chhodi hui income chhupti nahi: bank, kirayedar, platform aur employer use report karte hain, wo AIS aur Form 26AS mein dikhti hai, aur mismatch par tax, interest aur penalty ke saath notice aata hai.",
    backdated:
      "Asli date se pehle ki date wala document false record hai, aur use bank ya department ko dikhana fraud ho sakta hai. Hum use uski sahi date se banate hain; pichhle saalon ki baat us samay ke asli papers se dikhayi ja sakti hai.",
    undervalued:
      "Stamp duty asli keemat ya circle rate, jo bhi zyada ho, us par lagti hai; deed mein kam price likhne par buyer aur seller dono par duty, penalty aur income tax ki pareshani aa sakti hai. Hum deed asli price se banate hain.",
    fake_credit:
      "Bina asli supply ke bills par liya gaya input tax credit fake credit hai: wo interest aur penalty ke saath wapas liya jata hai aur case bhi ban sakta hai. Hum sirf asli invoices par credit lete hain.",
    made_up_figures:
      "Return asli invoices aur books se match hona chahiye; andaze ke figures baad mein interest ke saath sudharne padte hain aur notice aa sakta hai. Invoices bhejiye, hum unhi se file karenge.",
    bribe: "Kaam karwane ke liye officer ko paise dena dene wale aur lene wale dono ke liye apradh hai.",
  },
  hi: {
    hidden_income:
      "रिटर्न से छोड़ी गई आय छिपती नहीं: बैंक, किरायेदार, प्लेटफ़ॉर्म और नियोक्ता उसकी जानकारी देते हैं, वह AIS और फ़ॉर्म 26AS में दिखती है, और मेल न खाने पर टैक्स, ब्याज और जुर्माने के साथ नोटिस आता है।",
    backdated:
      "असली तारीख़ से पहले की तारीख़ वाला दस्तावेज़ झूठा रिकॉर्ड है, और उसे बैंक या विभाग को दिखाना धोखाधड़ी हो सकता है। हम उसे उसकी सही तारीख़ से बनाते हैं; पिछले सालों की बात उस समय के असली कागज़ों से दिखाई जा सकती है।",
    undervalued:
      "स्टांप ड्यूटी असली कीमत या सर्किल रेट, जो भी ज़्यादा हो, उस पर लगती है; डीड में कम कीमत लिखने पर खरीदार और विक्रेता दोनों पर ड्यूटी, जुर्माना और आयकर की परेशानी आ सकती है। हम डीड असली कीमत से बनाते हैं।",
    fake_credit:
      "बिना असली सप्लाई के बिलों पर लिया गया इनपुट टैक्स क्रेडिट फ़र्ज़ी क्रेडिट है: वह ब्याज और जुर्माने के साथ वसूला जाता है और मुक़दमा भी हो सकता है। हम सिर्फ़ असली इनवॉइस पर क्रेडिट लेते हैं।",
    made_up_figures:
      "रिटर्न असली इनवॉइस और खातों से मेल खाना चाहिए; अंदाज़े के आँकड़े बाद में ब्याज के साथ सुधारने पड़ते हैं और नोटिस आ सकता है। इनवॉइस भेजिए, हम उन्हीं से फ़ाइल करेंगे।",
    bribe: "काम करवाने के लिए अधिकारी को पैसे देना देने वाले और लेने वाले, दोनों के लिए अपराध है।",
  },
};

/** A date missed: the late filing the law allows, with its own last date ("Belated return: up to 31 December"). */
const LATE_ROUTE: Record<CorpusLanguage, (line: string) => string> = {
  en: (line) => `What the law does allow: ${line}.`,
  hinglish: (line) => `Kanoon jo ijazat deta hai: ${line}.`,
  hi: (line) => `क़ानून यह इजाज़त देता है: ${line}।`,
};
const LATE_FILING = /\b(?:belated|condon\w*)\b|\blate (?:filing|return|application|renewal)\b/i;
function lateRoute(state: AssistantState, svc: ServiceKnowledge | undefined): string | undefined {
  const late = svc?.facts?.deadlines?.find((d) => LATE_FILING.test(d.what));
  return late ? LATE_ROUTE[state.lang](`${late.what}: **${late.when}**`) : undefined;
}

/** The lawful way to what the message asks ("approve it fast for cash"): the variant of the service it names. */
const LAWFUL_ROUTE: Record<CorpusLanguage, (link: string) => string> = {
  en: (link) => `The lawful way to what you ask is ${link}.`,
  hinglish: (link) => `Iska kanooni tareeka hai ${link}.`,
  hi: (link) => `इसका क़ानूनी तरीका है ${link}।`,
};
function lawfulRoute(state: AssistantState, svc: ServiceKnowledge | undefined, k: Knowledge): string | undefined {
  if (!svc) return undefined;
  const variant = Object.entries(VARIANTS).find(([slug, v]) => v.base === svc.slug && saysVariant(slug, state.message));
  const target = variant ? k.services.get(variant[0]) : undefined;
  return target ? LAWFUL_ROUTE[state.lang](`[${target.title}](${target.url})`) : undefined;
}

/** The kind of unlawful help the message asks for, if its words say which. */
export function unlawfulKind(message: string): UnlawfulKind | undefined {
  const text = message.slice(0, 2000).toLowerCase();
  // Money for someone in an office, however it is put (limit-kinds.ts), is a bribe before anything else it mentions.
  if (asksBribe(text)) return "bribe";
  return UNLAWFUL_KINDS.find((k) => k.test.test(text))?.kind;
}

/** A discount, an offer or a coupon named. */
const DISCOUNT = /\b(?:discount|coupon|code|offer|off|chhoot|chhut)\b|%|छूट|कूपन|डिस्काउंट|ऑफ़र|ऑफर/i;

/** The least length of FAQ words that makes an out-of-scope reading a question about us. */
const OURS_MIN = 8;

/**
 * The guides a refusal points to (decision 181): the service in view, else the model's likeliest reading,
 * and the main guide of the area the message names ("a rent agreement for my GST registration": the
 * paper faked is the rent agreement, the lawful goal is the registration). At most two.
 */
function refusalLinks(state: AssistantState, svc: ServiceKnowledge | undefined, k: Knowledge, t: ComposePhrases) {
  const text = state.message.slice(0, 2000).toLowerCase();
  const area = AREA_GUIDES.find(([re]) => re.test(text))?.[1][0];
  // The lawful goal the situation names, by the same rules that read a situation elsewhere ("close my GST
  // notice for a consideration": the notice reply; "hide my Dubai account in the ITR": ITR-2).
  const goal = lawfulGoal(text);
  const slugs = [...new Set([goal, svc?.slug ?? state.readings?.[0], area].filter((s): s is string => !!s))];
  const guides = slugs.flatMap((slug) => k.services.get(slug) ?? []).slice(0, 3);
  return guides.length ? `${t.readMore} ${guides.map((g) => `[${g.title}](${g.url})`).join(" · ")}` : undefined;
}

/** An income-tax notice or scrutiny named. */
const TAX_NOTICE =
  /\b(?:an|the|got|received|sent) it notice\b|\b(?:scrutiny|notice|assessment)\b[^.?!]{0,40}\b(?:income.?tax|it (?:officer|department|dept)|itr)\b|\b(?:income.?tax|it officer|it department|it dept)\b[^.?!]{0,40}\b(?:scrutiny|notice)\b|आयकर[^.?!]{0,20}नोटिस/;
/** "ITR" or the return named: the form the situation's words decide. */
const RETURN_NAMED = /\bitr\b|income.?tax return|\breturn\b|आयकर|आईटीआर|रिटर्न/;

/** An income-tax officer named ("income tax wale officer", "आयकर अधिकारी"): a proceeding is open. */
const TAX_OFFICER =
  /\b(?:income.?tax|it) (?:officer|officers|wale|wala|vale|dept|department)\b|(?:इनकम टैक्स|आयकर)[^.?!]{0,12}(?:अफ़सर|अफसर|अधिकारी|वाले)/;
/** A deduction of the salaried return (HRA, 80C, rent receipts): the return is what it is for. */
const RETURN_DEDUCTION =
  /\bhra\b|\brent (?:receipts?|slips?|rasid\w*)|\b80 ?[cdg]\b|\bdeductions?\b|एचआरए|किराए की रसीद|किराये की रसीद/;
/** A business's books named (its balance sheet, profit, turnover, expense bills): the business's return. */
const BUSINESS_BOOKS =
  /\bbalance ?sheets?\b|\bprofit\b|\bturnover\b|\bexpenses?\b|\bexpense (?:bills?|vouchers?)\b|\bkharch\w*|\bp ?& ?l\b|munafa|बैलेंस शीट|मुनाफ़ा|मुनाफा|टर्नओवर|खर्चे|खर्च/;
/** Income shown in another person's name or PAN, or a lower slab sought: the income-tax return. */
const INCOME_MOVED =
  /\btax slabs?\b|\b(?:income|kamai|salary)\b[^.?!]{0,40}\b(?:pan|naam|name)\b|(?:आय|इनकम|कमाई)[^.?!]{0,40}(?:pan|पैन|नाम)|स्लैब/;
/** Input tax credit named: the GST return is where it is claimed. */
const INPUT_CREDIT = /\bitc\b|input (?:tax )?credit|इनपुट टैक्स क्रेडिट/;

/** The lawful service a request to refuse is really after, when the situation's words name it. */
function lawfulGoal(text: string): string | undefined {
  const ip = ipSituation(text);
  return (
    gstSituation(text) ??
    (ip && (FOLLOW_ON.test(ip) || ip !== "trademark-registration") ? ip : undefined) ??
    (TAX_NOTICE.test(text) || TAX_OFFICER.test(text) ? "income-tax-notice" : undefined) ??
    (BUSINESS_BOOKS.test(text) && !INPUT_CREDIT.test(text) ? businessReturn(text) : undefined) ??
    (RETURN_NAMED.test(text) || RETURN_DEDUCTION.test(text) ? itrFormFor({}, text) : undefined) ??
    (INPUT_CREDIT.test(text) ? "gst-return-filing" : undefined) ??
    (INCOME_MOVED.test(text) ? "income-tax-e-filing" : undefined)
  );
}

/** The return for a business's books: the form the words decide ("kirana", "44AD"), else the business return. */
function businessReturn(text: string): string {
  const form = itrFormFor({}, text);
  return form && form !== "itr-1-to-itr-7-return-filing" && form !== "income-tax-e-filing" ? form : "business-tax-filing";
}

const LIMIT_INTENTS = new Set<Intent>(["guarantee", "dispute", "unlawful", "others_data", "out_of_scope", "manipulation"]);

/** The answer to a limit intent, or undefined when the state's intent is not one. */
export function limitsAnswer(
  state: AssistantState,
  svc: ServiceKnowledge | undefined,
  k: Knowledge,
  t: ComposePhrases,
): string | undefined {
  // Every answer passes here: a message that asks no limit costs nothing more.
  if (!LIMIT_INTENTS.has(state.intent)) return undefined;
  const link = svc ? `${t.readMore} [${svc.title}](${svc.url})` : undefined;
  const price = svc?.price ? priceLines(svc, t)[0] : undefined;
  switch (state.intent) {
    case "guarantee": {
      const about = svc ? (state.lang === "en" ? ` for ${bold(svc.title)}` : ` (${bold(svc.title)})`) : "";
      // What we can say instead of a promise: how long it usually takes, and what it costs.
      const usual = svc?.facts?.timeline ? t.usually(svc.facts.timeline.typical) : undefined;
      return join([t.guarantee(about), usual, lawfulRoute(state, svc, k), price, link, t.consult]);
    }
    case "dispute": {
      // "Can I upload my notice before the call?": the consultation entry it asks, after the refusal.
      const entry = faqFor(state.message, k, (e) => e.intent === "human");
      // With a service in view ("GST demand order, will I win the appeal?"), its guide for the steps.
      return join([t.dispute, entry ? faqBlock(entry, k, t) : undefined, link]);
    }
    case "unlawful": {
      const kind = unlawfulKind(state.message);
      const route = kind === "backdated" ? (lateRoute(state, svc) ?? lawfulRoute(state, svc, k)) : lawfulRoute(state, svc, k);
      const links = refusalLinks(state, svc, k, t);
      return kind ? join([t.refuse, WHY[state.lang][kind], route, links, t.consult]) : join([t.unlawful, route, links]);
    }
    case "others_data": {
      // Another person's data: the confidentiality entry, whatever words the message uses.
      const entry = faqFor("other clients", k);
      // With a service in view ("file my brother's ITR with his password"), its guide: what we do for the owner.
      return join([t.othersData, entry ? faqBlock(entry, k, t) : undefined, refusalLinks(state, svc, k, t), t.consult]);
    }
    case "out_of_scope": {
      if (asksUnlawful(state.message)) return t.unlawful;
      // Words an FAQ entry marks as asking it ("delete my data") are about us, when no other subject is named
      // and they say more than one short word ("kaunsa share lu?" is not about sharing documents).
      const ours = asksOtherSubject(state.message) ? undefined : faqFor(state.message, k, undefined, OURS_MIN);
      if (ours) return faqBlock(ours, k, t);
      return t.outOfScope(k.firm.shortName, k.catalogue.map((c) => c.name).join(", "));
    }
    case "manipulation": {
      // Only the price table's line: the rest of the price box would drown the refusal.
      const refusal = COMPARES_OTHERS.test(state.message.toLowerCase()) ? t.ourOwnOnly : t.manipulation;
      // With no service in view, what we do answer: the catalogue's areas.
      const areas = svc ? undefined : t.helpWith(k.firm.shortName, k.catalogue.map((c) => c.name).join(", "));
      // A discount or a coupon demanded: the offer that really applies to the service, if there is one.
      const offers = DISCOUNT.test(state.message) && svc ? serviceOffers(svc) : [];
      // "FREE100", "₹499 like my friend paid": the claim itself corrected, before the real price; an order
      // to change our instructions or prices is refused first, and a coupon gets every offer we have.
      const claim = claimOf(k, state.message, svc?.slug);
      const phrases = CLAIM_PHRASES[state.lang];
      const said =
        claim &&
        ("code" in claim ? phrases.code : "percent" in claim ? phrases.offer : svc ? phrases.amount(bold(svc.title)) : undefined);
      const ordered = !said || limitIntent(state.message, true) === "manipulation";
      const listed = offers.length || !claim || "amount" in claim ? offers : k.offers;
      return join([
        ordered ? refusal : undefined,
        said,
        price,
        listed.length ? listed.map((o) => `- ${bold(o.title)}: ${o.description}`).join("\n") : undefined,
        link,
        areas,
        t.consult,
      ]);
    }
    default:
      return undefined;
  }
}
