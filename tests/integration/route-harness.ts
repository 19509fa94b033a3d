import {
  type MiddlewareFunction,
  RouterContextProvider,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from "react-router";
import { sessionMiddleware } from "~/platform/auth/guards.server";
import { preferenceCookies, preferencesMiddleware } from "~/platform/preferences.server";
import type { Locale } from "~/lib/i18n/i18n";
import { CLIENT_IP_HEADER } from "~/platform/request-info.server";
import type { Toast } from "~/lib/toast";
import { getToast, readToast, toastMiddleware } from "~/platform/toast.server";

/**
 * Calls route loaders and actions the way the server does, without rendering: the root route's
 * middleware (preferences, toast, session) runs around the call and fills the request context,
 * and whatever the route answers (a Response, a `data()` value, a plain object, a thrown
 * Response) comes back in one shape.
 */
export const BASE_URL = "http://localhost:3000";

/** The root route's middleware, in its order. */
const ROOT_MIDDLEWARE: MiddlewareFunction<Response>[] = [
  preferencesMiddleware,
  toastMiddleware,
  sessionMiddleware,
];

export type RouteResult<D = unknown> = {
  status: number;
  /** The final headers, including cookies the middleware added. */
  headers: Headers;
  /** The Location header of a redirect. */
  location?: string;
  /** A `data()` value's data, a plain return value, or a JSON Response's parsed body. */
  data?: D;
  /** The request context the route ran with (preferences, toast, current user). */
  context: RouterContextProvider;
};

type RouteData<R> = [Exclude<Awaited<R>, Response>] extends [never]
  ? unknown
  : Exclude<Awaited<R>, Response> extends DataWithResponseInit<infer D>
    ? D
    : Exclude<Awaited<R>, Response>;

function isDataWithResponseInit(value: unknown): value is DataWithResponseInit<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

/** One shape for every kind of answer a loader or action can give (or throw). */
async function normalise(value: unknown): Promise<Omit<RouteResult, "context">> {
  if (value instanceof Response) {
    const type = value.headers.get("Content-Type") ?? "";
    const data: unknown = type.includes("application/json") ? await value.json() : undefined;
    return {
      status: value.status,
      headers: new Headers(value.headers),
      location: value.headers.get("Location") ?? undefined,
      data,
    };
  }
  if (isDataWithResponseInit(value)) {
    const headers = new Headers(value.init?.headers);
    return {
      status: value.init?.status ?? 200,
      headers,
      location: headers.get("Location") ?? undefined,
      data: value.data,
    };
  }
  return { status: 200, headers: new Headers(), data: value };
}

/**
 * Runs `middleware` like React Router: each one gets a `next` that runs the rest; one that
 * returns nothing answers with what `next` gave (running it if it did not).
 */
async function runChain(
  middleware: MiddlewareFunction<Response>[],
  args: Parameters<MiddlewareFunction<Response>>[0],
  handler: () => Promise<Response>,
): Promise<Response> {
  const [first, ...rest] = middleware;
  if (!first) return handler();
  let downstream: Promise<Response> | undefined;
  const next = () => (downstream ??= runChain(rest, args, handler));
  const returned = await first(args, next);
  return returned instanceof Response ? returned : next();
}

/**
 * Calls a loader or action with `request` inside the root middleware and returns its answer:
 * status, headers (with the middleware's cookies), redirect location, data, and the context.
 */
export async function callRoute<R>(
  fn: (args: never) => R,
  request: Request,
  params: Record<string, string | undefined> = {},
): Promise<RouteResult<RouteData<R>>> {
  const context = new RouterContextProvider();
  const args = { request, context, params, unstable_pattern: "" };
  let outcome: Omit<RouteResult, "context"> | undefined;
  const handler = async (): Promise<Response> => {
    try {
      outcome = await normalise(await fn(args as never));
    } catch (thrown) {
      // A thrown Response (redirect) or data() (a guard's 403, a 404) is the answer.
      if (!(thrown instanceof Response) && !isDataWithResponseInit(thrown)) throw thrown;
      outcome = await normalise(thrown);
    }
    return new Response(null, { status: outcome.status, headers: outcome.headers });
  };
  let response: Response;
  try {
    response = await runChain(ROOT_MIDDLEWARE, args as never, handler);
  } catch (thrown) {
    // A middleware that throws a Response (a guard's redirect) answers the request itself.
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  const answer =
    outcome && response.status === outcome.status ? outcome : await normalise(response);
  return {
    ...answer,
    status: response.status,
    headers: response.headers,
    location: response.headers.get("Location") ?? undefined,
    context,
  } as RouteResult<RouteData<R>>;
}

let ipCounter = 0;

/** A client IP no other test uses, so each test has its own rate-limit counters. */
export function uniqueIp(): string {
  ipCounter += 1;
  const n = ipCounter + Math.floor(Math.random() * 1_000_000) * 1000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export type RequestOptions = {
  /** The client IP (the header server/app.ts sets); a fresh one per request by default. */
  ip?: string;
  /** A Cookie header value. */
  cookie?: string;
  headers?: HeadersInit;
  method?: string;
};

function buildHeaders(opts: RequestOptions): Headers {
  const headers = new Headers(opts.headers);
  headers.set(CLIENT_IP_HEADER, opts.ip ?? uniqueIp());
  if (opts.cookie) headers.append("Cookie", opts.cookie);
  return headers;
}

const absolute = (path: string) => new URL(path, BASE_URL).toString();

/** A GET request for `path` (relative to the test origin) with the client IP header. */
export function getRequest(path: string, opts: RequestOptions = {}): Request {
  return new Request(absolute(path), { method: "GET", headers: buildHeaders(opts) });
}

export type FormBody = FormData | URLSearchParams | Record<string, string>;

/**
 * A form post: FormData is sent as multipart/form-data (files included), URLSearchParams or a
 * plain record as application/x-www-form-urlencoded.
 */
export function postRequest(path: string, body: FormBody, opts: RequestOptions = {}): Request {
  const payload =
    body instanceof FormData || body instanceof URLSearchParams ? body : new URLSearchParams(body);
  return new Request(absolute(path), {
    method: opts.method ?? "POST",
    headers: buildHeaders(opts),
    body: payload,
  });
}

/** The name=value pairs of a response's Set-Cookie headers, as a Cookie request header. */
export function cookieHeaderFrom(source: Response | Headers | RouteResult): string {
  const headers = source instanceof Headers ? source : source.headers;
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The flash toast a redirect carries in its Set-Cookie (null when it sets none). */
export async function redirectToast(source: Response | Headers | RouteResult) {
  const cookie = cookieHeaderFrom(source);
  if (!cookie) return null;
  return readToast(new Request(BASE_URL, { headers: { Cookie: cookie } }));
}

/**
 * The toast a route answered with: the flash cookie of a redirect, else the one a failed form
 * put in the request context (formFailure).
 */
export async function toastOf(result: RouteResult): Promise<Toast | null> {
  return (await redirectToast(result)) ?? getToast(result.context);
}

/** A Cookie header that selects `locale`, as the language switcher stores it. */
export async function localeCookie(locale: Locale): Promise<string> {
  const [cookie] = await preferenceCookies({ locale });
  return cookie!.split(";")[0]!;
}
