import { useEffect, useState } from "react";
import { Icon, SocialIcon } from "#app/components/ui/icons.tsx";
import { AssistantWidget } from "#app/features/assistant/assistant-widget.tsx";
import { WHATSAPP_PATH } from "./whatsapp.ts";

/** SPEC §9: back-to-top appears once the page is scrolled more than 350 px. */
export const BACK_TO_TOP_THRESHOLD = 350;

export function FloatingWidgets() {
  const [showTop, setShowTop] = useState(false);
  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  const round = "grid size-14 place-items-center rounded-full shadow-lg transition hover:scale-105";
  return (
    <aside aria-label="Quick help" className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3">
      {showTop ? (
        <button
          type="button"
          aria-label="Back to top"
          className="above-cookie-banner grid size-11 place-items-center rounded-full bg-slate-800 text-white shadow-lg hover:bg-slate-700 dark:bg-slate-200 dark:text-slate-900"
          onClick={() => window.scrollTo({ top: 0, behavior: "instant" })}
        >
          <Icon name="arrowUp" />
        </button>
      ) : null}
      <a
        href={WHATSAPP_PATH}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        className={`${round} above-cookie-banner bg-whatsapp text-white`}
      >
        <SocialIcon name="whatsapp" className="size-7" />
      </a>
      <AssistantWidget />
    </aside>
  );
}
