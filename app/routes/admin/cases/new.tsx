import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { caseServices, leadForCase, openCaseByStaff } from "#app/features/cases/case-open.server.ts";
import { adminMeta, FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { field, readSmallForm } from "#app/features/staff/forms.server.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import { listAssignableStaff } from "#app/features/staff/inbox.server.ts";
import {
  cardClass,
  FieldError,
  inputClass,
  labelClass,
  linkClass,
  PageTitle,
  SelectField,
} from "#app/features/staff/inbox-ui.tsx";
import type { Route } from "./+types/new";

/**
 * /admin/cases/new: open a case by hand, from a lead (?leadKind=&leadId=, linked from every inbox
 * item: consultation, contact, chat hand-off, booking) or for a client e-mail the firm already knows.
 */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "staff");
  const { db, content } = appContextOf(args.context);
  const params = new URL(args.request.url).searchParams;
  const lead = await leadForCase(db, params.get("leadKind"), params.get("leadId"));
  return data(
    {
      lead,
      services: caseServices(content),
      staff: await listAssignableStaff(db),
      email: (params.get("email") ?? "").slice(0, 200),
    },
    { headers: noStoreHeaders() },
  );
}

export async function action(args: Route.ActionArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db, content, config, ip } = appContextOf(args.context);
  const form = await readSmallForm(args.request, 16 * 1024);
  if (!form)
    return data(
      { message: "The form could not be read. Please try again.", fieldErrors: {} as Record<string, string> },
      { status: 400 },
    );
  const result = await openCaseByStaff(db, {
    serviceSlug: field(form, "service", 100),
    email: field(form, "email", 200),
    name: field(form, "name", 200),
    leadKind: field(form, "leadKind", 20) || null,
    leadId: field(form, "leadId", 40) || null,
    expertId: field(form, "expert", 40) || null,
    actor: staff,
    ip,
    content,
    siteUrl: config.siteUrl,
    siteName: content.site.name,
  });
  if (!result.ok) return data({ message: result.message, fieldErrors: result.fieldErrors }, { status: 400 });
  throw redirect(`/admin/cases/${result.reference}`);
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("Open a case");

export default function NewCase({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, services, staff, email } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  return (
    <div className="max-w-xl">
      <p className="mb-2 text-sm">
        <Link to="/admin/cases" className={linkClass}>
          Back to cases
        </Link>
      </p>
      <PageTitle title="Open a case" />
      {actionData ? <FormAlert message={actionData.message} /> : null}
      <Form method="post" className={`${cardClass} grid gap-4`}>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The client is e-mailed at once: the case, their expert's name and the documents to send.
        </p>
        {lead ? (
          <>
            <input type="hidden" name="leadKind" value={lead.kind} />
            <input type="hidden" name="leadId" value={lead.id} />
            <p>
              For <strong>{lead.name || lead.email}</strong> ({lead.email}), from their{" "}
              <Link to={`/admin/inbox/${lead.kind}/${lead.id}`} className={linkClass}>
                {lead.kind === "contact" ? "message" : "request"}
              </Link>
              .
            </p>
            {lead.name ? null : (
              <div>
                <label htmlFor="f-name" className={labelClass}>
                  Client's name (the client reads this in e-mails)
                </label>
                <input id="f-name" name="name" required className={inputClass} aria-describedby="f-name-error" />
                <FieldError id="f-name-error" message={errors.name} />
              </div>
            )}
          </>
        ) : (
          <>
            <div>
              <label htmlFor="f-email" className={labelClass}>
                Client's e-mail (an existing client)
              </label>
              <input
                id="f-email"
                name="email"
                type="email"
                required
                defaultValue={email}
                className={inputClass}
                aria-describedby="f-email-error"
              />
              <FieldError id="f-email-error" message={errors.email} />
            </div>
            <div>
              <label htmlFor="f-name" className={labelClass}>
                Client's name (the client reads this in e-mails; leave empty to use the name we have)
              </label>
              <input id="f-name" name="name" className={inputClass} aria-describedby="f-name-error" />
              <FieldError id="f-name-error" message={errors.name} />
            </div>
          </>
        )}
        <SelectField
          label="Service"
          name="service"
          options={services.map((s) => ({ value: s.slug, label: s.title }))}
          error={errors.service}
          anyLabel="Choose…"
        />
        <SelectField
          label="Expert (the client is told this name)"
          name="expert"
          options={staff.map((s) => ({ value: s.id, label: s.name }))}
          error={errors.expert}
          anyLabel="Whoever has the fewest open cases"
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Opening..." : "Open the case and e-mail the client"}
        </Button>
      </Form>
    </div>
  );
}
