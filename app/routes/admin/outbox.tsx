import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { buttonClass } from "#app/components/ui/button.tsx";
import { changeOutboxMessage, isOutboxCursor, listOutbox, outboxCounts } from "#app/features/mail/outbox-admin.server.ts";
import { ACTIONABLE, OUTBOX_STATUSES, type OutboxStatus } from "#app/features/mail/outbox-status.ts";
import { formatIst } from "#app/features/payments/receipt.server.ts";
import { adminMeta, FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { cellClass, DataTable, EmptyRow, PageHeading, StatusBadge } from "#app/features/staff/console-ui.tsx";
import { FORM_UNREADABLE, readSmallForm } from "#app/features/staff/forms.server.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/outbox";

/** /admin/outbox: e-mail waiting, sent, failed for good or discarded; Retry and Discard (decision 047). */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "staff");
  const { db } = appContextOf(args.context);
  const params = new URL(args.request.url).searchParams;
  const rawStatus = params.get("status") ?? "";
  const status = (OUTBOX_STATUSES as readonly string[]).includes(rawStatus) ? (rawStatus as OutboxStatus) : undefined;
  const after = params.get("after") ?? "";
  const errors = [
    ...(rawStatus && !status ? [`Status must be one of: ${OUTBOX_STATUSES.join(", ")}. Showing every message.`] : []),
    ...(after && !isOutboxCursor(after) ? ["That page link is broken; showing the first page."] : []),
  ];
  const [page, counts] = await Promise.all([listOutbox(db, { status, after }), outboxCounts(db)]);
  return data(
    {
      status: status ?? "",
      counts,
      errors,
      paged: Boolean(after && isOutboxCursor(after)),
      next: page.next,
      rows: page.rows.map((m) => ({
        id: m.id,
        kind: m.kind,
        status: m.status,
        attempts: m.attempts,
        to: m.to,
        subject: m.subject,
        lastError: m.lastError,
        createdAt: formatIst(m.createdAt),
        when:
          m.status === "sent" && m.sentAt
            ? `sent ${formatIst(m.sentAt)}`
            : m.status === "pending"
              ? `next try ${formatIst(m.nextAttemptAt)}`
              : m.status === "sending"
                ? "being sent"
                : "",
        actionable: (ACTIONABLE as readonly string[]).includes(m.status),
      })),
    },
    { status: errors.length ? 400 : 200, headers: noStoreHeaders() },
  );
}

const OutboxActionSchema = z
  .object({
    id: z.uuid({ message: "That message is not in the outbox." }),
    intent: z.enum(["retry", "discard"], { message: "Choose Retry or Discard." }),
  })
  .strict();

export async function action(args: Route.ActionArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db, ip } = appContextOf(args.context);
  const form = await readSmallForm(args.request);
  if (!form) return data({ ok: false, message: FORM_UNREADABLE }, { status: 400 });
  const parsed = OutboxActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ ok: false, message: parsed.error.issues[0]?.message ?? "Check the form." }, { status: 400 });
  }
  const { id, intent } = parsed.data;
  const result = await changeOutboxMessage(db, {
    id,
    action: intent,
    actor: { kind: "staff", id: staff.id, label: staff.name },
    ip,
  });
  if (!result.ok) return data({ ok: false, message: result.message }, { status: result.status, headers: noStoreHeaders() });
  return data(
    {
      ok: true,
      message:
        intent === "retry"
          ? "The message is due now; the worker sends it within a few seconds."
          : "Discarded. It will not be sent.",
    },
    { headers: noStoreHeaders() },
  );
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("Outbox");

export default function Outbox({ loaderData: d, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const query = d.status ? `status=${d.status}&` : "";
  return (
    <div>
      <PageHeading
        title="Outbox"
        intro="Every e-mail the site sends waits here until the worker delivers it, with retries and back-off. A message that failed for good is dead: fix the cause (mail settings, address) and Retry, or Discard it."
      />
      {d.errors.map((e) => (
        <FormAlert key={e} message={e} />
      ))}
      {actionData ? <FormAlert tone={actionData.ok ? "ok" : "error"} message={actionData.message} /> : null}
      <nav aria-label="Filter by status" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {["", ...OUTBOX_STATUSES].map((s) => {
            const current = d.status === s;
            const count = s ? d.counts[s as OutboxStatus] : Object.values(d.counts).reduce((a, b) => a + b, 0);
            return (
              <li key={s || "all"}>
                <Link
                  to={s ? `/admin/outbox?status=${s}` : "/admin/outbox"}
                  aria-current={current ? "page" : undefined}
                  className={buttonClass({ variant: current ? "default" : "outline", size: "sm" })}
                >
                  {s || "all"} ({count})
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <DataTable
        label="Outbox messages"
        head={["Created", "Status", "Kind", "To / subject", "Attempts", "Last error", "Actions"]}
      >
        {d.rows.length === 0 ? (
          <EmptyRow colSpan={7}>No messages{d.status ? ` with status ${d.status}` : ""}.</EmptyRow>
        ) : (
          d.rows.map((m) => (
            <tr key={m.id} data-testid="outbox-row">
              <td className={`${cellClass} whitespace-nowrap`}>{m.createdAt}</td>
              <td className={`${cellClass} min-w-[8rem]`}>
                <StatusBadge status={m.status} />
                {m.when ? <span className="mt-1 block text-xs text-slate-700 dark:text-slate-300">{m.when}</span> : null}
              </td>
              <td className={`${cellClass} font-mono text-xs`}>{m.kind}</td>
              <td className={`${cellClass} min-w-[16rem]`}>
                <span className="block break-words">{m.to}</span>
                <span className="block text-slate-700 dark:text-slate-300">{m.subject}</span>
              </td>
              <td className={cellClass}>{m.attempts}</td>
              <td className={`${cellClass} min-w-[14rem] max-w-xs break-words text-xs`}>{m.lastError ?? "—"}</td>
              <td className={cellClass}>
                {m.actionable ? (
                  <Form method="post" className="flex gap-2">
                    <input type="hidden" name="id" value={m.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="retry"
                      disabled={busy}
                      className={buttonClass({ size: "sm" })}
                      aria-label={`Retry: ${m.subject}`}
                    >
                      Retry
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="discard"
                      disabled={busy}
                      className={buttonClass({ variant: "outline", size: "sm" })}
                      aria-label={`Discard: ${m.subject}`}
                    >
                      Discard
                    </button>
                  </Form>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))
        )}
      </DataTable>
      <nav aria-label="Pages" className="mt-4 flex gap-3">
        {d.paged ? (
          <Link to={`/admin/outbox${d.status ? `?status=${d.status}` : ""}`} className={buttonClass({ variant: "outline" })}>
            First page
          </Link>
        ) : null}
        {d.next ? (
          <Link to={`/admin/outbox?${query}after=${encodeURIComponent(d.next)}`} className={buttonClass({ variant: "outline" })}>
            Older messages
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
