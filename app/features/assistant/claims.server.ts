import type { Knowledge } from "./knowledge.server.ts";

/**
 * What the visitor claims about our terms, checked against content rather than against wordings
 * (decision 177): a coupon code none of our offers has ("FREE100 laga do"), and a price for a service that
 * is not ours ("mere dost ka 499 me hua tha", "₹1 only"). Either one makes the message a manipulation
 * attempt, whatever language or phrasing carries it, and the answer corrects the claim with the real figure.
 */

/** A code-like word: letters then digits ("FREE100", "NYAYIK30", "TM20"). */
const CODE = /\b([a-z]{2,12}\d{1,4})\b/gi;
/** A word saying the message is about a coupon or a code. */
const CODE_WORD = /\b(?:coupon|code|promo|voucher|referral)\w*\b|कूपन|कोड|प्रोमो|वाउचर/i;
/** A word in capitals (as typed) just after or before the word for a code. */
const CAPS_CODE =
  /\b(?:coupon|code|promo|voucher)(?:\s+code)?\s*[:=-]?\s*["'“]?([A-Z][A-Z0-9]{3,15})\b|\b([A-Z][A-Z0-9]{3,15})["'”]?\s+(?:coupon|promo|code)\b/g;
/** Words of a discount or of using a code at checkout. */
const DISCOUNT_TALK =
  /\b(?:coupon|promo|voucher|discount|offer|off|free|checkout|apply|redeem|laga\w*|chhoot|chhut)\b|%|छूट|कूपन|डिस्काउंट|ऑफर|फ्री|मुफ़्त|मुफ्त/i;
/** Capitalised words that are names of things, not codes ("GSTIN", "FSSAI", "UDYAM"). */
const ACRONYM =
  /^(?:GSTIN|GSTR\w*|FSSAI|UDYAM|NEFT|RTGS|IMPS|AADHAAR|AADHAR|HSN|SAC|UPI|PAN|TAN|TDS|TCS|IGST|CGST|SGST|DSC|DIN|LLPIN|CIN|MSME|HUF|NRI|OTP|IFSC|SWIFT|EMI|GST|ITR\w*|LUT|IEC|OPC|LLP|DGFT|ICEGATE|MCA|ROC)$/;
/** Form, return and section names that look like codes ("GSTR9", "ITR2", "INC20", "FY25"). */
const FORM_NAME =
  /^(?:itr|gstr|inc|dir|aoc|mgt|adt|dpt|rfd|cmp|itc|reg|sh|form|fy|ay|sec|section|tm[a-z]|ca|cb|pmt|trn|hsn|sac)\d/i;

/** The coupon codes an offer's description names ("TM20"). */
export function codesOf(description: string): string[] {
  return description.match(/\b[A-Z]{2,}\d{1,3}\b/g) ?? [];
}

/** The coupon codes our offers name, read once per list of offers. */
const codesByOffers = new WeakMap<object, Set<string>>();
export function offerCodes(offers: { description: string }[]): Set<string> {
  let codes = codesByOffers.get(offers);
  if (!codes) {
    codes = new Set(offers.flatMap((o) => codesOf(o.description)));
    codesByOffers.set(offers, codes);
  }
  return codes;
}

/** The shares off our offers state ("20% off"). */
function offerPercents(offers: { description: string }[]): number[] {
  return offers.flatMap((o) => [...o.description.matchAll(/(\d{1,3})\s?%/g)].map((m) => Number(m[1])));
}

/** A coupon code the message names that none of our offers has, or undefined. */
export function unknownCode(message: string, codes: Set<string>): string | undefined {
  const text = message.slice(0, 2000);
  if (!CODE_WORD.test(text)) return undefined;
  for (const m of text.matchAll(CODE)) {
    const code = (m[1] ?? "").toUpperCase();
    if (!codes.has(code) && !FORM_NAME.test(code)) return code;
  }
  // A code of capitals only, written beside the word "code" ("with code GSTFREE", "FESTIVE coupon"), where
  // the message speaks of a discount ("DGFT code" is a registration, not a coupon).
  if (!DISCOUNT_TALK.test(text)) return undefined;
  for (const m of text.matchAll(CAPS_CODE)) {
    const code = m[1] ?? m[2] ?? "";
    if (!codes.has(code) && !ACRONYM.test(code)) return code;
  }
  return undefined;
}

/** A unit after a figure that makes it a count, a period or a size, not a price ("pay 20 lakh", "quoted 15 days"). */
const UNIT_AFTER = String.raw`(?!\s*(?:%|percent|lakh|lac|lakhs|crore|cr|k\b|hazar|hazaar|thousand|days?|din|months?|mahin\w*|years?|saal|yrs?|hours?|ghante|employees?|people|log|class\w*|pages?|words?|sq|km|kg|हज़ार|हजार|लाख|करोड़|दिन|महीन|साल))`;
/**
 * Figures said as a price: "₹499", "rs 99", "99 rs", "499 rupaye", "499 में", "499 me" (not "FY 25-26 me");
 * "quoted 350", "pay 499"; and, with a word of money beside it (`bare`), "499 all inclusive", "350 only".
 */
const CLAIMED: { re: RegExp; bare?: boolean }[] = [
  {
    re: /(?:₹|\brs\.?|\binr)\s*(\d[\d,]*)(?![\d,.]*\d)(?![\d,.]*\s*(?:lakh|lac|lakhs|crore|cr|k|hazar|hazaar|thousand|हज़ार|हजार|लाख|करोड़)\b)/giu,
  },
  { re: /(?<![\d/.-])\b(\d[\d,]*)\s*(?:rs\b|rupees?\b|rupaye\b|rupay\b|रुपये|रुपए|रु\b|me\b|mein\b|mai\b|mei\b|में)/giu },
  {
    re: new RegExp(
      String.raw`\b(?:pay|paying|charged?|charging|quoted?|quote)\s+(?:me\s+|us\s+|you\s+|u\s+)?(\d{2,6})\b${UNIT_AFTER}`,
      "giu",
    ),
  },
  { re: /(?<![\d/.-])\b(\d{2,6})\s+(?:all[- ]inclusive|all in|inclusive|only|flat|total)\b/giu, bare: true },
];
/** A price for work said or asked: "kar do", "rate", "match", "किया था". Without one an amount is not a claim. */
const PRICE_TALK =
  /\b(?:price|prices|rate|rates|fee|fees|charge|charges|charged|cost|costs|do (?:it|that|this|the same)|does it|same|kar do|kardo|karo|kar dijiye|karwa\w*|kiya tha|kiye the|hua tha|ho jayega|ho jaega|ho jaye|lagao|laga do|deal|offer|offered|quote|quoted|match|book|only|sirf|bas|all inclusive)\b|रेट|फीस|फ़ीस|कीमत|दाम|किया था|हुआ था|कर दो|करवा|करा दो|में हो/i;
/** Amounts that are the visitor's own figures or the law's, not a price for our work. */
const NOT_A_PRICE =
  /\b(?:turnover|income|salary|sales|bill|invoice|claim|claimed|penalty|late fee|fine|interest|tax|tds|stamp|govt|government|sarkari|per day|daily|refund|rent|profit|loss|loan|premium|demand|challan|capital|turn over|revenue|receipts?|paid|advance|balance|baaki|payment id)\b|सरकारी|जुर्माना|टैक्स|बिल|किराया|प्रति दिन|रोज़|भुगतान कर दिया/i;

/**
 * A price the message claims for our work on a service that is below what we charge, or undefined.
 * `prices`: our fee and every other figure content states for the service (its government fee, the total).
 */
export function claimedPrice(message: string, ours: number, stated: number[]): number | undefined {
  const text = message.slice(0, 2000).replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966));
  if (!PRICE_TALK.test(text)) return undefined;
  for (const { re, bare } of CLAIMED) {
    for (const m of text.matchAll(re)) {
      const n = Number((m[1] ?? "").replace(/,/g, ""));
      if (!Number.isFinite(n) || n <= 0 || n >= ours || stated.includes(n)) continue;
      // A year or a form number is not a price ("2024 me", "ITR 2 me"); "₹1" said with the sign is one.
      if ((n >= 1990 && n <= 2100) || (n < 10 && !/^(?:₹|rs|inr)/i.test(m[0]))) continue;
      // The visitor's own figure or the law's said next to it ("late fee ₹200", "paid 500 rs", "turnover…").
      const at = m.index ?? 0;
      const end = at + m[0].indexOf(m[1] ?? "") + (m[1] ?? "").length;
      if (NOT_A_PRICE.test(text.slice(Math.max(0, at - 25), end + 12))) continue;
      // A figure in lakhs or crores ("sales past ₹42 lakh", "₹1.8 crore of machinery") is a turnover, not our fee.
      if (IN_LAKHS.test(text.slice(end, end + 12))) continue;
      // A bare figure ("only 16") is a price only with a word of money beside it ("just 499 all inclusive").
      if (bare && !MONEY_NEAR.test(text.slice(Math.max(0, at - 30), at + m[0].length + 30))) continue;
      return n;
    }
  }
  return undefined;
}

/** A unit of lakhs, crores or thousands right after a figure. */
const IN_LAKHS = /^(?:\.\d+)?\s?(?:lakhs?|lacs?|crores?|cr|l|k|thousand|hazaar|hazar|लाख|करोड़|करोड|हज़ार|हजार)(?![a-z])/i;

/** A word of money, for a bare figure to count as a price. */
const MONEY_NEAR =
  /\b(?:price|fees?|charges?|charged|cost|rate|pay|paying|paid|inclusive|rs|rupees?|rupaye|inr|quote|quoted)\b|₹|रुपये|रुपए|फीस|फ़ीस|कीमत/i;

/** "90% off", "50% discount", "90% छूट": a share off said in the message. */
const PERCENT_OFF = /(\d{1,3})\s?(?:%|percent|pc)\s*(?:off|discount|chhoot|chhut|chut|cashback|छूट|डिस्काउंट|ऑफ)/giu;

/** A share off the message says, that neither our offers nor our own saving on the service state. */
export function claimedPercent(message: string, real: number[]): number | undefined {
  for (const m of message.slice(0, 2000).matchAll(PERCENT_OFF)) {
    const n = Number(m[1]);
    if (n > 0 && n <= 100 && !real.includes(n)) return n;
  }
  return undefined;
}

/** What content says of a service's price: our fee, the regular fee, and every figure of the price box. */
export function statedFigures(price: {
  actual: number;
  discounted: number;
  governmentNote: string;
  payableNow: string;
}): number[] {
  const figures = `${price.governmentNote} ${price.payableNow}`.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];
  return [price.actual, price.discounted, ...figures.map((f) => Math.round(Number(f.replace(/,/g, ""))))];
}

export type Claim = { code: string } | { amount: number } | { percent: number };

/** The sentence that corrects a claim, in the visitor's language (never repeating the claimed figure). */
export const CLAIM_PHRASES: Record<"en" | "hi" | "hinglish", { code: string; offer: string; amount: (t: string) => string }> = {
  en: {
    code: "That coupon code is not one of ours, so it will not work at checkout: only the codes listed with our offers do.",
    offer:
      "We don't have that offer: the only discounts are the ones listed with our offers below, and every client pays the fixed fee from our price list.",
    amount: (t) =>
      `That is not our price for ${t}, and I can't agree to it: every client pays the fixed fee from our price list.`,
  },
  hi: {
    code: "यह कूपन कोड हमारा नहीं है, इसलिए चेकआउट पर यह काम नहीं करेगा: सिर्फ़ हमारे ऑफ़र में लिखे कोड चलते हैं।",
    offer: "ऐसा कोई ऑफ़र हमारा नहीं है: छूट सिर्फ़ नीचे लिखे हमारे ऑफ़र में है, और हर ग्राहक हमारी मूल्य-सूची की तय फ़ीस देता है।",
    amount: (t) => `यह ${t} के लिए हमारी कीमत नहीं है, और मैं इसे मान नहीं सकता: हर ग्राहक हमारी मूल्य-सूची की तय फ़ीस देता है।`,
  },
  hinglish: {
    code: "Ye coupon code hamara nahi hai, isliye checkout par ye nahi chalega: sirf hamare offers wale code chalte hain.",
    offer:
      "Aisa koi offer hamara nahi hai: discount sirf neeche likhe hamare offers mein hai, aur har client hamari price list ki fixed fee deta hai.",
    amount: (t) =>
      `Ye ${t} ke liye hamari price nahi hai, aur main ise maan nahi sakta: har client hamari price list ki fixed fee deta hai.`,
  },
};

/** The claim the message makes about our terms for the service in view, if any. */
export function claimOf(k: Knowledge, message: string, slug: string | undefined): Claim | undefined {
  const code = unknownCode(message, offerCodes(k.offers));
  if (code) return { code };
  const price = slug ? k.services.get(slug)?.price : undefined;
  const percents = [...offerPercents(k.offers)];
  if (price && price.actual > 0) percents.push(Math.round((100 * (price.actual - price.discounted)) / price.actual));
  const percent = claimedPercent(message, percents);
  if (percent !== undefined) return { percent };
  const amount = price ? claimedPrice(message, price.discounted, statedFigures(price)) : undefined;
  return amount === undefined ? undefined : { amount };
}
