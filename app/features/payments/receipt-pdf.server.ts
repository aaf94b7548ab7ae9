import PDFDocument from "pdfkit";
import type { Site } from "#app/features/catalogue/content-schema.ts";
import type { ReceiptView } from "./receipt.server.ts";

// The standard PDF fonts have no ₹ glyph (WinAnsi), so amounts read "INR 799" in the PDF.
const inr = (rupees: string) => rupees.replace("₹", "INR ");

/** Renders a one-page A4 payment receipt. Returns the PDF bytes. */
export function renderReceiptPdf(
  r: ReceiptView,
  site: Pick<Site, "name" | "email" | "phones" | "headOffice">,
  siteUrl: string,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `Payment receipt ${r.id}`, Author: site.name } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(18).fillColor("#1e3a8a").text(site.name);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#334155")
    .text(`${site.headOffice.street}, ${site.headOffice.city}, ${site.headOffice.state} ${site.headOffice.postalCode}`)
    .text(`${site.phones[0]} · ${site.email} · ${siteUrl}`);
  doc.moveDown(1.5);
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor("#0f172a")
    .text(r.testMode ? "Payment receipt (TEST MODE)" : "Payment receipt");
  if (r.testMode)
    doc.font("Helvetica").fontSize(9).fillColor("#b91c1c").text("Made with the built-in test gateway: no money moved.");
  doc.moveDown();

  const rows: [string, string][] = [
    ["Receipt number", r.id],
    ["Date", r.date],
    ["Billed to", r.customerName],
    ["Service", r.service],
    ["Regular price", inr(r.regularPrice)],
    ...(r.coupon ? ([["Coupon", r.coupon]] as [string, string][]) : []),
    ["Amount paid", inr(r.amount)],
    ...r.refunds.map((f): [string, string] => ["Refunded", `${inr(f.amount)} on ${f.date}`]),
    ...(r.net ? ([["Net amount", inr(r.net)]] as [string, string][]) : []),
    ["Status", r.fullyRefunded ? "Paid, refunded in full" : r.refunded ? "Paid, partly refunded" : r.statusLabel],
    ["Gateway payment ID", r.gatewayPaymentId ?? "not given"],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("Helvetica-Bold").fontSize(11).fillColor("#0f172a").text(label, 56, y, { width: 150 });
    doc.font("Helvetica").text(value, 216, y, { width: 323 });
    doc.moveDown(0.6);
  }
  doc.moveDown();
  doc.font("Helvetica").fontSize(9).fillColor("#334155").text(`Online copy: ${siteUrl}/payments/${r.id}/receipt`, 56);
  doc.end();
  return done;
}
