import {
  createContext,
  createCookie,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { z } from "zod";
import { getEnv } from "./env.server";
import type { Toast, ToastInput } from "~/lib/toast";

/**
 * Toasts that survive a redirect: the action puts the toast in a short-lived signed cookie,
 * the next page's root loader shows it and the middleware clears the cookie.
 */
const COOKIE_NAME = "limra_toast";

const toastSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive"]).optional(),
});

function toastCookie() {
  const env = getEnv();
  return createCookie(COOKIE_NAME, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60,
    secure: env.secureCookies,
    secrets: [env.AUTH_SECRET],
  });
}

export const toastContext = createContext<Toast | null>(null);

export async function toastCookieHeader(toast: ToastInput): Promise<string> {
  return toastCookie().serialize({ id: toast.id ?? crypto.randomUUID(), ...toast });
}

/** A redirect that shows `toast` on the page it lands on. */
export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookieHeader(toast));
  return redirect(url, { ...init, headers });
}

export async function readToast(request: Request): Promise<Toast | null> {
  const value: unknown = await toastCookie().parse(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function getToast(context: Readonly<RouterContextProvider>): Toast | null {
  return context.get(toastContext);
}

/** Reads the flash toast into the context, then clears the cookie unless the response sets a new one. */
export const toastMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const toast = await readToast(request);
  context.set(toastContext, toast);
  const response = await next();
  if (toast) {
    const setsToast = response.headers.getSetCookie().some((c) => c.startsWith(`${COOKIE_NAME}=`));
    if (!setsToast) {
      response.headers.append("Set-Cookie", await toastCookie().serialize("", { maxAge: 0 }));
    }
  }
  return response;
};
