import { Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icons.tsx";
import { lazyOnIntent, useOnceTrue } from "#app/components/ui/lazy.ts";
import { AccountMenu } from "./account-menu.tsx";
import { SectionLink } from "./nav-link.tsx";
import { useShell } from "./shell-context.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

export const MENU: ({ label: string; anchor: string | null } | { label: string; to: string })[] = [
  { label: "Home", anchor: null },
  { label: "Services", anchor: "services" },
  { label: "Due dates", to: "/compliance-calendar" },
  { label: "Testimonials", anchor: "testimonials" },
  { label: "Consultation", anchor: "consultation" },
  { label: "Blogs", anchor: "blogs" },
  { label: "About", anchor: "about" },
  { label: "FAQ", anchor: "faq" },
];

/** SPEC §9: the mobile menu closes 300 ms after a selection. */
export const MOBILE_MENU_CLOSE_MS = 300;

export function Header() {
  const { data, openDialog } = useShell();
  // The mobile menu is a native popover (decision 088): its button opens it from the first paint,
  // before the scripts have loaded and without JavaScript; React only follows its state.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const follow = () => setMenuOpen(menu.matches(":popover-open"));
    follow();
    menu.addEventListener("toggle", follow);
    return () => {
      menu.removeEventListener("toggle", follow);
      clearTimeout(closeTimer.current);
    };
  }, []);
  const closeSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
    }, MOBILE_MENU_CLOSE_MS);
  };
  const item =
    "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white";
  // Nine entries fit from 1024 px with tighter padding until 1280 px.
  const desktopItem = `${item} whitespace-nowrap lg:px-2 xl:px-3`;
  return (
    <header className="site-header sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-900 dark:text-white">
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-lg bg-brand-700 text-lg font-extrabold text-white"
          >
            N
          </span>
          <span className="leading-tight">
            {data.site.shortName}
            <span className="block text-xs font-medium text-slate-600 dark:text-slate-400">Legal &amp; Compliance</span>
          </span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MENU.map((m) => (
              <li key={m.label}>
                {"to" in m ? (
                  <Link to={m.to} className={desktopItem}>
                    {m.label}
                  </Link>
                ) : (
                  <SectionLink anchor={m.anchor} className={desktopItem}>
                    {m.label}
                  </SectionLink>
                )}
              </li>
            ))}
            <li>
              {/* A link to the contact page until JavaScript runs, then the "Connect With Us" dialog (decision 134). */}
              <a
                href="/contact"
                className={desktopItem}
                {...connect.intent}
                onClick={(e) => {
                  e.preventDefault();
                  openDialog("connect");
                }}
              >
                Contact
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <div className="hidden sm:block">
            <AccountMenu />
          </div>
          <ThemeToggle />
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            popoverTarget="mobile-menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => clearTimeout(closeTimer.current)}
          >
            <Icon name={menuOpen ? "x" : "menu"} className="size-6" />
          </button>
        </div>
      </div>
      <nav
        ref={menuRef}
        id="mobile-menu"
        aria-label="Mobile"
        popover="auto"
        className="site-mobile-menu inset-x-0 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-t border-b border-slate-200 bg-white p-0 text-slate-800 shadow-lg lg:hidden dark:border-slate-800 dark:bg-slate-950 dark:text-slate-200"
      >
        <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
          {MENU.map((m) => (
            <li key={m.label}>
              {"to" in m ? (
                <Link to={m.to} className={`block ${item}`} onClick={closeSoon}>
                  {m.label}
                </Link>
              ) : (
                <SectionLink anchor={m.anchor} className={`block ${item}`} onSelect={closeSoon}>
                  {m.label}
                </SectionLink>
              )}
            </li>
          ))}
          <li>
            <a
              href="/contact"
              className={`block w-full text-left ${item}`}
              {...connect.intent}
              onClick={(e) => {
                e.preventDefault();
                openDialog("connect");
                closeSoon();
              }}
            >
              Contact
            </a>
          </li>
          <li className="mt-1 border-t border-slate-200 pt-1 sm:hidden dark:border-slate-800">
            <AccountMenu layout="stack" onSelect={closeSoon} />
          </li>
        </ul>
      </nav>
      <ConnectDialogSlot />
    </header>
  );
}

// "Connect With Us" loads on first use; its code is fetched when the Contact button is pointed at or focused.
const connect = lazyOnIntent(() => import("./connect-dialog.tsx").then((m) => ({ default: m.ConnectDialog })));

function ConnectDialogSlot() {
  const { dialog } = useShell();
  const mounted = useOnceTrue(dialog?.kind === "connect");
  return mounted ? (
    <Suspense fallback={null}>
      <connect.Component />
    </Suspense>
  ) : null;
}
