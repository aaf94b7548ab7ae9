import { data } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { LINK_INVALID, rescheduleAction } from "#app/features/booking/actions.server.ts";
import { CallSummary, DayNav, NoExperts, PostForm, SlotFieldset } from "#app/features/booking/booking-ui.tsx";
import { manageData } from "#app/features/booking/page.server.ts";
import { Honeypot } from "#app/features/leads/form-ui.tsx";
import { appContext } from "#app/lib/context.ts";
import type { Route } from "./+types/reschedule";

/** /book-a-call/reschedule/:token: pick a new time for a booked call (single-use link). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  if (!ctx) throw new Error("reschedule page needs the app context");
  const call = await manageData(ctx.db, params.token, "reschedule", new URL(request.url).searchParams.get("day"));
  return data({ call, invalid: call ? null : LINK_INVALID }, { status: call ? 200 : 410 });
}

export function action(args: Route.ActionArgs) {
  return rescheduleAction({ ...args, token: args.params.token });
}

export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
export const meta = () => [{ title: "Choose another time" }, { name: "robots", content: "noindex" }];

export default function Reschedule({ loaderData, actionData }: Route.ComponentProps) {
  const { call, invalid } = loaderData;
  const result = actionData && "fieldErrors" in actionData ? actionData : undefined;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">Choose another time</h1>
      {!call?.picker ? (
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
          <h2 className="mt-6 text-xl font-bold text-slate-900 dark:text-white">Your call now</h2>
          <CallSummary
            rows={[
              ["When", call.when],
              ["Expert", call.expertName],
              ["Topic", call.topic],
            ]}
          />
          {!call.picker.hasExperts ? (
            <NoExperts />
          ) : (
            <>
              <h2 className="mt-8 text-xl font-bold text-slate-900 dark:text-white">1. Choose a day</h2>
              <div className="mt-3">
                <DayNav picker={call.picker} query={{}} />
              </div>
              <PostForm label="Choose another time" formError={result?.formError}>
                <Honeypot />
                <h2 className="text-xl font-bold text-slate-900 dark:text-white">2. Choose a time</h2>
                <SlotFieldset picker={call.picker} error={result?.fieldErrors.slot} />
                <button type="submit" className={buttonClass({ size: "lg" })}>
                  Move my call
                </button>
              </PostForm>
            </>
          )}
        </>
      )}
    </div>
  );
}
