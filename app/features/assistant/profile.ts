import type { Profile } from "./labels.ts";

/**
 * Amounts a visitor states about themselves ("turnover 50 lakh", "1.5 cr", "₹40,00,000", "12 लाख"),
 * read by rule into rupees: the model classifies, numbers are parsed (decision 123).
 */
const UNIT = /(\d+(?:\.\d+)?)\s*(lakhs?|lacs?|lac|l|crores?|cr|करोड़|करोड|लाख)(?![\p{L}])/iu;
const RUPEES = /(?:₹|\brs\.?|\binr)\s*(\d{1,3}(?:,\d{2,3})+|\d{5,})(?![\d,])/i;

export function parseAmount(text: string): number | undefined {
  const ascii = text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966)).slice(0, 2000);
  const unit = UNIT.exec(ascii);
  if (unit) {
    const n = Number(unit[1]);
    const crore = /^(cr|crores?|करोड़|करोड)$/i.test(unit[2] ?? "");
    // "Crossed 40 lakh", "above 20 lakh", "40 लाख से ज़्यादा": just over the amount, which decides a limit.
    const before = ascii.slice(Math.max(0, unit.index - 20), unit.index);
    const after = ascii.slice(unit.index + unit[0].length, unit.index + unit[0].length + 20);
    const over =
      /\b(?:crossed|crosses|cross|above|exceed\w*|more than|over|beyond|paar)\s*(?:rs\.?|₹)?\s*$/i.test(before) ||
      /^\s*(?:se (?:zyada|jyada|upar)|से (?:ज़्यादा|ज्यादा|ऊपर|अधिक)|(?:को )?पार|\+|plus)/i.test(after);
    const value = Math.round(n * (crore ? 1e7 : 1e5)) + (over ? 1 : 0);
    return Number.isFinite(value) && value > 0 && value < 1e13 ? value : undefined;
  }
  const rupees = RUPEES.exec(ascii);
  if (rupees) {
    const value = Number((rupees[1] ?? "").replace(/,/g, ""));
    return value >= 10000 && value < 1e13 ? value : undefined;
  }
  return undefined;
}

/**
 * A business the visitor works for or is a partner in is not the one filing (decision 178): "salary from one
 * company", "company ne RSU diye", "I'm a partner in our family firm, I get remuneration". The person files
 * their own return: a salaried person, or a partner whose share of profit, salary and interest from the firm
 * is business income.
 */
const PAID_BY =
  /\b(?:salary|salaried|job|naukri|work(?:ing|s)?|employed|employee|employer|rsus?|esops?|pays? me)\b[^.?!]{0,30}\b(?:company|firm|llp|mnc|pvt ltd|private limited|startup)\b|\b(?:company|firm|employer|mnc|startup)\b[^.?!]{0,6}\b(?:ne|se)\b[^.?!]{0,30}\b(?:salary|diye|diya|di|deti|deta|mila|mile|rsus?|esops?|shares)\b|(?:कंपनी|फर्म)\s*(?:में|से|ने)[^.?!]{0,25}(?:नौकरी|सैलरी|जॉब|वेतन|शेयर)/;
const PARTNER_IN =
  /\b(?:i am|i'm|im|i m|main|mai)\b[^.?!]{0,12}\b(?:a |ek )?(?:partner|sleeping partner|working partner)\b|\b(?:remuneration|interest on (?:my )?capital)\b|(?:मैं|में)[^.?!]{0,12}पार्टनर/;

export function filerProfile(p: Profile, message: string): Profile {
  const m = message.slice(0, 2000).toLowerCase();
  if (!p.entity || !["company", "opc", "partnership", "llp"].includes(p.entity)) return p;
  if (PARTNER_IN.test(m) && p.entity !== "company" && p.entity !== "opc") {
    const { entity: _firm, ...person } = p;
    return { ...person, income: [...new Set([...(p.income ?? []), "business" as const])] };
  }
  if (PAID_BY.test(m)) return { ...p, entity: "salaried", income: [...new Set([...(p.income ?? []), "salary" as const])] };
  return p;
}
