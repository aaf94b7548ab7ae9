import { unzipSync } from "fflate";

/**
 * The server's DOCX check (issue 22): a Word 2007+ file is a ZIP package whose central directory
 * lists `[Content_Types].xml` and `word/document.xml`. Only the directory is read — the filter
 * refuses every entry, so nothing is ever inflated — and a directory with more entries than a Word
 * file has is refused. The browser keeps its quicker look at the first bytes (upload-rules.ts).
 */

const REQUIRED_PARTS = ["[Content_Types].xml", "word/document.xml"] as const;
/** A large Word file has a few hundred parts (media, fonts, headers); far more is not a document. */
const MAX_ENTRIES = 5000;

class TooManyEntries extends Error {}

/** Whether `bytes` is a ZIP package with the Word parts, read from its central directory only. */
export function isWordPackage(bytes: Uint8Array): boolean {
  const names = new Set<string>();
  try {
    unzipSync(bytes, {
      filter(file) {
        if (names.size >= MAX_ENTRIES) throw new TooManyEntries();
        names.add(file.name);
        return false;
      },
    });
  } catch {
    // Not a ZIP archive, a damaged one, or one with too many entries.
    return false;
  }
  return REQUIRED_PARTS.every((part) => names.has(part));
}
