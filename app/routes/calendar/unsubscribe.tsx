import { buttonClass } from "#app/components/ui/button.tsx";
import { appContextOf, unsubscribeAction } from "#app/features/calendar/actions.server.ts";
import { subscriberByUnsubscribeToken } from "#app/features/calendar/subscriptions.server.ts";
import type { Route } from "./+types/unsubscribe";

/**
 * /compliance-calendar/unsubscribe?token=…: the link in every reminder (a page with a button), and
 * the List-Unsubscribe URL that mail clients POST to for RFC 8058 one-click unsubscribe.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = appContextOf(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const row = token ? await subscriberByUnsubscribeToken(ctx.db, token) : undefined;
  return { valid: Boolean(row), done: Boolean(row?.unsubscribedAt) };
}

export function action(args: Route.ActionArgs) {
  return unsubscribeAction(args);
}

export function headers() {
  // same-origin, not no-referrer: the token in the URL must not leak to other sites, but the
  // button's POST needs its Origin header (React Router refuses a POST whose Origin is "null").
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

export function meta() {
  return [{ title: "Stop reminders | Nyayik" }, { name: "robots", content: "noindex" }];
}

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const box = "mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900";
  const done = actionData?.ok || loaderData.done;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">Stop due-date reminders</h1>
      {done ? (
        <p role="status" className={`${box} text-slate-900 dark:text-white`}>
          You are unsubscribed. We will not send you more reminders.
        </p>
      ) : actionData && !actionData.ok ? (
        <p role="alert" className={`${box} text-red-800 dark:text-red-200`}>
          {"error" in actionData ? actionData.error : "Please try again in a minute."}
        </p>
      ) : loaderData.valid ? (
        <form method="post" className={box}>
          <p className="text-slate-900 dark:text-white">Stop every compliance reminder to this address?</p>
          <button type="submit" className={`${buttonClass()} mt-4`}>
            Unsubscribe
          </button>
        </form>
      ) : (
        <p role="alert" className={`${box} text-red-800 dark:text-red-200`}>
          This unsubscribe link is not valid.
        </p>
      )}
    </div>
  );
}
