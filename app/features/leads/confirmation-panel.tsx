import { useEffect, useRef } from "react";
import type { ConsultationConfirmation } from "./confirmation.ts";

/**
 * The confirmation a visitor reads after a consultation request (issue 27): it replaces the form (or
 * fills the no-JS confirmation page) until they choose to send another. Focus moves to its heading
 * so a screen reader announces it and a keyboard user is not left on a vanished button.
 */
export function ConfirmationPanel({
  confirmation,
  action,
  focusOnMount = false,
}: {
  confirmation: ConsultationConfirmation;
  /** What the visitor can do next: send another request, close the dialog or go home. */
  action?: React.ReactNode;
  focusOnMount?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <section
      aria-labelledby="consultation-confirmed"
      data-testid="consultation-confirmation"
      className="rounded-2xl border border-green-300 bg-green-50 p-6 text-slate-800 dark:border-green-800 dark:bg-green-950 dark:text-slate-100"
    >
      <h2
        id="consultation-confirmed"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-green-900 outline-none dark:text-green-100"
      >
        Request received
      </h2>
      {confirmation.reference ? (
        <p className="mt-3">
          Your reference{" "}
          <strong
            data-testid="consultation-reference"
            className="font-mono text-2xl tracking-wider text-slate-900 dark:text-white"
          >
            {confirmation.reference}
          </strong>
          <span className="block text-sm">
            Please quote it when you call or reply.
            {confirmation.emailed ? " It is also in the e-mail we are sending you." : ""}
          </span>
        </p>
      ) : null}
      <h3 className="mt-5 font-semibold text-slate-900 dark:text-white">When and how we contact you</h3>
      <p className="mt-1">{confirmation.contact}</p>
      <h3 className="mt-5 font-semibold text-slate-900 dark:text-white">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-5">
        {confirmation.nextSteps.map((step) => (
          <li key={step.title}>
            <strong className="text-slate-900 dark:text-white">{step.title}.</strong> {step.description}
          </li>
        ))}
      </ol>
      {action ? <div className="mt-5">{action}</div> : null}
    </section>
  );
}
