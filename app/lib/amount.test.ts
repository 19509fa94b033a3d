import { describe, expect, it } from "vitest";
import { MAX_PAISE, parseRupeesToPaise, readRupees, readWholeNumber } from "./amount";

describe("the one reading of a typed amount", () => {
  it("takes digits, a point and up to two decimals, ₹ or Rs before them", () => {
    expect(readRupees("100")).toBe(10_000);
    expect(readRupees("249.5")).toBe(24_950);
    expect(readRupees("249.50")).toBe(24_950);
    expect(readRupees("249.500")).toBe(24_950);
    expect(readRupees(".5")).toBe(50);
    expect(readRupees("1.")).toBe(100);
    expect(readRupees(" ₹ 99 ")).toBe(9_900);
    expect(readRupees("Rs. 99")).toBe(9_900);
    expect(readRupees("0")).toBe(0);
  });

  it("accepts Indian and international grouping where well-formed", () => {
    expect(readRupees("1,000")).toBe(100_000);
    expect(readRupees("10,000")).toBe(1_000_000);
    expect(readRupees("1,00,000.50")).toBe(10_000_050);
    expect(readRupees("12,34,567")).toBe(123_456_700);
    expect(readRupees("100,000.50")).toBe(10_000_050);
    expect(readRupees("1,234,567")).toBe(123_456_700);
    expect(readRupees("₹1,234.5")).toBe(123_450);
  });

  it("refuses any other comma, the same in forms and the import", () => {
    for (const bad of ["1,0,0", "10,00", "1,50", "1,00", "100,", ",100", "1,0000", "01,000"]) {
      expect(readRupees(bad), bad).toBe("grouping");
      expect(parseRupeesToPaise(bad), bad).toBeNull();
    }
    // Mixed: Indian pairs then international thousands, or the other way round.
    expect(readRupees("1,00,000,000")).toBe("grouping");
    expect(readRupees("1,000,00,000")).toBe("grouping");
  });

  it("says what else is wrong", () => {
    expect(readRupees("abc")).toBe("not-amount");
    expect(readRupees("")).toBe("not-amount");
    expect(readRupees(".")).toBe("not-amount");
    expect(readRupees("1 000")).toBe("not-amount");
    expect(readRupees("1.005")).toBe("decimals");
    expect(readRupees("-5")).toBe("negative");
    expect(readRupees("-0")).toBe(0);
    expect(readRupees(String((MAX_PAISE + 1) / 100))).toBe("too-large");
    expect(readRupees("99999999999999999")).toBe("too-large");
    expect(readRupees("21474836.47")).toBe(MAX_PAISE);
  });

  it("reads whole numbers the same way", () => {
    expect(readWholeNumber("1,200", 1_000_000)).toBe(1200);
    expect(readWholeNumber("40.00", 1_000_000)).toBe(40);
    expect(readWholeNumber("1.5", 1_000_000)).toBe("not-whole");
    expect(readWholeNumber("1,2,0", 1_000_000)).toBe("grouping");
    expect(readWholeNumber("1000001", 1_000_000)).toBe("too-large");
  });
});
