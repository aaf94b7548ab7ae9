import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import { inboxCsv } from "#app/features/staff/inbox-export.server.ts";
import type { Route } from "./+types/inbox-csv";

/** /admin/inbox.csv: the inbox under the page's filters as CSV (audited). */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db, ip } = appContextOf(args.context);
  return inboxCsv(db, new URL(args.request.url).searchParams, staff, ip);
}
