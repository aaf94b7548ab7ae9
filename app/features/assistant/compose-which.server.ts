import { join } from "./compose-firm.server.ts";
import { askedLine } from "./compose-match.server.ts";
import type { ComposePhrases } from "./compose-phrases.ts";
import { type Block, priceLines, readMore, serviceBlock, thresholdLines } from "./compose-service.server.ts";
import type { AssistantState } from "./compose-types.ts";
import { guideSentence } from "./guide-passages.server.ts";
import type { Knowledge, ServiceKnowledge } from "./knowledge.server.ts";
import { filerProfile } from "./profile.ts";
import {
  describeProfile,
  domainOf,
  FOLLOW_ON,
  fssaiTier,
  pickService,
  presumptiveOpen,
  rupeesShort,
  udyamClass,
  withHints,
} from "./situation.server.ts";

/**
 * "Which form or registration do I need?" (issue 23): the visitor's situation mapped to a service by the
 * rules of situation.server.ts, with the facts that decide it; and the verdict an eligibility answer ends
 * with when the visitor's figures decide it. Split from compose.server.ts (decision 172).
 */

/**
 * The visitor wants the work done ("I need a rent agreement", "want to go to consumer court", "chahiye",
 * "karwana hai"), not only to know about it: the answer also says what it costs with us. "Do I need…?"
 * asks whether, so it does not count.
 */
export const WANTS =
  /(?<!\b(?:do|does|did|will|would|should|if|whether|must) (?:i|we|you|u|one|they|he|she|it) )\b(?:need|needs|want|wants|wanna|require)\b|\blooking for\b|\bget (?:it|this) done\b|\b(?:chahiye|chahie|karwana|karvana|banwana|banvana)\b|चाहिए|करवाना|बनवाना/;

/** Something has happened to the visitor (a notice received, a shop moved, a claim rejected). */
const EVENT =
  /\b(?:received|got|shifted|moved|changed|added|removed|rejected|cancelled|canceled|issued|served|arrived|crossed|exceeded|sent (?:me|us)|mila|mili|aaya|aayi|aa gaya|aa gayi|ho gaya|ho gayi)\b|मिला|मिली|आया|आई|हो गया|हो गई/;

/**
 * "Received a show cause notice", "shifted my shop, update GST": something has happened, so the clock it
 * starts is what matters first — the service's first deadline line.
 */
export function eventClock(svc: ServiceKnowledge, message: string): string | undefined {
  const m = message.toLowerCase();
  const deadlines = EVENT.test(m) ? (svc.facts?.deadlines ?? []) : [];
  if (!deadlines.length) return undefined;
  // The deadline that names what happened ("show cause notice"), else the first.
  const words = new Set(m.match(/[a-z]{4,}/g) ?? []);
  // What the visitor must now do (reply, file, appeal) counts more than a limit on the other side.
  const shared = (what: string) =>
    (what.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => words.has(w) && w !== "under").length +
    (/^(?:reply|respond|file|filing|apply|application|amendment|appeal|submit|pay|complaint|intimat)/i.test(what) ? 2 : 0);
  const best = [...deadlines].sort((a, b) => shared(b.what) - shared(a.what))[0];
  return best ? `${best.what}: **${best.when}**` : undefined;
}

const bold = (s: string) => `**${s}**`;
/** Whether the message names the service by a word of its title beyond the generic ones ("pvt ltd" → Private Limited). */
function namedIn(message: string, svc: ServiceKnowledge): boolean {
  const m = message
    .toLowerCase()
    .replace(/\bpvt\b/g, "private")
    .replace(/\bltd\b/g, "limited");
  const words = svc.title.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  const generic = new Set(["registration", "company", "filing", "return", "and", "the", "for", "service", "limited"]);
  return words.some((w) => !generic.has(w) && m.includes(w));
}

/** What a "which form or registration?" turn decides: the profile's pick, or the service in view kept. */
function whichDecision(state: AssistantState, k: Knowledge) {
  const domain = domainOf(state.service, state.profile, state.message);
  // (The company the visitor works at is not the one filing: "I work at an IT company and sold funds".)
  const hinted =
    domain === "itr"
      ? filerProfile(withHints(state.profile, state.message, domain), state.message)
      : withHints(state.profile, state.message, domain);
  // A Section 8 company in the conversation files as a charitable company would: ITR-7.
  const profile =
    domain === "itr" && state.service === "section-8-company" ? { ...hinted, entity: "trust_ngo" as const } : hinted;
  const pick = pickService(domain, profile, k, state.message);
  const current = state.service ? k.services.get(state.service) : undefined;
  // Nothing known about the visitor but a service in the conversation ("who can use that form?"):
  // who that service is for is the answer, not a question back.
  const unknown = !profile.entity && !profile.income?.length && !profile.activity && profile.turnover === undefined;
  // A service no situation rule covers (a shop licence), with nothing in the message that names an area,
  // or a specific company type with no entity said: that service is the answer, not a guess from the profile.
  // A service the message names outright ("franchise of my cafe brand", "my UK company's branch office")
  // stays the answer even when an area word is said in passing.
  const named = current && namedIn(state.message, current);
  const outside = current && !domainOf(current.slug, {}, "") && (named || !domainOf(undefined, {}, state.message));
  // …unless the visitor's situation picks another specific type ("alone, can I start a pvt ltd?": an OPC,
  // after the rule of the type named).
  const generalPick = pick.kind === "ask" || pick.slug === "company-registration";
  const specific =
    current && domain === "structure" && current.slug !== "company-registration" && (!profile.entity || (named && generalPick));
  // "Want to surrender my GST number": a cancellation, a notice, a renewal named outright is itself the answer.
  const followOn = current && FOLLOW_ON.test(current.slug) && domain !== "itr";
  // "My CA also said something about LUT?": a guide of the area named outright, where the visitor's situation
  // only chooses among the area's registrations, is what is asked about (an ITR form or a company type named is
  // still checked against the situation).
  const namedOther = named && domain !== "itr" && domain !== "structure";
  const keep =
    current &&
    (outside ||
      specific ||
      followOn ||
      namedOther ||
      (unknown && (pick.kind === "ask" || pick.slug === "itr-1-to-itr-7-return-filing")));
  // A follow-on or a guide named outright is what the visitor means to buy: its fee goes with it.
  return { profile, pick, current: keep ? current : undefined, sayFee: followOn || !!namedOther };
}

/**
 * The service a "which form?" turn named as the answer ("you need ITR-2"): the topic the next turns ask
 * about ("last date?"), or undefined when it asked back.
 */
export function whichVerdict(state: AssistantState, k: Knowledge): string | undefined {
  const { pick, current } = whichDecision(state, k);
  if (current) return current.slug;
  return pick.kind === "ask" || !k.services.has(pick.slug) ? undefined : pick.slug;
}

/** Whether the visitor has told us enough about themselves for a "which form?" rule to pick the service. */
export function situationSaid(state: AssistantState, k: Knowledge): boolean {
  const { profile, pick } = whichDecision(state, k);
  const said = !!profile.entity || !!profile.income?.length || !!profile.activity || profile.turnover !== undefined;
  return said && pick.kind === "service" && pick.slug !== "itr-1-to-itr-7-return-filing";
}

/** "Which form or registration do I need?": the profile mapped to a service, with the facts that decide it. */
export function whichAnswer(state: AssistantState, k: Knowledge, t: ComposePhrases): string {
  const { profile, pick, current, sayFee } = whichDecision(state, k);
  if (current) {
    const block = serviceBlock(current, "eligibility", t, k);
    const clock = eventClock(current, state.message);
    // "Machinery ₹1.8 crore, turnover ₹7 crore: which MSME class?": the class the two amounts decide, first.
    const sized = current.slug === "small-business-registration" ? udyamClass(state.message, current.facts) : undefined;
    const classLine = sized ? t.udyamClass(rupeesShort(sized.invested), rupeesShort(sized.turnover), sized.line) : undefined;
    const worth = classLine ?? guideSentence(current, state.message, k, [clock, block.body]);
    // A form the visitor's new fact moved them to ("I'm also a director") is new to them: what it costs too.
    const wanted = sayFee || state.fresh || WANTS.test(state.message.toLowerCase());
    const fee = wanted && (current.price || current.notSoldOnline) ? priceLines(current, t)[0] : undefined;
    return join([clock, worth, block.body, fee, readMore(current, { ...state, intent: "eligibility" }, t, k, block), t.consult]);
  }
  if (pick.kind === "ask") return pick.about === "goods-or-services" ? t.askGoodsOrServices : t.askProfile;
  const svc = k.services.get(pick.slug);
  if (!svc) return t.askProfile;
  const f = svc.facts;
  // The Udyam class line states both amounts itself: the profile's one turnover could be the investment.
  const described = pick.domain === "udyam" && udyamClass(state.message, f) ? "" : describeProfile(profile, state.lang);
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
      facts.push(...thresholdLines(f), ...(f?.eligibility ?? []).slice(1));
      break;
    }
    case "udyam": {
      facts.push(...(f?.eligibility ?? []).slice(0, 1), ...thresholdLines(f));
      const sized = udyamClass(state.message, f);
      if (sized) extra = t.udyamClass(rupeesShort(sized.invested), rupeesShort(sized.turnover), sized.line);
      break;
    }
    case "structure":
      if (svc.structures.length) extra = `${bold(t.structures)}\n${svc.structures.map((r) => `- ${r}`).join("\n")}`;
      facts.push(...(f?.eligibility ?? []));
      break;
    default:
      facts.push(...(f?.eligibility ?? []), ...thresholdLines(f));
      // Business or professional income without the presumptive scheme named: ITR-4 is the other road.
      if (pick.slug === "itr-3-return-filing" && presumptiveOpen(profile)) {
        const four = k.services.get("itr-4-return-filing");
        if (four) extra = t.presumptiveOption(bold(`[${four.title}](${four.url})`));
      }
  }
  const block: Block = { body: "", section: pick.domain === "structure" ? "structures" : "eligibility" };
  // "Doctor, 60 lakh receipts: tax audit?": the line asked about, right after the verdict.
  // (GST: the verdict on the turnover already says which limit applies.)
  const line = pick.domain === "gst" ? undefined : askedLine(svc, state.message, k);
  if (line) facts.splice(0, facts.length, ...facts.filter((l) => l !== line && l !== line.replace(/\*\*/g, "")));
  // "Can one person alone start a pvt ltd?": the rule of the service asked about, then the one that fits.
  const asked = state.service && state.service !== svc.slug ? k.services.get(state.service) : undefined;
  const umbrella = asked && /^itr-1-to-itr-7|^company-registration$|^ip-registration$/.test(asked.slug);
  const askedRule = asked && !umbrella && namedIn(state.message, asked) ? asked.facts?.eligibility?.[0] : undefined;
  return join([
    askedRule && asked ? `${bold(asked.title)}: ${askedRule}` : undefined,
    described ? t.whichIntro(described) : undefined,
    pick.domain === "structure" && !profile.entity
      ? undefined
      : pick.domain === "gst" && pick.note !== "gst-above"
        ? t.serviceFor(bold(name)) // below or near the limit: not "you need"
        : t.youNeed(bold(name)),
    extra,
    line,
    guideSentence(svc, state.message, k, [extra, line, ...facts]),
    facts.length
      ? `${bold(pick.domain === "structure" && !profile.entity ? t.rules : t.because)}\n${facts.map((l) => `- ${l}`).join("\n")}`
      : `- ${svc.facts?.summary ?? svc.title}`,
    // What it costs with us, in the price table's one line.
    svc.price || svc.notSoldOnline ? priceLines(svc, t)[0] : undefined,
    readMore(svc, state, t, k, block),
    t.consult,
  ]);
}

/**
 * "Can I file ITR-1? I also sold shares": when the visitor has told us enough to pick the ITR form,
 * the eligibility answer ends with what fits them — this form, or the one that does.
 */
export function verdict(svc: ServiceKnowledge, state: AssistantState, k: Knowledge, t: ComposePhrases): string | undefined {
  const domain = domainOf(svc.slug, state.profile, state.message);
  if (domain !== "itr" && domain !== "gst" && domain !== "structure") return undefined;
  const hinted = withHints(state.profile, state.message, domain);
  const profile = domain === "itr" ? filerProfile(hinted, state.message) : hinted;
  const pick = pickService(domain, profile, k, state.message);
  const described = describeProfile(profile, state.lang);
  if (domain === "gst") {
    // "Do I need GST? 15 lakh turnover, services": the limit the turnover is measured against, said plainly.
    if (profile.turnover === undefined || !described) return undefined;
    if (pick.kind === "ask") return `${t.whichIntro(described)} ${t.askGoodsOrServices}`;
    if (pick.limit === undefined) return undefined;
    const limit = rupeesShort(pick.limit);
    const line = { "gst-above": t.gstNeeded, "gst-below": t.gstNotYet, "gst-between": t.gstDependsOnState }[
      pick.note ?? "gst-above"
    ];
    return `${t.whichIntro(described)} ${line(limit)}`;
  }
  if (pick.kind !== "service" || !described || pick.slug === "itr-1-to-itr-7-return-filing") return undefined;
  const fits = k.services.get(pick.slug);
  if (!fits) return undefined;
  return fits.slug === svc.slug
    ? t.itFits(described, bold(svc.title))
    : t.youNeedInstead(described, bold(`[${fits.title}](${fits.url})`));
}
