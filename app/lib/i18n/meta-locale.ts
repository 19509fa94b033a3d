import { isLocale, type Locale } from "./i18n";

/** The page's locale inside a route's `meta` function: the root loader's, English without it. */
export function metaLocale(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): Locale {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : "en";
}
