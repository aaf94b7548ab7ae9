import { createContext, type ReactNode, use, useMemo, useState } from "react";
import type { ShellData } from "#app/root.tsx";

export type ShellDialog =
  | { kind: "connect" }
  | { kind: "cookies" }
  | { kind: "services"; index: number }
  | { kind: "pdf"; url: string; title: string }
  /** `service`: the link that opened it; a guide's "Get help" link names a service (features/leads/consultation-popup.tsx). */
  | { kind: "consultation"; service?: string };

type Shell = {
  data: ShellData;
  dialog: ShellDialog | null;
  open: (dialog: ShellDialog) => void;
  openDialog: (kind: "connect" | "cookies" | "consultation") => void;
  closeDialog: () => void;
};

const ShellContext = createContext<Shell | null>(null);

/** Shared state of the page shell: its content, and which site-wide dialog is open (one at a time). */
export function ShellProvider({ data, children }: { data: ShellData; children: ReactNode }) {
  // A PDF opened from a service list sits on top of it; closing the PDF returns to the list.
  const [stack, setStack] = useState<ShellDialog[]>([]);
  const value = useMemo<Shell>(() => {
    const open = (next: ShellDialog) =>
      setStack((s) => (next.kind === "pdf" && s.at(-1)?.kind === "services" ? [...s, next] : [next]));
    return {
      data,
      dialog: stack.at(-1) ?? null,
      open,
      openDialog: (kind) => open({ kind }),
      closeDialog: () => setStack((s) => s.slice(0, -1)),
    };
  }, [data, stack]);
  return <ShellContext value={value}>{children}</ShellContext>;
}

export function useShell(): Shell {
  const shell = use(ShellContext);
  if (!shell) throw new Error("useShell outside ShellProvider");
  return shell;
}
