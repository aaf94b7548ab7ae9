import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { requireClient } from "#app/features/accounts/guard.server.ts";
import {
  addClientMessage,
  addClientUpload,
  clientTimeline,
  getClientLead,
  listLeadDocuments,
  type TimelineEntry,
} from "#app/features/accounts/portal.server.ts";
import { clientStatusLabel, MESSAGE_MAX } from "#app/features/accounts/portal-schema.ts";
import { formatDate, formatDateTime, PortalPage, StatusBadge } from "#app/features/accounts/portal-ui.tsx";
import { BODY_LIMITS, readForm } from "#app/features/leads/actions.server.ts";
import { UPLOAD_ACCEPT, UPLOAD_FIELD, UPLOAD_HINT } from "#app/features/leads/upload-rules.ts";
import { readUpload } from "#app/features/leads/uploads.server.ts";
import { FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import { StorageError } from "#app/features/storage/upload-storage.server.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/request";

/**
 * /account/requests/:kind/:id: one of the client's requests (kind consultation|contact) with its
 * status, last change, documents and timeline; while it is open the client can add a document
 * (consultations) or a message. Another e-mail's request is a plain 404.
 */
export const handle = { access: "client" };

const notFound = () => data("Not found", { status: 404, headers: noStoreHeaders() });

export async function loader(args: Route.LoaderArgs) {
  const { account } = await requireClient(args);
  const { db } = appContextOf(args.context);
  const lead = await getClientLead(db, account, args.params.kind, args.params.id);
  if (!lead) throw notFound();
  const [timeline, documents] = await Promise.all([clientTimeline(db, lead), listLeadDocuments(db, lead)]);
  return data(
    {
      name: account.name || account.email,
      lead: {
        kind: lead.kind,
        id: lead.id,
        title: lead.title,
        status: lead.status,
        open: lead.open,
        createdAt: lead.createdAt.toISOString(),
        lastChangeAt: lead.lastChangeAt.toISOString(),
      },
      timeline: timeline.map((e) => ({ ...e, at: e.at.toISOString() })),
      documents: documents.map((d) => ({ id: d.id, filename: d.filename, size: d.size, addedBy: d.addedBy })),
    },
    { headers: noStoreHeaders() },
  );
}

type Reply = { intent: "message" | "upload"; ok: boolean; message: string };
const reply = (r: Reply, status = 200) => data(r, { status, headers: noStoreHeaders() });

export async function action(args: Route.ActionArgs) {
  const { account } = await requireClient(args);
  const { db, config, ip } = appContextOf(args.context);
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
  const { kind, id } = args.params;
  if (form.get("intent") === "upload") {
    if (kind !== "consultation") throw notFound();
    const document = await readUpload(form.get(UPLOAD_FIELD));
    if (!document.ok) return reply({ intent: "upload", ok: false, message: document.error }, 400);
    if (!document.upload) return reply({ intent: "upload", ok: false, message: "Choose a document to upload." }, 400);
    let added: Awaited<ReturnType<typeof addClientUpload>>;
    try {
      added = await addClientUpload(db, account, { id, upload: document.upload }, config.uploads);
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      console.error(`account: ${error.message}`);
      return reply(
        {
          intent: "upload",
          ok: false,
          message: "We could not store your document just now. Nothing was saved; please try again in a few minutes.",
        },
        503,
      );
    }
    if (!added.ok) {
      if (added.status === 404) throw notFound();
      return reply({ intent: "upload", ok: false, message: added.message }, added.status);
    }
    return reply({ intent: "upload", ok: true, message: `${document.upload.filename} is added. Our team has been told.` });
  }
  const added = await addClientMessage(db, account, { kind, id, message: form.get("message") });
  if (!added.ok) {
    if (added.status === 404) throw notFound();
    return reply({ intent: "message", ok: false, message: added.message }, added.status);
  }
  return reply({ intent: "message", ok: true, message: "Your message is sent. Our team will reply by e-mail or phone." });
}

export const headers = () => noStoreHeaders();
export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.lead.title ?? "Request"} | Nyayik` },
  { name: "robots", content: "noindex, nofollow" },
];

function describe(e: Route.ComponentProps["loaderData"]["timeline"][number]): string {
  switch (e.action as TimelineEntry["action"]) {
    case "created":
      return "You sent this request";
    case "status":
      return `Status changed${e.fromStatus ? ` from ${clientStatusLabel(e.fromStatus)}` : ""} to ${clientStatusLabel(e.toStatus ?? "")}`;
    case "reply":
      return "Our team replied";
    case "client_message":
      return "You wrote";
    case "client_upload":
      return "You added a document";
  }
}

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export default function AccountRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { name, lead, timeline, documents } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const feedback = (intent: Reply["intent"]) =>
    actionData?.intent === intent ? <FormAlert tone={actionData.ok ? "ok" : "error"} message={actionData.message} /> : null;
  const textarea =
    "mt-1 block w-full rounded-lg border border-slate-300 bg-white p-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white";
  return (
    <PortalPage title={lead.title} name={name}>
      <p className="mt-4">
        <Link
          to="/account"
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          ← All my requests
        </Link>
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <dt className="font-semibold">Status</dt>
        <dd>
          <StatusBadge status={lead.status} />
        </dd>
        <dt className="font-semibold">Last change</dt>
        <dd>{formatDate(lead.lastChangeAt)}</dd>
        <dt className="font-semibold">Sent</dt>
        <dd>{formatDate(lead.createdAt)}</dd>
        <dt className="font-semibold">Reference</dt>
        <dd className="break-all text-sm">{lead.id}</dd>
      </dl>

      <section aria-labelledby="timeline-h" className="mt-8">
        <h2 id="timeline-h" className="text-xl font-bold text-slate-900 dark:text-white">
          Timeline
        </h2>
        <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
          {timeline.map((e) => (
            <li key={e.id}>
              <p className="font-semibold text-slate-900 dark:text-white">{describe(e)}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">{formatDateTime(e.at)}</p>
              {e.text ? (
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-800 dark:text-slate-200">{e.text}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      {lead.kind === "consultation" ? (
        <section aria-labelledby="documents-h" className="mt-8">
          <h2 id="documents-h" className="text-xl font-bold text-slate-900 dark:text-white">
            Documents
          </h2>
          {documents.length === 0 ? <p className="mt-2">No documents yet.</p> : null}
          <ul className="mt-2 space-y-1">
            {documents.map((d) => (
              <li key={d.id}>
                <a
                  href={`/account/documents/${d.id}`}
                  download
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                >
                  {d.filename}
                </a>{" "}
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  ({sizeLabel(d.size)}, added {d.addedBy === "client" ? "from your account" : "with the request"})
                </span>
              </li>
            ))}
          </ul>
          {lead.open ? (
            <Form method="post" encType="multipart/form-data" className="mt-4">
              {feedback("upload")}
              <input type="hidden" name="intent" value="upload" />
              <label htmlFor="f-document" className="block text-sm font-semibold text-slate-800 dark:text-slate-100">
                Add a document
              </label>
              <input
                id="f-document"
                name={UPLOAD_FIELD}
                type="file"
                required
                accept={UPLOAD_ACCEPT}
                aria-describedby="f-document-hint"
                className="mt-1 block w-full text-sm text-slate-900 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:font-semibold dark:text-slate-100 dark:file:bg-slate-700 dark:file:text-white"
              />
              <p id="f-document-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {UPLOAD_HINT}
              </p>
              <Button type="submit" variant="outline" className="mt-3" disabled={busy("upload")}>
                {busy("upload") ? "Uploading..." : "Upload document"}
              </Button>
            </Form>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="message-h" className="mt-8">
        <h2 id="message-h" className="text-xl font-bold text-slate-900 dark:text-white">
          Send us a message
        </h2>
        {lead.open ? (
          <Form method="post" className="mt-2" key={actionData?.intent === "message" && actionData.ok ? "sent" : "draft"}>
            {feedback("message")}
            <input type="hidden" name="intent" value="message" />
            <label htmlFor="f-message" className="block text-sm font-semibold text-slate-800 dark:text-slate-100">
              Your message
            </label>
            <textarea id="f-message" name="message" rows={4} required maxLength={MESSAGE_MAX} className={textarea} />
            <Button type="submit" className="mt-3" disabled={busy("message")}>
              {busy("message") ? "Sending..." : "Send message"}
            </Button>
          </Form>
        ) : (
          <p className="mt-2">
            This request is {clientStatusLabel(lead.status).toLowerCase()}, so it takes no new documents or messages. Please{" "}
            <Link to="/consultation" className="font-semibold text-brand-700 underline dark:text-brand-300">
              send a new consultation request
            </Link>
            .
          </p>
        )}
      </section>
    </PortalPage>
  );
}
