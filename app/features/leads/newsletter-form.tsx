import { useCallback, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { type FormResult, NEWSLETTER_CHECK_INBOX } from "./form-contract.ts";
import { FormAlert, Honeypot, useLeadForm } from "./form-ui.tsx";

/**
 * A newsletter sign-up (SPEC §2: the legal-updates section and the footer). Signs up for real and
 * asks the visitor to confirm by e-mail (double opt-in), in place; without JavaScript it posts to
 * /newsletter, which shows the same words.
 */
export function NewsletterForm({ source, result }: { source: "footer" | "updates"; result?: FormResult }) {
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const inputId = useId();
  const onSuccess = useCallback(() => setConfirmation(NEWSLETTER_CHECK_INBOX), []);
  const form = useLeadForm({
    action: "/newsletter",
    loadSchema: () => import("./newsletter-schema.ts").then((m) => m.NewsletterSchema),
    omit: ["source"],
    result,
    onSuccess,
  });
  const error = form.errors.email;
  const dark = source === "footer";
  return (
    <form key={form.formKey} {...form.formProps} aria-label={dark ? "Newsletter (footer)" : "Newsletter"} className="relative">
      <input type="hidden" name="source" value={source} />
      <Honeypot />
      <label
        htmlFor={inputId}
        className={`mb-2 block text-sm font-semibold ${dark ? "text-white" : "text-slate-900 dark:text-white"}`}
      >
        Get legal updates by e-mail
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder="you@example.com"
          defaultValue={form.values.email}
          {...form.focusProps("email")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : confirmation ? `${inputId}-status` : undefined}
          onInput={() => setConfirmation(null)}
          className={`min-w-0 flex-1 rounded-lg border px-3 py-2 ${
            dark
              ? "border-slate-500 bg-slate-800 text-white placeholder:text-slate-400"
              : "border-slate-400 bg-white text-slate-900 placeholder:text-slate-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
          }`}
        />
        <Button type="submit" variant={dark ? "secondary" : "default"} disabled={form.pending}>
          {form.pending ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      {error ? (
        <p
          id={`${inputId}-error`}
          className={`mt-1 text-sm font-medium ${dark ? "text-red-300" : "text-red-700 dark:text-red-300"}`}
        >
          {error}
        </p>
      ) : null}
      <p
        id={`${inputId}-status`}
        role="status"
        className={`mt-2 text-sm ${dark ? "text-green-300" : "text-green-800 dark:text-green-300"}`}
      >
        {confirmation}
      </p>
      <FormAlert message={form.formError} className="mt-2" />
    </form>
  );
}
