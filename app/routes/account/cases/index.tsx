import { data, Link } from "react-router";
import { requireClient } from "#app/features/accounts/guard.server.ts";
import { formatDate, PortalPage } from "#app/features/accounts/portal-ui.tsx";
import { listClientCases } from "#app/features/cases/case-view.server.ts";
import { noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/index";

/** /account/cases: the signed-in client's cases (by their verified e-mail), newest first. */
export const handle = { access: "client" };

export async function loader(args: Route.LoaderArgs) {
  const { account } = await requireClient(args);
  const { db } = appContextOf(args.context);
  return data(
    { name: account.name || account.email, cases: await listClientCases(db, account.email) },
    { headers: noStoreHeaders() },
  );
}

export const headers = () => noStoreHeaders();
export const meta = () => [{ title: "My cases | Nyayik" }, { name: "robots", content: "noindex, nofollow" }];

export default function AccountCases({ loaderData }: Route.ComponentProps) {
  const { name, cases } = loaderData;
  return (
    <PortalPage title="My cases" name={name}>
      {cases.length === 0 ? (
        <p className="mt-6 text-slate-700 dark:text-slate-300">
          You have no cases yet. A case opens when you pay for a service, and shows every stage, document and date.
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {cases.map((c) => (
            <li
              key={c.reference}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link
                  to={`/account/cases/${c.reference}`}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                >
                  {c.serviceTitle}
                </Link>
                <span className="text-sm font-semibold text-slate-700 dark:text-slate-300">{c.reference}</span>
              </div>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {c.status === "closed" ? "Closed" : `Now: ${c.stageTitle}`}
                {c.status === "open" && c.stageDueAt ? ` · expected by ${formatDate(c.stageDueAt)}` : ""} · opened{" "}
                {formatDate(c.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </PortalPage>
  );
}
