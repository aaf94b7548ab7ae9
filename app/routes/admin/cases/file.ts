import { data } from "react-router";
import { recordAudit } from "#app/features/auth/audit.server.ts";
import { caseFile } from "#app/features/cases/case-view.server.ts";
import { caseByReference } from "#app/features/cases/cases.server.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import { readUploadBytes } from "#app/features/storage/upload-storage.server.ts";
import type { Route } from "./+types/file";

/** GET /admin/cases/:reference/files/:fileId: a case document or deliverable, as an attachment; each download is audited. */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db, config, ip } = appContextOf(args.context);
  const c = await caseByReference(db, args.params.reference);
  const file = c ? await caseFile(db, c.id, args.params.fileId) : undefined;
  if (!c || !file) throw data("Not found", { status: 404 });
  const bytes = await readUploadBytes(db, config.uploads, file);
  await recordAudit(db, {
    actor: { kind: "staff", id: staff.id, label: staff.name },
    action: "case.file_download",
    target: { kind: "case", id: c.reference },
    ip,
    detail: { fileId: file.id, filename: file.filename },
  });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
