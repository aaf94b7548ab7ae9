import type { ServiceFacts } from "#app/features/catalogue/facts-schema.ts";
import { englishFor, type LoanwordIndex, loanwordIndex } from "./loanwords.ts";
import { normalize, wordsOf } from "./model/features.ts";

/**
 * Concepts → service, read from content (issue 23, decision 168). A visitor often names a concept that
 * belongs to one service's facts rather than the service ("by when do I deposit TDS?", "who can opt for
 * QRMP?", "am I micro or small?", "non-use of a rival's mark"). Every guide's deadline, threshold and
 * eligibility lines, its headings and its government-fee note are cut into words and word pairs; each
 * term weighs by its rarity across guides (log N/df), so "registration", "fee" or "company" — which many
 * guides share — pull almost nothing, while "qrmp", "deposit tds" or "non use" decide. The state uses it
 * only when the message names no service, or to choose between two close readings.
 */

export type ConceptGuide = {
  slug: string;
  title: string;
  markdown: string;
  facts?: ServiceFacts | undefined;
  /** The government-fee note (basis, how it varies), when there is one. */
  fee?: string | undefined;
};
/** The kinds of fact line a question may ask for: its terms weigh more when they match lines of that kind. */
export type ConceptKind = "deadline" | "threshold";
export type ConceptIndex = {
  idf: Map<string, number>;
  terms: Map<string, Set<string>>;
  /** Per guide, the terms of its deadline lines and of its threshold lines. */
  kinds: Map<string, Record<ConceptKind, Set<string>>>;
  /** Per guide, the terms of its title. */
  titles: Map<string, Set<string>>;
  guides: number;
  /** English words of the concepts by sound, for loanwords typed in Devanagari (loanwords.ts). */
  loan: LoanwordIndex;
};
export type ConceptOptions = {
  /** Only these guides (the close readings to choose between). */
  among?: string[];
  /** Guides not to consider for this text (a variant the message does not ask for). */
  skip?: (slug: string) => boolean;
  /** Each area's main guide (areas.ts), which wins a tie among its leaders. */
  bases?: ReadonlySet<string>;
  /** The kind of line the question asks for (a due date, a limit). */
  kind?: ConceptKind;
  /** How far the best must lead the next (CONCEPT_LEAD unless a stricter bar is asked). */
  lead?: number;
};

/** Words that say what is asked, or join a sentence: they never name a concept. */
const STOP = new Set(
  (
    "the a an and or of to in on for by at is are be it its this that with from as if any not no than then who what when which how why " +
    "can may must will shall should would could do does did done i my we our you your me us they their he his she her them one each every " +
    "all per up within after before more less also only other into under over about between year years month months day days time date " +
    "fee fees price cost charge charges government govt rs lakh crore amount rupee_sign limit limits deadline due last file filed filing " +
    "return returns registration register registered application apply applied form forms need needed needs required requirement " +
    "document documents online portal service services new first next same less least most much many period process steps number " +
    "kya hai ka ki ke ko se me mein hota hoga kitna kitne kitni kab kaise kaun liye aur bhi nahi karna karni karne chahiye lagega " +
    "get got give make made take pay paid paying payment above below till until yes ok pls please sir ji"
  ).split(" "),
);

/** A rough English stem, the same on both sides: "salaries" = "salary", "deposited" = "deposit", "filings" = "filing". */
function stem(w: string): string {
  if (w.length > 5 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith("ed") && !w.endsWith("eed")) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith("s") && !w.endsWith("ss")) return w.slice(0, -1);
  return w;
}

/** The words of a text that may name a concept: Latin words of three or more letters (stemmed) or a section ("44ada"), not STOP. */
function conceptWords(text: string): string[] {
  return wordsOf(normalize(text))
    .filter((w) => w.length >= 3 && /^(?:[a-z][a-z0-9]*|\d+[a-z]+)$/.test(w) && !STOP.has(w))
    .map(stem)
    .filter((w) => !STOP.has(w));
}

/** Single words and adjacent pairs (pairs of the words left after STOP is removed: "non use", "tax audit"). */
function termsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.split("\n")) {
    const words = conceptWords(line);
    words.forEach((w, i) => {
      out.add(w);
      if (i > 0) out.add(`${words[i - 1]} ${w}`);
    });
  }
  return out;
}

/** The text a guide's concepts are read from: its facts' deciding lines, headings and fee note. */
function conceptText(guide: ConceptGuide): string {
  const f = guide.facts;
  const lines = [
    guide.title,
    f?.summary ?? "",
    ...(f?.deadlines ?? []).map((d) => d.what),
    ...(f?.thresholds ?? []).map((t) => t.what),
    ...(f?.eligibility ?? []),
    ...[...guide.markdown.matchAll(/^#{2,3}\s+(.+)$/gm)].map((m) => m[1] ?? ""),
    guide.fee ?? "",
  ];
  return lines.join("\n");
}

/**
 * A bundle ("gst-registration-and-filing" = registration + returns) shares its parts' concepts; a concept
 * points to the part, so bundles are left out of the index.
 */
function bundles(slugs: string[]): Set<string> {
  return new Set(slugs.filter((s) => slugs.some((o) => o !== s && s.startsWith(`${o}-and-`))));
}

export function buildConceptIndex(all: ConceptGuide[]): ConceptIndex {
  const left = bundles(all.map((g) => g.slug));
  const guides = all.filter((g) => !left.has(g.slug));
  const terms = new Map<string, Set<string>>();
  const kinds = new Map<string, Record<ConceptKind, Set<string>>>();
  const titles = new Map<string, Set<string>>();
  const df = new Map<string, number>();
  for (const guide of guides) {
    const own = termsOf(conceptText(guide));
    terms.set(guide.slug, own);
    titles.set(guide.slug, termsOf(guide.title));
    kinds.set(guide.slug, {
      deadline: termsOf((guide.facts?.deadlines ?? []).map((d) => d.what).join("\n")),
      threshold: termsOf((guide.facts?.thresholds ?? []).map((t) => t.what).join("\n")),
    });
    for (const t of own) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const n = guides.length;
  const idf = new Map([...df].map(([t, d]) => [t, Math.log(n / d)]));
  const loan = loanwordIndex(guides.flatMap((g) => conceptText(g).match(/[A-Za-z]+/g) ?? []));
  return { idf, terms, kinds, titles, guides: n, loan };
}

/** A message with its Devanagari loanwords ("ऑडिट", "अपडेट") written as the English words they sound like. */
function latinized(text: string, loan: LoanwordIndex): string {
  return text.replace(/[\u0900-\u097f]+/g, (w) => englishFor(w, loan) ?? w);
}

/** The matched terms must weigh at least this much together… */
const CONCEPT_MIN = 3.2;
/** …and the best guide must lead the next by this factor. */
const CONCEPT_LEAD = 1.25;
/** A term found in a line of the kind asked weighs this much more ("deposit TDS" by when: the deposit date). */
const KIND_BONUS = 1.5;

/** Each guide's weight for the message's terms, best first (only guides in `among` when given). */
export function conceptScores(
  index: ConceptIndex,
  text: string,
  { among, kind }: ConceptOptions = {},
): { slug: string; score: number; rarest: number }[] {
  const asked = termsOf(latinized(text, index.loan));
  const out: { slug: string; score: number; rarest: number }[] = [];
  for (const [slug, own] of index.terms) {
    if (among && !among.includes(slug)) continue;
    const ofKind = kind ? index.kinds.get(slug)?.[kind] : undefined;
    // A pair found as written ("tax audit", "non use") adds its own weight to its two words'.
    let score = 0;
    let rarest = 0;
    for (const t of asked) {
      if (!own.has(t)) continue;
      const w = index.idf.get(t) ?? 0;
      score += ofKind?.has(t) ? w * KIND_BONUS : w;
      rarest = Math.max(rarest, w);
    }
    if (score > 0) out.push({ slug, score, rarest });
  }
  return out.sort((a, b) => b.score - a.score || a.slug.localeCompare(b.slug));
}

/** One matched term must be found in at most this many guides. */
const RARE_DF = 4;

/** The one service the message's concepts point to, when one clearly leads; undefined otherwise. */
export function conceptService(index: ConceptIndex, text: string, options: ConceptOptions = {}): string | undefined {
  const { skip = () => false, bases = new Set(), lead = CONCEPT_LEAD } = options;
  const scores = conceptScores(index, text, options).filter((s) => !skip(s.slug));
  const [best, next] = scores;
  if (!best || best.score < CONCEPT_MIN || best.rarest < Math.log(index.guides / RARE_DF)) return undefined;
  if (!next || best.score >= next.score * lead) return best.slug;
  if (lead > CONCEPT_LEAD) return undefined;
  // Several guides of one family share the concept ("board meetings" in every company type): the family's
  // main guide, when exactly one of the leaders is one.
  const leaders = scores.filter((s) => s.score * CONCEPT_LEAD > best.score);
  const main = leaders.filter((s) => bases.has(s.slug));
  if (main.length === 1) return main[0]?.slug;
  // Two guides carry the same line (the TDS deposit date in the TAN and the TDS return guides): the one
  // whose own title the message names a word of.
  const asked = termsOf(latinized(text, index.loan));
  const titled = leaders.filter((s) => [...(index.titles.get(s.slug) ?? [])].some((t) => asked.has(t)));
  return titled.length === 1 ? titled[0]?.slug : undefined;
}

/** The concept index of loaded content: every guide with its facts and government-fee note. */
export function conceptIndexOf(content: {
  guides: Map<string, ConceptGuide>;
  governmentFees: Map<string, { basis?: string | undefined; varies?: string | undefined }>;
}): ConceptIndex {
  return buildConceptIndex(
    [...content.guides.values()].map((g) => {
      const fee = content.governmentFees.get(g.slug);
      return { ...g, fee: fee ? [fee.basis, fee.varies].filter(Boolean).join("\n") : undefined };
    }),
  );
}
