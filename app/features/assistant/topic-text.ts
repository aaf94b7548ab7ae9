/**
 * The message as read for its topic (issue 23, decisions 123 and 176): what a correction rules out and
 * what the visitor says they are not are left out before the model reads it.
 */

/** A visitor correcting the topic ("sorry, I meant LLP not pvt ltd", "actually forget the brand"). */
export const CORRECTION =
  /\b(?:i meant|i mean|meant|sorry|oops|actually|correction|forget (?:the|that|it|about)|not (?:that|this) one|galti se|mera matlab)\b/i;
/** The part a correction rules out ("not pvt ltd", "not only usa", "instead of trademark"): not read for the topic. */
const RULED_OUT =
  /\b(?:not(?: only| just)?|instead of|rather than|nahi)\s+(?:the |a |an )?[a-z0-9 .'-]{2,30}?(?=\s*(?:[,.;?!]|$|\bbut\b))/gi;

/**
 * What the visitor says they are NOT ("not a startup or msme", "no company, just me", "LLP hain, partnership
 * nahi"): a kind of person or entity ruled out, which must not pull the topic to its own guide.
 */
const KIND = String.raw`(?:start-?up|msme|small business|company|co|pvt\.? ltd|private limited(?: company)?|llp|partnership(?: firm)?|opc|one person company|proprietor\w*|sole proprietor\w*|trust|society|ngo|huf|individual|salaried|firm|business)`;
const HINDI_KIND = "(?:कंपनी|पार्टनरशिप|फर्म|फ़र्म|एलएलपी|स्टार्टअप|एमएसएमई|ट्रस्ट|सोसाइटी|प्रोप्राइटर\\S*|व्यक्तिगत)";
const NOT_KIND = new RegExp(
  [
    String.raw`\b(?:not|no|nor|isn'?t|aren'?t)\s+(?:a |an |the )?${KIND}(?:\s*(?:,|or|and|nor|/)\s*(?:a |an )?${KIND})*\b`,
    String.raw`\b${KIND}\s+(?:nahi|nahin|nhi|nahi hai|nahin hai)\b`,
    `(?:${KIND}|${HINDI_KIND})\\s+(?:नहीं|नही)(?:\\s+(?:है|हैं|हूँ|हूं))?(?=\\s*(?:[,.;?!।]|$))`,
  ].join("|"),
  "gi",
);

/** The message as read for its topic: a correction's ruled-out part, and a kind the visitor is not, left out. */
export function topicText(text: string): string {
  const read = CORRECTION.test(text) ? text.replace(RULED_OUT, " ") : text;
  return read.replace(NOT_KIND, " ");
}

/**
 * A pronoun or demonstrative that refers back to the topic in view. ("After that", "uske baad", "उसके बाद"
 * say when, not what: "after that how often do we file TDS returns?" after a TAN moves on to the returns.)
 */
export const REFERS_BACK =
  /\b(it|its|(?<!\b(?:after|before) )(?:this|that)|these|those|them|they|same|the service|iska|(?:iske|uske|iss)(?! (?:baad|bad|pehle|pahle)\b)|iski|uska|uski|inka|inke|inki|unka|unke|unki|inhe|unhe|yeh|ye|woh|wo)\b|इस(?:का|के|की|में|से)?(?![\u0900-\u097f]| बाद| पहले)|उस(?:का|के|की|में|से)?(?![\u0900-\u097f]| बाद| पहले)|इन्हें|उन्हें|इनका|उनका|यह|वह/i;
/**
 * "Is a DSC needed for it?", "iske liye PAN chahiye?": something the topic needs, named in passing. The
 * pronoun keeps its referent even when the thing needed is itself a service.
 */
export const NEEDED_FOR_IT =
  /\b(?:need|needs|needed|required|require|requires|necessary|mandatory|compulsory|chahiye|chahie|zaroori|zaruri|jaruri|lagega|lagegi|lagta|lagti)\b|चाहिए|ज़रूरी|जरूरी|लगेगा|लगेगी|लगता|आवश्यक|अनिवार्य/;

/** "My company is a pvt ltd, can it apply?": the visitor describes themselves (a profile slot), not a new topic. */
export const ABOUT_ME =
  /\b(?:(?:my|our) (?:company|firm|business|entity|shop)(?: is|'s)|i am an?|i'm an?|we are an?|(?:meri|mera|hamari|hamara) (?:company|firm|business|dukaan)\b.{0,20}\b(?:hai|h)|main (?:ek )?\w+ (?:hoon|hu))\b|मेरी कंपनी|मेरा बिज़नेस|हमारी कंपनी|मैं (?:एक )?\S+ हूँ/;
