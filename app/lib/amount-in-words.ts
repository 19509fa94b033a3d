/**
 * An amount of money in words, the Indian way (lakh and crore), as bills and receipts print it
 * under the figures, in the document's language: 12345650 paise -> "Rupees One Lakh Twenty Three
 * Thousand Four Hundred Fifty Six and Fifty Paise Only", or in Tamil "ரூபாய் ஒரு லட்சத்து இருபத்து
 * மூன்றாயிரத்து நானூற்று ஐம்பத்தாறு மற்றும் ஐம்பது காசு மட்டும்" (decision 075).
 */

/** The languages an amount is written in (the app's locales). */
export type WordsLocale = "en" | "ta";

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
 * Tamil: the same Indian places (கோடி, லட்சம், ஆயிரம், நூறு), written as a Tamil bill or cheque
 * writes them (decision 075). A place followed by more takes its joining form and a space
 * (நூற்று, ஆயிரத்து, லட்சத்து, கோடியே: "ஆயிரத்து இருநூற்று ஐம்பது"); a two-digit number is one
 * word when its unit starts with a vowel (இருபத்து + ஐந்து → இருபத்தைந்து) and two otherwise
 * (இருபத்து மூன்று); a multiple of a thousand is one word (இரண்டாயிரம், மூவாயிரம், ஐயாயிரம்,
 * பதினோராயிரம், இருபத்தைந்தாயிரம்); "one" before a noun is ஒரு (ஒரு லட்சம், இருபத்தொரு கோடி,
 * ஒரு காசு).
 */
const TA_ONES = [
  "பூஜ்ஜியம்",
  "ஒன்று",
  "இரண்டு",
  "மூன்று",
  "நான்கு",
  "ஐந்து",
  "ஆறு",
  "ஏழு",
  "எட்டு",
  "ஒன்பது",
  "பத்து",
  "பதினொன்று",
  "பன்னிரண்டு",
  "பதின்மூன்று",
  "பதினான்கு",
  "பதினைந்து",
  "பதினாறு",
  "பதினேழு",
  "பதினெட்டு",
  "பத்தொன்பது",
];
/** 20, 30 … 90, and the form each takes before a unit (இருபத்து மூன்று). */
const TA_TENS = [
  "",
  "",
  "இருபது",
  "முப்பது",
  "நாற்பது",
  "ஐம்பது",
  "அறுபது",
  "எழுபது",
  "எண்பது",
  "தொண்ணூறு",
];
const TA_TENS_JOINING = [
  "",
  "",
  "இருபத்து",
  "முப்பத்து",
  "நாற்பத்து",
  "ஐம்பத்து",
  "அறுபத்து",
  "எழுபத்து",
  "எண்பத்து",
  "தொண்ணூற்று",
];
/** 100 … 900, and the form each takes before more (இருநூற்று ஐம்பது). */
const TA_HUNDREDS = [
  "",
  "நூறு",
  "இருநூறு",
  "முந்நூறு",
  "நானூறு",
  "ஐந்நூறு",
  "அறுநூறு",
  "எழுநூறு",
  "எண்ணூறு",
  "தொள்ளாயிரம்",
];
const TA_HUNDREDS_JOINING = [
  "",
  "நூற்று",
  "இருநூற்று",
  "முந்நூற்று",
  "நானூற்று",
  "ஐந்நூற்று",
  "அறுநூற்று",
  "எழுநூற்று",
  "எண்ணூற்று",
  "தொள்ளாயிரத்து",
];

/** A Tamil vowel letter and the sign it becomes after a consonant (அ has none). */
const VOWEL_SIGNS: Record<string, string> = {
  அ: "",
  ஆ: "\u0BBE",
  இ: "\u0BBF",
  ஈ: "\u0BC0",
  உ: "\u0BC1",
  ஊ: "\u0BC2",
  எ: "\u0BC6",
  ஏ: "\u0BC7",
  ஐ: "\u0BC8",
  ஒ: "\u0BCA",
  ஓ: "\u0BCB",
};
const SIGN_U = "\u0BC1";

/**
 * Joins a word ending in a short "u" (…த்து, …று, …டு) to a word starting with a vowel: the
 * "u" goes and the vowel rides on the consonant (இருபத்து + ஒன்று → இருபத்தொன்று, இரண்டு +
 * ஆயிரம் → இரண்டாயிரம்). Any other pair is written as two words.
 */
function joinTamil(first: string, second: string): string {
  const sign = VOWEL_SIGNS[second[0]!];
  if (sign === undefined || !first.endsWith(SIGN_U)) return `${first} ${second}`;
  return `${first.slice(0, -1)}${sign}${second.slice(1)}`;
}

/** 1..99 in Tamil ("இருபத்தைந்து", "இருபத்து மூன்று"). */
function tamilBelowHundred(n: number): string {
  if (n < 20) return TA_ONES[n]!;
  const unit = n % 10;
  const tens = Math.floor(n / 10);
  return unit ? joinTamil(TA_TENS_JOINING[tens]!, TA_ONES[unit]!) : TA_TENS[tens]!;
}

/** 1..999 in Tamil ("இருநூற்று ஐம்பது"). */
function tamilBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return tamilBelowHundred(rest);
  return rest
    ? `${TA_HUNDREDS_JOINING[hundreds]} ${tamilBelowHundred(rest)}`
    : TA_HUNDREDS[hundreds]!;
}

/** Words ending in "one" as they stand before a noun: ஒன்று → ஒரு, இருபத்தொன்று → இருபத்தொரு. */
function beforeNoun(words: string): string {
  return /(ஒ|\u0BCA)ன்று$/.test(words) ? `${words.slice(0, -"ன்று".length)}ரு` : words;
}

/** 1..99 thousands as one word: ஆயிரம், இரண்டாயிரம், மூவாயிரம், பதினோராயிரம், இருபத்தைந்தாயிரம். */
function tamilThousands(n: number): string {
  if (n === 1) return "ஆயிரம்";
  if (n === 3) return "மூவாயிரம்";
  if (n === 5) return "ஐயாயிரம்";
  const words = tamilBelowHundred(n);
  // "one" joins a thousand as ஓர்: பதினோராயிரம், இருபத்தோராயிரம்.
  if (words.endsWith("\u0BCAன்று")) return `${words.slice(0, -"ொன்று".length)}\u0BCBராயிரம்`;
  return joinTamil(words, "ஆயிரம்");
}

/** A place's word as it stands before more: கோடி → கோடியே, லட்சம் → லட்சத்து, ஆயிரம் → ஆயிரத்து. */
function tamilJoining(part: string): string {
  if (part.endsWith("கோடி")) return `${part}யே`;
  return part.endsWith("ம்") ? `${part.slice(0, -"ம்".length)}த்து` : part;
}

/**
 * A whole number in Tamil words, the Indian way (decision 075): 1250 → "ஆயிரத்து இருநூற்று
 * ஐம்பது", 1234567 → "பன்னிரண்டு லட்சத்து முப்பத்து நான்காயிரத்து ஐந்நூற்று அறுபத்தேழு".
 * Above 99 crore the crores are counted in the same words ("நூற்று ஐம்பது கோடி"). 0 → "பூஜ்ஜியம்".
 */
export function numberInTamilWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`expected a non-negative whole number, got ${n}`);
  }
  if (n === 0) return TA_ONES[0]!;
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore) parts.push(`${beforeNoun(numberInTamilWords(crore))} கோடி`);
  if (lakh) parts.push(`${beforeNoun(tamilBelowHundred(lakh))} லட்சம்`);
  if (thousand) parts.push(tamilThousands(thousand));
  if (rest) parts.push(tamilBelowThousand(rest));
  return parts.map((part, i) => (i < parts.length - 1 ? tamilJoining(part) : part)).join(" ");
}

/**
 * Integer paise -> the amount in words for a bill or receipt, in `locale` (the page's or the
 * document's language). English always starts with "Rupees" and ends with "Only"; the paise,
 * when any, follow as "and N Paise":
 * - 1250000 -> "Rupees Twelve Thousand Five Hundred Only"
 * - 12345650 -> "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only"
 * - 0 -> "Rupees Zero Only"; 50 -> "Rupees Zero and Fifty Paise Only"
 *
 * Tamil starts with "ரூபாய்" and ends with "மட்டும்"; paise are காசு after "மற்றும்":
 * - 125000 -> "ரூபாய் ஆயிரத்து இருநூற்று ஐம்பது மட்டும்"
 * - 125050 -> "ரூபாய் ஆயிரத்து இருநூற்று ஐம்பது மற்றும் ஐம்பது காசு மட்டும்"
 * - 0 -> "ரூபாய் பூஜ்ஜியம் மட்டும்"; 50 -> "ஐம்பது காசு மட்டும்"
 *
 * Throws a RangeError for a negative, fractional or unsafe number (money is integer paise).
 */
export function amountInWords(paise: number, locale: WordsLocale): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`paise must be a non-negative integer, got ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (locale === "ta") {
    const coins = rest ? `${beforeNoun(tamilBelowHundred(rest))} காசு` : "";
    if (!rupees && rest) return `${coins} மட்டும்`;
    return `ரூபாய் ${numberInTamilWords(rupees)}${rest ? ` மற்றும் ${coins}` : ""} மட்டும்`;
  }
  const paisePart = rest ? ` and ${belowHundred(rest)} Paise` : "";
  return `Rupees ${numberInWords(rupees)}${paisePart} Only`;
}
