import { data, redirect } from "react-router";
import { getPayment } from "#app/features/payments/payments.server.ts";
import { loadReceipt } from "#app/features/payments/receipt-data.server.ts";
import { ReceiptDocument, receiptSite } from "#app/features/payments/receipt-document.tsx";
import { PRIVATE_PAGE_HEADERS, serverContext } from "#app/features/payments/request.server.ts";
import type { Route } from "./+types/receipt";

/** /payments/:id/receipt: the payment's receipt. The id is a random UUID, known only to the payer (and us). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = serverContext(context);
  const payment = await getPayment(ctx.db, params.id);
  if (!payment) throw data("Not found", { status: 404 });
  if (payment.status === "failed") throw redirect(`/payments/${payment.id}/failed`, 303);
  return data({ receipt: await loadReceipt(ctx.db, payment), site: receiptSite(ctx.content) }, { headers: PRIVATE_PAGE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.receipt.status === "paid" ? "Payment receipt" : "Confirming your payment" },
  { name: "robots", content: "noindex, nofollow" },
  // While the gateway's confirmation is on its way, look again every 5 seconds (works without JavaScript).
  ...(loaderData?.receipt.status === "created" ? [{ httpEquiv: "refresh", content: "5" }] : []),
];

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { receipt, site } = loaderData;
  return (
    <ReceiptDocument
      receipt={receipt}
      site={site}
      pdfHref={`/payments/${receipt.id}/receipt.pdf`}
      back={{ href: "/", label: "Back to Home" }}
    />
  );
}
