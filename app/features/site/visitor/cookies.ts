/**
 * The visitor's own choices, kept in cookies the server can read so that each control works before
 * (or without) JavaScript (issue 27, decisions 132–133). Shared by the browser code and the server.
 */

/** SPEC §3/§4/§9: consent is `cookieConsent=true` plus `cookiePreferences` (JSON), 365 days, SameSite=Strict. */
export const CONSENT_COOKIE = "cookieConsent";
export const PREFERENCES_COOKIE = "cookiePreferences";
/** × on the banner: hidden for this visit only. A session cookie (no expiry), never a consent record. */
export const BANNER_CLOSED_COOKIE = "cookieBannerClosed";
/** Same name as the localStorage key (DESIGN.md "Theme"), so the two stay in step. */
export const THEME_COOKIE = "ui-theme";
export const YEAR_SECONDS = 365 * 24 * 60 * 60;

export type CookiePreferences = { necessary: true; analytics: boolean; marketing: boolean; personalization: boolean };
export const NO_OPTIONAL: CookiePreferences = { necessary: true, analytics: false, marketing: false, personalization: false };
export const ALL_OPTIONAL: CookiePreferences = { necessary: true, analytics: true, marketing: true, personalization: true };
export const OPTIONAL_KEYS = ["analytics", "marketing", "personalization"] as const;

export type ThemePreference = "light" | "dark" | "system";
export function isThemePreference(value: unknown): value is ThemePreference {
  return value === "light" || value === "dark" || value === "system";
}

/** One cookie's value from a `Cookie` header (or `document.cookie`), decoded; undefined when absent. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The stored consent in a cookie header, or null when none was given. */
export function consentIn(header: string | null | undefined): CookiePreferences | null {
  if (cookieValue(header, CONSENT_COOKIE) !== "true") return null;
  try {
    const p = JSON.parse(cookieValue(header, PREFERENCES_COOKIE) ?? "{}");
    return {
      necessary: true,
      analytics: p.analytics === true,
      marketing: p.marketing === true,
      personalization: p.personalization === true,
    };
  } catch {
    return { ...NO_OPTIONAL };
  }
}

/**
 * The classes the server puts on <html> for a request: `dark`/`light` from the theme cookie
 * (system: none, the pre-paint script or the media query decides), `has-consent` or `banner-closed`
 * to hide the cookie banner (app.css).
 */
export function htmlClassesFor(header: string | null | undefined): string[] {
  const classes: string[] = [];
  const theme = cookieValue(header, THEME_COOKIE);
  if (theme === "dark" || theme === "light") classes.push(theme);
  if (consentIn(header)) classes.push("has-consent");
  else if (cookieValue(header, BANNER_CLOSED_COOKIE) === "1") classes.push("banner-closed");
  return classes;
}

/** The document with `classes` on its <html> tag (which carries no class of its own). */
export function withHtmlClasses(html: string, classes: readonly string[]): string {
  return classes.length === 0 ? html : html.replace(/<html(?=[\s>])/, `<html class="${classes.join(" ")}"`);
}

/** The page to come back to after a form post (prerendering sees `/about/` for `/about`). */
export function currentPath(pathname: string, search: string): string {
  return `${pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname}${search}`;
}
