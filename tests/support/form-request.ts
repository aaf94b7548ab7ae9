import { RouterContextProvider } from "react-router";
import type { Db } from "#app/db/client.server.ts";
import { loadContent } from "#app/features/catalogue/content.server.ts";
import { parseConfig } from "#app/lib/config.server.ts";
import { appContext } from "#app/lib/context.ts";

/**
 * Helpers to call route actions directly, as React Router would: a real Request with a form body
 * and a context carrying the app context (database, configuration, content, client IP).
 */

/** A POST with a urlencoded body, or multipart when any value is a Blob/File (or `multipart` is set). */
export function formRequest(
  path: string,
  fields: Record<string, string | Blob>,
  { multipart, headers = {} }: { multipart?: boolean; headers?: Record<string, string> } = {},
): Request {
  const url = new URL(path, "http://127.0.0.1:3000");
  const hasFile = Object.values(fields).some((v) => typeof v !== "string");
  if (multipart || hasFile) {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === "string") body.append(key, value);
      else body.append(key, value, value instanceof File ? value.name : "blob");
    }
    return new Request(url, { method: "POST", body, headers });
  }
  const body = new URLSearchParams(fields as Record<string, string>);
  return new Request(url, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });
}

/**
 * A Request whose body is the multipart encoding of `fields`, with an explicit Content-Length header
 * (undici leaves it out of Request objects). Use it to test the size limit.
 */
export async function multipartWithLength(path: string, fields: Record<string, string | Blob>): Promise<Request> {
  const draft = formRequest(path, fields, { multipart: true });
  const bytes = new Uint8Array(await draft.arrayBuffer());
  const headers = new Headers(draft.headers);
  headers.set("content-length", String(bytes.byteLength));
  return new Request(draft.url, { method: "POST", body: bytes, headers });
}

/** The context a route action receives from the Express server. */
export function testContext(db: Db, { ip = "203.0.113.7", env = {} }: { ip?: string; env?: Record<string, string> } = {}) {
  const context = new RouterContextProvider();
  context.set(appContext, {
    db,
    config: parseConfig({ LOG_LEVEL: "silent", ...env }),
    content: loadContent(),
    nonce: "test-nonce",
    ip,
  });
  return context;
}

type ActionResult = { status: number; headers: Headers; data?: unknown; location?: string | null };

/** Normalises what an action returns — `data(…)` or a Response (redirect) — for assertions. */
export async function actionResult(returned: unknown): Promise<ActionResult> {
  if (returned instanceof Response) {
    return { status: returned.status, headers: returned.headers, location: returned.headers.get("location") };
  }
  if (
    returned &&
    typeof returned === "object" &&
    "type" in returned &&
    (returned as { type: string }).type === "DataWithResponseInit"
  ) {
    const { data, init } = returned as unknown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
  }
  return { status: 200, headers: new Headers(), data: returned };
}
