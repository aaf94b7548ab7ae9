import type { Db } from "#app/db/client.server.ts";
import { recordAudit } from "#app/features/auth/audit.server.ts";
import { readUploadBytes } from "#app/features/leads/upload-store.server.ts";
import type { UploadStorage } from "#app/features/storage/upload-storage.server.ts";
import { isUuid } from "./inbox.server.ts";
import type { StaffUser } from "./staff.server.ts";

/** The types a document can have (checked by content at upload); anything else is sent as bytes. */
const KNOWN_TYPES = new Set([
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "image/jpeg",
  "image/png",
]);

/**
 * A Content-Disposition that always means "save as a file": an ASCII fallback name (no quotes,
 * slashes or control characters) and the real name in RFC 6266/5987 `filename*` form.
 */
export function attachmentDisposition(filename: string): string {
  const base =
    filename
      .replace(/^.*[\\/]/, "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .trim() || "document";
  const ascii =
    base
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\;%]/g, "_")
      .trim() || "document";
  const encoded = encodeURIComponent(base).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A staff member downloads an uploaded document: the bytes as an attachment (never rendered inline,
 * not cached, sandboxed if opened anyway), and an `upload.download` audit entry. Null when there is
 * no such document. `X-Content-Type-Options: nosniff` is on every response of the server (helmet,
 * server/app.ts); setting it here too would send it twice. The e2e journey checks it on this route.
 */
export async function downloadUpload(
  db: Db,
  id: string,
  actor: Pick<StaffUser, "id" | "name">,
  ip: string,
  storage: UploadStorage = { kind: "database" },
): Promise<Response | null> {
  if (!isUuid(id)) return null;
  const upload = await readUploadBytes(db, storage, id);
  if (!upload) return null;
  await recordAudit(db, {
    actor: { kind: "staff", id: actor.id, label: actor.name },
    action: "upload.download",
    target: { kind: "upload", id: upload.id },
    ip,
    detail: { consultationId: upload.consultationId, filename: upload.filename, size: upload.size },
  });
  return new Response(new Uint8Array(upload.bytes), {
    headers: {
      "Content-Type": KNOWN_TYPES.has(upload.contentType) ? upload.contentType : "application/octet-stream",
      "Content-Length": String(upload.bytes.byteLength),
      "Content-Disposition": attachmentDisposition(upload.filename),
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
