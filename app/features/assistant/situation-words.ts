import type { ServiceFacts } from "#app/features/catalogue/facts-schema.ts";
import type { Profile } from "./labels.ts";

/**
 * How a visitor's situation is said back to them (split from situation.server.ts, decision 184): amounts in
 * lakhs and crores, the profile in their language, and the Udyam class that an investment and a turnover decide.
 */

export const LAKH = 100_000;
export const CRORE = 100 * LAKH;

/** "₹40 lakh" / "₹2 crore" for a cut-off in rupees. */
export function rupeesShort(n: number): string {
  // (A crore or more in crores, to two places: "₹1.8 crore", not "₹180 lakh".)
  if (n >= CRORE && n % (CRORE / 100) === 0) return `₹${n / CRORE} crore`;
  if (n >= LAKH) return `₹${Math.round((n / LAKH) * 100) / 100} lakh`;
  return `₹${n.toLocaleString("en-IN")}`;
}

/** Slot values in Hindi for the Devanagari answers (English and Hinglish show them as labelled). */
const HINDI_LABELS: Record<string, string> = {
  individual: "व्यक्ति",
  salaried: "नौकरीपेशा",
  senior_citizen: "वरिष्ठ नागरिक",
  nri: "एनआरआई",
  proprietor: "प्रोपराइटर",
  partnership: "साझेदारी फ़र्म",
  company: "कंपनी",
  opc: "अकेले संस्थापक",
  startup: "स्टार्टअप",
  trust_ngo: "ट्रस्ट या NGO",
  foreign_company: "विदेशी कंपनी",
  salary: "वेतन",
  pension: "पेंशन",
  house_property: "मकान से आय",
  capital_gains: "कैपिटल गेन",
  business: "व्यापार",
  profession: "प्रोफ़ेशन",
  presumptive: "अनुमानित आय (44AD/44ADA)",
  foreign: "विदेशी आय",
  agriculture: "खेती की आय",
  other_sources: "अन्य स्रोत",
  goods: "सामान",
  services: "सेवाएँ",
  food: "खाद्य व्यापार",
  import_export: "आयात-निर्यात",
  ecommerce: "ई-कॉमर्स",
  software: "सॉफ़्टवेयर",
  manufacturing: "उत्पादन",
};

/** Profile values whose slot name is no plain word ("opc" is the visitor alone, not a company yet). */
const LATIN_LABELS: Record<string, string> = {
  opc: "a single founder",
  trust_ngo: "trust or NGO",
  huf: "HUF",
  nri: "NRI",
  llp: "LLP",
};

/** The profile in a few words for the answer's opening line. */
export function describeProfile(p: Profile, lang: "en" | "hi" | "hinglish" = "en"): string {
  const label = (v: string) => (lang === "hi" ? HINDI_LABELS[v] : LATIN_LABELS[v]) ?? v.replace(/_/g, " ");
  const parts: string[] = [];
  if (p.entity) parts.push(label(p.entity));
  if (p.income?.length) parts.push(`${lang === "hi" ? "आय" : "income"}: ${p.income.map(label).join(", ")}`);
  if (p.activity) parts.push(label(p.activity));
  if (p.turnover !== undefined) parts.push(rupeesShort(p.turnover));
  return parts.join("; ");
}

const AMOUNT = String.raw`(?:₹|rs\.?\s*)?(\d+(?:\.\d+)?)\s*(lakhs?|lacs?|crores?|cr\b|लाख|करोड़)`;
const INVESTED = new RegExp(String.raw`(?:investment|invested|plant|machinery|equipment|nivesh|निवेश)\D{0,30}?${AMOUNT}`, "i");
const TURNOVER = new RegExp(String.raw`(?:turnover|sales|revenue|टर्नओवर|बिक्री)\D{0,20}?${AMOUNT}`, "i");
const amountOf = (n?: string, unit?: string) => Number(n) * (/cr|करोड़/i.test(unit ?? "") ? CRORE : LAKH);
const LIMITS = /investment up to ₹([\d.]+) crore and turnover up to ₹([\d.]+) crore/i;

/**
 * "Investment 2 crore, turnover 8 crore: micro or small?": the Udyam class from the two amounts, by the
 * facts file's own threshold lines (MSMED Act classes as revised from 1 April 2025): the first class
 * whose investment and turnover limits both hold. Undefined unless both amounts are stated.
 */
export function udyamClass(
  message: string,
  facts: ServiceFacts | undefined,
): { line: string; invested: number; turnover: number } | undefined {
  const inv = INVESTED.exec(message);
  const turn = TURNOVER.exec(message);
  if (!inv || !turn) return undefined;
  const invested = amountOf(inv[1], inv[2]);
  const turnover = amountOf(turn[1], turn[2]);
  for (const x of facts?.thresholds ?? []) {
    const m = LIMITS.exec(x.value);
    if (m && invested <= Number(m[1]) * CRORE && turnover <= Number(m[2]) * CRORE)
      return { line: `${x.what}: **${x.value}**`, invested, turnover };
  }
  return undefined;
}
