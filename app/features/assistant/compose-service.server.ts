import { GLANCE_ID, type ServiceFacts } from "#app/features/catalogue/facts-schema.ts";
import { formatRupees, formatSaving } from "#app/features/catalogue/price.ts";
import type { ComposePhrases } from "./compose-phrases.ts";
import type { AssistantState } from "./compose-types.ts";
import type { Knowledge, SectionKey, ServiceKnowledge } from "./knowledge.server.ts";
import type { Intent } from "./labels.ts";

/**
 * The answer about one service for one intent, composed from its structured facts (issue 23). Every
 * answer names the service, gives the deciding facts field by field, never an empty section (a
 * missing field falls back to what the guide does state), and links the guide section it came from.
 */

export type Block = { body: string; section?: SectionKey };

const bold = (s: string) => `**${s}**`;
const bullets = (lines: string[]) => lines.map((l) => `- ${l}`).join("\n");
const withWho = (name: string, who?: string) => (who ? `${name} — ${who}` : name);

/** Which guide section each intent links to, in order of preference. */
const SECTION_FOR: Partial<Record<Intent, SectionKey[]>> = {
  price: ["fees"],
  gov_fee: ["fees"],
  documents: ["documents"],
  timeline: ["timeline"],
  deadline: ["timeline"],
  eligibility: ["eligibility"],
  process: ["process"],
  validity: ["validity", "timeline"],
  rejection: ["mistakes"],
  penalty: ["timeline"],
  which_service: ["eligibility", "structures"],
};

/** The guide link for an intent: the matching section, the At a glance box, or the guide itself. */
export function sectionLink(svc: ServiceKnowledge, intent: Intent, prefer?: SectionKey): { label: string; href: string } {
  const keys = [...(prefer ? [prefer] : []), ...(SECTION_FOR[intent] ?? [])];
  for (const key of keys) {
    const section = svc.sections[key];
    if (section) return { label: `${svc.title} › ${section.text}`, href: `${svc.url}#${section.id}` };
  }
  if (svc.facts && SECTION_FOR[intent]) return { label: `${svc.title} › At a glance`, href: `${svc.url}#${GLANCE_ID}` };
  return { label: svc.title, href: svc.url };
}

/** The service's own offers: every one but the free call, which every service has. */
export function serviceOffers(svc: ServiceKnowledge): ServiceKnowledge["offers"] {
  return svc.offers.filter((o) => !/free 15-minute/i.test(o.title));
}

/** Our fee, the government fee and GST exactly as the guide's price box states them. */
export function priceLines(svc: ServiceKnowledge, t: ComposePhrases, governmentFirst = false): string[] {
  const title = bold(svc.title);
  const p = svc.price;
  if (!p) {
    if (svc.notSoldOnline) return [t.notSoldOnline(title, svc.notSoldOnline)];
    return [t.askService];
  }
  const ours = p.coveredBy
    ? t.coveredFee(title, bold(p.coveredBy.title), formatRupees(p.discounted), formatRupees(p.actual), formatSaving(p.percentage))
    : t.ourFee(title, formatRupees(p.discounted), formatRupees(p.actual), formatSaving(p.percentage));
  const government = `${t.governmentFee}: ${p.governmentNote} ([${t.officialSource}](${p.governmentSource}))`;
  const box = [
    p.taxNote,
    `${t.payableNow}: **${p.payableNow}**`,
    ...(p.payableLater ? [`${t.payableLater}: ${p.payableLater}`] : []),
  ];
  const offers = serviceOffers(svc).map((o) => `${o.title}: ${o.description}`);
  return governmentFirst
    ? [`${title}: ${government}`, ours, bullets([...box, ...offers])]
    : [ours, bullets([government, ...box, ...offers])];
}

function documentsBlock(svc: ServiceKnowledge, f: ServiceFacts | undefined, t: ComposePhrases, title: string): string[] {
  const docs = f?.documents ?? [];
  if (docs.length === 0) return [`${t.noDocuments(title)}\n- ${summaryOf(svc)}`];
  // Why each paper is needed, in a few words, unless it only says the paper is typed into the form.
  const line = (d: (typeof docs)[number]) =>
    `${withWho(d.name, d.who)}${d.why && !/^entered on the form\.?$/i.test(d.why) ? ` (${d.why.charAt(0).toLowerCase()}${d.why.slice(1)})` : ""}`;
  const required = docs.filter((d) => d.required).map(line);
  const optional = docs.filter((d) => !d.required).map(line);
  // "What do I need for X?" asks for papers and for the conditions the papers must show (members, directors, capital).
  const conditions = conditionLines(f);
  return [
    // What the service is, in one line: it names the form filed ("Form 49B", "TM-P").
    ...(f?.summary ? [f.summary] : []),
    t.documents(title),
    ...(required.length ? [`${bold(t.required)}\n${bullets(required)}`] : []),
    ...(optional.length ? [`${bold(t.optional)}\n${bullets(optional)}`] : []),
    ...(conditions.length ? [`${bold(t.conditions)}\n${bullets(conditions)}`] : []),
  ];
}

/** A summary that names the form filed ("Form 49B", "Form TM-P", "SPICe+"). */
const NAMES_FORM = /\bForm\s+[A-Z0-9][\w-]*|\bSPICe\+?/;

/** A step that hands papers over ("Submit the documents in one set", "upload the supporting documents"). */
const SUBMIT_PAPERS =
  /\b(?:submit|upload|send|file|attach|hand over|collect|gather)\w*\b[^.]{0,30}\b(?:documents|papers|proofs)\b/i;

/** Eligibility lines that state a count or an amount, and deadlines that are quantities to reach ("200 members … within 120 days"). */
export function conditionLines(f: ServiceFacts | undefined): string[] {
  const counted = (f?.eligibility ?? []).filter((l) => COUNTED.test(l));
  return [...counted, ...deadlineLines(f).filter((l) => QUANTITY.test(l))].slice(0, 3);
}
/** A count of people ("2 directors", "7 members and 3", "10 or more individual producers") or a rupee amount. */
const COUNTED =
  /\b\d+\s*(?:\(at most \d+\)\s*)?(?:and \d+\s*)?(?:members?|directors?|partners?|designated partners?|shareholders?|subscribers?|or more|to \d+)\b|₹\s?\d/i;

/** What a "minimum / limit / how many" question needs whatever the intent read: the thresholds and the counted conditions. */
export function limitsBlock(f: ServiceFacts | undefined, t: ComposePhrases, body: string): string | undefined {
  const lines = [...conditionLines(f), ...thresholdLines(f, true)].filter((l) => !body.includes(l));
  return lines.length ? `${bold(t.thresholds)}\n${bullets(lines.slice(0, 6))}` : undefined;
}

function deadlineLines(f: ServiceFacts | undefined): string[] {
  return (f?.deadlines ?? []).map((d) => `${d.what}: **${d.when}**`);
}

function timelineLines(f: ServiceFacts | undefined, t: ComposePhrases): string[] {
  if (!f?.timeline) return [];
  const days = f.timeline.workingDays ? ` ${t.workingDays(f.timeline.workingDays.min, f.timeline.workingDays.max)}` : "";
  return [`${f.timeline.typical}${days}`];
}

function summaryOf(svc: ServiceKnowledge): string {
  return svc.facts?.summary ?? svc.title;
}

/** The thresholds as lines; a late fee or penalty is a cost of missing a date, not a limit that decides who needs it. */
export function thresholdLines(f: ServiceFacts | undefined, withPenalties = false): string[] {
  return (f?.thresholds ?? [])
    .filter((x) => withPenalties || !PENALTY.test(`${x.what}: ${x.value}`))
    .map((x) => `${x.what}: **${x.value}**`);
}

/** A deadline naming a quantity to reach ("200 members", "₹10 lakh"). */
const QUANTITY = /\d[\d,]*\s*(?:members|directors|partners|shareholders|lakh|crore)/i;
/** A deadline that is a route after a refusal: complaint, appeal, reply, hearing, review. */
const ESCALATION = /ombudsman|appeal|complain|reply|respond|hearing|review|revocation|counter-statement|grievance/i;
/** Time-bound facts that are not listed as deadlines ("verify within 30 days", "renew every year"). */
const WITHIN = /\bwithin \d+|\b\d+ (?:working )?days\b|\bevery year\b|\bbefore (?:it |the certificate )?expir/i;
function timeBound(f: ServiceFacts | undefined): string[] {
  if (!f) return [];
  const listed = new Set((f.deadlines ?? []).map((d) => d.when));
  const lines = [
    ...(f.rejections ?? []).map((r) => r.whatToDo),
    ...(f.validity ? [f.validity.text, ...(f.validity.renewal ? [f.validity.renewal] : [])] : []),
  ];
  return lines.filter((l) => WITHIN.test(l) && ![...listed].some((w) => l.includes(w)));
}

/** A section of an Act named in a line ("234E", "271H", "201(1A)", "25(3)"). */
const SECTION_REF = /\b\d{2,3}[A-Z]{0,2}(?:\(\w+\))*(?=\)|\s|,|$)/g;

/** Deadlines about keeping a registration alive: renewal, grace, restoration, expiry, the yearly update. */
const RENEWING = /renew|grace|restor|expir|surcharge|lapse|update|every year|annual|yearly/i;

/** Fact lines (besides the deadlines themselves) that speak of a late fee, penalty, interest or lapse. */
const PENALTY =
  /late (?:filing )?fee|penalt|\brestor|\binterest (?:at|of|on|under)\b|\bfine\b|surcharge|\b234[EF]\b|defective|prosecution/i;
function penaltyFacts(f: ServiceFacts | undefined): string[] {
  if (!f) return [];
  const lines = [
    ...(f.thresholds ?? []).map((x) => `${x.what}: ${x.value}`),
    ...(f.rejections ?? []).map((r) => `${r.reason}: ${r.whatToDo}`),
    ...(f.validity ? [f.validity.text, ...(f.validity.renewal ? [f.validity.renewal] : [])] : []),
    ...(f.eligibility ?? []),
  ];
  return lines.filter((l) => PENALTY.test(l));
}

/** Services that answer an objection, notice or rejection, among the guide's related ones. */
function helpAfterRejection(svc: ServiceKnowledge, knowledge: Knowledge): ServiceKnowledge[] {
  return svc.related
    .map((slug) => knowledge.services.get(slug))
    .filter((s): s is ServiceKnowledge => !!s && /objection|notice|hearing|opposition|reply|rectification/.test(s.slug));
}

/** The body of the answer about `svc` for `intent` (without the link and consultation lines). */
/** A rejection reason that is a missed date or step: no reply in time, not filed, lapsed, late. */
const MISSED_STEP =
  /\b(?:no (?:reply|response|renewal|filing)|not (?:filed|renewed|replied|paid|submitted)|miss(?:ed|ing)|late|lapsed?|expired|within)\b/i;

export function serviceBlock(svc: ServiceKnowledge, intent: Intent, t: ComposePhrases, knowledge: Knowledge): Block {
  const f = svc.facts;
  const title = bold(svc.title);
  const parts: string[] = [];
  let section: SectionKey | undefined;
  switch (intent) {
    case "price":
    case "gov_fee":
    case "payment":
    case "offer":
      parts.push(...priceLines(svc, t, intent === "gov_fee"));
      break;
    case "documents":
      parts.push(...documentsBlock(svc, f, t, title));
      break;
    case "timeline": {
      const lines = timelineLines(f, t);
      // "How long" can mean how long it takes or how long it lasts: the validity answers the second.
      const validity = f?.validity ? [`${t.validityLabel}: ${f.validity.text}`] : [];
      const dated = [...deadlineLines(f), ...timeBound(f), ...validity];
      if (lines.length) parts.push(`${t.timeline(title)}\n${bullets([...lines, ...dated])}`);
      else if (dated.length) {
        parts.push(`${t.deadlines(title)}\n${bullets(dated)}`);
        if (svc.penalties.length) parts.push(`${bold(t.ifMissed)}\n${bullets(svc.penalties.slice(0, 2))}`);
      } else parts.push(`${t.noTimeline(title)}\n- ${summaryOf(svc)}`);
      break;
    }
    case "deadline": {
      const validity = f?.validity ? [`${t.validityLabel}: ${f.validity.text}`] : [];
      const lines = [...deadlineLines(f), ...timeBound(f), ...validity];
      if (lines.length) {
        parts.push(`${t.deadlines(title)}\n${bullets(lines)}`);
        // What a missed date costs, in the guide's own lines (late fee, interest).
        if (svc.penalties.length) parts.push(`${bold(t.ifMissed)}\n${bullets(svc.penalties.slice(0, 2))}`);
      } else {
        const fallback = [...timelineLines(f, t), ...(f?.validity?.renewal ? [f.validity.renewal] : [])];
        parts.push(`${t.noDeadlines(title)}\n${bullets(fallback.length ? fallback : [summaryOf(svc)])}`);
      }
      break;
    }
    case "eligibility": {
      // A deadline that is itself a requirement ("200 members … within 120 days") belongs here too.
      // So does one that opens a right only once time has passed ("Non-use petition: once 5 years and 3 months…").
      const required = deadlineLines(f).filter((l) => QUANTITY.test(l) || /\*\*(?:once|only after)\b/i.test(l));
      const lines = [...(f?.eligibility ?? [summaryOf(svc)]), ...required];
      // What is filed, when the summary names the form ("We apply for your TAN (Form 49B)…").
      if (f?.summary && NAMES_FORM.test(f.summary)) parts.push(f.summary);
      parts.push(`${t.eligibility(title)}\n${bullets(lines)}`);
      const limits = thresholdLines(f);
      if (limits.length) parts.push(`${bold(t.thresholds)}\n${bullets(limits)}`);
      // Who can apply, and with which papers: the required documents by name.
      const papers = (f?.documents ?? []).filter((d) => d.required).map((d) => withWho(d.name, d.who));
      if (papers.length) parts.push(`${bold(t.papers)}\n${bullets(papers.slice(0, 6))}`);
      break;
    }
    case "validity": {
      if (f?.validity) {
        // "Can I still renew?": the renewal windows and grace periods are deadlines of the same file.
        const said = `${f.validity.text} ${f.validity.renewal ?? ""}`.toLowerCase();
        const dates = (f.deadlines ?? []).filter(
          (d) => RENEWING.test(`${d.what} ${d.when}`) && !said.includes(d.when.toLowerCase()),
        );
        const lines = [
          f.validity.text,
          ...(f.validity.renewal ? [`${t.renewal}: ${f.validity.renewal}`] : []),
          ...dates.map((d) => `${d.what}: **${d.when}**`),
        ];
        parts.push(`${t.validity(title)}\n${bullets(lines)}`);
        section = svc.sections.validity ? "validity" : undefined;
      } else {
        const fallback = [...timelineLines(f, t), ...deadlineLines(f)];
        parts.push(`${t.noValidity(title)}\n${bullets(fallback.length ? fallback : [summaryOf(svc)])}`);
      }
      break;
    }
    case "rejection": {
      const rejections = f?.rejections ?? [];
      if (rejections.length)
        parts.push(`${t.rejection(title)}\n${bullets(rejections.map((r) => `${bold(r.reason)}: ${r.whatToDo}`))}`);
      else parts.push(t.noRejections(title));
      // Where to take it next and by when (ombudsman, appeal, reply), from the deadlines.
      const routes = (f?.deadlines ?? []).filter((d) => ESCALATION.test(d.what)).map((d) => `${d.what}: **${d.when}**`);
      if (routes.length) parts.push(`${bold(t.nextSteps)}\n${bullets(routes)}`);
      const help = helpAfterRejection(svc, knowledge);
      if (help.length) parts.push(help.map((h) => `[${h.title}](${h.url})`).join(" · "));
      break;
    }
    case "penalty": {
      // The guide's own lines, unless a facts line already names the same section (234E, 271H…).
      const facts = penaltyFacts(f);
      const sections = new Set(facts.flatMap((l) => l.match(SECTION_REF) ?? []));
      const guide = svc.penalties.filter((l) => !(l.match(SECTION_REF) ?? []).some((ref) => sections.has(ref)));
      // "What if I miss it?": a rejection the facts give for a missed date or step (abandoned, lapsed).
      const missed = (f?.rejections ?? [])
        .filter((r) => MISSED_STEP.test(r.reason))
        .map((r) => `${bold(r.reason)}: ${r.whatToDo}`);
      const specific = [...facts, ...guide, ...missed];
      const lines = [...specific, ...deadlineLines(f)];
      parts.push(`${t.penalty(title)}\n${bullets(lines.length ? lines : [...timelineLines(f, t), summaryOf(svc)])}`);
      parts.push(t.penaltyNote);
      break;
    }
    case "process": {
      if (svc.steps.length) {
        parts.push(
          `${t.process(title)}\n${svc.steps
            .slice(0, 8)
            .map((s, i) => `${i + 1}. ${s}`)
            .join("\n")}`,
        );
        // "Submit the documents" as a step: which ones, in a few lines (the rest is one question away).
        const papers = (f?.documents ?? []).filter((d) => d.required).map((d) => withWho(d.name, d.who));
        if (papers.length && svc.steps.slice(0, 8).some((s) => SUBMIT_PAPERS.test(s)))
          parts.push(`${bold(t.papers)}\n${bullets(papers.slice(0, 4))}`);
      } else parts.push(`${t.noSteps(title)}\n${bullets([summaryOf(svc), ...timelineLines(f, t)])}`);
      break;
    }
    default: {
      // definition, and any intent about a service without its own block: what it is and who needs it.
      const first = f?.eligibility?.[0];
      parts.push(`${t.definition(title)}\n${bullets([summaryOf(svc), ...(first ? [first] : [])])}`);
      // The figures that define it (limits, classes), at most three.
      const limits = thresholdLines(f).slice(0, 3);
      if (limits.length) parts.push(`${bold(t.thresholds)}\n${bullets(limits)}`);
      // What it is and what it costs with us: the price table's one line (never the whole price box).
      const fee = priceLines(svc, t)[0];
      if (svc.price || svc.notSoldOnline) parts.push(fee ?? "");
      break;
    }
  }
  return { body: parts.join("\n\n"), section };
}

/** The guide section the answer came from, then the service that sells it or renews it, when there is one. */
export function readMore(svc: ServiceKnowledge, state: AssistantState, t: ComposePhrases, k: Knowledge, block?: Block): string {
  const link = sectionLink(svc, state.intent, block?.section);
  const links = [`[${link.label}](${link.href})`];
  const covering = svc.price?.coveredBy;
  if (covering && ["price", "gov_fee", "manipulation"].includes(state.intent))
    links.push(`[${covering.title}](/service/${covering.slug})`);
  const renewal = svc.related.map((r) => k.services.get(r)).find((r) => r && /renewal/.test(r.slug));
  if (renewal && ["validity", "deadline", "timeline"].includes(state.intent)) links.push(`[${renewal.title}](${renewal.url})`);
  return `${t.readMore} ${links.join(" · ")}`;
}
