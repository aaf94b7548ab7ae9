import { lazy, Suspense, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icons.tsx";

/**
 * The floating AI assistant button. The chat panel's code loads only when the visitor first
 * opens it (or hovers/focuses the button), so it is not part of the initial bundle.
 */
const loadPanel = () => import("./chat-panel.tsx");
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));

export function AssistantWidget() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);

  function toggle() {
    setLoaded(true);
    setOpen((o) => !o);
  }

  return (
    <>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
      {/* Without JavaScript, a link to the assistant page; with it, the panel opens in place (decision 134). */}
      <a
        ref={buttonRef}
        href="/assistant"
        onClick={(e) => {
          e.preventDefault();
          toggle();
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={open ? "Close AI assistant" : "Open AI assistant"}
        className="above-cookie-banner grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg transition hover:scale-105 hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
      >
        <Icon name={open ? "x" : "chat"} className="size-7" />
      </a>
    </>
  );
}
