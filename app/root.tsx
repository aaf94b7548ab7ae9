import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { CookieConsent } from "#app/components/layout/cookie-consent.tsx";
import { FloatingWidgets } from "#app/components/layout/floating-widgets.tsx";
import { Footer } from "#app/components/layout/footer.tsx";
import { Header } from "#app/components/layout/header.tsx";
import { ShellProvider } from "#app/components/layout/shell-context.tsx";
import { Ticker } from "#app/components/layout/ticker.tsx";
import { useScrollOnNavigation } from "#app/components/layout/use-scroll.ts";
import { Toasts } from "#app/components/ui/toast.tsx";
import { ConsultationPopup } from "#app/features/leads/consultation-popup.tsx";
import { shellData } from "#app/features/site/shell.server.ts";
import { databaseOutageMiddleware } from "#app/lib/database-outage.server.ts";
import { useNonce } from "#app/lib/nonce.tsx";
import { OUTAGE_TEXT, OUTAGE_TITLE } from "#app/lib/outage.ts";
import { NotFound } from "#app/routes/not-found.tsx";
import type { Route } from "./+types/root";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  // `precedence` lets React place the stylesheet ahead of the module preloads it hoists, so the one
  // render-blocking file is requested first on a slow connection.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader() {
  return shellData();
}

/** Server only: a page or action that fails while the database is out of reach answers 503 (decision 066). */
export const middleware = databaseOutageMiddleware;

export type ShellData = ReturnType<typeof shellData>;

// Runs before first paint: applies the theme (the `ui-theme` cookie first, copied to localStorage;
// then localStorage) without a flash, and hides the cookie banner when consent is stored or it was closed this
// visit. Keep in sync with theme.ts, cookie-consent.tsx and features/site/visitor/cookies.ts.
// The build hashes it for the prerendered pages' CSP (decision 081).
const PRE_PAINT = `(function(){try{var k="ui-theme",m=document.cookie.match(/(?:^|; )ui-theme=(light|dark|system)(?:;|$)/),s=localStorage.getItem(k),p=m?m[1]:s||"system";if(m)localStorage.setItem(k,p);var d=p==="dark"||(p==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);var c=document.documentElement.classList;c.toggle("dark",d);if(/(?:^|; )cookieConsent=true(?:;|$)/.test(document.cookie))c.add("has-consent");else if(sessionStorage.getItem("cookieBannerClosed"))c.add("banner-closed")}catch(e){}})()`;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of our own, needed before paint */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PRE_PAINT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // The staff console (/admin) draws its own shell: no public header, footer or widgets.
  const staffConsole = /^\/admin(\/|$)/.test(useLocation().pathname);
  useScrollOnNavigation(!staffConsole);
  if (staffConsole) return children;
  if (!data) return <main id="main">{children}</main>;
  return (
    <ShellProvider data={data}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Ticker items={data.site.ticker} />
      <Header />
      <main id="main">{children}</main>
      <Footer />
      <FloatingWidgets />
      <CookieConsent />
      <ConsultationPopup />
      <Toasts />
    </ShellProvider>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFound />
      </Shell>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 503) {
    return (
      <Shell>
        <div className="mx-auto max-w-2xl px-4 py-24 text-center">
          <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{OUTAGE_TITLE}</h1>
          <p className="mt-4">{OUTAGE_TEXT}</p>
          <a className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white" href="/">
            Back to Home
          </a>
        </div>
      </Shell>
    );
  }
  console.error(error);
  return (
    <Shell>
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Something went wrong</h1>
        <p className="mt-4">Please try again in a moment. If it keeps happening, call or WhatsApp us.</p>
        <a className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white" href="/">
          Back to Home
        </a>
      </div>
    </Shell>
  );
}
