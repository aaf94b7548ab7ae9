import type { Content } from "#app/features/catalogue/content.server.ts";
import { contactSentence, formatOffice } from "#app/features/catalogue/samples.ts";
import type { AssistantState } from "./compose-types.ts";
import { PHRASES } from "./language.server.ts";

/**
 * A minimal composer used only until asst-compose's compose.server.ts is merged (issue 23): one
 * answer per intent from the service's structured facts, the price table and the site facts.
 */
export type Knowledge = { content: Content };
export function buildKnowledge(content: Content): Knowledge {
  return { content };
}

export function compose(state: AssistantState, { content }: Knowledge): string {
  const t = PHRASES[state.lang];
  const { site, facts } = content;
  const guide = state.service ? content.guides.get(state.service) : undefined;
  const link = guide ? `${t.readMore} [${guide.title}](/service/${guide.slug})` : "";
  const f = guide?.facts;
  const out: string[] = [];
  if (state.alternatives && state.alternatives.length > 1) {
    const names = state.alternatives.map((s) => content.guides.get(s)?.title ?? s);
    return `Do you mean **${names.slice(0, -1).join("**, **")}** or **${names.at(-1)}**?`;
  }
  switch (state.intent) {
    case "greeting":
      return "Hello! Ask me about our services, fees, documents and timelines.";
    case "thanks":
      return `You're welcome! ${t.consult}`;
    case "manipulation":
      return [t.injection, t.consult].join("\n\n");
    case "guarantee":
      return [t.guarantee(guide ? ` for ${guide.title}` : ""), link, t.consult].filter(Boolean).join("\n\n");
    case "dispute":
      return [t.dispute, t.consult].join("\n\n");
    case "out_of_scope":
      return t.outOfScope(site.shortName);
    case "firm_hours":
      return [t.hours(site.hours.label, site.hours.support), t.consult].join("\n\n");
    case "firm_contact":
      return `${contactSentence(facts)} Our head office is in ${formatOffice(facts.headOffice)}.`;
    case "firm_about":
      return `${site.name} is a private legal and compliance firm, not a government office or website. [About the firm](/about)`;
    case "human":
    case "case_status":
      return t.consult;
    case "offer":
      return `Current offers:\n${content.home.offers.map((o) => `- **${o.title}:** ${o.description}`).join("\n")}`;
    case "services":
      return `We help with:\n${content.catalogue.map((c) => `- **${c.name}**`).join("\n")}\n\n${t.consult}`;
    default:
      break;
  }
  if (!guide) {
    return `I couldn't tell which service you mean. I can help with trademarks and IP, GST, income-tax returns, company registration and licences, insurance claims and agreements. ${t.consult}`;
  }
  if (state.intent === "price" || state.intent === "gov_fee" || state.intent === "payment") {
    if (guide.price) out.push(t.price(guide.title, guide.price));
    else if (guide.coveredBy) out.push(t.coveredPrice(guide.title, guide.coveredBy.title, guide.coveredBy.price));
    else if (guide.notSoldOnline) out.push(t.notSoldOnline(guide.title, guide.notSoldOnline));
    if (guide.price?.extras) out.push(`Government fee: ${guide.price.extras.governmentNote}`);
  } else if (state.intent === "documents" && f?.documents) {
    out.push(t.documents(guide.title), f.documents.map((d) => `- ${d.name}${d.who ? ` (${d.who})` : ""}`).join("\n"));
  } else if (state.intent === "timeline" && f?.timeline) {
    out.push(t.timeline(guide.title), f.timeline.typical);
  } else if ((state.intent === "deadline" || state.intent === "penalty") && f?.deadlines) {
    out.push(`**${guide.title}**:\n${f.deadlines.map((d) => `- ${d.what}: ${d.when}`).join("\n")}`);
  } else if ((state.intent === "eligibility" || state.intent === "which_service") && (f?.eligibility || f?.thresholds)) {
    out.push(
      `**${guide.title}**:\n${[...(f.eligibility ?? []), ...(f.thresholds ?? []).map((x) => `${x.what}: ${x.value}`)].map((e) => `- ${e}`).join("\n")}`,
    );
  } else if (state.intent === "validity" && f?.validity) {
    out.push(`**${guide.title}**: ${f.validity.text}${f.validity.renewal ? ` ${f.validity.renewal}` : ""}`);
  } else if (state.intent === "rejection" && f?.rejections) {
    out.push(`**${guide.title}**:\n${f.rejections.map((r) => `- ${r.reason} — ${r.whatToDo}`).join("\n")}`);
  } else {
    out.push(`**${guide.title}**: ${f?.summary ?? guide.description}`);
  }
  return [...out, link, t.consult].filter(Boolean).join("\n\n");
}
