import { eq } from "drizzle-orm";
import { data, Link } from "react-router";
import { cases, quotes } from "#app/db/schema.server.ts";
import { longDate } from "#app/features/cases/quote-mails.ts";
import { QuoteTable } from "#app/features/cases/quote-view.tsx";
import { getQuote, quoteStatusLabel, quoteViewData } from "#app/features/cases/quotes.server.ts";
import { adminMeta, FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { formatIst } from "#app/features/staff/format.ts";
import { appContextOf, requireStaff } from "#app/features/staff/guard.server.ts";
import { Badge, cardClass, linkClass, PageTitle } from "#app/features/staff/inbox-ui.tsx";
import type { Route } from "./+types/view";

/** /admin/quotes/:id: one quote as sent (or drafted), its versions, and where to revise it. */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "staff");
  const { db } = appContextOf(args.context);
  const q = await getQuote(db, args.params.id);
  if (!q) throw data("Not found", { status: 404 });
  const versions = await db
    .select({ id: quotes.id, reference: quotes.reference, status: quotes.status, version: quotes.version })
    .from(quotes)
    .where(eq(quotes.chainId, q.chainId))
    .orderBy(quotes.version);
  const [linked] = q.caseId ? await db.select({ reference: cases.reference }).from(cases).where(eq(cases.id, q.caseId)) : [];
  const url = new URL(args.request.url);
  return data(
    {
      view: quoteViewData(q),
      id: q.id,
      status: q.status,
      statusLabel: quoteStatusLabel[q.status],
      client: { name: q.clientName, email: q.clientEmail },
      by: q.createdByLabel,
      sentAt: q.sentAt ? formatIst(q.sentAt) : null,
      paidAt: q.paidAt ? formatIst(q.paidAt) : null,
      paymentId: q.paymentId,
      caseReference: linked?.reference ?? null,
      lead: q.leadKind && q.leadId ? `/admin/inbox/${q.leadKind}/${q.leadId}` : null,
      canRevise: q.status !== "paid" && q.status !== "superseded",
      versions: versions.map((v) => ({ ...v, status: quoteStatusLabel[v.status] })),
      flash: url.searchParams.has("sent")
        ? "Quote sent: the client has been e-mailed."
        : url.searchParams.has("saved")
          ? "Draft saved."
          : null,
    },
    { headers: noStoreHeaders() },
  );
}

export const headers = () => noStoreHeaders();
export const meta = ({ loaderData: d }: Route.MetaArgs) => adminMeta(`Quote ${d?.view.reference ?? ""}`);

export default function QuotePage({ loaderData: d }: Route.ComponentProps) {
  return (
    <div>
      <PageTitle title={`Quote ${d.view.reference}`}>
        <Badge>{d.statusLabel}</Badge>
      </PageTitle>
      <FormAlert tone="ok" message={d.flash} />
      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="h-quote" className={`${cardClass} lg:col-span-2`}>
          <h2 id="h-quote" className="text-lg font-semibold">
            {d.view.serviceTitle} for {d.client.name}
          </h2>
          <p className="mt-1 text-sm break-all">
            {d.client.email} · valid until {longDate(d.view.validUntil)} · written by {d.by}
            {d.sentAt ? ` · sent ${d.sentAt}` : " · not sent yet"}
            {d.paidAt ? ` · paid ${d.paidAt}` : ""}
          </p>
          <div className="mt-3">
            <QuoteTable q={d.view} />
          </div>
          {d.view.note ? (
            <>
              <h3 className="mt-4 text-sm font-semibold">Note sent to the client</h3>
              <p className="mt-1 whitespace-pre-wrap break-words">{d.view.note}</p>
            </>
          ) : null}
        </section>
        <div className="grid content-start gap-4">
          <section aria-labelledby="h-actions" className={cardClass}>
            <h2 id="h-actions" className="text-lg font-semibold">
              Next
            </h2>
            <ul className="mt-2 grid gap-2">
              {d.canRevise ? (
                <li>
                  <Link to={`/admin/quotes/new?revise=${d.id}`} className={linkClass}>
                    {d.status === "draft" ? "Edit or send this draft" : "Revise (sends a new version)"}
                  </Link>
                </li>
              ) : null}
              {d.paymentId ? (
                <li>
                  <Link to={`/admin/payments/${d.paymentId}`} className={linkClass}>
                    The payment
                  </Link>
                </li>
              ) : null}
              {d.caseReference ? (
                <li>
                  <Link to={`/admin/cases/${d.caseReference}`} className={linkClass}>
                    The case {d.caseReference}
                  </Link>
                </li>
              ) : null}
              {d.lead ? (
                <li>
                  <Link to={d.lead} className={linkClass}>
                    The lead
                  </Link>
                </li>
              ) : null}
            </ul>
          </section>
          <section aria-labelledby="h-versions" className={cardClass}>
            <h2 id="h-versions" className="text-lg font-semibold">
              Versions
            </h2>
            <ol className="mt-2 grid gap-1">
              {d.versions.map((v) => (
                <li key={v.id}>
                  {v.id === d.id ? (
                    <strong>{v.reference}</strong>
                  ) : (
                    <Link to={`/admin/quotes/${v.id}`} className={linkClass}>
                      {v.reference}
                    </Link>
                  )}{" "}
                  · {v.status}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </div>
  );
}
