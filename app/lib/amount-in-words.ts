/**
 * An amount of money in English words, the Indian way (lakh and crore), as bills and receipts
 * print it under the figures: 12345650 paise -> "Rupees One Lakh Twenty Three Thousand Four
 * Hundred Fifty Six and Fifty Paise Only".
 */

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1..99 in words ("Forty Seven"). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]} ${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

/** 1..999 in words ("Three Hundred Sixty Four"). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/**
 * A whole number in Indian words: crore, lakh, thousand, hundred. Above 99 crore the crores are
 * counted in the same words ("One Hundred Fifty Crore"). 0 -> "Zero".
 */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`expected a non-negative whole number, got ${n}`);
  }
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/**
 * Integer paise -> the amount in words for a bill or receipt. Always starts with "Rupees" and
 * ends with "Only"; the paise, when any, follow as "and N Paise":
 * - 1250000 -> "Rupees Twelve Thousand Five Hundred Only"
 * - 12345650 -> "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only"
 * - 0 -> "Rupees Zero Only"; 50 -> "Rupees Zero and Fifty Paise Only"
 *
 * Throws a RangeError for a negative, fractional or unsafe number (money is integer paise).
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`paise must be a non-negative integer, got ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paisePart = rest ? ` and ${belowHundred(rest)} Paise` : "";
  return `Rupees ${numberInWords(rupees)}${paisePart} Only`;
}
