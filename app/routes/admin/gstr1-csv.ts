import { recordAudit } from "#app/features/auth/audit.server.ts";
import { billingDocumentsBetween } from "#app/features/billing/exports.server.ts";
import { GSTR1_COLUMNS, GSTR1_TABLES, type Gstr1Table, gstr1Rows, monthRange } from "#app/features/billing/gstr1.ts";
import { noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { toCsv } from "#app/features/staff/csv.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/gstr1-csv";

/**
 * /admin/gstr1.csv?month=2026-11&table=b2b|b2cs|cdnr: a month's invoices and credit notes as the
 * GSTR-1 table the accountant files (decision 104). Audited like the payments export.
 */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db, ip } = appContextOf(args.context);
  const query = new URL(args.request.url).searchParams;
  const month = query.get("month") ?? "";
  const table = query.get("table") ?? "";
  const range = monthRange(month);
  const known = (GSTR1_TABLES as readonly string[]).includes(table);
  if (!range || !known) {
    const problems = [
      ...(range ? [] : ["Month must look like 2026-11."]),
      ...(known ? [] : [`Table must be one of ${GSTR1_TABLES.join(", ")}.`]),
    ];
    return new Response(`${problems.join("\n")}\n`, {
      status: 400,
      headers: { ...noStoreHeaders(), "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const t = table as Gstr1Table;
  const docs = await billingDocumentsBetween(db, range.from, range.to);
  const rows = gstr1Rows(t, docs.invoices, docs.notes);
  await recordAudit(db, {
    actor: { kind: "staff", id: staff.id, label: staff.name },
    action: "billing.gstr1_export",
    target: null,
    ip,
    detail: { month, table: t, rows: rows.length },
  });
  return new Response(toCsv(GSTR1_COLUMNS[t], rows), {
    headers: {
      ...noStoreHeaders(),
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="gstr1-${t}-${month}.csv"`,
    },
  });
}
