import { data } from "react-router";
import { requireClient } from "#app/features/accounts/guard.server.ts";
import { getClientPayment } from "#app/features/accounts/portal.server.ts";
import { loadReceipt } from "#app/features/payments/receipt-data.server.ts";
import { renderReceiptPdf } from "#app/features/payments/receipt-pdf.server.ts";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/receipt-pdf";

/** /account/payments/:id/receipt.pdf: the PDF of one of the client's paid payments; any other id is a 404. */
export const handle = { access: "client" };

export async function loader(args: Route.LoaderArgs) {
  const { account } = await requireClient(args);
  const { db, content, config } = appContextOf(args.context);
  const payment = await getClientPayment(db, account, args.params.id);
  if (payment?.status !== "paid") throw data("Not found", { status: 404 });
  const pdf = await renderReceiptPdf(
    await loadReceipt(db, payment),
    { name: content.site.name, ...content.facts },
    config.siteUrl,
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Cache-Control": "no-store",
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="receipt-${payment.id.slice(0, 8)}.pdf"`,
    },
  });
}
