import { codesOf } from "./claims.server.ts";
import type { ComposePhrases } from "./compose-phrases.ts";
import { priceLines, serviceOffers } from "./compose-service.server.ts";
import type { AssistantState } from "./compose-types.ts";
import { faqFor, faqOf, faqText, patternOf, secondFaq } from "./faq-reader.server.ts";
import type { FoundPassage } from "./firm-passages.server.ts";
import { asksOtherClients } from "./guards.ts";
import type { FaqEntry, Knowledge } from "./knowledge.server.ts";
import type { Intent } from "./labels.ts";
import { ADDRESSES_US } from "./who-we-are.ts";

export { faqFor, faqOf, learnedEntry, secondFaq } from "./faq-reader.server.ts";

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
