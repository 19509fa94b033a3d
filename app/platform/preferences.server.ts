import { createCookie } from "react-router";
import { getEnv } from "./env.server";
import { isLocale, type Locale } from "./i18n/i18n";

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
