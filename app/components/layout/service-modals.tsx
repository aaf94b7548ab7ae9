import { Dialog } from "#app/components/ui/dialog.tsx";
import { GroupList } from "./group-list.tsx";
import { useShell } from "./shell-context.tsx";

/** The footer's "Our Services" modals (loaded on first use, see footer.tsx). */
export function ServiceModals() {
  const { data, dialog, closeDialog } = useShell();
  const index = dialog?.kind === "services" ? dialog.index : -1;
  const modal = data.serviceModals[index];
  return (
    <Dialog open={modal !== undefined} onClose={closeDialog} title={modal?.title ?? "Our Services"} className="max-w-3xl">
      {modal ? <GroupList groups={modal.groups} onNavigate={closeDialog} /> : null}
    </Dialog>
  );
}
