import { data, type MiddlewareFunction } from "react-router";
import { getPreferences } from "./preferences.server";

/**
 * Request body limits, the application's side. server/body-limit.ts (an Express middleware in
 * front of React Router) measures every body against its limit before anything buffers it: a
 * body that declares more, or streams more, is not read any further and the request goes on to
 * React Router with BODY_TOO_LARGE_HEADER set. bodyTooLargeMiddleware (on the root route) turns
 * that mark into a 413 that the root ErrorBoundary renders in the visitor's language, so the
 * answer is the app's own error page rather than a bare text from Express.
 */

/** The largest body of a form without files (the forms' longest fields are a few KB). */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Set by server/body-limit.ts on a request whose body is over its limit (any value a client
 * sends under this name is removed first).
 */
export const BODY_TOO_LARGE_HEADER = "x-limra-body-too-large";

/** What the 413 carries to the ErrorBoundary: the language to answer in (no loader runs). */
export type BodyTooLargeData = { bodyTooLarge: true; locale: "en" | "ta" };

export const bodyTooLargeMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  if (!request.headers.has(BODY_TOO_LARGE_HEADER)) return;
  const body: BodyTooLargeData = { bodyTooLarge: true, locale: getPreferences(context).locale };
  // The rest of the body is never read: the connection closes after the answer.
  throw data(body, { status: 413, headers: { Connection: "close" } });
};
