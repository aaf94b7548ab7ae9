import MiniSearch from "minisearch";
import type { Guide } from "#app/features/catalogue/content.server.ts";
import { slugify } from "#app/features/catalogue/slug.ts";
import { plainLine, rowText, tableCells, topicTerms } from "./firm-passages.server.ts";
import type { Knowledge, ServiceKnowledge } from "./knowledge.server.ts";
import { synonymsOf } from "./synonyms.server.ts";

/**
 * The guides' own sentences as passages (issue 23, decision 173). The structured facts answer what a
 * kind of question usually asks (documents, dates, fees); a visitor's particular case ("my co-director
 * lives in Dubai", "the creator is 15", "I insured the house for too little") is often settled by one
 * sentence of the guide that no facts field holds. Every sentence of a paragraph, every list item, every
 * table row (read with its column heads) and every FAQ answer (searched with its question) of a guide is
 * a passage; the composer asks for the one passage of the service in view that shares the most topic
 * words with the message (BM25, MiniSearch) and quotes it with a link to its section. Words the answer's
 * own block already says (the service's name, the kind of question) do not count as topic words.
 */

export type GuidePassage = { id: number; slug: string; heading: string; anchor: string; text: string };
export type FoundGuidePassage = GuidePassage & { matched: string[] };
export type GuidePassages = {
  /** The best passage of `slug`'s guide for `message`, when two topic words (not in `ignore`) meet in it. */
  search: (slug: string, message: string, ignore: Set<string>) => FoundGuidePassage | undefined;
};

/** Words that name a kind of question, not its topic: the answer's block already answers them. */
const KIND_WORDS = new Set(
  (
    "fee fees price cost costs charge charges amount rupee rs inr kitna lagega lagta paisa paise documents document docs doc " +
    "papers paper paperwork kagaz kaagaz dastavez required require needed process procedure steps step apply applying " +
    "application time long days day months month year years date dates deadline last due kab tak din mahine saal " +
    "register registration registered file filing online india indian government govt sarkari company business"
  ).split(" "),
);

/** A guide's body as passages: sentences of paragraphs, list items, table rows, FAQ answers under their question. */
function passagesOf(guide: Guide): Omit<GuidePassage, "id">[] {
  const out: Omit<GuidePassage, "id">[] = [];
  const ids = new Set(guide.headingIds);
  let section = { heading: "", anchor: "" };
  let question = "";
  let columns: string[] | undefined;
  for (const raw of guide.markdown.split("\n")) {
    const line = raw.trim();
    if (!line) {
      columns = undefined;
      continue;
    }
    const h = /^(#{2,4})\s+(.*)$/.exec(line);
    if (h?.[1] && h[2]) {
      const heading = plainLine(h[2]);
      const id = slugify(heading);
      if (h[1] === "##") {
        section = { heading, anchor: ids.has(id) ? id : "" };
        question = "";
      } else question = heading;
      continue;
    }
    if (line.startsWith("|")) {
      const cells = tableCells(line);
      if (!cells) continue;
      if (!columns) columns = cells;
      else out.push({ slug: guide.slug, ...section, heading: question || section.heading, text: rowText(cells, columns) });
      continue;
    }
    const text = plainLine(line);
    // An FAQ answer stays whole (its question is searched with it); other prose goes sentence by sentence.
    const units = question || /^\s*(?:[-+*]|\d+[.)])\s/.test(raw) ? [text] : text.split(/(?<=[.!?])\s+(?=[A-Z₹(])/);
    for (const unit of units) out.push({ slug: guide.slug, ...section, heading: question || section.heading, text: unit });
  }
  return out.filter((p) => p.text.length >= 25 && !/^(?:source|sources|checked)\b/i.test(p.text));
}

/** The passages of every guide, indexed once per content. */
export function guidePassagesOf(guides: Iterable<Guide>): GuidePassages {
  const all: GuidePassage[] = [];
  for (const guide of guides) for (const p of passagesOf(guide)) all.push({ ...p, id: all.length });
  const index = new MiniSearch<GuidePassage>({
    fields: ["heading", "text"],
    storeFields: ["slug"],
    processTerm: (term) => topicTerms(term)[0] ?? null,
    tokenize: (text) => withSymbolWords(text).split(/[^\p{L}\p{N}]+/u),
    searchOptions: { boost: { text: 2 }, fuzzy: (t) => (t.length >= 6 ? 0.2 : false), prefix: (t) => t.length >= 5 },
  });
  index.addAll(all);
  const synonyms = synonymsOf((word) => topicTerms(word)[0]);
  return {
    search(slug, message, ignore) {
      const asked = [...new Set(topicTerms(withSymbolWords(message.slice(0, 300))))].filter(
        (w) => !ignore.has(w) && !KIND_WORDS.has(w),
      );
      // One topic word left ("is udyam registration compulsory?"): a question of the guide's FAQ that has it.
      if (asked.length === 1) {
        const isFaq = (id: number) => all[id]?.heading.endsWith("?") ?? false;
        const [best] = index.search(synonyms.expand(asked).query.join(" "), {
          fields: ["heading"],
          filter: (r) => r.slug === slug && isFaq(r.id),
        });
        const found = best && all[best.id];
        return found ? { ...found, matched: asked } : undefined;
      }
      if (asked.length < 2) return undefined;
      const { query, meaning } = synonyms.expand(asked);
      const [best] = index.search(query.join(" "), { filter: (r) => r.slug === slug });
      // A group of synonyms matched counts once: the passage must share two meanings with the message.
      const matched = [...new Set((best?.queryTerms ?? []).map(meaning))];
      if (!best || matched.length < 2) return undefined;
      const found = all[best.id];
      return found ? { ...found, matched } : undefined;
    },
  };
}

/** The passage of `about`'s guide the message asks about, linked to its section; not one already said. */
export function guideSentence(
  about: ServiceKnowledge,
  message: string,
  k: Knowledge,
  said: (string | undefined)[],
): string | undefined {
  const found = k.guidePassages.search(about.slug, message, new Set(topicTerms(about.title)));
  if (!found) return undefined;
  const flat = (s: string) => s.replace(/\*\*|\[|\]\([^)]*\)/g, "").toLowerCase();
  const already = flat(said.filter(Boolean).join("\n"));
  if (already.includes(flat(found.text).slice(0, 80))) return undefined;
  const url = found.anchor ? `${about.url}#${found.anchor}` : about.url;
  return `${found.text} ([${found.heading || about.title}](${url}))`;
}

/** The registered-mark symbol as a word of its own, in passages and messages alike ("can I put ® on my packets?" finds "use ® only after…"). */
function withSymbolWords(text: string): string {
  return text.replace(/®/g, " rsymbol ");
}
