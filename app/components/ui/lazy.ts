import { type ComponentType, lazy, useState } from "react";

/**
 * A component whose code loads on first use (issue 16: only the first screen's JavaScript before
 * interaction). `preload` starts the download early; spread `intent` on the control that opens it so
 * the file is usually there by the time of the click (pointer over it, keyboard focus, or a tap,
 * whose pointerenter comes before the click).
 */
// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy takes it.
export function lazyOnIntent<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let started: Promise<{ default: T }> | undefined;
  const preload = () => {
    started ??= load();
    return started;
  };
  return { Component: lazy(preload), preload, intent: { onPointerEnter: preload, onFocus: preload } };
}

/** True from the first render where `now` is true on: a dialog mounts when first opened and then stays
 * mounted, so the native <dialog> closes normally and hands focus back. */
export function useOnceTrue(now: boolean): boolean {
  const [seen, setSeen] = useState(now);
  if (now && !seen) setSeen(true);
  return seen || now;
}
