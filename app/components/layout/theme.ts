/** DESIGN.md "Theme": preference light | dark | system in localStorage `ui-theme`, default system. */
export type ThemePreference = "light" | "dark" | "system";
export const THEME_KEY = "ui-theme";

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
  document.documentElement.classList.toggle("dark", resolveTheme(preference) === "dark");
}
