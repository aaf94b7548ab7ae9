import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Icon, SocialIcon } from "#app/components/ui/icons.tsx";
import { AskLink, AssistantButton, useAssistant } from "#app/features/assistant/assistant-widget.tsx";
import { telHref } from "#app/features/catalogue/samples.ts";
import { applyBannerHeight, FLOATING_LAYER_ATTRIBUTE } from "./cookie-consent.tsx";
import { useShell } from "./shell-context.tsx";
import { WHATSAPP_PATH } from "./whatsapp.ts";

/** SPEC §9: back-to-top appears once the page is scrolled more than 350 px. */
export const BACK_TO_TOP_THRESHOLD = 350;

export const BOOK_A_CALL_PATH = "/book-a-call";

/** Checkout results, receipts and the client portal show no quick help: nothing may sit on amounts. */
export function showsQuickHelp(pathname: string): boolean {
  return !/^\/(payments|account)(\/|$)/.test(pathname);
}

/**
 * Quick help (issue 27, decision 130). Phones get one slim bar along the bottom edge (Call when the
 * firm's phone is confirmed · WhatsApp · Ask · Free call): plain links that work before scripts,
 * with a spacer so the page's end is never under it; CSS hides it while a field has focus or the
 * cookie banner is up. Wider screens keep the round buttons, in a right-hand rail the page leaves free.
 */
export function FloatingWidgets() {
  const { pathname } = useLocation();
  const assistant = useAssistant();
  if (!showsQuickHelp(pathname)) return null;
  return (
    <>
      <PhoneBar assistant={assistant} />
      <div {...{ [FLOATING_LAYER_ATTRIBUTE]: "" }} className="contents" ref={applyBannerHeight}>
        <HelpRail assistant={assistant} />
        {assistant.panel}
      </div>
    </>
  );
}

function PhoneBar({ assistant }: { assistant: ReturnType<typeof useAssistant> }) {
  const { data } = useShell();
  // publicFacts() leaves sample numbers out, so a phone shows here only once the firm confirms it.
  const phone = data.site.phones[0];
  // Styled in app.css (.quick-bar), which keeps the class lists out of the page's JavaScript.
  return (
    <>
      <div aria-hidden="true" className="quick-bar-space" />
      <nav aria-label="Quick help" className="quick-bar">
        {phone ? (
          <a href={telHref(phone)} aria-label={`Call us on ${phone}`}>
            <Icon name="phone" />
            Call
          </a>
        ) : null}
        <a href={WHATSAPP_PATH} target="_blank" rel="noopener noreferrer">
          <SocialIcon name="whatsapp" className="wa" />
          WhatsApp
        </a>
        <AskLink assistant={assistant} />
        <a href={BOOK_A_CALL_PATH}>
          <Icon name="clock" />
          Free call
        </a>
      </nav>
    </>
  );
}

function HelpRail({ assistant }: { assistant: ReturnType<typeof useAssistant> }) {
  const [showTop, setShowTop] = useState(false);
  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  // Styled in app.css (.help-rail), which keeps the class lists out of the page's JavaScript.
  return (
    <aside aria-label="Quick help" className="help-rail">
      {showTop ? (
        <button
          type="button"
          aria-label="Back to top"
          className="help-top"
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
        className="help-round bg-whatsapp"
      >
        <SocialIcon name="whatsapp" className="size-7" />
      </a>
      <AssistantButton assistant={assistant} />
    </aside>
  );
}
