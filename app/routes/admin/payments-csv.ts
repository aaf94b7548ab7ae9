import { recordAudit } from "#app/features/auth/audit.server.ts";
import { CSV_COLUMNS, parsePaymentFilters, paymentsForExport } from "#app/features/payments/console.server.ts";
import { paiseToRupeesText } from "#app/features/payments/money.ts";
import { formatIst } from "#app/features/payments/receipt.server.ts";
import { noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { csvFilename, toCsv } from "#app/features/staff/csv.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/payments-csv";

/**
 * /admin/payments.csv: the payments list as a spreadsheet (the same filters as the page), UTF-8
 * with a BOM, formula-like cells neutralised. Each export is audited with its filters and row count.
 */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db, ip } = appContextOf(args.context);
  const { filters, errors } = parsePaymentFilters(new URL(args.request.url).searchParams);
  if (errors.length) {
    return new Response(`${errors.join("\n")}\n`, {
      status: 400,
      headers: { ...noStoreHeaders(), "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const rows = await paymentsForExport(db, { ...filters, after: undefined });
  const when = (d: Date | null) => (d ? formatIst(d) : "");
  const body = toCsv(
    CSV_COLUMNS,
    rows.map((p) => [
      formatIst(p.createdAt),
      p.id,
      p.status,
      p.serviceTitle,
      p.slug,
      paiseToRupeesText(p.actualPaise),
      paiseToRupeesText(p.amountPaise),
      p.coupon ?? "",
      paiseToRupeesText(p.refundedPaise),
      paiseToRupeesText(p.amountPaise - p.refundedPaise),
      p.customerName,
      p.customerEmail,
      p.customerPhone,
      p.gateway,
      p.gatewayLinkId ?? "",
      p.gatewayPaymentId ?? "",
      when(p.paidAt),
      when(p.callbackAt),
      when(p.webhookAt),
    ]),
  );
  const { after: _after, ...shown } = filters;
  await recordAudit(db, {
    actor: { kind: "staff", id: staff.id, label: staff.name },
    action: "payments.export",
    target: null,
    ip,
    detail: { rows: rows.length, filters: Object.fromEntries(Object.entries(shown).filter(([, v]) => v)) },
  });
  return new Response(body, {
    headers: {
      ...noStoreHeaders(),
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFilename("payments")}"`,
    },
  });
}
