import { redirect } from "react-router";
import { recordAudit } from "#app/features/auth/audit.server.ts";
import { destroySession } from "#app/features/auth/session.server.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/logout";

export const handle = { access: "staff" };

/** GET /admin/logout does nothing (sign-out is a POST from the top bar): back to the console. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "staff");
  throw redirect("/admin");
}

/** POST /admin/logout: deletes the session row and clears the cookie. */
export async function action(args: Route.ActionArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db, config, ip } = appContextOf(args.context);
  const setCookie = await destroySession(db, { kind: "staff", request: args.request, siteUrl: config.siteUrl });
  await recordAudit(db, {
    actor: { kind: "staff", id: staff.id, label: staff.name },
    action: "staff.sign_out",
    target: { kind: "staff", id: staff.id },
    ip,
  });
  throw redirect("/admin/login", { headers: { "Set-Cookie": setCookie, "Cache-Control": "no-store" } });
}
