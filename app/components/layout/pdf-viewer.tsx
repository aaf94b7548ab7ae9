import { useEffect, useState } from "react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Icon } from "#app/components/ui/icons.tsx";
import { useShell } from "./shell-context.tsx";

/**
 * The PDF viewer modal: the document in a frame with Download and Close. Phones cannot show a PDF in
 * a frame (they render a blank box), so there the modal offers Open and Download instead.
 */
export function PdfViewer() {
  const { dialog, closeDialog } = useShell();
  const [canFrame, setCanFrame] = useState(true);
  useEffect(() => {
    // Chromium/Firefox/Safari desktop expose a PDF viewer; mobile browsers report none.
    setCanFrame(navigator.pdfViewerEnabled !== false && !/Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent));
  }, []);
  const pdf = dialog?.kind === "pdf" ? dialog : null;
  const fileName = pdf ? decodeURIComponent(pdf.url.split("/").pop() ?? "document.pdf") : "";
  return (
    <Dialog open={pdf !== null} onClose={closeDialog} title={pdf?.title ?? "Document"} className="max-w-4xl">
      {pdf ? (
        <div className="flex flex-col gap-4">
          {canFrame ? (
            <iframe
              src={pdf.url}
              title={pdf.title}
              className="h-[70vh] w-full rounded-lg border border-slate-200 dark:border-slate-700"
            />
          ) : (
            <div className="rounded-lg bg-slate-50 p-6 text-center dark:bg-slate-800" data-testid="pdf-fallback">
              <Icon name="file" className="mx-auto size-10 text-brand-700 dark:text-brand-300" />
              <p className="mt-3">Your browser can’t show PDFs inside the page. Open it in a new tab or download it.</p>
              <a className={buttonClass({ variant: "outline" }, "mt-4")} href={pdf.url} target="_blank" rel="noopener">
                <Icon name="external" /> Open PDF
              </a>
            </div>
          )}
          <div className="flex justify-end gap-2">
            <a className={buttonClass()} href={pdf.url} download={fileName}>
              <Icon name="download" /> Download
            </a>
            <button type="button" className={buttonClass({ variant: "outline" })} onClick={closeDialog}>
              Close
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
