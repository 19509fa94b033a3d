import { use, useContext } from "react";
import { UNSAFE_DataRouterDataContext } from "react-router";
import { en, type LayoutText } from "./en";
import { ta } from "./ta";

export type Locale = "en" | "ta";
export const LOCALES: readonly Locale[] = ["en", "ta"];

/**
 * The layout's texts at hand (en.ts, ta.ts: one object per language, decision 091). The server
 * (and the tests) hold both; a browser starts with English only and fetches Tamil when a page
 * needs it (issue 22: an English page does not carry the Tamil texts): entry.client.tsx loads it before hydrating a Tamil page, and useLocale
 * waits for it when a page turns Tamil (the language switch) — React keeps the page as it was
 * meanwhile, as with any navigation. The bundler drops the static import of ./ta from the
 * browser's build, where `import.meta.env.SSR` is false. Scripts run by tsx outside Vite (the
 * benchmarks' seeding, the database tools) have no `import.meta.env`: they are a server.
 */
const onServer = import.meta.env ? import.meta.env.SSR : true;
const layoutTexts: Partial<Record<Locale, LayoutText>> = onServer ? { en, ta } : { en };

const loading = new Map<Locale, Promise<void>>();

/** Fetches `locale`'s layout texts in the browser (once); English on failure (offline). */
export function loadLayoutText(locale: Locale): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = layoutTexts[locale]
      ? Promise.resolve()
      : import("./ta").then(
          (module) => {
            layoutTexts.ta = module.ta;
          },
          (error: unknown) => console.error(`i18n: could not load the ${locale} texts`, error),
        );
    loading.set(locale, promise);
  }
  return promise;
}

/**
 * Makes a component wait (React's `use`) until `locale`'s layout texts are loaded. A failed load is
 * not waited for again: the texts fall back to English.
 */
export function useLayoutTextLoaded(locale: Locale): void {
  if (!layoutTexts[locale]) use(loadLayoutText(locale));
}

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "ta";
}

/** The layout's texts in `locale`; English until the Tamil ones are loaded (or if they failed). */
export function layoutText(locale: Locale): LayoutText {
  return layoutTexts[locale] ?? en;
}

/**
 * The current page's locale, from the root loader's data; English where there is none (a part
 * rendered on its own, outside the app's data router, e.g. by a test).
 */
export function useLocale(): Locale {
  const data = useContext(UNSAFE_DataRouterDataContext);
  const root = data?.loaderData.root as { locale?: Locale } | undefined;
  const locale = root?.locale ?? "en";
  useLayoutTextLoaded(locale);
  return locale;
}

/** The layout's texts in the current page's locale. */
export function useLayoutText(): LayoutText {
  return layoutText(useLocale());
}
