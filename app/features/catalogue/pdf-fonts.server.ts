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
const DEVA = /[\u0900-\u097F\u1CD0-\u1CF9\u200C\u200D\u20A8\u20B9\u20F0\u25CC\uA830-\uA839\uA8E0-\uA8FF]/;
const LATIN =
  /[\u0000-\u00FF\u0131\u0152\u0153\u02BB\u02BC\u02C6\u02DA\u02DC\u0304\u0308\u0329\u2000-\u206F\u20AC\u2122\u2191\u2193\u2212\u2215]/;
const LATIN_EXT =
  /[\u0100-\u02BA\u02BD-\u02C5\u02C7-\u02CC\u02CE-\u02D7\u02DD-\u02FF\u1E00-\u1E9F\u20A0-\u20AB\u20AD-\u20C0\u2113]/;

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
    const script: Script | undefined = DEVA.test(ch)
      ? "deva"
      : LATIN.test(ch)
        ? "latin"
        : LATIN_EXT.test(ch)
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
export function useLatin(doc: PDFKit.PDFDocument, bold = false) {
  return doc.font(fontName("latin", bold));
}
