import type { Knowledge, ServiceKnowledge } from "./knowledge.server.ts";
import { englishFor, type LoanwordIndex, loanwordIndex } from "./loanwords.ts";

/**
 * The facts line a question asks for (issue 23, decision 170). "Opposition period after the journal?"
 * read as eligibility, "copyright objection period" read as rejection: the intent's block alone misses
 * the one line the visitor asked about. Every facts line (deadlines, thresholds, eligibility, validity,
 * rejections, the typical timeline) is indexed by its words; a line is matched by the message's words
 * weighted by how rare they are across all services' lines, so a word every service uses ("fee",
 * "registration") decides nothing and "journal", "priority", "dividend", "qrmp" decide a lot. A question
 * about a period matches only lines that state one.
 */

export type FactLine = { slug: string; text: string; words: Set<string>; deadline: boolean };
type Index = { lines: FactLine[]; bySlug: Map<string, FactLine[]>; idf: Map<string, number>; loan: LoanwordIndex };

/** Words that say nothing about which line is asked (English, Hinglish, and question words). */
const STOP = new Set(
  `the and for with from that this what which when where who whom whose how why are was were can could should would will
  shall may might must does did has have had not but any all our your you yours its his her their them they she him i me my
  mine get gets got want need needs please tell about into onto than then there here also only just some such very much many
  more most per via kya hai hain hota hoti kaise kab kitna kitne kitni mein main mujhe mera meri mere aap aapka apna karna
  kare karo kar sakta sakte sakti liye ke ki ka ko se par bhi aur ya nahi nhi toh tho yeh woh koi kuch sab every each
  long time days day months month years year date dates period window within before after till until last din dino mahine
  mahina saal andar new getting`.split(/\s+/),
);
/** Words kept in the message even though a period question strips its time words from scoring. */
const TIME_ASKED =
  /\b(?:period|window|within|how long|how many (?:days|months|years)|when can|by when|last date|deadline|time limit|kab tak|kitne (?:din|mahine|saal)|how soon)\b|कब तक|कितने दिन|कितने महीने|समय सीमा|अवधि/i;
/** A line that states a period or a date. */
const DATED =
  /\d+\s*(?:working\s+)?(?:days?|months?|years?)\b|\b\d+-(?:day|month|year)\b|\b(?:one|two|three|four|five|six|seven|ten|thirty)\s+(?:working\s+)?(?:days?|months?|years?)\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2} (?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\bevery year\b/i;

function stem(word: string): string {
  const w = word.length > 4 ? word.replace(/(?:ies|es|s|ing|ed)$/, "") : word;
  return w.slice(0, 7);
}
/**
 * English loanwords as Hindi speakers type them in Devanagari, and a few Hindi words for the same
 * things, so "ऑडिट की लिमिट" matches the lines an English "audit limit" would (the facts are English).
 */
const LOANWORDS: Record<string, string> = {
  ऑडिट: "audit",
  लिमिट: "limit",
  टर्नओवर: "turnover",
  पेनल्टी: "penalty",
  जुर्माना: "penalty",
  अपील: "appeal",
  रिप्लाई: "reply",
  जवाब: "reply",
  रिन्यूअल: "renewal",
  नवीनीकरण: "renewal",
  डिविडेंड: "dividend",
  लाभांश: "dividend",
  डायरेक्टर: "director",
  निदेशक: "director",
  मेंबर: "member",
  सदस्य: "member",
  ऑब्जेक्शन: "objection",
  आपत्ति: "objection",
  विरोध: "opposition",
  ऑपोजिशन: "opposition",
  जर्नल: "journal",
  प्रायोरिटी: "priority",
  प्राथमिकता: "priority",
  ओम्बड्समैन: "ombudsman",
  लोकपाल: "ombudsman",
  डिपॉजिट: "deposit",
  जमा: "deposit",
  कैपिटल: "capital",
  पूंजी: "capital",
  निवेश: "investment",
  हियरिंग: "hearing",
  सुनवाई: "hearing",
  ट्रांसफर: "transfer",
  अपडेट: "update",
  एक्सपोर्ट: "export",
  निर्यात: "export",
};
const DEVANAGARI_WORD = /[\u0900-\u097f]+/g;

/** The message's words in order, a stop word or a short one left as a gap (words side by side stay side by side). */
function sequenceOf(text: string, loan?: LoanwordIndex): string[] {
  return (normalised(text, loan).match(/[a-z0-9]+/g) ?? []).map((w) => (w.length >= 3 && !STOP.has(w) ? stem(w) : ""));
}

/**
 * A policy kept running, said in the visitor's words ("renewed every year without a break", "running since
 * 2019"), is the facts' "continuous cover" (the moratorium after five years of it).
 */
const CONTINUOUS =
  /\b(?:without (?:a |any )?break|no break|renewed every year|renewed (?:it )?(?:each|every) year|running since|continuously|bina break|bina ruke)\b/g;

/** A mark "never used" is the facts' "non-use"; an "extra charge" for being late is their "surcharge". */
const NEVER_USED = /\b(?:never (?:been )?used|not (?:been )?used|not using|unused|kabhi use nahi)\b/g;
const EXTRA_CHARGE = /\b(?:extra (?:charges?|fees?|cost)|additional (?:charges?|fees?))\b/g;

function normalised(text: string, loan?: LoanwordIndex): string {
  // A section with its sub-section is one word: "143(1)" must not match "143(2)".
  return text
    .toLowerCase()
    .replace(/\b(\d+[a-z]*)\((\w+)\)/g, "$1s$2")
    .replace(CONTINUOUS, " continuous cover ")
    .replace(NEVER_USED, " non-use ")
    .replace(EXTRA_CHARGE, " surcharge ")
    .replace(/\b(?:expired|lapsed)\b/g, " expiry ")
    .replace(DEVANAGARI_WORD, (w) => LOANWORDS[w] ?? (loan && englishFor(w, loan)) ?? " ");
}

/** The words a line or a message is matched by; Devanagari loanwords read through `loan` (loanwords.ts). */
export function matchWords(text: string, loan?: LoanwordIndex): string[] {
  const lower = normalised(text, loan);
  return (lower.match(/[a-z0-9]+/g) ?? []).filter((w) => w.length >= 3 && !STOP.has(w)).map(stem);
}

function linesOf(svc: ServiceKnowledge): string[] {
  const f = svc.facts;
  if (!f) return [];
  return [
    ...(f.eligibility ?? []),
    ...(f.thresholds ?? []).map((x) => `${x.what}: **${x.value}**`),
    ...(f.deadlines ?? []).map((d) => `${d.what}: **${d.when}**`),
    ...(f.validity ? [f.validity.text, ...(f.validity.renewal ? [f.validity.renewal] : [])] : []),
    ...(f.rejections ?? []).map((r) => `**${r.reason}**: ${r.whatToDo}`),
    ...(f.timeline ? [f.timeline.typical] : []),
  ];
}

function deadlinesOf(svc: ServiceKnowledge): Set<string> {
  return new Set((svc.facts?.deadlines ?? []).map((d) => `${d.what}: **${d.when}**`));
}

const indexes = new WeakMap<Knowledge, Index>();
function indexOf(k: Knowledge): Index {
  let index = indexes.get(k);
  if (index) return index;
  const lines: FactLine[] = [];
  const bySlug = new Map<string, FactLine[]>();
  for (const svc of k.services.values()) {
    const deadlines = deadlinesOf(svc);
    const own = linesOf(svc).map((text) => ({
      slug: svc.slug,
      text,
      words: new Set(matchWords(text)),
      deadline: deadlines.has(text),
    }));
    lines.push(...own);
    bySlug.set(svc.slug, own);
  }
  const df = new Map<string, number>();
  for (const line of lines) for (const w of line.words) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = new Map([...df].map(([w, n]) => [w, Math.log(lines.length / n)]));
  const loan = loanwordIndex(lines.flatMap((l) => l.text.match(/[A-Za-z]+/g) ?? []));
  index = { lines, bySlug, idf, loan };
  indexes.set(k, index);
  return index;
}

type Match = { line: FactLine; score: number };
const VISITOR_STEP =
  /^(?:reply|respond|file|filing|apply|application|appeal|submit|complaint|intimat|claim|opposition by|notice of opposition)/i;

function best(candidates: FactLine[], words: string[], idf: Map<string, number>, dated: boolean): Match | undefined {
  let top: Match | undefined;
  for (const line of candidates) {
    if (dated && !DATED.test(line.text)) continue;
    let score = 0;
    for (const w of new Set(words)) if (line.words.has(w)) score += idf.get(w) ?? 0;
    // A period asked: a listed deadline is what it asks, before a rejection or a validity note.
    if (score > 0 && dated && line.deadline) score += 1;
    // …and, of the deadlines, the visitor's own step (a reply, a complaint, an appeal) before the other side's.
    if (score > 0 && dated && line.deadline && VISITOR_STEP.test(line.text)) score += 0.5;
    if (score > (top?.score ?? 0)) top = { line, score };
  }
  return top;
}

/** Below this a match within the service in view is a coincidence of common words. */
const IN_SERVICE_MIN = 3;
/** A line found with no service in view needs a rarer word, or several. */
const ANYWHERE_MIN = 5;

/** The line of `svc`'s facts the message asks about, when one stands out; its title's words do not count. */
export function askedLine(svc: ServiceKnowledge, message: string, k: Knowledge): string | undefined {
  const index = indexOf(k);
  const title = new Set(matchWords(svc.title));
  const words = matchWords(message, index.loan).filter((w) => !title.has(w));
  const lines = index.bySlug.get(svc.slug) ?? [];
  const dated = TIME_ASKED.test(message);
  // "Copyright objection period": a period asked with nothing else named is the first listed deadline.
  if (!words.length) return dated ? lines.find((l) => l.deadline)?.text : undefined;
  const found = best(lines, words, index.idf, dated);
  if (found && found.score >= IN_SERVICE_MIN) return found.line.text;
  // "Kitne din me reply karna hai?": what the visitor must do by when is the first listed deadline.
  if (dated && /\b(?:karna hai|karni hai|dena hai|bharna hai|have to|has to|must|need to)\b|करना है|देना है/i.test(message))
    return lines.find((l) => l.deadline)?.text;
  // "How soon do I get the certificate?": no dated line named, so the typical time is the period asked.
  return dated && /how (?:soon|long)|kitne din|kitna time|कितने दिन|कितना समय/i.test(message)
    ? svc.facts?.timeline?.typical
    : undefined;
}

/**
 * Rare is not enough with no service in view ("can a minor apply?", "how much does it cost?" match one
 * agreement's line by an ordinary word): the match must rest on a term — an acronym or a name as the line
 * writes it (QRMP, TDS, Manipur) — or on two words side by side in both ("tax audit", "non-use"), or on
 * three words or more.
 */
function specific(text: string, words: string[], message: string[]): boolean {
  const asked = new Set(words);
  const tokens = text.match(/[A-Za-z0-9]+/g) ?? [];
  const stems = tokens.map((t) => (t.length >= 3 && !STOP.has(t.toLowerCase()) ? stem(t.toLowerCase()) : ""));
  const matched = new Set(stems.filter((w) => w && asked.has(w)));
  if (matched.size >= 3) return true;
  const term = tokens.some(
    (t, i) => asked.has(stems[i] ?? "") && (/^(?=.*[A-Z].*[A-Z])[A-Z0-9]{2,}$/.test(t) || (i > 0 && /^[A-Z][a-z]+$/.test(t))),
  );
  if (term) return true;
  const pairsOf = (seq: string[]) => seq.slice(1).flatMap((w, i) => (w && seq[i] ? [`${seq[i]} ${w}`] : []));
  const said = new Set(pairsOf(message));
  return pairsOf(stems).some((p) => said.has(p));
}

/**
 * With no service in view ("who can opt for QRMP?", "manipur goods trader gst limit"): the service
 * whose facts line the message matches best, when the match rests on rare words; a service whose
 * title the message names wins a tie.
 */
export function serviceByFacts(message: string, k: Knowledge): ServiceKnowledge | undefined {
  const index = indexOf(k);
  const words = matchWords(message, index.loan);
  if (!words.length) return undefined;
  const found = best(index.lines, words, index.idf, TIME_ASKED.test(message));
  if (!found || found.score < ANYWHERE_MIN || !specific(found.line.text, words, sequenceOf(message, index.loan)))
    return undefined;
  const said = new Set(words);
  const ties = index.lines.filter((l) => l.slug !== found.line.slug && best([l], words, index.idf, false)?.score === found.score);
  // A tie goes to the service whose title the message names most, then to the plainer (shorter) title.
  const candidates = [...new Set([found.line, ...ties].map((l) => l.slug))]
    .map((slug) => k.services.get(slug))
    .filter((s): s is ServiceKnowledge => !!s)
    .map((s) => ({ s, named: matchWords(s.title).filter((w) => said.has(w)).length, size: matchWords(s.title).length }));
  candidates.sort((a, b) => b.named - a.named || a.size - b.size);
  return candidates[0]?.s;
}
