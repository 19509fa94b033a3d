import type { Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { MAX_IMPORT_BYTES } from "../app/billing/import-export/import-export-client";
import { MAX_ORDER_FILE_BYTES, MAX_ORDER_FILES } from "../app/intake/options";
import { MAX_ARTWORK_FILE_BYTES, MAX_ARTWORK_FILES } from "../app/shop/artwork";
import { BODY_TOO_LARGE_HEADER, FORM_BODY_LIMIT } from "../app/platform/body-limit.server";
import { MAX_IMAGE_BYTES } from "../app/platform/images.server";
import { MAX_PROOF_BYTES } from "../app/jobs/proofs/schema";
import { MULTIPART_ENVELOPE } from "../app/platform/uploads.server";

/**
 * Every request body is measured here, before React Router (or anything else) buffers it:
 *
 * - A body that declares a Content-Length over its limit is not read at all.
 * - A body without a declared length (chunked) of a form is read into memory up to its limit
 *   and handed on whole; the byte that passes the limit stops the reading. Uploads stream on to
 *   their routes, which count what they read and stop at their own caps (parseMultipart,
 *   receiveCsvUpload).
 *
 * A body over its limit is marked (BODY_TOO_LARGE_HEADER) and the request goes on to React
 * Router, whose root middleware answers 413 with the app's error page. The connection is closed
 * after any answer sent before its request's body was read to the end, so Node does not go on
 * reading (and discarding) the rest of a 300 MB body for the next request on the connection.
 */

/**
 * The larger limits of the routes that take files: each route's own documented caps (files ×
 * size, or the CSV import's 20 MB) plus the multipart envelope. Every other path, including any
 * spelling of these paths not listed here, gets FORM_BODY_LIMIT.
 */
export const UPLOAD_BODY_LIMITS: Readonly<Record<string, number>> = {
  // The order form's design files (app/intake/actions.server.ts).
  "/place-order": MAX_ORDER_FILES * MAX_ORDER_FILE_BYTES + MULTIPART_ENVELOPE,
  // The LimraKart checkout's artwork of print products, one file a line (app/shop/artwork/artwork.server.ts).
  "/limrakart/checkout": MAX_ARTWORK_FILES * MAX_ARTWORK_FILE_BYTES + MULTIPART_ENVELOPE,
  // The admin catalog's and the store admin's pictures (app/platform/admin-upload.server.ts).
  "/admin": MAX_IMAGE_BYTES + MULTIPART_ENVELOPE,
  "/limrakart/admin": MAX_IMAGE_BYTES + MULTIPART_ENVELOPE,
  // The CSV import, with and without JavaScript (app/billing/import-export/).
  "/billing/import-export": MAX_IMPORT_BYTES + MULTIPART_ENVELOPE,
  "/billing/import-export/import": MAX_IMPORT_BYTES + MULTIPART_ENVELOPE,
};

/** Upload paths with an id in them: a print job's proof (app/jobs/routes/proof-upload.tsx). */
export const UPLOAD_BODY_PATTERNS: readonly (readonly [RegExp, number])[] = [
  [/^\/billing\/jobs\/[^/]+\/proof$/, MAX_PROOF_BYTES + MULTIPART_ENVELOPE],
];

/** The body limit of a request path (single-fetch `.data` requests count as their page). */
export function bodyLimitFor(pathname: string): number {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return FORM_BODY_LIMIT;
  }
  // React Router matches paths without regard to case or a trailing slash.
  path = path
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/(.)\/+$/, "$1");
  const pattern = UPLOAD_BODY_PATTERNS.find(([re]) => re.test(path));
  return UPLOAD_BODY_LIMITS[path] ?? pattern?.[1] ?? FORM_BODY_LIMIT;
}

export function bodyLimit(req: Request, res: Response, next: NextFunction): void {
  delete req.headers[BODY_TOO_LARGE_HEADER];
  const declared = req.headers["content-length"];
  if (declared === undefined && req.headers["transfer-encoding"] === undefined) return next();
  closeIfUnread(req, res);
  const limit = bodyLimitFor(req.path);
  const tooLarge = () => {
    req.headers[BODY_TOO_LARGE_HEADER] = "1";
    toErrorPage(req).then(() => next(), next);
  };
  // Node's parser delivers exactly the declared length, so a declared body within the limit is.
  if (declared !== undefined) return Number(declared) > limit ? tooLarge() : next();
  if (limit > FORM_BODY_LIMIT) return next();
  readWithin(req, limit).then((fits) => {
    if (fits === true) next();
    else if (fits === false) tooLarge();
  }, next);
}

/**
 * Reads a body of unknown length into memory until it ends (true: it is then put back, whole,
 * for React Router to read) or passes `limit` (false: reading stops there). Undefined when the
 * client went away first.
 */
function readWithin(req: Request, limit: number): Promise<boolean | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (fits: boolean | undefined) => {
      req.off("readable", onReadable);
      req.off("end", onEnd);
      req.off("close", onClose);
      // Put back in the same tick as the last read, before the stream could announce its end.
      if (fits && size) req.unshift(Buffer.concat(chunks, size));
      resolve(fits);
    };
    function onReadable() {
      let chunk: Buffer | null;
      while ((chunk = req.read() as Buffer | null) !== null) {
        size += chunk.length;
        if (size > limit) return done(false);
        chunks.push(chunk);
      }
      if (req.complete) done(true);
    }
    // An empty body can end without a "readable" event.
    function onEnd() {
      done(true);
    }
    function onClose() {
      done(undefined);
    }
    req.on("readable", onReadable);
    req.on("end", onEnd);
    req.on("close", onClose);
  });
}

/**
 * Closes the connection after an answer that starts before the request's body has arrived in
 * full (a refused or failed upload): otherwise Node would read the rest of the body to reach the
 * next request on the connection.
 */
function closeIfUnread(req: Request, res: Response): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!req.complete) {
      this.setHeader("Connection", "close");
      lingerBeforeClosing(req.socket);
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}

/** How long a connection closed under an unread body keeps taking (and dropping) its bytes. */
const LINGER_MS = 2_000;

/**
 * Node closes the connection as soon as the answer is out; a client still sending its body then
 * meets a reset and may lose the answer (a browser shows "connection reset" instead of the 413).
 * Like a web server's lingering close: send the answer and half-close, drop what still arrives
 * (Node's parser discards the unread body, nothing is buffered) for a moment, then close.
 */
function lingerBeforeClosing(socket: Socket): void {
  socket.destroySoon = function (this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}

/** Where a refused post to a resource route is rendered: no route, so a page of the root layout. */
const ERROR_PAGE_PATH = "/__body-too-large";

let resourceRouteTest: Promise<(pathname: string) => boolean> | undefined;

/** Whether a path is a resource route (an action without a page, e.g. /logout, /preferences). */
function resourceRoutes(build: Pick<ServerBuild, "routes">): (pathname: string) => boolean {
  const all = Object.values(build.routes).filter((r) => r !== undefined);
  const tree = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((r) => r.parentId === parentId)
      .map(
        (r) => ({ id: r.id, path: r.path, index: r.index, children: tree(r.id) }) as RouteObject,
      );
  const routes = tree(undefined);
  return (pathname) => {
    const leaf = matchRoutes(routes, pathname)?.at(-1);
    return leaf !== undefined && !build.routes[leaf.route.id!]?.module.default;
  };
}

/**
 * A resource route would answer a refused document post with JSON: the request is sent to a
 * path without a route instead, so the root ErrorBoundary renders the 413 as a page. Page
 * routes and single-fetch (.data) requests render it where they are.
 */
async function toErrorPage(req: Request): Promise<void> {
  if (req.path.endsWith(".data")) return;
  resourceRouteTest ??= import("virtual:react-router/server-build").then(resourceRoutes);
  if (!(await resourceRouteTest)(req.path)) return;
  const query = req.originalUrl.indexOf("?");
  const url = ERROR_PAGE_PATH + (query >= 0 ? req.originalUrl.slice(query) : "");
  req.url = url;
  req.originalUrl = url;
}
