import { Lexer, type Token, type Tokens } from "marked";
import PDFDocument from "pdfkit";

import { registerPdfFonts, setLatinFont, writeText } from "./pdf-fonts.server.ts";

/**
 * Renders a guide or policy (our Markdown) as a PDF with the firm's name and contact on every page.
 * Text is set in embedded Noto Sans / Noto Sans Devanagari (pdf-fonts.server.ts), so ₹ amounts and
 * Hindi print as written.
 */
export type PdfHeader = { title: string; subtitle?: string; firm: string; contact: string; url: string; updatedAt?: string };

function inlineText(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((t) => {
      if ("tokens" in t && t.tokens) return inlineText(t.tokens as Token[], (t as Tokens.Generic).text ?? "");
      return (t as Tokens.Generic).text ?? (t as Tokens.Generic).raw ?? "";
    })
    .join("");
}

export function renderPdf(header: PdfHeader, markdown: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 72, bottom: 72, left: 60, right: 60 },
    bufferPages: true,
    info: { Title: header.title, Author: header.firm },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 120;
  const brand = "#1e3a8a";

  writeText(doc.fontSize(22).fillColor(brand), header.title, { bold: true, width });
  if (header.subtitle) writeText(doc.moveDown(0.3).fontSize(12).fillColor("#334155"), header.subtitle, { width });
  writeText(
    doc.moveDown(0.3).fontSize(9).fillColor("#64748b"),
    `${header.url}${header.updatedAt ? ` · updated ${header.updatedAt}` : ""}`,
  );
  doc.moveDown(1);

  const para = (text: string, opts: PDFKit.Mixins.TextOptions = {}) =>
    writeText(doc.fontSize(10.5).fillColor("#1e293b"), text, { width, lineGap: 2, ...opts });

  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      switch (token.type) {
        case "heading": {
          const t = token as Tokens.Heading;
          doc.moveDown(t.depth <= 2 ? 0.8 : 0.5);
          writeText(
            doc.fontSize(t.depth <= 2 ? 15 : 12).fillColor(t.depth <= 2 ? brand : "#0f172a"),
            inlineText(t.tokens, t.text),
            {
              bold: true,
              width,
            },
          );
          doc.moveDown(0.3);
          break;
        }
        case "paragraph":
          para(inlineText((token as Tokens.Paragraph).tokens, (token as Tokens.Paragraph).text));
          doc.moveDown(0.5);
          break;
        case "list": {
          const list = token as Tokens.List;
          list.items.forEach((item, i) => {
            const marker = list.ordered ? `${Number(list.start || 1) + i}.` : "•";
            para(`${marker} ${inlineText(item.tokens, item.text).replace(/\n+/g, " ")}`, { indent: 12 });
          });
          doc.moveDown(0.5);
          break;
        }
        case "table": {
          const table = token as Tokens.Table;
          const cols = table.header.length;
          const colWidth = width / cols;
          const row = (cells: Tokens.TableCell[], bold: boolean) => {
            const texts = cells.map((c) => inlineText(c.tokens, c.text));
            setLatinFont(doc, bold).fontSize(9);
            const height = Math.max(...texts.map((t) => doc.heightOfString(t, { width: colWidth - 8 }))) + 8;
            if (doc.y + height > doc.page.height - 72) doc.addPage();
            const top = doc.y;
            if (bold) doc.rect(60, top, width, height).fill("#e2e8f0");
            texts.forEach((t, i) => {
              writeText(doc.fillColor("#0f172a"), t, { bold, at: { x: 60 + i * colWidth + 4, y: top + 4 }, width: colWidth - 8 });
            });
            doc
              .moveTo(60, top + height)
              .lineTo(60 + width, top + height)
              .strokeColor("#cbd5e1")
              .lineWidth(0.5)
              .stroke();
            doc.x = 60;
            doc.y = top + height;
          };
          row(table.header, true);
          for (const r of table.rows) row(r, false);
          doc.moveDown(0.8);
          break;
        }
        case "blockquote":
          walk((token as Tokens.Blockquote).tokens);
          break;
        case "space":
        case "hr":
          doc.moveDown(0.3);
          break;
        default:
          if ("text" in token && typeof token.text === "string") para(token.text);
      }
    }
  };
  walk(new Lexer({ gfm: true }).lex(markdown));

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 45;
    writeText(doc.fontSize(8).fillColor("#64748b"), `${header.firm} · ${header.contact}`, {
      at: { x: 60, y },
      width,
      lineBreak: false,
    });
    writeText(doc, `Page ${i + 1} of ${range.count}`, { at: { x: 60, y }, width, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
