import { type DragEvent, useCallback, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icons.tsx";
import { notifySuccess } from "#app/components/ui/toast.tsx";
import type { ConsultationConfirmation } from "./confirmation.ts";
import { ConfirmationPanel } from "./confirmation-panel.tsx";
import {
  CONSULTATION_SENT,
  type FieldErrors,
  type FormResult,
  SERVICE_TYPES,
  type ServiceType,
  TOAST_OPTIONS,
} from "./form-contract.ts";
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
import { checkUpload, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, UPLOAD_FIELD, UPLOAD_HINT } from "./upload-rules.ts";

/** The same content checks the server runs, on the chosen file (read locally, nothing is sent). */
async function documentError(file: File): Promise<string | undefined> {
  // A file over the limit is refused on its size alone, without reading it.
  const bytes = file.size > MAX_UPLOAD_BYTES ? new Uint8Array() : new Uint8Array(await file.arrayBuffer());
  const check = checkUpload(file.name, file.size, bytes);
  return check.ok ? undefined : check.error;
}

async function checkDocument(formData: FormData): Promise<FieldErrors> {
  const file = formData.get(UPLOAD_FIELD);
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) return {};
  const error = await documentError(file);
  return error ? { [UPLOAD_FIELD]: error } : {};
}

function formatSize(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The consultation request form (SPEC §2, §3): on the home page, in the 'Get In Touch' popup and on
 * /consultation. Posts to /consultation; works without JavaScript.
 */
export function ConsultationForm({
  source = "form",
  onDone,
  result,
  service,
}: {
  source?: "form" | "popup";
  onDone?: () => void;
  /** The action's answer after a plain POST (the /consultation page passes it). */
  result?: FormResult;
  /** The service a "Register / Get help" link chose (`?service=`), read on the server. */
  service?: ServiceType;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const termsErrorId = useId();
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const [confirmation, setConfirmation] = useState<ConsultationConfirmation | null>(null);
  // A stored request answers with a confirmation panel in place of the form (issue 27); only the
  // honeypot's silent "success" carries none, and then the SPEC toast is all there is.
  const onSuccess = useCallback(
    (answer: Extract<FormResult, { ok: true }>) => {
      setChosen(null);
      if (answer.confirmation) setConfirmation(answer.confirmation);
      else {
        void notifySuccess(CONSULTATION_SENT, TOAST_OPTIONS);
        onDone?.();
      }
    },
    [onDone],
  );
  const form = useLeadForm({
    action: "/consultation",
    loadSchema: () => import("./consultation-schema.ts").then((m) => m.ConsultationSchema),
    omit: ["source", UPLOAD_FIELD],
    encType: "multipart/form-data",
    result,
    check: checkDocument,
    onSuccess,
  });
  const { errors, values } = form;

  async function onFileChosen() {
    const file = fileInput.current?.files?.[0];
    setChosen(file ? { name: file.name, size: file.size } : null);
    form.setFieldError(UPLOAD_FIELD, file ? await documentError(file) : undefined);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!file || !fileInput.current) return;
    const transfer = new DataTransfer();
    transfer.items.add(file);
    fileInput.current.files = transfer.files;
    void onFileChosen();
  }

  function removeFile() {
    if (fileInput.current) fileInput.current.value = "";
    setChosen(null);
    form.setFieldError(UPLOAD_FIELD, undefined);
  }

  const documentErrorText = errors[UPLOAD_FIELD];
  if (confirmation) {
    return (
      <ConfirmationPanel
        confirmation={confirmation}
        focusOnMount
        action={
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setConfirmation(null);
              onDone?.();
            }}
          >
            {onDone ? "Close" : "Send another request"}
          </Button>
        }
      />
    );
  }
  return (
    <form
      key={form.formKey}
      {...form.formProps}
      aria-label={source === "popup" ? "Get In Touch" : "Consultation request"}
      className="relative space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <input type="hidden" name="source" value={source} />
      <Honeypot />
      {/* On a phone the visitor is asked name, phone and service first; the rest appears once those
          three are filled (app.css .lead-first / .lead-more). One form, the SPEC fields, the same checks. */}
      <div className="lead-first grid gap-4 sm:grid-cols-2">
        <PersonFields form={form} fields={["fullName", "phone"]} />
        <div className="sm:col-span-2">
          <SelectField
            form={form}
            name="serviceType"
            label="Service Type"
            placeholder="Select a service"
            options={SERVICE_TYPES}
            initial={service}
          />
        </div>
      </div>
      <p className="lead-more-note text-sm text-slate-700 dark:text-slate-300">
        Fill in these three and a few more details will appear below.
      </p>
      <div className="lead-more space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonFields form={form} fields={["email"]} />
          <Field label="City" error={errors.city} required>
            {(p) => (
              <input
                {...p}
                name="city"
                autoComplete="address-level2"
                required
                maxLength={80}
                defaultValue={values.city}
                {...form.focusProps("city")}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <Field label="Additional Details" error={errors.details}>
          {(p) => (
            <textarea
              {...p}
              name="details"
              rows={4}
              maxLength={2000}
              defaultValue={values.details}
              {...form.focusProps("details")}
              placeholder="Tell us briefly about your matter"
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Upload Document (optional)" error={documentErrorText} hint={UPLOAD_HINT}>
          {(p) => (
            // The zone is a label for the (visually hidden) picker, so click, keyboard and drop all work.
            <label
              htmlFor={p.id}
              onDragEnter={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragOver={(e) => {
                e.preventDefault();
                e.dataTransfer.dropEffect = "copy";
              }}
              onDragLeave={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
              }}
              onDrop={onDrop}
              data-dragging={dragging || undefined}
              className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-400 px-4 py-6 text-center text-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500 hover:border-brand-600 data-dragging:border-brand-600 data-dragging:bg-brand-50 dark:border-slate-500 dark:data-dragging:border-brand-300 dark:data-dragging:bg-brand-950"
            >
              <Icon name="upload" className="size-6 text-brand-700 dark:text-brand-300" />
              <span className="font-semibold text-slate-900 dark:text-white">
                {dragging ? "Drop the file to attach it" : "Click to choose a file or drag and drop it here"}
              </span>
              <input
                {...p}
                ref={fileInput}
                type="file"
                name={UPLOAD_FIELD}
                accept={UPLOAD_ACCEPT}
                onChange={() => void onFileChosen()}
                {...form.focusProps(UPLOAD_FIELD)}
                className="sr-only"
              />
            </label>
          )}
        </Field>
        {chosen ? (
          <p className="-mt-2 flex items-center gap-2 text-sm">
            <Icon name="file" className="size-4" />
            <span>
              {chosen.name} ({formatSize(chosen.size)})
            </span>
            <button type="button" onClick={removeFile} className="font-semibold text-brand-700 underline dark:text-brand-300">
              Remove<span className="sr-only"> {chosen.name}</span>
            </button>
          </p>
        ) : null}
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
      </div>
      <FormAlert message={form.formError} />
      <Button type="submit" size="lg" className="w-full" disabled={form.pending}>
        {form.pending ? "Submitting..." : "Request Consultation"}
      </Button>
    </form>
  );
}
