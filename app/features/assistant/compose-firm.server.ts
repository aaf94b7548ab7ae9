import { codesOf } from "./claims.server.ts";
import type { ComposePhrases } from "./compose-phrases.ts";
import { priceLines, serviceOffers } from "./compose-service.server.ts";
import type { AssistantState } from "./compose-types.ts";
import type { FoundPassage } from "./firm-passages.server.ts";
import { asksOtherClients } from "./guards.ts";
import type { FaqEntry, Knowledge } from "./knowledge.server.ts";
import type { Intent } from "./labels.ts";
import { ADDRESSES_US } from "./who-we-are.ts";

/**
 * Answers about the firm itself (issue 23, decision 164): hours, offices, paying us, refunds, coupons,
 * confidentiality, the consultation. Every fact comes from content: site.yaml through the knowledge,
 * and faq.yaml, whose entries name the intent they answer and the words (`asks`) that mark a message
 * as asking them. An FAQ entry is always printed with its question.
 */

const bold = (s: string) => `**${s}**`;
export function join(parts: (string | undefined)[]): string {
  return parts.filter((p): p is string => !!p && p.trim().length > 0).join("\n\n");
}

const patterns = new Map<string, RegExp>();
/** A Latin term must stand as its own word(s) ("ai" is not in "hai"); a Devanagari one may sit inside a word. */
function patternOf(term: string): RegExp {
  let re = patterns.get(term);
  if (!re) {
    const escaped = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // A Latin word of four letters or more also in its inflections ("cancel" in "cancellation", "refunded").
    const inflected = /^[a-z]{4,}$/.test(escaped) ? `${escaped}(?:d|ed|led|ing|ling|ation|lation)?` : escaped;
    re = /[a-z0-9]/.test(escaped)
      ? new RegExp(`(?<![\\p{L}\\p{N}])${inflected}(?![\\p{L}\\p{N}])`, "u")
      : new RegExp(escaped, "u");
    patterns.set(term, re);
  }
  return re;
}

/** Texting shorthand for the words the entries' `asks` are written in ("wat next", "safe wid u"). */
const SHORTHAND: Record<string, string> = {
  wat: "what",
  wht: "what",
  wid: "with",
  abt: "about",
  nxt: "next",
  plz: "please",
  pls: "please",
};

/** A word and the spellings one letter apart from it (dropped, added or changed), keyed by their deletions. */
function deletions(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}
const spellings = new WeakMap<FaqEntry[], { known: Set<string>; near: Map<string, string> }>();
/**
 * The message with its words spelt as the entries' `asks` spell them (decision 180): a word of five letters
 * or more that is one letter from an `asks` word ("aadhar" → "aadhaar", "refnd" → "refund") takes that word;
 * texting shorthand is written out. A word already known, or near two words, is left as it is.
 */
let lastSpelt: { faq: FaqEntry[]; text: string; out: string } | undefined;
function spelt(text: string, faq: FaqEntry[]): string {
  // One message is read against the FAQ several times on its way through the composer: spelt once.
  if (lastSpelt?.faq === faq && lastSpelt.text === text) return lastSpelt.out;
  const out = speltAnew(text, faq);
  lastSpelt = { faq, text, out };
  return out;
}
function speltAnew(text: string, faq: FaqEntry[]): string {
  let v = spellings.get(faq);
  if (!v) {
    const known = new Set(faq.flatMap((e) => e.asks.flatMap((a) => a.toLowerCase().match(/[a-z]{5,}/g) ?? [])));
    const near = new Map<string, string>();
    for (const word of known)
      for (const key of deletions(word)) near.set(key, near.has(key) && near.get(key) !== word ? "" : word);
    v = { known, near };
    spellings.set(faq, v);
  }
  const { known, near } = v;
  return text.replace(/[a-z]+/g, (w) => {
    const short = SHORTHAND[w];
    if (short) return short;
    if (w.length < 5 || known.has(w)) return w;
    // A letter added at the end is an inflection ("receipts"), which an entry's words do not take by themselves.
    const found = new Set(
      deletions(w)
        .map((key) => near.get(key))
        .filter((x): x is string => !!x && !w.startsWith(x)),
    );
    return found.size === 1 ? ([...found][0] ?? w) : w;
  });
}

/** The message as the entries' `asks` words are matched against it. */
const faqText = (message: string, k: Knowledge) => spelt(message.normalize("NFKC").toLowerCase(), k.faq);

/**
 * The FAQ entry the message asks, among those `accept` allows: the one whose `asks` words found in the
 * message are longest in all (a longer phrase is more specific: "how soon" beats "book"); first on a tie.
 * An entry for the intent the message was read as (`prefer`) counts its words twice (decision 180: "I live
 * in Pune, can you handle my work?" read as a contact question asks where we work, not what happens after paying).
 * `minHits`: the least total length of matched words that counts (one short word such as "share" can
 * mean something else).
 */
export function faqFor(
  message: string,
  k: Knowledge,
  accept: (e: FaqEntry) => boolean = () => true,
  minHits = 1,
  prefer?: Intent,
): FaqEntry | undefined {
  return faqRanked(message, k, accept, minHits, prefer)[0]?.entry;
}

/** The FAQ head's reading must reach this to overrule an entry the message's words point to (decision 183). */
const FAQ_OVER_WORDS = 0.8;

/**
 * The FAQ entry a message asks: the one its words mark (faqFor), else the one the model's FAQ head read
 * (state.faq, decision 183) when `accept` takes it. A sure reading of another entry overrules the words
 * ("who will handle my trademark file": the entry on who does the work, not on what happens after paying).
 */
export function faqOf(
  state: Pick<AssistantState, "message" | "faq">,
  k: Knowledge,
  accept: (e: FaqEntry) => boolean = () => true,
  minHits = 1,
  prefer?: Intent,
): FaqEntry | undefined {
  const byWords = faqFor(state.message, k, accept, minHits, prefer);
  const read = state.faq;
  const learned = read ? k.faq.find((e) => e.id === read.id && accept(e)) : undefined;
  if (!byWords) return learned;
  return learned && read && read.p >= FAQ_OVER_WORDS ? learned : byWords;
}

/** The FAQ head's reading at which a message is taken as asking the entry, whatever it was read as (decision 183). */
const FAQ_SURE = 0.6;
/** The intent of an entry faq.yaml gives none: what answering it takes. */
const ENTRY_INTENT: Record<string, Intent> = { "about-firm": "firm_about", "office-hours": "firm_hours" };

/** The intent of the entry the FAQ head reads the message as asking, when it is sure (FAQ_SURE). */
export function learnedEntry(
  state: Pick<AssistantState, "faq">,
  k: Knowledge,
  accept: (id: string) => boolean = () => true,
): Intent | undefined {
  const read = state.faq;
  if (!read || read.p < FAQ_SURE || !accept(read.id)) return undefined;
  const entry = k.faq.find((e) => e.id === read.id);
  return entry ? ((entry.intent as Intent | undefined) ?? (entry.id ? ENTRY_INTENT[entry.id] : undefined)) : undefined;
}

type RankedEntry = { entry: FaqEntry; score: number; words: string[] };

/** The entries the message asks, best first (faqFor's order: longest matched words, first on a tie). */
function faqRanked(
  message: string,
  k: Knowledge,
  accept: (e: FaqEntry) => boolean,
  minHits: number,
  prefer?: Intent,
): RankedEntry[] {
  const text = faqText(message, k);
  const ranked: RankedEntry[] = [];
  for (const entry of k.faq) {
    if (!accept(entry)) continue;
    const words = entry.asks.filter((a) => patternOf(a).test(text));
    const n = words.reduce((sum, a) => sum + a.length, 0);
    const score = prefer && entry.intent === prefer ? 2 * n : n;
    if (score >= minHits && score > 0) ranked.push({ entry, score, words });
  }
  return ranked.sort((a, b) => b.score - a.score);
}

/** A second entry's matched words must be at least this long in all ("net banking… and a GST bill"). */
const SECOND_ENTRY_MIN = 8;

/**
 * A message that asks two entries in so many words ("pay by net banking, and we need a GST bill for the
 * credit"): the second one, when words of its own (none of the first's) mark it strongly enough.
 */
export function secondFaq(message: string, k: Knowledge, first: FaqEntry, accept: (e: FaqEntry) => boolean = () => true) {
  const ranked = faqRanked(message, k, accept, SECOND_ENTRY_MIN);
  const firstWords = ranked.find((r) => r.entry === first)?.words ?? [];
  const overlaps = (w: string) => firstWords.some((f) => f.includes(w) || w.includes(f));
  return ranked.find(
    (r) => r.entry !== first && r.words.filter((w) => !overlaps(w)).reduce((sum, w) => sum + w.length, 0) >= SECOND_ENTRY_MIN,
  )?.entry;
}

/**
 * The entry with its question, in the visitor's language when faq.yaml has it (decision 171), else in
 * English; and a link to any policy its (English) answer names.
 */
export function faqBlock(entry: FaqEntry, k: Knowledge, t: ComposePhrases, extra: string[] = []): string {
  const said = (t.lang === "hi" || t.lang === "hinglish" ? entry[t.lang] : undefined) ?? entry;
  const links = [...extra, ...k.policies.filter((p) => entry.answer.includes(p.title)).map((p) => `[${p.title}](${p.url})`)];
  return join([`${bold(said.question)}\n${said.answer}`, links.length ? `${t.readMore} ${links.join(" · ")}` : undefined]);
}

/** A passage of a policy or an FAQ entry (firm-passages.server.ts), with where it comes from. */
export function passageBlock(message: string, k: Knowledge, t: ComposePhrases, minMatched = 2): string | undefined {
  const p = k.passages.search(message);
  if (!p || p.matched < minMatched) return undefined;
  const next = k.passages.rest(message, p);
  return join([shown(p, k, t), next && !next.faq ? shown(next, k, t) : undefined]);
}

/**
 * The entry a message's `asks` words mark, and beside it the passage BM25 finds when that is another
 * entry or a policy line and shares three of the message's meanings ("refund approved, how long till it
 * reaches me?" marks "Can I get a refund?", but "How long does a refund take?" answers it). The passage
 * that shares more goes first.
 */
export function entryWithPassage(
  entry: FaqEntry,
  message: string,
  k: Knowledge,
  t: ComposePhrases,
  extra: string[] = [],
): string {
  const block = faqBlock(entry, k, t, extra);
  const p = k.passages.search(message);
  if (!p || p.matched < 3 || p.faq === entry.question) return block;
  const other = shown(p, k, t);
  const text = faqText(message, k);
  const strong = p.matched >= 4 || entry.asks.filter((a) => patternOf(a).test(text)).length < 2;
  return strong ? join([other, block]) : join([block, other]);
}

function shown(p: FoundPassage, k: Knowledge, t: ComposePhrases): string {
  const entry = p.faq ? k.faq.find((e) => e.question === p.faq) : undefined;
  if (entry) return faqBlock(entry, k, t);
  const policy = p.title.split(" › ")[0];
  return join([`${bold(p.title)}\n${p.text}`, `${t.readMore} [${policy}](${p.url})`]);
}

export function firmAnswer(intent: Intent, k: Knowledge, t: ComposePhrases): string | undefined {
  const f = k.firm;
  const contact = t.contact(`${f.city}, ${f.state}`, f.consultancyCities.join(", "));
  switch (intent) {
    case "firm_hours":
      // Asking when we are open usually means wanting to reach us: how, too.
      return join([t.hours(f.hours, f.support), contact]);
    case "firm_contact": {
      const confirmed = [...f.phones.map((p) => `📞 ${p}`), ...(f.email ? [`✉️ ${f.email}`] : [])];
      return join([contact, confirmed.join(" · "), t.hours(f.hours, f.support)]);
    }
    case "firm_about":
      return join([`${bold(f.name)}: ${t.about}`, f.about, contact, `${t.readMore} [${t.aboutUs}](/about)`]);
    case "services": {
      const lines = k.catalogue.map(
        (c) =>
          `- ${bold(c.name)}: ${c.items
            .slice(0, 4)
            .map((i) => `[${i.name}](/service/${i.slug})`)
            .join(", ")}`,
      );
      return join([`${t.services}\n${lines.join("\n")}`, t.consult]);
    }
    case "case_status":
      return t.caseStatus;
    case "greeting":
      return t.greeting;
    case "thanks":
      return t.thanks;
    default:
      return undefined;
  }
}

/**
 * A firm intent's answer. When the message asks an FAQ entry ("do you have a branch in Pune?", "is my
 * data safe?"), that entry comes first, then the firm's answer for the intent read; a case-status
 * reading is replaced by the entry (a confidentiality question is not about a case).
 */
export function firmReply(state: AssistantState, k: Knowledge, t: ComposePhrases): string | undefined {
  const base = firmAnswer(state.intent, k, t);
  if (!base) return undefined;
  if (["greeting", "thanks"].includes(state.intent)) return base;
  // "I live in Kerala, can I use your services?": the entry about where we work, before the list.
  // "Names and numbers of your other clients?": the confidentiality entry, whatever words it uses.
  const entry = asksOtherClients(state.message)
    ? faqFor("other clients", k)
    : state.intent === "services"
      ? faqOf(state, k, (e) => e.intent === "firm_contact" || e.intent === "firm_about")
      : faqOf(state, k, undefined, 1, state.intent);
  if (!entry) {
    // "How long do you keep my chat?": what the policies say, when a passage shares two topic words.
    // Searched only when put to us ("do you keep my chats?"), never for a service question read as ours.
    const passage = ADDRESSES_US.test(state.message) && !state.service ? passageBlock(state.message, k, t) : undefined;
    if (passage && state.intent === "case_status") return join([passage, t.caseStatus]);
    return passage ? join([passage, base]) : base;
  }
  // "Is my data safe?" read as a case-status question: the entry is the answer, not "I can't see your case".
  // "Paid yesterday, no call yet": what happens after paying, then where the case is followed.
  if (entry.intent === "case_status") return join([faqBlock(entry, k, t), t.caseStatus]);
  if (state.intent === "case_status") return join([faqBlock(entry, k, t), entry.intent === "human" ? t.human : t.consult]);
  // "How long do you keep my documents, can I have them deleted?": the entry, and the policy line that
  // says more, when it shares three of the message's words. A second entry asked in words of its own
  // ("come to your office and pay cash?") is answered too.
  const second = secondFaq(state.message, k, entry, (e) => e.intent !== undefined);
  return join([entryWithPassage(entry, state.message, k, t), second ? faqBlock(second, k, t) : undefined, base]);
}

export function offersAnswer(state: AssistantState, k: Knowledge, t: ComposePhrases): string {
  const svc = state.service ? k.services.get(state.service) : undefined;
  const own = svc ? serviceOffers(svc) : [];
  const offers = own.length ? own : k.offers;
  const list = offers.map((o) => `- ${bold(o.title)}: ${o.description} ([${o.ctaText}](${o.ctaLink}))`).join("\n");
  const lead = svc ? (own.length ? `${bold(svc.title)}: ${t.offers}` : t.noOffer(bold(svc.title))) : t.offers;
  const coupon = faqOf(state, k, (e) => e.intent === "offer");
  const link = svc ? `${t.readMore} [${svc.title}](${svc.url})` : undefined;
  return join([`${lead}\n${list}`, coupon ? faqBlock(coupon, k, t) : undefined, link, t.consult]);
}

/** The offer whose coupon code the message names ("TM20"), or undefined. */
export function namedOffer(message: string, k: Knowledge) {
  const words = new Set(message.toUpperCase().match(/[A-Z0-9]+/g) ?? []);
  return k.offers.find((o) => codesOf(o.description).some((code) => words.has(code)));
}

/**
 * A coupon code named with no service, or with a service it does not belong to ("can I use TM20 for GST
 * registration?"): the offer, and the FAQ entry that says where the coupon applies.
 */
export function couponAnswer(state: AssistantState, k: Knowledge, t: ComposePhrases): string | undefined {
  const offer = namedOffer(state.message, k);
  if (!offer) return undefined;
  if (state.service && offer.ctaLink === `/service/${state.service}`) return undefined;
  const how = faqFor(state.message, k, (e) => e.intent === "offer") ?? k.faq.find((e) => e.intent === "offer");
  // "Can I use TM20 on GST registration, how much then?": where the coupon applies, and that service's own price.
  const svc = state.service ? k.services.get(state.service) : undefined;
  const own = svc && (svc.price || svc.notSoldOnline) ? `${priceLines(svc, t)[0]} ([${svc.title}](${svc.url}))` : undefined;
  return join([
    `${t.offers}\n- ${bold(offer.title)}: ${offer.description} ([${offer.ctaText}](${offer.ctaLink}))`,
    how ? faqBlock(how, k, t) : undefined,
    own,
  ]);
}

/** Paying us: the FAQ entry the message asks (refund, receipt, a double charge…), else how to pay. */
export function paymentAnswer(state: AssistantState, k: Knowledge, t: ComposePhrases): string {
  const asked = faqOf(state, k, (e) => e.intent === "payment" || e.intent === "offer" || e.intent === "case_status");
  // No entry's words in the message ("rejected by your mistake, do I pay again?"): the policies' passage, if one.
  const passage = asked ? undefined : passageBlock(state.message, k, t);
  if (passage) return passage;
  const entry = asked ?? k.faq.find((e) => e.intent === "payment" && /how can i pay/i.test(e.question));
  // "Paid yesterday, nobody called": what happens after paying, not how to pay.
  if (entry?.intent === "case_status") return join([faqBlock(entry, k, t), t.caseStatus]);
  if (!entry) return `${t.readMore} [FAQ](/#faq)`;
  if (!asked) return faqBlock(entry, k, t, ["[FAQ](/#faq)"]);
  const second = secondFaq(state.message, k, entry, (e) => e.intent === "payment" || e.intent === "offer");
  return join([entryWithPassage(entry, state.message, k, t, ["[FAQ](/#faq)"]), second ? faqBlock(second, k, t) : undefined]);
}

/** "Talk to an expert", with the consultation FAQ entry the message asks ("is the call really free?"). */
export function humanAnswer(state: AssistantState, k: Knowledge, t: ComposePhrases): string {
  // ("Anyone in Delhi? I'd rather sit with someone face to face": where we meet people, too.)
  const entry = faqOf(state, k, (e) => e.intent === "human" || e.intent === "case_status" || e.intent === "firm_contact");
  if (entry?.intent === "case_status") return join([faqBlock(entry, k, t), t.caseStatus]);
  return join([t.human, entry ? entryWithPassage(entry, state.message, k, t) : undefined]);
}

/** Cues of a question about the firm itself (read only when the message names no service). */
const FIRM_ASKED: [RegExp, Intent][] = [
  [
    /\b(?:my|mera|meri|mere)\b.*\b(?:case|application|request|order|file|status)\b|\bstatus\b|स्थिति|स्टेटस|मेरा केस|मेरी फाइल/i,
    "case_status",
  ],
  [/\b(?:timings?|hours|open|close[sd]?|khul\w*|sunday|saturday|weekends?)\b|खुल|बजे/i, "firm_hours"],
  [
    /\b(?:contact|reach|phone|number|mobile|address|email|e-mail|whatsapp|office|sampark|pata)\b|संपर्क|फ़ोन|फोन|नंबर|पता|ईमेल|ऑफिस|दफ्तर/i,
    "firm_contact",
  ],
  [/\b(?:services|what (?:all )?do you (?:do|offer)|kya kya karte)\b|सेवाएं|सेवाएँ|क्या क्या करते/i, "services"],
  [
    /\b(?:who are you|about (?:you|your firm|nyayik)|are you (?:a )?(?:govt|government)|genuine|legit|kaun ho|sarkari (?:ho|hai)|aap kaun|experience|founders?|founded|who runs|advocates?|lawyers?|chartered accountants?)\b|आप कौन|आप सरकारी|भरोसा|अनुभव|वकील/i,
    "firm_about",
  ],
];
const PAYMENT_ASKED =
  /\b(?:pay|paying|payment|razorpay|refunds?|receipts?|invoices?)\b|bhugtan|bhugtaan|भुगतान|पेमेंट|रिफ़ंड|रिफंड|रसीद/i;
export const CONSULT_ASKED = /consult|\bcall\b|\bexpert|salah|सलाह|परामर्श|कॉल|विशेषज्ञ/i;

/**
 * A service question that names no service but is about the firm ("is the first consultation free?",
 * "how can I pay?", "do you have a branch in Pune?"): the firm's own answer, not "which service?".
 */
export function firmFallback(state: AssistantState, k: Knowledge, t: ComposePhrases): string | undefined {
  const m = state.message;
  const entry = faqOf(state, k);
  if (entry?.intent === "payment" || entry?.intent === "offer") return paymentAnswer(state, k, t);
  if (entry?.intent === "human") return humanAnswer(state, k, t);
  if (entry?.intent) return firmReply({ ...state, intent: entry.intent as Intent }, k, t);
  if (PAYMENT_ASKED.test(m)) return paymentAnswer(state, k, t);
  if (CONSULT_ASKED.test(m)) return humanAnswer(state, k, t);
  const asked = FIRM_ASKED.find(([re]) => re.test(m))?.[1];
  if (asked) return firmReply({ ...state, intent: asked }, k, t);
  // Only a question put to us ("how long do you keep my chat?") is searched in the policies.
  return ADDRESSES_US.test(m) ? passageBlock(m, k, t) : undefined;
}
