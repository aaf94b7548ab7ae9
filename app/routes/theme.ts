import { data, redirect } from "react-router";
import { readChoiceForm, returnPath, themeCookie } from "#app/features/site/visitor/cookies.server.ts";
import { cookieValue, isThemePreference, THEME_COOKIE } from "#app/features/site/visitor/cookies.ts";
import { appContext } from "#app/lib/context.ts";
import type { Route } from "./+types/theme";

/**
 * POST /theme: the header's theme toggle without JavaScript (decision 133). `theme` = light | dark |
 * system, or `toggle` (dark ↔ light from the stored cookie; from none, dark). Sets the `ui-theme`
 * cookie and answers 303 to `next`. A GET lands on the home page.
 */
export function loader() {
  throw redirect("/", 303);
}

export async function action({ request, context }: Route.ActionArgs) {
  const siteUrl = context.get(appContext)?.config.siteUrl ?? "";
  const form = await readChoiceForm(request);
  if (!(form instanceof FormData)) return data({ message: form.message }, { status: form.status });
  const asked = form.get("theme");
  const current = cookieValue(request.headers.get("cookie"), THEME_COOKIE);
  const theme = asked === "toggle" ? (current === "dark" ? "light" : "dark") : asked;
  if (!isThemePreference(theme)) return data({ message: "Choose light, dark or system." }, { status: 400 });
  throw redirect(returnPath(form.get("next")), { status: 303, headers: { "Set-Cookie": themeCookie(theme, siteUrl) } });
}
