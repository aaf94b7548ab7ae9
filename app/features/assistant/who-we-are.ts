import { AREA_GUIDES } from "./areas.ts";
import { NONE, type Reader, type Understanding } from "./model/model.server.ts";

/** "We are", "I am", "hum", "मैं": the words that open a statement of who is speaking. */
const SPEAKER = String.raw`(?:we(?: a)?re|we'?re|we are|i(?: a)?m|i'?m|i am|im|hum|ham|main|mai|मैं|हम)`;

/**
 * "We're a private limited company though", "main senior citizen hoon", "हम पार्टनरशिप फर्म हैं": a short
 * statement of who the visitor is, asking nothing of its own. With a topic in view it changes the profile
 * that answers the earlier question, not the topic (decision 175).
 */
const WHO_WE_ARE = new RegExp(
  String.raw`^\s*(?:(?:but|and|ok|okay|actually|also|well|btw|par|lekin|aur|पर|लेकिन|और)\s+)*${SPEAKER}(?=\s|$)`,
  "i",
);
const ASKS =
  /[?？]|\b(?:how|what|which|when|why|who|can|do|does|should|kya|kitna|kitne|kab|kaise|kaun|is (?:that|it|this)|problem|matter|allowed|chalega|chalta|dikkat|issue)\b|क्या|दिक्कत|समस्या|चलेगा|कितन|कब|कैसे|कौन/i;
/** Whether a message asks something of its own (a question mark or a question word). */
export function asksSomething(text: string): boolean {
  return ASKS.test(text);
}
export function saysWhoWeAre(text: string): boolean {
  return WHO_WE_ARE.test(text) && !ASKS.test(text) && text.trim().split(/\s+/).length <= 10;
}

/**
 * "हमारी प्राइवेट लिमिटेड कंपनी है, ट्रेडमार्क की सरकारी फ़ीस?", "we are a pvt ltd company, what docs for GST?":
 * a clause that says who is asking, then the question. The remainder (three words or more) is what names the
 * service; the whole message still fills the profile.
 */
const WE_ARE = new RegExp(String.raw`^\s*${SPEAKER}\s[^,.;:!?।|]{2,60}?[,.;:!।|]\s+(\S[\s\S]*)$`, "i");
const OURS_IS =
  /^\s*(?:hamari|hamara|hamare|humari|humara|meri|mera|mere|हमारी|हमारा|हमारे|मेरी|मेरा|मेरे)\s[^,.;:!?।|]{2,60}?\s(?:hai|hain|he|है|हैं)\s*[,.;:!।|]?\s+(\S[\s\S]*)$/i;
/** A clause that says what the visitor wants done, not who they are ("हमारी कंपनी के लिए…", "for our…"). */
const PURPOSE = /\b(?:for|ke liye|ke liya|chahiye|want|need|banwan\w*|karwan\w*)\b|के लिए|चाहिए|बनवान|करवान/i;
export function afterWhoWeAre(text: string): string | undefined {
  const m = text.match(WE_ARE) ?? text.match(OURS_IS);
  const rest = m?.[1];
  if (!m || !rest || PURPOSE.test(m[0].slice(0, m[0].length - rest.length))) return undefined;
  return rest.trim().split(/\s+/).length >= 3 ? rest : undefined;
}

/**
 * The question left after every clause of who is asking ("meri kirana ki dukaan hai, main trader hoon, phir
 * bhi banwa sakta hoon?" leaves "phir bhi banwa sakta hoon?"), when at least one such clause opens the message.
 */
export function questionAfterWhoWeAre(text: string): string | undefined {
  let rest: string | undefined;
  for (let next = afterWhoWeAre(text); next && next !== rest; next = afterWhoWeAre(next)) rest = next;
  if (!rest) return undefined;
  // (The last clause may leave fewer than three words: "main trader hoon, chalega?")
  const tail = rest.match(WE_ARE) ?? rest.match(OURS_IS);
  return tail?.[1] ? tail[1].trim() : rest;
}

/** The remainder's service reading that counts: the clause cut off, a weaker reading is still the question's. */
const ASKED_MIN = 0.15;
const SURE_ENOUGH = 0.5;

/** A reader whose service comes from the question after a "who we are" clause, when that names one. */
export function pastWhoWeAre(
  read: (reader: Reader, text: string) => Understanding,
): (reader: Reader, text: string) => Understanding {
  return (reader, text) => {
    const whole = read(reader, text);
    const rest = afterWhoWeAre(text);
    // "We're a partnership firm, which ITR?": who is asking is the question itself.
    if (!rest || whole.intent[0]?.label === "which_service") return whole;
    const asked = read(reader, rest).service;
    const best = asked.find((s) => s.label !== NONE);
    // The rest must itself point to a service: an area word, or a reading of some confidence.
    const pointed = AREA_GUIDES.some(([re]) => re.test(rest.toLowerCase())) || (best?.p ?? 0) >= SURE_ENOUGH;
    return best && best.p >= ASKED_MIN && pointed ? { ...whole, service: asked } : whole;
  };
}

/** A kind of business said as a word ("our pvt ltd company", "my brother's firm", "हमारी फर्म"). */
const ENTITY =
  /\b(?:company|pvt\.? ?ltd|private limited|llp|partnership(?: firm)?|firm|trust|proprietor\w*|huf|opc)\b|कंपनी|फर्म|ट्रस्ट/gi;
/** A word of forming, closing or changing one ("register a company", "LLP banwana", "फर्म बंद"). */
const FORMING =
  /\b(?:register\w*|registration|incorporat\w*|form|forming|start\w*|open\w*|set ?up|convert\w*|clos\w*|shut\w*|wind\w*|banana|banani|banwana|banwani|bana\w*|khol\w*|band|naya|new)\b|रजिस्ट्रेशन|पंजीकरण|बनवा|बनाना|खोल|शुरू|बंद|नई|नया/i;

/** Words right after a business that make what follows something for it ("ke liye", "के लिए", "for"). */
const FOR_IT = /^\s*(?:के लिए|के वास्ते|ke liye|ke liya|ke lie|for)(?:\s|$)[\s\S]*$/;

/**
 * "Actually we're filing it under our pvt ltd company", "my brother's firm did 7 crore": every kind of
 * business the message names is who is asking (or whose case it is), none is one to form or close. With
 * another topic in view, such a message changes the profile, not the topic (decision 177).
 */
export function entityAsProfile(text: string): boolean {
  const lower = text.slice(0, 2000).toLowerCase();
  const spots = [...lower.matchAll(ENTITY)];
  return (
    spots.length > 0 &&
    // Said of someone: "our", "my brother's", "hamari" ("and for an OPC?" asks the question again about one).
    OWNER.test(lower) &&
    spots.every((m) => {
      const at = m.index ?? 0;
      // (What follows "for" is made for the business, not the business: "कंपनी के लिए GST रजिस्ट्रेशन".)
      const after = lower.slice(at + m[0].length, at + m[0].length + 25).replace(FOR_IT, "");
      return !FORMING.test(`${lower.slice(Math.max(0, at - 30), at)} ${after}`);
    })
  );
}

/** Someone the business belongs to: the visitor, their family, a client. */
const OWNER =
  /\b(?:we|we're|our|ours|us|my|mine|i|i'm|im|his|her|their|hum|ham|hamari|hamara|hamare|humari|humara|mera|meri|mere|apni|apna|apne|brother'?s?|sister'?s?|father'?s?|dad'?s?|uncle'?s?|friend'?s?|client'?s?)\b|हम|हमारी|हमारा|हमारे|मेरा|मेरी|मेरे|अपनी|अपना/;

/** A question put to us ("you", "your", "aap", "nyayik"); without one, "firm" is not our firm. */
export const ADDRESSES_US =
  /\b(?:you|your|yours|u|ur|urs|aap|aapka|aapki|aapke|apka|apki|apke|tum|tumhara|tumhari|nyayik|this chat|the chat|chatbot)\b|आप|तुम|न्यायिक|इस चैट/i;

/**
 * A directorship or a stake the visitor holds in a company ("I'm also a director in a pvt ltd", "वे एक
 * प्राइवेट लिमिटेड कंपनी में डायरेक्टर भी हैं"): a fact about the person filing, which rules out ITR-1
 * (decision 180), not a company to register.
 */
export const HOLDS_DIRECTORSHIP = /\b(?:director|directorship|unlisted (?:equity )?shares?)\b|डायरेक्टर|निदेशक|अनलिस्टेड शेयर/i;

/**
 * Something the visitor already holds ("we do have a Udyam registration", "hamare paas GST hai already"),
 * said while another topic is in view: who is asking, not a new topic (decision 180).
 */
export const ALREADY_HOLDS =
  /\b(?:(?:we|i)(?: do| already| also)? (?:have|hold|got)|(?:the|our|my) (?:company|firm|business|shop|unit) (?:has|holds|already has)|(?:we'?ve|i'?ve|we have|i have) (?:already )?(?:got|obtained|taken)|already (?:have|has|got|hold)|(?:hamare|humare|mere|hamaare) (?:paas|pas))\b|हमारे पास|मेरे पास/i;
