import { data } from "react-router";
import { requireClient } from "#app/features/accounts/guard.server.ts";
import { getClientPayment } from "#app/features/accounts/portal.server.ts";
import { loadReceipt } from "#app/features/payments/receipt-data.server.ts";
import { ReceiptDocument, receiptSite } from "#app/features/payments/receipt-document.tsx";
import { noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/receipt";

/**
 * /account/payments/:id/receipt: the receipt of one of the client's paid payments. Unlike the
 * public receipt (known by its random id), this one checks the payment was made with the
 * session's verified e-mail: any other id is a 404.
 */
export const handle = { access: "client" };

export async function loader(args: Route.LoaderArgs) {
  const { account } = await requireClient(args);
  const { db, content } = appContextOf(args.context);
  const payment = await getClientPayment(db, account, args.params.id);
  if (payment?.status !== "paid") throw data("Not found", { status: 404, headers: noStoreHeaders() });
  return data({ receipt: await loadReceipt(db, payment), site: receiptSite(content) }, { headers: noStoreHeaders() });
}

export const headers = () => noStoreHeaders();
export const meta = () => [{ title: "Payment receipt | Nyayik" }, { name: "robots", content: "noindex, nofollow" }];

export default function AccountReceipt({ loaderData }: Route.ComponentProps) {
  const { receipt, site } = loaderData;
  return (
    <ReceiptDocument
      receipt={receipt}
      site={site}
      pdfHref={`/account/payments/${receipt.id}/receipt.pdf`}
      back={{ href: "/account", label: "Back to my requests" }}
    />
  );
}
