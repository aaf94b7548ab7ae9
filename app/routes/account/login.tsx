import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { requestLoginCode, verifyLoginCode } from "#app/features/accounts/accounts.server.ts";
import { optionalClient, signedInHint } from "#app/features/accounts/guard.server.ts";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "#app/features/auth/origin.server.ts";
import { createSession } from "#app/features/auth/session.server.ts";
import { adminMeta, FormAlert, noStoreHeaders, TextField } from "#app/features/staff/admin-ui.tsx";
import { field, readSmallForm } from "#app/features/staff/forms.server.ts";
import { appContextOf } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/login";

/** /account/login: Login and Sign Up are one flow — e-mail, then the 6-digit code we send. */
export const handle = { access: "public" };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function loader(args: Route.LoaderArgs) {
  if (await optionalClient(args)) throw redirect("/account");
  const signUp = new URL(args.request.url).searchParams.get("mode") === "signup";
  return data({ signUp }, { headers: noStoreHeaders() });
}

type Reply = { step: "email" | "code"; email: string; error: string | null };
const reply = (r: Reply, status = 200, headers: Record<string, string> = {}) =>
  data(r, { status, headers: { ...noStoreHeaders(), ...headers } });

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, ip } = appContextOf(context);
  if (!isSameOriginRequest(request, config.siteUrl)) return reply({ step: "email", email: "", error: CROSS_SITE_MESSAGE }, 403);
  const form = await readSmallForm(request);
  if (!form) return reply({ step: "email", email: "", error: "The form could not be read. Please try again." }, 400);
  const email = field(form, "email", 320).trim();
  if (!EMAIL.test(email)) return reply({ step: "email", email, error: "Enter a valid e-mail address." }, 400);
  if (field(form, "intent") === "code") {
    const result = await verifyLoginCode(db, { email, code: field(form, "code", 20), ip });
    if (!result.ok) return reply({ step: "code", email, error: result.message }, 400);
    const session = await createSession(db, {
      kind: "client",
      subjectId: result.account.id,
      request,
      ip,
      siteUrl: config.siteUrl,
    });
    const headers = new Headers(noStoreHeaders());
    headers.append("Set-Cookie", session.setCookie);
    headers.append("Set-Cookie", signedInHint(config.siteUrl, true));
    throw redirect("/account", { headers });
  }
  const sent = await requestLoginCode(db, { email, ip, siteUrl: config.siteUrl });
  if (!sent.ok) {
    return reply({ step: "email", email, error: "Too many codes asked for. Please wait a few minutes and try again." }, 429, {
      "Retry-After": String(sent.retryAfter),
    });
  }
  return reply({ step: "code", email, error: null });
}

export const headers = () => noStoreHeaders();
export const meta = () => [{ title: "Login / Sign Up | Nyayik" }, ...adminMeta("Login").slice(1)];

export default function AccountLogin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const step = actionData?.step ?? "email";
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">Login / Sign Up</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-200">
        {loaderData.signUp
          ? "Create your account with the e-mail you gave us with your requests or payments: we e-mail you a code, and the code creates your account. No password to remember."
          : "See your requests and their status. No password: we e-mail you a code. New here? The same code creates your account."}
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="mb-4 text-lg font-bold text-slate-900 dark:text-white">
          {step === "email" ? "Step 1 of 2: your e-mail" : "Step 2 of 2: the code"}
        </h2>
        <FormAlert message={actionData?.error} />
        {step === "code" && !actionData?.error ? (
          <FormAlert tone="ok" message={`We sent a 6-digit code to ${actionData?.email}. It works for 10 minutes.`} />
        ) : null}
        {step === "email" ? (
          <Form method="post">
            <TextField label="E-mail" name="email" type="email" autoComplete="email" defaultValue={actionData?.email} />
            <Button type="submit" size="lg" className="mt-6 w-full" disabled={busy}>
              {busy ? "Sending..." : "Send me a code"}
            </Button>
          </Form>
        ) : (
          <Form method="post">
            <input type="hidden" name="email" value={actionData?.email} />
            <input type="hidden" name="intent" value="code" />
            <TextField label="6-digit code" name="code" type="text" autoComplete="one-time-code" />
            <Button type="submit" size="lg" className="mt-6 w-full" disabled={busy}>
              {busy ? "Checking..." : "Sign in"}
            </Button>
          </Form>
        )}
      </div>
    </div>
  );
}
