import { Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icons.tsx";
import { lazyOnIntent, useOnceTrue } from "#app/components/ui/lazy.ts";
import {
  ALL_OPTIONAL as ALL,
  BANNER_CLOSED_COOKIE,
  type CookiePreferences,
  consentIn,
  currentPath,
  YEAR_SECONDS as MAX_AGE,
  NO_OPTIONAL as NONE,
} from "#app/features/site/visitor/cookies.ts";
import { useShell } from "./shell-context.tsx";

/** SPEC §3/§4/§9: cookies `cookieConsent` and `cookiePreferences`, 365 days, SameSite=Strict. */
export type { CookiePreferences };

export function readStoredConsent(): CookiePreferences | null {
  return consentIn(document.cookie);
}

function storeConsent(preferences: CookiePreferences) {
  const attrs = `; Max-Age=${MAX_AGE}; Path=/; SameSite=Strict${location.protocol === "https:" ? "; Secure" : ""}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = `cookieConsent=true${attrs}`;
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `cookiePreferences=${encodeURIComponent(JSON.stringify(preferences))}${attrs}`;
  document.documentElement.classList.add("has-consent");
}

/** The choices form and the Cookie Settings dialog load on first use. */
const preferenceForm = lazyOnIntent(() => import("./cookie-preferences.tsx").then((m) => ({ default: m.PreferenceForm })));
export const cookieSettings = lazyOnIntent(() =>
  import("./cookie-preferences.tsx").then((m) => ({ default: m.CookieSettingsDialog })),
);

/** The banner's height while it is open, for what floats at the bottom of the viewport. */
export const BANNER_HEIGHT_VAR = "--cookie-banner-height";

/**
 * What floats at the bottom (the help rail and the chat panel) sits in one layer that carries the
 * banner's height. Set on `<html>`, the inherited property restyled every element of the page each
 * time the banner was measured, a long task on a phone while the page hydrates.
 */
export const FLOATING_LAYER_ATTRIBUTE = "data-floating-layer";
let bannerHeight = 0;

/** Gives a (newly mounted) floating layer the banner's current height; a ref callback. */
export function applyBannerHeight(layer: HTMLElement | null) {
  if (!layer) return;
  if (bannerHeight > 0) layer.style.setProperty(BANNER_HEIGHT_VAR, `${bannerHeight}px`);
  else layer.style.removeProperty(BANNER_HEIGHT_VAR);
}

function setBannerHeight(px: number) {
  bannerHeight = px;
  applyBannerHeight(document.querySelector<HTMLElement>(`[${FLOATING_LAYER_ATTRIBUTE}]`));
}

/** The banner (until consent is stored) and the Cookie Settings dialog the footer reopens. */
export function CookieConsent() {
  const { dialog, closeDialog } = useShell();
  const [stored, setStored] = useState<CookiePreferences | null>(null);
  const [bannerOpen, setBannerOpen] = useState(true);
  const [customizing, setCustomizing] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const settingsOpen = dialog?.kind === "cookies";
  const settingsMounted = useOnceTrue(settingsOpen);
  const { pathname, search } = useLocation();
  const here = currentPath(pathname, search);
  useEffect(() => {
    const consent = readStoredConsent();
    setStored(consent);
    // Closed this visit: the pre-paint script's (or the server's) `banner-closed` class already hides it.
    if (consent) setBannerOpen(false);
  }, []);
  // While the banner shows, the floating buttons (WhatsApp, assistant) sit above it, not under it.
  useEffect(() => {
    const el = banner.current;
    if (!bannerOpen || !el) return;
    const observer = new ResizeObserver(() => setBannerHeight(el.offsetHeight));
    observer.observe(el);
    return () => {
      observer.disconnect();
      setBannerHeight(0);
    };
  }, [bannerOpen]);
  const save = (p: CookiePreferences) => {
    storeConsent(p);
    setStored(p);
    setBannerOpen(false);
    setCustomizing(false);
    closeDialog();
  };
  return (
    <>
      {bannerOpen ? (
        <section
          ref={banner}
          data-cookie-banner
          aria-label="Cookie consent"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-4 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
        >
          {/* A plain form until (and unless) JavaScript runs; then the same buttons act in place (decision 132). */}
          <form id="cookie-banner-form" method="post" action="/cookie-consent" hidden>
            <input type="hidden" name="next" value={here} />
          </form>
          <div className="relative mx-auto max-w-5xl pr-10">
            <button
              type="submit"
              form="cookie-banner-form"
              name="choice"
              value="close"
              aria-label="Close cookie banner"
              className="absolute top-0 right-0 rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
              onClick={(e) => {
                e.preventDefault();
                try {
                  sessionStorage.setItem(BANNER_CLOSED_COOKIE, "1");
                } catch {}
                setBannerOpen(false);
              }}
            >
              <Icon name="x" />
            </button>
            <h2 className="font-semibold text-slate-900 dark:text-white">We use cookies</h2>
            {customizing ? (
              <div className="mt-3">
                <Suspense fallback={<p className="text-sm">Loading your choices…</p>}>
                  <preferenceForm.Component initial={stored ?? NONE} onSave={save} />
                </Suspense>
              </div>
            ) : (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm">
                  Necessary cookies keep the site working. With your permission we also use analytics, marketing and
                  personalization cookies. See our{" "}
                  <a className="underline" href="/policies/privacy-policy">
                    Privacy Policy
                  </a>
                  .
                </p>
                <div className="flex shrink-0 gap-2">
                  <a
                    href={`/cookie-consent?next=${encodeURIComponent(here)}`}
                    className={buttonClass({ variant: "outline" })}
                    {...preferenceForm.intent}
                    onClick={(e) => {
                      e.preventDefault();
                      setCustomizing(true);
                    }}
                  >
                    Customize
                  </a>
                  <Button
                    type="submit"
                    form="cookie-banner-form"
                    name="choice"
                    value="all"
                    onClick={(e) => {
                      e.preventDefault();
                      save(ALL);
                    }}
                  >
                    Accept All
                  </Button>
                </div>
              </div>
            )}
          </div>
        </section>
      ) : null}
      {settingsMounted ? (
        <Suspense fallback={null}>
          <cookieSettings.Component open={settingsOpen} onClose={closeDialog} initial={stored ?? NONE} onSave={save} />
        </Suspense>
      ) : null}
    </>
  );
}
