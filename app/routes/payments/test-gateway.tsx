import { data, redirect } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { getPayment, testGatewayCallback } from "#app/features/payments/payments.server.ts";
import { receiptView } from "#app/features/payments/receipt.server.ts";
import { PRIVATE_PAGE_HEADERS, serverContext } from "#app/features/payments/request.server.ts";
import { readSmallForm } from "#app/features/staff/forms.server.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/test-gateway";

/**
 * /payments/test-gateway/:id: the embedded stand-in for Razorpay's hosted page when no keys are
 * configured (DESIGN.md "Embedded defaults"). Pay and Fail send the browser to the callback with
 * the same signed parameters Razorpay would, so the real verification runs.
 */
async function loadCreated(context: Route.LoaderArgs["context"], id: string) {
  const ctx = serverContext(context);
  if (ctx.config.payments.mode !== "test-gateway") throw data("Not found", { status: 404 });
  const payment = await getPayment(ctx.db, id);
  if (payment?.gateway !== "test-gateway") throw data("Not found", { status: 404 });
  if (payment.status === "paid") throw redirect(`/payments/${payment.id}/receipt`, 303);
  if (payment.status === "failed") throw redirect(`/payments/${payment.id}/failed`, 303);
  return { ctx, payment };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { payment } = await loadCreated(context, params.id);
  const r = receiptView(payment);
  return data(
    { payment: { service: r.service, amount: r.amount, coupon: r.coupon, name: r.customerName, id: r.id } },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { ctx, payment } = await loadCreated(context, params.id);
  const limit = await hitRateLimit(ctx.db, `payments-test-gateway:${ctx.ip}`, ctx.config.rateLimitPerMinute, 60);
  if (!limit.ok) throw data("Too many attempts; wait a minute.", { status: 429 });
  // A body that is not a readable form is a bad request, not a server error (found by `npm run drill`).
  const outcome = (await readSmallForm(request))?.get("outcome");
  if (outcome !== "paid" && outcome !== "failed") throw data("Choose Pay or Fail.", { status: 400 });
  return redirect(`/payments/callback?${testGatewayCallback(ctx.config, payment, outcome)}`, 303);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = () => [{ title: "TEST MODE payment" }, { name: "robots", content: "noindex, nofollow" }];

export default function TestGateway({ loaderData }: Route.ComponentProps) {
  const { payment } = loaderData;
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <div className="rounded-2xl border-4 border-dashed border-accent-500 bg-white p-6 shadow-lg dark:bg-slate-900">
        <p className="inline-block rounded bg-accent-400 px-3 py-1 text-sm font-extrabold tracking-widest text-slate-950">
          TEST MODE
        </p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">Test payment gateway</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          No payment gateway keys are configured, so this page stands in for the real payment page. No money moves. Choose what
          the gateway should report.
        </p>
        <dl className="mt-6 space-y-2">
          <div className="flex justify-between gap-4">
            <dt className="font-semibold">Service</dt>
            <dd className="text-right">{payment.service}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="font-semibold">Payer</dt>
            <dd className="text-right">{payment.name}</dd>
          </div>
          {payment.coupon ? (
            <div className="flex justify-between gap-4">
              <dt className="font-semibold">Coupon</dt>
              <dd className="text-right">{payment.coupon}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4 text-lg font-bold text-slate-900 dark:text-white">
            <dt>Amount</dt>
            <dd data-testid="test-gateway-amount">{payment.amount}</dd>
          </div>
        </dl>
        <form method="post" className="mt-8 flex flex-col gap-3 sm:flex-row">
          <button type="submit" name="outcome" value="paid" className={buttonClass({ size: "lg" }, "flex-1")}>
            Pay {payment.amount}
          </button>
          <button
            type="submit"
            name="outcome"
            value="failed"
            className={buttonClass({ variant: "destructive", size: "lg" }, "flex-1")}
          >
            Fail payment
          </button>
        </form>
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">Reference {payment.id}</p>
      </div>
    </div>
  );
}
