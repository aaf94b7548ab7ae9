import { useEffect } from "react";
import { useLocation } from "react-router";
import { useShell } from "#app/components/layout/shell-context.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { ConsultationForm } from "./consultation-form.tsx";

/** Links that mean "talk to us"; away from the home page they open the popup instead of leaving the page. */
const CONTACT_LINKS = new Set(["/#contact", "/#consultation"]);

/**
 * The 'Get In Touch' popup (SPEC §2): the consultation form in a closable dialog. It opens only on an
 * explicit action — `openDialog("consultation")` (e.g. the free 15-minute call offer), or a click on a
 * call to action in a page's content that points to /#contact or /#consultation while not on the home
 * page — never on a timer. Header and footer navigation keep their SPEC behaviour.
 */
export function ConsultationPopup() {
  const { dialog, openDialog, closeDialog } = useShell();
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname === "/") return;
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!link || !CONTACT_LINKS.has(link.getAttribute("href") ?? "") || !link.closest("main")) return;
      if (link.getAttribute("target") === "_blank") return;
      event.preventDefault();
      openDialog("consultation");
    }
    // Capture phase: runs before the router's own link handling.
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, [pathname, openDialog]);

  const open = dialog?.kind === "consultation";
  return (
    <Dialog
      open={open}
      onClose={closeDialog}
      title="Get In Touch"
      description="Tell us what you need; a legal expert will call you back. The first 15-minute call is free."
      className="max-w-2xl"
    >
      <ConsultationForm source="popup" onDone={closeDialog} />
    </Dialog>
  );
}
