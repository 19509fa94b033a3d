/**
 * Shapes every area's copy shares: each content module exports `Localized<...>`, one object per
 * language with the same shape, so the type checker refuses a Tamil page that misses a text.
 *
 * A module declares its copy once with `localized(...)`: slugs, hrefs, icons, images, prices and
 * order are written a single time, and each text is a `tr(en, ta)` pair next to them.
 */
import { LOCALES, type Locale } from "./i18n/i18n";

export type Localized<T> = Record<Locale, T>;

/** Title (≤ 60 characters) and description (120–160 characters) of a page, per language. */
export type PageMeta = { title: string; description: string };

export type TitledText = { title: string; text: string };

/** One value in each language; both are required, so a missing Tamil text is a type error. */
export class Translated<T> {
  constructor(
    readonly en: T,
    readonly ta: T,
  ) {}
}

/**
 * The English and Tamil versions of one text (or of any value that differs by language).
 * Marked free of side effects, like `localized`, so a bundle that imports a content module
 * without using it (through a feature's index.ts) drops it: the calls run at module top level.
 */
/*#__NO_SIDE_EFFECTS__*/
export function tr<T>(en: T, ta: T): Translated<T> {
  return new Translated(en, ta);
}

/** `T` written once for both languages: any part of it may be a `tr(en, ta)` pair instead. */
export type Bilingual<T> =
  | Translated<T>
  | (T extends string | number | boolean | null | undefined
      ? T
      : T extends readonly (infer U)[]
        ? Bilingual<U>[]
        : { [K in keyof T]: Bilingual<T[K]> });

function pick(value: unknown, locale: Locale): unknown {
  if (value instanceof Translated) return value[locale];
  if (Array.isArray(value)) return value.map((item) => pick(item, locale));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pick(v, locale)]));
  }
  return value;
}

/** The per-language objects pages consume, taken from a copy declared once with `tr` pairs. */
/*#__NO_SIDE_EFFECTS__*/
export function localized<T>(copy: Bilingual<T>): Localized<T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, pick(copy, locale)])) as Localized<T>;
}
