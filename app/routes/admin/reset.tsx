import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "#app/features/auth/origin.server.ts";
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from "#app/features/auth/password.server.ts";
import { AuthCard, adminMeta, FormAlert, noStoreHeaders, TextField } from "#app/features/staff/admin-ui.tsx";
import { field, readSmallForm } from "#app/features/staff/forms.server.ts";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import { LINK_INVALID } from "#app/features/staff/messages.ts";
import { completePasswordReset, findPasswordToken } from "#app/features/staff/staff.server.ts";
import type { Route } from "./+types/reset";

export const handle = { access: "public" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = appContextOf(context);
  const found = await findPasswordToken(db, params.token);
  return data(
    {
      valid: Boolean(found),
      name: found?.name ?? "",
      invite: found?.purpose === "invite",
      minLength: PASSWORD_MIN_LENGTH,
      hint: PASSWORD_HINT,
    },
    { headers: noStoreHeaders() },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config, ip } = appContextOf(context);
  if (!isSameOriginRequest(request, config.siteUrl)) return data({ error: CROSS_SITE_MESSAGE, field: null }, { status: 403 });
  const form = await readSmallForm(request);
  if (!form) return data({ error: "The form could not be read. Please try again.", field: null }, { status: 400 });
  const password = field(form, "password", 400);
  if (password !== field(form, "confirm", 400)) {
    return data({ error: "The two passwords are not the same.", field: "confirm" }, { status: 400 });
  }
  const result = await completePasswordReset(db, { token: params.token, password, ip });
  if (!result.ok) return data({ error: result.message, field: result.field ?? null }, { status: 400 });
  throw redirect("/admin/login?reset=1", { headers: noStoreHeaders() });
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("Set your password");

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData.valid) {
    return (
      <AuthCard title="Link not valid">
        <FormAlert message={LINK_INVALID} />
        <Link to="/admin/forgot" className="font-semibold text-brand-700 underline dark:text-brand-300">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  const fieldError = actionData?.field;
  return (
    <AuthCard title={loaderData.invite ? `Welcome, ${loaderData.name}` : "Set a new password"}>
      <FormAlert message={fieldError ? null : actionData?.error} />
      <Form method="post">
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={loaderData.hint}
          error={fieldError === "password" ? (actionData?.error ?? undefined) : undefined}
        />
        <TextField
          label="Repeat the password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          error={fieldError === "confirm" ? (actionData?.error ?? undefined) : undefined}
        />
        <Button type="submit" size="lg" className="mt-6 w-full" disabled={busy}>
          {busy ? "Saving..." : "Save the password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
