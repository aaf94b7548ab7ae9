import { redirect } from "react-router";
import { requireClient } from "#app/features/accounts/guard.server.ts";
import { exportClientData } from "#app/features/accounts/privacy.server.ts";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/export";

/**
 * POST /account/export: everything we hold about the signed-in client as a JSON download (DPDP Act
 * 2023, s.11). A POST (from the button on /account) because each export is written to the audit log.
 */
export const handle = { access: "client" };

export async function loader(args: Route.LoaderArgs) {
  await requireClient(args);
  throw redirect("/account");
}

export async function action(args: Route.ActionArgs) {
  const { account } = await requireClient(args);
  const { db, ip } = appContextOf(args.context);
  const exported = await exportClientData(db, account, { ip });
  const day = exported.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="nyayik-my-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
