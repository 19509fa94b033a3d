import { describe, expect, it } from "vitest";
import { amountInWords, numberInWords } from "~/lib/amount-in-words";

const rupees = (n: number) => amountInWords(n * 100);

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
    expect(amountInWords(1250000)).toBe("Rupees Twelve Thousand Five Hundred Only");
    expect(amountInWords(12345650)).toBe(
      "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only",
    );
    expect(amountInWords(10001)).toBe("Rupees One Hundred and One Paise Only");
    expect(amountInWords(2147483647)).toBe(
      "Rupees Two Crore Fourteen Lakh Seventy Four Thousand Eight Hundred Thirty Six and Forty Seven Paise Only",
    );
  });

  it("reads ₹21,47,48,364.47 as the brief writes it", () => {
    expect(amountInWords(21_47_48_364_47)).toBe(
      "Rupees Twenty One Crore Forty Seven Lakh Forty Eight Thousand Three Hundred Sixty Four and Forty Seven Paise Only",
    );
  });

  it("reads paise-only amounts as Rupees Zero and N Paise", () => {
    expect(amountInWords(1)).toBe("Rupees Zero and One Paise Only");
    expect(amountInWords(19)).toBe("Rupees Zero and Nineteen Paise Only");
    expect(amountInWords(50)).toBe("Rupees Zero and Fifty Paise Only");
    expect(amountInWords(99)).toBe("Rupees Zero and Ninety Nine Paise Only");
  });

  it("refuses what is not integer paise", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => amountInWords(bad), String(bad)).toThrow(RangeError);
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
