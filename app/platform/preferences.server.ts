import {
  createContext,
  createCookie,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { getEnv } from "./env.server";
import { isLocale, type Locale } from "~/lib/i18n/i18n";

export type Theme = "light" | "dark";
export type Preferences = { theme: Theme; locale: Locale };

const YEAR = 60 * 60 * 24 * 365;

function cookies() {
  const secure = getEnv().secureCookies;
  return {
    theme: createCookie("limra_theme", { path: "/", sameSite: "lax", maxAge: YEAR, secure }),
    locale: createCookie("limra_lang", { path: "/", sameSite: "lax", maxAge: YEAR, secure }),
  };
}

/** Reads theme and language from their cookies (the server renders them, so nothing flashes). */
export async function readPreferences(request: Request): Promise<Preferences> {
  const header = request.headers.get("Cookie");
  const c = cookies();
  const theme = await c.theme.parse(header);
  const locale = await c.locale.parse(header);
  return { theme: theme === "dark" ? "dark" : "light", locale: isLocale(locale) ? locale : "en" };
}

/** Set-Cookie values that store the given preferences. */
export async function preferenceCookies(prefs: Partial<Preferences>): Promise<string[]> {
  const c = cookies();
  const out: string[] = [];
  if (prefs.theme) out.push(await c.theme.serialize(prefs.theme));
  if (prefs.locale) out.push(await c.locale.serialize(prefs.locale));
  return out;
}

export const preferencesContext = createContext<Preferences>();

/** The language and theme of this request (set by preferencesMiddleware on the root route). */
export function getPreferences(context: Readonly<RouterContextProvider>): Preferences {
  return context.get(preferencesContext);
}

/**
 * Resolves the request's language and theme. `?lang=ta` (or `en`) in the URL wins over the
 * cookie — every page has a crawlable address per language (hreflang) — and is remembered.
 */
export const preferencesMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const stored = await readPreferences(request);
  const requested = new URL(request.url).searchParams.get("lang");
  const locale = isLocale(requested) ? requested : stored.locale;
  context.set(preferencesContext, { ...stored, locale });
  const response = await next();
  if (locale !== stored.locale && request.method === "GET") {
    for (const cookie of await preferenceCookies({ locale })) {
      response.headers.append("Set-Cookie", cookie);
    }
  }
  return response;
};
