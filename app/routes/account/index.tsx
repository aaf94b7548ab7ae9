import { data, Form, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { listClientRequests } from "#app/features/accounts/accounts.server.ts";
import { requireClient } from "#app/features/accounts/guard.server.ts";
import { listClientPayments } from "#app/features/accounts/portal.server.ts";
import { isOpenStatus } from "#app/features/accounts/portal-schema.ts";
import { formatDate, PortalPage, StatusBadge } from "#app/features/accounts/portal-ui.tsx";
import { listClientCases } from "#app/features/cases/case-view.server.ts";
import { ClientQuotesSection } from "#app/features/cases/client-quotes.tsx";
import { clientQuoteSummaries } from "#app/features/cases/quotes.server.ts";
import { serviceTypeLabel } from "#app/features/leads/consultation-schema.ts";
import { subjectLabel } from "#app/features/leads/contact-schema.ts";
import { formatPaise } from "#app/features/payments/money.ts";
import { noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/index";

/** /account: the signed-in client's requests, messages and payments, matched by their verified e-mail. */
export const handle = { access: "client" };

const PAYMENT_STATUS: Record<string, string> = { created: "Awaiting confirmation", paid: "Paid", failed: "Not completed" };

export async function loader(args: Route.LoaderArgs) {
  const { account } = await requireClient(args);
  const { db } = appContextOf(args.context);
  const { requests, messages } = await listClientRequests(db, account);
  const payments = await listClientPayments(db, account);
  const quotes = await clientQuoteSummaries(db, account);
  const cases = await listClientCases(db, account.email);
  const item = (
    kind: "consultation" | "contact",
    id: string,
    title: string,
    status: string,
    created: Date,
    changed: Date | null,
  ) => ({
    href: `/account/requests/${kind}/${id}`,
    title,
    status,
    open: isOpenStatus(status),
    createdAt: created.toISOString(),
    lastChangeAt: (changed ?? created).toISOString(),
  });
  return data(
    {
      name: account.name || account.email,
      quotes,
      openCases: cases
        .filter((c) => c.status === "open")
        .map((c) => ({ reference: c.reference, serviceTitle: c.serviceTitle, stageTitle: c.stageTitle })),
      requests: requests.map((r) =>
        item("consultation", r.id, serviceTypeLabel(r.serviceType), r.status, r.createdAt, r.statusChangedAt),
      ),
      messages: messages.map((m) => item("contact", m.id, subjectLabel(m.subject), m.status, m.createdAt, m.statusChangedAt)),
      payments: payments.map((p) => ({
        id: p.id,
        service: p.serviceTitle,
        amount: formatPaise(p.amountPaise),
        status: p.status,
        statusLabel: PAYMENT_STATUS[p.status] ?? p.status,
        date: (p.paidAt ?? p.createdAt).toISOString(),
      })),
    },
    { headers: noStoreHeaders() },
  );
}

export const headers = () => noStoreHeaders();
export const meta = () => [{ title: "My requests | Nyayik" }, { name: "robots", content: "noindex, nofollow" }];

type Item = Route.ComponentProps["loaderData"]["requests"][number];

function ItemList({ items, empty }: { items: Item[]; empty: string }) {
  if (items.length === 0) return <p className="mt-2 text-slate-700 dark:text-slate-300">{empty}</p>;
  return (
    <ul className="mt-3 space-y-3">
      {items.map((r) => (
        <li key={r.href} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={r.href} className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
              {r.title}
            </Link>
            <StatusBadge status={r.status} />
          </div>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            Sent {formatDate(r.createdAt)} · Last change {formatDate(r.lastChangeAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}

export default function AccountHome({ loaderData }: Route.ComponentProps) {
  const { name, requests, messages, payments, openCases, quotes } = loaderData;
  return (
    <PortalPage title="My requests" name={name}>
      {openCases.length > 0 ? (
        <section aria-labelledby="cases-h" className="mt-8">
          <h2 id="cases-h" className="text-xl font-bold text-slate-900 dark:text-white">
            Cases in progress
          </h2>
          <ul className="mt-3 space-y-2">
            {openCases.map((c) => (
              <li key={c.reference}>
                <Link
                  to={`/account/cases/${c.reference}`}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                >
                  {c.serviceTitle} ({c.reference})
                </Link>
                <span className="text-slate-700 dark:text-slate-300"> · now: {c.stageTitle}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="requests-h" className="mt-8">
        <h2 id="requests-h" className="text-xl font-bold text-slate-900 dark:text-white">
          Consultation requests
        </h2>
        <ItemList items={requests} empty="No consultation requests with this e-mail yet." />
      </section>
      <section aria-labelledby="messages-h" className="mt-8">
        <h2 id="messages-h" className="text-xl font-bold text-slate-900 dark:text-white">
          Messages
        </h2>
        <ItemList items={messages} empty="No contact messages with this e-mail yet." />
      </section>
      <ClientQuotesSection quotes={quotes} />
      <section aria-labelledby="payments-h" className="mt-8">
        <h2 id="payments-h" className="text-xl font-bold text-slate-900 dark:text-white">
          Payments
        </h2>
        {payments.length === 0 ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">No payments with this e-mail yet.</p>
        ) : null}
        <ul className="mt-3 space-y-3">
          {payments.map((p) => (
            <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
              <p className="font-semibold text-slate-900 dark:text-white">
                {p.service}: {p.amount}
              </p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {p.statusLabel} · {formatDate(p.date)}
              </p>
              {p.status === "paid" ? (
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <Link
                    to={`/account/payments/${p.id}/receipt`}
                    className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                  >
                    Receipt<span className="sr-only"> for {p.service}</span>
                  </Link>
                  <a
                    href={`/account/payments/${p.id}/receipt.pdf`}
                    download
                    className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                  >
                    Receipt PDF<span className="sr-only"> for {p.service}</span>
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="data-h" className="mt-10 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <h2 id="data-h" className="text-xl font-bold text-slate-900 dark:text-white">
          Your data
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          Download everything we hold about you, or ask us to erase it (Digital Personal Data Protection Act, 2023).
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Form method="post" action="/account/export" reloadDocument>
            <button type="submit" className={buttonClass({ variant: "outline" })}>
              Download my data (JSON)
            </button>
          </Form>
          <Link to="/account/erase" className={buttonClass({ variant: "ghost" })}>
            Erase my data…
          </Link>
        </div>
      </section>
    </PortalPage>
  );
}
