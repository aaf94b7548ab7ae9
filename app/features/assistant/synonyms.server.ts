import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { DEFAULT_CONTENT_DIR } from "#app/features/catalogue/content.server.ts";

/**
 * Everyday synonyms for the passage searches (issue 23, decision 173): content/assistant/synonyms.yaml
 * lists groups of words that mean one thing ("delete" / "erase", "minor" / "nabalig"). A message's topic
 * word is searched as every word of its group, and a group matched counts as one word, so a passage
 * must still share two meanings with the message.
 */

export const SYNONYMS_FILE = path.join(DEFAULT_CONTENT_DIR, "assistant/synonyms.yaml");
const SynonymsSchema = z.array(z.array(z.string().min(2)).min(2));

export type Synonyms = {
  /** The terms with each one's group added, and the group (its first term) of every term. */
  expand: (terms: Iterable<string>) => { query: string[]; meaning: (term: string) => string };
};

/** The groups read through `process` (the search's own term processing: case, stop words, plurals). */
export function synonymsOf(process: (word: string) => string | undefined, file = SYNONYMS_FILE): Synonyms {
  const groups = SynonymsSchema.parse(parse(readFileSync(file, "utf8")));
  const groupOf = new Map<string, string[]>();
  for (const group of groups) {
    const terms = [...new Set(group.map(process).filter((t): t is string => !!t))];
    for (const term of terms) groupOf.set(term, terms);
  }
  return {
    expand(terms) {
      const asked = [...new Set(terms)];
      const query = [...new Set(asked.flatMap((t) => groupOf.get(t) ?? [t]))];
      return { query, meaning: (term) => groupOf.get(term)?.[0] ?? term };
    },
  };
}
