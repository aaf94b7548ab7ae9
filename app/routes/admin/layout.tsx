import { data, Form, isRouteErrorResponse, NavLink, Outlet, useRouteError } from "react-router";
import { ThemeToggle } from "#app/components/layout/theme-toggle.tsx";
import { adminMeta, noStoreHeaders } from "#app/features/staff/admin-ui.tsx";
import { requireStaff } from "#app/features/staff/guard.server.ts";
import type { Route } from "./+types/layout";

/**
 * The console shell for every signed-in /admin page: top bar (firm, who is signed in, sign out) and
 * the section nav; on phones the nav folds into a <details> menu. Each child route guards itself
 * too: loaders run in parallel, so this layout's check alone would not protect a child's data.
 */
export const handle = { access: "staff" };

export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaff(args, "staff");
  return data({ staff: { name: staff.name, role: staff.role } }, { headers: noStoreHeaders() });
}

export const headers = () => noStoreHeaders();
export const meta = () => adminMeta("Console");

const NAV: { to: string; label: string; owner?: boolean; end?: boolean }[] = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/inbox", label: "Inbox" },
  { to: "/admin/cases", label: "Cases" },
  { to: "/admin/availability", label: "Call hours" },
  { to: "/admin/payments", label: "Payments" },
  { to: "/admin/reconciliation", label: "Reconciliation" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/audit", label: "Audit log", owner: true },
  { to: "/admin/staff", label: "Staff", owner: true },
];

function Nav({ role }: { role: "owner" | "staff" }) {
  return (
    <ul className="flex flex-col gap-1 lg:flex-row lg:gap-2">
      {NAV.filter((item) => !item.owner || role === "owner").map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              `block rounded-lg px-3 py-2 text-sm font-semibold ${
                isActive
                  ? "bg-brand-700 text-white dark:bg-brand-300 dark:text-slate-950"
                  : "text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800"
              }`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function Shell({ name, role, children }: { name: string; role: "owner" | "staff"; children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <a href="/admin" className="font-bold text-brand-800 dark:text-brand-200">
            Nyayik <span className="font-normal text-slate-600 dark:text-slate-300">back office</span>
          </a>
          <nav aria-label="Console" className="order-last hidden w-full lg:order-none lg:ml-6 lg:block lg:w-auto">
            <Nav role={role} />
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <span className="hidden text-sm sm:inline" data-testid="staff-name">
              {name} <span className="text-slate-600 dark:text-slate-300">({role})</span>
            </span>
            <ThemeToggle />
            <Form method="post" action="/admin/logout">
              <button
                type="submit"
                className="h-9 rounded-lg border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
              >
                Sign out
              </button>
            </Form>
          </div>
          <details className="w-full lg:hidden">
            <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800">
              Menu <span className="sm:hidden">· {name}</span>
            </summary>
            <nav aria-label="Console (menu)" className="pt-2">
              <Nav role={role} />
            </nav>
          </details>
        </div>
      </header>
      <main id="admin-main" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell name={loaderData.staff.name} role={loaderData.staff.role}>
      <Outlet />
    </Shell>
  );
}

/** A child's 403 (owner-only page) or other error renders inside a plain page, not the public site. */
export function ErrorBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!forbidden && !notFound) console.error(error);
  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-24 text-center text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <title>{forbidden ? "Not allowed | Nyayik back office" : "Error | Nyayik back office"}</title>
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">{forbidden ? "403" : notFound ? "404" : "Error"}</p>
      <h1 className="mt-2 text-3xl font-bold">
        {forbidden ? "You do not have access to this page" : notFound ? "Not found" : "Something went wrong"}
      </h1>
      <p className="mt-4">
        {forbidden
          ? "This part of the console is for the owner. Ask the owner if you need it."
          : notFound
            ? "Nothing here, or it was removed."
            : "Please try again in a moment."}
      </p>
      <a className="mt-8 inline-block font-semibold text-brand-700 underline dark:text-brand-300" href="/admin">
        Back to the dashboard
      </a>
    </main>
  );
}
