import { data, Form, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { listCases, parseCaseFilters } from "#app/features/cases/case-list.server.ts";
import { caseDate } from "#app/features/cases/case-ui.tsx";
import { workflowFor } from "#app/features/cases/workflows.server.ts";
import { adminMeta, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import { listAssignableStaff } from "#app/features/staff/inbox.server.ts";
import { Badge, cardClass, inputClass, labelClass, linkClass, PageTitle, SelectField } from "#app/features/staff/inbox-ui.tsx";
import type { Route } from "./+types/index";

/** /admin/cases: every case with filters (stage, expert, overdue, waiting on client / on us, search); cards on phones. */
export const handle = { access: "staff" };

function stageTitle(slug: string, key: string) {
  try {
    return workflowFor(slug).stages.find((s) => s.key === key)?.title ?? key;
  } catch {
    return key;
  }
}

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "staff");
  const { db, content } = appContextOf(args.context);
  const params = new URL(args.request.url).searchParams;
  const filters = parseCaseFilters(params);
  const [{ rows, nextCursor }, staff] = await Promise.all([listCases(db, filters), listAssignableStaff(db)]);
  // Stage keys across workflows, for the filter (a key like "filed" means the same step in each).
  const stageOptions = new Map<string, string>();
  for (const slug of content.prices.keys()) {
    try {
      for (const s of workflowFor(slug).stages) if (!stageOptions.has(s.key)) stageOptions.set(s.key, s.title);
    } catch {}
  }
  const next = nextCursor ? new URLSearchParams(params) : null;
  next?.set("after", nextCursor ?? "");
  return data(
    {
      filters,
      staff,
      stages: [...stageOptions].map(([value, label]) => ({ value, label })),
      nextHref: next ? `?${next}` : null,
      rows: rows.map((r) => ({
        reference: r.reference,
        clientName: r.clientName,
        clientEmail: r.clientEmail,
        serviceTitle: r.serviceTitle,
        stage: stageTitle(r.serviceSlug, r.stageKey),
        dueAt: r.stageDueAt?.toISOString() ?? null,
        status: r.status,
        overdue: r.overdue,
        expertName: r.expertName,
        toReview: r.toReview,
        owed: r.owed,
      })),
    },
    { headers: noStoreHeaders() },
  );
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("Cases");

type Row = Route.ComponentProps["loaderData"]["rows"][number];

function Flags({ r }: { r: Row }) {
  return (
    <span className="flex flex-wrap gap-1">
      {r.status === "closed" ? <Badge tone="closed">Closed</Badge> : null}
      {r.overdue ? <Badge tone="contacted">Overdue</Badge> : null}
      {r.toReview > 0 ? <Badge tone="new">{r.toReview} to review</Badge> : null}
      {r.owed > 0 ? <Badge>{r.owed} owed by client</Badge> : null}
    </span>
  );
}

export default function AdminCases({ loaderData }: Route.ComponentProps) {
  const { filters, staff, stages, rows, nextHref } = loaderData;
  return (
    <div>
      <PageTitle title="Cases">
        <Link to="/admin/cases/new" className={buttonClass({ variant: "outline" })}>
          Open a case
        </Link>
      </PageTitle>
      <Form method="get" className={`${cardClass} grid gap-3`}>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor="f-q" className={labelClass}>
              Search (reference, client, e-mail, service)
            </label>
            <input id="f-q" name="q" type="search" defaultValue={filters.q ?? ""} className={inputClass} />
          </div>
          <button type="submit" className={buttonClass({})}>
            Filter
          </button>
          <Link to="/admin/cases" className={`${linkClass} py-2`}>
            Clear
          </Link>
        </div>
        {/* On a phone the list comes first; the other filters fold away unless one is in use. */}
        <details open={!!(filters.stage || filters.expert || filters.waiting || filters.due || filters.status !== "open")}>
          <summary className="cursor-pointer py-1 text-sm font-semibold">
            More filters: stage, expert, waiting, due, status
          </summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <SelectField label="Stage" name="stage" options={stages} defaultValue={filters.stage ?? ""} anyLabel="Any stage" />
            <SelectField
              label="Expert"
              name="expert"
              options={[{ value: "none", label: "Nobody yet" }, ...staff.map((s) => ({ value: s.id, label: s.name }))]}
              defaultValue={filters.expert ?? ""}
              anyLabel="Anyone"
            />
            <SelectField
              label="Waiting"
              name="waiting"
              options={[
                { value: "client", label: "Waiting on the client" },
                { value: "us", label: "Waiting on us" },
              ]}
              defaultValue={filters.waiting ?? ""}
              anyLabel="Either"
            />
            <SelectField
              label="Due"
              name="due"
              options={[{ value: "overdue", label: "Overdue only" }]}
              defaultValue={filters.due ?? ""}
              anyLabel="Any date"
            />
            <SelectField
              label="Status"
              name="status"
              options={[
                { value: "open", label: "Open" },
                { value: "closed", label: "Closed" },
                { value: "all", label: "All" },
              ]}
              defaultValue={filters.status}
            />
          </div>
        </details>
      </Form>

      {rows.length === 0 ? <p className="mt-4">No cases match.</p> : null}
      {/* Phones: one card per case. */}
      <ul className="mt-4 grid gap-3 md:hidden">
        {rows.map((r) => (
          <li key={r.reference} className={cardClass}>
            <Link to={`/admin/cases/${r.reference}`} className={linkClass}>
              {r.clientName} · {r.reference}
            </Link>
            <p className="mt-1 text-sm">{r.serviceTitle}</p>
            <p className="text-sm">
              {r.stage}
              {r.dueAt && r.status === "open" ? ` · due ${caseDate(r.dueAt)}` : ""} · {r.expertName ?? "No expert"}
            </p>
            <div className="mt-2">
              <Flags r={r} />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Cases</caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              {["Case", "Client", "Service", "Stage", "Due", "Expert", ""].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.reference} className="border-b border-slate-200 dark:border-slate-800">
                <td className="px-3 py-2">
                  <Link to={`/admin/cases/${r.reference}`} className={linkClass}>
                    {r.reference}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  {r.clientName}
                  <br />
                  <span className="text-slate-600 dark:text-slate-300">{r.clientEmail}</span>
                </td>
                <td className="px-3 py-2">{r.serviceTitle}</td>
                <td className="px-3 py-2">{r.stage}</td>
                <td className="px-3 py-2">{r.dueAt && r.status === "open" ? caseDate(r.dueAt) : "—"}</td>
                <td className="px-3 py-2">{r.expertName ?? "—"}</td>
                <td className="px-3 py-2">
                  <Flags r={r} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {nextHref ? (
        <p className="mt-4">
          <Link to={nextHref} className={linkClass}>
            Next page
          </Link>
        </p>
      ) : null}
    </div>
  );
}
