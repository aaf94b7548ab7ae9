import { type ReactNode, useEffect, useId, useRef } from "react";
import { Icon } from "./icons.tsx";

/**
 * A modal on the native <dialog>: the browser gives focus trapping, Escape and the top layer.
 * Clicking the backdrop closes it too. `onClose` runs for every way of closing.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className = "max-w-lg",
  description,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
  description?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closingByProp = useRef(false);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      // Closed because the parent said so: the close event must not report a user action.
      closingByProp.current = true;
      dialog.close();
    }
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is for the backdrop only; Escape closes natively.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => {
        if (closingByProp.current) closingByProp.current = false;
        else onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl dark:bg-slate-900 dark:text-slate-100 ${className}`}
    >
      {open ? (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">
                {title}
              </h2>
              {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-full p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <Icon name="x" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
