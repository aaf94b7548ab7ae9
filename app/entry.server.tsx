import { PassThrough, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { crossSiteRefusal } from "./features/auth/origin.server.ts";
import { htmlClassesFor } from "./features/site/visitor/cookies.ts";
import { appContext, NONCE_PLACEHOLDER } from "./lib/context.ts";
import { NonceContext } from "./lib/nonce.tsx";

// The Express server reads the context key from the build so both sides share one instance.
export { appContext };

export const streamTimeout = 5_000;

/**
 * Errors React Router reports: a refused cross-site form is a warning line without a stack trace
 * (decision 094); anything else is logged as React Router would (not when the client went away).
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const refusal = crossSiteRefusal(error, request);
  if (refusal) {
    console.warn(refusal);
    return;
  }
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
}

/** Streaming SSR. Every script carries the request's CSP nonce (a placeholder while prerendering). */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(appContext)?.nonce ?? NONCE_PLACEHOLDER;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !loadContext.get(appContext) ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // A Suspense boundary that is ready when its turn comes is written in place, in document order.
        // React's default outlines ready boundaries over 500 bytes once ~12 KB has been written, behind
        // an inline script that reveals them later; a prerendered page must read (and hydrate) without it.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The visitor's theme and cookie-banner choices, from cookies, on <html> (decisions 132–133).
          const classes = loadContext.get(appContext) ? htmlClassesFor(request.headers.get("cookie")) : [];
          if (classes.length > 0) {
            let first = true;
            const tagged = new Transform({
              transform(chunk: Buffer, _encoding, callback) {
                if (!first) return callback(null, chunk);
                first = false;
                const at = chunk.indexOf("<html");
                if (at < 0) return callback(null, chunk);
                const attribute = Buffer.from(` class="${classes.join(" ")}"`);
                callback(null, Buffer.concat([chunk.subarray(0, at + 5), attribute, chunk.subarray(at + 5)]));
              },
            });
            tagged.pipe(body);
            pipe(tagged);
          } else pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
