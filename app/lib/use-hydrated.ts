import { useSyncExternalStore } from "react";

const noop = () => () => {};
/** False on the server and during hydration, true after: controls use their no-script form until then. */
export function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
