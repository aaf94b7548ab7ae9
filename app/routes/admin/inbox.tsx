import { data, Form, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { SERVICE_TYPES } from "#app/features/leads/form-contract.ts";
import { adminMeta, FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { formatIst } from "#app/features/staff/format.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import { decodeCursor, listInbox } from "#app/features/staff/inbox.server.ts";
import {
  filterQuery,
  INBOX_KINDS,
  kindLabel,
  LEAD_STATUSES,
  parseInboxFilter,
  statusLabel,
  topicLabel,
} from "#app/features/staff/inbox-schema.ts";
import { Badge, FieldError, FilterPanel, inputClass, labelClass, PageTitle, SelectField } from "#app/features/staff/inbox-ui.tsx";
import type { Route } from "./+types/inbox";

/** /admin/inbox: every lead in one list, newest first, searchable and filterable, 50 at a time. */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "staff");
  const { db } = appContextOf(args.context);
  const params = new URL(args.request.url).searchParams;
  const { filter, errors } = parseInboxFilter(params);
  const rawCursor = params.get("after");
  const cursor = decodeCursor(rawCursor) ? rawCursor : null;
  const { rows, nextCursor } = await listInbox(db, filter, { cursor });
  return data(
    {
      filter,
      errors,
      cursorProblem: rawCursor && !cursor ? "That page link is not valid; showing the newest items." : null,
      paged: Boolean(cursor),
      nextHref: nextCursor ? `/admin/inbox${filterQuery(filter, { after: nextCursor })}` : null,
      csvHref: `/admin/inbox.csv${filterQuery(filter)}`,
      firstHref: `/admin/inbox${filterQuery(filter)}`,
      rows: rows.map((r) => ({
        ...r,
        createdAt: formatIst(r.createdAt),
        href: `/admin/inbox/${r.leadKind}/${r.id}`,
      })),
    },
    { headers: noStoreHeaders() },
  );
}

/** How many of the filters have a value (the folded panel's summary says so). */
function filtersInUse(filter: Record<string, unknown>): number {
  return Object.values(filter).filter((v) => v !== undefined && v !== null && v !== "").length;
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("Inbox");

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, errors, rows } = loaderData;
  const errorList = Object.values(errors);
  return (
    <div>
      <PageTitle title="Inbox">
        <a href={loaderData.csvHref} className={buttonClass({ variant: "outline", size: "sm" })} download>
          Export CSV
        </a>
      </PageTitle>

      <FilterPanel inUse={filtersInUse(filter)}>
        <Form method="get" className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-6">
          <div className="sm:col-span-2 lg:col-span-2">
            <label htmlFor="f-q" className={labelClass}>
              Search
            </label>
            <input
              id="f-q"
              name="q"
              type="search"
              defaultValue={filter.q ?? ""}
              placeholder="Name, e-mail, phone or text"
              maxLength={100}
              aria-invalid={errors.q ? true : undefined}
              aria-describedby={errors.q ? "f-q-error" : undefined}
              className={inputClass}
            />
            <FieldError id="f-q-error" message={errors.q} />
          </div>
          <SelectField
            label="Kind"
            name="kind"
            options={INBOX_KINDS}
            defaultValue={filter.kind}
            anyLabel="All kinds"
            error={errors.kind}
          />
          <SelectField
            label="Status"
            name="status"
            options={LEAD_STATUSES}
            defaultValue={filter.status}
            anyLabel="Any status"
            error={errors.status}
          />
          <SelectField
            label="Service"
            name="service"
            options={SERVICE_TYPES}
            defaultValue={filter.service}
            anyLabel="Any service"
            error={errors.service}
          />
          <div className="grid grid-cols-2 gap-2 sm:col-span-2 lg:col-span-1">
            <div>
              <label htmlFor="f-from" className={labelClass}>
                From
              </label>
              <input
                id="f-from"
                name="from"
                type="date"
                defaultValue={filter.from ?? ""}
                aria-invalid={errors.from ? true : undefined}
                aria-describedby={errors.from ? "f-from-error" : undefined}
                className={`${inputClass} px-2`}
              />
              <FieldError id="f-from-error" message={errors.from} />
            </div>
            <div>
              <label htmlFor="f-to" className={labelClass}>
                To
              </label>
              <input
                id="f-to"
                name="to"
                type="date"
                defaultValue={filter.to ?? ""}
                aria-invalid={errors.to ? true : undefined}
                aria-describedby={errors.to ? "f-to-error" : undefined}
                className={`${inputClass} px-2`}
              />
              <FieldError id="f-to-error" message={errors.to} />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
            <button type="submit" className={buttonClass({ size: "sm" })}>
              Apply
            </button>
            <Link to="/admin/inbox" className="text-sm font-semibold text-brand-700 underline dark:text-brand-300">
              Clear filters
            </Link>
          </div>
        </Form>
      </FilterPanel>

      {errorList.length ? <FormAlert message={`Some filters were not used: ${errorList.join(" ")}`} /> : null}
      <FormAlert message={loaderData.cursorProblem} />

      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300" role="status">
        {rows.length === 0
          ? "Nothing matches these filters."
          : `${loaderData.paged ? "Older items" : "Newest first"}: showing ${rows.length}${loaderData.nextHref ? ", more below" : ""}.`}
      </p>

      <ul className="grid gap-2" aria-label="Inbox items">
        {rows.map((r) => (
          <li
            key={`${r.kind}:${r.id}`}
            className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 wrap-anywhere sm:p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={r.href}
                className="text-base font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-200"
              >
                {r.name || r.email}
              </Link>
              <Badge tone={r.status}>{statusLabel(r.status)}</Badge>
              <Badge>{kindLabel(r.kind)}</Badge>
              {r.clientLast ? <Badge tone="contacted">Client wrote last</Badge> : null}
              {r.documents ? <Badge>{r.documents === 1 ? "1 document" : `${r.documents} documents`}</Badge> : null}
              <span className="ml-auto text-sm text-slate-700 dark:text-slate-300">{r.createdAt}</span>
            </div>
            <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">
              {topicLabel(r.kind, r.topic)}
              {r.phone ? <> · {r.phone}</> : null}
              {r.name ? (
                <>
                  {" "}
                  · <span className="wrap-anywhere">{r.email}</span>
                </>
              ) : null}
            </p>
            {r.text ? <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{r.text}</p> : null}
            <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
              {r.assigneeName ? `Assigned to ${r.assigneeName}` : "Unassigned"}
            </p>
          </li>
        ))}
      </ul>

      <nav aria-label="Pages" className="mt-4 flex flex-wrap gap-3">
        {loaderData.paged ? (
          <Link to={loaderData.firstHref} className={buttonClass({ variant: "outline", size: "sm" })}>
            Newest
          </Link>
        ) : null}
        {loaderData.nextHref ? (
          <Link to={loaderData.nextHref} className={buttonClass({ variant: "outline", size: "sm" })}>
            Older items
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
