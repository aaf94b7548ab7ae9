import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { requireClient } from "#app/features/accounts/guard.server.ts";
import { PortalPage } from "#app/features/accounts/portal-ui.tsx";
import { longDate } from "#app/features/cases/quote-mails.ts";
import { QuoteTable } from "#app/features/cases/quote-view.tsx";
import { acceptQuote, getClientQuote, latestClientVersion, quoteViewData, refusal } from "#app/features/cases/quotes.server.ts";
import { startQuotePayment } from "#app/features/cases/quotes-payment.server.ts";
import { formatPaise } from "#app/features/payments/money.ts";
import { FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { field, readSmallForm } from "#app/features/staff/forms.server.ts";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/view";

/**
 * /account/quotes/:id: a quote sent to the signed-in client's e-mail. They accept it and pay online
 * (Razorpay Payment Link, or the embedded test gateway); the amount is the quote's, fixed by the
 * server. Another e-mail's quote, or a draft, is a plain 404.
 */
export const handle = { access: "client" };

const notFound = () => data("Not found", { status: 404, headers: noStoreHeaders() });

export async function loader(args: Route.LoaderArgs) {
  const { account } = await requireClient(args);
  const { db } = appContextOf(args.context);
  const q = await getClientQuote(db, account, args.params.id);
  if (!q) throw notFound();
  const open = q.status === "sent" || q.status === "accepted";
  const newer = q.status === "superseded" ? await latestClientVersion(db, q.chainId) : null;
  return data(
    {
      name: account.name || account.email,
      view: quoteViewData(q),
      status: q.status,
      payable: formatPaise(q.payableNowPaise),
      closedReason: open ? null : refusal(q.status),
      newer,
      receipt: q.status === "paid" && q.paymentId ? `/account/payments/${q.paymentId}/receipt` : null,
    },
    { headers: noStoreHeaders() },
  );
}

export async function action(args: Route.ActionArgs) {
  const { account } = await requireClient(args);
  const { db, config, content, ip } = appContextOf(args.context);
  const limited = await hitRateLimit(db, `account-post:${ip}`, config.rateLimitPerMinute, 60);
  if (!limited.ok) return data({ message: "Too many requests. Please wait a minute." }, { status: 429 });
  const form = await readSmallForm(args.request);
  if (!form || field(form, "intent", 20) !== "pay")
    return data({ message: "The form could not be read. Please try again." }, { status: 400 });
  const accepted = await acceptQuote(db, account, args.params.id, new Date(), ip);
  if (!accepted.ok) {
    if (accepted.status === 404) throw notFound();
    return data({ message: accepted.message }, { status: accepted.status });
  }
  const started = await startQuotePayment({ db, config, content }, account, args.params.id);
  if (!started.ok) {
    if (started.status === 404) throw notFound();
    return data({ message: started.message }, { status: started.status });
  }
  return redirect(started.url);
}

export const headers = () => noStoreHeaders();
export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Quote ${loaderData?.view.reference ?? ""} | Nyayik` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AccountQuote({ loaderData: d, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <PortalPage title={`Quote ${d.view.reference}: ${d.view.serviceTitle}`} name={d.name}>
      {actionData ? <FormAlert message={actionData.message} /> : null}
      <section aria-labelledby="quote-h" className="mt-6">
        <h2 id="quote-h" className="text-xl font-bold text-slate-900 dark:text-white">
          What you pay
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">Valid until {longDate(d.view.validUntil)}.</p>
        <div className="mt-3">
          <QuoteTable q={d.view} />
        </div>
        {d.view.note ? <p className="mt-3 whitespace-pre-wrap break-words">{d.view.note}</p> : null}
      </section>
      <section aria-labelledby="pay-h" className="mt-6">
        <h2 id="pay-h" className="text-xl font-bold text-slate-900 dark:text-white">
          {d.status === "paid" ? "Paid" : "Accept and pay"}
        </h2>
        {d.closedReason ? (
          <p className="mt-2">
            {d.closedReason}{" "}
            {d.receipt ? (
              <Link
                to={d.receipt}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
              >
                Your receipt
              </Link>
            ) : null}
            {d.newer ? (
              <Link
                to={`/account/quotes/${d.newer.id}`}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
              >
                Open quote {d.newer.reference}
              </Link>
            ) : null}
          </p>
        ) : (
          <Form method="post" className="mt-3">
            <p className="mb-3">
              By accepting you agree to the work and the price above. Nothing is added to it after you pay; charges at actuals are
              paid later against their receipts.
            </p>
            <Button type="submit" name="intent" value="pay" disabled={busy}>
              {d.status === "accepted" ? `Pay ${d.payable}` : `Accept and pay ${d.payable}`}
            </Button>
          </Form>
        )}
      </section>
    </PortalPage>
  );
}
