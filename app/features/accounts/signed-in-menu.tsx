import { Link } from "react-router";

/** The signed-in client's header menu (loaded lazily by components/layout/account-menu.tsx, so it stays out of the pages' shared chunk). */
export default function SignedInMenu({
  name,
  layout,
  onSelect,
}: {
  name: string;
  layout: "row" | "stack";
  onSelect?: () => void;
}) {
  const link =
    "rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white";
  const stack = layout === "stack";
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
