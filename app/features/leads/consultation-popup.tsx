import { Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { useShell } from "#app/components/layout/shell-context.tsx";
import { lazyOnIntent, useOnceTrue } from "#app/components/ui/lazy.ts";

/** The dialog and its form load on first use; pointing at or focusing a call to action fetches them. */
export const consultationDialog = lazyOnIntent(() =>
  import("./consultation-dialog.tsx").then((m) => ({ default: m.ConsultationDialog })),
);

/**
 * Links that mean "talk to us"; away from the home page they open the popup instead of leaving the
 * page: /#contact, /#consultation, or a guide's "Get help" link /consultation?service=… (issue 27).
 */
const CONTACT_LINK = /^\/(#contact$|#consultation$|consultation\?service=)/;

/**
 * The 'Get In Touch' popup (SPEC §2): the consultation form in a closable dialog. It opens only on an
 * explicit action — `openDialog("consultation")` (e.g. the free 15-minute call offer), or a click on a
 * call to action in a page's content that points to /#contact or /#consultation while not on the home
 * page — never on a timer. Header and footer navigation keep their SPEC behaviour.
 */
export function ConsultationPopup() {
  const { dialog, open: openShellDialog, closeDialog } = useShell();
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname === "/") return;
    function contactLink(event: Event): Element | null {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!link || !CONTACT_LINK.test(link.getAttribute("href") ?? "") || !link.closest("main")) return null;
      return link.getAttribute("target") === "_blank" ? null : link;
    }
    function onIntent(event: Event) {
      if (contactLink(event)) void consultationDialog.preload();
    }
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = contactLink(event);
      if (!link) return;
      event.preventDefault();
      openShellDialog({ kind: "consultation", service: link.getAttribute("href") ?? "" });
    }
    // Capture phase: runs before the router's own link handling.
    window.addEventListener("click", onClick, true);
    window.addEventListener("pointerover", onIntent, { passive: true });
    window.addEventListener("focusin", onIntent);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("pointerover", onIntent);
      window.removeEventListener("focusin", onIntent);
    };
  }, [pathname, openShellDialog]);

  const open = dialog?.kind === "consultation";
  const mounted = useOnceTrue(open);
  return mounted ? (
    <Suspense fallback={null}>
      <consultationDialog.Component open={open} onClose={closeDialog} />
    </Suspense>
  ) : null;
}
