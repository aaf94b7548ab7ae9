import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";

/**
 * The header's Login / Sign Up links, or the signed-in client's name with a small menu (decision
 * 052). Pages are prerendered signed-out; after hydration, and only when the readable `signed_in`
 * hint cookie is there, one GET /account/me says who is signed in. So public pages stay static and
 * a signed-out visitor's browser makes no request at all.
 */
type Me = { signedIn: boolean; name?: string };

// The signed-in menu is its own chunk, loaded only for a signed-in client: a signed-out visitor's
// pages carry just the two links and this check.
const SignedInMenu = lazy(() => import("#app/features/accounts/signed-in-menu.tsx"));

const hasHint = () => typeof document !== "undefined" && /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);

let pending: Promise<Me> | null = null;
/** One /account/me request shared by the header's two copies of the menu (desktop and phone). */
function fetchMe(): Promise<Me> {
  pending ??= fetch("/account/me", { credentials: "same-origin", headers: { accept: "application/json" } })
    .then((r) => (r.ok ? (r.json() as Promise<Me>) : { signedIn: false }))
    .catch(() => ({ signedIn: false }))
    .finally(() => {
      setTimeout(() => {
        pending = null;
      }, 0);
    });
  return pending;
}

export function AccountMenu({ layout = "row", onSelect }: { layout?: "row" | "stack"; onSelect?: () => void }) {
  const [name, setName] = useState<string | null>(null);
  const { pathname } = useLocation();
  // Data that exists only in the browser (a cookie and a no-store endpoint), read after hydration so
  // the prerendered HTML stays the same for everybody; re-checked when the page changes (sign-in).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    if (!hasHint()) {
      setName(null);
      return;
    }
    let live = true;
    fetchMe().then((me) => {
      if (!live) return;
      // A stale hint (session expired) is cleared by /account/me itself.
      setName(me.signedIn && me.name ? me.name : null);
    });
    return () => {
      live = false;
    };
  }, [pathname]);

  const link =
    "rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white";
  const stack = layout === "stack";
  if (!name) {
    return (
      <div className={stack ? "flex flex-col" : "flex items-center gap-1"}>
        <Link to="/account/login" className={stack ? `block ${link}` : link} onClick={onSelect}>
          Login
        </Link>
        <Link
          to="/account/login?mode=signup"
          onClick={onSelect}
          className={
            stack
              ? `block ${link}`
              : "rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-200"
          }
        >
          Sign Up
        </Link>
      </div>
    );
  }
  return (
    <Suspense fallback={<span className="px-3 py-2 text-sm font-semibold">{name}</span>}>
      <SignedInMenu name={name} layout={layout} onSelect={onSelect} />
    </Suspense>
  );
}
