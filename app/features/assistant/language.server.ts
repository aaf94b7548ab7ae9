import { formatRupees, formatSaving, type Price } from "#app/features/catalogue/price.ts";

/**
 * The visitor's language for the assistant's fixed sentences: English, Hindi in Devanagari, or
 * Hinglish (Hindi written in Latin script). Facts (prices, documents, dates) come from the content
 * in any language; only the sentences around them are translated here.
 */
export type Language = "en" | "hi" | "hinglish";

/** Hindi words that rarely appear in an English sentence; two of them make a message Hinglish. */
const HINGLISH_MARKERS = new Set(
  (
    "kya hai hain ka ki ke ko kitna kitne kitni kaise kab kahan kaun konsa kaunsa kaunse konse chahiye lagega lagegi " +
    "lagenge lagta lagti karna karne karni karwana karwani karu karun karein mujhe mera meri mere hamara hamari aap " +
    "aapka aapki aapke batao bataiye bataye bata sakte sakta sakti milega milegi hoga hogi hota hoti liye wala wali " +
    "mein se par aur bhi kab tak kharcha kharch dastavez kagaz samay time lagta baat kijiye karo mila milta milti " +
    "wale wala waale waala toh dunga denge karwa karwaunga karwaya bhai nahi nahin kuch koi abhi agar lekin kyun kyu " +
    "kyunki hum humko hamein humara apna apni apne unka uska woh yeh kiya kiye diya dena lena saal mahine paisa " +
    "paise rupaye pe do de na wo ye kar jo lo"
  ).split(" "),
);
/** Words shared with English that alone prove nothing ("time", "se" in "se 44AD"...). */
const WEAK_MARKERS = new Set([
  "time",
  "se",
  "par",
  "me",
  "bhi",
  "ka",
  "ki",
  "ke",
  "ko",
  "pe",
  "do",
  "de",
  "na",
  "wo",
  "ye",
  "kar",
  "jo",
  "lo",
  "koi",
  "hum",
]);

export function detectLanguage(message: string): Language {
  if (/[\u0900-\u097F]/.test(message)) return "hi";
  const words = message.toLowerCase().match(/[a-z]+/g) ?? [];
  const markers = new Set(words.filter((w) => HINGLISH_MARKERS.has(w)));
  const strong = [...markers].filter((w) => !WEAK_MARKERS.has(w));
  return strong.length >= 2 || (strong.length >= 1 && markers.size >= 2) ? "hinglish" : "en";
}

type Phrases = {
  price: (title: string, p: Price) => string;
  coveredPrice: (title: string, covering: string, p: Price) => string;
  notSoldOnline: (title: string, reason: string) => string;
  documents: (title: string) => string;
  timeline: (title: string) => string;
  hours: (label: string, support: string) => string;
  consult: string;
  readMore: string;
  guarantee: (about: string) => string;
  dispute: string;
  outOfScope: (firm: string) => string;
  injection: string;
};

const save = (p: Price) => formatSaving(p.percentage);

export const PHRASES: Record<Language, Phrases> = {
  en: {
    price: (title, p) =>
      `**${title}** costs **${formatRupees(p.discounted)}** with us (regular price ${formatRupees(p.actual)}, you save ${save(p)}). That is our professional fee; any government fee is extra and is listed in the guide.`,
    coveredPrice: (title, covering, p) =>
      `**${title}** is covered by our **${covering}** service: **${formatRupees(p.discounted)}** (regular price ${formatRupees(p.actual)}, you save ${save(p)}). That is our professional fee; any government fee is extra and is listed in the guide.`,
    notSoldOnline: (title, reason) =>
      `**${title}** has no fixed online price: ${reason.charAt(0).toLowerCase()}${reason.slice(1)} Tell us the details in a free consultation and we'll quote a fixed fee before you decide.`,
    documents: (title) => `For **${title}**, keep these ready:`,
    timeline: (title) => `Timeline and due dates for **${title}**:`,
    hours: (label, support) =>
      `Our team is available **${label}**, with ${support}. You can message us or use this chat at any time, and we follow up on anything that arrives after hours.`,
    consult:
      "Want an expert to look at your case? Book a free 15-minute consultation — press **Talk to an expert** below or use our [booking page](/book-a-call).",
    readMore: "Read more:",
    guarantee: (about) =>
      `We can't promise an outcome${about}: the decision is made by the authority — the registry, the tax department, the insurer or a court — and nobody can honestly guarantee it. What we do promise: a fixed fee agreed before we start, careful preparation, filing on time, and updates at every step.`,
    dispute:
      "I can't give legal advice on a specific dispute in a chat: the right step depends on your documents and facts, and a wrong move can cost you. An expert can look at your case in a free 15-minute consultation, explain your options and quote a fixed fee.",
    outOfScope: (firm) =>
      `Sorry, that's outside what I can help with. I answer questions about ${firm}'s legal, tax and compliance services: trademarks and IP, GST, income tax, company registration and licences, insurance claims and agreements.`,
    injection:
      "I can't change my instructions or our prices: every price comes from our price list, and the checkout charges exactly that amount.",
  },
  hi: {
    price: (title, p) =>
      `**${title}** के लिए हमारी फ़ीस **${formatRupees(p.discounted)}** है (सामान्य कीमत ${formatRupees(p.actual)}, आपकी बचत ${save(p)})। सरकारी फ़ीस अलग से लगती है, जो गाइड में दी गई है।`,
    coveredPrice: (title, covering, p) =>
      `**${title}** हमारी **${covering}** सेवा में शामिल है: फ़ीस **${formatRupees(p.discounted)}** (सामान्य कीमत ${formatRupees(p.actual)}, आपकी बचत ${save(p)})। सरकारी फ़ीस अलग से लगती है।`,
    notSoldOnline: (title, reason) =>
      `**${title}** की कोई तय ऑनलाइन कीमत नहीं है (${reason}) मुफ़्त परामर्श में अपनी ज़रूरत बताइए, हम पहले ही तय फ़ीस बता देंगे।`,
    documents: (title) => `**${title}** के लिए ये दस्तावेज़ तैयार रखें:`,
    timeline: (title) => `**${title}** में लगने वाला समय और आख़िरी तारीख़ें:`,
    hours: (label, support) =>
      `हमारी टीम **${label}** उपलब्ध है, साथ में ${support}। आप कभी भी संदेश भेज सकते हैं; समय के बाद आए संदेशों का जवाब अगले कार्य-समय में दिया जाता है।`,
    consult:
      "किसी विशेषज्ञ से बात करनी है? पहली 15 मिनट की सलाह मुफ़्त है — नीचे **Talk to an expert** दबाएँ या [बुकिंग पेज](/book-a-call) खोलें।",
    readMore: "और पढ़ें:",
    guarantee: (about) =>
      `हम नतीजे${about} की गारंटी नहीं दे सकते: फ़ैसला संबंधित विभाग, बीमा कंपनी या अदालत करती है। हम यह वादा करते हैं: काम शुरू करने से पहले तय फ़ीस, सावधानी से तैयारी, समय पर फ़ाइलिंग और हर कदम पर जानकारी।`,
    dispute:
      "चैट में किसी खास विवाद पर कानूनी सलाह देना संभव नहीं है: सही कदम आपके दस्तावेज़ों और तथ्यों पर निर्भर करता है। मुफ़्त 15 मिनट के परामर्श में विशेषज्ञ आपका मामला देखकर विकल्प और तय फ़ीस बताएँगे।",
    outOfScope: (firm) =>
      `माफ़ कीजिए, यह हमारे काम के दायरे से बाहर है। मैं ${firm} की कानूनी, टैक्स और कंप्लायंस सेवाओं के बारे में बता सकता हूँ: ट्रेडमार्क, GST, इनकम टैक्स, कंपनी रजिस्ट्रेशन, बीमा क्लेम और एग्रीमेंट।`,
    injection: "मैं अपने निर्देश या हमारी कीमतें नहीं बदल सकता: हर कीमत हमारी मूल्य-सूची से आती है और भुगतान उतना ही लिया जाता है।",
  },
  hinglish: {
    price: (title, p) =>
      `**${title}** ke liye hamari fees **${formatRupees(p.discounted)}** hai (regular price ${formatRupees(p.actual)}, aapki bachat ${save(p)}). Government fee alag se lagti hai, jo guide mein di gayi hai.`,
    coveredPrice: (title, covering, p) =>
      `**${title}** hamari **${covering}** service mein shamil hai: fees **${formatRupees(p.discounted)}** (regular price ${formatRupees(p.actual)}, aapki bachat ${save(p)}). Government fee alag se lagti hai.`,
    notSoldOnline: (title, reason) =>
      `**${title}** ki koi fixed online price nahi hai (${reason}) Free consultation mein apni zaroorat bataiye, hum pehle hi fixed fees bata denge.`,
    documents: (title) => `**${title}** ke liye ye documents taiyaar rakhiye:`,
    timeline: (title) => `**${title}** mein kitna time lagta hai aur last dates:`,
    hours: (label, support) =>
      `Hamari team **${label}** available hai, saath mein ${support}. Aap kabhi bhi message kar sakte hain; office time ke baad aaye messages ka jawab agle working hours mein milta hai.`,
    consult:
      "Expert se baat karni hai? Pehli 15 minute ki consultation free hai — neeche **Talk to an expert** dabaiye ya [booking page](/book-a-call) bhariye.",
    readMore: "Aur padhiye:",
    guarantee: (about) =>
      `Hum result${about} ki guarantee nahi de sakte: faisla department, insurance company ya court karti hai. Hum ye promise karte hain: kaam shuru karne se pehle fixed fees, dhyan se taiyaari, time par filing aur har step par update.`,
    dispute:
      "Chat mein kisi specific dispute par legal advice dena sahi nahi hai: sahi kadam aapke documents aur facts par depend karta hai. Free 15 minute consultation mein expert aapka case dekh kar options aur fixed fees batayenge.",
    outOfScope: (firm) =>
      `Sorry, ye hamare kaam ke daayre se bahar hai. Main ${firm} ki legal, tax aur compliance services ke baare mein bata sakta hoon: trademark, GST, income tax, company registration, insurance claim aur agreements.`,
    injection:
      "Main apne instructions ya hamari prices nahi badal sakta: har price hamari price list se aati hai aur checkout par wahi amount liya jata hai.",
  },
};
