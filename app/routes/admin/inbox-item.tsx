import { data, Form, Link, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { transcriptSpeaker } from "#app/features/leads/transcript.ts";
import { adminMeta, FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { formatIst } from "#app/features/staff/format.ts";
import { field, readSmallForm } from "#app/features/staff/forms.server.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import {
  addLeadNote,
  assignLead,
  changeLeadStatus,
  getLead,
  listAssignableStaff,
  replyToLead,
} from "#app/features/staff/inbox.server.ts";
import {
  clientStatusLabel,
  kindLabel,
  LEAD_STATUSES,
  LeadActionSchema,
  type LeadKind,
  NEXT_STATUSES,
  NOTE_MAX,
  REPLY_MAX,
  statusLabel,
  topicLabel,
} from "#app/features/staff/inbox-schema.ts";
import {
  AudienceHint,
  Badge,
  cardClass,
  FieldError,
  inputClass,
  labelClass,
  linkClass,
  PageTitle,
  SelectField,
  textareaClass,
} from "#app/features/staff/inbox-ui.tsx";
import type { Route } from "./+types/inbox-item";

/** /admin/inbox/:kind/:id: one item in full, its document, history, and the staff actions on it. */
export const handle = { access: "staff" };

const LEAD_KINDS: readonly LeadKind[] = ["consultation", "contact", "subscriber"];
const leadKindParam = (value: string | undefined) => LEAD_KINDS.find((k) => k === value) ?? null;

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "staff");
  const { db } = appContextOf(args.context);
  const kind = leadKindParam(args.params.kind);
  const lead = kind ? await getLead(db, kind, args.params.id) : null;
  if (!lead) throw data("Not found", { status: 404 });
  const staff = await listAssignableStaff(db);
  return data(
    {
      lead: {
        ...lead,
        createdAt: formatIst(lead.createdAt),
        statusChangedAt: lead.statusChangedAt ? formatIst(lead.statusChangedAt) : null,
        fields: lead.fields.map((f) =>
          f.label === "Service" || f.label === "Subject" ? { ...f, value: topicLabel(lead.kind, f.value) } : f,
        ),
        documents: lead.documents.map((d) => ({ ...d, createdAt: formatIst(d.createdAt) })),
        events: lead.events.map((e) => ({ ...e, createdAt: formatIst(e.createdAt) })),
      },
      staff,
      replySubject: `Your ${kindLabel(lead.kind).toLowerCase()} with Nyayik`,
    },
    { headers: noStoreHeaders() },
  );
}

type ActionData = { ok: boolean; message: string; intent: string; fieldErrors?: Record<string, string> };

export async function action(args: Route.ActionArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db, ip } = appContextOf(args.context);
  const kind = leadKindParam(args.params.kind);
  if (!kind) throw data("Not found", { status: 404 });
  // A reply may be 5,000 characters of Devanagari: up to ~45 KB once form-encoded.
  const form = await readSmallForm(args.request, 64 * 1024);
  if (!form)
    return data<ActionData>({ ok: false, intent: "", message: "The form could not be read. Please try again." }, { status: 400 });
  const intent = field(form, "intent", 20);
  const parsed = LeadActionSchema.safeParse({
    intent,
    version: field(form, "version", 12) || undefined,
    status: field(form, "status", 20) || undefined,
    note: field(form, "note", NOTE_MAX + 100),
    assignee: form.has("assignee") ? field(form, "assignee", 60) : undefined,
    subject: field(form, "subject", 300),
    message: field(form, "message", REPLY_MAX + 100),
  });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    const message = fieldErrors.version ?? fieldErrors.intent ?? fieldErrors.form ?? "Please correct the highlighted field.";
    return data<ActionData>({ ok: false, intent, message, fieldErrors }, { status: 400 });
  }
  const c = { kind, id: args.params.id, actor: staff, ip };
  const input = parsed.data;
  const result =
    input.intent === "status"
      ? await changeLeadStatus(db, { ...c, version: input.version, status: input.status, note: input.note })
      : input.intent === "assign"
        ? await assignLead(db, { ...c, version: input.version, assigneeId: input.assignee || null })
        : input.intent === "note"
          ? await addLeadNote(db, { ...c, note: input.note })
          : await replyToLead(db, { ...c, subject: input.subject, message: input.message });
  if (!result.ok && "notFound" in result && result.notFound) throw data("Not found", { status: 404 });
  const status = result.ok ? 200 : "stale" in result && result.stale ? 409 : 400;
  return data<ActionData>({ ok: result.ok, intent, message: result.message }, { status });
}

/** After a refused stale change (409), reload the item so the page shows what the other person did. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const headers = () => noStoreHeaders();
export const meta = ({ loaderData: d }: Route.MetaArgs) => adminMeta(d?.lead.name || d?.lead.email || "Inbox item");

const EVENT_TEXT: Record<string, string> = {
  status: "changed the status",
  assign: "changed the assignee",
  note: "added a note",
  reply: "sent an e-mail reply",
  client_message: "wrote a message",
  client_upload: "added a document",
  created: "sent the request",
};

export default function InboxItem({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, staff } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionData | undefined;
  const errorFor = (intent: string, name: string) => (result?.intent === intent ? result.fieldErrors?.[name] : undefined);
  const next = NEXT_STATUSES[lead.status as keyof typeof NEXT_STATUSES] ?? [];
  // Forms remount (and clear) after each change the history records.
  const formKey = `${lead.version}-${lead.events.length}`;
  return (
    <div>
      <p className="mb-2 text-sm">
        <Link to="/admin/inbox" className={linkClass}>
          Back to the inbox
        </Link>
      </p>
      <PageTitle title={lead.name || lead.email}>
        <Badge tone={lead.status}>{statusLabel(lead.status)}</Badge>
        <Badge>{kindLabel(lead.kind)}</Badge>
        {lead.email ? (
          <Link to={`/admin/cases/new?leadKind=${lead.leadKind}&leadId=${lead.id}`} className={linkClass}>
            Open a case
          </Link>
        ) : null}
        {lead.leadKind !== "subscriber" ? (
          <Link to={`/admin/quotes/new?lead=${lead.leadKind}:${lead.id}`} className={linkClass}>
            Send a quote
          </Link>
        ) : null}
      </PageTitle>
      {result ? <FormAlert tone={result.ok ? "ok" : "error"} message={result.message} /> : null}

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid gap-4 lg:col-span-2">
          <section aria-labelledby="h-details" className={cardClass}>
            <h2 id="h-details" className="text-lg font-semibold">
              Details
            </h2>
            <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
              <dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">Received</dt>
              <dd>{lead.createdAt}</dd>
              {lead.fields.map((f) => (
                <div key={f.label} className="contents">
                  <dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">{f.label}</dt>
                  <dd className="break-words">
                    {f.href ? (
                      <a href={f.href} className={linkClass}>
                        {f.value}
                      </a>
                    ) : (
                      f.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            {lead.text ? (
              <>
                <h3 className="mt-4 text-sm font-semibold text-slate-700 dark:text-slate-300">
                  {lead.kind === "contact" ? "Message" : "Details"}
                </h3>
                <p className="mt-1 whitespace-pre-wrap break-words">{lead.text}</p>
              </>
            ) : null}
            {lead.transcript?.length ? (
              <>
                <h3 className="mt-4 text-sm font-semibold text-slate-700 dark:text-slate-300">Chat transcript</h3>
                <ol className="mt-1 grid gap-1">
                  {lead.transcript.map((m, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a transcript never reorders.
                    <li key={i} className="whitespace-pre-wrap break-words text-sm">
                      <span className="font-semibold">{transcriptSpeaker(m)}:</span> {m.text}
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
          </section>

          {lead.leadKind === "consultation" ? (
            <section aria-labelledby="h-docs" className={cardClass}>
              <h2 id="h-docs" className="text-lg font-semibold">
                Documents
              </h2>
              {lead.documents.length === 0 ? (
                <p className="mt-2 text-sm">No document was sent with this request.</p>
              ) : (
                <ul className="mt-2 grid gap-2">
                  {lead.documents.map((d) => (
                    <li key={d.id} className="flex flex-wrap items-center gap-2">
                      <a href={`/admin/uploads/${d.id}`} className={linkClass} download>
                        Download {d.filename}
                      </a>
                      <span className="text-sm text-slate-700 dark:text-slate-300">
                        {Math.max(1, Math.round(d.size / 1024))} KB ·{" "}
                        {d.addedBy === "client" ? "added by the client" : "sent with the request"} · {d.createdAt}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : null}

          <section aria-labelledby="h-history" className={cardClass}>
            <h2 id="h-history" className="text-lg font-semibold">
              History
            </h2>
            <ol className="mt-2 grid gap-3">
              {lead.events.map((e) => (
                <li key={e.id} className="border-l-4 border-slate-300 pl-3 dark:border-slate-600">
                  <p className="text-sm">
                    <span className="font-semibold">{e.actorLabel}</span>
                    {e.actorKind === "client" ? " (client)" : ""} {EVENT_TEXT[e.action] ?? e.action}
                    {e.action === "status" ? (
                      <>
                        : {statusLabel(e.fromStatus ?? "")} → {statusLabel(e.toStatus ?? "")}
                      </>
                    ) : null}
                    {e.action === "assign" ? <>: {e.note || "nobody"}</> : null}
                    <span className="text-slate-700 dark:text-slate-300"> · {e.createdAt}</span>
                  </p>
                  {e.note && e.action !== "assign" ? (
                    <p className="mt-1 whitespace-pre-wrap break-words text-sm">{e.note}</p>
                  ) : null}
                </li>
              ))}
              <li className="border-l-4 border-slate-300 pl-3 dark:border-slate-600">
                <p className="text-sm">
                  Received <span className="text-slate-700 dark:text-slate-300">· {lead.createdAt}</span>
                </p>
              </li>
            </ol>
          </section>
        </div>

        <div className="grid content-start gap-4">
          <section aria-labelledby="h-status" className={cardClass}>
            <h2 id="h-status" className="text-lg font-semibold">
              Status
            </h2>
            <p className="mt-1 text-sm">
              Now: <strong>{statusLabel(lead.status)}</strong>
              {lead.statusChangedAt ? ` since ${lead.statusChangedAt}` : ""}
              <span className="block text-slate-700 dark:text-slate-300">
                The client sees “{clientStatusLabel(lead.status)}”.
              </span>
            </p>
            {next.length ? (
              <Form method="post" key={`status-${formKey}`} className="mt-3 grid gap-3">
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="version" value={lead.version} />
                <SelectField
                  label="New status"
                  name="status"
                  options={LEAD_STATUSES.filter((s) => next.includes(s.value)).map((s) => ({
                    value: s.value,
                    label: `${s.label} (client sees “${s.clientLabel}”)`,
                  }))}
                  error={errorFor("status", "status")}
                />
                <div>
                  <label htmlFor="status-note" className={labelClass}>
                    Note (needed when closing)
                  </label>
                  <textarea
                    id="status-note"
                    name="note"
                    rows={2}
                    maxLength={NOTE_MAX}
                    aria-describedby="status-note-hint"
                    className={textareaClass}
                  />
                  {/* The client's timeline shows the new status word, never this note (issue 25 privacy fix,
                      accounts/portal.server.ts, merged from cases-extra). */}
                  <AudienceHint id="status-note-hint" audience="staff" />
                </div>
                <button type="submit" className={buttonClass()} disabled={busy}>
                  Change status
                </button>
              </Form>
            ) : (
              <p className="mt-2 text-sm">Converted is final.</p>
            )}
          </section>

          <section aria-labelledby="h-assign" className={cardClass}>
            <h2 id="h-assign" className="text-lg font-semibold">
              Assignee
            </h2>
            <Form method="post" key={`assign-${formKey}`} className="mt-3 grid gap-3">
              <input type="hidden" name="intent" value="assign" />
              <input type="hidden" name="version" value={lead.version} />
              <SelectField
                label="Assigned to"
                name="assignee"
                options={staff.map((s) => ({ value: s.id, label: s.name }))}
                defaultValue={lead.assigneeId ?? ""}
                anyLabel="Nobody"
                error={errorFor("assign", "assignee")}
              />
              <button type="submit" className={buttonClass({ variant: "outline" })} disabled={busy}>
                Save assignee
              </button>
            </Form>
          </section>

          <section aria-labelledby="h-note" className={cardClass}>
            <h2 id="h-note" className="text-lg font-semibold">
              Add a note
            </h2>
            <Form method="post" key={`note-${formKey}`} className="mt-3 grid gap-3">
              <input type="hidden" name="intent" value="note" />
              <div>
                <label htmlFor="note-text" className={labelClass}>
                  Note for the team
                </label>
                <textarea
                  id="note-text"
                  name="note"
                  rows={3}
                  maxLength={NOTE_MAX}
                  aria-invalid={errorFor("note", "note") ? true : undefined}
                  aria-describedby={errorFor("note", "note") ? "note-text-hint note-text-error" : "note-text-hint"}
                  className={textareaClass}
                />
                <AudienceHint id="note-text-hint" audience="staff" />
                <FieldError id="note-text-error" message={errorFor("note", "note")} />
              </div>
              <button type="submit" className={buttonClass({ variant: "outline" })} disabled={busy}>
                Add note
              </button>
            </Form>
          </section>

          <section aria-labelledby="h-reply" className={cardClass}>
            <h2 id="h-reply" className="text-lg font-semibold">
              Reply by e-mail
            </h2>
            <p className="mt-1 text-sm break-all">To {lead.email}</p>
            <Form method="post" key={`reply-${formKey}`} className="mt-3 grid gap-3">
              <input type="hidden" name="intent" value="reply" />
              <div>
                <label htmlFor="reply-subject" className={labelClass}>
                  Subject
                </label>
                <input
                  id="reply-subject"
                  name="subject"
                  defaultValue={loaderData.replySubject}
                  maxLength={200}
                  aria-invalid={errorFor("reply", "subject") ? true : undefined}
                  aria-describedby={
                    errorFor("reply", "subject") ? "reply-subject-hint reply-subject-error" : "reply-subject-hint"
                  }
                  className={inputClass}
                />
                <AudienceHint id="reply-subject-hint" audience="client" />
                <FieldError id="reply-subject-error" message={errorFor("reply", "subject")} />
              </div>
              <div>
                <label htmlFor="reply-message" className={labelClass}>
                  Message
                </label>
                <textarea
                  id="reply-message"
                  name="message"
                  rows={6}
                  maxLength={REPLY_MAX}
                  aria-invalid={errorFor("reply", "message") ? true : undefined}
                  aria-describedby={
                    errorFor("reply", "message") ? "reply-message-hint reply-message-error" : "reply-message-hint"
                  }
                  className={textareaClass}
                />
                <AudienceHint id="reply-message-hint" audience="client" />
                <FieldError id="reply-message-error" message={errorFor("reply", "message")} />
              </div>
              <button type="submit" className={buttonClass({ variant: "outline" })} disabled={busy}>
                Send reply
              </button>
            </Form>
          </section>
        </div>
      </div>
    </div>
  );
}
