import { AREA_GUIDES } from "./areas.ts";
import { COMPOSE_PHRASES, type ComposePhrases } from "./compose-phrases.ts";
import { type Block, priceLines, sectionLink, serviceBlock } from "./compose-service.server.ts";
import type { AssistantState } from "./compose-types.ts";
import type { Knowledge, ServiceKnowledge } from "./knowledge.server.ts";
import type { Intent } from "./labels.ts";
import { describeProfile, domainOf, fssaiTier, pickService, rupeesShort, withHints } from "./situation.server.ts";

/**
 * The assistant's answer (Markdown) from the conversation state and the knowledge built from content
 * (issue 23, decision 128). Deterministic and pure: the same state gives the same answer. The state
 * decides WHAT is asked and about WHICH service; this module decides only how to say it.
 */

/** Intents answered about a service: without one (and no alternatives) the composer asks which. */
export const SERVICE_INTENTS = new Set<Intent>([
  "price",
  "gov_fee",
  "documents",
  "timeline",
  "deadline",
  "eligibility",
  "process",
  "validity",
  "rejection",
  "penalty",
  "definition",
]);

const bold = (s: string) => `**${s}**`;
const MESSAGE_READ = 2000;

function join(parts: (string | undefined)[]): string {
  return parts.filter((p): p is string => !!p && p.trim().length > 0).join("\n\n");
}

/** The guide section the answer came from, then the service that sells it or renews it, when there is one. */
function readMore(svc: ServiceKnowledge, state: AssistantState, t: ComposePhrases, k: Knowledge, block?: Block): string {
  const link = sectionLink(svc, state.intent, block?.section);
  const links = [`[${link.label}](${link.href})`];
  const covering = svc.price?.coveredBy;
  if (covering && ["price", "gov_fee", "manipulation"].includes(state.intent))
    links.push(`[${covering.title}](/service/${covering.slug})`);
  const renewal = svc.related.map((r) => k.services.get(r)).find((r) => r && /renewal/.test(r.slug));
  if (renewal && ["validity", "deadline", "timeline"].includes(state.intent)) links.push(`[${renewal.title}](${renewal.url})`);
  return `${t.readMore} ${links.join(" · ")}`;
}

/** ONE short question naming the plausible services, each linked to its guide. */
function clarify(options: ServiceKnowledge[], t: ComposePhrases): string {
  const names = options.map((o) => `[${o.title}](${o.url})`);
  const list = names.length <= 2 ? names.join(` ${t.or} `) : `${names.slice(0, -1).join(", ")} ${t.or} ${names.at(-1)}`;
  return t.clarify(list);
}

function firmAnswer(intent: Intent, k: Knowledge, t: ComposePhrases): string | undefined {
  const f = k.firm;
  switch (intent) {
    case "firm_hours":
      // Asking when we are open usually means wanting to reach us: how, too.
      return join([t.hours(f.hours, f.support), t.contact(`${f.city}, ${f.state}`, f.consultancyCities.join(", "))]);
    case "firm_contact": {
      const confirmed = [...f.phones.map((p) => `📞 ${p}`), ...(f.email ? [`✉️ ${f.email}`] : [])];
      const cities = f.consultancyCities.join(", ");
      return join([t.contact(`${f.city}, ${f.state}`, cities), confirmed.join(" · "), t.hours(f.hours, f.support)]);
    }
    case "firm_about":
      return join([
        `${bold(f.name)}: ${t.about}`,
        f.about,
        t.contact(`${f.city}, ${f.state}`, f.consultancyCities.join(", ")),
        `${t.readMore} [About us](/about)`,
      ]);
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

function offersAnswer(state: AssistantState, k: Knowledge, t: ComposePhrases): string {
  const svc = state.service ? k.services.get(state.service) : undefined;
  const own = svc?.offers.filter((o) => !/free 15-minute/i.test(o.title)) ?? [];
  const offers = own.length ? own : k.offers;
  const list = offers.map((o) => `- ${bold(o.title)}: ${o.description} ([${o.ctaText}](${o.ctaLink}))`).join("\n");
  const lead = svc ? (own.length ? `${bold(svc.title)}: ${t.offers}` : t.noOffer(bold(svc.title))) : t.offers;
  return join([`${lead}\n${list}`, t.consult]);
}

/** Consultation questions beyond "talk to an expert": the FAQ entry that fits, question and answer together. */
const CONSULTATION_TOPICS: [RegExp, RegExp][] = [
  [/share|upload|send (?:my |the )?doc|bhej|भेज|अपलोड/i, /share documents/i],
  [/how soon|how long .*(?:reply|call|contact)|kab tak|kitni jaldi|कब तक|जवाब/i, /how soon/i],
  [/same as|\bai\b|assistant|chatbot|\bbot\b/i, /AI assistant/i],
  [/really free|is it free|free hai|मुफ़्त है|मुफ्त है/i, /really free/i],
];

function faqPair(message: string, tab: string, topics: [RegExp, RegExp][], k: Knowledge): string | undefined {
  const topic = topics.find(([asked]) => asked.test(message));
  const entry = topic && k.faq.find((e) => e.tab === tab && topic[1].test(e.question));
  return entry ? `${bold(entry.question)}\n${entry.answer}` : undefined;
}

/** The offer whose coupon code the message names, with the FAQ entry on using it. */
function couponAnswer(state: AssistantState, k: Knowledge, t: ComposePhrases): string | undefined {
  const words = new Set(state.message.toUpperCase().match(/[A-Z0-9]+/g) ?? []);
  const offer = k.offers.find((o) => (o.description.match(/\b[A-Z]{2,}\d{1,3}\b/g) ?? []).some((code) => words.has(code)));
  if (!offer) return undefined;
  const how = k.faq.find((e) => e.tab === "payment" && /coupon/i.test(e.question));
  return join([
    `${t.offers}\n- ${bold(offer.title)}: ${offer.description} ([${offer.ctaText}](${offer.ctaLink}))`,
    how ? `${bold(how.question)}\n${how.answer}` : undefined,
  ]);
}

/** Words that make a question about no service a question about paying us or about the consultation. */
const PAYMENT_ASKED =
  /\b(?:pay|paying|payment|upi|razorpay|card|refunds?|receipts?|invoices?)\b|bhugtan|bhugtaan|भुगतान|पेमेंट|रिफ़ंड|रिफंड|रसीद/i;
const CONSULT_ASKED = /consult|\bcall\b|\bexpert|salah|सलाह|परामर्श|कॉल|विशेषज्ञ/i;

/**
 * A service question that names no service but is about paying us or about the consultation
 * ("is the first consultation free?", "how can I pay for a service?"): the firm's own answer, not
 * "which service do you mean?".
 */
function firmFallback(state: AssistantState, k: Knowledge, t: ComposePhrases): string | undefined {
  const m = state.message;
  if (PAYMENT_ASKED.test(m)) return paymentAnswer(state, k, t);
  if (CONSULT_ASKED.test(m)) return join([t.human, faqPair(m, "consultation", CONSULTATION_TOPICS, k)]);
  const asked = FIRM_ASKED.find(([re]) => re.test(m))?.[1];
  return asked ? firmAnswer(asked, k, t) : undefined;
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
    /\b(?:who are you|about (?:you|your firm|nyayik)|are you (?:a )?(?:govt|government)|genuine|legit|kaun ho|sarkari (?:ho|hai)|aap kaun)\b|आप कौन|आप सरकारी|भरोसा/i,
    "firm_about",
  ],
];

/** Payment questions are answered by the FAQ entry that fits, question and answer together. */
const PAYMENT_TOPICS: [RegExp, RegExp][] = [
  [/refund|wapas|vapas|रिफ़ंड|रिफंड|वापस|cancel/i, /refund/i],
  [/receipt|invoice|bill|rasid|raseed|रसीद|बिल|इनवॉइस/i, /receipt/i],
  [/coupon|tm20|code|कूपन/i, /coupon/i],
  [/decid|fixed|hidden|extra|price/i, /price of a service/i],
];
function paymentAnswer(state: AssistantState, k: Knowledge, t: ComposePhrases): string {
  const payment = k.faq.filter((e) => e.tab === "payment");
  const topic = PAYMENT_TOPICS.find(([asked]) => asked.test(state.message));
  const entry =
    (topic && payment.find((e) => topic[1].test(e.question))) ?? payment.find((e) => /how can i pay/i.test(e.question));
  const refund = entry && /refund/i.test(entry.question) ? " · [Refund Policy](/policies/refund-policy)" : "";
  return join([entry ? `${bold(entry.question)}\n${entry.answer}` : undefined, `${t.readMore} [FAQ](/#faq)${refund}`]);
}

function limitsAnswer(
  state: AssistantState,
  svc: ServiceKnowledge | undefined,
  k: Knowledge,
  t: ComposePhrases,
): string | undefined {
  switch (state.intent) {
    case "guarantee": {
      const about = svc ? (state.lang === "en" ? ` for ${bold(svc.title)}` : ` (${bold(svc.title)})`) : "";
      return join([t.guarantee(about), svc ? `${t.readMore} [${svc.title}](${svc.url})` : undefined, t.consult]);
    }
    case "dispute":
      return t.dispute;
    case "out_of_scope":
      return t.outOfScope(k.firm.shortName);
    case "manipulation": {
      // Only the price table's line: the rest of the price box would drown the refusal.
      const price = svc?.price ? priceLines(svc, t)[0] : undefined;
      return join([t.manipulation, price, t.consult]);
    }
    default:
      return undefined;
  }
}

/** "Which form or registration do I need?": the profile mapped to a service, with the facts that decide it. */
function whichAnswer(state: AssistantState, k: Knowledge, t: ComposePhrases): string {
  const domain = domainOf(state.service, state.profile, state.message);
  const profile = withHints(state.profile, state.message, domain);
  const pick = pickService(domain, profile, k);
  const current = state.service ? k.services.get(state.service) : undefined;
  // Nothing known about the visitor but a service in the conversation ("who can use that form?"):
  // who that service is for is the answer, not a question back.
  const unknown = !profile.entity && !profile.income?.length && !profile.activity && profile.turnover === undefined;
  if (current && unknown && (pick.kind === "ask" || pick.slug === "itr-1-to-itr-7-return-filing")) {
    const block = serviceBlock(current, "eligibility", t, k);
    return join([block.body, readMore(current, { ...state, intent: "eligibility" }, t, k, block), t.consult]);
  }
  if (pick.kind === "ask") return pick.about === "goods-or-services" ? t.askGoodsOrServices : t.askProfile;
  const svc = k.services.get(pick.slug);
  if (!svc) return t.askProfile;
  const described = describeProfile(profile, state.lang);
  const f = svc.facts;
  const facts: string[] = [];
  let name = `[${svc.title}](${svc.url})`;
  let extra: string | undefined;
  switch (pick.domain) {
    case "gst": {
      // The registration limits and who must register anyway, as gst-registration's facts give them.
      const limits = (f?.thresholds ?? []).filter((x) => /aggregate turnover/i.test(x.value));
      facts.push(...limits.map((x) => `${x.what}: **${x.value}**`));
      facts.push(...(f?.eligibility ?? []).filter((l) => /compulsory|whatever their turnover/i.test(l)));
      if (pick.limit !== undefined && pick.note === "gst-above") extra = t.gstNeeded(rupeesShort(pick.limit));
      if (pick.limit !== undefined && pick.note === "gst-below") extra = t.gstNotYet(rupeesShort(pick.limit));
      if (pick.limit !== undefined && pick.note === "gst-between") extra = t.gstDependsOnState(rupeesShort(pick.limit));
      break;
    }
    case "fssai": {
      const tier = fssaiTier(profile);
      if (tier)
        name = `${name} (${{ basic: "FSSAI basic registration", state: "FSSAI state licence", central: "FSSAI central licence" }[tier]})`;
      facts.push(...(f?.thresholds ?? []).map((x) => `${x.what}: **${x.value}**`), ...(f?.eligibility ?? []).slice(1));
      break;
    }
    case "udyam":
      facts.push(...(f?.eligibility ?? []).slice(0, 1), ...(f?.thresholds ?? []).map((x) => `${x.what}: **${x.value}**`));
      break;
    case "structure":
      if (svc.structures.length) extra = `${bold(t.structures)}\n${svc.structures.map((r) => `- ${r}`).join("\n")}`;
      facts.push(...(f?.eligibility ?? []));
      break;
    default:
      facts.push(...(f?.eligibility ?? []), ...(f?.thresholds ?? []).map((x) => `${x.what}: **${x.value}**`));
  }
  const block: Block = { body: "", section: pick.domain === "structure" ? "structures" : "eligibility" };
  return join([
    described ? t.whichIntro(described) : undefined,
    pick.domain === "structure" && !profile.entity
      ? undefined
      : pick.domain === "gst" && pick.note !== "gst-above"
        ? t.serviceFor(bold(name)) // below or near the limit: not "you need"
        : t.youNeed(bold(name)),
    extra,
    facts.length
      ? `${bold(pick.domain === "structure" && !profile.entity ? t.rules : t.because)}\n${facts.map((l) => `- ${l}`).join("\n")}`
      : `- ${svc.facts?.summary ?? svc.title}`,
    // What it costs with us, in the price table's one line.
    svc.price || svc.notSoldOnline ? priceLines(svc, t)[0] : undefined,
    readMore(svc, state, t, k, block),
    t.consult,
  ]);
}

/** Composes the answer to the current message from the state and the knowledge. */
export function compose(input: AssistantState, knowledge: Knowledge): string {
  // The few words read from the message (topics, empty slots) are read from its start only: cost stays bounded.
  let state: AssistantState = { ...input, message: input.message.slice(0, MESSAGE_READ) };
  const t = COMPOSE_PHRASES[state.lang] ?? COMPOSE_PHRASES.en;
  const resolve = (slug: string) => knowledge.services.get(slug) ?? knowledge.services.get(knowledge.aliases[slug] ?? "");
  if (state.service && !knowledge.services.has(state.service) && knowledge.aliases[state.service])
    state = { ...state, service: knowledge.aliases[state.service] };
  const svc = state.service ? resolve(state.service) : undefined;

  const limits = limitsAnswer(state, svc, knowledge, t);
  if (limits) return limits;
  const firm = firmAnswer(state.intent, knowledge, t);
  if (firm) {
    // "How soon will you contact me?", "is the call really free?" read as contact or about: the FAQ entry too.
    const asked = ["firm_contact", "firm_about"].includes(state.intent)
      ? faqPair(state.message, "consultation", CONSULTATION_TOPICS, knowledge)
      : undefined;
    return join([asked, firm]);
  }
  if (state.intent === "offer") return offersAnswer(state, knowledge, t);
  if (state.intent === "payment") return paymentAnswer(state, knowledge, t);
  if (state.intent === "human") return join([t.human, faqPair(state.message, "consultation", CONSULTATION_TOPICS, knowledge)]);

  // Unsure between readings: one short question, never a guess.
  const options = [...new Set([...(state.service ? [state.service] : []), ...(state.alternatives ?? [])])]
    .map((s) => resolve(s))
    .filter((s): s is ServiceKnowledge => !!s);
  const distinct = [...new Map(options.map((o) => [o.slug, o])).values()];
  if (distinct.length >= 2 && (SERVICE_INTENTS.has(state.intent) || state.intent === "which_service")) {
    const asked = distinct.slice(0, 3);
    // Unsure which service a price question is about: each one's price in one line, with the question.
    if (state.intent === "price" || state.intent === "gov_fee") {
      const lines = asked.map((o) => priceLines(o, t, state.intent === "gov_fee")[0]);
      return join([clarify(asked, t), lines.map((l) => `- ${l}`).join("\n")]);
    }
    return clarify(asked, t);
  }

  if (state.intent === "which_service") return whichAnswer(state, knowledge, t);
  const about = svc ?? options[0];
  if (!about) {
    // A coupon code named without a service ("what does TM20 give?"): the offer that carries it.
    const coupon = couponAnswer(state, knowledge, t);
    if (coupon) return coupon;
    // No service in the state but the area is named: its main guide, or one question among its guides.
    const area = AREA_GUIDES.find(([re]) => re.test(state.message.toLowerCase()))?.[1].map(resolve);
    const guides = (area ?? []).filter((s): s is ServiceKnowledge => !!s);
    if (guides.length >= 2) return clarify(guides, t);
    const only = guides[0];
    if (!only) return firmFallback(state, knowledge, t) ?? t.askService;
    const block = serviceBlock(only, state.intent, t, knowledge);
    return join([block.body, readMore(only, { ...state, service: only.slug }, t, knowledge, block), t.consult]);
  }
  const block = serviceBlock(about, state.intent, t, knowledge);
  return join([
    block.body,
    state.intent === "eligibility" ? verdict(about, state, knowledge, t) : undefined,
    readMore(about, state, t, knowledge, block),
    t.consult,
  ]);
}

/**
 * "Can I file ITR-1? I also sold shares": when the visitor has told us enough to pick the ITR form,
 * the eligibility answer ends with what fits them — this form, or the one that does.
 */
function verdict(svc: ServiceKnowledge, state: AssistantState, k: Knowledge, t: ComposePhrases): string | undefined {
  const domain = domainOf(svc.slug, state.profile, state.message);
  if (domain !== "itr") return undefined;
  const profile = withHints(state.profile, state.message, domain);
  const pick = pickService(domain, profile, k);
  const described = describeProfile(profile, state.lang);
  if (pick.kind !== "service" || !described || pick.slug === "itr-1-to-itr-7-return-filing") return undefined;
  const fits = k.services.get(pick.slug);
  if (!fits) return undefined;
  return fits.slug === svc.slug
    ? t.itFits(described, bold(svc.title))
    : t.youNeedInstead(described, bold(`[${fits.title}](${fits.url})`));
}
