import { data } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cancelAction, LINK_INVALID } from "#app/features/booking/actions.server.ts";
import { CallSummary, PostForm } from "#app/features/booking/booking-ui.tsx";
import { manageData } from "#app/features/booking/page.server.ts";
import { Honeypot } from "#app/features/leads/form-ui.tsx";
import { appContext } from "#app/lib/context.ts";
import type { Route } from "./+types/cancel";

/** /book-a-call/cancel/:token: confirm, then cancel a booked call (single-use link; GET changes nothing). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  if (!ctx) throw new Error("cancel page needs the app context");
  const call = await manageData(ctx.db, params.token, "cancel", null);
  return data({ call, invalid: call ? null : LINK_INVALID }, { status: call ? 200 : 410 });
}

export function action(args: Route.ActionArgs) {
  return cancelAction({ ...args, token: args.params.token });
}

export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
export const meta = () => [{ title: "Cancel your call" }, { name: "robots", content: "noindex" }];

export default function Cancel({ loaderData, actionData }: Route.ComponentProps) {
  const { call, invalid } = loaderData;
  if (actionData && "ok" in actionData && actionData.ok) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">Your call is cancelled</h1>
        <p role="status" className="mt-6 text-lg text-slate-900 dark:text-white">
          We have cancelled the call and sent you an e-mail that removes it from your calendar.
        </p>
        <h2 className="mt-8 text-xl font-bold text-slate-900 dark:text-white">Another time?</h2>
        <a href="/book-a-call" className={`${buttonClass()} mt-4 inline-flex`}>
          Book another time
        </a>
      </div>
    );
  }
  const formError = actionData && "formError" in actionData ? actionData.formError : undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">Cancel your call</h1>
      {!call ? (
        <>
          <p role="alert" className="mt-6 text-lg text-slate-900 dark:text-white">
            {invalid}
          </p>
          <h2 className="mt-6 text-xl font-bold text-slate-900 dark:text-white">
            <a href="/book-a-call" className="text-brand-700 underline dark:text-brand-300">
              Book a call
            </a>
          </h2>
        </>
      ) : (
        <>
          <h2 className="mt-6 text-xl font-bold text-slate-900 dark:text-white">The call</h2>
          <CallSummary
            rows={[
              ["When", call.when],
              ["Expert", call.expertName],
              ["Topic", call.topic],
            ]}
          />
          <PostForm label="Cancel the call" formError={formError}>
            <Honeypot />
            <button type="submit" className={buttonClass({ variant: "destructive" })}>
              Yes, cancel the call
            </button>
          </PostForm>
        </>
      )}
    </div>
  );
}
