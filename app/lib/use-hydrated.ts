import { startTransition, useEffect, useState } from "react";

/** Set once the first page has hydrated: components mounted later (client navigation) start hydrated. */
let pageHydrated = false;

/**
 * False on the server and during hydration, true after: controls use their no-script form until then.
 * The flip after hydration is a transition (decision 159). With `useSyncExternalStore` it was a sync
 * re-render that React ran inside the long task committing the hydration; as a transition it is
 * rendered in its own short slices. Until it lands the no-script form is still there and still works.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
