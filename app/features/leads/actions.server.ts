import { data, type RouterContextProvider, redirect } from "react-router";
import type { Db } from "#app/db/client.server.ts";
import type { UploadStorage } from "#app/features/storage/upload-storage.server.ts";
import { BodyError, readFormWithin } from "#app/lib/body.server.ts";
import { appContext } from "#app/lib/context.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import { ConsultationSchema } from "./consultation-schema.ts";
import { ContactSchema } from "./contact-schema.ts";
import { validateFields } from "./fields.ts";
import {
  ENHANCED_FIELD,
  type FieldErrors,
  type FormResult,
  HONEYPOT_FIELD,
  RATE_LIMITED,
  SEND_FAILURE,
  SUBSCRIBE_FAILURE,
  textFields,
} from "./form-contract.ts";
import { confirmationFor, createConsultation, createContactMessage } from "./leads.server.ts";
import { subscribeNewsletter } from "./newsletter.server.ts";
import { NewsletterSchema } from "./newsletter-schema.ts";
import { UploadQuotaExceeded } from "./upload-quota.server.ts";
import { UPLOAD_FIELD } from "./upload-rules.ts";
import { readUpload } from "./uploads.server.ts";

/**
 * The three public form actions (consultation, contact, newsletter). Each runs: declared size and
 * type → per-IP rate limit → body read under limits → honeypot → schema → one transaction in leads.server.ts. With JavaScript the
 * form submits in place and gets data back; without it, success redirects (303) to a confirmation.
 */

const MB = 1024 * 1024;
/** Whole-body limits, checked from Content-Length and again while reading: a 10 MB document plus the fields. */
export const BODY_LIMITS = { consultation: 11 * MB, contact: 64 * 1024, newsletter: 8 * 1024 } as const;

type FormName = keyof typeof BODY_LIMITS;
type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

function reply(result: FormResult, status = 200, headers?: HeadersInit) {
  return data(result, { status, headers });
}

function problem(status: number, formError: string, headers?: HeadersInit) {
  return reply({ ok: false, fieldErrors: {}, formError }, status, headers);
}

/** How many fields a form may carry (the consultation form has about a dozen) and how long one may be. */
const FORM_FIELDS = 40;
const FIELD_BYTES = 64 * 1024;

const tooLargeText = (maxBytes: number) =>
  maxBytes > MB ? "The upload is too large. Please attach a document of at most 10 MB." : "The form is too large to send.";

/**
 * Reads a urlencoded or multipart body while it streams (app/lib/body.server.ts): at most
 * `maxBytes` in all, FORM_FIELDS fields of FIELD_BYTES each, and one document when the limit is
 * large enough for one. A refusal is the problem reply to send back.
 */
export async function readForm(request: Request, maxBytes: number): Promise<FormData | ReturnType<typeof problem>> {
  try {
    return await readFormWithin(request, {
      maxBytes,
      fields: FORM_FIELDS,
      fieldBytes: FIELD_BYTES,
      files: maxBytes > MB ? 1 : 0,
      fileBytes: maxBytes,
      tooLarge: tooLargeText(maxBytes),
    });
  } catch (error) {
    if (error instanceof BodyError) return problem(error.status, error.message);
    throw error;
  }
}

/** The checks that need no body, so a flood is refused before any of it is parsed (issue 22 item 11). */
function refuseBeforeReading(request: Request, maxBytes: number) {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return problem(413, tooLargeText(maxBytes));
  const type = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    return problem(415, "Please send the form from our website.");
  }
  return null;
}

type Begun =
  | { ok: false; response: ReturnType<typeof reply> | Response }
  | { ok: true; formData: FormData; enhanced: boolean; db: Db; storage: UploadStorage };

/**
 * The checks every form shares, in order: declared size and type, rate limit, then the body read
 * under its limits, then the honeypot. The rate limit comes before the body so a flood costs a
 * counter update each, not a parse.
 */
async function begin({ request, context }: ActionArgs, form: FormName, success: string): Promise<Begun> {
  const ctx = context.get(appContext);
  if (!ctx) throw new Error(`${form} action called without the app context`);
  const refused = refuseBeforeReading(request, BODY_LIMITS[form]);
  if (refused) return { ok: false, response: refused };
  const counted = await store(form, () => hitRateLimit(ctx.db, `${form}:${ctx.ip}`, ctx.config.rateLimitPerMinute, 60));
  if (!counted.ok) return counted;
  const limit = counted.value;
  if (!limit.ok) return { ok: false, response: problem(429, RATE_LIMITED, { "Retry-After": String(limit.retryAfter) }) };
  const formData = await readForm(request, BODY_LIMITS[form]);
  if (!(formData instanceof FormData)) return { ok: false, response: formData };
  const enhanced = formData.get(ENHANCED_FIELD) === "1";
  // A filled trap field is a bot: answer as if all went well, store nothing.
  const trap = formData.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap.trim() !== "") return { ok: false, response: succeed(enhanced, success, { ok: true }) };
  return { ok: true, formData, enhanced, db: ctx.db, storage: ctx.config.uploads };
}

function succeed(enhanced: boolean, url: string, result: FormResult) {
  return enhanced ? reply(result) : redirect(url, 303);
}

function invalid(fieldErrors: FieldErrors, values: Record<string, string>, formError?: string) {
  // The document and the trap field are never echoed back.
  return reply({ ok: false, fieldErrors, values, ...(formError ? { formError } : {}) }, 400);
}

/** Runs a database step; a failure becomes the SPEC failure text (503), never a half-stored lead. */
async function store<T>(
  form: FormName,
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: ReturnType<typeof problem> }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    console.error(`${form}: could not process the submission: ${(error as Error).stack ?? error}`);
    return { ok: false, response: problem(503, form === "newsletter" ? SUBSCRIBE_FAILURE : SEND_FAILURE) };
  }
}

const META = [HONEYPOT_FIELD, ENHANCED_FIELD];

/** POST /consultation: the request form on the home page, the popup and /consultation. */
export async function consultationAction(args: ActionArgs) {
  const begun = await begin(args, "consultation", "/consultation?sent=1");
  if (!begun.ok) return begun.response;
  const { formData, enhanced, db, storage } = begun;
  const source = formData.get("source") === "popup" ? "popup" : "form";
  const fields = textFields(formData, [...META, "source", UPLOAD_FIELD]);
  const [validation, document] = [validateFields(ConsultationSchema, fields), await readUpload(formData.get(UPLOAD_FIELD))];
  if (!validation.ok || !document.ok) {
    const fieldErrors = validation.ok ? {} : { ...validation.fieldErrors };
    if (!document.ok) fieldErrors[UPLOAD_FIELD] = document.error;
    return invalid(fieldErrors, fields, validation.ok ? undefined : validation.formError);
  }
  const saved = await store("consultation", () =>
    createConsultation(db, { ...validation.data, source }, document.upload, storage).catch((error: unknown) => {
      if (error instanceof UploadQuotaExceeded) return error;
      throw error;
    }),
  );
  if (!saved.ok) return saved.response;
  // Past the address's daily upload quota: nothing was stored; the visitor may send it without the document.
  if (saved.value instanceof UploadQuotaExceeded) return invalid({ [UPLOAD_FIELD]: saved.value.message }, fields);
  const { reference, acknowledged } = saved.value;
  // `mailed`: the no-JS page says the e-mail is coming only when one is (the daily limit may hold it back).
  const sent = `/consultation?sent=${encodeURIComponent(reference)}${acknowledged ? "&mailed=1" : ""}`;
  return succeed(enhanced, sent, { ok: true, confirmation: confirmationFor(reference, acknowledged) });
}

/** POST /contact: the contact section on the home page and /contact. */
export async function contactAction(args: ActionArgs) {
  const begun = await begin(args, "contact", "/contact?sent=1");
  if (!begun.ok) return begun.response;
  const { formData, enhanced, db } = begun;
  const fields = textFields(formData, META);
  const validation = validateFields(ContactSchema, fields);
  if (!validation.ok) return invalid(validation.fieldErrors, fields, validation.formError);
  const { agreeToTerms: _agreed, ...message } = validation.data;
  const saved = await store("contact", () => createContactMessage(db, message));
  if (!saved.ok) return saved.response;
  return succeed(enhanced, "/contact?sent=1", { ok: true });
}

/** POST /newsletter: both newsletter inputs (legal updates section and footer). */
export async function newsletterAction(args: ActionArgs) {
  const begun = await begin(args, "newsletter", "/newsletter?status=sent");
  if (!begun.ok) return begun.response;
  const { formData, enhanced, db } = begun;
  const source = formData.get("source") === "updates" ? "updates" : "footer";
  const fields = textFields(formData, [...META, "source"]);
  const validation = validateFields(NewsletterSchema, fields);
  if (!validation.ok) return invalid(validation.fieldErrors, fields, validation.formError);
  const siteUrl = args.context.get(appContext)?.config.siteUrl ?? "";
  const saved = await store("newsletter", () => subscribeNewsletter(db, validation.data.email, source, siteUrl));
  if (!saved.ok) return saved.response;
  // The same answer for a new, a waiting and a confirmed address (issue 22).
  return succeed(enhanced, "/newsletter?status=sent", { ok: true });
}
