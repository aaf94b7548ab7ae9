import { createRequire } from "node:module";
import path from "node:path";

/**
 * Fonts for our PDFs (guides, policies, receipts): Noto Sans for Latin text and Noto Sans Devanagari
 * for ₹ and Hindi, from the installed @fontsource packages. pdfkit embeds only the glyphs a document
 * uses (a subset per PDF), so each file stays small. One font has no ₹, the other no Latin, so text
 * is split into runs by script and each run is set in the font that has it (decision 073).
 */

type Script = "latin" | "latinExt" | "deva";
const FILES: Record<Script, [pkg: string, file: string]> = {
  latin: ["@fontsource/noto-sans", "noto-sans-latin"],
  latinExt: ["@fontsource/noto-sans", "noto-sans-latin-ext"],
  deva: ["@fontsource/noto-sans-devanagari", "noto-sans-devanagari-devanagari"],
};

// The unicode ranges fontsource gives each subset (its CSS), so the choice matches the files.
type Range = [from: number, to: number];
const DEVA: Range[] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x20f0, 0x20f0],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];
const LATIN: Range[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];
const LATIN_EXT: Range[] = [
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x1e00, 0x1e9f],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  [0x2113, 0x2113],
];
const inRanges = (cp: number, ranges: Range[]) => ranges.some(([from, to]) => cp >= from && cp <= to);

/** Characters none of the fonts draw, spelt out so no meaning is lost. */
const SPELL_OUT: [RegExp, string][] = [
  [/→/g, "->"],
  [/←/g, "<-"],
  [/≤/g, "<="],
  [/≥/g, ">="],
  [/[✓✔]/g, "Yes"],
  [/[✗✘]/g, "No"],
];

const require = createRequire(import.meta.url);
let dirs: Map<string, string> | undefined;
function fontPath(script: Script, weight: 400 | 700): string {
  dirs ??= new Map();
  const [pkg, file] = FILES[script];
  let dir = dirs.get(pkg);
  if (!dir) {
    // The packages export only CSS and LICENSE; the font files sit beside LICENSE in files/.
    dir = path.join(path.dirname(require.resolve(`${pkg}/LICENSE`)), "files");
    dirs.set(pkg, dir);
  }
  return path.join(dir, `${file}-${weight}-normal.woff`);
}

const fontName = (script: Script, bold: boolean) => `${script}-${bold ? 700 : 400}`;

/** Registers the six faces on a pdfkit document. */
export function registerPdfFonts(doc: PDFKit.PDFDocument) {
  for (const script of Object.keys(FILES) as Script[]) {
    for (const weight of [400, 700] as const) doc.registerFont(fontName(script, weight === 700), fontPath(script, weight));
  }
}

export type Run = { script: Script; text: string };

/** Splits text into runs of one script; characters no font has are spelt out or dropped. */
export function textRuns(input: string): Run[] {
  let text = input.replace(/\u00a0/g, " ");
  for (const [re, to] of SPELL_OUT) text = text.replace(re, to);
  const runs: Run[] = [];
  for (const ch of text) {
    // Spaces and joiners stay with the run they sit in, so a Hindi phrase is one run.
    const cp = ch.codePointAt(0) ?? 0;
    const script: Script | undefined = inRanges(cp, DEVA)
      ? "deva"
      : inRanges(cp, LATIN)
        ? "latin"
        : inRanges(cp, LATIN_EXT)
          ? "latinExt"
          : undefined;
    if (!script) continue;
    const last = runs.at(-1);
    if (last && (last.script === script || (ch === " " && last.script === "deva"))) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}

/**
 * Writes text in the right font for each script (pdfkit's `continued` joins the runs into one
 * paragraph). `at` places the first run like doc.text(text, x, y).
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  { bold = false, at, ...options }: PDFKit.Mixins.TextOptions & { bold?: boolean; at?: { x: number; y: number } } = {},
) {
  const runs = textRuns(text);
  if (runs.length === 0) runs.push({ script: "latin", text: " " });
  // pdfkit hangs each run from its own font's ascender, which would lift ₹ and Hindi ~2 pt above the
  // Latin baseline; giving every run the Latin font's ascender keeps one baseline (pdfkit has no public getter).
  const state = doc.font(fontName("latin", bold)) as unknown as { _font: { ascender: number }; _fontSize: number };
  const baseline = runs.some((r) => r.script !== "latin") ? -((state._font.ascender / 1000) * state._fontSize) : undefined;
  runs.forEach((run, i) => {
    doc.font(fontName(run.script, bold));
    const opts = { ...options, ...(baseline === undefined ? {} : { baseline }), continued: i < runs.length - 1 };
    if (i === 0 && at) doc.text(run.text, at.x, at.y, opts);
    else doc.text(run.text, opts);
  });
  return doc;
}

/** Sets the current font (for measuring) to the Latin face. */
export function setLatinFont(doc: PDFKit.PDFDocument, bold = false) {
  return doc.font(fontName("latin", bold));
}
