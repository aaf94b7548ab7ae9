import { data, Form, Link } from "react-router";
import { z } from "zod";
import { buttonClass } from "#app/components/ui/button.tsx";
import { adminMeta, FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { AUDIT_ACTIONS } from "#app/features/staff/audit-actions.ts";
import { listAudit } from "#app/features/staff/audit-log.server.ts";
import { formatIst } from "#app/features/staff/format.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import { FieldError, inputClass, labelClass, PageTitle, SelectField } from "#app/features/staff/inbox-ui.tsx";
import { lineText } from "#app/lib/input-schema.ts";
import type { Route } from "./+types/audit";

/** /admin/audit: who did what, when, from where. The owner's page. */
export const handle = { access: "owner" };

const actionValues = AUDIT_ACTIONS.map((a) => a.value) as [string, ...string[]];
const AuditFilterSchema = z.object({
  action: z.union([z.literal(""), z.enum(actionValues)], { error: "Choose an action from the list" }),
  q: lineText("Search without special characters").pipe(z.string().trim().max(100, "Search for at most 100 characters")),
});

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "owner");
  const { db } = appContextOf(args.context);
  const params = new URL(args.request.url).searchParams;
  const parsed = AuditFilterSchema.safeParse({ action: params.get("action") ?? "", q: params.get("q") ?? "" });
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
  const filter = parsed.success ? { action: parsed.data.action || undefined, q: parsed.data.q || undefined } : {};
  const cursor = params.get("after");
  const { rows, nextCursor } = await listAudit(db, filter, { cursor });
  const query = (extra: Record<string, string>) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...filter, ...extra })) if (v) p.set(k, v);
    return p.toString() ? `?${p}` : "";
  };
  return data(
    {
      filter,
      errors,
      paged: Boolean(cursor),
      firstHref: `/admin/audit${query({})}`,
      nextHref: nextCursor ? `/admin/audit${query({ after: nextCursor })}` : null,
      rows: rows.map((r) => ({
        id: r.id,
        at: formatIst(r.createdAt),
        actor: r.actorLabel,
        actorKind: r.actorKind,
        action: r.action,
        target: r.targetKind ? `${r.targetKind} ${r.targetId ?? ""}`.trim() : "",
        targetHref:
          r.targetKind && ["consultation", "contact", "subscriber"].includes(r.targetKind) && r.targetId
            ? `/admin/inbox/${r.targetKind}/${r.targetId}`
            : null,
        ip: r.ip,
        detail: r.detail ? JSON.stringify(r.detail) : "",
      })),
    },
    { headers: noStoreHeaders() },
  );
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("Audit log");

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { rows, errors, filter } = loaderData;
  return (
    <div>
      <PageTitle title="Audit log" />
      <Form
        method="get"
        className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
      >
        <SelectField
          label="Action"
          name="action"
          options={AUDIT_ACTIONS}
          defaultValue={filter.action}
          anyLabel="All actions"
          error={errors.action}
        />
        <div>
          <label htmlFor="f-q" className={labelClass}>
            Who, IP or item id
          </label>
          <input
            id="f-q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={filter.q ?? ""}
            aria-invalid={errors.q ? true : undefined}
            aria-describedby={errors.q ? "f-q-error" : undefined}
            className={inputClass}
          />
          <FieldError id="f-q-error" message={errors.q} />
        </div>
        <div className="flex items-end gap-3">
          <button type="submit" className={buttonClass({ size: "sm" })}>
            Apply
          </button>
          <Link to="/admin/audit" className="pb-2 text-sm font-semibold text-brand-700 underline dark:text-brand-300">
            Clear
          </Link>
        </div>
      </Form>
      {Object.keys(errors).length ? <FormAlert message="Some filters were not used; see the highlighted field." /> : null}

      {rows.length === 0 ? <p role="status">No entries match.</p> : null}
      <ol className="grid gap-2" aria-label="Audit entries">
        {rows.map((r) => (
          <li
            key={r.id}
            className="rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="flex flex-wrap gap-x-3 gap-y-1">
              <span className="font-semibold">{r.action}</span>
              <span>
                {r.actor}
                {r.actorKind !== "staff" ? ` (${r.actorKind})` : ""}
              </span>
              <span className="text-slate-700 dark:text-slate-300">{r.at}</span>
              <span className="text-slate-700 dark:text-slate-300">IP {r.ip || "unknown"}</span>
            </p>
            {r.target ? (
              <p className="mt-1 break-all">
                {r.targetHref ? (
                  <Link to={r.targetHref} className="font-semibold text-brand-700 underline dark:text-brand-300">
                    {r.target}
                  </Link>
                ) : (
                  r.target
                )}
              </p>
            ) : null}
            {r.detail ? <p className="mt-1 break-all font-mono text-xs text-slate-700 dark:text-slate-300">{r.detail}</p> : null}
          </li>
        ))}
      </ol>
      <nav aria-label="Pages" className="mt-4 flex flex-wrap gap-3">
        {loaderData.paged ? (
          <Link to={loaderData.firstHref} className={buttonClass({ variant: "outline", size: "sm" })}>
            Newest
          </Link>
        ) : null}
        {loaderData.nextHref ? (
          <Link to={loaderData.nextHref} className={buttonClass({ variant: "outline", size: "sm" })}>
            Older entries
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
