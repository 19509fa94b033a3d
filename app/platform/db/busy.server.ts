import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import type { Locale } from "~/lib/i18n/i18n";
import { getPreferences } from "../preferences.server";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  requestMetDatabaseOutage,
} from "./unavailable.server";

/**
 * Turns "the database is unavailable" into the 503 busy page, for documents and `.data` requests
 * alike. React Router catches a loader's or action's error itself and hands it to the entry's
 * handleError before it renders the error page (whose message it hides in production), so:
 * handleError marks the request (noteDatabaseError), and the outermost root middleware, seeing
 * the mark once the response is made, throws a 503 error response instead — which React Router
 * renders through the root ErrorBoundary with the status, and serialises intact for the browser.
 * The entry adds Retry-After to every 503.
 *
 * Code that catches a database error itself and answers its own failure (a sign-in form's "could
 * not sign in", a list's "could not be read", both 500) hides the outage from handleError; for
 * those the pool has noted the outage for the request (watchDatabaseOutages), and a 5xx answer of
 * a request that met one becomes the busy page too. A request that met one and still answered
 * (a fallback, a 4xx) keeps its answer.
 */

/** What the root ErrorBoundary receives as the 503's data (it shows the busy page for any 503). */
export type DatabaseBusy = { busy: true; locale: Locale };

const databaseFailedContext = createContext<boolean>(false);

/** The busy answer to throw from a loader, action or middleware (503, Retry-After). */
export function databaseBusy(context?: Readonly<RouterContextProvider>) {
  let locale: Locale = "en";
  try {
    if (context) locale = getPreferences(context).locale;
  } catch {
    // The preferences middleware has not run: English.
  }
  return data<DatabaseBusy>(
    { busy: true, locale },
    { status: 503, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } },
  );
}

/** For the entry's handleError: remembers that this request met an unavailable database. */
export function noteDatabaseError(
  error: unknown,
  context: Readonly<RouterContextProvider> | undefined,
) {
  if (context && isDatabaseUnavailable(error)) context.set(databaseFailedContext, true);
}

/** Root middleware, first in the list: answers 503 when anything below met an unavailable database. */
export const databaseBusyMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const hidden = response.status >= 500 && response.status !== 503 && requestMetDatabaseOutage();
  if (!context.get(databaseFailedContext) && !hidden) return response;
  // The error page React Router rendered is replaced: let its stream go.
  await response.body?.cancel().catch(() => {});
  throw databaseBusy(context);
};
