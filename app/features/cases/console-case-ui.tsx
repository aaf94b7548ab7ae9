import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { UPLOAD_ACCEPT, UPLOAD_FIELD, UPLOAD_HINT } from "#app/features/leads/upload-rules.ts";
import { FormAlert } from "#app/features/staff/admin-ui.tsx";
import {
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
import {
  caseDate,
  caseDateTime,
  DocumentState,
  fileInputClass,
  MessageList,
  ReferenceList,
  StageTimeline,
  sizeLabel,
} from "./case-ui.tsx";
import type { CaseView } from "./case-view.server.ts";
import { CaseHistory } from "./console-history.tsx";

/** The staff console's case page (routes/admin/cases/case.tsx renders it). Every text field says who reads it. */

type Result = { intent: string; target?: string; ok: boolean; message: string; fieldErrors?: Record<string, string> };
type Props = { view: CaseView; next: { key: string; title: string }[]; staff: { id: string; name: string }[]; result?: Result };

const CLIENT_READS = "The client sees this"; // the words of AudienceHint (staff/inbox-ui.tsx)
const TEAM_ONLY = "Only staff see this";

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-h`} className={`${cardClass} scroll-mt-20`}>
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function CaseConsole({ view, next, staff, result }: Props) {
  const busy = useNavigation().state === "submitting";
  const alert = (intent: string | string[], target?: string) =>
    result && [intent].flat().includes(result.intent) && (!target || result.target === target) ? (
      <FormAlert tone={result.ok ? "ok" : "error"} message={result.message} />
    ) : null;
  const err = (intent: string, name: string) => (result?.intent === intent ? result.fieldErrors?.[name] : undefined);
  const current = view.stages.find((s) => s.state === "current");
  const open = view.status === "open";
  // Forms remount (and clear) after each recorded change.
  const formKey = `${view.version}-${view.events.length}`;
  return (
    <>
      <PageTitle title={`${view.clientName} · ${view.reference}`}>
        {open ? <Badge tone="new">Open</Badge> : <Badge tone="closed">Closed</Badge>}
        {view.overdue ? <Badge tone="contacted">Overdue</Badge> : null}
      </PageTitle>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid min-w-0 gap-4 lg:col-span-2">
          <Card id="summary" title="Case">
            <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_1fr]">
              <dt className="text-sm font-semibold">Service</dt>
              <dd>{view.serviceTitle}</dd>
              <dt className="text-sm font-semibold">Client</dt>
              <dd className="break-words">
                {view.clientName} ·{" "}
                <a href={`mailto:${view.clientEmail}`} className={linkClass}>
                  {view.clientEmail}
                </a>
              </dd>
              <dt className="text-sm font-semibold">Expert</dt>
              <dd>{view.expertName ?? "Nobody yet"}</dd>
              <dt className="text-sm font-semibold">Opened</dt>
              <dd>
                {caseDate(view.createdAt)} ({view.source}
                {view.leadKind && view.leadId ? (
                  <>
                    {", "}
                    <a href={`/admin/inbox/${view.leadKind}/${view.leadId}`} className={linkClass}>
                      the lead
                    </a>
                  </>
                ) : null}
                )
              </dd>
              {view.payment ? (
                <>
                  <dt className="text-sm font-semibold">Payment</dt>
                  <dd>
                    <a href={`/admin/payments/${view.payment.id}`} className={linkClass}>
                      {view.payment.status}
                    </a>
                  </dd>
                </>
              ) : null}
              {!open && view.closingReason ? (
                <>
                  <dt className="text-sm font-semibold">Closed because</dt>
                  <dd>
                    {view.closingReason} <span className="text-sm">({TEAM_ONLY})</span>
                  </dd>
                </>
              ) : null}
            </dl>
          </Card>

          <Card id="stage" title="Stages">
            <StageTimeline stages={view.stages} audience="staff" />
            {open && current && (next.length > 0 || current.records.length > 0) ? (
              <Form
                method="post"
                preventScrollReset
                key={`adv-${formKey}`}
                className="mt-4 grid gap-3 border-t border-slate-200 pt-4 dark:border-slate-700"
              >
                {alert(["advance", "references"])}
                <input type="hidden" name="version" value={view.version} />
                <p className="text-sm">
                  Completing <strong>{current.title}</strong>. The client is e-mailed the new stage, its expected date and these
                  references ({CLIENT_READS.toLowerCase()}).
                </p>
                {current.records.map((r) => (
                  <div key={r.key}>
                    <label htmlFor={`ref-${r.key}`} className={labelClass}>
                      {r.label}
                      {r.required ? "" : " (optional)"} · {CLIENT_READS}
                    </label>
                    <input
                      id={`ref-${r.key}`}
                      name={`ref_${r.key}`}
                      type={r.kind === "date" ? "date" : "text"}
                      required={r.required}
                      maxLength={200}
                      defaultValue={view.references.find((x) => x.key === r.key)?.raw ?? ""}
                      aria-describedby={`ref-${r.key}-error`}
                      className={inputClass}
                    />
                    <FieldError id={`ref-${r.key}-error`} message={err("advance", r.key) ?? err("references", r.key)} />
                  </div>
                ))}
                {next.length > 0 ? (
                  <SelectField
                    label="Move to"
                    name="to"
                    options={next.map((s) => ({ value: s.key, label: s.title }))}
                    defaultValue={next[0]?.key}
                    error={err("advance", "to")}
                  />
                ) : (
                  <p className="text-sm">
                    This is the last stage: record its references, hand over the deliverables, then close the case.
                  </p>
                )}
                <div className="flex flex-wrap gap-2">
                  {next.length > 0 ? (
                    <Button type="submit" name="intent" value="advance" disabled={busy}>
                      Complete and move on
                    </Button>
                  ) : null}
                  {current.records.length > 0 ? (
                    <Button
                      type="submit"
                      variant={next.length > 0 ? "outline" : "default"}
                      name="intent"
                      value="references"
                      formNoValidate
                      disabled={busy}
                    >
                      Only record these now
                    </Button>
                  ) : null}
                </div>
              </Form>
            ) : null}
          </Card>

          <Card id="documents" title="Documents">
            {view.documents.length === 0 ? <p className="mt-2">No checklist for this service.</p> : null}
            <ul className="mt-2 grid gap-3">
              {view.documents.map((d) => (
                <li key={d.id} id={`doc-${d.id}`} className="scroll-mt-20 border-t border-slate-200 pt-3 dark:border-slate-700">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="font-semibold">
                      {d.name}
                      {d.required ? "" : " (if it applies)"}
                    </p>
                    <DocumentState state={d.state} audience="staff" />
                  </div>
                  {d.who ? <p className="text-sm">Needed from: {d.who}</p> : null}
                  {d.state === "returned" && d.reason ? <p className="text-sm">Sent back: {d.reason}</p> : null}
                  <ul className="mt-1 text-sm">
                    {d.files.map((f, i) => (
                      <li key={f.id}>
                        <a href={`/admin/cases/${view.reference}/files/${f.id}`} className={linkClass}>
                          {f.filename}
                        </a>{" "}
                        ({sizeLabel(f.size)}, {caseDateTime(f.at)}
                        {i === d.files.length - 1 && d.files.length > 1 ? ", latest" : ""})
                      </li>
                    ))}
                  </ul>
                  {alert("review", d.id)}
                  {open && d.files.length > 0 && d.state !== "accepted" ? (
                    <Form method="post" preventScrollReset key={`rev-${d.id}-${formKey}`} className="mt-2 grid gap-2">
                      <input type="hidden" name="intent" value="review" />
                      <input type="hidden" name="document" value={d.id} />
                      <label htmlFor={`reason-${d.id}`} className={labelClass}>
                        If you send it back, why · {CLIENT_READS}
                      </label>
                      <input
                        id={`reason-${d.id}`}
                        name="reason"
                        maxLength={500}
                        className={inputClass}
                        aria-describedby={`reason-${d.id}-error`}
                      />
                      <FieldError
                        id={`reason-${d.id}-error`}
                        message={result?.target === d.id ? err("review", "reason") : undefined}
                      />
                      <div className="flex flex-wrap gap-2">
                        <Button type="submit" name="decision" value="accept" disabled={busy}>
                          Accept
                        </Button>
                        <Button type="submit" name="decision" value="return" variant="outline" disabled={busy}>
                          Send back
                        </Button>
                      </div>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          </Card>

          <Card id="messages" title="Messages and notes">
            <MessageList messages={view.messages} />
            {alert(["message", "note"])}
            <Form method="post" preventScrollReset key={`msg-${formKey}`} className="mt-3 grid gap-2">
              <label htmlFor="f-body" className={labelClass}>
                Message to the client · {CLIENT_READS} (e-mailed and on their case page)
              </label>
              <textarea
                id="f-body"
                name="body"
                rows={4}
                maxLength={4000}
                className={textareaClass}
                aria-describedby="f-body-error"
              />
              <FieldError id="f-body-error" message={err("message", "body")} />
              <Button type="submit" name="intent" value="message" disabled={busy}>
                Send to the client
              </Button>
            </Form>
            <Form
              method="post"
              preventScrollReset
              key={`note-${formKey}`}
              className="mt-4 grid gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 dark:border-amber-600 dark:bg-amber-950"
            >
              <label htmlFor="f-note" className={labelClass}>
                Internal note · {TEAM_ONLY}
              </label>
              <textarea
                id="f-note"
                name="body"
                rows={3}
                maxLength={4000}
                className={textareaClass}
                aria-describedby="f-note-error"
              />
              <FieldError id="f-note-error" message={err("note", "body")} />
              <Button type="submit" name="intent" value="note" variant="outline" disabled={busy}>
                Save note
              </Button>
            </Form>
          </Card>
        </div>

        <div className="grid min-w-0 content-start gap-4">
          <Card id="references" title="References">
            <ReferenceList references={view.references} />
          </Card>

          <Card id="deliverables" title="Deliverables">
            <ul className="mt-2 text-sm">
              {view.deliverables.map((d) => (
                <li key={d.id}>
                  <a href={`/admin/cases/${view.reference}/files/${d.fileId}`} className={linkClass}>
                    {d.title}
                  </a>{" "}
                  ({caseDate(d.at)})
                </li>
              ))}
            </ul>
            {alert("deliverable")}
            {open ? (
              <Form
                method="post"
                encType="multipart/form-data"
                preventScrollReset
                key={`del-${formKey}`}
                className="mt-3 grid gap-2"
              >
                <input type="hidden" name="intent" value="deliverable" />
                <label htmlFor="f-title" className={labelClass}>
                  Title · {CLIENT_READS}
                </label>
                <input
                  id="f-title"
                  name="title"
                  required
                  maxLength={120}
                  placeholder="e.g. Filing acknowledgement"
                  className={inputClass}
                />
                <FieldError id="f-title-error" message={err("deliverable", "title")} />
                <label htmlFor="f-file" className={labelClass}>
                  File
                </label>
                <input
                  id="f-file"
                  name={UPLOAD_FIELD}
                  type="file"
                  required
                  accept={UPLOAD_ACCEPT}
                  className={fileInputClass}
                  aria-describedby="f-file-hint"
                />
                <p id="f-file-hint" className="text-sm">
                  {UPLOAD_HINT}
                </p>
                <Button type="submit" variant="outline" disabled={busy}>
                  Hand over to the client
                </Button>
              </Form>
            ) : null}
          </Card>

          {open ? (
            <Card id="assign" title="Expert">
              {alert("reassign")}
              <Form method="post" preventScrollReset key={`asg-${formKey}`} className="mt-2 grid gap-2">
                <input type="hidden" name="intent" value="reassign" />
                <input type="hidden" name="version" value={view.version} />
                <SelectField
                  label="Hand the case to (the client is told the new name)"
                  name="expert"
                  options={staff.map((s) => ({ value: s.id, label: s.name }))}
                  defaultValue={view.expertStaffId ?? ""}
                  error={err("reassign", "expert")}
                />
                <Button type="submit" variant="outline" disabled={busy}>
                  Reassign
                </Button>
              </Form>
            </Card>
          ) : null}

          {open ? (
            <Card id="close" title="Close the case">
              {alert("close")}
              <Form method="post" preventScrollReset key={`cls-${formKey}`} className="mt-2 grid gap-2">
                <input type="hidden" name="intent" value="close" />
                <input type="hidden" name="version" value={view.version} />
                <label htmlFor="f-close" className={labelClass}>
                  Why · {TEAM_ONLY} (the client is told only that it is closed)
                </label>
                <input
                  id="f-close"
                  name="reason"
                  required
                  maxLength={500}
                  className={inputClass}
                  aria-describedby="f-close-error"
                />
                <FieldError id="f-close-error" message={err("close", "reason")} />
                <Button type="submit" variant="outline" disabled={busy}>
                  Close the case
                </Button>
              </Form>
            </Card>
          ) : null}

          <Card id="history" title="History">
            <CaseHistory events={view.events} />
          </Card>
        </div>
      </div>
    </>
  );
}
