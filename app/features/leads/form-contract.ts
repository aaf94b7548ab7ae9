/**
 * What the lead forms and their actions agree on, without zod: field names, the answer's shape and
 * the SPEC texts. The browser loads the zod schemas only when a visitor starts filling a form.
 */

import type { ConsultationConfirmation } from "./confirmation.ts";

/** The visually hidden trap field; people never see it, many bots fill it. */
export const HONEYPOT_FIELD = "company_site";
/** Set by the browser script when it submits in place; without it the action answers with a redirect (no JS). */
export const ENHANCED_FIELD = "_js";

/** SPEC §3 service types, in the order the form lists them, with the label a visitor reads. */
export const SERVICE_TYPES = [
  { value: "insurance", label: "Insurance Claim & Settlement" },
  { value: "startup", label: "Startup & Business Compliance" },
  { value: "trademark", label: "Trademarks & Copyrights" },
  { value: "gst", label: "GST Compliance" },
  { value: "income-tax", label: "Income Tax Services" },
  { value: "legal", label: "Agreements & Legal Documentation" },
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number]["value"];

/** The consultation form's service for a guide's catalogue category (content/catalogue.yaml ids). */
export const SERVICE_TYPE_OF_CATEGORY: Readonly<Record<string, ServiceType>> = {
  startup: "startup",
  insurance: "insurance",
  trademarks: "trademark",
  agreements: "legal",
  gst: "gst",
  "income-tax": "income-tax",
};

/**
 * Where a service's "Get help" button leads (issue 27): the consultation page with that service
 * already chosen, read on the server so it works before and without scripts.
 */
export function consultationLinkFor(category: string): string {
  const service = SERVICE_TYPE_OF_CATEGORY[category];
  return service ? `/consultation?service=${service}` : "/consultation";
}

/** SPEC §3 contact subjects; the select starts on the placeholder 'Select a subject'. */
export const CONTACT_SUBJECTS = [
  { value: "general", label: "General Inquiry" },
  { value: "consultation", label: "Consultation" },
  { value: "support", label: "Support" },
  { value: "billing", label: "Billing" },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];

export const DETAILS_MAX = 2000;
export const MESSAGE_MAX = 5000;

export type FieldErrors = Record<string, string>;

/** What a form action answers (fetcher data, or the action data a page renders without JS). */
export type FormResult =
  /** A consultation request answers with what the confirmation panel shows (confirmation.ts). */
  | { ok: true; confirmation?: ConsultationConfirmation }
  | { ok: false; fieldErrors: FieldErrors; formError?: string; values?: Record<string, string> };

/** SPEC §8: the text when the server cannot accept a consultation or contact request. */
export const SEND_FAILURE = "Failed to send consultation request";
export const SUBSCRIBE_FAILURE = "Failed to subscribe. Please try again in a moment.";
export const RATE_LIMITED = "You have sent several requests in a short time. Please wait a minute and try again, or call us.";

/** SPEC §8 success toasts (top-center, 5 s); the no-JS confirmation pages show the same words. */
export const CONSULTATION_SENT = "Consultation request sent successfully!, We will reach out to you soon! ✌️";
export const CONTACT_SENT = "We got your message, we will reach out to you soon! 😊";
/**
 * The newsletter's answer, the same whether or not the address is already on the list (issue 22):
 * it never tells a stranger who subscribes, and nothing is sent before the address confirms.
 */
export const NEWSLETTER_CHECK_INBOX = "Thank you! Please check your inbox to confirm your subscription.";
export const TOAST_OPTIONS = { position: "top-center", duration: 5000 } as const;

/**
 * The text fields of a form, without the files and the given meta fields (honeypot, flags). A field
 * sent twice keeps the first value.
 */
export function textFields(formData: FormData, omit: readonly string[] = []): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (omit.includes(key) || typeof value !== "string" || key in fields) continue;
    fields[key] = value;
  }
  return fields;
}
