import type { ComponentProps } from "react";
import { data, redirect } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { GST_STATES } from "#app/features/billing/gstin.ts";
import {
  type CheckoutPage,
  type CheckoutValues,
  checkoutPage,
  submitCheckoutPage,
} from "#app/features/payments/checkout-page.server.ts";
import { formatPaise } from "#app/features/payments/money.ts";
import { PRIVATE_PAGE_HEADERS, serverContext } from "#app/features/payments/request.server.ts";
import type { Route } from "./+types/checkout";

export type CheckoutPageData = CheckoutPage;

/** /service/:slug/checkout: 'Pay Now' as a page, for a visitor whose scripts have not run (decision 134). */
export function loader({ params, context }: Route.LoaderArgs) {
  const page = checkoutPage(serverContext(context).content, params.slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const result = await submitCheckoutPage(serverContext(context), request, params.slug);
  if (result.kind === "missing") throw data(null, { status: 404 });
  if (result.kind === "redirect") throw redirect(result.url, 303);
  return data(result.page, { status: result.status, headers: result.headers });
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Checkout: ${loaderData?.quote.title ?? "Service"} | Nyayik` },
  { name: "robots", content: "noindex" },
];

// SPEC §8: the alert for any failure to start the payment (the same words as the checkout dialog).
const PAYMENT_INIT_FAILED = "Payment initialization failed. Please try again.";
const STATES = Object.entries(GST_STATES).sort((a, b) => a[1].localeCompare(b[1]));
const input =
  "mt-1 block h-10 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-950 dark:text-white";

export default function CheckoutRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const { quote, values, fieldErrors = {} } = page;
  const field = (name: keyof CheckoutValues, label: string, props: ComponentProps<"input">) => (
    <div>
      <label htmlFor={`checkout-${name}`} className="block text-sm font-semibold text-slate-900 dark:text-white">
        {label}
      </label>
      <input
        id={`checkout-${name}`}
        name={name}
        defaultValue={values[name]}
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={fieldErrors[name] ? `checkout-${name}-error` : undefined}
        className={input}
        {...props}
      />
      {fieldErrors[name] ? (
        <p id={`checkout-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {fieldErrors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <p className="text-sm">
        <a href={`/service/${params.slug}`} className="text-brand-700 underline dark:text-brand-300">
          Back to {quote.title}
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 dark:text-white">Checkout</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{quote.title}: pay securely online. We e-mail your receipt.</p>
      {page.formError || Object.keys(fieldErrors).length > 0 ? (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <p className="font-semibold">{PAYMENT_INIT_FAILED}</p>
          {page.formError ? <p className="mt-1">{page.formError}</p> : null}
        </div>
      ) : null}
      <form method="post" className="mt-6 space-y-4">
        {field("name", "Full name", { autoComplete: "name", required: true, minLength: 2, maxLength: 100 })}
        {field("email", "Email", { type: "email", autoComplete: "email", required: true, maxLength: 254 })}
        {field("phone", "Phone", { type: "tel", autoComplete: "tel", required: true, placeholder: "10-digit mobile number" })}
        {field("coupon", "Coupon code (optional)", { autoComplete: "off", autoCapitalize: "characters", maxLength: 20 })}
        {page.couponError ? (
          <p role="status" className="text-sm text-red-700 dark:text-red-300">
            {page.couponError}
          </p>
        ) : quote.couponNote ? (
          <p role="status" className="text-sm text-green-800 dark:text-green-300">
            Coupon applied. {quote.couponNote}.
          </p>
        ) : null}
        <fieldset className="space-y-3 rounded-lg border border-slate-300 p-3 text-sm dark:border-slate-600">
          <legend className="px-1 font-semibold text-slate-900 dark:text-white">
            GSTIN and billing address <span className="font-normal">(optional, for a business)</span>
          </legend>
          {field("gstin", "GSTIN (for a business)", { autoComplete: "off", autoCapitalize: "characters", maxLength: 20 })}
          {field("address", "Billing address", { autoComplete: "street-address", maxLength: 300 })}
          <div>
            <label htmlFor="checkout-state" className="block text-sm font-semibold text-slate-900 dark:text-white">
              State (place of supply)
            </label>
            <select
              id="checkout-state"
              name="state"
              defaultValue={values.state}
              aria-invalid={fieldErrors.state ? true : undefined}
              className={input}
            >
              <option value="">Not given (the firm's state applies)</option>
              {STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
            {fieldErrors.state ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{fieldErrors.state}</p> : null}
          </div>
        </fieldset>
        {/* First in the form, so Enter re-prices rather than pays. */}
        <button type="submit" name="intent" value="quote" formNoValidate className={buttonClass({ variant: "outline" })}>
          Check price with coupon and state
        </button>
        {/* The same lines as the guide's breakdown, drawn here so the guide's script does not split for this page. */}
        <dl className="space-y-1 rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800" data-testid="price-breakdown">
          {quote.breakdown.lines.map((line) => (
            <div key={line.kind} className="flex justify-between gap-4">
              <dt>{line.label}</dt>
              <dd className="tabular-nums">{line.paise < 0 ? `−${formatPaise(-line.paise)}` : formatPaise(line.paise)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 text-base font-bold text-slate-900 dark:text-white">
            <dt>Total payable now</dt>
            <dd className="tabular-nums" data-testid="payable-now">
              {formatPaise(quote.breakdown.payableNowPaise)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Payable later</dt>
            <dd className="text-right">{quote.breakdown.payableLater ?? "Nothing"}</dd>
          </div>
        </dl>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Government fee: {quote.breakdown.governmentNote} {quote.breakdown.taxNote}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Refunds: all of our fee before work starts.{" "}
          <a href="/policies/refund-policy" className="text-brand-700 underline dark:text-brand-300">
            Refund policy
          </a>
        </p>
        <button type="submit" name="intent" value="pay" className={buttonClass({ size: "lg" }, "w-full")}>
          Proceed to Pay {formatPaise(quote.breakdown.payableNowPaise)}
        </button>
      </form>
    </div>
  );
}
