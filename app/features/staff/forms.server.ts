import { data } from "react-router";

/** Reads a small urlencoded/multipart admin form, refusing oversized bodies (8 KB). */
export async function readSmallForm(request: Request, maxBytes = 8 * 1024): Promise<FormData | null> {
  const length = Number(request.headers.get("content-length"));
  if (Number.isFinite(length) && length > maxBytes) return null;
  try {
    const text = await request.text();
    if (text.length > maxBytes) return null;
    const type = request.headers.get("content-type") ?? "";
    return await new Response(text, { headers: { "content-type": type } }).formData();
  } catch {
    return null;
  }
}

export function field(form: FormData, name: string, max = 300): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

export const FORM_UNREADABLE = "The form could not be read. Please try again.";

export const badForm = () => data({ error: FORM_UNREADABLE }, { status: 400 });
