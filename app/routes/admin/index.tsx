import { data, Link } from "react-router";
import { loadTodayCalls } from "#app/features/booking/calls.server.ts";
import { TodayCalls } from "#app/features/booking/console-ui.tsx";
import { adminMeta, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { CaseWorkWidgets } from "#app/features/staff/case-work-ui.tsx";
import { loadCaseWork, loadDashboard } from "#app/features/staff/dashboard.server.ts";
import { formatRupees } from "#app/features/staff/format.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import { cardClass, linkClass, PageTitle } from "#app/features/staff/inbox-ui.tsx";
import type { Route } from "./+types/index";

/** /admin: the dashboard, the first screen after sign-in. */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db } = appContextOf(args.context);
  const [dashboard, calls, caseWork] = await Promise.all([
    loadDashboard(db),
    loadTodayCalls(db, staff.id),
    loadCaseWork(db, staff.id),
  ]);
  return data({ name: staff.name, dashboard, calls, caseWork }, { headers: noStoreHeaders() });
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("Dashboard");

function Figure({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <div className={cardClass}>
      <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">{label}</p>
      <p className="mt-1 text-3xl font-bold">
        {href ? (
          <Link to={href} className="text-brand-800 underline-offset-4 hover:underline dark:text-brand-200">
            {value}
          </Link>
        ) : (
          value
        )}
      </p>
    </div>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { leads, totals, payments, outbox } = loaderData.dashboard;
  const outboxOk = outbox.dead === 0 && (outbox.oldestPendingMinutes ?? 0) < 30;
  return (
    <div>
      <PageTitle title="Dashboard" />
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">Signed in as {loaderData.name}. Times are India time.</p>

      <TodayCalls calls={loaderData.calls} cardClass={cardClass} linkClass={linkClass} />
      <CaseWorkWidgets work={loaderData.caseWork} cardClass={cardClass} linkClass={linkClass} />

      <section aria-labelledby="h-leads" className="mb-6">
        <h2 id="h-leads" className="sr-only">
          Leads
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="New leads today" value={String(totals.today)} />
          <Figure label="New leads this week" value={String(totals.week)} />
          <Figure label="Waiting (status new)" value={String(totals.waiting)} href="/admin/inbox?status=new" />
          <Figure label="Paid this month" value={formatRupees(payments.paidPaise)} />
        </div>
      </section>

      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="h-by-service" className={`${cardClass} lg:col-span-2`}>
          <h2 id="h-by-service" className="text-lg font-semibold">
            Leads by service
          </h2>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className="py-2 pr-2">
                    Service
                  </th>
                  <th scope="col" className="px-2 py-2 text-right">
                    Today
                  </th>
                  <th scope="col" className="px-2 py-2 text-right">
                    This week
                  </th>
                  <th scope="col" className="py-2 pl-2 text-right">
                    Waiting
                  </th>
                </tr>
              </thead>
              <tbody>
                {leads.map((r) => {
                  const filter =
                    r.key === "contact" ? "kind=contact" : r.key === "subscriber" ? "kind=subscriber" : `service=${r.key}`;
                  return (
                    <tr key={r.key} className="border-b border-slate-100 dark:border-slate-800">
                      <th scope="row" className="py-2 pr-2 font-normal">
                        <Link to={`/admin/inbox?${filter}`} className={linkClass}>
                          {r.label}
                        </Link>
                      </th>
                      <td className="px-2 py-2 text-right tabular-nums">{r.today}</td>
                      <td className="px-2 py-2 text-right tabular-nums">{r.week}</td>
                      <td className="py-2 pl-2 text-right tabular-nums">{r.waiting}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>

        <div className="grid content-start gap-4">
          <section aria-labelledby="h-payments" className={cardClass}>
            <h2 id="h-payments" className="text-lg font-semibold">
              Payments this month
            </h2>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 text-sm">
              <dt>Paid</dt>
              <dd className="text-right tabular-nums">
                {payments.paidCount} · {formatRupees(payments.paidPaise)}
              </dd>
              <dt>Failed</dt>
              <dd className="text-right tabular-nums">{payments.failedCount}</dd>
              <dt>Started, not finished</dt>
              <dd className="text-right tabular-nums">{payments.openCount}</dd>
            </dl>
          </section>

          <section aria-labelledby="h-outbox" className={cardClass}>
            <h2 id="h-outbox" className="text-lg font-semibold">
              Outbox
            </h2>
            <p
              className={`mt-1 text-sm font-semibold ${outboxOk ? "text-green-800 dark:text-green-300" : "text-red-700 dark:text-red-300"}`}
            >
              {outboxOk ? "Healthy: e-mail is going out." : "Needs attention: see the outbox."}
            </p>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 text-sm">
              <dt>Waiting to send</dt>
              <dd className="text-right tabular-nums">{outbox.pending}</dd>
              <dt>Oldest waiting</dt>
              <dd className="text-right tabular-nums">
                {outbox.oldestPendingMinutes === null ? "none" : `${outbox.oldestPendingMinutes} min`}
              </dd>
              <dt>Failed for good</dt>
              <dd className="text-right tabular-nums">{outbox.dead}</dd>
              <dt>Sent in the last 24 h</dt>
              <dd className="text-right tabular-nums">{outbox.sentLastDay}</dd>
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}
