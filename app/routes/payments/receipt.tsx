import { data, Link, redirect } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icons.tsx";
import { refundsOf } from "#app/features/payments/console.server.ts";
import { getPayment } from "#app/features/payments/payments.server.ts";
import { receiptView } from "#app/features/payments/receipt.server.ts";
import { PRIVATE_PAGE_HEADERS, serverContext } from "#app/features/payments/request.server.ts";
import type { Route } from "./+types/receipt";

/** /payments/:id/receipt: the payment's receipt. The id is a random UUID, known only to the payer (and us). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = serverContext(context);
  const payment = await getPayment(ctx.db, params.id);
  if (!payment) throw data("Not found", { status: 404 });
  if (payment.status === "failed") throw redirect(`/payments/${payment.id}/failed`, 303);
  const { site } = ctx.content;
  return data(
    {
      receipt: receiptView(payment, await refundsOf(ctx.db, payment.id)),
      site: {
        name: site.name,
        email: site.email,
        phone: site.phones[0],
        address: `${site.headOffice.street}, ${site.headOffice.city}, ${site.headOffice.state} ${site.headOffice.postalCode}`,
      },
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.receipt.status === "paid" ? "Payment receipt" : "Confirming your payment" },
  { name: "robots", content: "noindex, nofollow" },
  // While the gateway's confirmation is on its way, look again every 5 seconds (works without JavaScript).
  ...(loaderData?.receipt.status === "created" ? [{ httpEquiv: "refresh", content: "5" }] : []),
];

// Print just the receipt, black on white whatever the theme: the site's header, footer and
// floating widgets stay on screen only.
const PRINT_CSS =
  "@media print{body>:not(main){display:none!important}html,body,main{background:#fff!important}main *{color:#000!important;background:transparent!important;border-color:#94a3b8!important;box-shadow:none!important}}";

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { receipt: r, site } = loaderData;
  const paid = r.status === "paid";
  const rows: [string, string][] = [
    ["Service", r.service],
    ["Billed to", r.customerName],
    ["Regular price", r.regularPrice],
    ...(r.coupon ? ([["Coupon", r.coupon]] as [string, string][]) : []),
    ["Amount paid", r.amount],
    ...r.refunds.map((f): [string, string] => ["Refunded", `${f.amount} on ${f.date}`]),
    ...(r.net ? ([["Net amount", r.net]] as [string, string][]) : []),
    ["Status", r.fullyRefunded ? "Paid, refunded in full" : r.refunded ? "Paid, partly refunded" : r.statusLabel],
    ["Gateway payment ID", r.gatewayPaymentId ?? "Not yet received"],
    ["Date", r.date],
    ["Receipt number", r.id],
  ];
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 print:max-w-none print:py-0">
      <style>{PRINT_CSS}</style>
      <article
        aria-labelledby="receipt-title"
        className="rounded-2xl border border-slate-300 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900 print:border-0 print:shadow-none"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4 dark:border-slate-700">
          <div>
            <p className="font-bold text-brand-800 dark:text-brand-300">{site.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{site.address}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {site.phone} · {site.email}
            </p>
          </div>
          {paid ? (
            <p className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800 dark:bg-green-900 dark:text-green-100">
              <Icon name="check" className="size-4" /> Paid
            </p>
          ) : null}
        </header>
        <h1 id="receipt-title" className="mt-6 text-2xl font-bold text-slate-900 dark:text-white">
          {paid ? "Payment receipt" : "Confirming your payment"}
        </h1>
        {r.testMode ? (
          <p className="mt-2 rounded bg-accent-300 px-3 py-1 text-sm font-semibold text-slate-950">
            TEST MODE: made with the built-in test gateway; no money moved.
          </p>
        ) : null}
        {paid ? (
          <p className="mt-2">
            Thank you, {r.customerName}. We have e-mailed you a copy of this receipt and our team will contact you to start the
            work.
          </p>
        ) : (
          <p className="mt-2" role="status">
            We are waiting for the payment gateway to confirm your payment. This page checks again every few seconds.
          </p>
        )}
        <dl className="mt-6 divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map(([label, value]) => (
            <div key={`${label}-${value}`} className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-2">
              <dt className="font-semibold text-slate-900 dark:text-white">{label}</dt>
              <dd className="break-all text-right">{value}</dd>
            </div>
          ))}
        </dl>
      </article>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        {paid ? (
          <>
            <Button size="lg" onClick={() => window.print()}>
              <Icon name="file" className="size-5" /> Print receipt
            </Button>
            <a href={`/payments/${r.id}/receipt.pdf`} download className={buttonClass({ variant: "outline", size: "lg" })}>
              <Icon name="download" className="size-5" /> Download PDF
            </a>
          </>
        ) : null}
        <Link to="/" className={buttonClass({ variant: "ghost", size: "lg" })}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
