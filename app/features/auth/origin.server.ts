/**
 * CSRF defence for state-changing requests to /admin and /account (decision 012). React Router's
 * own action check compares Origin with the request URL but lets a request WITHOUT Origin through;
 * this one is stricter: the Origin must be our site (SITE_URL) or the request's own origin, and
 * when a browser sent no Origin, Sec-Fetch-Site must be `same-origin`. With neither header the
 * request is refused (every browser we support sends Origin on POST).
 */
export function isSameOriginRequest(request: Request, siteUrl: string): boolean {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return true;
  const allowed = new Set([new URL(request.url).origin, safeOrigin(siteUrl)]);
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") return allowed.has(safeOrigin(origin));
  if (origin === "null") return false;
  return request.headers.get("sec-fetch-site") === "same-origin";
}

function safeOrigin(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return "invalid:";
  }
}

export const CROSS_SITE_MESSAGE = "This form must be sent from our own website. Reload the page and try again.";

/** React Router's own refusals of a cross-origin action ("… Aborting the action."), thrown as plain Errors. */
const ROUTER_CSRF = /^(?:The `request\.url` origin does not match `origin` header|`origin` header is not a valid URL)/;

/**
 * When `error` is a refused cross-site form (React Router's origin check, or ours thrown as a 403 with
 * CROSS_SITE_MESSAGE), the one warning line to log for it: method and the Origin sent (trimmed), never
 * the URL (a reset link's path holds its token) and no stack trace, as this is an expected refusal,
 * not a fault. Null for every other error.
 */
export function crossSiteRefusal(error: unknown, request: Request): string | null {
  const ours =
    typeof error === "object" &&
    error !== null &&
    (error as { status?: unknown }).status === 403 &&
    (error as { data?: unknown }).data === CROSS_SITE_MESSAGE;
  const router = error instanceof Error && ROUTER_CSRF.test(error.message);
  if (!ours && !router) return null;
  const origin = (request.headers.get("origin") ?? "none").replace(/[^\x21-\x7e]/g, "?").slice(0, 120);
  return `refused a cross-site ${request.method.toUpperCase()} (Origin: ${origin})`;
}
