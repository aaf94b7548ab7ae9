import { data } from "react-router";
import { assertNoNul, BodyError, readBody } from "#app/lib/body.server.ts";

/**
 * Reads a small urlencoded/multipart form (sign-in, console and portal actions), or null when it
 * cannot be parsed or holds a NUL byte. A body over maxBytes (8 KB; counted while reading, so a
 * chunked body stops at the limit) throws a 413 with a message.
 */
export async function readSmallForm(request: Request, maxBytes = 8 * 1024): Promise<FormData | null> {
  try {
    const bytes = await readBody(request, maxBytes);
    const type = request.headers.get("content-type") ?? "";
    return assertNoNul(await new Response(bytes, { headers: { "content-type": type } }).formData());
  } catch (error) {
    if (error instanceof BodyError && error.status === 413) throw data(FORM_TOO_LARGE, { status: 413 });
    return null;
  }
}

export function field(form: FormData, name: string, max = 300): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

export const FORM_TOO_LARGE = "The form is too large to send.";

export const FORM_UNREADABLE = "The form could not be read. Please try again.";

export const badForm = () => data({ error: FORM_UNREADABLE }, { status: 400 });
