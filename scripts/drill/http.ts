/** Small HTTP helpers for the drill: timed requests, percentiles, and the forms a visitor sends. */

export type Timed = { status: number; ms: number; body: string; headers: Headers; error?: string };

/** A request that never throws: a network error or timeout comes back as status 0 with `error`. */
export async function timed(url: string, init: RequestInit = {}, timeoutMs = 15_000): Promise<Timed> {
  const t0 = performance.now();
  try {
    const response = await fetch(url, { redirect: "manual", ...init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    return { status: response.status, ms: performance.now() - t0, body, headers: response.headers };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    return {
      status: 0,
      ms: performance.now() - t0,
      body: "",
      headers: new Headers(),
      error: e.name === "TimeoutError" ? "timeout" : (e.cause?.code ?? e.message),
    };
  }
}

export function percentile(values: number[], p: number) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A unique, searchable e-mail address for one submission of one scenario. */
export const markerEmail = (scenario: string, n: number, run: string) => `drill-${scenario}-${run}-${n}@example.com`;

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(20 * 1024, 0x20), Buffer.from("\n%%EOF\n")]);

/** The consultation form as the browser sends it with JavaScript (multipart, `_js=1`), optionally with a PDF. */
export function consultationForm(email: string, { document = false, enhanced = true } = {}) {
  const form = new FormData();
  form.set("source", "form");
  form.set("company_site", "");
  form.set("fullName", "Drill Visitor");
  form.set("email", email);
  form.set("phone", "+91 98765 43210");
  form.set("city", "Dhanbad");
  form.set("serviceType", "gst");
  form.set("details", `Drill submission ${email}: monthly GST returns for a small shop.`);
  form.set("agreeToTerms", "on");
  if (enhanced) form.set("_js", "1");
  if (document) form.set("document", new Blob([PDF], { type: "application/pdf" }), "notice.pdf");
  return form;
}

/** The same form without JavaScript: urlencoded, answered with 303 to the confirmation page. */
export function consultationUrlencoded(email: string) {
  const form = consultationForm(email, { enhanced: false });
  return new URLSearchParams([...form.entries()].map(([k, v]) => [k, String(v)]));
}

/** A distinct client address per caller, so per-IP rate limits (TRUST_PROXY=true) do not mix callers. */
export const clientIp = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;

/** Accepted by the server: JSON-less 200 from `.data` with ok, or a 303 for the no-JS post. */
export function acknowledged(r: Timed) {
  if (r.status === 303) return true;
  return r.status === 200 && /"ok",true|ok":true|\["ok",true/.test(r.body);
}
