import type { ComposePhrases } from "./compose-phrases.ts";

/** The composer's fixed sentences in Hindi (Devanagari) and Hinglish (split from compose-phrases.ts, decision 184). */

export const HINDI_PHRASES: ComposePhrases = {
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
};

export const HINGLISH_PHRASES: ComposePhrases = {
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
  noOffer: (t) => `${t} par abhi koi special offer nahi hai; iski price hamari price list mein fixed hai. Hamare abhi ke offers:`,
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
};
