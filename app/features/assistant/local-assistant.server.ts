import type { ChatTurn } from "./chat-schema.ts";
import { detectLanguage, type Language, PHRASES } from "./language.server.ts";
import {
  type AssistantIndex,
  type Intent,
  normalizeText,
  type Passage,
  type Retrieval,
  retrieve,
  type ScoredPassage,
  type ServiceRef,
  termsOf,
  VALIDITY_QUESTION,
  VALIDITY_TEXT,
} from "./retrieval.server.ts";

/**
 * The embedded assistant (no Gemini key): answers from retrieval alone. It condenses the best
 * matching passage to a few sentences, adds the price from the price table, office hours or
 * contact details when asked, links the pages it used and offers a consultation.
 */

/** Attempts to make the assistant drop its role; it simply stays on topic. */
const OFF_LIMITS =
  /\b(ignore (?:all |any |the )?(?:previous|prior|above|earlier|your) (?:instructions?|prompts?|rules)|system prompt|jailbreak|you are now|pretend to be|act as (?:a|an) (?!expert))/;

/** Attempts to set or change a price from the chat. Prices come only from the price table. */
const PRICE_CHANGE =
  /\b(?:make|set|change|update|lower|reduce|override)\b[^.?!]{0,40}\b(?:price|fee|cost)s?\b[^.?!]{0,20}\b(?:to|as|at|=)\s*(?:₹|rs\.?|inr)?\s*\d|\b(?:price|fee|cost)s? (?:is|are|should be|will be) now\b|\bfrom now on\b[^.?!]{0,80}(?:₹|\brs\b|price|fee|cost|free)|\bconfirm (?:the |this )?(?:new )?(?:price|fee)\b|\b(?:100|9\d)\s?% (?:off|discount)\b|\bnew price\b/;

/** Questions that ask us to promise an outcome. A refund or money-back question is about payment. */
const GUARANTEE =
  /\b(guarantee[ds]?|guarant(?:y|ee)|gaurantee|guarentee|assured?|promise|100 ?%|for sure|sure shot|pakka|definitely (?:get|be|win)|(?:sure|certain|bound) to (?:get|be|win|pass)|will surely|surely (?:get|be)|will (?:i|we|it|my \w+|the \w+) (?:surely |definitely )?(?:win|get (?:it )?(?:approved|registered|accepted|granted|settled|passed|the refund)|be (?:approved|registered|accepted|granted|settled|rejected|passed))|chances? of (?:success|winning|approval|getting)|(?:is it|are you) (?:100 ?% )?(?:sure|certain)|win (?:my|the|this) case|no objection will)\b|गारंटी|पक्का/;

/** "Is there a money-back guarantee?" is about our refund policy, not an outcome. */
const OUR_REFUND =
  /\b(money back|refund policy|refund (?:my|the|your) (?:fee|payment|money)|get (?:a |my )?refund if|refundable)\b/;

/** A request for advice on the visitor's own dispute. */
const DISPUTE =
  /\b(should i sue|can i sue|sue (?:my|him|her|them|the)|file a (?:case|suit|complaint|fir) against|take (?:legal action|him|her|them) (?:against|to court)|legal action against|lawsuit|what are my chances|represent me in court|my (?:landlord|tenant|employer|boss|husband|wife|neighbou?r|business partner|co-?founder|builder|brother|sister|father) (?:is|has|have|won't|refuses|refused|didn't|did not|cheated|owes|threatens)|cheated me|in court against)\b/;

/** Subjects we do not work in, when nothing in the message is about our services. */
const OUT_OF_SCOPE =
  /\b(weather|recipe|cook(?:ing)?|biryani|movie|film|song|lyrics|poem|joke|cricket|football|ipl|score|horoscope|astrology|crypto(?:currency)?|bitcoin|stock tips?|which (?:stock|share)s? (?:to|should)|(?:best|good|top) (?:stocks?|shares?|mutual funds?)|stocks? to (?:buy|sell|invest)|share market|stock market|intraday|homework|maths?|physics|chemistry|essay|story|python|javascript|programming|girlfriend|boyfriend|dating|diet|symptoms?|fever|medicine for|hospital|flight|train|hotel|visa|passport|capital of|prime minister|president of|translate|celebrity|game|play|travel|holiday package|job vacanc\w*|salary hike)\b/;
const DOMAIN =
  /\b(tax\w*|gst\w*|itr\d?|trademark|brand|logo|copyright|patent|company|llp|insurance|insurer|claim|agreement|contract|licen[cs]e|registration|register|fee|price|cost|tds|tan|msme|udyam|fssai|legal|notice|compliance|filing|return|nyayik|consultation|expert|office|document)\b/;

/** Asking us to write or play something: out of our field even when the subject is tax ("a poem about GST"). */
const CREATIVE =
  /\b(?:write|compose|make|create|generate|sing|tell)\b(?: me| us)?(?: a| an| some| one)?(?: short| funny| small)? (?:poem|poetry|story|joke|song|lyrics|rap|shayari|essay|limerick|haiku|riddle)s?\b|\b(?:poem|joke|story|shayari|song) (?:about|on) /;

/** "Is this the official IP India site?": we are a private firm, whatever the portal named. */
const GOVERNMENT_QUESTION =
  /\b(?:are you|is this|is nyayik|is it)(?: a| an| the)? (?:official|government|govt|sarkari)\b|\b(?:are you|is nyayik) (?:part of|run by|from) (?:the )?(?:government|govt|ip india|income tax department|gst department|mca)\b/;

/** "What services do you offer?": the catalogue, not one guide. */
const SERVICES_QUESTION =
  /\b(?:what|which) (?:all |kinds? of |types? of |other )?services\b|\bservices (?:do|does|can) (?:you|nyayik)\b|\bwhat (?:all |else )?(?:do|can) you (?:do|offer|help with|provide)\b|\bwhat (?:can|do) you help (?:me |us )?with\b|\blist (?:of )?(?:your |all )?services\b|\bkya kya services\b|\bkaun si services\b/;

const COMPOUND = /\band (?:how|when|who|what|which|where|why|do|does|can|is)\b/;

const OFFER_WORDS = new Set(["offer", "discount", "coupon", "deal", "promo", "sale", "current", "available", "any"]);

const CONSULT_OFFER = PHRASES.en.consult;

type Unit = {
  text: string;
  kind: "sentence" | "bullet" | "step" | "row";
  order: number;
  marker: string;
  /** Rows of one table share a number; the header words help score them. */
  table: number;
  context: string;
};

/** Breaks a passage into answerable units: sentences, list items and table rows. */
export function passageUnits(markdown: string): Unit[] {
  const units: Unit[] = [];
  const lines = markdown.split("\n");
  let header: string[] | null = null;
  let tables = 0;
  let paragraph: string[] = [];
  const push = (text: string, kind: Unit["kind"], marker = "", context = "") => {
    const clean = text.trim();
    if (clean) units.push({ text: clean, kind, order: units.length, marker, table: kind === "row" ? tables : 0, context });
  };
  const flushParagraph = () => {
    const text = paragraph.join(" ").trim();
    paragraph = [];
    if (!text) return;
    for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z₹("*])/)) push(sentence, "sentence");
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (line.startsWith("|")) {
      flushParagraph();
      const cells = line
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((c) => c.trim());
      if (cells.every((c) => /^:?-{2,}:?$/.test(c))) continue;
      if (!header) {
        header = cells;
        tables += 1;
        continue;
      }
      const [first, ...rest] = cells;
      push(`${first}: ${rest.filter(Boolean).join("; ")}`, "row", "", header.join(" "));
      continue;
    }
    header = null;
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const step = /^(\d+)[.)]\s+(.*)$/.exec(line);
    if (bullet) {
      flushParagraph();
      push(bullet[1] ?? "", "bullet");
    } else if (step) {
      flushParagraph();
      push(step[2] ?? "", "step", `${step[1]}.`);
    } else if (line === "") {
      flushParagraph();
    } else {
      paragraph.push(line);
    }
  }
  flushParagraph();
  return units;
}

const GENERIC_TERMS = new Set(["registration", "filing", "return", "service", "india", "indian", "company", "tax", "income"]);

const QUANTITY = /\b(limit|threshold|how much|how many|minimum|maximum|turnover|capital|up to|at least|late fee|penalty)\b/;

const LIST_QUESTION = /\b(requirements?|conditions|criteria|eligibility|eligible|checklist|who can|who should|who is allowed)\b/;
/** "Who can use it?" is answered by who can, not by who cannot (unless the visitor asks that). */
const POSITIVE_QUESTION = /\b(who can|can i|can we|eligible|who should|allowed)\b/;
const NEGATIVE_WORDS = /\b(cannot|can't|not eligible|not allowed|does not apply|not use)\b/i;
const AMOUNT = /₹|\b\d[\d,.]*\s*(?:lakh|crore|%|per cent|days?|months?|years?|members|directors|shareholders)\b/i;

function unitScore(
  unit: Unit,
  queryTerms: Set<string>,
  intents: Set<Intent>,
  quantity: boolean,
  validity: boolean,
  positive = false,
): number {
  const terms = new Set(termsOf(normalizeText(`${unit.text} ${unit.context}`.replace(/[*_`]/g, ""))));
  let score = 0;
  for (const t of queryTerms) {
    if (terms.has(t)) score += GENERIC_TERMS.has(t) ? 0.4 : 1.2;
    else if (t.length >= 5 && [...terms].some((u) => u.startsWith(t))) score += 0.6;
  }
  if (intents.has("price") && /₹/.test(unit.text)) score += 1.2;
  if (
    intents.has("timeline") &&
    /\b\d+\s*(?:working\s+)?(?:days?|months?|years?)\b|\b(?:jul|july|aug|august|sep|oct|jan|mar|may)\w*\b|\bone month\b|\bten years\b|\bwithin\b/i.test(
      unit.text,
    )
  )
    score += 1.5;
  if (intents.has("documents") && unit.kind === "bullet") score += 0.5;
  if (quantity && AMOUNT.test(unit.text.replace(/[*_]/g, ""))) score += 1.2;
  if (validity && VALIDITY_TEXT.test(unit.text.replace(/[*_]/g, ""))) score += 2.5;
  if (positive && NEGATIVE_WORDS.test(unit.text)) score -= 2;
  if (positive && /\b(can be filed by|can use|can file|is for|eligible)\b/i.test(unit.text)) score += 1.5;
  return score + 0.4 / (1 + unit.order);
}

/** A few of the passage's most relevant units, in their original order, as Markdown. */
export function condense(
  passage: Passage,
  queryTerms: Set<string>,
  intents: Set<Intent>,
  maxUnits?: number,
  message = "",
): string {
  const units = passageUnits(passage.text);
  const listy = units.filter((u) => u.kind !== "sentence").length >= units.length / 2;
  // Documents, steps and requirements are asked for as a list: give the list.
  // Deadlines come as a short list of dates: one date alone ("31 December") misleads.
  const deadline = /\b(deadline|due date|last date)\b/.test(normalizeText(message));
  const wholeList = intents.has("documents") || intents.has("process") || deadline || LIST_QUESTION.test(message.toLowerCase());
  const limit = maxUnits ?? (listy && wholeList ? 8 : listy ? 4 : 3);
  const totalChars = units.reduce((n, u) => n + u.text.length, 0);
  // The service's own name is in every unit about it; the other words pick the right units.
  const titleTerms = new Set(termsOf(normalizeText(passage.title)));
  const specific = new Set([...queryTerms].filter((t) => !titleTerms.has(t)));
  if (specific.size > 0) queryTerms = specific;
  const quantity = QUANTITY.test(message.toLowerCase());
  const validity = VALIDITY_QUESTION.test(message.toLowerCase());
  const lower = message.toLowerCase();
  const positive = POSITIVE_QUESTION.test(lower) && !NEGATIVE_WORDS.test(lower) && !/\bnot\b/.test(lower);
  let chosen: Unit[];
  if (units.length <= limit && totalChars <= 700) {
    chosen = units;
  } else {
    const ranked = units
      .map((u) => ({ u, s: unitScore(u, queryTerms, intents, quantity, validity, positive) }))
      .sort((a, b) => b.s - a.s);
    const best = ranked[0]?.s ?? 0;
    // Keep the answer short: only units close to the best one (a list asked for is kept whole).
    chosen = ranked
      .filter((x, i) => i === 0 || wholeList || x.s >= best * 0.45)
      .slice(0, limit)
      .map((x) => x.u);
  }
  // A table row read alone misleads ("31 July" without the other quarters): keep a short table whole.
  const tablesChosen = new Set(chosen.filter((u) => u.kind === "row").map((u) => u.table));
  for (const table of tablesChosen) {
    const rows = units.filter((u) => u.kind === "row" && u.table === table);
    if (rows.length <= 5) chosen = [...chosen, ...rows.filter((r) => !chosen.includes(r))];
  }
  // A list item read without its lead-in ("ITR-4 can be filed by ... if:") loses its subject.
  for (const item of chosen.filter((u) => u.kind === "bullet" || u.kind === "step")) {
    let i = item.order - 1;
    while (i >= 0 && (units[i]?.kind === "bullet" || units[i]?.kind === "step")) i -= 1;
    const leadIn = units[i];
    if (leadIn?.kind === "sentence" && leadIn.text.endsWith(":") && !chosen.includes(leadIn)) chosen = [...chosen, leadIn];
  }
  chosen = chosen.sort((a, b) => a.order - b.order);
  // A lead-in ending in ":" makes no sense without the item after it.
  chosen = chosen.filter(
    (u, i) => !(u.kind === "sentence" && u.text.endsWith(":") && (chosen[i + 1]?.kind ?? "sentence") === "sentence"),
  );
  const out: string[] = [];
  let sentences: string[] = [];
  const flush = () => {
    if (sentences.length) out.push(sentences.join(" "));
    sentences = [];
  };
  for (const unit of chosen) {
    if (unit.kind === "sentence") {
      sentences.push(unit.text);
    } else {
      flush();
      out.push(unit.kind === "step" ? `${unit.marker} ${unit.text}` : `- ${unit.text}`);
    }
  }
  flush();
  // Consecutive list items form one Markdown list; paragraphs stand apart.
  return out.reduce((acc, block, i) => {
    if (i === 0) return block;
    const isItem = /^(?:- |\d+\. )/.test(block);
    const prevItem = /^(?:- |\d+\. )/.test(out[i - 1] ?? "");
    return `${acc}${isItem && prevItem ? "\n" : "\n\n"}${block}`;
  }, "");
}

function linkTo(p: Passage): string {
  const label = p.kind === "guide" && p.heading ? `${p.title} › ${p.heading}` : p.kind === "faq" ? "our FAQ" : p.title;
  return `[${label}](${p.url})`;
}

function lead(p: Passage): string {
  if (p.kind === "faq") return `**${p.title}**`;
  if (p.kind === "guide") return p.heading ? `**${p.title} — ${p.heading}**` : `**${p.title}**`;
  return `**${p.title}**`;
}

/** Composes the local assistant's reply (Markdown) to a message, given the conversation so far. */
export function answerLocally(index: AssistantIndex, message: string, history: ChatTurn[] = []): string {
  const { site, home } = index.content;
  const retrieval = retrieve(index, message, history, 8);
  const { intents, service } = retrieval;
  // Small talk is judged on the message alone: "thanks" after a trademark question is still thanks.
  const onlySmallTalk = termsOf(normalizeText(message)).length === 0;

  const lang = detectLanguage(message);
  const t = PHRASES[lang];
  const lower = normalizeText(message);

  if (intents.has("greeting") && onlySmallTalk) {
    return `Hello! I can answer questions about our services, fees, documents and timelines — for example *"How much does trademark registration cost?"* or *"Which ITR form should I file?"* What would you like to know?`;
  }
  // No instruction in a message changes the assistant's role or a price.
  if (OFF_LIMITS.test(message.toLowerCase()) || PRICE_CHANGE.test(message.toLowerCase())) {
    return [t.injection, ...priceLines(service, t), t.consult].join("\n\n");
  }
  if (GUARANTEE.test(lower) && !OUR_REFUND.test(message.toLowerCase())) {
    const about = service ? (lang === "en" ? ` for ${service.title}` : ` (${service.title})`) : "";
    const link = service ? [`${t.readMore} [${service.title}](${service.url})`] : [];
    return [t.guarantee(about), ...link, t.consult].join("\n\n");
  }
  if (DISPUTE.test(lower)) return [t.dispute, t.consult].join("\n\n");
  if (CREATIVE.test(message.toLowerCase())) return t.outOfScope(site.shortName);
  if (GOVERNMENT_QUESTION.test(message.toLowerCase())) {
    const fact = index.passages.find((p) => p.kind === "fact" && p.title.endsWith("a government office?"));
    if (fact) return [fact.text, t.consult].join("\n\n");
  }
  if (!service && SERVICES_QUESTION.test(message.toLowerCase())) return servicesOverview(index, t);
  if (!service && OUT_OF_SCOPE.test(lower) && !DOMAIN.test(lower)) return t.outOfScope(site.shortName);
  if (intents.has("thanks") && onlySmallTalk) {
    return `You're welcome! If you need anything else, just ask. ${CONSULT_OFFER}`;
  }

  const parts: string[] = [];
  const links: Passage[] = [];
  const used = new Set<number>();
  const queryTerms = new Set(retrieval.terms);
  const passages = retrieval.passages;
  const top = passages[0];

  if (intents.has("hours")) {
    parts.push(t.hours(site.hours.label, site.hours.support));
    markFact(passages, "Office hours", used, links);
  }
  if (intents.has("contact")) {
    const fact =
      passages.find((p) => p.kind === "fact" && p.title === "Contact us") ?? index.passages.find((p) => p.title === "Contact us");
    if (fact) {
      parts.push(fact.text);
      used.add(fact.id);
      links.push(fact);
    }
  }

  // Price: always from the price table, never from guide text.
  if (intents.has("price")) {
    if (service?.price) {
      parts.push(...priceLines(service, t));
      const offer = home.offers.find((o) => o.description.toLowerCase().includes(service.title.toLowerCase()));
      if (offer) parts.push(`Offer: ${offer.description}`);
      const feeSection = passages.find((p) => p.slug === service.slug && p.kind === "guide" && /fee|cost/i.test(p.heading));
      if (feeSection) {
        const govLines = passageUnits(feeSection.text).filter(
          (u) => u.kind === "row" && /government|govt|form|per class|fee/i.test(u.text) && !/our /i.test(u.text),
        );
        if (govLines.length)
          parts.push(
            `Government fees: ${govLines
              .slice(0, 3)
              .map((u) => u.text.replace(/\*\*/g, ""))
              .join("; ")}.`,
          );
        used.add(feeSection.id);
        links.push(feeSection);
      } else {
        links.push(serviceLink(service, passages, top));
      }
      for (const p of passages) if (p.kind === "price" && p.slug === service.slug) used.add(p.id);
    } else if (service) {
      // A guide sold through a broader service quotes that service's price (price-coverage.yaml).
      parts.push(...priceLines(service, t));
      if (service.coveredBy)
        links.push({ ...serviceLink(service, passages, top), url: service.coveredBy.url, title: service.coveredBy.title });
      links.push(serviceLink(service, passages, top));
      for (const p of passages) if (p.slug === service.slug && p.kind === "guide" && /fee|cost/i.test(p.heading)) used.add(p.id);
    } else {
      const priced = passages.filter((p) => p.kind === "price").slice(0, 3);
      // No service named and no price passage retrieved: the guide that answers prices the question
      // ("register a partnership firm" → the guide that covers it), so we never say "no price" for what we sell.
      const candidate = top?.kind === "guide" && top.slug ? index.services.find((s) => s.slug === top.slug) : undefined;
      // Only when the question names that guide's own subject ("partnership" → Partnership … Contracts).
      const titleWords = new Set(termsOf(normalizeText(candidate?.title ?? "", false)));
      const guideOfTop = [...queryTerms].some((w) => titleWords.has(w) && !GENERIC_TERMS.has(w)) ? candidate : undefined;
      if (!priced.length && guideOfTop) {
        parts.push(...priceLines(guideOfTop, t));
        links.push(serviceLink(guideOfTop, passages, top));
      }
      if (priced.length) {
        parts.push(
          `Here are our fixed prices for the closest matches:\n${priced.map((p) => `- ${p.text.replace(/\.$/, "")} — [details](${p.url})`).join("\n")}`,
        );
        for (const p of priced) used.add(p.id);
      }
    }
  }

  if (intents.has("offer")) {
    const all = index.passages.filter((p) => p.kind === "offer");
    // "What is the GST bundle offer?" → that offer; "any offers?" → all of them.
    const telling = [...queryTerms].filter((t) => !OFFER_WORDS.has(t));
    const named = all.filter((o) => {
      const words = new Set(termsOf(normalizeText(`${o.title} ${o.text}`)));
      return telling.some((t) => words.has(t));
    });
    const list = (named.length ? named : all).slice(0, 3);
    const fresh = list.filter((o) => !parts.some((part) => part.includes(o.text)));
    if (fresh.length) parts.push(`Current offers:\n${fresh.map((o) => `- **${o.title}:** ${o.text}`).join("\n")}`);
    for (const o of list) used.add(o.id);
    if (list[0]) links.push(list[0]);
  }

  // The main answer: the best remaining passage, condensed; a second one when it adds something.
  const remaining = passages.filter(
    (p) => !used.has(p.id) && p.kind !== "price" && !(p.kind === "fact" && (intents.has("hours") || intents.has("contact"))),
  );
  const answeredByFacts =
    parts.length > 0 && (intents.has("hours") || intents.has("contact") || intents.has("offer")) && !service;
  const best = remaining[0];
  const minScore = (top?.score ?? 0) * 0.3;
  if (best && !answeredByFacts && best.score >= minScore) {
    const priceOnly =
      intents.has("price") &&
      (service?.price || service?.coveredBy) &&
      !intents.has("documents") &&
      !intents.has("timeline") &&
      !intents.has("process");
    if (!priceOnly) {
      const main = condense(best, queryTerms, intents, undefined, message);
      // Hindi and Hinglish visitors get the fixed sentence in their language, then the guide's facts.
      const subject = service?.title ?? best.title;
      const intro =
        lang === "en" ? "" : intents.has("documents") ? t.documents(subject) : intents.has("timeline") ? t.timeline(subject) : "";
      parts.push(`${intro ? `${intro}\n\n` : ""}${lead(best)}\n\n${main}`);
      links.push(best);
      // "What is an IEC and how long is it valid?": the overview answers the first half.
      const overview = service
        ? remaining.find((p) => p.slug === service.slug && p.kind === "guide" && p.heading === "")
        : undefined;
      if (COMPOUND.test(message.toLowerCase()) && intents.has("definition") && overview && overview.id !== best.id) {
        parts.splice(parts.length - 1, 0, `${lead(overview)}\n\n${condense(overview, new Set(), new Set(), 2)}`);
        links.push(overview);
      }
      const second = remaining[1];
      if (
        second &&
        main.length < 400 &&
        !links.includes(second) &&
        second.score >= best.score * 0.75 &&
        second.url !== best.url &&
        (second.slug === best.slug || second.kind === "faq") &&
        !intents.has("price")
      ) {
        parts.push(condense(second, queryTerms, intents, 2, message));
        links.push(second);
      }
    }
  }

  if (parts.length === 0 && intents.has("consultation")) return t.consult;
  if (parts.length === 0) {
    return [
      "I couldn't find that in our guides. I can help with trademarks and IP, GST, income-tax returns (ITR-1 to ITR-7, TDS, TAN), company registration and licences, insurance claims and agreements.",
      `Try asking about one of these, for example *"What documents do I need for GST registration?"* — or ${CONSULT_OFFER.charAt(0).toLowerCase()}${CONSULT_OFFER.slice(1)}`,
    ].join("\n\n");
  }

  if (service && !links.some((l) => l.url.startsWith(service.url))) {
    links.push({ id: -1, kind: "guide", slug: service.slug, title: service.title, heading: "", text: "", url: service.url });
  }
  const uniqueLinks = [...new Map(links.map((l) => [l.url, l])).values()].slice(0, 3);
  if (uniqueLinks.length) parts.push(`${t.readMore} ${uniqueLinks.map(linkTo).join(" · ")}`);
  parts.push(t.consult);
  return parts.join("\n\n");
}

/** The six areas we work in, each with its first few services, linked. */
function servicesOverview(index: AssistantIndex, t: (typeof PHRASES)[Language]): string {
  const lines = index.content.catalogue.map((category) => {
    const items = category.groups.flatMap((g) => g.items).slice(0, 4);
    return `- **${category.name}**: ${items.map((i) => `[${i.name}](/service/${i.slug})`).join(", ")}`;
  });
  return [
    `We help with:\n${lines.join("\n")}`,
    "Ask me about any of them: the fee, the documents or how long it takes.",
    t.consult,
  ].join("\n\n");
}

/** The price sentence for a service: its own price, the covering service's, or why it is quoted. */
function priceLines(service: ServiceRef | undefined, t: (typeof PHRASES)[Language]): string[] {
  if (!service) return [];
  if (service.price) return [t.price(service.title, service.price)];
  if (service.coveredBy) return [t.coveredPrice(service.title, service.coveredBy.title, service.coveredBy.price)];
  if (service.notSoldOnline) return [t.notSoldOnline(service.title, service.notSoldOnline)];
  return [];
}

function serviceLink(service: ServiceRef, passages: ScoredPassage[], top: Passage | undefined): Passage {
  return {
    ...(passages.find((p) => p.slug === service.slug) ?? (top as Passage)),
    url: service.url,
    heading: "",
    kind: "price",
    title: service.title,
  };
}

function markFact(passages: ScoredPassage[], title: string, used: Set<number>, links: Passage[]) {
  const fact = passages.find((p) => p.kind === "fact" && p.title === title);
  if (fact) used.add(fact.id);
  if (!links.some((l) => l.url === "/#contact")) {
    links.push({ id: -1, kind: "fact", slug: null, title: "Contact us", heading: "", text: "", url: "/#contact" });
  }
}

export type { Retrieval };
