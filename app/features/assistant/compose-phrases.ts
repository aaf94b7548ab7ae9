import type { CorpusLanguage } from "./labels.ts";

/**
 * The composer's fixed sentences in the visitor's language (issue 23): English, Hindi in Devanagari
 * and Hinglish (Hindi in Latin letters). Facts, service names and figures are passed in and stay as
 * content has them (English where the facts are English). `title` arrives already in bold.
 */
export type ComposePhrases = {
  /** The language these phrases are in: an FAQ entry prints its translation into it when it has one. */
  lang: CorpusLanguage;
  documents: (title: string) => string;
  noDocuments: (title: string) => string;
  noTimeline: (title: string) => string;
  required: string;
  optional: string;
  timeline: (title: string) => string;
  workingDays: (min: number, max: number) => string;
  deadlines: (title: string) => string;
  noDeadlines: (title: string) => string;
  eligibility: (title: string) => string;
  thresholds: string;
  validity: (title: string) => string;
  renewal: string;
  validityLabel: string;
  noValidity: (title: string) => string;
  rejection: (title: string) => string;
  whatToDo: string;
  nextSteps: string;
  noRejections: (title: string) => string;
  penalty: (title: string) => string;
  penaltyNote: string;
  ifMissed: string;
  process: (title: string) => string;
  noSteps: (title: string) => string;
  definition: (title: string) => string;
  ourFee: (title: string, discounted: string, actual: string, save: string) => string;
  coveredFee: (title: string, covering: string, discounted: string, actual: string, save: string) => string;
  notSoldOnline: (title: string, reason: string) => string;
  governmentFee: string;
  payableNow: string;
  payableLater: string;
  officialSource: string;
  readMore: string;
  consult: string;
  human: string;
  clarify: (options: string) => string;
  /** After an answer about the likelier of close readings: the other ones, as a question. */
  orDidYouMean: (options: string) => string;
  or: string;
  askService: string;
  hours: (label: string, support: string) => string;
  contact: (city: string, cities: string) => string;
  structures: string;
  about: string;
  /** The label of the link to our About page. */
  aboutUs: string;
  greeting: string;
  thanks: string;
  caseStatus: string;
  services: string;
  offers: string;
  noOffer: (title: string) => string;
  guarantee: (about: string) => string;
  /** What usually happens instead of a promise: the service's typical timeline. */
  usually: (timeline: string) => string;
  /** A monthly due date made concrete for the period named: "GSTR-3B (monthly) for November 2026". */
  forPeriod: (what: string, period: string) => string;
  dispute: string;
  /** Another person's or client's data asked for. */
  othersData: string;
  /** Asked to compare us with, or name, other firms. */
  ourOwnOnly: string;
  /** A date the facts state that is already behind us, and the one still open (open-dates.ts). */
  datePassed: (passed: string, open: string) => string;
  /** Asked to hide income, claim what is not true, or make a false paper. */
  unlawful: string;
  /** The refusal's first sentence alone, when the kind of help asked has its own reason (compose-limits). */
  refuse: string;
  outOfScope: (firm: string, areas: string) => string;
  conditions: string;
  papers: string;
  presumptiveOption: (title: string) => string;
  manipulation: string;
  /** What the assistant answers about (after a refusal that names no service). */
  helpWith: (firm: string, areas: string) => string;
  whichIntro: (profile: string) => string;
  youNeed: (title: string) => string;
  serviceFor: (title: string) => string;
  itFits: (profile: string, title: string) => string;
  youNeedInstead: (profile: string, title: string) => string;
  because: string;
  rules: string;
  askProfile: string;
  askGoodsOrServices: string;
  gstNotYet: (limit: string) => string;
  gstNeeded: (limit: string) => string;
  gstDependsOnState: (limit: string) => string;
  /** The Udyam class the stated investment and turnover fall in (the facts line). */
  udyamClass: (invested: string, turnover: string, line: string) => string;
};

export const COMPOSE_PHRASES: Record<CorpusLanguage, ComposePhrases> = {
  en: {
    lang: "en",
    documents: (t) => `For ${t}, keep these ready:`,
    noDocuments: (t) =>
      `Our guide for ${t} has no fixed documents list: what we need depends on your case. What the service covers:`,
    noTimeline: (t) => `Our guide for ${t} gives no fixed timeline: it depends on your case. What the service covers:`,
    required: "Required",
    optional: "Optional or only in some cases",
    timeline: (t) => `Timeline and due dates for ${t}:`,
    workingDays: (min, max) => `Usually ${min}–${max} working days.`,
    deadlines: (t) => `Key deadlines for ${t}:`,
    noDeadlines: (t) => `${t} has no fixed due date of its own; what decides the timing is this:`,
    eligibility: (t) => `Who needs ${t}, and who can use it:`,
    thresholds: "Limits that decide it",
    validity: (t) => `Validity of ${t}:`,
    renewal: "Renewal",
    validityLabel: "Validity",
    noValidity: (t) => `Our guide for ${t} states no expiry or renewal period. What it does say:`,
    rejection: (t) => `Why ${t} gets rejected or objected to, and what to do:`,
    whatToDo: "What to do",
    nextSteps: "Where to take it next, and by when",
    noRejections: (t) => `Our guide for ${t} lists no common rejection reasons. An expert can read the order or notice with you.`,
    penalty: (t) => `Missing a date for ${t}:`,
    ifMissed: "If you miss a date",
    penaltyNote: "Tell us your dates and we will work out exactly what applies to you.",
    process: (t) => `How ${t} works, step by step:`,
    noSteps: (t) => `We handle ${t} for you from start to finish; this is what it covers:`,
    definition: (t) => `What ${t} is:`,
    ourFee: (t, d, a, s) => `${t} costs **${d}** with us (regular price ~~${a}~~, you save ${s}).`,
    coveredFee: (t, c, d, a, s) => `${t} is covered by our ${c} service: **${d}** (regular price ~~${a}~~, you save ${s}).`,
    notSoldOnline: (t, r) =>
      `${t} has no fixed online price: ${r} In a free consultation we quote a fixed fee before you decide.`,
    governmentFee: "Government fee",
    payableNow: "Total payable now",
    payableLater: "Payable later",
    officialSource: "official source",
    readMore: "Read more:",
    consult:
      "Want an expert to look at your case? Book a free 15-minute consultation — press **Talk to an expert** below or use our [booking page](/book-a-call).",
    human:
      "Happy to connect you with an expert. Your first 15-minute consultation is free — press **Talk to an expert** below, book it on our [booking page](/book-a-call), or send your details through the [consultation form](/consultation); we reply within one working day.",
    clarify: (o) => `Do you mean ${o}?`,
    orDidYouMean: (o) => `If you meant ${o} instead, say so and I will answer for that.`,
    or: "or",
    askService:
      "Which service do you mean? For example GST registration, an ITR, trademark registration or company registration.",
    hours: (l, s) =>
      `Our team is available **${l}**, with ${s}. Messages that arrive after hours are answered in the next working hours.`,
    contact: (c, cities) =>
      `Our head office is in ${c}, and we also offer consultancy in ${cities}. To reach us, use the [contact form](/contact) or the [consultation form](/consultation), book a free call on the [booking page](/book-a-call), or message us on [WhatsApp](/whatsapp). Most of our work is done online, for clients anywhere in India.`,
    structures: "How the structures compare:",
    aboutUs: "About us",
    about: "We are a private legal, tax and compliance firm, not a government office.",
    greeting:
      "Hello! Ask me about any of our services: the fee, the documents, how long it takes, or which form or registration fits you.",
    thanks: "You're welcome! Ask me anything else about our services whenever you like.",
    caseStatus:
      "I can't see your case from this chat. Sign in to [your account](/account) to see your requests, documents and payments, or [contact us](/contact) with your reference.",
    services: "We help with:",
    offers: "Current offers:",
    noOffer: (t) => `There is no special offer on ${t} right now; its price is fixed in our price list. Our current offers:`,
    guarantee: (a) =>
      `We can't promise an outcome${a}: the authority decides (the registry, the tax department, the insurer or a court). What we do promise: a fixed fee agreed before we start, careful preparation and filing on time.`,
    usually: (x) => `What usually happens: ${x}`,
    forPeriod: (w, p) => `${w} for ${p}`,
    refuse: "I can't help with that, and we won't do it: we only draft and file what is true and backed by documents.",
    dispute:
      "I can't predict how your dispute or case will end, and this chat gives general information only: legal advice on a specific dispute needs your documents and facts, and a wrong move can cost you. An expert or a lawyer can look at your case in a free 15-minute consultation: [book one here](/book-a-call).",
    othersData:
      "I can't share anyone else's details: another person's or another client's data is confidential, and we never look it up or pass it on without their consent.",
    ourOwnOnly: "I speak only for Nyayik and don't rate or name other firms; here is what we charge, fixed before we start:",
    datePassed: (passed, open) => `${passed} has already passed. Still open: ${open}.`,
    unlawful:
      "I can't help with that, and we won't do it: hiding income or sales, claiming deductions without proof, using someone else's PAN, paying an official or making false papers is against the law, and we only file what is true and backed by documents. An expert can show you the lawful ways to save tax in a free 15-minute consultation: [book one here](/book-a-call).",
    outOfScope: (f, a) =>
      `Sorry, that's outside what I can help with. I answer questions about ${f}'s legal, tax and compliance services: ${a}.`,
    conditions: "Conditions to meet",
    papers: "Documents you will need",
    presumptiveOption: (t) =>
      `If you opt for presumptive taxation (section 44AD for a business, 44ADA for a profession) and stay within its limits, you file ${t} instead.`,
    manipulation:
      "I can't change my instructions or our prices: every price is fixed in our price list, the same for every client, and the checkout charges exactly that amount.",
    helpWith: (f, a) => `I answer questions about ${f}'s legal, tax and compliance services: ${a}.`,
    whichIntro: (p) => `From what you told me (${p}):`,
    youNeed: (t) => `You need ${t}.`,
    serviceFor: (t) => `The registration for this is ${t}.`,
    itFits: (p, t) => `From what you told me (${p}), ${t} fits you.`,
    youNeedInstead: (p, t) => `From what you told me (${p}), what fits you is ${t}.`,
    because: "Why",
    rules: "Rules that apply",
    askProfile:
      "Tell me a little about you: are you salaried, running a business (goods or services, and roughly what yearly turnover), selling food, importing or exporting, or setting up a company?",
    askGoodsOrServices: "Do you supply goods, services, or both?",
    gstNotYet: (l) =>
      `Below ${l} you don't have to register yet, unless a rule makes registration compulsory (for example selling goods to other states); you may register voluntarily.`,
    gstNeeded: (l) => `Above ${l} GST registration is compulsory.`,
    udyamClass: (i, tu, l) => `With investment of ${i} and turnover of ${tu}, your enterprise falls in this class: ${l}`,
    gstDependsOnState: (l) =>
      `In most states you need not register below ${l}, but a few states have lower limits (listed below), and some businesses must register whatever their turnover.`,
  },
  hi: {
    lang: "hi",
    documents: (t) => `${t} के लिए ये दस्तावेज़ तैयार रखें:`,
    noDocuments: (t) => `${t} की हमारी गाइड में दस्तावेज़ों की तय सूची नहीं है: क्या चाहिए, यह आपके मामले पर निर्भर है। सेवा में यह शामिल है:`,
    noTimeline: (t) => `${t} की हमारी गाइड में कोई तय समय-सीमा नहीं दी गई है: यह आपके मामले पर निर्भर है। सेवा में यह शामिल है:`,
    required: "ज़रूरी",
    optional: "वैकल्पिक या केवल कुछ मामलों में",
    timeline: (t) => `${t} में लगने वाला समय और आख़िरी तारीख़ें:`,
    workingDays: (min, max) => `आम तौर पर ${min}–${max} कार्य-दिवस।`,
    deadlines: (t) => `${t} की मुख्य आख़िरी तारीख़ें:`,
    noDeadlines: (t) => `${t} की अपनी कोई तय आख़िरी तारीख़ नहीं है; समय इस पर निर्भर है:`,
    eligibility: (t) => `${t} किसे चाहिए और कौन ले सकता है:`,
    thresholds: "तय करने वाली सीमाएँ",
    validity: (t) => `${t} की वैधता:`,
    renewal: "नवीनीकरण",
    validityLabel: "वैधता",
    noValidity: (t) => `${t} की हमारी गाइड में कोई समाप्ति या नवीनीकरण अवधि नहीं दी गई है। गाइड यह बताती है:`,
    rejection: (t) => `${t} क्यों अस्वीकार होता है या आपत्ति क्यों लगती है, और क्या करें:`,
    whatToDo: "क्या करें",
    nextSteps: "आगे कहाँ जाएँ, और कब तक",
    noRejections: (t) => `${t} की हमारी गाइड में अस्वीकृति के आम कारण नहीं दिए गए हैं। विशेषज्ञ आपके आदेश या नोटिस को आपके साथ पढ़ सकते हैं।`,
    penalty: (t) => `${t} की तारीख़ चूकने पर:`,
    ifMissed: "तारीख़ चूकने पर",
    penaltyNote: "अपनी तारीख़ें बताइए, हम बताएँगे कि आप पर ठीक-ठीक क्या लागू होता है।",
    process: (t) => `${t} की प्रक्रिया, कदम-दर-कदम:`,
    noSteps: (t) => `${t} का पूरा काम हम करते हैं; इसमें यह शामिल है:`,
    definition: (t) => `${t} क्या है:`,
    ourFee: (t, d, a, s) => `${t} के लिए हमारी फ़ीस **${d}** है (सामान्य कीमत ~~${a}~~, आपकी बचत ${s})।`,
    coveredFee: (t, c, d, a, s) => `${t} हमारी ${c} सेवा में शामिल है: फ़ीस **${d}** (सामान्य कीमत ~~${a}~~, आपकी बचत ${s})।`,
    notSoldOnline: (t, r) => `${t} की कोई तय ऑनलाइन कीमत नहीं है: ${r} मुफ़्त परामर्श में हम पहले ही तय फ़ीस बता देते हैं।`,
    governmentFee: "सरकारी फ़ीस",
    payableNow: "अभी कुल भुगतान",
    payableLater: "बाद में भुगतान",
    officialSource: "आधिकारिक स्रोत",
    readMore: "और पढ़ें:",
    consult:
      "किसी विशेषज्ञ से बात करनी है? पहली 15 मिनट की सलाह मुफ़्त है — नीचे **Talk to an expert** दबाएँ या [बुकिंग पेज](/book-a-call) खोलें।",
    human:
      "ज़रूर, हम आपको विशेषज्ञ से जोड़ते हैं। पहली 15 मिनट की सलाह मुफ़्त है — नीचे **Talk to an expert** दबाएँ, [बुकिंग पेज](/book-a-call) पर बुक करें, या [परामर्श फ़ॉर्म](/consultation) भरें; हम एक कार्य-दिवस में जवाब देते हैं।",
    clarify: (o) => `क्या आपका मतलब ${o} से है?`,
    orDidYouMean: (o) => `अगर आपका मतलब ${o} से था, तो बताइए, मैं उसका जवाब दूँगा।`,
    or: "या",
    askService: "आप किस सेवा के बारे में पूछ रहे हैं? जैसे GST रजिस्ट्रेशन, ITR, ट्रेडमार्क रजिस्ट्रेशन या कंपनी रजिस्ट्रेशन।",
    // site.yaml's `support` line is English: said here in Hindi (messages and the assistant open at any hour).
    hours: (l) =>
      `हमारी टीम **${l}** उपलब्ध है। संदेश और AI सहायक हर समय खुले हैं, और हमारी टीम कार्य-समय में जवाब देती है: समय के बाद आए संदेशों का जवाब अगले कार्य-समय में मिलता है।`,
    contact: (c, cities) =>
      `हमारा मुख्य कार्यालय ${c} में है, और ${cities} में भी हम परामर्श देते हैं। हमसे जुड़ने के लिए [संपर्क फ़ॉर्म](/contact) या [परामर्श फ़ॉर्म](/consultation) भरें, [बुकिंग पेज](/book-a-call) पर मुफ़्त कॉल बुक करें, या [WhatsApp](/whatsapp) पर संदेश भेजें। हमारा ज़्यादातर काम ऑनलाइन होता है, इसलिए पूरे भारत से कहीं से भी हमारी सेवा ली जा सकती है।`,
    structures: "ढाँचों की तुलना:",
    aboutUs: "हमारे बारे में",
    about: "हम एक निजी कानूनी, टैक्स और कंप्लायंस फ़र्म हैं, कोई सरकारी दफ़्तर नहीं।",
    greeting: "नमस्ते! हमारी किसी भी सेवा के बारे में पूछिए: फ़ीस, दस्तावेज़, समय, या आपके लिए कौन-सा फ़ॉर्म या रजिस्ट्रेशन सही है।",
    thanks: "आपका स्वागत है! कुछ और पूछना हो तो कभी भी पूछिए।",
    caseStatus:
      "इस चैट से मैं आपका मामला नहीं देख सकता। [अपने खाते](/account) में साइन इन करके अपने अनुरोध, दस्तावेज़ और भुगतान देखें, या अपने रेफ़रेंस के साथ [संपर्क करें](/contact)।",
    services: "हम इन कामों में मदद करते हैं:",
    offers: "मौजूदा ऑफ़र:",
    noOffer: (t) => `${t} पर अभी कोई खास ऑफ़र नहीं है; इसकी कीमत हमारी मूल्य-सूची में तय है। हमारे मौजूदा ऑफ़र:`,
    guarantee: (a) =>
      `हम नतीजे${a} की गारंटी नहीं दे सकते: फ़ैसला संबंधित विभाग, रजिस्ट्री, बीमा कंपनी या अदालत करती है। हम यह वादा करते हैं: काम शुरू होने से पहले तय फ़ीस, सावधानी से तैयारी और समय पर फ़ाइलिंग।`,
    usually: (x) => `आम तौर पर: ${x}`,
    forPeriod: (w, p) => `${w}, ${p} के लिए`,
    refuse: "हम इसमें मदद नहीं कर सकते: हम वही बनाते और फ़ाइल करते हैं जो सच हो और दस्तावेज़ों से साबित हो।",
    dispute:
      "आपका विवाद या मुक़दमा कैसे ख़त्म होगा, यह मैं पहले से नहीं बता सकता, और यह चैट सामान्य जानकारी है, कानूनी सलाह नहीं (not legal advice): सही कदम आपके दस्तावेज़ों और तथ्यों पर निर्भर करता है। मुफ़्त 15 मिनट के परामर्श में विशेषज्ञ या वकील आपका मामला देख सकते हैं: [यहाँ बुक करें](/book-a-call)।",
    othersData:
      "हम किसी और की जानकारी नहीं दे सकते: दूसरे व्यक्ति या क्लाइंट का डेटा गोपनीय है, और हम उसकी सहमति के बिना न उसे खोजते हैं, न किसी को देते हैं।",
    ourOwnOnly: "मैं सिर्फ़ Nyayik की बात करता हूँ, दूसरी फ़र्मों की तुलना या नाम नहीं बताता; हमारी फ़ीस, काम शुरू होने से पहले तय:",
    datePassed: (passed, open) => `${passed} की तारीख़ निकल चुकी है। अभी खुली है: ${open}।`,
    unlawful:
      "हम इसमें मदद नहीं कर सकते: आय या बिक्री छिपाना, बिना सबूत कटौती दिखाना या झूठे कागज़ बनाना क़ानून के ख़िलाफ़ है, और हम वही फ़ाइल करते हैं जो सच हो और दस्तावेज़ों से साबित हो। टैक्स बचाने के क़ानूनी तरीके हमारे विशेषज्ञ 15 मिनट की मुफ़्त कंसल्टेशन में बता सकते हैं: [यहाँ बुक करें](/book-a-call)।",
    outOfScope: (f, a) => `माफ़ कीजिए, यह मेरे दायरे से बाहर है। मैं ${f} की कानूनी, टैक्स और कंप्लायंस सेवाओं के बारे में बताता हूँ: ${a}।`,
    conditions: "पूरी करने वाली शर्तें",
    papers: "ज़रूरी दस्तावेज़",
    presumptiveOption: (t) =>
      `अगर आप अनुमानित कर योजना (व्यापार के लिए धारा 44AD, प्रोफ़ेशन के लिए 44ADA) चुनते हैं और उसकी सीमा में रहते हैं, तो आप ${t} भरेंगे।`,
    manipulation:
      "मैं अपने निर्देश या हमारी कीमतें नहीं बदल सकता: हर कीमत हमारी मूल्य-सूची में तय है, हर ग्राहक के लिए एक जैसी, और भुगतान ठीक उतना ही लिया जाता है।",
    helpWith: (f, a) => `मैं ${f} की कानूनी, टैक्स और कंप्लायंस सेवाओं के बारे में बताता हूँ: ${a}।`,
    whichIntro: (p) => `आपने जो बताया (${p}), उसके हिसाब से:`,
    youNeed: (t) => `आपको ${t} चाहिए।`,
    serviceFor: (t) => `इसके लिए रजिस्ट्रेशन ${t} है।`,
    itFits: (p, t) => `आपने जो बताया (${p}), उसके हिसाब से ${t} आपके लिए सही है।`,
    youNeedInstead: (p, t) => `आपने जो बताया (${p}), उसके हिसाब से आपके लिए सही विकल्प ${t} है।`,
    because: "क्यों",
    rules: "लागू नियम",
    askProfile:
      "अपने बारे में थोड़ा बताइए: आप नौकरी करते हैं, व्यापार करते हैं (सामान या सेवाएँ, और सालाना टर्नओवर लगभग कितना), खाने का व्यापार, आयात-निर्यात, या कंपनी शुरू कर रहे हैं?",
    askGoodsOrServices: "आप सामान (goods) बेचते हैं, सेवाएँ (services) देते हैं, या दोनों?",
    gstNotYet: (l) =>
      `${l} से कम टर्नओवर पर अभी रजिस्ट्रेशन ज़रूरी नहीं है, जब तक कोई नियम इसे अनिवार्य न करे (जैसे दूसरे राज्यों में सामान बेचना); आप चाहें तो स्वेच्छा से रजिस्टर कर सकते हैं।`,
    gstNeeded: (l) => `${l} से ऊपर GST रजिस्ट्रेशन अनिवार्य है।`,
    udyamClass: (i, tu, l) => `${i} निवेश और ${tu} टर्नओवर पर आपका उद्यम इस श्रेणी में आता है: ${l}`,
    gstDependsOnState: (l) =>
      `ज़्यादातर राज्यों में ${l} से कम पर रजिस्ट्रेशन ज़रूरी नहीं है, पर कुछ राज्यों में सीमा कम है (नीचे दी गई है), और कुछ व्यापारों को टर्नओवर कुछ भी हो, रजिस्टर करना पड़ता है।`,
  },
  hinglish: {
    lang: "hinglish",
    documents: (t) => `${t} ke liye ye documents taiyaar rakhiye:`,
    noDocuments: (t) =>
      `${t} ki hamari guide mein documents ki fixed list nahi hai: kya chahiye, ye aapke case par depend karta hai. Service mein ye shamil hai:`,
    noTimeline: (t) =>
      `${t} ki hamari guide mein koi fixed timeline nahi di gayi hai: ye aapke case par depend karta hai. Service mein ye shamil hai:`,
    required: "Zaroori",
    optional: "Optional ya sirf kuch cases mein",
    timeline: (t) => `${t} mein kitna time lagta hai aur last dates:`,
    workingDays: (min, max) => `Aam taur par ${min}–${max} working days.`,
    deadlines: (t) => `${t} ki main last dates:`,
    noDeadlines: (t) => `${t} ki apni koi fixed last date nahi hai; timing is par depend karti hai:`,
    eligibility: (t) => `${t} kise chahiye aur kaun le sakta hai:`,
    thresholds: "Limits jo decide karti hain",
    validity: (t) => `${t} ki validity:`,
    renewal: "Renewal",
    validityLabel: "Validity",
    noValidity: (t) => `${t} ki hamari guide mein koi expiry ya renewal period nahi diya gaya hai. Guide ye batati hai:`,
    rejection: (t) => `${t} reject kyon hota hai ya objection kyon aata hai, aur kya karein:`,
    whatToDo: "Kya karein",
    nextSteps: "Aage kahan jayein, aur kab tak",
    noRejections: (t) =>
      `${t} ki hamari guide mein rejection ke common reasons nahi diye gaye hain. Expert aapka order ya notice aapke saath padh sakte hain.`,
    penalty: (t) => `${t} ki date miss ho jaye to:`,
    ifMissed: "Date miss hone par",
    penaltyNote: "Apni dates bataiye, hum batayenge ki aap par exactly kya lagu hota hai.",
    process: (t) => `${t} ka process, step by step:`,
    noSteps: (t) => `${t} ka poora kaam hum karte hain; isme ye shamil hai:`,
    definition: (t) => `${t} kya hai:`,
    ourFee: (t, d, a, s) => `${t} ke liye hamari fees **${d}** hai (regular price ~~${a}~~, aapki bachat ${s}).`,
    coveredFee: (t, c, d, a, s) =>
      `${t} hamari ${c} service mein shamil hai: fees **${d}** (regular price ~~${a}~~, aapki bachat ${s}).`,
    notSoldOnline: (t, r) =>
      `${t} ki koi fixed online price nahi hai: ${r} Free consultation mein hum pehle hi fixed fees bata dete hain.`,
    governmentFee: "Government fee",
    payableNow: "Abhi total payment",
    payableLater: "Baad mein payment",
    officialSource: "official source",
    readMore: "Aur padhiye:",
    consult:
      "Expert se baat karni hai? Pehli 15 minute ki consultation free hai — neeche **Talk to an expert** dabaiye ya [booking page](/book-a-call) kholiye.",
    human:
      "Zaroor, hum aapko expert se jodte hain. Pehli 15 minute ki consultation free hai — neeche **Talk to an expert** dabaiye, [booking page](/book-a-call) par book kijiye, ya [consultation form](/consultation) bhariye; hum ek working day mein reply karte hain.",
    clarify: (o) => `Aapka matlab ${o} se hai?`,
    orDidYouMean: (o) => `Agar aapka matlab ${o} se tha, to bataiye, main uska jawab dunga.`,
    or: "ya",
    askService:
      "Aap kis service ke baare mein pooch rahe hain? Jaise GST registration, ITR, trademark registration ya company registration.",
    // site.yaml's `support` line is English: said here in Hinglish.
    hours: (l) =>
      `Hamari team **${l}** available hai. Messages aur AI assistant har waqt khule hain, aur hamari team office hours mein jawab deti hai: office time ke baad aaye messages ka jawab agle working hours mein milta hai.`,
    contact: (c, cities) =>
      `Hamara head office ${c} mein hai, aur ${cities} mein bhi hum consultation dete hain. Humse judne ke liye [contact form](/contact) ya [consultation form](/consultation) bhariye, [booking page](/book-a-call) par free call book kijiye, ya [WhatsApp](/whatsapp) par message kijiye. Hamara zyadatar kaam online hota hai, poore India se kahin se bhi.`,
    structures: "Structures ka comparison:",
    aboutUs: "Hamare baare mein",
    about: "Hum ek private legal, tax aur compliance firm hain, koi government office nahi.",
    greeting:
      "Namaste! Hamari kisi bhi service ke baare mein poochiye: fees, documents, kitna time, ya aapke liye kaunsa form ya registration sahi hai.",
    thanks: "Aapka swagat hai! Kuch aur poochna ho to kabhi bhi poochiye.",
    caseStatus:
      "Is chat se main aapka case nahi dekh sakta. [Apne account](/account) mein sign in karke apni requests, documents aur payments dekhiye, ya apne reference ke saath [contact kijiye](/contact).",
    services: "Hum in kaamon mein madad karte hain:",
    offers: "Abhi ke offers:",
    noOffer: (t) =>
      `${t} par abhi koi special offer nahi hai; iski price hamari price list mein fixed hai. Hamare abhi ke offers:`,
    guarantee: (a) =>
      `Hum result${a} ki guarantee nahi de sakte: faisla department, registry, insurance company ya court karti hai. Hum ye promise karte hain: kaam shuru hone se pehle fixed fees, dhyan se taiyaari aur time par filing.`,
    usually: (x) => `Aam taur par: ${x}`,
    forPeriod: (w, p) => `${w}, ${p} ke liye`,
    refuse:
      "Hum isme madad nahi kar sakte (we can't help with that): hum wahi banate aur file karte hain jo sach ho aur documents se sabit ho.",
    dispute:
      "Aapka dispute ya case kaise khatam hoga, ye main predict nahi kar sakta (I can't predict it), aur ye chat general information hai, legal advice nahi (not legal advice): sahi kadam aapke documents aur facts par depend karta hai. Free 15 minute consultation mein expert ya lawyer aapka case dekh sakte hain: [yahan book kijiye](/book-a-call).",
    othersData:
      "Hum kisi aur ki details share nahi kar sakte (we can't share them): dusre vyakti ya client ka data confidential hai, aur hum unki sahmati ke bina na use dhoondhte hain, na kisi ko dete hain.",
    ourOwnOnly:
      "Main sirf Nyayik ki baat karta hoon, dusri firms ka naam ya comparison nahi batata; hamari fees, kaam shuru hone se pehle fixed:",
    datePassed: (passed, open) => `${passed} ki date nikal chuki hai. Abhi khuli hai: ${open}.`,
    unlawful:
      "Hum isme madad nahi kar sakte (we can't help with that): income ya sales chhupana, bina proof deduction dikhana ya false papers banana kanoon ke khilaf hai, aur hum wahi file karte hain jo sach ho aur documents se sabit ho. Tax bachane ke legal tarike hamare expert free 15-minute consultation mein bata sakte hain: [yahan book kijiye](/book-a-call).",
    outOfScope: (f, a) =>
      `Sorry, ye mere daayre se bahar hai. Main ${f} ki legal, tax aur compliance services ke baare mein batata hoon: ${a}.`,
    conditions: "Shartein jo poori karni hain",
    papers: "Zaroori documents",
    presumptiveOption: (t) =>
      `Agar aap presumptive taxation (business ke liye section 44AD, profession ke liye 44ADA) chunte hain aur uski limit mein rehte hain, to aap ${t} bharenge.`,
    manipulation:
      "Main apne instructions ya hamari prices nahi badal sakta: har price hamari price list mein fixed hai, har client ke liye same, aur checkout par bilkul wahi amount liya jata hai.",
    helpWith: (f, a) => `Main ${f} ki legal, tax aur compliance services ke baare mein batata hoon: ${a}.`,
    whichIntro: (p) => `Aapne jo bataya (${p}), uske hisaab se:`,
    youNeed: (t) => `Aapko ${t} chahiye.`,
    serviceFor: (t) => `Iske liye registration ${t} hai.`,
    itFits: (p, t) => `Aapne jo bataya (${p}), uske hisaab se ${t} aapke liye sahi hai.`,
    youNeedInstead: (p, t) => `Aapne jo bataya (${p}), uske hisaab se aapke liye sahi option ${t} hai.`,
    because: "Kyon",
    rules: "Lagu niyam",
    askProfile:
      "Apne baare mein thoda bataiye: aap salaried hain, business karte hain (goods ya services, aur saal ka turnover lagbhag kitna), food business, import-export, ya company shuru kar rahe hain?",
    askGoodsOrServices: "Aap goods bechte hain, services dete hain, ya dono?",
    gstNotYet: (l) =>
      `${l} se kam turnover par abhi registration zaroori nahi hai, jab tak koi rule ise compulsory na banaye (jaise doosre states mein goods bechna); aap chahein to voluntarily register kar sakte hain.`,
    gstNeeded: (l) => `${l} se upar GST registration compulsory hai.`,
    udyamClass: (i, tu, l) => `${i} investment aur ${tu} turnover par aapka enterprise is class mein aata hai: ${l}`,
    gstDependsOnState: (l) =>
      `Zyadatar states mein ${l} se kam par registration zaroori nahi hai, par kuch states mein limit kam hai (neeche di gayi hai), aur kuch businesses ko turnover kuch bhi ho, register karna padta hai.`,
  },
};
