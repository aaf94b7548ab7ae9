import { data, Link, redirect } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { handleCallback } from "#app/features/payments/payments.server.ts";
import { PRIVATE_PAGE_HEADERS, serverContext } from "#app/features/payments/request.server.ts";
import type { Route } from "./+types/callback";

/**
 * GET /payments/callback: where the gateway (or the built-in test gateway) sends the browser back.
 * A verified callback settles the payment and redirects to its receipt, or to the try-again page;
 * anything unverified changes nothing and says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = serverContext(context);
  const result = await handleCallback(ctx, new URL(request.url).searchParams);
  if (!result.ok) {
    console.error(`payments: callback refused: ${result.reason}`);
    return data({ reason: result.reason }, { status: 400, headers: PRIVATE_PAGE_HEADERS });
  }
  const { payment } = result;
  const to = payment.status === "failed" ? `/payments/${payment.id}/failed` : `/payments/${payment.id}/receipt`;
  return redirect(to, { status: 303, headers: PRIVATE_PAGE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = () => [
  { title: "Payment not confirmed" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PaymentCallback() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">We could not confirm this payment</h1>
      <p className="mt-4">
        The confirmation from the payment gateway did not pass our checks, so we have not changed anything. If money left your
        account, contact us and we will sort it out.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/#contact" className={buttonClass({ size: "lg" })}>
          Contact Us
        </Link>
        <Link to="/" className={buttonClass({ variant: "outline", size: "lg" })}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
