/**
 * Which documents a visitor may attach to a consultation request (DESIGN "Upload"): PDF, DOC, DOCX,
 * JPG/JPEG and PNG up to 10 MB, recognised by their first bytes, not by the name a browser reports.
 * Pure, so the browser gives the same answer before sending as the server does after.
 */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_FIELD = "document";
/** For the picker's accept attribute (the drop zone checks the same list). */
export const UPLOAD_ACCEPT = ".pdf,.doc,.docx,.jpg,.jpeg,.png";
export const UPLOAD_HINT = "PDF, DOC, DOCX, JPG or PNG (max. 10 MB)";

export const DOCX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

type Kind = { contentType: string; extensions: readonly string[]; matches: (b: Uint8Array) => boolean };

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((value, i) => bytes[i] === value);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Whether `needle` occurs in the first `limit` bytes. */
function contains(bytes: Uint8Array, needle: readonly number[], limit = bytes.length): boolean {
  const end = Math.min(bytes.length, limit) - needle.length;
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CONTENT_TYPES = ascii("[Content_Types].xml");
const WORD_PART = ascii("word/");

const KINDS: readonly Kind[] = [
  { contentType: "application/pdf", extensions: ["pdf"], matches: (b) => startsWith(b, ascii("%PDF-")) },
  // Word 97-2003: an OLE2 compound file.
  {
    contentType: "application/msword",
    extensions: ["doc"],
    matches: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  // Word 2007+: a ZIP package with [Content_Types].xml and a word/ part (any other ZIP is refused).
  // This is the browser's quick look; the server reads the ZIP's directory (word-package.server.ts).
  {
    contentType: DOCX_CONTENT_TYPE,
    extensions: ["docx"],
    matches: (b) => startsWith(b, ZIP) && contains(b, CONTENT_TYPES) && contains(b, WORD_PART),
  },
  { contentType: "image/jpeg", extensions: ["jpg", "jpeg"], matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    contentType: "image/png",
    extensions: ["png"],
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
];

export type UploadCheck = { ok: true; contentType: string; filename: string } | { ok: false; error: string };

/** A safe display name: the last path segment, no control characters, at most 150 characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  if (cleaned.length <= 150) return cleaned || "document";
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 150 - ext.length) + ext;
}

/** Checks a document by size, name and content. `bytes` must be the whole file (DOCX is checked inside). */
export function checkUpload(name: string, size: number, bytes: Uint8Array): UploadCheck {
  if (size > MAX_UPLOAD_BYTES) return { ok: false, error: "The document is larger than 10 MB. Please attach a smaller file." };
  if (size === 0) return { ok: false, error: "The document is empty. Please choose another file." };
  const filename = cleanFilename(name);
  const extension = filename.includes(".") ? (filename.split(".").pop() ?? "").toLowerCase() : "";
  const kind = KINDS.find((k) => k.matches(bytes));
  if (!kind) return { ok: false, error: "This file type is not accepted. Please attach a PDF, DOC, DOCX, JPG or PNG file." };
  if (!kind.extensions.includes(extension)) {
    return { ok: false, error: `The file's name does not match its content (it looks like a .${kind.extensions[0]} file).` };
  }
  return { ok: true, contentType: kind.contentType, filename };
}
