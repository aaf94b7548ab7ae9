import { data } from "react-router";
import { getPayment } from "#app/features/payments/payments.server.ts";
import { loadReceipt } from "#app/features/payments/receipt-data.server.ts";
import { renderReceiptPdf } from "#app/features/payments/receipt-pdf.server.ts";
import { PRIVATE_PAGE_HEADERS, serverContext } from "#app/features/payments/request.server.ts";
import type { Route } from "./+types/receipt-pdf";

/** /payments/:id/receipt.pdf: the receipt as a PDF download; only a paid payment has one. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = serverContext(context);
  const payment = await getPayment(ctx.db, params.id);
  if (payment?.status !== "paid") throw data("Not found", { status: 404 });
  const pdf = await renderReceiptPdf(
    await loadReceipt(ctx.db, payment),
    { name: ctx.content.site.name, ...ctx.content.facts },
    ctx.config.siteUrl,
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE_PAGE_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="receipt-${payment.id.slice(0, 8)}.pdf"`,
    },
  });
}
