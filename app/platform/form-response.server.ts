import { data, type RouterContextProvider } from "react-router";
import type { FieldErrors, FormFailure } from "~/lib/forms";
import type { Toast, ToastInput } from "~/lib/toast";
import { toastContext } from "./toast.server";

/**
 * What an action answers when a form cannot be accepted: the status (400, 413, 429, 500), the
 * field errors, the values the user typed (so a page rendered without JavaScript shows them
 * again) and a toast. The toast is also put in the request context, so the root loader renders
 * it when the browser posted without JavaScript; with JavaScript the form shows it.
 */

export function formFailure(
  context: Readonly<RouterContextProvider>,
  opts: {
    status: number;
    toast?: ToastInput;
    errors?: FieldErrors;
    values?: Record<string, string>;
    headers?: HeadersInit;
  },
) {
  const toast: Toast | null = opts.toast
    ? { variant: "destructive", ...opts.toast, id: crypto.randomUUID() }
    : null;
  if (toast) (context as RouterContextProvider).set(toastContext, toast);
  const body: FormFailure = {
    ok: false,
    toast,
    errors: opts.errors ?? {},
    values: opts.values ?? {},
  };
  return data(body, { status: opts.status, headers: opts.headers });
}

/**
 * A route's `headers` export for forms whose failures carry a Retry-After (429): React Router
 * sends an action's headers (other than Set-Cookie) only through the route's `headers` function.
 */
export function formFailureHeaders({
  actionHeaders,
  parentHeaders,
}: {
  actionHeaders: Headers;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/**
 * The answer of a POST-only route to a GET (a typed address, a crawler): 405, nothing changed,
 * and where the form is (`message`). Called after the route's access check.
 */
export function postOnly(message: string): Response {
  return new Response(message, {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
