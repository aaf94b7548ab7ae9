import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "#app/features/auth/origin.server.ts";
import { AuthCard, adminMeta, FormAlert, noStoreHeaders, TextField } from "#app/features/staff/admin-ui.tsx";
import { field, readSmallForm } from "#app/features/staff/forms.server.ts";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import { RESET_SENT } from "#app/features/staff/messages.ts";
import { requestPasswordReset } from "#app/features/staff/staff.server.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/forgot";

export const handle = { access: "public" };

export function loader() {
  return data({}, { headers: noStoreHeaders() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, ip } = appContextOf(context);
  if (!isSameOriginRequest(request, config.siteUrl)) return data({ error: CROSS_SITE_MESSAGE, sent: false }, { status: 403 });
  const form = await readSmallForm(request);
  if (!form) return data({ error: "The form could not be read. Please try again.", sent: false }, { status: 400 });
  const email = field(form, "email", 320).trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return data({ error: "Enter the e-mail address of your staff account.", sent: false }, { status: 400 });
  }
  const limit = await hitRateLimit(db, `staff-forgot:${ip}`, 5, 15 * 60);
  if (!limit.ok) {
    return data(
      { error: "Too many requests from this network. Please try again later.", sent: false },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  }
  await requestPasswordReset(db, { email, ip, siteUrl: config.siteUrl });
  return data({ error: null, sent: true }, { headers: noStoreHeaders() });
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("Forgot password");

export default function Forgot({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Forgot your password?">
      {actionData?.sent ? (
        <FormAlert tone="ok" message={RESET_SENT} />
      ) : (
        <>
          <FormAlert message={actionData?.error} />
          <p className="mb-4 text-sm text-slate-700 dark:text-slate-200">
            Enter your staff e-mail. We send a link to set a new password.
          </p>
          <Form method="post">
            <TextField label="E-mail" name="email" type="email" autoComplete="username" />
            <Button type="submit" size="lg" className="mt-6 w-full" disabled={busy}>
              {busy ? "Sending..." : "Send the link"}
            </Button>
          </Form>
        </>
      )}
      <p className="mt-4 text-sm">
        <Link to="/admin/login" className="font-semibold text-brand-700 underline dark:text-brand-300">
          Back to sign-in
        </Link>
      </p>
    </AuthCard>
  );
}
