import { lazy, Suspense, useEffect, useState } from "react";

// The toast library (sonner) is needed only after a form has been sent, so it is not part of the
// first download (issue 16): <Toasts /> mounts its Toaster on the first `notify`, which then shows
// the toast once the Toaster is listening.

const loadSonner = () => import("sonner");
const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

let mountToaster: (() => void) | null = null;
let toasterReady: Promise<void> | null = null;
let markReady: () => void = () => {};

/** Shows a success toast (SPEC §9: top-center, 5 s); loads and mounts the toaster first if needed. */
export async function notifySuccess(message: string, options: { position: "top-center"; duration: number }) {
  const [{ toast }] = await Promise.all([loadSonner(), ensureToaster()]);
  toast.success(message, options);
}

function ensureToaster(): Promise<void> {
  if (!toasterReady) {
    toasterReady = new Promise((resolve) => {
      markReady = resolve;
    });
    mountToaster?.();
  }
  return toasterReady;
}

/** Where toasts appear; renders nothing until the first toast. */
export function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    mountToaster = () => setMounted(true);
    if (toasterReady) setMounted(true);
    return () => {
      mountToaster = null;
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" />
      <Ready />
    </Suspense>
  );
}

/** Rendered beside the Toaster inside the same Suspense boundary: its effect runs once the Toaster has mounted. */
function Ready() {
  useEffect(() => {
    // Let the Toaster's own subscription effect run first.
    const t = setTimeout(() => markReady(), 0);
    return () => clearTimeout(t);
  }, []);
  return null;
}
