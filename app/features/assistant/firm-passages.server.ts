import MiniSearch from "minisearch";
import type { Content } from "#app/features/catalogue/content.server.ts";
import { slugify } from "#app/features/catalogue/slug.ts";
import { synonymsOf } from "./synonyms.server.ts";

/**
 * The firm's own written word as short passages (issue 23, decision 172): every paragraph, list item and
 * table row of the policies, and every FAQ entry, searched with BM25 (MiniSearch) when a visitor asks
 * something about us that no FAQ entry's words mark ("how long do you keep my chat?", "if the filing is
 * rejected by your mistake, do I pay again?"). The answer quotes the passage and links its section, so
 * it never says more than the firm has published.
 */

export type FirmPassage = {
  id: number;
  /** Where it comes from: "Refund Policy › What cannot be refunded", or the FAQ question. */
  title: string;
  text: string;
  url: string;
  /** Set for an FAQ entry (its English question): its translated questions are searched too. */
  faq?: string;
  /** Searched with the text: the section heading, and an FAQ entry's translated question. */
  heading: string;
};
/** A passage found, with how many of the message's topic words it shares. */
export type FoundPassage = FirmPassage & { matched: number; terms: string[] };
export type FirmPassages = {
  search: (message: string) => FoundPassage | undefined;
  /** A second passage for the part of a two-part message the first one does not answer. */
  rest: (message: string, first: FoundPassage) => FoundPassage | undefined;
};

/** Words that carry no topic of their own, in English and Hinglish (the search needs two topic words). */
const STOP = new Set(
  (
    "a an the and or but if of to in on for at by with from as is are was were be been am do does did done can could " +
    "will would shall should may might must i me my mine we our ours you your yours u ur he she it its they them their " +
    "this that these those what which who whom whose when where why how not no yes so than then there here too very " +
    "just also any all some about into out up down over again ok okay pls please plz sir madam ji hai hain ho hoga " +
    "kya ka ki ke ko se me mein mai main mera meri mere aap aapka aapki aapke apka apki tum kar karo karna karte " +
    "nahi nhi na bhi to toh ya aur wala wali hum hamara hamari kaise kab kyu kyon kitna kitni kitne koi kuch " +
    "nyayik firm firms get got give tell want need know like one actually really just now service services payment payments pay paying make made"
  ).split(" "),
);
const stem = (w: string) => (w.length > 4 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w);
/** The topic words of a text: lower case, no stop words, a plural's final s dropped. */
export function topicTerms(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map(stem);
}

/** Plain text of a Markdown line: no emphasis, links as their text, no list or quote marks. */
export function plainLine(line: string): string {
  return line
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/[*_`]/g, "")
    .replace(/^\s*(?:[-+>]|\d+\.)\s+/, "")
    .trim();
}

/** A Markdown table line's cells as plain text; undefined for the rule under the header. */
export function tableCells(line: string): string[] | undefined {
  const cells = line
    .split("|")
    .slice(1, -1)
    .map((c) => plainLine(c));
  return cells.every((c) => /^:?-+:?$/.test(c)) ? undefined : cells;
}

/** A table row read with its column heads: "Item — Authority: MCA; Amount: as notified". */
export function rowText(cells: string[], columns: string[]): string {
  return `${cells[0]} — ${cells
    .slice(1)
    .map((c, i) => `${columns[i + 1] ?? ""}: ${c}`)
    .join("; ")}`;
}

/** A policy's body as passages: a paragraph, a list item, or a table row read with its column heads. */
function policyPassages(title: string, url: string, markdown: string): Omit<FirmPassage, "id">[] {
  const out: Omit<FirmPassage, "id">[] = [];
  let heading = "";
  let columns: string[] | undefined;
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    if (!line) {
      columns = undefined;
      continue;
    }
    const h = /^#{2,4}\s+(.*)$/.exec(line);
    if (h?.[1]) {
      heading = plainLine(h[1]);
      continue;
    }
    const at = heading ? `${url}#${slugify(heading)}` : url;
    const where = heading ? `${title} › ${heading}` : title;
    if (line.startsWith("|")) {
      const cells = tableCells(line);
      if (!cells) continue;
      if (!columns) columns = cells;
      else out.push({ title: where, text: rowText(cells, columns), url: at, heading });
      continue;
    }
    out.push({ title: where, text: plainLine(line), url: at, heading });
  }
  return out.filter((p) => p.text.length >= 20);
}

/** The passages of the policies and the FAQ, indexed once per content. */
export function firmPassagesOf(content: Pick<Content, "policies" | "faq">): FirmPassages {
  const all: FirmPassage[] = [];
  for (const policy of content.policies.values())
    for (const p of policyPassages(policy.title, `/policies/${policy.slug}`, policy.markdown)) all.push({ ...p, id: all.length });
  // Only the entries about us (those with a firm intent): a service's FAQ entry is the guide's to answer.
  Object.values(content.faq)
    .flat()
    .filter((entry) => entry.intent !== undefined)
    .forEach((entry) => {
      const other = [entry.hi?.question, entry.hinglish?.question].filter(Boolean).join(" ");
      const heading = `${entry.question} ${other}`;
      all.push({ id: all.length, title: entry.question, text: entry.answer, url: "/#faq", faq: entry.question, heading });
    });
  const index = new MiniSearch<FirmPassage>({
    fields: ["heading", "text"],
    storeFields: [],
    processTerm: (term) => {
      const [t] = topicTerms(term);
      return t ?? null;
    },
    tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u),
    searchOptions: { boost: { heading: 1.5 }, fuzzy: (t) => (t.length >= 6 ? 0.2 : false), prefix: (t) => t.length >= 5 },
  });
  index.addAll(all);
  const synonyms = synonymsOf((word) => topicTerms(word)[0]);
  const find = (asked: Set<string>): FoundPassage | undefined => {
    if (asked.size < 2) return undefined;
    const { query, meaning } = synonyms.expand(asked);
    const [best] = index.search(query.join(" "));
    // Two of the message's meanings must be in the passage: one shared word ("data") is a coincidence.
    const meanings = new Set((best?.queryTerms ?? []).map(meaning));
    if (!best || meanings.size < 2) return undefined;
    const found = all[best.id];
    const terms = [...asked].filter((w) => meanings.has(meaning(w)));
    return found ? { ...found, matched: meanings.size, terms } : undefined;
  };
  return {
    search: (message) => find(new Set(topicTerms(message.slice(0, 300)))),
    rest(message, first) {
      // The words the first passage did not answer, searched on their own ("…, and can I have it deleted?").
      const asked = new Set(topicTerms(message.slice(0, 300)).filter((w) => !first.terms.includes(w)));
      const next = find(asked);
      return next && next.id !== first.id && next.title !== first.title ? next : undefined;
    },
  };
}
