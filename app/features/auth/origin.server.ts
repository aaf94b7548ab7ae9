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
