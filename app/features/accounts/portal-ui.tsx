import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { clientStatusLabel } from "./portal-schema.ts";

/** Pieces the /account pages share: the page frame with its small menu, dates and status badges. */

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => `${dateTimeFormat.format(new Date(iso))} IST`;

export function StatusBadge({ status }: { status: string }) {
  const tone =
    status === "closed"
      ? "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-white"
      : status === "converted"
        ? "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50"
        : "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-50";
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone}`}>{clientStatusLabel(status)}</span>
  );
}

export function PortalPage({ title, name, children }: { title: string; name?: string; children: ReactNode }) {
  const link = "font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <nav aria-label="My account" className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <Link to="/account" className={link}>
          My requests
        </Link>
        <Link to="/account/cases" className={link}>
          My cases
        </Link>
        <Link to="/account/calendar" className={link}>
          Due dates
        </Link>
        <Link to="/account/erase" className={link}>
          My data
        </Link>
        <Form method="post" action="/account/logout" className="ml-auto">
          <button
            type="submit"
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800"
          >
            Sign out
          </button>
        </Form>
      </nav>
      <h1 className="mt-6 text-3xl font-extrabold text-slate-900 dark:text-white">{title}</h1>
      {name ? <p className="mt-1 text-slate-700 dark:text-slate-300">Signed in as {name}.</p> : null}
      {children}
    </div>
  );
}
