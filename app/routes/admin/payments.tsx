import { data, Form, Link, useSearchParams } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { listPayments, PAYMENT_STATUSES, parsePaymentFilters, paymentServices } from "#app/features/payments/console.server.ts";
import { formatPaise } from "#app/features/payments/money.ts";
import { formatIst } from "#app/features/payments/receipt.server.ts";
import { adminMeta, FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import {
  Badge,
  cellClass,
  DataTable,
  EmptyRow,
  labelClass,
  linkClass,
  PageHeading,
  StatusBadge,
  selectClass,
} from "#app/features/staff/console-ui.tsx";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import { FilterPanel, FoldedPanel } from "#app/features/staff/inbox-ui.tsx";
import type { Route } from "./+types/payments";

/** /admin/payments: every payment, newest first, filtered by status, service and date (decision 045). */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "staff");
  const { db } = appContextOf(args.context);
  const params = new URL(args.request.url).searchParams;
  const { filters, errors } = parsePaymentFilters(params);
  const [page, services] = await Promise.all([listPayments(db, filters), paymentServices(db)]);
  const rows = page.rows.map((p) => ({
    id: p.id,
    createdAt: formatIst(p.createdAt),
    status: p.status,
    service: p.serviceTitle,
    amount: formatPaise(p.amountPaise),
    refunded: p.refundedPaise > 0 ? formatPaise(p.refundedPaise) : null,
    coupon: p.coupon,
    customer: p.customerName,
    email: p.customerEmail,
    gateway: p.gateway,
    linkId: p.gatewayLinkId,
    gatewayPaymentId: p.gatewayPaymentId,
  }));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries({ status: filters.status, service: filters.service, from: filters.from, to: filters.to }))
    if (v) query.set(k, v);
  return data(
    {
      rows,
      next: page.next,
      services,
      statuses: PAYMENT_STATUSES,
      filters: { status: filters.status ?? "", service: filters.service ?? "", from: filters.from ?? "", to: filters.to ?? "" },
      filterQuery: query.toString(),
      paged: Boolean(filters.after),
      errors,
      /** This month in India, the GSTR-1 form's default. */
      gstr1Month: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()).slice(0, 7),
    },
    { status: errors.length ? 400 : 200, headers: noStoreHeaders() },
  );
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("Payments");

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  const { rows, filters, filterQuery } = loaderData;
  const [params] = useSearchParams();
  const nextHref = loaderData.next
    ? `?${new URLSearchParams([...new URLSearchParams(filterQuery), ["after", loaderData.next]])}`
    : null;
  return (
    <div>
      <PageHeading
        title="Payments"
        intro="Every payment started on the site, newest first. Open one to see its gateway events or record a refund."
        actions={
          <>
            <Link to="/admin/reconciliation" className={buttonClass({ variant: "outline", size: "sm" })}>
              Reconciliation
            </Link>
            <a
              href={`/admin/payments.csv${filterQuery ? `?${filterQuery}` : ""}`}
              download
              className={buttonClass({ variant: "outline", size: "sm" })}
            >
              Download CSV
            </a>
          </>
        }
      />
      {loaderData.errors.map((e) => (
        <FormAlert key={e} message={e} />
      ))}
      <FilterPanel inUse={[filters.status, filters.service, filters.from, filters.to].filter(Boolean).length}>
        <Form method="get" className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-5">
          <div>
            <label htmlFor="f-status" className={labelClass}>
              Status
            </label>
            <select id="f-status" name="status" defaultValue={filters.status} className={selectClass}>
              <option value="">Any</option>
              {loaderData.statuses.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="f-service" className={labelClass}>
              Service
            </label>
            <select id="f-service" name="service" defaultValue={filters.service} className={selectClass}>
              <option value="">Any</option>
              {loaderData.services.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="f-from" className={labelClass}>
              From
            </label>
            <input id="f-from" name="from" type="date" defaultValue={filters.from} className={selectClass} />
          </div>
          <div>
            <label htmlFor="f-to" className={labelClass}>
              To
            </label>
            <input id="f-to" name="to" type="date" defaultValue={filters.to} className={selectClass} />
          </div>
          <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
            <button type="submit" className={buttonClass({ size: "default" }, "h-11 flex-1")}>
              Filter
            </button>
            {params.size > 0 ? (
              <Link to="/admin/payments" className={buttonClass({ variant: "ghost" }, "h-11")}>
                Clear
              </Link>
            ) : null}
          </div>
        </Form>
      </FilterPanel>
      {/* The accountant's month (decision 104): a plain GET form, so it works without JavaScript. */}
      <FoldedPanel title="GSTR-1 export" testId="gstr1">
        <form method="get" action="/admin/gstr1.csv" className="flex flex-wrap items-end gap-3 p-4 text-sm">
          <div>
            <label htmlFor="gstr1-month" className="block font-semibold">
              GSTR-1 month
            </label>
            <input
              id="gstr1-month"
              name="month"
              type="month"
              required
              defaultValue={loaderData.gstr1Month}
              className="mt-1 block h-10 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
            />
          </div>
          <div>
            <label htmlFor="gstr1-table" className="block font-semibold">
              Table
            </label>
            <select
              id="gstr1-table"
              name="table"
              className="mt-1 block h-10 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
            >
              <option value="b2b">B2B invoices (with GSTIN)</option>
              <option value="b2cs">B2C summary by state and rate</option>
              <option value="cdnr">Credit notes to GSTINs</option>
            </select>
          </div>
          <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
            Download GSTR-1 CSV
          </button>
        </form>
      </FoldedPanel>
      <DataTable
        cardsOnPhones
        label="Payments"
        head={["Created", "Status", "Service", "Amount", "Coupon", "Customer", "Gateway IDs", "Receipt"]}
      >
        {rows.length === 0 ? (
          <EmptyRow colSpan={8}>No payments match these filters.</EmptyRow>
        ) : (
          rows.map((p) => (
            <tr key={p.id}>
              <td data-label="Created" className={`${cellClass} whitespace-nowrap`}>
                {p.createdAt}
              </td>
              <td data-label="Status" className={cellClass}>
                <StatusBadge status={p.status} />
                {p.refunded ? (
                  <span className="mt-1 block">
                    <Badge tone="blue">refunded {p.refunded}</Badge>
                  </span>
                ) : null}
              </td>
              <td data-label="Service" className={`${cellClass} min-w-[10rem]`}>
                {p.service}
              </td>
              <td data-label="Amount" className={`${cellClass} whitespace-nowrap font-semibold`}>
                {p.amount}
              </td>
              <td data-label="Coupon" className={cellClass}>
                {p.coupon ?? "—"}
              </td>
              <td data-label="Customer" className={`${cellClass} card-title min-w-[12rem]`}>
                {/* The customer's name opens the payment (issue 27). */}
                <Link to={`/admin/payments/${p.id}`} className={linkClass}>
                  {p.customer}
                </Link>
                <span className="block text-xs text-slate-700 dark:text-slate-300">{p.email}</span>
              </td>
              <td data-label="Gateway IDs" className={`${cellClass} font-mono text-xs`}>
                <span className="block">{p.linkId ?? "no link"}</span>
                <span className="block">{p.gatewayPaymentId ?? "no payment id"}</span>
                {p.gateway === "test-gateway" ? <Badge>test gateway</Badge> : null}
              </td>
              <td data-label="Receipt" className={cellClass}>
                {p.status === "paid" ? (
                  <a href={`/payments/${p.id}/receipt.pdf`} download className={linkClass}>
                    PDF<span className="sr-only"> receipt of {p.customer}</span>
                  </a>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))
        )}
      </DataTable>
      <nav aria-label="Pages" className="mt-4 flex gap-3">
        {loaderData.paged ? (
          <Link to={`/admin/payments${filterQuery ? `?${filterQuery}` : ""}`} className={buttonClass({ variant: "outline" })}>
            First page
          </Link>
        ) : null}
        {nextHref ? (
          <Link to={nextHref} className={buttonClass({ variant: "outline" })}>
            Older payments
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
