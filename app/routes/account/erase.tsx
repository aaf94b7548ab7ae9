import { data, Form, Link, type ShouldRevalidateFunction, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { requireClient, signedInHint } from "#app/features/accounts/guard.server.ts";
import { listClientPayments } from "#app/features/accounts/portal.server.ts";
import { ERASE_CONFIRMATION } from "#app/features/accounts/portal-schema.ts";
import { formatDate, PortalPage } from "#app/features/accounts/portal-ui.tsx";
import { eraseClientData, KEPT_REASON } from "#app/features/accounts/privacy.server.ts";
import { clearSessionCookie } from "#app/features/auth/session.server.ts";
import { formatPaise } from "#app/features/payments/money.ts";
import { FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { field, readSmallForm } from "#app/features/staff/forms.server.ts";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/erase";

/**
 * /account/erase: what erasure removes and what the law makes us keep (payments), then a
 * confirmation the client types. The POST erases, signs out and shows what was done.
 */
export const handle = { access: "client" };

export async function loader(args: Route.LoaderArgs) {
  const { account } = await requireClient(args);
  const { db } = appContextOf(args.context);
  const payments = await listClientPayments(db, account);
  return data(
    {
      name: account.name || account.email,
      email: account.email,
      kept: payments.map((p) => ({
        id: p.id,
        service: p.serviceTitle,
        amount: formatPaise(p.amountPaise),
        date: (p.paidAt ?? p.createdAt).toISOString(),
      })),
      keptReason: KEPT_REASON,
    },
    { headers: noStoreHeaders() },
  );
}

export async function action(args: Route.ActionArgs) {
  const { account } = await requireClient(args);
  const { db, config, ip } = appContextOf(args.context);
  const form = await readSmallForm(args.request);
  if (!form) return data({ error: "The form could not be read. Please try again.", erased: null }, { status: 400 });
  if (field(form, "confirm", 40).trim() !== ERASE_CONFIRMATION) {
    return data(
      { error: `Type ${ERASE_CONFIRMATION} in capital letters to confirm. Nothing was erased.`, erased: null },
      { status: 400, headers: noStoreHeaders() },
    );
  }
  const erased = await eraseClientData(db, account, { ip, storage: config.uploads });
  const headers = new Headers(noStoreHeaders());
  headers.append("Set-Cookie", clearSessionCookie("client", config.siteUrl));
  headers.append("Set-Cookie", signedInHint(config.siteUrl, false));
  return data({ error: null, erased }, { headers });
}

/** After erasure the session is gone: reloading this page's data would bounce to sign-in before the summary shows. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult?.erased ? false : defaultShouldRevalidate;

export const headers = () => noStoreHeaders();
export const meta = () => [{ title: "My data | Nyayik" }, { name: "robots", content: "noindex, nofollow" }];

export default function AccountErase({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { name, email, kept, keptReason } = loaderData;
  const keptList = (
    <>
      <h2 className="mt-8 text-xl font-bold text-slate-900 dark:text-white">What we keep</h2>
      {kept.length === 0 ? (
        <p className="mt-2">You have no payments with us, so nothing is kept.</p>
      ) : (
        <>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {kept.map((p) => (
              <li key={p.id}>
                Payment for {p.service}, {p.amount}, {formatDate(p.date)}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{keptReason}</p>
        </>
      )}
    </>
  );
  if (actionData?.erased) {
    const e = actionData.erased;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">Your data is erased</h1>
        <p className="mt-2" role="status">
          We erased {e.consultationRequests} consultation request(s), {e.contactMessages} message(s), {e.documents} document(s),{" "}
          {e.timelineEvents} timeline entr{e.timelineEvents === 1 ? "y" : "ies"}, {e.emails} e-mail(s) and your account, and
          signed you out.
        </p>
        {keptList}
        <p className="mt-6">
          <Link to="/" reloadDocument className="font-semibold text-brand-700 underline dark:text-brand-300">
            Back to Home
          </Link>
        </p>
      </div>
    );
  }
  return (
    <PortalPage title="My data" name={name}>
      <h2 className="mt-8 text-xl font-bold text-slate-900 dark:text-white">Erase my data</h2>
      <p className="mt-2">Erasure cannot be undone. It removes, for {email}:</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>your consultation requests, chat hand-offs and contact messages, with their timelines;</li>
        <li>the documents you uploaded;</li>
        <li>your newsletter subscription and the e-mails we queued or sent you;</li>
        <li>your account, sign-in codes and sessions (you will be signed out).</li>
      </ul>
      {keptList}
      <p className="mt-4">
        Want a copy first? Use <strong>Download my data</strong> on{" "}
        <Link to="/account" className="font-semibold text-brand-700 underline dark:text-brand-300">
          My requests
        </Link>
        .
      </p>
      <Form method="post" className="mt-6 rounded-xl border border-red-300 p-4 dark:border-red-800">
        <FormAlert message={actionData?.error} />
        <label htmlFor="f-confirm" className="block text-sm font-semibold text-slate-800 dark:text-slate-100">
          Type {ERASE_CONFIRMATION} to confirm
        </label>
        <input
          id="f-confirm"
          name="confirm"
          required
          autoComplete="off"
          aria-invalid={actionData?.error ? true : undefined}
          className="mt-1 block h-11 w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
        />
        <Button type="submit" variant="destructive" className="mt-3" disabled={busy}>
          {busy ? "Erasing..." : "Erase my data"}
        </Button>
      </Form>
    </PortalPage>
  );
}
