import { useContext } from "react";
import { UNSAFE_DataRouterDataContext } from "react-router";
import { en, type MessageKey } from "./en";
import { ta } from "./ta";

export type Locale = "en" | "ta";
export const LOCALES: readonly Locale[] = ["en", "ta"];
export const dictionaries: Record<Locale, Record<MessageKey, string>> = { en, ta };

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "ta";
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A translator for one locale; `{name}` placeholders are filled from `vars`. */
export function translator(locale: Locale): Translate {
  const dict = dictionaries[locale];
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
  return root?.locale ?? "en";
}

export function useT(): Translate {
  return translator(useLocale());
}
