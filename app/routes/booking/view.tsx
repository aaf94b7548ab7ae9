import { data } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { CallSummary } from "#app/features/booking/booking-ui.tsx";
import { viewBookingData } from "#app/features/booking/page.server.ts";
import { appContext } from "#app/lib/context.ts";
import type { Route } from "./+types/view";

/** /book-a-call/booking/:token: the confirmation page (the view link of the e-mail). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  if (!ctx) throw new Error("booking page needs the app context");
  const booking = await viewBookingData(ctx.db, params.token, ctx.config.siteUrl);
  if (!booking) throw data("This booking link does not work.", { status: 404 });
  return data({ booking }, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}

export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
export const meta = () => [{ title: "Your free call" }, { name: "robots", content: "noindex" }];

export default function BookingView({ loaderData }: Route.ComponentProps) {
  const b = loaderData.booking;
  const cancelled = b.status === "cancelled";
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">
        {cancelled ? "Your call is cancelled" : "Your free call is booked"}
      </h1>
      <div
        role="status"
        className="mt-6 rounded-2xl border border-green-300 bg-green-50 p-6 dark:border-green-800 dark:bg-green-950"
      >
        <p className="text-lg font-semibold text-green-900 dark:text-green-100">
          {cancelled ? `The call on ${b.when} is cancelled.` : `${b.expertName} will phone you on ${b.when}.`}
        </p>
        {cancelled ? null : (
          <p className="mt-2 text-green-900 dark:text-green-100">
            We have sent a confirmation with a calendar invite to {b.email}.
          </p>
        )}
      </div>
      <h2 className="mt-8 text-xl font-bold text-slate-900 dark:text-white">The call</h2>
      <CallSummary
        rows={[
          ["When", b.when],
          ["Length", `${b.minutes} minutes`],
          ["Expert", b.expertName],
          ["Topic", b.topic],
          ["We call", b.phone],
        ]}
      />
      <div className="mt-8 flex flex-wrap gap-3">
        {b.reschedulePath ? (
          <a href={b.reschedulePath} className={buttonClass({ variant: "outline" })}>
            Choose another time
          </a>
        ) : null}
        {b.cancelPath ? (
          <a href={b.cancelPath} className={buttonClass({ variant: "outline" })}>
            Cancel the call
          </a>
        ) : null}
        {cancelled ? (
          <a href="/book-a-call" className={buttonClass()}>
            Book another time
          </a>
        ) : null}
      </div>
    </div>
  );
}
