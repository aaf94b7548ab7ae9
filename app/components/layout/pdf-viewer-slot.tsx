import { lazy, Suspense, useState } from "react";
import { useShell } from "./shell-context.tsx";

const PdfViewer = lazy(() => import("./pdf-viewer.tsx").then((m) => ({ default: m.PdfViewer })));

/**
 * The PDF viewer's code loads the first time a document is opened (issue 16: not part of the first
 * download); once loaded it stays mounted so it can close and reopen like any dialog.
 */
export function PdfViewerSlot() {
  const { dialog } = useShell();
  const [used, setUsed] = useState(false);
  if (dialog?.kind === "pdf" && !used) setUsed(true);
  if (!used && dialog?.kind !== "pdf") return null;
  return (
    <Suspense fallback={null}>
      <PdfViewer />
    </Suspense>
  );
}
