/**
 * The one reading of an amount a person typed, in a form or a CSV cell (decision 059): digits,
 * optionally grouped with commas the Indian way (1,00,000) or the international way (100,000),
 * then optionally a point and at most two decimals (more only as trailing zeros: 249.500); a ₹ or
 * "Rs" before it and spaces around it are ignored. Any other comma ("1,0,0", "10,00", "1,50")
 * is refused, not guessed: a form and the import read "10,00" the same way, as no amount.
 */

/**
 * The most paise one typed amount may be (₹2,14,74,836.47): far above any one bill or payment
 * here (the columns are 64-bit, decision 062, so sums of many such amounts are stored too).
 */
export const MAX_PAISE = 2_147_483_647;

/** Why a typed amount is refused. */
export type AmountProblem = "not-amount" | "grouping" | "decimals" | "negative" | "too-large";

/** Well-formed groups: Indian (1,00,000 · 12,34,567) or international (100,000 · 1,234,567). */
const GROUPED = /^(?:[1-9]\d?(?:,\d\d)*,\d{3}|[1-9]\d{0,2}(?:,\d{3})+)$/;
const NUMBER = /^([+-]?)([\d,]+)?(?:\.(\d*))?$/;
const PREFIX = /^(?:₹|rs\.?)\s*/i;
/** More whole digits than this is too large for any column, and past Number's exact range. */
const MAX_WHOLE_DIGITS = 13;

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * A typed number in hundredths (rupees -> paise), or the problem. No bound but Number's exact
 * range: readRupees and readWholeNumber apply their column's.
 */
function readHundredths(input: string): number | AmountProblem {
  // Fast path, allocating nothing: digits, optionally a point and one or two digits (as the
  // export writes amounts and most people type them). The import runs this for every cell.
  const length = input.length;
  let whole = 0;
  let i = 0;
  while (i < length && i < MAX_WHOLE_DIGITS && isDigit(input.charCodeAt(i)))
    whole = whole * 10 + (input.charCodeAt(i++) - 48);
  if (i > 0 && i === length) return whole * 100;
  if (i > 0 && input.charCodeAt(i) === 46 && (length - i === 2 || length - i === 3)) {
    const tens = input.charCodeAt(i + 1);
    const units = length - i === 3 ? input.charCodeAt(i + 2) : 48;
    if (isDigit(tens) && isDigit(units)) return whole * 100 + (tens - 48) * 10 + (units - 48);
  }
  const m = NUMBER.exec(input.trim().replace(PREFIX, ""));
  if (!m || (m[2] === undefined && !m[3])) return "not-amount";
  const grouped = m[2] ?? "";
  if (grouped.includes(",") && !GROUPED.test(grouped)) return "grouping";
  const digits = grouped.replaceAll(",", "").replace(/^0+(?=\d)/, "");
  const fraction = (m[3] ?? "").replace(/0+$/, "");
  if (fraction.length > 2) return "decimals";
  if (digits.length > MAX_WHOLE_DIGITS) return "too-large";
  const value = Number(digits || "0") * 100 + Number(fraction.padEnd(2, "0"));
  return m[1] === "-" && value > 0 ? "negative" : value;
}

/**
 * Rupees as typed ("1,00,000.50", "₹ 99", "249.5") -> paise, or why not: the one amount parser
 * of the forms and the CSV import. An empty text is "not-amount" (callers decide what empty means).
 */
export function readRupees(input: string): number | AmountProblem {
  const value = readHundredths(input);
  return typeof value === "number" && value > MAX_PAISE ? "too-large" : value;
}

/** Rupees as typed -> paise; null for anything readRupees refuses. */
export function parseRupeesToPaise(input: string): number | null {
  const value = readRupees(input);
  return typeof value === "number" ? value : null;
}

/** A whole number typed the same way (a quantity, a stock level): "1,200" -> 1200; `max` at most. */
export function readWholeNumber(input: string, max: number): number | AmountProblem | "not-whole" {
  const hundredths = readHundredths(input);
  if (typeof hundredths !== "number") return hundredths;
  if (hundredths % 100 !== 0) return "not-whole";
  return hundredths / 100 > max ? "too-large" : hundredths / 100;
}
