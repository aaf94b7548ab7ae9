import { data } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/features/catalogue/seo.ts";
import { readForm } from "#app/features/leads/actions.server.ts";
import { confirmNewsletter, findNewsletterConfirmation } from "#app/features/leads/newsletter.server.ts";
import { appContext } from "#app/lib/context.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/newsletter-confirm";

/**
 * /newsletter/confirm?token=…: the link in the double opt-in e-mail. The GET only shows a button
 * (mail scanners follow links); the POST confirms.
 */

type State = { state: "ready"; token: string; email: string } | { state: "confirmed" } | { state: "invalid" } | { state: "busy" };

export async function loader({ request, context }: Route.LoaderArgs): Promise<State> {
  const ctx = context.get(appContext);
  if (!ctx) throw new Error("newsletter/confirm needs the server context");
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await findNewsletterConfirmation(ctx.db, token);
  return found ? { state: "ready", token, email: found.email } : { state: "invalid" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  if (!ctx) throw new Error("newsletter/confirm needs the server context");
  const limit = await hitRateLimit(ctx.db, `newsletter-confirm:${ctx.ip}`, ctx.config.rateLimitPerMinute, 60);
  if (!limit.ok) return data<State>({ state: "busy" }, { status: 429, headers: { "Retry-After": String(limit.retryAfter) } });
  const form = await readForm(request, 4096);
  const token = form instanceof FormData ? form.get("token") : null;
  const confirmed = typeof token === "string" && (await confirmNewsletter(ctx.db, token));
  return confirmed ? data<State>({ state: "confirmed" }) : data<State>({ state: "invalid" }, { status: 400 });
}

/**
 * The token stays out of other sites' Referer. Not `no-referrer`: with it, browsers send `Origin: null`
 * on the form's POST and the action's origin check refuses it.
 */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

export function meta() {
  return [
    ...pageMeta({
      title: "Confirm your subscription",
      description: "Confirm legal updates by e-mail.",
      url: "/newsletter/confirm",
    }),
    { name: "robots", content: "noindex" },
  ];
}

const TEXT = {
  confirmed: "Thank you! Your subscription is confirmed. You will receive our legal updates.",
  invalid:
    "This confirmation link is not valid any more: it was used already, or it is incomplete. You can sign up again on the newsletter page.",
  busy: "Too many attempts. Please wait a minute and try again.",
} as const;

export default function NewsletterConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const shown = (actionData as State | undefined) ?? loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">Confirm your subscription</h1>
      {shown.state === "ready" ? (
        <form method="post" className="mt-8">
          <input type="hidden" name="token" value={shown.token} />
          <p className="mb-6">
            Press the button to receive our legal updates at <strong>{shown.email}</strong>.
          </p>
          <Button type="submit">Confirm subscription</Button>
        </form>
      ) : (
        <p role={shown.state === "confirmed" ? "status" : "alert"} className="mt-8 text-lg">
          {TEXT[shown.state]}{" "}
          {shown.state === "invalid" ? (
            <a href="/newsletter" className="font-semibold text-brand-700 underline dark:text-brand-300">
              Newsletter page
            </a>
          ) : null}
        </p>
      )}
    </div>
  );
}
