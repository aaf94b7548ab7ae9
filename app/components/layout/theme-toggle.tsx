import { startTransition, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "#app/components/ui/icons.tsx";
import { currentPath } from "#app/features/site/visitor/cookies.ts";
import { applyTheme, readThemePreference, resolveTheme, type ThemePreference } from "./theme.ts";

/** Header toggle: switches light ↔ dark. "System" (follow the device, live) is offered in the footer. */
export function ThemeToggle() {
  const [dark, setDark] = useState<boolean | null>(null);
  useEffect(() => {
    const initial = document.documentElement.classList.contains("dark");
    startTransition(() => setDark(initial));
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => {
      if (readThemePreference() === "system") {
        applyTheme("system");
        setDark(resolveTheme("system") === "dark");
      }
    };
    media.addEventListener("change", follow);
    const sync = () => setDark(document.documentElement.classList.contains("dark"));
    window.addEventListener("themechange", sync);
    return () => {
      media.removeEventListener("change", follow);
      window.removeEventListener("themechange", sync);
    };
  }, []);
  const { pathname, search } = useLocation();
  // A form post to /theme without JavaScript (decision 133); with it, the switch happens in place.
  return (
    <form method="post" action="/theme" className="contents">
      <input type="hidden" name="next" value={currentPath(pathname, search)} />
      <button
        type="submit"
        name="theme"
        value="toggle"
        onClick={(e) => {
          e.preventDefault();
          applyTheme(dark ? "light" : "dark");
          setDark(!dark);
          window.dispatchEvent(new Event("themechange"));
        }}
        aria-label={dark ? "Switch to light theme" : "Switch to dark theme"}
        aria-pressed={dark ?? undefined}
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Icon name="sun" className="hidden size-5 dark:block" />
        <Icon name="moon" className="size-5 dark:hidden" />
      </button>
    </form>
  );
}

/** Footer control with all three preferences. */
export function ThemeSelect() {
  const [preference, setPreference] = useState<ThemePreference>("system");
  useEffect(() => {
    setPreference(readThemePreference());
    const sync = () => setPreference(readThemePreference());
    window.addEventListener("themechange", sync);
    return () => window.removeEventListener("themechange", sync);
  }, []);
  return (
    <label className="flex items-center gap-2 text-sm">
      <span>Theme</span>
      <select
        value={preference}
        onChange={(e) => {
          const next = e.target.value as ThemePreference;
          applyTheme(next);
          setPreference(next);
          window.dispatchEvent(new Event("themechange"));
        }}
        className="rounded-md border border-slate-600 bg-slate-900 px-2 py-1 text-slate-100"
      >
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  );
}
