import type { ReactNode } from "react";
import type { FormResult } from "./form-contract.ts";

/**
 * What the three form routes (/consultation, /contact, /newsletter) share: the browser-side action
 * that turns a network failure into the form's failure text, the response headers, and the notice a
 * visitor without JavaScript lands on after a successful post.
 */

/** A route's `clientAction`: a failed request becomes `failureText` as a form error, not an error page. */
export function softFailClientAction(failureText: string) {
  return async ({ serverAction }: { serverAction: () => Promise<unknown> }): Promise<FormResult> => {
    try {
      return (await serverAction()) as FormResult;
    } catch {
      return { ok: false, fieldErrors: {}, formError: failureText };
    }
  };
}

/** A route's `headers`: never cached, and a rate limit's Retry-After passed on. */
export function formRouteHeaders({ actionHeaders }: { actionHeaders: Headers }) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export function SentNotice({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      role="status"
      className="mt-8 rounded-2xl border border-green-300 bg-green-50 p-6 dark:border-green-800 dark:bg-green-950"
    >
      <p className="text-lg font-semibold text-green-900 dark:text-green-100">{message}</p>
      {children}
      <a href="/" className="mt-4 inline-block font-semibold text-brand-700 underline dark:text-brand-300">
        Back to Home
      </a>
    </div>
  );
}
