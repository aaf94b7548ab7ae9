import { data, Form } from "react-router";
import { listClientRequests } from "#app/features/accounts/accounts.server.ts";
import { requireClient } from "#app/features/accounts/guard.server.ts";
import { adminMeta, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/index";

/** /account: the signed-in client's requests and messages with the status our staff set. */
export const handle = { access: "client" };

export async function loader(args: Route.LoaderArgs) {
  const { account } = await requireClient(args);
  const { db } = appContextOf(args.context);
  const { requests, messages } = await listClientRequests(db, account);
  return data(
    {
      name: account.name || account.email,
      requests: requests.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    },
    { headers: noStoreHeaders() },
  );
}

export const headers = () => noStoreHeaders();
export const meta = () => [{ title: "My requests | Nyayik" }, ...adminMeta("My requests").slice(1)];

const date = (iso: string) => new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });

export default function AccountHome({ loaderData }: Route.ComponentProps) {
  const { name, requests, messages } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">My requests</h1>
        <Form method="post" action="/account/logout">
          <button
            type="submit"
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold dark:border-slate-600"
          >
            Sign out
          </button>
        </Form>
      </div>
      <p className="mt-2">Signed in as {name}.</p>
      <h2 className="mt-8 text-xl font-bold">Consultation requests</h2>
      {requests.length === 0 ? <p className="mt-2">No consultation requests with this e-mail yet.</p> : null}
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
        {requests.map((r) => (
          <li key={r.id} className="py-3">
            <p className="font-semibold">{r.serviceType}</p>
            <p className="text-sm">
              Sent {date(r.createdAt)} · Status: <strong>{r.status}</strong>
            </p>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-bold">Messages</h2>
      {messages.length === 0 ? <p className="mt-2">No contact messages with this e-mail yet.</p> : null}
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
        {messages.map((m) => (
          <li key={m.id} className="py-3">
            <p className="font-semibold">{m.subject}</p>
            <p className="text-sm">
              Sent {date(m.createdAt)} · Status: <strong>{m.status}</strong>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
