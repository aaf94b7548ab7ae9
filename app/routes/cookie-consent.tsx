import { data, redirect } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { bannerClosedCookie, consentCookies, readChoiceForm, returnPath } from "#app/features/site/visitor/cookies.server.ts";
import {
  ALL_OPTIONAL,
  type CookiePreferences,
  consentIn,
  NO_OPTIONAL,
  OPTIONAL_KEYS,
} from "#app/features/site/visitor/cookies.ts";
import { appContext } from "#app/lib/context.ts";
import type { Route } from "./+types/cookie-consent";

/**
 * /cookie-consent: the cookie banner's buttons as a plain form (decision 132). POST with
 * `choice` = all | custom | close sets the consent cookies (or, for ×, a visit-only cookie that is
 * not consent) and answers 303 to `next`. GET shows the choices, for "Customize" without JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { next: returnPath(url.searchParams.get("next")), stored: consentIn(request.headers.get("cookie")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const siteUrl = context.get(appContext)?.config.siteUrl ?? "";
  const form = await readChoiceForm(request);
  if (!(form instanceof FormData)) return data({ message: form.message }, { status: form.status });
  const choice = form.get("choice");
  const headers = new Headers();
  if (choice === "close") headers.append("Set-Cookie", bannerClosedCookie(siteUrl));
  else if (choice === "all" || choice === "custom") {
    const preferences: CookiePreferences = { ...(choice === "all" ? ALL_OPTIONAL : NO_OPTIONAL) };
    if (choice === "custom") for (const key of OPTIONAL_KEYS) preferences[key] = form.get(key) === "on";
    for (const cookie of consentCookies(preferences, siteUrl)) headers.append("Set-Cookie", cookie);
  } else return data({ message: "Choose Accept All, Save preferences or close." }, { status: 400 });
  throw redirect(returnPath(form.get("next")), { status: 303, headers });
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const meta = () => [{ title: "Cookie choices | Nyayik" }, { name: "robots", content: "noindex" }];

const LABELS = {
  analytics: ["Analytics", "Helps us understand which pages are useful."],
  marketing: ["Marketing", "Lets us measure our offers and adverts."],
  personalization: ["Personalization", "Remembers choices to tailor what you see."],
} as const;

export default function CookieConsentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const initial = loaderData.stored ?? NO_OPTIONAL;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Cookie choices</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        Necessary cookies keep the site working. Choose which others we may use; you can change this at any time from "Cookie
        Settings" at the foot of every page.
      </p>
      {actionData?.message ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          {actionData.message}
        </p>
      ) : null}
      <form method="post" action="/cookie-consent" className="mt-6 space-y-4">
        <input type="hidden" name="next" value={loaderData.next} />
        <input type="hidden" name="choice" value="custom" />
        <label className="flex items-start gap-3">
          <input type="checkbox" checked disabled className="mt-1 size-4" />
          <span>
            <span className="font-medium">Necessary</span> <span className="text-xs">(always on)</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">
              Needed for the site to work, such as remembering this choice.
            </span>
          </span>
        </label>
        {OPTIONAL_KEYS.map((key) => (
          <label key={key} className="flex items-start gap-3">
            <input type="checkbox" name={key} defaultChecked={initial[key]} className="mt-1 size-4 accent-brand-700" />
            <span>
              <span className="font-medium">{LABELS[key][0]}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">{LABELS[key][1]}</span>
            </span>
          </label>
        ))}
        <button type="submit" className={buttonClass()}>
          Save preferences
        </button>
      </form>
    </div>
  );
}
