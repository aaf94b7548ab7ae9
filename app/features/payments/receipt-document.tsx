import { Link } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icons.tsx";
import { InvoiceBlock } from "#app/features/billing/invoice-block.tsx";
import { formatOffice, type PublicFacts } from "#app/features/catalogue/samples.ts";
import type { ReceiptView } from "./receipt.server.ts";
import { receiptMoneyRows } from "./receipt-rows.ts";

export type ReceiptSite = { name: string; contact: string; address: string };

/** The firm's facts printed on a receipt: confirmed facts only, so a sample phone or e-mail never appears. */
export function receiptSite(content: { site: { name: string }; facts: PublicFacts }): ReceiptSite {
  const { site, facts } = content;
  return {
    name: site.name,
    contact: [facts.phones[0], facts.email].filter(Boolean).join(" · "),
    address: formatOffice(facts.headOffice),
  };
}

// Print just the receipt, black on white whatever the theme: the site's header, footer and
// floating widgets stay on screen only.
const PRINT_CSS =
  "@media print{body>:not(main){display:none!important}html,body,main{background:#fff!important}main *{color:#000!important;background:transparent!important;border-color:#94a3b8!important;box-shadow:none!important}}";

/** The receipt page body, shared by the public receipt (/payments/:id/receipt) and the client portal's. */
export function ReceiptDocument({
  receipt: r,
  site,
  pdfHref,
  back,
}: {
  receipt: ReceiptView;
  site: ReceiptSite;
  pdfHref: string;
  back: { href: string; label: string };
}) {
  const paid = r.status === "paid";
  const rows: [string, string][] = [
    ["Service", r.service],
    ["Billed to", r.customerName],
    ...receiptMoneyRows(r),
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
            {site.contact ? <p className="text-sm text-slate-600 dark:text-slate-400">{site.contact}</p> : null}
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
        {r.invoice ? <InvoiceBlock view={r.invoice} /> : null}
        {r.creditNotes.map((note) => (
          <InvoiceBlock key={note.number} view={note} />
        ))}
      </article>
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        {paid ? (
          <>
            <Button size="lg" onClick={() => window.print()}>
              <Icon name="file" className="size-5" /> Print receipt
            </Button>
            <a href={pdfHref} download className={buttonClass({ variant: "outline", size: "lg" })}>
              <Icon name="download" className="size-5" /> Download PDF
            </a>
          </>
        ) : null}
        <Link to={back.href} className={buttonClass({ variant: "ghost", size: "lg" })}>
          {back.label}
        </Link>
      </div>
    </div>
  );
}
