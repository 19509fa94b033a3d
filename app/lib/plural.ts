/**
 * Counted texts: "1 bill" / "2 bills", "1 பில்" / "2 பில்கள்". English and Tamil both use one
 * form for exactly one and another for every other count (0 too: "0 bills", "0 பில்கள்"), so a
 * text that meets a count gives those two forms. Import nothing: used by server, browser and
 * content modules alike.
 */

/** The two forms of a counted text: for exactly one, and for any other count. */
export type PluralForms = { one: string; other: string };

/** The form for `count`: `one` for exactly 1, `other` otherwise. */
export function pluralForm(count: number, one: string, other: string): string {
  return count === 1 ? one : other;
}

/**
 * The count, a space and the noun's form for it: plural(1, "record", "records") is "1 record".
 * `shown` is how the count is written (e.g. `formatCount(n)`), the count by default.
 */
export function plural(count: number, one: string, other: string, shown = String(count)): string {
  return `${shown} ${pluralForm(count, one, other)}`;
}

/**
 * A sentence of a content module for a count: the form for it with `{count}` filled, e.g.
 * countText(1, { one: "{count} item in your cart", other: "{count} items in your cart" }).
 */
export function countText(count: number, forms: PluralForms, shown = String(count)): string {
  return pluralForm(count, forms.one, forms.other).replaceAll("{count}", shown);
}
