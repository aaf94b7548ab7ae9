import { BodyError, readFormWithin } from "#app/lib/body.server.ts";
import { isLocalPath } from "#app/lib/input-schema.ts";
import {
  BANNER_CLOSED_COOKIE,
  CONSENT_COOKIE,
  type CookiePreferences,
  PREFERENCES_COOKIE,
  THEME_COOKIE,
  type ThemePreference,
  YEAR_SECONDS,
} from "./cookies.ts";

const secure = (siteUrl: string) => (siteUrl.startsWith("https:") ? "; Secure" : "");

/** SPEC: both consent cookies, 365 days, SameSite=Strict. Readable by scripts (the banner reads them). */
export function consentCookies(preferences: CookiePreferences, siteUrl: string): string[] {
  const attrs = `; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Strict${secure(siteUrl)}`;
  return [`${CONSENT_COOKIE}=true${attrs}`, `${PREFERENCES_COOKIE}=${encodeURIComponent(JSON.stringify(preferences))}${attrs}`];
}

/** × on the banner: a session cookie (no Max-Age), gone when the browser closes; it records no consent. */
export function bannerClosedCookie(siteUrl: string): string {
  return `${BANNER_CLOSED_COOKIE}=1; Path=/; SameSite=Lax${secure(siteUrl)}`;
}

/** The theme preference, a year, readable by the pre-paint script. */
export function themeCookie(preference: ThemePreference, siteUrl: string): string {
  return `${THEME_COOKIE}=${preference}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure(siteUrl)}`;
}

/** Where to send the visitor back after a form post: a path on this site, else the home page. */
export function returnPath(value: FormDataEntryValue | string | null | undefined): string {
  return typeof value === "string" && value.length <= 2000 && isLocalPath(value, "/") ? value : "/";
}

/** The banner's and the theme's forms are a few short fields: read at most 4 KB, else a message for a 400/413. */
export async function readChoiceForm(request: Request): Promise<FormData | { status: number; message: string }> {
  try {
    return await readFormWithin(request, { maxBytes: 4 * 1024, fields: 10, fieldBytes: 2048 });
  } catch (error) {
    if (error instanceof BodyError) return { status: error.status, message: error.message };
    throw error;
  }
}
