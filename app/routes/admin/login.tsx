import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "#app/features/auth/origin.server.ts";
import { AuthCard, adminMeta, FormAlert, noStoreHeaders, TextField } from "#app/features/staff/admin-ui.tsx";
import { field, readSmallForm } from "#app/features/staff/forms.server.ts";
import { appContextOf, optionalStaff, safeNext } from "#app/features/staff/guard.server.ts";
import { signInStaff } from "#app/features/staff/staff.server.ts";
import type { Route } from "./+types/login";

export const handle = { access: "public" };

export async function loader(args: Route.LoaderArgs) {
  const next = safeNext(new URL(args.request.url).searchParams.get("next"));
  if (await optionalStaff(args)) throw redirect(next);
  const reset = new URL(args.request.url).searchParams.get("reset") === "1";
  return data({ next, reset }, { headers: noStoreHeaders() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, ip } = appContextOf(context);
  if (!isSameOriginRequest(request, config.siteUrl)) {
    return data({ error: CROSS_SITE_MESSAGE, email: "" }, { status: 403, headers: noStoreHeaders() });
  }
  const form = await readSmallForm(request);
  if (!form) return data({ error: "The form could not be read. Please try again.", email: "" }, { status: 400 });
  const email = field(form, "email", 320).trim();
  const password = field(form, "password", 400);
  if (!email || !password) {
    return data({ error: "Enter your e-mail and password.", email }, { status: 400, headers: noStoreHeaders() });
  }
  const result = await signInStaff(db, { email, password, request, ip, siteUrl: config.siteUrl });
  if (!result.ok) return data({ error: result.message, email }, { status: 401, headers: noStoreHeaders() });
  throw redirect(safeNext(field(form, "next", 500)), { headers: { "Set-Cookie": result.setCookie, ...noStoreHeaders() } });
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("Staff sign-in");

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Staff sign-in">
      {loaderData.reset ? <FormAlert tone="ok" message="Your password is set. Sign in with it now." /> : null}
      <FormAlert message={actionData?.error} />
      <Form method="post" noValidate={false}>
        <input type="hidden" name="next" value={loaderData.next} />
        <TextField label="E-mail" name="email" type="email" autoComplete="username" defaultValue={actionData?.email} />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" />
        <Button type="submit" size="lg" className="mt-6 w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </Button>
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/admin/forgot" className="font-semibold text-brand-700 underline dark:text-brand-300">
          Forgot your password?
        </Link>
      </p>
    </AuthCard>
  );
}
