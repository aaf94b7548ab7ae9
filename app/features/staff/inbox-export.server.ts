import type { Db } from "#app/db/client.server.ts";
import { csvFilename, toCsv } from "./csv.ts";
import { exportInbox, recordInboxExport } from "./inbox.server.ts";
import { kindLabel, parseInboxFilter, statusLabel, topicLabel } from "./inbox-schema.ts";
import type { StaffUser } from "./staff.server.ts";

const COLUMNS = [
  "Received (IST)",
  "Kind",
  "Status",
  "Name",
  "E-mail",
  "Phone",
  "Service or subject",
  "Text",
  "Assigned to",
  "Documents",
  "Client wrote last",
  "Id",
] as const;

/** `2026-11-24 10:42` in India time (no DST there, so a fixed offset is exact). */
const istStamp = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");

/**
 * The CSV download of the inbox under the given filter (the list page's query string): every
 * matching row with its full text, formula cells neutralised, UTF-8 with BOM; audited as
 * `inbox.export`. A bad filter is refused with a 400 naming it, never silently widened.
 */
export async function inboxCsv(
  db: Db,
  params: URLSearchParams,
  actor: Pick<StaffUser, "id" | "name">,
  ip: string,
): Promise<Response> {
  const { filter, errors } = parseInboxFilter(params);
  const problems = Object.values(errors);
  if (problems.length) {
    return new Response(`The export was not made: ${problems.join(" ")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { rows, truncated } = await exportInbox(db, filter);
  await recordInboxExport(db, actor, ip, filter, rows.length);
  const body = toCsv(
    COLUMNS,
    rows.map((r) => [
      istStamp(r.createdAt),
      kindLabel(r.kind),
      statusLabel(r.status),
      r.name,
      r.email,
      r.phone,
      topicLabel(r.kind, r.topic),
      r.text,
      r.assigneeName ?? "",
      r.documents,
      r.clientLast ? "yes" : "",
      r.id,
    ]),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFilename("inbox")}"`,
      "Cache-Control": "no-store",
      ...(truncated ? { "X-Export-Truncated": "true" } : {}),
    },
  });
}
