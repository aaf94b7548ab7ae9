import type { ReactNode } from "react";

/**
 * Pieces the admin pages share: the card the sign-in, forgot and reset pages sit in, and labelled
 * inputs. Plain forms that work without JavaScript.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-start justify-center bg-slate-100 px-4 py-12 sm:items-center dark:bg-slate-950">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">Nyayik back office</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

export function TextField({
  label,
  name,
  type = "text",
  autoComplete,
  defaultValue,
  error,
  hint,
  required = true,
}: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
  required?: boolean;
}) {
  const id = `f-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="mt-4 first:mt-0">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800 dark:text-slate-100">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormAlert({ message, tone = "error" }: { message?: string | null; tone?: "error" | "ok" }) {
  if (!message) return null;
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          : "mb-4 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
      }
    >
      {message}
    </p>
  );
}

/** `Cache-Control: no-store` for every admin response (the server also sets it for /admin/*). */
export function noStoreHeaders() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export const adminMeta = (title: string) => [
  { title: `${title} | Nyayik back office` },
  { name: "robots", content: "noindex, nofollow" },
];
