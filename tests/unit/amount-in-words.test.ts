import { describe, expect, it } from "vitest";
import { amountInWords, numberInTamilWords, numberInWords } from "~/lib/amount-in-words";

const rupees = (n: number) => amountInWords(n * 100, "en");

describe("amountInWords", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [1, "Rupees One Only"],
    [10, "Rupees Ten Only"],
    [11, "Rupees Eleven Only"],
    [19, "Rupees Nineteen Only"],
    [20, "Rupees Twenty Only"],
    [21, "Rupees Twenty One Only"],
    [99, "Rupees Ninety Nine Only"],
    [100, "Rupees One Hundred Only"],
    [101, "Rupees One Hundred One Only"],
    [110, "Rupees One Hundred Ten Only"],
    [999, "Rupees Nine Hundred Ninety Nine Only"],
    [1000, "Rupees One Thousand Only"],
    [1001, "Rupees One Thousand One Only"],
    [12500, "Rupees Twelve Thousand Five Hundred Only"],
    [99999, "Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only"],
    [100000, "Rupees One Lakh Only"],
    [100100, "Rupees One Lakh One Hundred Only"],
    [1234567, "Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Only"],
    [9999999, "Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only"],
    [10000000, "Rupees One Crore Only"],
    [10000001, "Rupees One Crore One Only"],
    [1500000000, "Rupees One Hundred Fifty Crore Only"],
  ])("%i rupees", (n, words) => {
    expect(rupees(n)).toBe(words);
  });

  it("adds the paise with 'and'", () => {
    expect(amountInWords(1250000, "en")).toBe("Rupees Twelve Thousand Five Hundred Only");
    expect(amountInWords(12345650, "en")).toBe(
      "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only",
    );
    expect(amountInWords(10001, "en")).toBe("Rupees One Hundred and One Paise Only");
    expect(amountInWords(2147483647, "en")).toBe(
      "Rupees Two Crore Fourteen Lakh Seventy Four Thousand Eight Hundred Thirty Six and Forty Seven Paise Only",
    );
  });

  it("reads ₹21,47,48,364.47 as the brief writes it", () => {
    expect(amountInWords(21_47_48_364_47, "en")).toBe(
      "Rupees Twenty One Crore Forty Seven Lakh Forty Eight Thousand Three Hundred Sixty Four and Forty Seven Paise Only",
    );
  });

  it("reads paise-only amounts as Rupees Zero and N Paise", () => {
    expect(amountInWords(1, "en")).toBe("Rupees Zero and One Paise Only");
    expect(amountInWords(19, "en")).toBe("Rupees Zero and Nineteen Paise Only");
    expect(amountInWords(50, "en")).toBe("Rupees Zero and Fifty Paise Only");
    expect(amountInWords(99, "en")).toBe("Rupees Zero and Ninety Nine Paise Only");
  });

  it("refuses what is not integer paise", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => amountInWords(bad, "en"), String(bad)).toThrow(RangeError);
    }
  });

  it("numberInWords counts crores above 99 in the same words", () => {
    expect(numberInWords(0)).toBe("Zero");
    expect(numberInWords(21_47_48_364)).toBe(
      "Twenty One Crore Forty Seven Lakh Forty Eight Thousand Three Hundred Sixty Four",
    );
    expect(numberInWords(1_00_00_00_000)).toBe("One Hundred Crore");
  });
});

/**
 * Tamil amounts in words (decision 075), spelled as a Tamil bill or cheque writes them: a place
 * followed by more in its joining form (நூற்று, ஆயிரத்து, லட்சத்து, கோடியே), a two-digit number one
 * word when its unit starts with a vowel, thousands as one word, "one" before a noun as ஒரு.
 * Each spelling below was written out by hand, not produced by the code under test.
 */
describe("amountInWords in Tamil", () => {
  const ta = (n: number) => amountInWords(n * 100, "ta");

  it.each([
    [0, "ரூபாய் பூஜ்ஜியம் மட்டும்"],
    [1, "ரூபாய் ஒன்று மட்டும்"],
    [2, "ரூபாய் இரண்டு மட்டும்"],
    [5, "ரூபாய் ஐந்து மட்டும்"],
    [9, "ரூபாய் ஒன்பது மட்டும்"],
    [10, "ரூபாய் பத்து மட்டும்"],
    [11, "ரூபாய் பதினொன்று மட்டும்"],
    [12, "ரூபாய் பன்னிரண்டு மட்டும்"],
    [13, "ரூபாய் பதின்மூன்று மட்டும்"],
    [15, "ரூபாய் பதினைந்து மட்டும்"],
    [18, "ரூபாய் பதினெட்டு மட்டும்"],
    [19, "ரூபாய் பத்தொன்பது மட்டும்"],
    [20, "ரூபாய் இருபது மட்டும்"],
    [21, "ரூபாய் இருபத்தொன்று மட்டும்"],
    [22, "ரூபாய் இருபத்திரண்டு மட்டும்"],
    [23, "ரூபாய் இருபத்து மூன்று மட்டும்"],
    [24, "ரூபாய் இருபத்து நான்கு மட்டும்"],
    [25, "ரூபாய் இருபத்தைந்து மட்டும்"],
    [26, "ரூபாய் இருபத்தாறு மட்டும்"],
    [27, "ரூபாய் இருபத்தேழு மட்டும்"],
    [28, "ரூபாய் இருபத்தெட்டு மட்டும்"],
    [29, "ரூபாய் இருபத்தொன்பது மட்டும்"],
    [30, "ரூபாய் முப்பது மட்டும்"],
    [32, "ரூபாய் முப்பத்திரண்டு மட்டும்"],
    [45, "ரூபாய் நாற்பத்தைந்து மட்டும்"],
    [50, "ரூபாய் ஐம்பது மட்டும்"],
    [56, "ரூபாய் ஐம்பத்தாறு மட்டும்"],
    [67, "ரூபாய் அறுபத்தேழு மட்டும்"],
    [78, "ரூபாய் எழுபத்தெட்டு மட்டும்"],
    [80, "ரூபாய் எண்பது மட்டும்"],
    [90, "ரூபாய் தொண்ணூறு மட்டும்"],
    [99, "ரூபாய் தொண்ணூற்றொன்பது மட்டும்"],
    [100, "ரூபாய் நூறு மட்டும்"],
    [101, "ரூபாய் நூற்று ஒன்று மட்டும்"],
    [110, "ரூபாய் நூற்று பத்து மட்டும்"],
    [200, "ரூபாய் இருநூறு மட்டும்"],
    [250, "ரூபாய் இருநூற்று ஐம்பது மட்டும்"],
    [300, "ரூபாய் முந்நூறு மட்டும்"],
    [400, "ரூபாய் நானூறு மட்டும்"],
    [500, "ரூபாய் ஐந்நூறு மட்டும்"],
    [800, "ரூபாய் எண்ணூறு மட்டும்"],
    [900, "ரூபாய் தொள்ளாயிரம் மட்டும்"],
    [999, "ரூபாய் தொள்ளாயிரத்து தொண்ணூற்றொன்பது மட்டும்"],
    [1000, "ரூபாய் ஆயிரம் மட்டும்"],
    [1001, "ரூபாய் ஆயிரத்து ஒன்று மட்டும்"],
    [1250, "ரூபாய் ஆயிரத்து இருநூற்று ஐம்பது மட்டும்"],
    [2000, "ரூபாய் இரண்டாயிரம் மட்டும்"],
    [2500, "ரூபாய் இரண்டாயிரத்து ஐந்நூறு மட்டும்"],
    [3000, "ரூபாய் மூவாயிரம் மட்டும்"],
    [4000, "ரூபாய் நான்காயிரம் மட்டும்"],
    [5000, "ரூபாய் ஐயாயிரம் மட்டும்"],
    [6000, "ரூபாய் ஆறாயிரம் மட்டும்"],
    [7000, "ரூபாய் ஏழாயிரம் மட்டும்"],
    [8000, "ரூபாய் எட்டாயிரம் மட்டும்"],
    [9000, "ரூபாய் ஒன்பதாயிரம் மட்டும்"],
    [10000, "ரூபாய் பத்தாயிரம் மட்டும்"],
    [11000, "ரூபாய் பதினோராயிரம் மட்டும்"],
    [20000, "ரூபாய் இருபதாயிரம் மட்டும்"],
    [21000, "ரூபாய் இருபத்தோராயிரம் மட்டும்"],
    [25000, "ரூபாய் இருபத்தைந்தாயிரம் மட்டும்"],
    [34000, "ரூபாய் முப்பத்து நான்காயிரம் மட்டும்"],
    [90000, "ரூபாய் தொண்ணூறாயிரம் மட்டும்"],
    [99999, "ரூபாய் தொண்ணூற்றொன்பதாயிரத்து தொள்ளாயிரத்து தொண்ணூற்றொன்பது மட்டும்"],
    [100000, "ரூபாய் ஒரு லட்சம் மட்டும்"],
    [101000, "ரூபாய் ஒரு லட்சத்து ஆயிரம் மட்டும்"],
    [250000, "ரூபாய் இரண்டு லட்சத்து ஐம்பதாயிரம் மட்டும்"],
    [1234567, "ரூபாய் பன்னிரண்டு லட்சத்து முப்பத்து நான்காயிரத்து ஐந்நூற்று அறுபத்தேழு மட்டும்"],
    [2100000, "ரூபாய் இருபத்தொரு லட்சம் மட்டும்"],
    [10000000, "ரூபாய் ஒரு கோடி மட்டும்"],
    [10000001, "ரூபாய் ஒரு கோடியே ஒன்று மட்டும்"],
    [12500000, "ரூபாய் ஒரு கோடியே இருபத்தைந்து லட்சம் மட்டும்"],
    [1500000000, "ரூபாய் நூற்று ஐம்பது கோடி மட்டும்"],
  ])("%i rupees", (n, words) => {
    expect(ta(n)).toBe(words);
  });

  it("writes paise as காசு after மற்றும், and paise alone without rupees", () => {
    expect(amountInWords(125050, "ta")).toBe("ரூபாய் ஆயிரத்து இருநூற்று ஐம்பது மற்றும் ஐம்பது காசு மட்டும்");
    expect(amountInWords(12345650, "ta")).toBe(
      "ரூபாய் ஒரு லட்சத்து இருபத்து மூன்றாயிரத்து நானூற்று ஐம்பத்தாறு மற்றும் ஐம்பது காசு மட்டும்",
    );
    expect(amountInWords(10001, "ta")).toBe("ரூபாய் நூறு மற்றும் ஒரு காசு மட்டும்");
    expect(amountInWords(1, "ta")).toBe("ஒரு காசு மட்டும்");
    expect(amountInWords(21, "ta")).toBe("இருபத்தொரு காசு மட்டும்");
    expect(amountInWords(50, "ta")).toBe("ஐம்பது காசு மட்டும்");
    expect(amountInWords(99, "ta")).toBe("தொண்ணூற்றொன்பது காசு மட்டும்");
  });

  it("refuses what is not integer paise", () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => amountInWords(bad, "ta"), String(bad)).toThrow(RangeError);
    }
  });

  it("numberInTamilWords counts crores above 99 in the same words", () => {
    expect(numberInTamilWords(0)).toBe("பூஜ்ஜியம்");
    expect(numberInTamilWords(1_00_00_00_000)).toBe("நூறு கோடி");
    expect(numberInTamilWords(1_01_00_00_000)).toBe("நூற்று ஒரு கோடி");
    expect(numberInTamilWords(1000_00_00_000)).toBe("ஆயிரம் கோடி");
  });
});
