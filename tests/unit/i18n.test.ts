import { describe, expect, it } from "vitest";
import { en } from "~/lib/i18n/en";
import { ta } from "~/lib/i18n/ta";
import { isLocale, layoutText } from "~/lib/i18n/i18n";
import { fill } from "~/lib/forms";
import {
  billingLinks,
  billingMenuLinks,
  footerLinks,
  linkLabel,
  mainLinks,
  moreLinks,
  policyLinks,
} from "~/components/site-nav-links";

const TAMIL = /[\u0B80-\u0BFF]/;

/** The layout's texts as "group.key" → text (the `{ en, ta }` objects are nested by group). */
function texts(object: object, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(object)) {
    if (typeof value === "string") out[`${prefix}${key}`] = value;
    else Object.assign(out, texts(value as object, `${prefix}${key}.`));
  }
  return out;
}

describe("translations", () => {
  const enTexts = texts(en);
  const taTexts = texts(ta);

  it("has every English key in Tamil, and no extra ones", () => {
    expect(Object.keys(taTexts).sort()).toEqual(Object.keys(enTexts).sort());
  });

  it("writes the Tamil texts in Tamil script (not transliterated or left in English)", () => {
    // Keys whose value is the same in both languages on purpose.
    const sameInBoth = new Set(["notFound.code", "prefs.switchToTamil", "prefs.switchToEnglish"]);
    for (const [key, value] of Object.entries(taTexts)) {
      if (sameInBoth.has(key)) continue;
      expect(value, key).toMatch(TAMIL);
      expect(value, key).not.toBe(enTexts[key]);
    }
  });

  it("keeps the placeholders of each English text", () => {
    for (const [key, value] of Object.entries(enTexts)) {
      const placeholders = (value.match(/\{\w+\}/g) ?? []).sort();
      expect((taTexts[key]?.match(/\{\w+\}/g) ?? []).sort(), key).toEqual(placeholders);
    }
  });

  it("fills placeholders", () => {
    expect(fill(layoutText("en").nav.welcome, { name: "Priya" })).toBe("Welcome, Priya");
    expect(fill(layoutText("ta").nav.welcome, { name: "Priya" })).toBe("வணக்கம், Priya");
    expect(fill(layoutText("en").footer.copyright, { year: 2027, business: "Limra" })).toContain(
      "© 2027 Limra",
    );
  });

  it("names every navigation link with its layout text, in both languages", () => {
    const links = [
      ...[mainLinks, moreLinks, billingLinks, footerLinks, policyLinks].flat(),
      ...billingMenuLinks("admin"),
    ];
    for (const link of links) {
      expect(linkLabel(en, link.label), link.to).toBe(enTexts[link.label]);
      expect(linkLabel(ta, link.label), link.to).toBe(taTexts[link.label]);
    }
    expect(linkLabel(en, "nav.home")).toBe("Home");
    expect(linkLabel(ta, "billing.newBill")).toMatch(TAMIL);
  });

  it("recognises the two locales only", () => {
    expect(isLocale("en")).toBe(true);
    expect(isLocale("ta")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
