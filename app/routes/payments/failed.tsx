import { data, Link, redirect } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { getPayment } from "#app/features/payments/payments.server.ts";
import { PRIVATE_PAGE_HEADERS, serverContext } from "#app/features/payments/request.server.ts";
import type { Route } from "./+types/failed";

/** /payments/:id/failed: a payment that failed or was abandoned, with a way to try again. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = serverContext(context);
  const payment = await getPayment(ctx.db, params.id);
  if (!payment) throw data("Not found", { status: 404 });
  if (payment.status === "paid") throw redirect(`/payments/${payment.id}/receipt`, 303);
  return data(
    { payment: { id: payment.id, slug: payment.slug, service: payment.serviceTitle } },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = () => [
  { title: "Payment not completed" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PaymentFailed({ loaderData }: Route.ComponentProps) {
  const { payment } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Payment not completed</h1>
      <p className="mt-4">
        Your payment for {payment.service} did not go through. You can try again now, or talk to us first. If money left your
        account, contact us with the reference below and we will sort it out.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={`/service/${payment.slug}#package`} className={buttonClass({ size: "lg" })}>
          Try Again
        </Link>
        <Link to="/#contact" className={buttonClass({ variant: "outline", size: "lg" })}>
          Get Expert Help
        </Link>
      </div>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">Reference {payment.id}</p>
    </div>
  );
}
