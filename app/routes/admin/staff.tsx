import { data, Form, useNavigation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { formatIst } from "#app/features/payments/receipt.server.ts";
import {
  inviteStaffMember,
  issueSetPasswordLink,
  listStaff,
  setStaffActive,
  setStaffRole,
} from "#app/features/staff/accounts.server.ts";
import { adminMeta, FormAlert, noStoreHeaders, TextField } from "#app/features/staff/admin-ui.tsx";
import { Badge, cellClass, DataTable, labelClass, PageHeading, selectClass } from "#app/features/staff/console-ui.tsx";
import { FORM_UNREADABLE, field, readSmallForm } from "#app/features/staff/forms.server.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/staff";

/** /admin/staff: the owner's list of staff accounts; invite, deactivate/reactivate, change role (decision 048). */
export const handle = { access: "owner" };

export async function loader(args: Route.LoaderArgs) {
  const { staff: me } = await requireStaff(args, "owner");
  const { db } = appContextOf(args.context);
  const accounts = await listStaff(db);
  return data(
    {
      meId: me.id,
      accounts: accounts.map((a) => ({ ...a, createdAt: formatIst(a.createdAt) })),
    },
    { headers: noStoreHeaders() },
  );
}

type ActionData =
  | { ok: true; message: string; link?: string; linkFor?: string }
  | { ok: false; message: string; field?: string | null; values?: Record<string, string> };

export async function action(args: Route.ActionArgs) {
  const { staff: me } = await requireStaff(args, "owner");
  const { db, ip, config } = appContextOf(args.context);
  const reply = (body: ActionData, status = 200) => data(body, { status, headers: noStoreHeaders() });
  const form = await readSmallForm(args.request);
  if (!form) return reply({ ok: false, message: FORM_UNREADABLE }, 400);
  const intent = field(form, "intent", 20);
  const id = field(form, "id", 40);
  if (intent === "invite") {
    const values = { email: field(form, "email", 400), name: field(form, "name", 200), role: field(form, "role", 20) };
    const result = await inviteStaffMember(db, { fields: values, actor: me, ip, siteUrl: config.siteUrl });
    if (!result.ok) return reply({ ok: false, message: result.message, field: result.field ?? null, values }, result.status);
    return reply({
      ok: true,
      message: `Account created for ${result.staff.email}. Send them this link yourself; it works once, within 72 hours, and is not shown again.`,
      link: result.link,
      linkFor: result.staff.email,
    });
  }
  if (intent === "deactivate" || intent === "reactivate") {
    const result = await setStaffActive(db, { id, active: intent === "reactivate", actor: me, ip });
    if (!result.ok) return reply({ ok: false, message: result.message }, result.status);
    return reply({ ok: true, message: intent === "reactivate" ? "Account reactivated." : "Account deactivated and signed out." });
  }
  if (intent === "role") {
    const result = await setStaffRole(db, { id, role: field(form, "role", 20), actor: me, ip });
    if (!result.ok) return reply({ ok: false, message: result.message }, result.status);
    return reply({ ok: true, message: "Role changed." });
  }
  if (intent === "link") {
    const result = await issueSetPasswordLink(db, { id, actor: me, ip, siteUrl: config.siteUrl });
    if (!result.ok) return reply({ ok: false, message: result.message }, result.status);
    return reply({
      ok: true,
      message: `A new link to set a password for ${result.email}. It works once, within 72 hours, and is not shown again.`,
      link: result.link,
      linkFor: result.email,
    });
  }
  return reply({ ok: false, message: "Choose what to do: invite, deactivate, reactivate, change role or new link." }, 400);
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("Staff");

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : null;
  const inviteError = (name: string) => (failed?.field === name ? failed.message : undefined);
  return (
    <div>
      <PageHeading
        title="Staff"
        intro="Who can sign in to the back office. Owners manage accounts and see the audit log; staff work the inbox, payments and outbox."
      />
      {actionData?.ok ? (
        <div
          role="status"
          className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          <p>{actionData.message}</p>
          {actionData.link ? (
            <p className="mt-2">
              <label htmlFor="invite-link" className="font-semibold">
                Link for {actionData.linkFor}
              </label>
              <input
                id="invite-link"
                readOnly
                value={actionData.link}
                className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
              />
            </p>
          ) : null}
        </div>
      ) : null}
      {failed && failed.field !== "name" && failed.field !== "email" ? <FormAlert message={failed.message} /> : null}
      <DataTable label="Staff accounts" head={["Name", "E-mail", "Role", "State", "Since", "Actions"]}>
        {loaderData.accounts.map((a) => {
          const me = a.id === loaderData.meId;
          return (
            <tr key={a.id}>
              <td className={`${cellClass} min-w-[9rem]`}>
                {a.name} {me ? <Badge tone="blue">you</Badge> : null}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{a.email}</td>
              <td className={cellClass}>
                {me ? (
                  a.role
                ) : (
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="id" value={a.id} />
                    <label htmlFor={`role-${a.id}`} className="sr-only">
                      Role of {a.name}
                    </label>
                    <select
                      id={`role-${a.id}`}
                      name="role"
                      defaultValue={a.role}
                      className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
                    >
                      <option value="staff">staff</option>
                      <option value="owner">owner</option>
                    </select>
                    <button type="submit" disabled={busy} className={buttonClass({ variant: "outline", size: "sm" })}>
                      Save<span className="sr-only"> role of {a.name}</span>
                    </button>
                  </Form>
                )}
              </td>
              <td className={cellClass}>
                {a.active ? <Badge tone="green">active</Badge> : <Badge tone="red">deactivated</Badge>}
                {a.hasPassword ? null : (
                  <span className="mt-1 block">
                    <Badge tone="amber">no password yet</Badge>
                  </span>
                )}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{a.createdAt}</td>
              <td className={cellClass}>
                {me ? (
                  "—"
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <Form method="post">
                      <input type="hidden" name="id" value={a.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={a.active ? "deactivate" : "reactivate"}
                        disabled={busy}
                        className={buttonClass({ variant: a.active ? "destructive" : "outline", size: "sm" })}
                      >
                        {a.active ? "Deactivate" : "Reactivate"}
                        <span className="sr-only"> {a.name}</span>
                      </button>
                    </Form>
                    {a.active ? (
                      <Form method="post">
                        <input type="hidden" name="id" value={a.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="link"
                          disabled={busy}
                          className={buttonClass({ variant: "outline", size: "sm" })}
                        >
                          New password link<span className="sr-only"> for {a.name}</span>
                        </button>
                      </Form>
                    ) : null}
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <section
        aria-labelledby="invite-title"
        className="mt-8 max-w-xl rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="invite-title" className="text-lg font-bold">
          Invite a staff member
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-700 dark:text-slate-300">
          Creates the account without a password and gives you a one-time link for them to choose one.
        </p>
        <Form method="post" key={loaderData.accounts.length}>
          <input type="hidden" name="intent" value="invite" />
          <TextField
            label="Name"
            name="name"
            autoComplete="off"
            defaultValue={failed?.values?.name}
            error={inviteError("name")}
            hint="Staff see this name, and so does a client who books a call with this person (in the booking e-mail)."
          />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={failed?.values?.email}
            error={inviteError("email")}
            hint="Only staff see this; it is the address for signing in."
          />
          <div className="mt-4">
            <label htmlFor="invite-role" className={labelClass}>
              Role
            </label>
            <select
              id="invite-role"
              name="role"
              defaultValue={failed?.values?.role || "staff"}
              aria-invalid={inviteError("role") ? true : undefined}
              className={selectClass}
            >
              <option value="staff">staff (inbox, payments, outbox)</option>
              <option value="owner">owner (also staff accounts and audit log)</option>
            </select>
          </div>
          <button type="submit" disabled={busy} className={buttonClass({ size: "lg" }, "mt-6")}>
            {busy ? "Saving..." : "Create account and link"}
          </button>
        </Form>
      </section>
    </div>
  );
}
