import { buttonClass } from "#app/components/ui/button.tsx";
import { appContextOf, confirmAction, nowOf } from "#app/features/calendar/actions.server.ts";
import { pendingConfirmation } from "#app/features/calendar/subscriptions.server.ts";
import type { Route } from "./+types/confirm";

/**
 * /compliance-calendar/confirm?token=…: the e-mailed link opens this page; only its button (POST)
 * confirms, because mail scanners follow links (GET) on their own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = appContextOf(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const pending = token ? await pendingConfirmation(ctx.db, token, nowOf(ctx)) : undefined;
  return { valid: Boolean(pending), email: pending?.email };
}

export function action(args: Route.ActionArgs) {
  return confirmAction(args);
}

export function headers() {
  // same-origin, not no-referrer: the token in the URL must not leak to other sites, but the
  // button's POST needs its Origin header (React Router refuses a POST whose Origin is "null").
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

export function meta() {
  return [{ title: "Confirm your reminders | Nyayik" }, { name: "robots", content: "noindex" }];
}

export default function ConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const box = "mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900";
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">Due-date reminders</h1>
      {actionData?.ok ? (
        <div className={box} role="status">
          <p className="text-slate-900 dark:text-white">
            Confirmed. Reminders for {actionData.email} are on. Each one has a one-click unsubscribe link.
          </p>
          {actionData.feedUrl ? (
            <>
              <p className="mt-4 text-slate-800 dark:text-slate-200">
                Your private calendar link (add it to Google Calendar or your phone; keep it to yourself, it is shown only now):
              </p>
              <p className="mt-2 break-all rounded-lg bg-slate-100 p-2 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100">
                {actionData.feedUrl}
              </p>
            </>
          ) : (
            <p className="mt-4 text-slate-800 dark:text-slate-200">Your private calendar link from before keeps working.</p>
          )}
          <p className="mt-4">
            <a href="/compliance-calendar" className="font-semibold text-brand-700 underline dark:text-brand-300">
              Back to the calendar
            </a>
          </p>
        </div>
      ) : actionData && !actionData.ok ? (
        <p role="alert" className={`${box} text-red-800 dark:text-red-200`}>
          {"error" in actionData ? actionData.error : "Please try again in a minute."}
        </p>
      ) : loaderData.valid ? (
        <form method="post" className={box}>
          <p className="text-slate-900 dark:text-white">Start compliance due-date reminders for {loaderData.email}?</p>
          <button type="submit" className={`${buttonClass()} mt-4`}>
            Confirm
          </button>
        </form>
      ) : (
        <p role="alert" className={`${box} text-red-800 dark:text-red-200`}>
          This link has expired or was already used.{" "}
          <a href="/compliance-calendar#subscribe" className="underline">
            Subscribe again
          </a>
          .
        </p>
      )}
    </div>
  );
}
