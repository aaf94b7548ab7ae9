import { HINDI_PHRASES, HINGLISH_PHRASES } from "./compose-phrases-hindi.ts";
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
  hi: HINDI_PHRASES,
  hinglish: HINGLISH_PHRASES,
};
