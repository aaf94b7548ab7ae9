import { data } from "react-router";
import { recordAudit } from "#app/features/auth/audit.server.ts";
import { getPayment } from "#app/features/payments/payments.server.ts";
import { loadReceipt } from "#app/features/payments/receipt-data.server.ts";
import { renderReceiptPdf } from "#app/features/payments/receipt-pdf.server.ts";
import { noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/payment-receipt-pdf";

/** /admin/payments/:id/receipt.pdf: the receipt PDF for staff, with the download in the audit log. */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args, "staff");
  const { db, content, config, ip } = appContextOf(args.context);
  const payment = await getPayment(db, args.params.id);
  if (payment?.status !== "paid") throw data("Not found", { status: 404 });
  const pdf = await renderReceiptPdf(await loadReceipt(db, payment), content.site, config.siteUrl);
  await recordAudit(db, {
    actor: { kind: "staff", id: staff.id, label: staff.name },
    action: "payment.receipt_downloaded",
    target: { kind: "payment", id: payment.id },
    ip,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...noStoreHeaders(),
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="receipt-${payment.id.slice(0, 8)}.pdf"`,
    },
  });
}
