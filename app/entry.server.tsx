import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
  RouterContextProvider,
} from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./lib/nonce";
import { servedWithoutHydration } from "./lib/static-page";
import { StaticPageContext } from "./lib/static-page-context";
import staticPageScript from "virtual:static-page";
import { lowPriorityPreloads } from "./platform/low-priority-preloads.server";
import { NONCE_HEADER } from "./platform/security-headers.server";
import { noteDatabaseError } from "./platform/db/busy.server";
import { DATABASE_RETRY_AFTER_SECONDS } from "./platform/db/unavailable.server";

/**
 * React Router's default Node entry, plus the Content-Security-Policy nonce: server/app.ts puts a
 * fresh nonce in a request header and in the policy; every script React Router writes gets it,
 * and so do the page's own <style> and JSON-LD elements (through NonceContext).
 */
export const streamTimeout = 5_000;

/**
 * Every error a loader, action or middleware threw, before React Router hides its message: an
 * unavailable database marks the request, and the root middleware answers 503 (see
 * platform/db/busy.server.ts). Logged as React Router's default handler does.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  noteDatabaseError(error, context);
  if (!request.signal.aborted) {
    // An internal error response (404, 405) carries the underlying error.
    const inner: unknown = isRouteErrorResponse(error)
      ? (error as { error?: unknown }).error
      : undefined;
    console.error(inner ?? error);
  }
};

/** A 503 (the database is busy) tells the client when to try again, and is never stored. */
function retryAfter(status: number, headers: Headers) {
  if (status !== 503) return;
  if (!headers.has("Retry-After")) headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  retryAfter(response.status, response.headers);
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  retryAfter(responseStatusCode, responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = request.headers.get(NONCE_HEADER) ?? undefined;
  const { matches, errors } = routerContext.staticHandlerContext;
  // A page served without hydration (decision 055), unless it shows an error: its HTML carries
  // neither React Router's scripts nor its data for them.
  const withoutHydration =
    !errors &&
    servedWithoutHydration(matches.map((m) => routerContext.routeModules[m.route.id]?.handle));
  const context = withoutHydration
    ? { ...routerContext, serverHandoffStream: undefined }
    : routerContext;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers (and SPA mode) get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <StaticPageContext value={withoutHydration ? staticPageScript : null}>
          <ServerRouter context={context} url={request.url} nonce={nonce} />
        </StaticPageContext>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The module preloads at low priority (decision 044).
          const body = lowPriorityPreloads({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
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
