import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { ENHANCED_FIELD, type FieldErrors, type FormResult, HONEYPOT_FIELD, textFields } from "./form-contract.ts";

/** Form building blocks shared by the consultation, contact and newsletter forms. */

/** False on the server and during hydration, true after: forms use native validation until then. */
export { useHydrated };

export const inputClass =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400";
export const errorTextClass = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";

/** A label, its control, an optional hint and the field's error, wired with ids for assistive technology. */
export function Field({
  label,
  error,
  hint,
  required,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700 dark:text-red-300">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children({ id, ...(error ? { "aria-invalid": true } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorTextClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The trap field: off-screen, hidden from assistive technology and out of the tab order. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

const policyLink = "font-semibold text-brand-700 underline dark:text-brand-300";

/** The terms checkbox's words; the policies open in a new tab so a half-filled form is not lost. */
export function TermsText() {
  return (
    <span>
      I agree to the{" "}
      <a href="/policies/terms-of-service" target="_blank" rel="noopener" className={policyLink}>
        Terms of Service<span className="sr-only"> (opens in a new tab)</span>
      </a>{" "}
      and{" "}
      <a href="/policies/privacy-policy" target="_blank" rel="noopener" className={policyLink}>
        Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </span>
  );
}

/** The form-level message (server could not accept, rate limit, unexpected fields). */
export function FormAlert({ message, className = "" }: { message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`${className} rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200`}
    >
      {message}
    </p>
  );
}

function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] && "focus" in element) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

type LeadFormOptions = {
  action: string;
  /** The form's zod schema, loaded on first focus so pages do not ship zod until someone fills a form. */
  loadSchema: () => Promise<z.ZodType>;
  /** Fields the schema does not parse (files, meta fields). */
  omit?: readonly string[];
  encType?: "multipart/form-data" | "application/x-www-form-urlencoded";
  /** The action's answer when the page was rendered after a plain (no-JS) POST. */
  result?: FormResult;
  /** Extra browser checks that need more than the schema (the document's bytes). */
  check?: (formData: FormData) => Promise<FieldErrors>;
  onSuccess: (result: Extract<FormResult, { ok: true }>) => void;
};

/**
 * The submit cycle of a lead form: validate with the shared schema in the browser (messages by the
 * fields, focus on the first), then post in place with a fetcher; the server's answer shows the same
 * way. On success the form is cleared (remounted) and `onSuccess` shows the toast.
 */
export function useLeadForm({
  action,
  loadSchema,
  omit = [],
  encType = "application/x-www-form-urlencoded",
  result,
  check,
  onSuccess,
}: LeadFormOptions) {
  const fetcher = useFetcher<FormResult>();
  const formRef: RefObject<HTMLFormElement | null> = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(result && !result.ok ? result.fieldErrors : {});
  const [formError, setFormError] = useState(result && !result.ok ? result.formError : undefined);
  const [checking, setChecking] = useState(false);
  // Bumped on success: remounting the form clears every field, including echoed defaults.
  const [generation, setGeneration] = useState(0);
  const handled = useRef<FormResult | undefined>(undefined);
  const hydrated = useHydrated();

  // The fetcher's answer arrives outside any event handler; react to each answer once.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      setErrors({});
      setFormError(undefined);
      setGeneration((g) => g + 1);
      onSuccess(answer);
    } else {
      setErrors(answer.fieldErrors);
      setFormError(answer.formError);
      focusFirstError(formRef.current, answer.fieldErrors);
    }
  }, [fetcher.state, fetcher.data, onSuccess]);

  const validator = useRef<Promise<readonly [typeof import("./fields.ts"), z.ZodType]> | null>(null);
  function loadValidator() {
    validator.current ??= Promise.all([import("./fields.ts"), loadSchema()] as const);
    return validator.current;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    setChecking(true);
    let validation: ReturnType<typeof import("./fields.ts")["validateFields"]>;
    try {
      const [{ validateFields }, schema] = await loadValidator();
      validation = validateFields(schema, textFields(formData, [HONEYPOT_FIELD, ENHANCED_FIELD, ...omit]));
    } catch {
      // The checks could not load (e.g. offline after a deploy): the server checks everything anyway.
      validator.current = null;
      validation = { ok: true, data: undefined };
    }
    const found: FieldErrors = { ...(validation.ok ? {} : validation.fieldErrors), ...(check ? await check(formData) : {}) };
    setChecking(false);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError(undefined);
      focusFirstError(form, found);
      return;
    }
    setErrors({});
    setFormError(undefined);
    formData.set(ENHANCED_FIELD, "1");
    await fetcher.submit(formData, { method: "post", action, encType, defaultShouldRevalidate: false });
  }

  /** Clears a field's message as soon as the visitor changes it. */
  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) {
      const { [name]: _cleared, ...rest } = errors;
      setErrors(rest);
    }
  }

  const values = generation === 0 && result && !result.ok ? (result.values ?? {}) : {};
  return {
    formKey: generation,
    formProps: {
      ref: formRef,
      method: "post" as const,
      action,
      encType,
      noValidate: hydrated,
      onSubmit,
      onChange,
      onFocus: () => void loadValidator().catch(() => {}),
    },
    errors,
    formError,
    values,
    pending: checking || fetcher.state !== "idle",
    /**
     * For the page rendered after a plain (no-JS) POST with errors: the browser focuses the first invalid
     * field, as the browser script does after its own checks. Focus follows the visitor's own submit, so
     * it does not surprise anyone the way autofocus on a fresh page would.
     */
    focusProps(name: string): { autoFocus?: true } {
      const first = generation === 0 && result && !result.ok ? Object.keys(result.fieldErrors)[0] : undefined;
      return first === name ? { autoFocus: true } : {};
    },
    setFieldError(name: string, message: string | undefined) {
      setErrors((current) => {
        const { [name]: _old, ...rest } = current;
        return message ? { ...rest, [name]: message } : rest;
      });
    },
  };
}

type LeadForm = Pick<ReturnType<typeof useLeadForm>, "errors" | "values" | "focusProps">;

/** A required single-line text field bound to a lead form. */
export function TextField({
  form,
  name,
  label,
  hint,
  type = "text",
  autoComplete,
  maxLength,
}: {
  form: LeadForm;
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  maxLength: number;
}) {
  return (
    <Field label={label} error={form.errors[name]} hint={hint} required>
      {(p) => (
        <input
          {...p}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          maxLength={maxLength}
          defaultValue={form.values[name]}
          {...form.focusProps(name)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** Full name, e-mail and phone, asked the same way (and with the same limits) by every lead form. */
export function PersonFields({
  form,
  fields = ["fullName", "email", "phone"],
}: {
  form: LeadForm;
  /** Which of the three, in this order (the consultation form asks name and phone first, issue 27). */
  fields?: readonly ("fullName" | "email" | "phone")[];
}) {
  const field = {
    fullName: <TextField key="fullName" form={form} name="fullName" label="Full Name" autoComplete="name" maxLength={100} />,
    email: <TextField key="email" form={form} name="email" label="Email" type="email" autoComplete="email" maxLength={254} />,
    phone: (
      <TextField
        key="phone"
        form={form}
        name="phone"
        label="Phone Number"
        hint="For example +91 98765 43210"
        type="tel"
        autoComplete="tel"
        maxLength={30}
      />
    ),
  };
  return <>{fields.map((name) => field[name])}</>;
}

/** A required select that starts on a disabled placeholder option. */
export function SelectField({
  form,
  name,
  label,
  placeholder,
  options,
  initial,
}: {
  form: LeadForm;
  name: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  /** The choice to start on (e.g. the service a "Get help" link names), unless the visitor sent another. */
  initial?: string;
}) {
  return (
    <Field label={label} error={form.errors[name]} required>
      {(p) => (
        <select
          {...p}
          name={name}
          required
          defaultValue={form.values[name] ?? initial ?? ""}
          {...form.focusProps(name)}
          className={inputClass}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
