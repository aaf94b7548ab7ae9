import { data, type RouterContextProvider, redirect } from "react-router";
import { readForm } from "#app/features/leads/actions.server.ts";
import { HONEYPOT_FIELD, RATE_LIMITED } from "#app/features/leads/form-contract.ts";
import { type AppContext, appContext } from "#app/lib/context.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import { materializeReminders } from "./reminders.server.ts";
import { loadCalendar } from "./rules.server.ts";
import {
  CalendarSettingsSchema,
  fieldErrorsOf,
  type PortalCalendarResult,
  type SubscribeResult,
  SubscribeSchema,
  settingsFields,
} from "./subscribe-schema.ts";
import {
  calendarUrls,
  confirmSubscription,
  renewFeedToken,
  requestSubscription,
  savePortalSettings,
  unsubscribe,
} from "./subscriptions.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export function appContextOf(context: Readonly<RouterContextProvider>): AppContext {
  const ctx = context.get(appContext);
  if (!ctx) throw new Error("calendar route called without the app context");
  return ctx;
}
export function nowOf(ctx: AppContext): Date {
  return ctx.clock ? ctx.clock() : new Date();
}

const LIMIT = 8 * 1024;

async function limited(ctx: AppContext, name: string) {
  const limit = await hitRateLimit(ctx.db, `${name}:${ctx.ip}`, ctx.config.rateLimitPerMinute, 60);
  return limit.ok
    ? undefined
    : data(
        { ok: false as const, fieldErrors: {}, formError: RATE_LIMITED, error: RATE_LIMITED },
        { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
      );
}

/**
 * POST /compliance-calendar: a visitor asks for reminders. Size → honeypot → rate limit → schema;
 * invalid input is a 400 with messages and stores nothing. Success redirects (303) to a page that
 * says to check the inbox, whether or not the address was known.
 */
export async function subscribeAction({ request, context }: Args) {
  const ctx = appContextOf(context);
  const form = await readForm(request, LIMIT);
  if (!(form instanceof FormData)) return form;
  const done = redirect("/compliance-calendar?subscribed=1#subscribe", 303);
  const trap = form.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap.trim() !== "") return done;
  const refused = await limited(ctx, "calendar-subscribe");
  if (refused) return refused;
  const email = String(form.get("email") ?? "");
  const parsed = SubscribeSchema.safeParse({ email, ...settingsFields(form) });
  if (!parsed.success) {
    return data({ ok: false, fieldErrors: fieldErrorsOf(parsed.error), values: { email } } satisfies SubscribeResult, {
      status: 400,
    });
  }
  await requestSubscription(ctx.db, parsed.data, { siteUrl: ctx.config.siteUrl, now: nowOf(ctx) });
  return done;
}

/** POST /compliance-calendar/confirm?token=…: the button on the page the e-mailed link opens. */
export async function confirmAction({ request, context }: Args) {
  const ctx = appContextOf(context);
  const refused = await limited(ctx, "calendar-confirm");
  if (refused) return refused;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const now = nowOf(ctx);
  const confirmed = token ? await confirmSubscription(ctx.db, token, now) : undefined;
  if (!confirmed)
    return data(
      { ok: false as const, error: "This link has expired or was already used. Please subscribe again." },
      { status: 400 },
    );
  // The first reminders exist at once; the scheduler keeps the window filled afterwards.
  await materializeReminders(ctx.db, loadCalendar(), { now, siteUrl: ctx.config.siteUrl, subscriberId: confirmed.subscriber.id });
  return {
    ok: true as const,
    email: confirmed.subscriber.email,
    feedUrl: confirmed.feedToken ? `${ctx.config.siteUrl}/compliance-calendar/feed/${confirmed.feedToken}.ics` : undefined,
  };
}

/**
 * POST /compliance-calendar/unsubscribe?token=…: the page's button, or a mail client's RFC 8058
 * one-click request (body `List-Unsubscribe=One-Click`, no cookies, no origin). Idempotent.
 */
export async function unsubscribeAction({ request, context }: Args) {
  const ctx = appContextOf(context);
  const refused = await limited(ctx, "calendar-unsubscribe");
  if (refused) return refused;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const email = token ? await unsubscribe(ctx.db, token, nowOf(ctx)) : undefined;
  if (!email) return data({ ok: false as const, error: "This unsubscribe link is not valid." }, { status: 400 });
  return { ok: true as const };
}

/**
 * POST /account/calendar for a signed-in client (the route checks the session first): save the
 * compliance profile (reminders start at once; the address is verified) or issue a new feed link.
 */
export async function portalCalendarAction({ request, context }: Args, email: string) {
  const ctx = appContextOf(context);
  const form = await readForm(request, LIMIT);
  if (!(form instanceof FormData)) return form;
  const refused = await limited(ctx, "account-calendar");
  if (refused) return refused;
  const now = nowOf(ctx);
  const feedUrl = (token: string | undefined) => (token ? calendarUrlsFor(ctx).feed(token) : undefined);
  if (form.get("intent") === "new-feed-link") {
    const token = await renewFeedToken(ctx.db, email);
    if (!token)
      return data({ ok: false, fieldErrors: {}, formError: "Save your profile first." } satisfies PortalCalendarResult, {
        status: 400,
      });
    return { ok: true, saved: false, feedUrl: feedUrl(token) } satisfies PortalCalendarResult;
  }
  const parsed = CalendarSettingsSchema.safeParse(settingsFields(form));
  if (!parsed.success) {
    return data({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) } satisfies PortalCalendarResult, { status: 400 });
  }
  const saved = await savePortalSettings(ctx.db, email, parsed.data, now);
  await materializeReminders(ctx.db, loadCalendar(), { now, siteUrl: ctx.config.siteUrl, subscriberId: saved.subscriber.id });
  return { ok: true, saved: true, feedUrl: feedUrl(saved.feedToken) } satisfies PortalCalendarResult;
}

function calendarUrlsFor(ctx: AppContext) {
  return calendarUrls(ctx.config.siteUrl);
}
