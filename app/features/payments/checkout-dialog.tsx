import { type ComponentProps, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Icon } from "#app/components/ui/icons.tsx";
import type { Breakdown } from "#app/features/billing/breakdown.ts";
import { GST_STATES } from "#app/features/billing/gstin.ts";
import { formatRupees } from "#app/features/catalogue/price.ts";
import { formatPaise } from "./money.ts";

/** What GET /payments/quote answers; computed on the server (rupees, and the breakdown in paise). */
type Quote = {
  title: string;
  actual: number;
  price: number;
  discount: number;
  amount: number;
  coupon?: string;
  couponNote?: string;
  breakdown: Breakdown;
  amountPaise: number;
};
type QuoteAnswer = { ok: true; quote: Quote; couponError?: string } | { ok: false; message: string };
type Fields = { name: string; email: string; phone: string; coupon: string; gstin: string; address: string; state: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

// SPEC §8: the alert for any failure to start the payment, including a missing display address.
const INIT_FAILED = "Payment initialization failed. Please try again.";
const EMPTY: Fields = { name: "", email: "", phone: "", coupon: "", gstin: "", address: "", state: "" };
const STATES = Object.entries(GST_STATES).sort((a, b) => a[1].localeCompare(b[1]));

async function fetchQuote(slug: string, coupon: string, place?: { gstin: string; state: string }): Promise<QuoteAnswer> {
  const query = new URLSearchParams({ slug });
  if (coupon.trim()) query.set("coupon", coupon.trim());
  if (place?.state) query.set("state", place.state);
  if (place?.gstin.trim()) query.set("gstin", place.gstin.trim());
  const response = await fetch(`/payments/quote?${query}`, { headers: { accept: "application/json" } });
  return (await response.json()) as QuoteAnswer;
}

/**
 * The Premium Service Package's checkout (opened by 'Pay Now', checkout-button.tsx): a short checkout (name, e-mail, phone, coupon, live
 * total from the server), then the 'Processing Payment' overlay while the server creates the
 * payment, then the browser leaves for the gateway. The browser sends only the slug, the contact
 * details and the coupon; the server sets the price.
 */
export function CheckoutDialog({
  slug,
  title,
  open,
  onClose,
}: {
  slug: string;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [coupon, setCoupon] = useState<{ ok: boolean; text: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<{ detail?: string } | null>(null);
  const [paying, setPaying] = useState(false);
  const [checking, setChecking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const afterOverlay = useRef<(() => void) | null>(null);
  const id = useId();

  // Coming back from the gateway with the browser's Back button restores this page from the
  // back/forward cache, overlay and all; put it back to idle.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPaying(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  async function refreshQuote(code: string) {
    setChecking(true);
    try {
      const answer = await fetchQuote(slug, code, fields);
      if (!answer.ok) {
        setFormError({ detail: answer.message });
        return;
      }
      setQuote(answer.quote);
      setFieldErrors((e) => ({ ...e, coupon: undefined }));
      if (answer.couponError) setCoupon({ ok: false, text: answer.couponError });
      else if (answer.quote.couponNote) setCoupon({ ok: true, text: `Coupon applied. ${answer.quote.couponNote}.` });
      else setCoupon(null);
    } catch {
      setCoupon(code.trim() ? { ok: false, text: "We could not check the coupon just now. Please try again." } : null);
    } finally {
      setChecking(false);
    }
  }

  // Each opening clears the last error and, the first time, asks the server for the price.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on opening only, as the button's click did.
  useEffect(() => {
    if (!open) return;
    setFormError(null);
    if (!quote) void refreshQuote(fields.coupon);
  }, [open]);

  function update(name: keyof Fields, value: string) {
    setFields((f) => ({ ...f, [name]: value }));
    if (fieldErrors[name]) setFieldErrors((e) => ({ ...e, [name]: undefined }));
  }

  function fail(errors: FieldErrors, detail?: string) {
    setPaying(false);
    setFieldErrors(errors);
    setFormError({ detail });
    // Once the overlay has closed (and handed focus back), move focus to the first field the
    // server rejected, otherwise to the alert.
    const first = (Object.keys(errors) as (keyof Fields)[]).find((k) => errors[k]);
    afterOverlay.current = () => {
      const field = first ? formRef.current?.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
      else alertRef.current?.focus();
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (paying) return;
    setPaying(true);
    setFormError(null);
    setFieldErrors({});
    const body = new URLSearchParams({ slug, name: fields.name, email: fields.email, phone: fields.phone });
    if (fields.coupon.trim()) body.set("coupon", fields.coupon.trim());
    for (const key of ["gstin", "address", "state"] as const) if (fields[key].trim()) body.set(key, fields[key].trim());
    try {
      const response = await fetch("/payments/start", { method: "POST", headers: { accept: "application/json" }, body });
      const answer = (await response.json().catch(() => null)) as {
        ok?: boolean;
        url?: unknown;
        fieldErrors?: FieldErrors;
        formError?: string;
      } | null;
      if (response.ok && answer?.ok && typeof answer.url === "string" && answer.url) {
        // Leave for the gateway; the overlay stays up until the page goes.
        window.location.assign(answer.url);
        return;
      }
      fail(answer?.fieldErrors ?? {}, answer?.formError);
    } catch {
      fail({});
    }
  }

  const errorId = (name: keyof Fields) => `${id}-${name}-error`;
  const field = (name: keyof Fields, label: string, props: ComponentProps<"input">) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-slate-900 dark:text-white">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={fields[name]}
        onChange={(e) => update(name, e.currentTarget.value)}
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={fieldErrors[name] ? errorId(name) : undefined}
        className="mt-1 block h-10 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-950 dark:text-white dark:aria-invalid:border-red-400"
        {...props}
      />
      {fieldErrors[name] ? (
        <p id={errorId(name)} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {fieldErrors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <>
      <Dialog
        open={open}
        onClose={() => !paying && onClose()}
        title="Checkout"
        description={`${title}: pay securely online. We e-mail your receipt.`}
      >
        <form ref={formRef} onSubmit={submit} className="space-y-4">
          {formError ? (
            <div
              ref={alertRef}
              role="alert"
              tabIndex={-1}
              className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
            >
              <p className="font-semibold">{INIT_FAILED}</p>
              {formError.detail ? <p className="mt-1">{formError.detail}</p> : null}
            </div>
          ) : null}
          {field("name", "Full name", { autoComplete: "name", required: true, minLength: 2, maxLength: 100 })}
          {field("email", "Email", { type: "email", autoComplete: "email", required: true, maxLength: 254 })}
          {field("phone", "Phone", {
            type: "tel",
            autoComplete: "tel",
            inputMode: "tel",
            required: true,
            placeholder: "10-digit mobile number",
          })}
          <div>
            <label htmlFor={`${id}-coupon`} className="block text-sm font-semibold text-slate-900 dark:text-white">
              Coupon code <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id={`${id}-coupon`}
                name="coupon"
                value={fields.coupon}
                onChange={(e) => update("coupon", e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    void refreshQuote(fields.coupon);
                  }
                }}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={20}
                aria-invalid={fieldErrors.coupon || coupon?.ok === false ? true : undefined}
                aria-describedby={`${id}-coupon-status`}
                className="block h-10 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 uppercase aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-950 dark:text-white dark:aria-invalid:border-red-400"
              />
              <Button variant="outline" onClick={() => void refreshQuote(fields.coupon)} disabled={checking}>
                Apply
              </Button>
            </div>
            <p id={`${id}-coupon-status`} aria-live="polite" className="mt-1 min-h-5 text-sm">
              {fieldErrors.coupon ? (
                <span className="text-red-700 dark:text-red-300">{fieldErrors.coupon}</span>
              ) : coupon ? (
                <span className={coupon.ok ? "text-green-800 dark:text-green-300" : "text-red-700 dark:text-red-300"}>
                  {coupon.text}
                </span>
              ) : null}
            </p>
          </div>
          <details className="rounded-lg border border-slate-300 p-3 text-sm dark:border-slate-600">
            <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">
              GSTIN and billing address{" "}
              <span className="font-normal text-slate-600 dark:text-slate-400">(optional, for a business)</span>
            </summary>
            <div className="mt-3 space-y-3">
              {field("gstin", "GSTIN (for a business)", {
                autoComplete: "off",
                autoCapitalize: "characters",
                maxLength: 20,
                onBlur: () => void refreshQuote(fields.coupon),
              })}
              {field("address", "Billing address", { autoComplete: "street-address", maxLength: 300 })}
              <div>
                <label htmlFor={`${id}-state`} className="block text-sm font-semibold text-slate-900 dark:text-white">
                  State (place of supply)
                </label>
                <select
                  id={`${id}-state`}
                  name="state"
                  value={fields.state}
                  onChange={(e) => update("state", e.currentTarget.value)}
                  onBlur={() => void refreshQuote(fields.coupon)}
                  aria-invalid={fieldErrors.state ? true : undefined}
                  aria-describedby={fieldErrors.state ? errorId("state") : undefined}
                  className="mt-1 block h-10 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-white"
                >
                  <option value="">Not given (the firm's state applies)</option>
                  {STATES.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
                {fieldErrors.state ? (
                  <p id={errorId("state")} className="mt-1 text-sm text-red-700 dark:text-red-300">
                    {fieldErrors.state}
                  </p>
                ) : null}
              </div>
            </div>
          </details>
          <dl aria-live="polite" className="space-y-1 rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
            {quote ? (
              <>
                {quote.breakdown.lines.map((line) => (
                  <div
                    key={line.kind}
                    className={`flex justify-between gap-4${line.kind === "discount" ? " text-green-800 dark:text-green-300" : ""}`}
                  >
                    <dt>{line.kind === "discount" ? `Coupon ${quote.coupon} (on our fee)` : line.label}</dt>
                    <dd>
                      {line.kind === "fee" ? (
                        <span className="mr-2 text-slate-600 dark:text-slate-400">
                          usually <del>{formatRupees(quote.actual)}</del>
                        </span>
                      ) : null}
                      {line.paise < 0 ? `−${formatPaise(-line.paise)}` : formatPaise(line.paise)}
                    </dd>
                  </div>
                ))}
                <div className="flex justify-between text-base font-bold text-slate-900 dark:text-white">
                  <dt>Total payable now</dt>
                  <dd data-testid="checkout-total">{formatPaise(quote.amountPaise)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt>Payable later</dt>
                  <dd className="text-right">{quote.breakdown.payableLater ?? "Nothing"}</dd>
                </div>
              </>
            ) : (
              <div className="flex justify-between">
                <dt>Total</dt>
                <dd>{checking ? "Checking price..." : "Shown before you pay"}</dd>
              </div>
            )}
          </dl>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Refunds: all of our fee before work starts.{" "}
            <a
              href="/policies/refund-policy"
              className="text-brand-700 underline dark:text-brand-300"
              target="_blank"
              rel="noopener"
            >
              Refund policy
            </a>
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={paying}>
            <Icon name="shield" className="size-5" /> Proceed to Pay{quote ? ` ${formatPaise(quote.amountPaise)}` : ""}
          </Button>
        </form>
      </Dialog>
      <PaymentOverlay
        open={paying}
        onClosed={() => {
          afterOverlay.current?.();
          afterOverlay.current = null;
        }}
      />
    </>
  );
}

/** SPEC §2: the payment-processing overlay, a modal above the checkout while the payment starts. */
function PaymentOverlay({ open, onClosed }: { open: boolean; onClosed: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      onClosed();
    }
  }, [open, onClosed]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => e.preventDefault()}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl bg-white p-8 text-center text-slate-800 shadow-2xl dark:bg-slate-900 dark:text-slate-100"
    >
      {open ? (
        <div role="status" tabIndex={-1}>
          <span
            aria-hidden="true"
            className="mx-auto block size-12 rounded-full border-4 border-brand-200 border-t-brand-700 motion-safe:animate-spin dark:border-slate-700 dark:border-t-brand-300"
          />
          <h2 id={`${id}-title`} className="mt-5 text-xl font-bold text-slate-900 dark:text-white">
            Processing Payment
          </h2>
          <p id={`${id}-text`} className="mt-2 text-slate-700 dark:text-slate-300">
            Redirecting to secure payment gateway...
          </p>
        </div>
      ) : null}
    </dialog>
  );
}
