import { z } from "zod";
import type { FieldErrors } from "./form-contract.ts";

/**
 * Field rules shared by the consultation, contact, newsletter (and chat hand-off) schemas, and the
 * helper that turns a zod result into field messages. Pure: runs in the browser and on the server.
 * The zod-free names (field names, texts, FormResult) live in form-contract.ts and are re-exported.
 */

export {
  CONSULTATION_SENT,
  CONTACT_SENT,
  ENHANCED_FIELD,
  type FieldErrors,
  type FormResult,
  HONEYPOT_FIELD,
  RATE_LIMITED,
  SEND_FAILURE,
  TOAST_OPTIONS,
  textFields,
} from "./form-contract.ts";

/**
 * Normalises an Indian phone number to +91XXXXXXXXXX: accepts spaces, dashes, dots, brackets, a
 * leading +91, 0091, 91 or trunk 0. Numbers with another country code (+44…) are kept in E.164 form.
 * Returns null when it is not a phone number.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-().]/g, "");
  let national: string;
  if (compact.startsWith("+91")) national = compact.slice(3);
  else if (compact.startsWith("0091")) national = compact.slice(4);
  else if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  else if (/^91\d{10}$/.test(compact)) national = compact.slice(2);
  else national = compact;
  if (/^0\d{10}$/.test(national)) national = national.slice(1);
  return /^[1-9]\d{9}$/.test(national) ? `+91${national}` : null;
}

/**
 * One line (issue 22): every run of whitespace, line or paragraph separators and control characters
 * becomes a single space, so a name cannot carry line breaks into an e-mail's body or subject.
 */
export function oneLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  return value.replace(/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
}

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const fullNameField = required("Enter your full name")
  .transform(oneLine)
  .pipe(z.string().min(2, "Enter your full name").max(100, "Keep the name under 100 characters"));

export const emailField = required("Enter your e-mail address").pipe(
  z.string().max(254, "This e-mail address is too long").pipe(z.email("Enter a valid e-mail address, like name@example.com")),
);

export const phoneField = required("Enter your phone number")
  .pipe(z.string().max(30, "Enter a valid phone number, like +91 98765 43210"))
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: "Enter a valid phone number, like +91 98765 43210" });
      return z.NEVER;
    }
    return phone;
  });

/** A checked checkbox posts "on"; anything else (absent) means not agreed. */
export const termsField = z
  .literal("on", { error: "Please agree to the Terms of Service and Privacy Policy" })
  .transform(() => true as const);

export type Validation<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors; formError?: string };

/** Parses plain fields with a form schema: the first message per field, and a form-level message for unknown fields. */
export function validateFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): Validation<z.output<S>> {
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  let formError: string | undefined;
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      formError = "The form contained fields we did not expect. Please reload the page and try again.";
      continue;
    }
    const key = String(issue.path[0] ?? "");
    if (key && !fieldErrors[key]) fieldErrors[key] = issue.message;
  }
  return { ok: false, fieldErrors, ...(formError ? { formError } : {}) };
}
