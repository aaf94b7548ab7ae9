import { data, Form, redirect } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { verifyLoginLink } from "#app/features/accounts/accounts.server.ts";
import { signedInHint } from "#app/features/accounts/guard.server.ts";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "#app/features/auth/origin.server.ts";
import { createSession } from "#app/features/auth/session.server.ts";
import { adminMeta, FormAlert, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { field, readSmallForm } from "#app/features/staff/forms.server.ts";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/verify";

/**
 * /account/verify?token=…: the e-mail's one-click link. Opening it shows a button; the POST signs
 * in. (A GET that signed in would be used up by mail scanners that open links in advance.)
 */
export const handle = { access: "public" };

export function loader({ request }: Route.LoaderArgs) {
  return data({ token: new URL(request.url).searchParams.get("token") ?? "" }, { headers: noStoreHeaders() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, ip } = appContextOf(context);
  if (!isSameOriginRequest(request, config.siteUrl)) return data({ error: CROSS_SITE_MESSAGE }, { status: 403 });
  const form = await readSmallForm(request);
  const result = await verifyLoginLink(db, { token: form ? field(form, "token", 200) : "", ip });
  if (!result.ok) return data({ error: result.message }, { status: 400 });
  const session = await createSession(db, { kind: "client", subjectId: result.account.id, request, ip, siteUrl: config.siteUrl });
  const headers = new Headers(noStoreHeaders());
  headers.append("Set-Cookie", session.setCookie);
  headers.append("Set-Cookie", signedInHint(config.siteUrl, true));
  throw redirect("/account", { headers });
}

export const headers = () => noStoreHeaders();
export const meta = () => [{ title: "Sign in | Nyayik" }, ...adminMeta("Sign in").slice(1)];

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">Sign in</h1>
      <div className="mt-6">
        <FormAlert message={actionData?.error} />
        <Form method="post">
          <input type="hidden" name="token" value={loaderData.token} />
          <Button type="submit" size="lg">
            Sign in to my account
          </Button>
        </Form>
      </div>
    </div>
  );
}
