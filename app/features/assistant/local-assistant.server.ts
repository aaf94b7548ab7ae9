import { formatRupees } from "#app/features/catalogue/price.ts";
import type { ChatTurn } from "./chat-schema.ts";
import {
  type AssistantIndex,
  type Intent,
  normalizeText,
  type Passage,
  type Retrieval,
  retrieve,
  type ScoredPassage,
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

const COMPOUND = /\band (?:how|when|who|what|which|where|why|do|does|can|is)\b/;

const OFFER_WORDS = new Set(["offer", "discount", "coupon", "deal", "promo", "sale", "current", "available", "any"]);

const CONSULT_OFFER =
  "Want an expert to look at your case? Book a free 15-minute consultation — press **Talk to an expert** below or use our [consultation form](/#consultation).";

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

const LIST_QUESTION = /\b(requirements?|conditions|criteria|eligibility|checklist)\b/;
const AMOUNT = /₹|\b\d[\d,.]*\s*(?:lakh|crore|%|per cent|days?|months?|years?|members|directors|shareholders)\b/i;

function unitScore(unit: Unit, queryTerms: Set<string>, intents: Set<Intent>, quantity: boolean, validity: boolean): number {
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
  const wholeList = intents.has("documents") || intents.has("process") || LIST_QUESTION.test(message.toLowerCase());
  const limit = maxUnits ?? (listy && wholeList ? 8 : listy ? 4 : 3);
  const totalChars = units.reduce((n, u) => n + u.text.length, 0);
  // The service's own name is in every unit about it; the other words pick the right units.
  const titleTerms = new Set(termsOf(normalizeText(passage.title)));
  const specific = new Set([...queryTerms].filter((t) => !titleTerms.has(t)));
  if (specific.size > 0) queryTerms = specific;
  const quantity = QUANTITY.test(message.toLowerCase());
  const validity = VALIDITY_QUESTION.test(message.toLowerCase());
  let chosen: Unit[];
  if (units.length <= limit && totalChars <= 700) {
    chosen = units;
  } else {
    const ranked = units.map((u) => ({ u, s: unitScore(u, queryTerms, intents, quantity, validity) })).sort((a, b) => b.s - a.s);
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
  chosen = chosen.sort((a, b) => a.order - b.order);
  // A lead-in ending in ":" makes no sense without the item after it.
  chosen = chosen.filter((u, i) => !(u.kind === "sentence" && u.text.endsWith(":") && chosen[i + 1]?.order !== u.order + 1));
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
  const onlySmallTalk = retrieval.terms.length === 0 && !service;

  if (intents.has("greeting") && onlySmallTalk) {
    return `Hello! I can answer questions about our services, fees, documents and timelines — for example *"How much does trademark registration cost?"* or *"Which ITR form should I file?"* What would you like to know?`;
  }
  if (OFF_LIMITS.test(message.toLowerCase())) {
    return `I can only help with questions about ${site.shortName}'s services: trademarks, GST, income tax, company registration, insurance claims and agreements. What would you like to know?`;
  }
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
    parts.push(
      `Our team is available **${site.hours.label}**, with ${site.hours.support}. You can message us or use this chat at any time, and we follow up on anything that arrives after hours.`,
    );
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
      const p = service.price;
      parts.push(
        `**${service.title}** costs **${formatRupees(p.discounted)}** with us (regular price ${formatRupees(p.actual)}, you save ${p.percentage}%). That is our professional fee; any government fee is extra and is listed in the guide.`,
      );
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
        links.push({
          ...(passages.find((p) => p.slug === service.slug) ?? (top as Passage)),
          url: service.url,
          heading: "",
          kind: "price",
          title: service.title,
        });
      }
      for (const p of passages) if (p.kind === "price" && p.slug === service.slug) used.add(p.id);
    } else if (service) {
      parts.push(
        `**${service.title}** has no fixed online price: the fee depends on your matter. Tell us the details in a free consultation and we'll quote a fixed fee before you decide.`,
      );
      links.push({
        ...(passages.find((p) => p.slug === service.slug) ?? (top as Passage)),
        url: service.url,
        heading: "",
        kind: "price",
        title: service.title,
      });
    } else {
      const priced = passages.filter((p) => p.kind === "price").slice(0, 3);
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
      intents.has("price") && service?.price && !intents.has("documents") && !intents.has("timeline") && !intents.has("process");
    if (!priceOnly) {
      const main = condense(best, queryTerms, intents, undefined, message);
      parts.push(`${lead(best)}\n\n${main}`);
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
  if (uniqueLinks.length) parts.push(`Read more: ${uniqueLinks.map(linkTo).join(" · ")}`);
  parts.push(CONSULT_OFFER);
  return parts.join("\n\n");
}

function markFact(passages: ScoredPassage[], title: string, used: Set<number>, links: Passage[]) {
  const fact = passages.find((p) => p.kind === "fact" && p.title === title);
  if (fact) used.add(fact.id);
  if (!links.some((l) => l.url === "/#contact")) {
    links.push({ id: -1, kind: "fact", slug: null, title: "Contact us", heading: "", text: "", url: "/#contact" });
  }
}

export type { Retrieval };
