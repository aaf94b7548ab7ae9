import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { proposeRefund } from "#app/features/billing/refund-proposal.ts";
import { paymentDetail, recordRefund } from "#app/features/payments/console.server.ts";
import { formatPaise, paiseToRupeesText } from "#app/features/payments/money.ts";
import { isPaymentId } from "#app/features/payments/payments.server.ts";
import { formatIst } from "#app/features/payments/receipt.server.ts";
import { adminMeta, FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { Badge, cellClass, DataTable, Facts, linkClass, PageHeading, StatusBadge } from "#app/features/staff/console-ui.tsx";
import { FORM_UNREADABLE, field, readSmallForm } from "#app/features/staff/forms.server.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import { AudienceHint } from "#app/features/staff/inbox-ui.tsx";
import type { Route } from "./+types/payment";

/** /admin/payments/:id: one payment, its gateway events and refunds; staff record a refund here (decision 049). */
export const handle = { access: "staff" };

async function load(db: Parameters<typeof paymentDetail>[0], id: string) {
  const found = isPaymentId(id) ? await paymentDetail(db, id) : null;
  if (!found) throw data("Not found", { status: 404 });
  return found;
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "staff");
  const { db } = appContextOf(args.context);
  const { payment: p, refunds, events, refundedPaise, refundablePaise } = await load(db, args.params.id);
  const when = (d: Date | null) => (d ? formatIst(d) : null);
  return data(
    {
      payment: {
        id: p.id,
        status: p.status,
        service: p.serviceTitle,
        slug: p.slug,
        regular: formatPaise(p.actualPaise),
        amount: formatPaise(p.amountPaise),
        coupon: p.coupon,
        name: p.customerName,
        email: p.customerEmail,
        phone: p.customerPhone,
        gateway: p.gateway,
        linkId: p.gatewayLinkId,
        gatewayPaymentId: p.gatewayPaymentId,
        createdAt: formatIst(p.createdAt),
        paidAt: when(p.paidAt),
        callbackAt: when(p.callbackAt),
        webhookAt: when(p.webhookAt),
      },
      refunds: refunds.map((r) => ({
        id: r.id,
        amount: formatPaise(r.amountPaise),
        reason: r.reason,
        by: r.staffLabel,
        at: formatIst(r.createdAt),
      })),
      events: events.map((e) => ({ id: e.eventId, type: e.type, at: formatIst(e.createdAt) })),
      refunded: refundedPaise > 0 ? formatPaise(refundedPaise) : null,
      net: formatPaise(p.amountPaise - refundedPaise),
      refundable: refundablePaise,
      refundableText: formatPaise(refundablePaise),
      // Cases are a separate feature: with no case there is no stage, so the whole amount left is proposed.
      proposal: proposalOf(proposeRefund({ amountPaise: p.amountPaise, refundedPaise, billing: p.billing })),
    },
    { headers: noStoreHeaders() },
  );
}

export async function action(args: Route.ActionArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db, ip } = appContextOf(args.context);
  if (!isPaymentId(args.params.id)) throw data("Not found", { status: 404 });
  const form = await readSmallForm(args.request);
  if (!form) return data({ ok: false as const, error: FORM_UNREADABLE, field: null, values: null }, { status: 400 });
  const fields = { amount: field(form, "amount", 40), reason: field(form, "reason", 1000) };
  const result = await recordRefund(db, {
    creditNotePrefix: appContextOf(args.context).content.site.tax.creditNotePrefix,
    paymentId: args.params.id,
    fields,
    actor: { kind: "staff", id: staff.id, label: staff.name },
    ip,
  });
  if (!result.ok) {
    return data(
      { ok: false as const, error: result.message, field: result.field ?? null, values: fields },
      { status: result.status, headers: noStoreHeaders() },
    );
  }
  return data(
    { ok: true as const, message: `Refund of ${formatPaise(result.refund.amountPaise)} recorded.`, field: null, values: null },
    { headers: noStoreHeaders() },
  );
}

export const headers = () => noStoreHeaders();

const proposalOf = (p: { paise: number; why: string }) => ({ amount: paiseToRupeesText(p.paise), why: p.why });
export const meta = () => adminMeta("Payment");

export default function AdminPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { payment: p } = loaderData;
  const busy = useNavigation().state === "submitting";
  const error = actionData && !actionData.ok ? actionData : null;
  const fieldError = (name: string) => (error?.field === name ? error.error : undefined);
  return (
    <div>
      <p className="mb-2 text-sm">
        <Link to="/admin/payments" className={linkClass}>
          ← All payments
        </Link>
      </p>
      <PageHeading
        title={`${p.service}: ${p.name}`}
        intro={
          <>
            <StatusBadge status={p.status} /> {p.amount} · started {p.createdAt}
            {p.gateway === "test-gateway" ? (
              <>
                {" "}
                <Badge>test gateway</Badge>
              </>
            ) : null}
          </>
        }
        actions={
          p.status === "paid" ? (
            <>
              <a href={`/payments/${p.id}/receipt`} className={linkClass}>
                Receipt page
              </a>
              <a href={`/admin/payments/${p.id}/receipt.pdf`} download className={linkClass}>
                Download receipt PDF
              </a>
            </>
          ) : null
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <Facts
            rows={[
              [
                "Payment ID",
                <span key="id" className="font-mono text-sm">
                  {p.id}
                </span>,
              ],
              ["Service", `${p.service} (${p.slug})`],
              ["Regular price", p.regular],
              ["Coupon", p.coupon ?? "None"],
              ["Amount", p.amount],
              ["Refunded", loaderData.refunded ?? "Nothing"],
              ["Net", loaderData.net],
              ["Customer", `${p.name} · ${p.email} · ${p.phone}`],
              ["Gateway", p.gateway],
              [
                "Gateway link ID",
                <span key="link" className="font-mono text-sm">
                  {p.linkId ?? "none"}
                </span>,
              ],
              [
                "Gateway payment ID",
                <span key="pay" className="font-mono text-sm">
                  {p.gatewayPaymentId ?? "none"}
                </span>,
              ],
              ["Paid at", p.paidAt ?? "Not paid"],
              ["Callback confirmed", p.callbackAt ?? "No signed callback"],
              ["Webhook confirmed", p.webhookAt ?? "No webhook"],
            ]}
          />
          <div>
            <h2 className="mb-2 text-lg font-bold">Gateway events</h2>
            <DataTable label="Gateway events" head={["Received", "Event", "Event ID"]}>
              {loaderData.events.length === 0 ? (
                <tr>
                  <td colSpan={3} className={cellClass}>
                    No webhook events for this payment.
                  </td>
                </tr>
              ) : (
                loaderData.events.map((e) => (
                  <tr key={e.id}>
                    <td className={cellClass}>{e.at}</td>
                    <td className={cellClass}>{e.type}</td>
                    <td className={`${cellClass} font-mono text-xs`}>{e.id}</td>
                  </tr>
                ))
              )}
            </DataTable>
          </div>
        </div>
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="refunds-title">
            <h2 id="refunds-title" className="mb-2 text-lg font-bold">
              Refunds
            </h2>
            {loaderData.refunds.length === 0 ? (
              <p className="text-sm">No refunds recorded.</p>
            ) : (
              <ul className="space-y-2">
                {loaderData.refunds.map((r) => (
                  <li
                    key={r.id}
                    className="rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
                  >
                    <strong>{r.amount}</strong> on {r.at} by {r.by}
                    <span className="mt-1 block break-words text-slate-700 dark:text-slate-300">{r.reason}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {p.status === "paid" && loaderData.refundable > 0 ? (
            <section
              aria-labelledby="refund-form-title"
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <h2 id="refund-form-title" className="text-lg font-bold">
                Record a refund
              </h2>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                Return the money in the payment gateway's dashboard first, then record it here. At most{" "}
                {loaderData.refundableText} is left to refund. The receipt page shows it, with a credit note against the invoice.
              </p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                Proposed amount: {loaderData.proposal.why}{" "}
                <a href="/policies/refund-policy" className="underline">
                  Refund policy
                </a>
              </p>
              {actionData?.ok ? <FormAlert tone="ok" message={actionData.message} /> : null}
              {error && !error.field ? <FormAlert message={error.error} /> : null}
              {/* A new key after each recorded refund empties the form, so the same refund is not sent twice. */}
              <Form method="post" className="mt-4 space-y-4" key={loaderData.refunds.length}>
                <div>
                  <label htmlFor="refund-amount" className="block text-sm font-semibold">
                    Amount refunded (₹)
                  </label>
                  <input
                    id="refund-amount"
                    name="amount"
                    inputMode="decimal"
                    required
                    defaultValue={error?.values?.amount ?? loaderData.proposal.amount}
                    aria-invalid={fieldError("amount") ? true : undefined}
                    aria-describedby={fieldError("amount") ? "refund-amount-error" : undefined}
                    className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
                  />
                  {fieldError("amount") ? (
                    <p id="refund-amount-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
                      {fieldError("amount")}
                    </p>
                  ) : null}
                </div>
                <div>
                  <label htmlFor="refund-reason" className="block text-sm font-semibold">
                    Reason
                  </label>
                  <textarea
                    id="refund-reason"
                    name="reason"
                    required
                    rows={3}
                    maxLength={500}
                    defaultValue={error?.values?.reason ?? ""}
                    aria-invalid={fieldError("reason") ? true : undefined}
                    aria-describedby={fieldError("reason") ? "refund-reason-hint refund-reason-error" : "refund-reason-hint"}
                    className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
                  />
                  {/* Kept with the refund and in the audit log; the credit note does not print it. */}
                  <AudienceHint id="refund-reason-hint" audience="staff" />
                  {fieldError("reason") ? (
                    <p id="refund-reason-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
                      {fieldError("reason")}
                    </p>
                  ) : null}
                </div>
                <Button type="submit" disabled={busy}>
                  {busy ? "Saving..." : "Record refund"}
                </Button>
              </Form>
            </section>
          ) : p.status === "paid" ? (
            <p className="text-sm">This payment has been refunded in full.</p>
          ) : (
            <p className="text-sm">Only a paid payment can have a refund.</p>
          )}
        </div>
      </div>
    </div>
  );
}
