import { lazy, type MouseEvent, Suspense, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icons.tsx";

/**
 * The AI assistant's openers: the round button on wide screens and the "Ask" link in the phone bar
 * (decision 130). Both drive one chat panel, whose code loads only when the visitor first opens it
 * (or hovers/focuses an opener), so it is not part of the initial bundle. Before scripts run, "Ask"
 * is a plain link to the assistant page.
 */
const loadPanel = () => import("./chat-panel.tsx");
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));

export const ASSISTANT_PATH = "/assistant";

export function useAssistant() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // Focus goes back to whichever opener was used.
  const opener = useRef<HTMLElement | null>(null);
  function toggle(from: HTMLElement) {
    opener.current = from;
    setLoaded(true);
    setOpen((o) => !o);
  }
  const panel = loaded ? (
    <Suspense fallback={null}>
      <ChatPanel open={open} onClose={() => setOpen(false)} returnFocusTo={opener} />
    </Suspense>
  ) : null;
  return { open, toggle, panel, preload: () => void loadPanel() };
}
export type Assistant = ReturnType<typeof useAssistant>;

/** The round opener on wide screens: without JavaScript a link to the assistant page (decision 134). */
export function AssistantButton({ assistant }: { assistant: Assistant }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    assistant.toggle(e.currentTarget);
  };
  return (
    <a
      href={ASSISTANT_PATH}
      onClick={onClick}
      onPointerEnter={assistant.preload}
      onFocus={assistant.preload}
      aria-expanded={assistant.open}
      aria-haspopup="dialog"
      aria-label={assistant.open ? "Close AI assistant" : "Open AI assistant"}
      className="help-round help-ai"
    >
      <Icon name={assistant.open ? "x" : "chat"} className="size-7" />
    </a>
  );
}

/** A link to the assistant page that, once scripts run, opens the chat panel in place. */
export function AskLink({ assistant }: { assistant: Assistant }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    assistant.toggle(e.currentTarget);
  };
  return (
    <a href={ASSISTANT_PATH} onClick={onClick} aria-label="Ask our AI assistant">
      <Icon name="chat" />
      Ask
    </a>
  );
}
