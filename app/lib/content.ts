/**
 * Shapes every area's copy shares: each content module exports `Localized<...>`, one object per
 * language with the same shape, so the type checker refuses a Tamil page that misses a text.
 */
import type { Locale } from "./i18n/i18n";

export type Localized<T> = Record<Locale, T>;

/** Title (≤ 60 characters) and description (120–160 characters) of a page, per language. */
export type PageMeta = { title: string; description: string };

export type TitledText = { title: string; text: string };
