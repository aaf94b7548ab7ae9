import { data } from "react-router";
import { requireClient } from "#app/features/accounts/guard.server.ts";
import { caseFile } from "#app/features/cases/case-view.server.ts";
import { clientCase } from "#app/features/cases/cases.server.ts";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import { readUploadBytes } from "#app/features/storage/upload-storage.server.ts";
import type { Route } from "./+types/file";

/**
 * GET /account/cases/:reference/files/:fileId: a document the client sent or a deliverable, always
 * as an attachment. Another client's case or file is a 404, like one that does not exist.
 */
export const handle = { access: "client" };

export async function loader(args: Route.LoaderArgs) {
  const { account } = await requireClient(args);
  const { db, config } = appContextOf(args.context);
  const c = await clientCase(db, account.email, args.params.reference);
  const file = c ? await caseFile(db, c.id, args.params.fileId) : undefined;
  if (!file) throw data("Not found", { status: 404 });
  const bytes = await readUploadBytes(db, config.uploads, file);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
