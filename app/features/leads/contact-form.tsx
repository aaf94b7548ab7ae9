import { useCallback, useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { notifySuccess } from "#app/components/ui/toast.tsx";
import { CONTACT_SENT, CONTACT_SUBJECTS, type FormResult, TOAST_OPTIONS } from "./form-contract.ts";
import {
  errorTextClass,
  Field,
  FormAlert,
  Honeypot,
  inputClass,
  PersonFields,
  SelectField,
  TermsText,
  useLeadForm,
} from "./form-ui.tsx";

/** The contact form (SPEC §2, §3): on the home page's contact section and /contact. Works without JavaScript. */
export function ContactForm({ result }: { result?: FormResult } = {}) {
  const termsErrorId = useId();
  const onSuccess = useCallback(() => {
    void notifySuccess(CONTACT_SENT, TOAST_OPTIONS);
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
        <PersonFields form={form} />
        <SelectField form={form} name="subject" label="Subject" placeholder="Select a subject" options={CONTACT_SUBJECTS} />
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
