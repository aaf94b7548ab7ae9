import { useShell } from "#app/components/layout/shell-context.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { ConsultationForm } from "./consultation-form.tsx";
import { SERVICE_TYPES } from "./form-contract.ts";

/** The 'Get In Touch' dialog itself, loaded on first use (see consultation-popup.tsx). */
export function ConsultationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // The link that opened the dialog: /consultation?service=gst names a service, /#contact none.
  const { dialog } = useShell();
  const link = dialog?.kind === "consultation" ? dialog.service : undefined;
  const named = new URLSearchParams(link?.split("?")[1]).get("service");
  const chosen = SERVICE_TYPES.find((s) => s.value === named)?.value;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Get In Touch"
      description="Tell us what you need; a legal expert will call you back. The first 15-minute call is free."
      className="max-w-2xl"
    >
      {/* Keyed by the service, so a link for another service starts the form on that one. */}
      <ConsultationForm key={chosen ?? ""} source="popup" onDone={onClose} service={chosen} />
    </Dialog>
  );
}
