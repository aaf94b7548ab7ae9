import { useCallback, useId } from "react";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { CONTACT_SENT, CONTACT_SUBJECTS, type FormResult, TOAST_OPTIONS } from "./form-contract.ts";
import { errorTextClass, Field, FormAlert, Honeypot, inputClass, TermsText, useLeadForm } from "./form-ui.tsx";

/** The contact form (SPEC §2, §3): on the home page's contact section and /contact. Works without JavaScript. */
export function ContactForm({ result }: { result?: FormResult } = {}) {
  const termsErrorId = useId();
  const onSuccess = useCallback(() => {
    toast.success(CONTACT_SENT, TOAST_OPTIONS);
  }, []);
  const form = useLeadForm({
    action: "/contact",
    loadSchema: () => import("./contact-schema.ts").then((m) => m.ContactSchema),
    result,
    onSuccess,
  });
  const { errors, values } = form;
  return (
    <form
      key={form.formKey}
      {...form.formProps}
      aria-label="Contact us"
      className="relative space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <Honeypot />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full Name" error={errors.fullName} required>
          {(p) => (
            <input
              {...p}
              name="fullName"
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={values.fullName}
              {...form.focusProps("fullName")}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Email" error={errors.email} required>
          {(p) => (
            <input
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={values.email}
              {...form.focusProps("email")}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Phone Number" error={errors.phone} hint="For example +91 98765 43210" required>
          {(p) => (
            <input
              {...p}
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              maxLength={30}
              defaultValue={values.phone}
              {...form.focusProps("phone")}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Subject" error={errors.subject} required>
          {(p) => (
            <select
              {...p}
              name="subject"
              required
              defaultValue={values.subject ?? ""}
              {...form.focusProps("subject")}
              className={inputClass}
            >
              <option value="" disabled>
                Select a subject
              </option>
              {CONTACT_SUBJECTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Message" error={errors.message} required>
        {(p) => (
          <textarea
            {...p}
            name="message"
            rows={4}
            required
            maxLength={5000}
            defaultValue={values.message}
            {...form.focusProps("message")}
            className={inputClass}
          />
        )}
      </Field>
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="agreeToTerms"
            required
            defaultChecked={values.agreeToTerms === "on"}
            aria-invalid={errors.agreeToTerms ? true : undefined}
            aria-describedby={errors.agreeToTerms ? termsErrorId : undefined}
            {...form.focusProps("agreeToTerms")}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <TermsText />
        </label>
        {errors.agreeToTerms ? (
          <p id={termsErrorId} className={errorTextClass}>
            {errors.agreeToTerms}
          </p>
        ) : null}
      </div>
      <FormAlert message={form.formError} />
      <Button type="submit" size="lg" className="w-full" disabled={form.pending}>
        {form.pending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
