import { describe, expect, it } from "vitest";
import { en } from "~/lib/i18n/en";
import { ta } from "~/lib/i18n/ta";
import { isLocale, translator } from "~/lib/i18n/i18n";

const TAMIL = /[\u0B80-\u0BFF]/;

describe("translations", () => {
  it("has every English key in Tamil, and no extra ones", () => {
    expect(Object.keys(ta).sort()).toEqual(Object.keys(en).sort());
  });

  it("writes the Tamil texts in Tamil script (not transliterated or left in English)", () => {
    // Keys whose value is the same in both languages on purpose.
    const sameInBoth = new Set(["notFound.code", "prefs.switchToTamil", "prefs.switchToEnglish"]);
    for (const [key, value] of Object.entries(ta)) {
      if (sameInBoth.has(key)) continue;
      expect(value, key).toMatch(TAMIL);
      expect(value, key).not.toBe(en[key as keyof typeof en]);
    }
  });

  it("keeps the placeholders of each English text", () => {
    for (const [key, value] of Object.entries(en)) {
      const placeholders = (value.match(/\{\w+\}/g) ?? []).sort();
      expect((ta[key as keyof typeof en].match(/\{\w+\}/g) ?? []).sort(), key).toEqual(
        placeholders,
      );
    }
  });

  it("fills placeholders", () => {
    expect(translator("en")("nav.welcome", { name: "Priya" })).toBe("Welcome, Priya");
    expect(translator("ta")("nav.welcome", { name: "Priya" })).toBe("வணக்கம், Priya");
    expect(translator("en")("footer.copyright", { year: 2027, business: "Limra" })).toContain(
      "© 2027 Limra",
    );
  });

  it("recognises the two locales only", () => {
    expect(isLocale("en")).toBe(true);
    expect(isLocale("ta")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
