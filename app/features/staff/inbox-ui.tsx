import { type ReactNode, useEffect, useRef } from "react";

/** Small pieces the inbox screens (inbox, item, audit log, dashboard) share; the payments screens use console-ui.tsx. */

const STATUS_TONE: Record<string, string> = {
  new: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50",
  contacted: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50",
  converted: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50",
  closed: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-50",
};

export function Badge({ tone, children }: { tone?: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${
        (tone && STATUS_TONE[tone]) || "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100"
      }`}
    >
      {children}
    </span>
  );
}

export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

export const inputClass =
  "mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white";
export const textareaClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white";
export const labelClass = "block text-sm font-semibold text-slate-800 dark:text-slate-100";
export const cardClass = "rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900";
export const linkClass = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300";

export function SelectField({
  label,
  name,
  options,
  defaultValue,
  error,
  anyLabel,
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  error?: string;
  /** The first option, meaning "no filter" (omit for a required choice). */
  anyLabel?: string;
}) {
  const id = `f-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

/**
 * A list's filters folded under a "Filters" summary (issue 27): closed on a phone, so the list is on
 * the first screen; opened on a wide screen once scripts run. The summary counts the filters in use.
 */
export function FilterPanel({ inUse, children }: { inUse: number; children: ReactNode }) {
  return (
    <FoldedPanel title={`Filters${inUse ? ` (${inUse} in use)` : ""}`} testId="filters">
      {children}
    </FoldedPanel>
  );
}

/** A panel folded on a phone and open on a wide screen (the filters, the payments page's GSTR-1 export). */
export function FoldedPanel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia("(min-width: 1024px)").matches) details.current.open = true;
  }, []);
  return (
    <details
      ref={details}
      data-testid={testId}
      className="mb-4 rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <summary className="cursor-pointer px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600">
        {title}
      </summary>
      <div className="border-t border-slate-200 dark:border-slate-800">{children}</div>
    </details>
  );
}

/** A line under a staff text field saying who will read what is typed there (issue 27). */
export function AudienceHint({ id, audience }: { id: string; audience: "staff" | "client" }) {
  return (
    <p id={id} className="mt-1 text-xs text-slate-700 dark:text-slate-300">
      {audience === "staff" ? "Only staff see this." : "The client sees this."}
    </p>
  );
}
