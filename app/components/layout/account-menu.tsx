import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";

/**
 * The header's Login / Sign Up links, or the signed-in client's name with a small menu (decision
 * 052). Pages are prerendered signed-out; after hydration, and only when the readable `signed_in`
 * hint cookie is there, one GET /account/me says who is signed in. So public pages stay static and
 * a signed-out visitor's browser makes no request at all.
 */
type Me = { signedIn: boolean; name?: string };

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
  const items = (
    <>
      <Link to="/account" className={`block ${link}`} onClick={onSelect}>
        My requests
      </Link>
      <Link to="/account/erase" className={`block ${link}`} onClick={onSelect}>
        My data
      </Link>
      {/* A full page load after sign-out, so every part of the page forgets the client. */}
      <form method="post" action="/account/logout">
        <button type="submit" className={`block w-full text-left ${link}`}>
          Sign out
        </button>
      </form>
    </>
  );
  if (stack) {
    return (
      <div className="flex flex-col">
        <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">Signed in as {name}</p>
        {items}
      </div>
    );
  }
  return (
    <details className="relative">
      <summary className="flex max-w-48 cursor-pointer list-none items-center gap-1 truncate rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800">
        <span className="sr-only">Account menu for </span>
        <span className="truncate">{name}</span>
        <span aria-hidden="true">▾</span>
      </summary>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: closes the menu after a link or button inside was used (they handle the keyboard). */}
      <div
        onClick={(e) => {
          const menu = e.currentTarget.closest("details");
          if (menu) menu.open = false;
        }}
        className="absolute right-0 mt-1 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {items}
      </div>
    </details>
  );
}
