import { data, type RouterContextProvider, redirect } from "react-router";
import { readForm } from "#app/features/leads/actions.server.ts";
import { validateFields } from "#app/features/leads/fields.ts";
import { ENHANCED_FIELD, type FieldErrors, HONEYPOT_FIELD, RATE_LIMITED, textFields } from "#app/features/leads/form-contract.ts";
import { appContext } from "#app/lib/context.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import { bookCall, cancelCall, rescheduleCall } from "./booking.server.ts";
import { BookingSchema, RescheduleSchema, TAKEN_MESSAGE } from "./booking-schema.ts";

/**
 * The booking page's actions: size limit → honeypot → per-IP rate limit → schema → service. A
 * taken time answers 409 with the message and the visitor's values; the page re-renders with the
 * fresh slot list (React Router reloads it after an action, with or without JavaScript).
 */

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };
export type BookingFormResult = { ok: false; fieldErrors: FieldErrors; values?: Record<string, string>; formError?: string };

export const LINK_INVALID =
  "This link has been used already, has expired (links work until the call starts) or is not complete. Please use the newest e-mail from us, or book again.";
const FORM_LIMIT = 16 * 1024;
const META = [HONEYPOT_FIELD, ENHANCED_FIELD];

const fail = (status: number, result: BookingFormResult, headers?: HeadersInit) => data(result, { status, headers });

async function begin({ request, context }: ActionArgs) {
  const ctx = context.get(appContext);
  if (!ctx) throw new Error("booking action called without the app context");
  const formData = await readForm(request, FORM_LIMIT);
  if (!(formData instanceof FormData)) return { ok: false as const, response: formData };
  const trap = formData.get(HONEYPOT_FIELD);
  // A filled trap field is a bot: it gets the page back as if nothing happened, nothing is stored.
  if (typeof trap === "string" && trap.trim() !== "") return { ok: false as const, response: redirect("/book-a-call", 303) };
  const limit = await hitRateLimit(ctx.db, `booking:${ctx.ip}`, ctx.config.rateLimitPerMinute, 60);
  if (!limit.ok) {
    return {
      ok: false as const,
      response: fail(429, { ok: false, fieldErrors: {}, formError: RATE_LIMITED }, { "Retry-After": String(limit.retryAfter) }),
    };
  }
  const env = { siteUrl: ctx.config.siteUrl, mailFrom: ctx.config.mail.from };
  return { ok: true as const, ctx, env, fields: textFields(formData, META) };
}

const pathOf = (url: string) => new URL(url).pathname;

/** POST /book-a-call: books the chosen slot and redirects (303) to the confirmation page. */
export async function bookAction(args: ActionArgs) {
  const begun = await begin(args);
  if (!begun.ok) return begun.response;
  const { ctx, env, fields } = begun;
  const validation = validateFields(BookingSchema, fields);
  if (!validation.ok)
    return fail(400, { ok: false, fieldErrors: validation.fieldErrors, values: fields, formError: validation.formError });
  const result = await bookCall(ctx.db, validation.data, env);
  if (!result.ok) return fail(409, { ok: false, fieldErrors: {}, values: { ...fields, slot: "" }, formError: TAKEN_MESSAGE });
  return redirect(pathOf(result.viewUrl), 303);
}

/** POST /book-a-call/reschedule/:token: moves the call and redirects to its new confirmation page. */
export async function rescheduleAction(args: ActionArgs & { token: string }) {
  const begun = await begin(args);
  if (!begun.ok) return begun.response;
  const { ctx, env, fields } = begun;
  const validation = validateFields(RescheduleSchema, fields);
  if (!validation.ok) return fail(400, { ok: false, fieldErrors: validation.fieldErrors, formError: validation.formError });
  const result = await rescheduleCall(ctx.db, args.token, validation.data.slot, env);
  if (result.ok && result.viewUrl) return redirect(pathOf(result.viewUrl), 303);
  if (!result.ok && result.reason === "taken") return fail(409, { ok: false, fieldErrors: {}, formError: TAKEN_MESSAGE });
  return fail(410, { ok: false, fieldErrors: {}, formError: LINK_INVALID });
}

/** POST /book-a-call/cancel/:token: cancels the call; the page then says so. */
export async function cancelAction(args: ActionArgs & { token: string }) {
  const begun = await begin(args);
  if (!begun.ok) return begun.response;
  const result = await cancelCall(begun.ctx.db, args.token, begun.env);
  if (!result.ok) return fail(410, { ok: false, fieldErrors: {}, formError: LINK_INVALID });
  return { ok: true as const };
}
