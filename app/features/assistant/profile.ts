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
 * "We're a private limited company though", "main senior citizen hoon", "हम पार्टनरशिप फर्म हैं": a short
 * statement of who the visitor is, asking nothing of its own. With a topic in view it changes the profile
 * that answers the earlier question, not the topic (decision 175).
 */
const WHO_WE_ARE =
  /^\s*(?:(?:but|and|ok|okay|actually|also|well|btw|par|lekin|aur|पर|लेकिन|और)\s+)*(?:we(?: a)?re|we'?re|we are|i(?: a)?m|i'?m|i am|im|hum|ham|main|mai|मैं|हम)\b/i;
const ASKS =
  /[?？]|\b(?:how|what|which|when|why|who|can|do|does|should|kya|kitna|kitne|kab|kaise|kaun|is (?:that|it|this)|problem|matter|allowed|chalega|chalta|dikkat|issue)\b|क्या|दिक्कत|समस्या|चलेगा|कितन|कब|कैसे|कौन/i;
export function saysWhoWeAre(text: string): boolean {
  return WHO_WE_ARE.test(text) && !ASKS.test(text) && text.trim().split(/\s+/).length <= 10;
}
