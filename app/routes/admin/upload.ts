import { data } from "react-router";
import { downloadUpload } from "#app/features/staff/downloads.server.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/upload";

/** /admin/uploads/:id: a consultation's document, as a download only (audited). */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db, ip, config } = appContextOf(args.context);
  const response = await downloadUpload(db, args.params.id, staff, ip, config.uploads);
  if (!response) throw data("Not found", { status: 404 });
  return response;
}
