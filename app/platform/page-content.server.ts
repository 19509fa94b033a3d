import type { RouterContextProvider } from "react-router";
import type { PageSeo } from "~/lib/seo";
import type { Locale } from "~/lib/i18n/i18n";
import type { Localized, PageMeta } from "~/lib/content";
import { getEnv } from "./env.server";
import { getPreferences } from "./preferences.server";

/** The page's copy in the request's language, plus what its meta tags need. */
export function pageContent<T extends { meta: PageMeta }>(
  context: Readonly<RouterContextProvider>,
  content: Localized<T>,
  path: string,
  extra: Partial<PageSeo> = {},
): { locale: Locale; content: T; seo: PageSeo } {
  const { locale } = getPreferences(context);
  const page = content[locale];
  return {
    locale,
    content: page,
    seo: { ...page.meta, path, locale, origin: getEnv().APP_URL, ...extra },
  };
}
