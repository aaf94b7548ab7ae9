import { data } from "react-router";
import { requireClient } from "#app/features/accounts/guard.server.ts";
import { getClientDocument } from "#app/features/accounts/portal.server.ts";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import { readUploadBytes } from "#app/features/storage/upload-storage.server.ts";
import type { Route } from "./+types/document";

/**
 * GET /account/documents/:id: one of the client's own documents, always as an attachment (never
 * rendered inline). Another e-mail's document is a 404, the same as one that does not exist.
 */
export const handle = { access: "client" };

export async function loader(args: Route.LoaderArgs) {
  const { account } = await requireClient(args);
  const { db, config } = appContextOf(args.context);
  const document = await getClientDocument(db, account, args.params.id);
  if (!document) throw data("Not found", { status: 404 });
  const bytes = await readUploadBytes(db, config.uploads, document);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": document.contentType,
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(document.filename)}`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
