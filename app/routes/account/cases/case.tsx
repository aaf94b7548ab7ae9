import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { requireClient } from "#app/features/accounts/guard.server.ts";
import { PortalPage } from "#app/features/accounts/portal-ui.tsx";
import { postClientMessage, uploadCaseDocument } from "#app/features/cases/case-portal.server.ts";
import {
  cardClass,
  caseDate,
  DocumentState,
  fileInputClass,
  linkClass,
  MessageList,
  ReferenceList,
  Section,
  StageTimeline,
  sizeLabel,
  textareaClass,
} from "#app/features/cases/case-ui.tsx";
import { readCase } from "#app/features/cases/case-view.server.ts";
import { clientCase } from "#app/features/cases/cases.server.ts";
import { CaseQuotes } from "#app/features/cases/client-quotes.tsx";
import { CLIENT_MESSAGE_MAX } from "#app/features/cases/limits.ts";
import { clientQuoteSummaries } from "#app/features/cases/quotes.server.ts";
import { BODY_LIMITS, readForm } from "#app/features/leads/actions.server.ts";
import { UPLOAD_ACCEPT, UPLOAD_FIELD, UPLOAD_HINT } from "#app/features/leads/upload-rules.ts";
import { readUpload } from "#app/features/leads/uploads.server.ts";
import { formatPaise } from "#app/features/payments/money.ts";
import { FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import { StorageError } from "#app/features/storage/upload-storage.server.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/case";

/**
 * /account/cases/:reference: one of the client's cases: stages and dates, the checklist with an
 * upload per item, messages with the expert, references, deliverables and payments. Another
 * client's case is a plain 404. Every form posts without JavaScript.
 */
export const handle = { access: "client" };

const notFound = () => data("Not found", { status: 404, headers: noStoreHeaders() });

export async function loader(args: Route.LoaderArgs) {
  const { account } = await requireClient(args);
  const { db } = appContextOf(args.context);
  const c = await clientCase(db, account.email, args.params.reference);
  if (!c) throw notFound();
  const [view, quotes] = await Promise.all([readCase(db, c, "client"), clientQuoteSummaries(db, account, new Date(), c.id)]);
  return data({ name: account.name || account.email, view, quotes }, { headers: noStoreHeaders() });
}

type Reply = { intent: "upload" | "message"; item?: string; ok: boolean; message: string };
const reply = (r: Reply, status = 200) => data(r, { status, headers: noStoreHeaders() });

export async function action(args: Route.ActionArgs) {
  const { account } = await requireClient(args);
  const { db, config, ip } = appContextOf(args.context);
  const c = await clientCase(db, account.email, args.params.reference);
  if (!c) throw notFound();
  const limited = await hitRateLimit(db, `account-post:${ip}`, config.rateLimitPerMinute, 60);
  if (!limited.ok) return reply({ intent: "message", ok: false, message: "Too many requests. Please wait a minute." }, 429);
  const form = await readForm(args.request, BODY_LIMITS.consultation);
  if (!(form instanceof FormData)) {
    const refused = form as unknown as { data: { formError?: string }; init: ResponseInit | null };
    return reply(
      { intent: "upload", ok: false, message: refused.data.formError ?? "The form could not be read." },
      refused.init?.status ?? 400,
    );
  }
  const site = { siteUrl: config.siteUrl };
  const actorLabel = account.name || c.clientName || account.email;
  if (form.get("intent") === "upload") {
    const item = String(form.get("item") ?? "");
    const document = await readUpload(form.get(UPLOAD_FIELD));
    if (!document.ok) return reply({ intent: "upload", item, ok: false, message: document.error }, 400);
    if (!document.upload) return reply({ intent: "upload", item, ok: false, message: "Choose a file to upload." }, 400);
    try {
      const result = await uploadCaseDocument(db, c, {
        itemKey: item,
        upload: document.upload,
        storage: config.uploads,
        actorLabel,
        ...site,
      });
      return reply({ intent: "upload", item, ok: result.ok, message: result.message }, result.ok ? 200 : result.status);
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      console.error(`cases: ${error.message}`);
      return reply(
        {
          intent: "upload",
          item,
          ok: false,
          message: "We could not store your document just now. Nothing was saved; please try again in a few minutes.",
        },
        503,
      );
    }
  }
  const result = await postClientMessage(db, c, { body: form.get("message"), actorLabel, ...site });
  return reply({ intent: "message", ok: result.ok, message: result.message }, result.ok ? 200 : result.status);
}

export const headers = () => noStoreHeaders();
export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.view.serviceTitle ?? "Case"} (${loaderData?.view.reference ?? ""}) | Nyayik` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AccountCase({ loaderData, actionData }: Route.ComponentProps) {
  const { name, view } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: string, item?: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (!item || navigation.formData?.get("item") === item);
  const feedback = (intent: Reply["intent"], item?: string) =>
    actionData?.intent === intent && (!item || actionData.item === item) ? (
      <FormAlert tone={actionData.ok ? "ok" : "error"} message={actionData.message} />
    ) : null;
  const current = view.stages.find((s) => s.state === "current");
  const open = view.status === "open";
  return (
    <PortalPage title={view.serviceTitle} name={name}>
      <p className="mt-4">
        <Link to="/account/cases" className={`text-sm ${linkClass}`}>
          ← All my cases
        </Link>
      </p>
      <dl className={`mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 ${cardClass}`}>
        <dt className="font-semibold">Case</dt>
        <dd>{view.reference}</dd>
        <dt className="font-semibold">Your expert</dt>
        <dd>{view.expertName ?? "Being assigned"}</dd>
        <dt className="font-semibold">Now</dt>
        <dd>{open ? (current?.title ?? "—") : "Closed"}</dd>
        {open && view.stageDueAt ? (
          <>
            <dt className="font-semibold">Expected by</dt>
            <dd>{caseDate(view.stageDueAt)}</dd>
          </>
        ) : null}
      </dl>

      <Section id="stages" title="Where your case stands">
        <StageTimeline stages={view.stages} audience="client" />
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Dates are our expectation in working days; a government office can take longer. We tell you by e-mail at every step.
        </p>
      </Section>

      <Section id="documents" title="Documents we need">
        {view.documents.length === 0 ? <p className="mt-2">No documents are needed from you.</p> : null}
        <ul className="mt-3 space-y-3">
          {view.documents.map((d) => (
            <li key={d.id} id={`doc-${d.itemKey}`} className={`scroll-mt-20 ${cardClass}`}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-semibold text-slate-900 dark:text-white">
                  {d.name}
                  {d.required ? "" : " (if it applies)"}
                </p>
                <DocumentState state={d.state} audience="client" />
              </div>
              {d.why ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Why: {d.why}</p> : null}
              {d.state === "returned" && d.reason ? (
                <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
                  <strong>Sent back:</strong> {d.reason}
                </p>
              ) : null}
              {d.files.length > 0 ? (
                <ul className="mt-2 space-y-1 text-sm">
                  {d.files.map((f) => (
                    <li key={f.id}>
                      <a href={`/account/cases/${view.reference}/files/${f.id}`} download className={linkClass}>
                        {f.filename}
                      </a>{" "}
                      <span className="text-slate-600 dark:text-slate-300">
                        ({sizeLabel(f.size)}, sent {caseDate(f.at)})
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {open && d.state !== "accepted" ? (
                <Form method="post" encType="multipart/form-data" className="mt-3" preventScrollReset>
                  {feedback("upload", d.itemKey)}
                  <input type="hidden" name="intent" value="upload" />
                  <input type="hidden" name="item" value={d.itemKey} />
                  <label htmlFor={`f-${d.itemKey}`} className="block text-sm font-semibold text-slate-800 dark:text-slate-100">
                    {d.files.length > 0 ? "Send a new copy" : "Upload"}: {d.name}
                  </label>
                  <input
                    id={`f-${d.itemKey}`}
                    name={UPLOAD_FIELD}
                    type="file"
                    required
                    accept={UPLOAD_ACCEPT}
                    aria-describedby={`f-${d.itemKey}-hint`}
                    className={fileInputClass}
                  />
                  <p id={`f-${d.itemKey}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                    {UPLOAD_HINT}
                  </p>
                  <Button type="submit" variant="outline" className="mt-2" disabled={busy("upload", d.itemKey)}>
                    {busy("upload", d.itemKey) ? "Uploading..." : "Upload"}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="references" title="References recorded">
        <ReferenceList references={view.references} />
      </Section>

      <Section id="deliverables" title="Ready for you">
        {view.deliverables.length === 0 ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            Nothing yet. Certificates, acknowledgements and drafts appear here.
          </p>
        ) : (
          <ul className="mt-2 space-y-1">
            {view.deliverables.map((d) => (
              <li key={d.id}>
                <a href={`/account/cases/${view.reference}/files/${d.fileId}`} download className={linkClass}>
                  {d.title}
                </a>{" "}
                <span className="text-sm text-slate-600 dark:text-slate-300">({caseDate(d.at)})</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="payments" title="Payments and receipts">
        {view.payment ? (
          <p className="mt-2">
            {formatPaise(view.payment.amountPaise)} {view.payment.status === "paid" ? "paid" : view.payment.status}
            {view.payment.paidAt ? ` on ${caseDate(view.payment.paidAt)}` : ""} ·{" "}
            <Link to={`/account/payments/${view.payment.id}/receipt`} className={linkClass}>
              Receipt
            </Link>
          </p>
        ) : (
          <p className="mt-2 text-slate-700 dark:text-slate-300">No payment is linked to this case.</p>
        )}
        <CaseQuotes quotes={loaderData.quotes} />
      </Section>

      <Section id="messages" title="Messages with your expert">
        <MessageList messages={view.messages} />
        {open ? (
          <Form
            method="post"
            className="mt-4"
            preventScrollReset
            key={actionData?.intent === "message" && actionData.ok ? "sent" : "draft"}
          >
            {feedback("message")}
            <input type="hidden" name="intent" value="message" />
            <label htmlFor="f-message" className="block text-sm font-semibold text-slate-800 dark:text-slate-100">
              Your message to {view.expertName ?? "your expert"}
            </label>
            <textarea id="f-message" name="message" rows={4} required maxLength={CLIENT_MESSAGE_MAX} className={textareaClass} />
            <Button type="submit" className="mt-3" disabled={busy("message")}>
              {busy("message") ? "Sending..." : "Send message"}
            </Button>
          </Form>
        ) : null}
      </Section>
    </PortalPage>
  );
}
