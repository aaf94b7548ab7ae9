import type { ReactNode } from "react";
import { data, Link } from "react-router";
import {
  RECONCILIATION_LIMIT,
  reconciliation,
  UNCONFIRMED_AFTER_MINUTES,
  WEBHOOK_GRACE_MINUTES,
} from "#app/features/payments/console.server.ts";
import { formatPaise } from "#app/features/payments/money.ts";
import { formatIst } from "#app/features/payments/receipt.server.ts";
import { adminMeta, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { Badge, cellClass, DataTable, EmptyRow, linkClass, PageHeading } from "#app/features/staff/console-ui.tsx";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/reconciliation";

/** /admin/reconciliation: payments and gateway events that do not add up (decision 046). */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "staff");
  const { db } = appContextOf(args.context);
  const report = await reconciliation(db);
  const payment = (p: (typeof report.unconfirmed.rows)[number]) => ({
    id: p.id,
    service: p.serviceTitle,
    name: p.customerName,
    amount: formatPaise(p.amountPaise),
    createdAt: formatIst(p.createdAt),
    callbackAt: p.callbackAt ? formatIst(p.callbackAt) : null,
    linkId: p.gatewayLinkId,
    gatewayPaymentId: p.gatewayPaymentId,
    gateway: p.gateway,
  });
  return data(
    {
      unconfirmed: { rows: report.unconfirmed.rows.map(payment), total: report.unconfirmed.total },
      noWebhook: { rows: report.callbackWithoutWebhook.rows.map(payment), total: report.callbackWithoutWebhook.total },
      unknown: {
        rows: report.unknownEvents.rows.map((e) => ({
          id: e.eventId,
          type: e.type,
          at: formatIst(e.createdAt),
          reference: e.detail?.referenceId ?? e.paymentId ?? null,
          linkId: e.detail?.linkId ?? null,
          amount: typeof e.detail?.amountPaise === "number" ? formatPaise(e.detail.amountPaise) : null,
          gatewayPaymentId: e.detail?.gatewayPaymentId ?? null,
        })),
        total: report.unknownEvents.total,
      },
      limits: { unconfirmed: UNCONFIRMED_AFTER_MINUTES, grace: WEBHOOK_GRACE_MINUTES, shown: RECONCILIATION_LIMIT },
    },
    { headers: noStoreHeaders() },
  );
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("Reconciliation");

function Section({
  id,
  title,
  total,
  shown,
  intro,
  children,
}: {
  id: string;
  title: string;
  total: number;
  shown: number;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8 first:mt-0">
      <h2 id={id} className="flex flex-wrap items-center gap-2 text-lg font-bold">
        {title} <Badge tone={total > 0 ? "amber" : "green"}>{total}</Badge>
      </h2>
      <p className="mt-1 mb-3 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
        {intro}
        {total > shown ? ` The newest ${shown} are shown.` : ""}
      </p>
      {children}
    </section>
  );
}

type PaymentItem = Route.ComponentProps["loaderData"]["unconfirmed"]["rows"][number];

function PaymentRows({ rows, when, empty }: { rows: PaymentItem[]; when: (p: PaymentItem) => string; empty: string }) {
  return rows.length === 0 ? (
    <EmptyRow colSpan={5}>{empty}</EmptyRow>
  ) : (
    rows.map((p) => (
      <tr key={p.id}>
        <td className={`${cellClass} whitespace-nowrap`}>
          <Link to={`/admin/payments/${p.id}`} className={linkClass}>
            {when(p)}
          </Link>
        </td>
        <td className={cellClass}>{p.service}</td>
        <td className={cellClass}>{p.name}</td>
        <td className={`${cellClass} whitespace-nowrap`}>{p.amount}</td>
        <td className={`${cellClass} font-mono text-xs`}>
          <span className="block">{p.linkId ?? "no link"}</span>
          <span className="block">{p.gatewayPaymentId ?? "no payment id"}</span>
        </td>
      </tr>
    ))
  );
}

export default function Reconciliation({ loaderData: d }: Route.ComponentProps) {
  return (
    <div>
      <p className="mb-2 text-sm">
        <Link to="/admin/payments" className={linkClass}>
          ← All payments
        </Link>
      </p>
      <PageHeading
        title="Reconciliation"
        intro="What the site and the payment gateway do not agree on. Check each one in the gateway's dashboard; the payment's own page shows its events."
      />
      <Section
        id="rec-unconfirmed"
        title="Created, never confirmed"
        total={d.unconfirmed.total}
        shown={d.limits.shown}
        intro={`Payments started more than ${d.limits.unconfirmed} minutes ago that no signed callback or webhook has confirmed or ended. Usually the visitor left the payment page; if the gateway shows money for one, it was paid and our confirmation went missing.`}
      >
        <DataTable label="Created, never confirmed" head={["Started", "Service", "Customer", "Amount", "Gateway IDs"]}>
          <PaymentRows
            rows={d.unconfirmed.rows}
            when={(p) => p.createdAt}
            empty="None: every older payment was confirmed or ended."
          />
        </DataTable>
      </Section>
      <Section
        id="rec-no-webhook"
        title="Confirmed by callback, no webhook"
        total={d.noWebhook.total}
        shown={d.limits.shown}
        intro={`Paid payments whose browser callback arrived more than ${d.limits.grace} minutes ago with no webhook since. The payment is verified, but the gateway's webhook may be misconfigured. The built-in test gateway sends no webhooks, so its payments are left out.`}
      >
        <DataTable label="Confirmed by callback, no webhook" head={["Callback", "Service", "Customer", "Amount", "Gateway IDs"]}>
          <PaymentRows
            rows={d.noWebhook.rows}
            when={(p) => p.callbackAt ?? p.createdAt}
            empty="None: every callback was followed by a webhook."
          />
        </DataTable>
      </Section>
      <Section
        id="rec-unknown"
        title="Webhook events for unknown payments"
        total={d.unknown.total}
        shown={d.limits.shown}
        intro="Verified webhook events that name no payment of ours: another integration on the same gateway account, or a payment record that is missing."
      >
        <DataTable
          label="Webhook events for unknown payments"
          head={["Received", "Event", "Reference", "Link / payment ID", "Amount"]}
        >
          {d.unknown.rows.length === 0 ? (
            <EmptyRow colSpan={5}>None.</EmptyRow>
          ) : (
            d.unknown.rows.map((e) => (
              <tr key={e.id}>
                <td className={`${cellClass} whitespace-nowrap`}>{e.at}</td>
                <td className={cellClass}>
                  {e.type}
                  <span className="block font-mono text-xs">{e.id}</span>
                </td>
                <td className={`${cellClass} font-mono text-xs break-all`}>{e.reference ?? "none"}</td>
                <td className={`${cellClass} font-mono text-xs`}>
                  <span className="block">{e.linkId ?? "no link"}</span>
                  <span className="block">{e.gatewayPaymentId ?? "no payment id"}</span>
                </td>
                <td className={cellClass}>{e.amount ?? "—"}</td>
              </tr>
            ))
          )}
        </DataTable>
      </Section>
    </div>
  );
}
