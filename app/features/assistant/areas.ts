import { ownedAt } from "./model/features.ts";
/**
 * A safety net for a service question whose state names no service: a word that names a whole area
 * (first match wins, so the narrower areas come before "company") gives its main guide, or, where the
 * area has several, one question among them.
 */
export const AREA_GUIDES: [RegExp, string[]][] = [
  // (A tax audit is the business return's: its limits for turnover and for professional receipts.)
  [/\btax audit\b|टैक्स ऑडिट/, ["business-tax-filing"]],
  [
    /\bitr\b|income.?tax|\b(?:new|old) regime\b|\b(?:kamai|income|aay) ka return\b|आयकर|आईटीआर|इनकम टैक्स|(?:कमाई|आय|इनकम) का रिटर्न/,
    ["itr-1-to-itr-7-return-filing"],
  ],
  // (A class of goods said beside a brand, "our brand filed in class 35": the trademark's classes.)
  [
    /trademark|ट्रेडमार्क|(?<=\b(?:brand|logo|mark)\b[^.?!]{0,40})\bclass(?:es)? \d{1,2}\b|\bclass(?:es)? \d{1,2}\b(?=[^.?!]{0,40}\b(?:brand|logo|mark)\b)/,
    ["trademark-registration"],
  ],
  // (Getting a GSTIN or a GST number is the registration too: "how many days to get my GSTIN?".)
  [
    /(?:\bgst\b|जीएसटी).{0,20}(?:\bregi\w*|रजिस्ट्रेशन|पंजीकरण)|\b(?:get|getting|receive|obtain|apply for)\b[^.?!]{0,15}\b(?:my |a |the )?(?:gstin|gst number|gst no)\b|\b(?:gstin|gst number|gst no)\b[^.?!]{0,15}\b(?:milega|mil jayega|kab|kitne din)/,
    ["gst-registration"],
  ],
  [/(?:\bgst\b|जीएसटी).{0,20}(?:return|रिटर्न)|\bgstr/, ["gst-return-filing"]],
  [/\bgst\b|जीएसटी/, ["gst-registration", "gst-return-filing"]],
  [/fssai|food licen|एफएसएसएआई/, ["food-business-licence"]],
  [/udyam|\bmsme\b|उद्यम/, ["small-business-registration"]],
  [/\biec\b|import.?export code/, ["import-export-compliance-if-applicable"]],
  [/\bpatent|पेटेंट/, ["patent-registration"]],
  [/copyright|कॉपीराइट/, ["copyright-registration"]],
  // A claim's kind said in the same breath as the insurer or the claim: that claim's guide.
  [
    /(?:\bcar\b|\bbike\b|\bvehicle\b|scooter|gaadi|गाड़ी|गाडी|कार|बाइक|स्कूटर).{0,60}(?:insur|claim|surveyor|इंश्योरेंस|बीमा|क्लेम|सर्वेयर)|(?:insur|claim|surveyor|इंश्योरेंस|बीमा|क्लेम).{0,60}(?:\bcar\b|\bbike\b|vehicle|scooter|gaadi|गाड़ी|कार|बाइक)/,
    ["vehicle-insurance-claim"],
  ],
  [
    /(?:hospital|mediclaim|treatment|surgery|cashless|\btpa\b|\bhealth\b|अस्पताल|हॉस्पिटल|हेल्थ|मेडिक्लेम|कैशलेस).{0,60}(?:insur|claim|reimburs|क्लेम|बीमा|इंश्योरेंस)|(?:insur|claim|reimburs).{0,60}(?:hospital|treatment|surgery)/,
    ["health-insurance-claim"],
  ],
  [
    /(?:house|home|flat|fire|flood|burgl|cyclone|earthquake|घर|होम|फ्लैट|मकान|आग|बाढ़|चोरी).{0,60}(?:insur|claim|इंश्योरेंस|बीमा|क्लेम)|(?:insur|claim|इंश्योरेंस|बीमा|क्लेम).{0,60}(?:house|home|fire|flood|घर|होम|मकान|आग|बाढ़)/,
    ["homeowner-property-damage-insurance-claim"],
  ],
  [
    /(?:death|died|passed away|expired|life (?:insurance|policy)|\blic\b|term plan|मृत्यु|देहांत|निधन|गुज़र|गुजर).{0,60}(?:insur|claim|nominee|policy|इंश्योरेंस|बीमा|क्लेम|नॉमिनी|पॉलिसी)/,
    ["life-insurance-claim"],
  ],
  // Land or a house passed on by a deed or a registry ("गाँव की ज़मीन भाई को बेच रहा हूँ, डीड"): the property
  // transfer. A sale alone is news for a return (capital gains); a rent or lease is the agreements' guide.
  [
    /^(?![\s\S]*(?:\brent|\blease|kiraya|kiraye|किराय|लीज|insur|बीमा|इंश्योरेंस|claim|क्लेम))[\s\S]*(?:(?:\bzameen|\bjameen|\bplot|\bflat|\bhouse|\bland\b|\bproperty|ज़मीन|जमीन|प्लॉट|मकान|फ्लैट|संपत्ति)[^.?!]{0,60}(?:\bdeed|\bregistry|बैनामा|डीड|रजिस्ट्री)|\bsale deed|\bgift deed|बैनामा)/,
    ["property-transfer-agreement"],
  ],
  // A case against the insurer, of no kind of policy said: the dispute guide ("insurance wala case").
  [
    /(?:insur|इंश्योरेंस|बीमा)[^.?!]{0,30}(?:\bcase\b|\bcourt\b|\bdispute|ombudsman|\bconsumer forum|केस|मुक़दमा|मुकदमा|अदालत|लोकपाल)|(?:\bcase\b|\bcourt\b|\bdispute|ombudsman|केस|मुक़दमा|मुकदमा|अदालत|लोकपाल)[^.?!]{0,30}(?:insur|इंश्योरेंस|बीमा)/,
    ["legal-dispute-insurance-claim"],
  ],
  [
    /insurance claim|बीमा क्लेम|\bclaim\b.{0,40}\binsur|\binsurer\b/,
    ["health-insurance-claim", "life-insurance-claim", "vehicle-insurance-claim"],
  ],
  [
    /\bcompany\b|कंपनी|\bpvt\.? ?ltd\b|private limited|\bincorporat\w*|\b(?:roc|mca)\b[^.?!]{0,20}(?:\bname\b|नाम)|(?:\bname\b|नाम)[^.?!]{0,20}\b(?:roc|mca)\b/,
    ["company-registration"],
  ],
];

/** The one guide a message's area words point to ("जीएसटी रजिस्ट्रेशन" → gst-registration), when there is exactly one. */
export function areaGuide(message: string): string | undefined {
  const guides = AREA_GUIDES.find(([re]) => re.test(message.toLowerCase()))?.[1];
  return guides?.length === 1 ? guides[0] : undefined;
}

/**
 * The area word is said only of what the visitor already has ("move my brand to my new pvt ltd", "our
 * singapore company"): each place it stands follows a possessive and has no word of making one beside it.
 */
export function areaOwned(message: string): boolean {
  const lower = message.slice(0, 2000).toLowerCase();
  const re = AREA_GUIDES.find(([r]) => r.test(lower))?.[0];
  if (!re) return false;
  const all = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  const spots = [...lower.matchAll(all)];
  return spots.length > 0 && spots.every((m) => ownedAt(lower, m.index ?? 0, (m.index ?? 0) + m[0].length));
}

/** Each area's main guide (the areas with one guide): the base a tie between related guides falls to. */
export const MAIN_GUIDES: ReadonlySet<string> = new Set(
  AREA_GUIDES.flatMap(([, guides]) => (guides.length === 1 && guides[0] ? [guides[0]] : [])),
);

/** A guide's area, for telling GST from income tax from company law: its first word ("itr", "gst", "trademark"). */
export function areaOf(slug: string): string {
  if (/insurance-claim$/.test(slug)) return "insurance";
  if (/^(?:itr-|income-tax|business-tax|tax-compliance|tds-|tan-|15ca)/.test(slug)) return "tax";
  if (/(?:trademark|^tm-|^expedited-tm)/.test(slug)) return "trademark";
  if (/company|^llp|partnership-firm/.test(slug)) return "company";
  return slug.split("-")[0] ?? slug;
}
