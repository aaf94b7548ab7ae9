import { Dialog } from "#app/components/ui/dialog.tsx";
import { ConsultationForm } from "./consultation-form.tsx";

/** The 'Get In Touch' dialog itself, loaded on first use (see consultation-popup.tsx). */
export function ConsultationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Get In Touch"
      description="Tell us what you need; a legal expert will call you back. The first 15-minute call is free."
      className="max-w-2xl"
    >
      <ConsultationForm source="popup" onDone={onClose} />
    </Dialog>
  );
}
