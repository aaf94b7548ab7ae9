import PDFDocument from "pdfkit";
import { writeInvoicePdf } from "#app/features/billing/invoice-pdf.server.ts";
import { registerPdfFonts, writeText } from "#app/features/catalogue/pdf-fonts.server.ts";
import { formatOffice, type PublicFacts } from "#app/features/catalogue/samples.ts";
import type { ReceiptView } from "./receipt.server.ts";
import { receiptMoneyRows } from "./receipt-rows.ts";

/**
 * Renders a one-page A4 payment receipt. Returns the PDF bytes. Amounts keep their ₹ sign and Indian
 * digit grouping (embedded Noto fonts); only confirmed contact facts are printed.
 */
export function renderReceiptPdf(
  r: ReceiptView,
  site: { name: string } & Pick<PublicFacts, "email" | "phones" | "headOffice">,
  siteUrl: string,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `Payment receipt ${r.id}`, Author: site.name } });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.fontSize(18).fillColor("#1e3a8a");
  writeText(doc, site.name, { bold: true });
  doc.fontSize(9).fillColor("#334155");
  writeText(doc, formatOffice(site.headOffice));
  writeText(doc, [site.phones[0], site.email, siteUrl].filter(Boolean).join(" · "));
  doc.moveDown(1.5);
  doc.fontSize(16).fillColor("#0f172a");
  writeText(doc, r.testMode ? "Payment receipt (TEST MODE)" : "Payment receipt", { bold: true });
  if (r.testMode) {
    doc.fontSize(9).fillColor("#b91c1c");
    writeText(doc, "Made with the built-in test gateway: no money moved.");
  }
  doc.moveDown();

  const rows: [string, string][] = [
    ["Receipt number", r.id],
    ["Date", r.date],
    ["Billed to", r.customerName],
    ["Service", r.service],
    ...receiptMoneyRows(r),
    ["Gateway payment ID", r.gatewayPaymentId ?? "not given"],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fontSize(11).fillColor("#0f172a");
    writeText(doc, label, { bold: true, at: { x: 56, y }, width: 150 });
    writeText(doc, value, { at: { x: 216, y }, width: 323 });
    doc.moveDown(0.6);
  }
  if (r.invoice) writeInvoicePdf(doc, r.invoice);
  for (const note of r.creditNotes) writeInvoicePdf(doc, note);
  doc.moveDown();
  doc.fontSize(9).fillColor("#334155");
  writeText(doc, `Online copy: ${siteUrl}/payments/${r.id}/receipt`, { at: { x: 56, y: doc.y } });
  doc.end();
  return done;
}
