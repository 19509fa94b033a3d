import { use, useContext } from "react";
import { UNSAFE_DataRouterDataContext } from "react-router";
import { en, type MessageKey } from "./en";
import { ta } from "./ta";

export type Locale = "en" | "ta";
export const LOCALES: readonly Locale[] = ["en", "ta"];
export type Dictionary = Record<MessageKey, string>;

/**
 * The dictionaries at hand. The server (and the tests) hold both; a browser starts with English
 * only and fetches Tamil when a page needs it (issue 22: an English page does not carry the
 * Tamil dictionary): entry.client.tsx loads it before hydrating a Tamil page, and useLocale
 * waits for it when a page turns Tamil (the language switch) — React keeps the page as it was
 * meanwhile, as with any navigation. The bundler drops the static import of ./ta from the
 * browser's build, where `import.meta.env.SSR` is false. Scripts run by tsx outside Vite (the
 * benchmarks' seeding, the database tools) have no `import.meta.env`: they are a server.
 */
const onServer = import.meta.env ? import.meta.env.SSR : true;
export const dictionaries: Partial<Record<Locale, Dictionary>> = onServer ? { en, ta } : { en };

const loading = new Map<Locale, Promise<void>>();

/** Fetches `locale`'s dictionary in the browser (once); English on failure (offline). */
export function loadDictionary(locale: Locale): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = dictionaries[locale]
      ? Promise.resolve()
      : import("./ta").then(
          (module) => {
            dictionaries.ta = module.ta;
          },
          (error: unknown) => console.error(`i18n: could not load the ${locale} texts`, error),
        );
    loading.set(locale, promise);
  }
  return promise;
}

/**
 * Makes a component wait (React's `use`) until `locale`'s dictionary is loaded. A failed load is
 * not waited for again: the texts fall back to English.
 */
export function useDictionary(locale: Locale): void {
  if (!dictionaries[locale]) use(loadDictionary(locale));
}

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "ta";
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A translator for one locale; `{name}` placeholders are filled from `vars`. */
export function translator(locale: Locale): Translate {
  const dict = dictionaries[locale] ?? en;
  return (key, vars) => {
    const text = dict[key] ?? en[key];
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in vars ? String(vars[name]) : whole,
    );
  };
}

/**
 * The current page's locale, from the root loader's data; English where there is none (a part
 * rendered on its own, outside the app's data router, e.g. by a test).
 */
export function useLocale(): Locale {
  const data = useContext(UNSAFE_DataRouterDataContext);
  const root = data?.loaderData.root as { locale?: Locale } | undefined;
  const locale = root?.locale ?? "en";
  useDictionary(locale);
  return locale;
}

export function useT(): Translate {
  return translator(useLocale());
}
