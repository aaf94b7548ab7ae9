import { writeText } from "#app/features/catalogue/pdf-fonts.server.ts";
import { type InvoiceView, SAMPLE_BANNER } from "./invoice-view.ts";

/** Writes an invoice or credit note into an open PDF (the receipt's), label/value rows as on the page. */
export function writeInvoicePdf(doc: PDFKit.PDFDocument, view: InvoiceView) {
  doc.moveDown(1.2);
  doc.fontSize(14).fillColor("#0f172a");
  writeText(doc, `${view.title} ${view.number}`, { bold: true, at: { x: 56, y: doc.y } });
  if (view.sample) {
    doc.fontSize(10).fillColor("#b91c1c");
    writeText(doc, SAMPLE_BANNER, { bold: true, at: { x: 56, y: doc.y } });
  }
  doc.moveDown(0.5);
  for (const [label, value] of [...view.particulars, ...view.money]) {
    if (doc.y > 760) doc.addPage();
    const y = doc.y;
    doc.fontSize(10).fillColor("#0f172a");
    writeText(doc, label, { bold: true, at: { x: 56, y }, width: 190 });
    writeText(doc, value, { at: { x: 256, y }, width: 283 });
    doc.moveDown(0.4);
  }
  doc.fontSize(9).fillColor("#334155");
  for (const note of view.notes) {
    if (doc.y > 760) doc.addPage();
    writeText(doc, note, { at: { x: 56, y: doc.y }, width: 483 });
  }
}
