import type { Knowledge } from "./knowledge.server.ts";
import type { INCOMES, Profile } from "./labels.ts";
import { filerProfile } from "./profile.ts";
import { CONTRACT_WORDS, IP_WORDS, ipPick } from "./situation-areas.ts";
import { CRORE, LAKH } from "./situation-words.ts";

export { describeProfile, rupeesShort, udyamClass } from "./situation-words.ts";

/**
 * "Which form or registration do I need?" (issue 23): maps what the visitor told us (entity, income,
 * activity, turnover) to the service that fits. The cut-offs below decide the pick; the sentences the
 * answer shows are the facts files' own eligibility and threshold lines, so a figure is written once
 * in content and only the decision boundary lives here. Sources are the guides' own (checked again
 * on 2026-11-24): CGST Act s.22 and Notification 10/2019-CT (GST), CBDT ITR-1/ITR-4 notifications for
 * AY 2025-26 (ITR), FSSAI Licensing Regulations 2011 as the guide states them, only where the 2026 revision cannot change the
 * result (food).
 */

export type Domain = "itr" | "gst" | "fssai" | "iec" | "udyam" | "structure" | "ip";

export type Pick =
  | { kind: "service"; slug: string; domain: Domain; note?: "gst-below" | "gst-above" | "gst-between"; limit?: number }
  | { kind: "ask"; about: "profile" | "goods-or-services" };

/** Section 22 CGST Act: ₹20 lakh (services), ₹40 lakh for goods only in most states (Notification 10/2019-CT). */
const GST_SERVICES = 20 * LAKH;
const GST_GOODS = 40 * LAKH;
/** The lowest limit anywhere (Manipur, Mizoram, Nagaland, Tripura). */
const GST_LOWEST = 10 * LAKH;
/** ITR-1 and ITR-4: total income up to ₹50 lakh. */
const ITR_SIMPLE_LIMIT = 50 * LAKH;
/**
 * Presumptive taxation (ITR-4) is open up to these turnovers: s.44AD ₹3 crore and s.44ADA ₹75 lakh at the
 * most (with cash receipts within 5 %; the facts lines quote the full condition). The profile's turnover
 * slot is turnover for a business, so it is compared with these, not with ITR-4's ₹50 lakh income cap.
 */
const PRESUMPTIVE_BUSINESS = 3 * CRORE;
const PRESUMPTIVE_PROFESSION = 75 * LAKH;
/** FSSAI from 1 April 2026 (order of 13 March 2026, decision 157): basic registration up to ₹1.5 crore, state licence up to ₹50 crore. */
const FSSAI_BASIC = 150 * LAKH;
const FSSAI_STATE = 50 * CRORE;

const ITR_SLUGS = /^(?:itr-|income-tax-e-filing|business-tax-filing|tax-compliance)/;

/** The area a question is in: from the service in the state, else the message, else the profile. */
export function domainOf(service: string | undefined, profile: Profile, message: string): Domain | undefined {
  // GST or income tax said outright beats a service of the other area in view ("freelancer, 25 lakh: GST?").
  const said = message.toLowerCase();
  const gstSaid = /\bgst\b|जीएसटी/.test(said);
  const itrSaid =
    /\bitr\b|itr-?\d|income.?tax|\b(?:file|which|annual|tax) returns?\b|\breturns? (?:will|does|do|to|should)\b|आयकर|आईटीआर|इनकम टैक्स/.test(
      said,
    );
  if (gstSaid && !itrSaid && service && !/^gst-/.test(service)) return "gst";
  if (itrSaid && !gstSaid && service && !ITR_SLUGS.test(service)) return "itr";
  if (service) {
    if (ITR_SLUGS.test(service)) return "itr";
    if (/^gst-/.test(service)) return "gst";
    if (service === "food-business-licence") return "fssai";
    if (service.startsWith("import-export")) return "iec";
    if (service === "small-business-registration") return "udyam";
    if (/company|llp|one-person/.test(service)) return "structure";
    if (/trademark|copyright|patent|design-registration|ip-registration/.test(service)) return "ip";
  }
  const m = message.toLowerCase();
  if (/\bitr\b|itr-?\d|income.?tax|\breturn\b|tax audit|\b44a[bde]a?\b|presumptive|आयकर|आईटीआर|रिटर्न|इनकम टैक्स|टैक्स ऑडिट/.test(m))
    return "itr";
  if (/\bgst\b|जीएसटी/.test(m)) return "gst";
  if (/fssai|food licen|एफएसएसएआई|खाद्य/.test(m)) return "fssai";
  // "A licence agreement for my brand", "an influencer contract": a contract to draft, not an IP filing.
  if (CONTRACT_WORDS.test(m)) return undefined;
  // "A skincare brand on my own: what kind of entity should I set up?": the structure is asked, not the brand.
  if (STRUCTURE_ASKED.test(m)) return "structure";
  if (IP_WORDS.test(m)) return "ip";
  if (/\biec\b|import|export|आयात|निर्यात/.test(m)) return "iec";
  if (/udyam|msme|\bmicro\b|(?:small|medium) (?:or medium )?enterprise|उद्यम|सूक्ष्म/.test(m)) return "udyam";
  if (
    /\bllp\b|\bopc\b|company|structure|कंपनी|startup|limited liability|\bincorporat\w*|(?:kind|type) of (?:entity|business entity|company)|which entity|\binvestors?\b|\bangel\b|venture capital|start(?:ing)? (?:a |my )?business|business (?:start|shuru)|co-?founders?|with my (?:friend|partner)|\bngo\b|non-?profit|charit/.test(
      m,
    )
  )
    return "structure";
  if (profile.activity === "food") return "fssai";
  if (profile.activity === "import_export") return "iec";
  if (profile.income?.length) return "itr";
  if (profile.entity && ["startup", "company", "llp", "opc"].includes(profile.entity)) return "structure";
  if (profile.activity || profile.turnover !== undefined) return "gst";
  if (profile.entity) return "itr";
  return undefined;
}

/** The kind of entity asked ("what kind of entity should I set up?", "limited liability"). */
export const STRUCTURE_ASKED =
  /(?:kind|type|form) of (?:entity|business entity|company|business structure)|which (?:entity|structure)|limited liability/;

/** One founder with no partner ("the only founder, zero partners", "on my own, no co-founder"). */
export const SOLE_FOUNDER =
  /\balone\b|single (?:person|founder|owner|director|shareholder|member)|one person|\bakela|अकेल|\b(?:only|sole|solo|one) (?:founder|owner|promoter|director|shareholder|member)\b|\b(?:just|only) me as\b|\bno co-?founders?\b|\b(?:zero|no) partners?\b|\bon my own\b|\bby myself\b/;
/** Outside money to bring in ("angel and VC money", "so investors can come in", "issue ESOPs"). */
const RAISING =
  /\binvestors?\b|\bangels?\b|\bvc\b|venture capital|raise (?:money|funds|funding|capital)|\besops?\b|\bfunding round\b/;

const NO_RAISING =
  /\b(?:no|without|never|not|nor|don'?t want|won'?t (?:take|have|need|bring|want)|will not (?:take|have|need|bring|want))\b(?:\s+\w+){0,2}\s+(?:investors?|angels?|vc|funding|outside money)\b/;

/**
 * ITR-1 is not for a company director or a holder of unlisted equity shares (CBDT ITR-1 rules, as the facts
 * file says), nor for more than two house properties: ITR-2.
 */
const DIRECTOR =
  /\bdirectors?\b|unlisted (?:equity )?shares?|डायरेक्टर|निदेशक|\b(?:three|four|five|six|3|4|5|6|teen|char|paanch)\s+(?:(?:rented|let[- ]out|residential)\s+)?(?:flats?|houses?|house properties|properties|makaan|makan|ghar)\b|more than (?:two|2) (?:houses|house properties|flats|properties)|(?:तीन|चार|पाँच|पांच) (?:फ्लैट|मकान|घर|प्रॉपर्टी)/;

/**
 * Services about something that already exists (a registration to cancel, a notice to answer, a mark to
 * renew): named outright, they are the answer to "do I need it?", never a form picked from the profile.
 */
export const FOLLOW_ON =
  /cancel|amend|notice|objection|opposition|hearing|rectification|renewal|transfer|infringement|certificate/;

type Income = (typeof INCOMES)[number];
const INCOME_HINTS: [Income, RegExp][] = [
  // No books kept ("don't maintain any books", "hisaab nahi rakhta"): only the presumptive scheme lets a small
  // business or profession file without them.
  [
    "presumptive",
    /\b44\s?ad?a?\b|\b44\s?ae\b|presumptive|\bfixed (?:percent(?:age)?|rate|%)|\bdeemed profit|\b(?:6|8|50) ?% of (?:the )?(?:turnover|receipts|sales)|\b(?:turnover|receipts|income|sales|kamai|aay)\b[^.?!]{0,15}\b(?:ka|ki|ke|का|की|के)? ?(?:6|8|50) ?% (?:profit|munafa|income|आय|मुनाफ़ा|मुनाफा)|\btrucks?\b|\blorr(?:y|ies)\b|goods carriages?|\btempos?\b|\b(?:don'?t|do not|dont|never|no|without) (?:maintain\w* |keep\w* )?(?:any |proper |regular |full )?(?:books|account books|books of accounts?)\b|\b(?:books|hisa+b|hisab[ -]kitab|khata) (?:nahi|nahin|nhi) (?:rakh|maintain)\w*|\b(?:books|hisa+b|khata)\b[^.?!]{0,15}\b(?:maintain|rakh\w*) (?:nahi|nahin|nhi)\b|ट्रक|(?:हिसाब|बही[- ]?खाता|खाता)[^.?!]{0,12}नहीं रख/,
  ],
  [
    "capital_gains",
    /capital gains?|\bshares?\b|mutual funds?|\bstocks?\b|\bcrypto|\b[ls]tcg\b|\bsold (?:[a-z]+ ){0,3}(?:plot|land|flat|house|property|gold)|\b(?:plot|zameen|jameen|jamin|flat|makaan|makan|ghar|gold|sona)\b[^.?!]{0,20}\b(?:becha|bechi|beche|bech (?:diya|di|diye))\b|कैपिटल गेन|शेयर|(?:प्लॉट|प्लाट|ज़मीन|जमीन|फ्लैट|मकान|सोना)[^.?!]{0,25}(?:बेचा|बेची|बेचे|बेच दिया|बेच दी)/,
  ],
  // Section 44AA/44ADA professions as people name themselves.
  [
    "profession",
    /freelanc|\bconsultant|\btuitions?\b|\bcoaching\b|ट्यूशन|कोचिंग|\bdoctor|\bdentist|\bsurgeon|\bphysician|\bphysio\w*|\bclinic\b|\bnutritionist|\bdietitian|\bpsycholog\w*|\bvet\b|\bveterinar\w*|\blawyer|\badvocate|\barchitect|\bengineer|interior decorat|company secretary|chartered accountant|\bprofession|फ्रीलांस|डॉक्टर|वकील|क्लिनिक|फिजियो/,
  ],
  [
    "business",
    /\bbusiness income|\bmy business\b|\bbusiness (?:me|mein|mai|loss|profit)\b|\bloss in (?:my )?business\b|\bshop\b|\bstore\b|kirana|\btrad(?:er|ing)\b|f&o|f ?& ?o|\bfutures\b|\bintraday\b|wholesale|retail|dukaan|dukan|व्यापार|दुकान|किराना/,
  ],
  ["salary", /\bsalar(?:y|ied)\b|\bnaukri|\bhra\b|house rent allowance|नौकरी|सैलरी|वेतन/],
  ["pension", /\bpension|पेंशन/],
  ["house_property", /\brent(?:al)? income|house property|\bkiraya|किराया/],
  [
    "foreign",
    /foreign (?:income|assets?|bank)|\babroad\b|\bvidesh|विदेश|\b(?:dubai|uae|singapore|london|canada|us|usa|uk)\b[^.?!]{0,20}\b(?:bank|account|property|flat|shares?)\b|(?:दुबई|सिंगापुर|लंदन|कनाडा)[^.?!]{0,20}(?:बैंक|खाता|प्रॉपर्टी)/,
  ],
];
const ENTITY_HINTS: [NonNullable<Profile["entity"]>, RegExp][] = [
  ["llp", /\bllp\b|एलएलपी/],
  ["trust_ngo", /\btrust\b|\bngo\b|\bsociety\b|charitab|ट्रस्ट/],
  ["huf", /\bhuf\b/],
  ["nri", /\bnri\b|non-?resident|अनिवासी/],
  ["partnership", /partnership|\bfirm\b|साझेदारी/],
  ["company", /\bcompany\b|pvt\.? ?ltd|private limited|कंपनी/],
  ["senior_citizen", /senior citizen|वरिष्ठ नागरिक/],
];
const ECOMMERCE = /amazon|flipkart|meesho|e-?commerce|online (?:store|shop)|instagram/;
const ACTIVITY_HINTS: [NonNullable<Profile["activity"]>, RegExp][] = [
  ["ecommerce", ECOMMERCE],
  [
    "goods",
    /\bgoods\b|\bproducts?\b|\bsaman\b|सामान|\b(?:sell|sells|selling|sold)\b|\bshop\b|\bstore\b|kirana|\btrad(?:er|ers|ing)\b|wholesale|retail|dukaan|dukan|दुकान|बेचता|बेचती|बेचते|बेचना|किराना/,
  ],
  [
    "services",
    /\bservices?\b|freelanc|\bconsult|\bdeveloper|\bdesigner|\bagency\b|\btutor|\bcoach|\bteach\w*|\bclasses\b|tuition|\btrainer|\binstructor|सेवा/,
  ],
];

/** "25 lakh", "1.5 crore", "40 लाख" in a message, in rupees. */
function turnoverIn(m: string): number | undefined {
  const hit = /(\d+(?:\.\d+)?)\s*(lakh|lac|l\b|crore|cr\b|लाख|करोड़)/.exec(m);
  if (!hit) return undefined;
  const unit = /crore|cr|करोड़/.test(hit[2] ?? "") ? CRORE : LAKH;
  return Math.round(Number(hit[1]) * unit);
}

/**
 * Slots the state left empty, filled from unambiguous words in the message (never overriding what the
 * state says): the ITR rules need the kinds of income, GST needs goods or services and the turnover.
 * Entity words count only for the ITR area, where "company" means the taxpayer; "alone" or "one
 * person" reads as an OPC when the question is about a company's structure.
 */
export function withHints(p: Profile, message: string, domain: Domain | undefined): Profile {
  const m = message.toLowerCase();
  const out: Profile = { ...p };
  if (domain === "itr") {
    const income = new Set(p.income ?? []);
    for (const [kind, re] of INCOME_HINTS) if (re.test(m)) income.add(kind);
    if (income.size) out.income = [...income];
    // "Director in a company" is an individual taxpayer: the company is not the one filing.
    const hints = DIRECTOR.test(m) ? ENTITY_HINTS.filter(([e]) => e !== "company") : ENTITY_HINTS;
    if (!p.entity) out.entity = hints.find(([, re]) => re.test(m))?.[0] ?? (income.has("salary") ? "salaried" : undefined);
    if (!out.entity) delete out.entity;
  }
  if (domain === "structure" && !p.entity && SOLE_FOUNDER.test(m)) out.entity = "opc";
  // Investors, angels or a VC round to bring in: shares to issue, a private limited company.
  // ("No outside investors ever" says the opposite.)
  if (domain === "structure" && !out.entity && RAISING.test(m) && !NO_RAISING.test(m)) out.entity = "company";
  // Partners who will take no outside money but want their own assets safe: an LLP, not shares to issue.
  if (domain === "structure" && (!out.entity || out.entity === "company") && NO_RAISING.test(m) && !SOLE_FOUNDER.test(m))
    out.entity = "llp";
  if (domain === "structure" && !p.entity && /\bngo\b|non-?profit|charit|एनजीओ/.test(m)) out.entity = "trust_ngo";
  if (domain === "gst" || domain === "fssai") {
    const said = ACTIVITY_HINTS.find(([, re]) => re.test(m))?.[0];
    if (!p.activity && domain === "gst" && said) out.activity = said;
    // "I sell clothes": goods said outright beats an e-commerce reading the message gives no word for.
    if (domain === "gst" && p.activity === "ecommerce" && said === "goods" && !ECOMMERCE.test(m)) out.activity = "goods";
    if (p.turnover === undefined) {
      const turnover = turnoverIn(m);
      if (turnover !== undefined) out.turnover = turnover;
    }
  }
  return out;
}

/** The ITR form (1–7) for a profile, or undefined when the profile does not decide it yet. */
export function itrForm(p: Profile): number | undefined {
  const income = new Set(p.income ?? []);
  switch (p.entity) {
    case "company":
    case "opc":
    case "foreign_company":
      return 6;
    case "trust_ngo":
      return 7;
    case "llp":
      return 5;
    case "partnership":
      return income.has("presumptive") && (p.turnover ?? 0) <= PRESUMPTIVE_BUSINESS ? 4 : 5;
    case "startup":
      return undefined;
  }
  const resident = p.entity !== "nri";
  const business = income.has("business") || income.has("profession") || income.has("presumptive") || p.entity === "proprietor";
  if (business) {
    const simple = !income.has("capital_gains") && !income.has("foreign");
    const ceiling = income.has("profession") ? PRESUMPTIVE_PROFESSION : PRESUMPTIVE_BUSINESS;
    return income.has("presumptive") && resident && simple && (p.turnover ?? 0) <= ceiling ? 4 : 3;
  }
  if (!resident || p.entity === "huf") return 2;
  if (income.has("capital_gains") || income.has("foreign")) return 2;
  if (p.turnover !== undefined && p.turnover > ITR_SIMPLE_LIMIT) return 2;
  if (income.size > 0 || p.entity === "salaried" || p.entity === "senior_citizen") return 1;
  return undefined;
}

/**
 * Business or professional income with no presumptive scheme named, a resident without capital gains
 * or foreign income, within the s.44AD/44ADA turnover (or none stated): ITR-4 under the presumptive
 * scheme is open as well as ITR-3, so the answer names both.
 */
export function presumptiveOpen(p: Profile): boolean {
  const income = new Set(p.income ?? []);
  if (income.has("presumptive") || income.has("capital_gains") || income.has("foreign")) return false;
  if (!income.has("business") && !income.has("profession")) return false;
  if (p.entity && !["individual", "proprietor", "huf"].includes(p.entity)) return false;
  const ceiling = income.has("profession") ? PRESUMPTIVE_PROFESSION : PRESUMPTIVE_BUSINESS;
  return (p.turnover ?? 0) <= ceiling;
}

function gstPick(p: Profile): Pick {
  // Selling through a marketplace that collects tax at source: registration whatever the turnover (the facts' line says so).
  if (p.activity === "ecommerce") return { kind: "service", slug: "gst-registration", domain: "gst" };
  // Food, e-commerce and import/export can be goods or services: treated as unknown.
  const limit =
    p.activity === "goods" || p.activity === "manufacturing"
      ? GST_GOODS
      : p.activity === "services" || p.activity === "software"
        ? GST_SERVICES
        : undefined;
  if (p.turnover === undefined) return { kind: "service", slug: "gst-registration", domain: "gst" };
  if (limit === undefined) {
    // Unknown activity: the answer is the same on either side of both limits.
    if (p.turnover > GST_GOODS)
      return { kind: "service", slug: "gst-registration", domain: "gst", note: "gst-above", limit: GST_GOODS };
    if (p.turnover <= GST_LOWEST)
      return { kind: "service", slug: "gst-registration", domain: "gst", note: "gst-below", limit: GST_LOWEST };
    return { kind: "ask", about: "goods-or-services" };
  }
  if (p.turnover > limit) return { kind: "service", slug: "gst-registration", domain: "gst", note: "gst-above", limit };
  if (p.turnover <= GST_LOWEST)
    return { kind: "service", slug: "gst-registration", domain: "gst", note: "gst-below", limit: GST_LOWEST };
  // Between the lowest limit and the usual one the state decides: the guide's table lists which.
  return { kind: "service", slug: "gst-registration", domain: "gst", note: "gst-between", limit };
}

/** The service that fits the visitor's situation in the area asked about. */
/**
 * The ITR form the visitor's situation decides, for a question about "the ITR" that is not "which form?"
 * ("partnership firm ITR, your charges?", "LLP ITR documents"): undefined when the profile says nothing.
 */
export function itrFormFor(p: Profile, message: string): string | undefined {
  const profile = filerProfile(withHints(p, message, "itr"), message);
  if (!profile.entity && !profile.income?.length) return undefined;
  const read = itrForm(profile);
  const form = read === 1 && DIRECTOR.test(message.toLowerCase()) ? 2 : read;
  return form ? `itr-${form}-return-filing` : undefined;
}

export function pickService(domain: Domain | undefined, p: Profile, knowledge: Knowledge, message = ""): Pick {
  const has = (slug: string) => knowledge.services.has(slug);
  switch (domain) {
    case "ip": {
      // A follow-up that names nothing ("which one do I need?") keeps the IP service already in the conversation.
      if (!IP_WORDS.test(message.toLowerCase())) return { kind: "ask", about: "profile" };
      const slug = ipPick(message.toLowerCase());
      return { kind: "service", slug: has(slug) ? slug : "ip-registration", domain };
    }
    case "itr": {
      const read = itrForm(p);
      const form = read === 1 && DIRECTOR.test(message.toLowerCase()) ? 2 : read;
      const slug = form ? `itr-${form}-return-filing` : "itr-1-to-itr-7-return-filing";
      if (!form && !p.entity && !p.income?.length) return { kind: "ask", about: "profile" };
      return { kind: "service", slug: has(slug) ? slug : "itr-1-to-itr-7-return-filing", domain };
    }
    case "gst":
      return gstPick(p);
    case "fssai":
    case "iec":
    case "udyam":
      return {
        kind: "service",
        slug: {
          fssai: "food-business-licence",
          iec: "import-export-compliance-if-applicable",
          udyam: "small-business-registration",
        }[domain],
        domain,
      };
    case "structure": {
      // A charity or NGO set up as a company is a Section 8 company (its guide; trusts and societies are state registrations).
      // Farmers, or a nidhi's members lending among themselves: the company type made for them.
      if (/\bfarmers?\b|\bkisan\b|किसान|agricultur|\bfpo\b/.test(message.toLowerCase()) && has("producer-company"))
        return { kind: "service", slug: "producer-company", domain };
      const slug =
        p.entity === "opc"
          ? "one-person-company"
          : p.entity === "company"
            ? "private-limited-company"
            : p.entity === "trust_ngo"
              ? "section-8-company"
              : "company-registration";
      return { kind: "service", slug, domain };
    }
    default:
      return { kind: "ask", about: "profile" };
  }
}

/**
 * FSSAI tier by turnover and activity, under the limits in force from 1 April 2026 (the guide and facts
 * file, decision 157): basic registration up to ₹1.5 crore, state licence up to ₹50 crore, central
 * licence above that and for importers and exporters whatever their turnover. Without a turnover the
 * tier is left to the FoSCoS eligibility check the facts file names.
 */
export function fssaiTier(p: Profile): "basic" | "state" | "central" | undefined {
  // Selling online is not running an e-commerce platform: only importers and exporters are decided by activity.
  if (p.activity === "import_export") return "central";
  if (p.turnover === undefined) return undefined;
  if (p.turnover <= FSSAI_BASIC) return "basic";
  return p.turnover <= FSSAI_STATE ? "state" : "central";
}

/**
 * "Oh wait, I also sold shares I held 5 months", "we're an LLP actually": with an ITR form in view, a
 * follow-up that states an income or who is filing picks the form again from the whole profile (decision
 * 177), or undefined when it states neither or the form stays.
 */
export function itrFormAgain(service: string | undefined, p: Profile, message: string): string | undefined {
  if (!service || !/^itr-\d-return-filing$/.test(service)) return undefined;
  const said = withHints({}, message, "itr");
  if (!said.income?.length && !said.entity) return undefined;
  const form = itrFormFor(p, message);
  return form && form !== service ? form : undefined;
}
