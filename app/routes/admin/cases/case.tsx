import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import {
  addDeliverable,
  advanceStage,
  closeCase,
  nextStages,
  reassignCase,
  recordReferences,
  reviewDocument,
  staffMessage,
} from "#app/features/cases/case-actions.server.ts";
import { readCase } from "#app/features/cases/case-view.server.ts";
import { caseByReference } from "#app/features/cases/cases.server.ts";
import { CaseConsole } from "#app/features/cases/console-case-ui.tsx";
import { BODY_LIMITS, readForm } from "#app/features/leads/actions.server.ts";
import { UPLOAD_FIELD } from "#app/features/leads/upload-rules.ts";
import { readUpload } from "#app/features/leads/uploads.server.ts";
import { adminMeta, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import { listAssignableStaff } from "#app/features/staff/inbox.server.ts";
import { linkClass } from "#app/features/staff/inbox-ui.tsx";
import { StorageError } from "#app/features/storage/upload-storage.server.ts";
import type { Route } from "./+types/case";

/**
 * /admin/cases/:reference: the case in full for staff: advance a stage (with the references it
 * records), review each document, message the client, internal notes, deliverables, reassign, close,
 * and the whole history. Every form posts without JavaScript and keeps the scroll position with it.
 */
export const handle = { access: "staff" };

const notFound = () => data("Not found", { status: 404, headers: noStoreHeaders() });

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "staff");
  const { db } = appContextOf(args.context);
  const c = await caseByReference(db, args.params.reference);
  if (!c) throw notFound();
  let next: { key: string; title: string }[] = [];
  try {
    next = nextStages(c.serviceSlug, c.stageKey).map((s) => ({ key: s.key, title: s.title }));
  } catch {}
  const [view, staff] = await Promise.all([readCase(db, c, "staff"), listAssignableStaff(db)]);
  return data({ view, next, staff }, { headers: noStoreHeaders() });
}

export type CaseActionData = {
  intent: string;
  target?: string;
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
};
const reply = (r: CaseActionData, status = 200) => data(r, { status, headers: noStoreHeaders() });

const str = (form: FormData, name: string, max = 5000) => {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, max) : "";
};

export async function action(args: Route.ActionArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db, config, content, ip } = appContextOf(args.context);
  const c = await caseByReference(db, args.params.reference);
  if (!c) throw notFound();
  const form = await readForm(args.request, BODY_LIMITS.consultation);
  if (!(form instanceof FormData))
    return reply({ intent: "", ok: false, message: "The form could not be read. Please try again." }, 400);
  const intent = str(form, "intent", 20);
  const ctx = { actor: { id: staff.id, name: staff.name }, ip, siteUrl: config.siteUrl, siteName: content.site.name };
  const version = Number(str(form, "version", 12));
  const values: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (k.startsWith("ref_") && typeof v === "string") values[k.slice(4)] = v.slice(0, 300);
  let target: string | undefined;
  let result: Awaited<ReturnType<typeof advanceStage>>;
  switch (intent) {
    case "advance":
      result = await advanceStage(db, c, { ...ctx, version, to: str(form, "to", 60), values });
      break;
    case "references":
      result = await recordReferences(db, c, { ...ctx, values });
      break;
    case "review":
      target = str(form, "document", 40);
      result = await reviewDocument(db, c, {
        ...ctx,
        documentId: target,
        decision: str(form, "decision", 10),
        reason: str(form, "reason", 600),
      });
      break;
    case "message":
    case "note":
      result = await staffMessage(db, c, { ...ctx, body: str(form, "body", 5000), internal: intent === "note" });
      break;
    case "reassign":
      result = await reassignCase(db, c, { ...ctx, version, expertId: str(form, "expert", 40) });
      break;
    case "close":
      result = await closeCase(db, c, { ...ctx, version, reason: str(form, "reason", 600) });
      break;
    case "deliverable": {
      const upload = await readUpload(form.get(UPLOAD_FIELD));
      if (!upload.ok) return reply({ intent, ok: false, message: upload.error }, 400);
      if (!upload.upload) return reply({ intent, ok: false, message: "Choose the file to hand over." }, 400);
      try {
        result = await addDeliverable(db, c, {
          ...ctx,
          title: str(form, "title", 200),
          upload: upload.upload,
          storage: config.uploads,
        });
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        console.error(`cases: ${error.message}`);
        return reply(
          { intent, ok: false, message: "The file could not be stored just now. Nothing was saved; try again shortly." },
          503,
        );
      }
      break;
    }
    default:
      return reply({ intent, ok: false, message: "Unknown action." }, 400);
  }
  if (!result.ok && result.status === 404) throw notFound();
  return reply(
    { intent, target, ok: result.ok, message: result.message, ...(result.ok ? {} : { fieldErrors: result.fieldErrors }) },
    result.ok ? 200 : result.status,
  );
}

/** After a refused stale change (409) reload, so the page shows what the other person did. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const headers = () => noStoreHeaders();
export const meta = ({ loaderData: d }: Route.MetaArgs) => adminMeta(d ? `${d.view.reference} ${d.view.clientName}` : "Case");

export default function AdminCase({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <p className="mb-2 text-sm">
        <Link to="/admin/cases" className={linkClass}>
          Back to cases
        </Link>
      </p>
      <CaseConsole {...loaderData} result={actionData as CaseActionData | undefined} />
    </div>
  );
}
