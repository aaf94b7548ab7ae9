import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { parseConfig } from "#app/lib/config.server.ts";
import { type AppContext, appContext } from "#app/lib/context.ts";
import * as consentRoute from "#app/routes/cookie-consent.tsx";
import * as themeRoute from "#app/routes/theme.ts";
import { returnPath } from "./cookies.server.ts";
import { consentIn, htmlClassesFor, withHtmlClasses } from "./cookies.ts";

// The cookie banner and the theme toggle as plain forms (decisions 132–133).
const SITE = "http://127.0.0.1:3999";

function context() {
  const c = new RouterContextProvider();
  c.set(appContext, { config: parseConfig({ SITE_URL: SITE }) } as unknown as AppContext);
  return c;
}

async function post(module: { action: (args: never) => unknown }, path: string, fields: Record<string, string>, cookie = "") {
  const request = new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams(fields),
  });
  const args = { request, context: context(), params: {}, url: new URL(request.url), pattern: "" } as never;
  try {
    return await module.action(args);
  } catch (thrown) {
    return thrown;
  }
}

test("Accept All stores both consent cookies for 365 days and goes back to the page it came from", async () => {
  const answer = (await post(consentRoute, "/cookie-consent", { choice: "all", next: "/service/gst?x=1" })) as Response;
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe("/service/gst?x=1");
  const cookies = answer.headers.getSetCookie();
  expect(cookies[0]).toBe("cookieConsent=true; Max-Age=31536000; Path=/; SameSite=Strict");
  expect(consentIn(cookies.map((c) => c.split(";")[0]).join("; "))).toEqual({
    necessary: true,
    analytics: true,
    marketing: true,
    personalization: true,
  });
});

test("Save preferences stores only the ticked choices", async () => {
  const answer = (await post(consentRoute, "/cookie-consent", { choice: "custom", analytics: "on", next: "/" })) as Response;
  const header = answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(consentIn(header)).toEqual({ necessary: true, analytics: true, marketing: false, personalization: false });
});

test("× sets a session cookie that is not consent, and hides the banner for the visit only", async () => {
  const answer = (await post(consentRoute, "/cookie-consent", { choice: "close", next: "/about" })) as Response;
  expect(answer.headers.getSetCookie()).toEqual(["cookieBannerClosed=1; Path=/; SameSite=Lax"]);
  expect(consentIn("cookieBannerClosed=1")).toBeNull();
  expect(htmlClassesFor("cookieBannerClosed=1")).toEqual(["banner-closed"]);
});

test("an unknown choice is a 400 with a message and sets nothing; a foreign next goes home", async () => {
  const bad = (await post(consentRoute, "/cookie-consent", { choice: "everything" })) as { init: ResponseInit; data: unknown };
  expect(bad.init.status).toBe(400);
  expect(bad.data).toEqual({ message: "Choose Accept All, Save preferences or close." });
  for (const next of ["//evil.example/", "https://evil.example/", "/\\evil.example", "/a\r\nSet-Cookie: x=1"])
    expect(returnPath(next)).toBe("/");
});

test("the theme form sets ui-theme; toggle flips the stored theme; a bad theme is a 400", async () => {
  const dark = (await post(themeRoute, "/theme", { theme: "toggle", next: "/about" })) as Response;
  expect(dark.status).toBe(303);
  expect(dark.headers.get("location")).toBe("/about");
  expect(dark.headers.get("set-cookie")).toBe("ui-theme=dark; Max-Age=31536000; Path=/; SameSite=Lax");
  const light = (await post(themeRoute, "/theme", { theme: "toggle" }, "ui-theme=dark")) as Response;
  expect(light.headers.get("set-cookie")).toMatch(/^ui-theme=light;/);
  const bad = (await post(themeRoute, "/theme", { theme: "purple" })) as { init: ResponseInit };
  expect(bad.init.status).toBe(400);
});

test("the server puts the theme and the banner state on <html> from cookies", () => {
  expect(htmlClassesFor("ui-theme=dark; cookieConsent=true")).toEqual(["dark", "has-consent"]);
  expect(htmlClassesFor("ui-theme=system")).toEqual([]);
  expect(withHtmlClasses('<!DOCTYPE html><html lang="en-IN"><head>', ["dark"])).toBe(
    '<!DOCTYPE html><html class="dark" lang="en-IN"><head>',
  );
});
