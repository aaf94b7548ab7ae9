import { checkUpload, DOCX_CONTENT_TYPE, MAX_UPLOAD_BYTES } from "./upload-rules.ts";
import { isWordPackage } from "./word-package.server.ts";

export type Upload = { filename: string; contentType: string; bytes: Uint8Array };

/**
 * Reads the optional document of a consultation request. An empty file part (no file chosen) is
 * no upload; anything else must pass the same size and content rules as in the browser.
 */
export async function readUpload(
  value: FormDataEntryValue | null,
): Promise<{ ok: true; upload?: Upload } | { ok: false; error: string }> {
  if (value === null) return { ok: true };
  if (typeof value === "string")
    return value === "" ? { ok: true } : { ok: false, error: "The document could not be read. Please choose the file again." };
  if (value.size === 0 && value.name === "") return { ok: true };
  // Refuse before reading the bytes when the size alone decides.
  if (value.size > MAX_UPLOAD_BYTES) return checkUpload(value.name, value.size, new Uint8Array()) as { ok: false; error: string };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const check = checkUpload(value.name, bytes.byteLength, bytes);
  if (!check.ok) return check;
  // The browser only looked at the first bytes; here the ZIP's own directory must list the Word parts.
  if (check.contentType === DOCX_CONTENT_TYPE && !isWordPackage(bytes)) {
    return { ok: false, error: "This file is not a Word document (.docx). Please attach a PDF, DOC, DOCX, JPG or PNG file." };
  }
  return { ok: true, upload: { filename: check.filename, contentType: check.contentType, bytes } };
}
