import { THEME_COOKIE, type ThemePreference, YEAR_SECONDS } from "#app/features/site/visitor/cookies.ts";

export type { ThemePreference };
/** DESIGN.md "Theme": preference light | dark | system in localStorage `ui-theme`, default system; the
 * same-named cookie mirrors it so the server and the no-JS form (/theme) agree (decision 133). */
export const THEME_KEY = THEME_COOKIE;

export function readThemePreference(): ThemePreference {
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem(THEME_KEY);
  return stored === "light" || stored === "dark" ? stored : "system";
}

export function resolveTheme(preference: ThemePreference): "light" | "dark" {
  if (preference !== "system") return preference;
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

export function applyTheme(preference: ThemePreference) {
  localStorage.setItem(THEME_KEY, preference);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = `${THEME_COOKIE}=${preference}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
  document.documentElement.classList.toggle("dark", resolveTheme(preference) === "dark");
}
