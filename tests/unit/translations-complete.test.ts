/**
 * Issue 23: "a test fails when a key exists in one language only". Every content module of the
 * app (content.ts, content/*.ts, *-content.ts) is loaded, and each export that is one object per
 * language ({ en, ta }) must have the same keys in both, with a Tamil text for every English one:
 * non-empty, and not the English text left in place (a text without Latin words — a number, a
 * placeholder, a brand name — may be the same in both). The layout's texts
 * (app/lib/i18n/en.ts, ta.ts, one object per language in two modules) likewise. The type checker already refuses a `tr()` without its
 * Tamil half; this catches what types cannot: an empty Tamil text, a copied English one, a key
 * added to one language's object by hand.
 */
import { describe, expect, it } from "vitest";
import { en as enLayoutText } from "~/lib/i18n/en";
import { ta as taLayoutText } from "~/lib/i18n/ta";

const modules = import.meta.glob<Record<string, unknown>>(
  [
    "/app/**/content.ts",
    "/app/**/content/*.ts",
    "/app/**/*-content.ts",
    "!/app/**/content/types.ts",
    "!/app/**/*.test.ts",
  ],
  { eager: false },
);

/** Latin words allowed in a Tamil text unchanged: brands, formats, abbreviations. */
const SAME_IN_BOTH = new Set([
  "LimraKart",
  "Limra",
  "Tea",
  "Talks",
  "UPI",
  "GST",
  "GSTIN",
  "PDF",
  "CSV",
  "COD",
  "QR",
  "OTP",
  "WhatsApp",
  "AM",
  "PM",
  "ID",
  "JSON",
  "SMTP",
  "URL",
  "Google",
  "Facebook",
  "Instagram",
  "YouTube",
  "English",
  "Ctrl", // key names of a keyboard shortcut
]);

/** Keys whose values name things rather than say them (equal in every language by design). */
const NON_TEXT_KEYS = new Set([
  "slug",
  "href",
  "to",
  "icon",
  "image",
  "imageUrl",
  "src",
  "id",
  "key",
  "value",
  "name", // product and person names in seed data are data
  "confirmWord", // the word typed to confirm a deletion (DELETE), the same in both languages
  "couriers", // courier companies' names, suggested on Mark shipped and stored as typed
]);

function isPerLanguage(value: unknown): value is { en: unknown; ta: unknown } {
  return (
    value !== null &&
    typeof value === "object" &&
    Object.keys(value).sort().join() === "en,ta" &&
    typeof (value as { en: unknown }).en === "object"
  );
}

/** Does a text say something in English (a Latin word that is not a brand or a format)? */
export function saysEnglish(text: string): boolean {
  const withoutPlaceholders = text.replace(/\{\w+\}/g, "").replace(/https?:\/\/\S+/g, "");
  for (const m of withoutPlaceholders.matchAll(/[A-Za-z]{2,}/g)) {
    if (!SAME_IN_BOTH.has(m[0])) return true;
  }
  return false;
}

/** What is missing or untranslated in `ta` against `en`, as readable paths. */
export function untranslated(en: unknown, ta: unknown, path: string, out: string[] = []): string[] {
  if (typeof en === "string") {
    const key = path
      .split(".")
      .pop()!
      .replace(/\[\d+\]$/, "");
    if (typeof ta !== "string") out.push(`${path}: no Tamil text`);
    else if (ta.trim() === "" && en.trim() !== "") out.push(`${path}: empty Tamil text`);
    else if (ta === en && !NON_TEXT_KEYS.has(key) && saysEnglish(en))
      out.push(`${path}: the English text in the Tamil copy ("${en.slice(0, 60)}")`);
    return out;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(ta) || ta.length !== en.length) {
      out.push(`${path}: ${en.length} items in en, ${Array.isArray(ta) ? ta.length : 0} in ta`);
    } else en.forEach((item, i) => untranslated(item, ta[i], `${path}[${i}]`, out));
    return out;
  }
  if (en !== null && typeof en === "object") {
    if (ta === null || typeof ta !== "object") {
      out.push(`${path}: missing in ta`);
      return out;
    }
    const enRecord = en as Record<string, unknown>;
    const taRecord = ta as Record<string, unknown>;
    for (const key of new Set([...Object.keys(enRecord), ...Object.keys(taRecord)])) {
      if (!(key in enRecord)) out.push(`${path}.${key}: in Tamil only`);
      else if (!(key in taRecord)) out.push(`${path}.${key}: in English only`);
      else untranslated(enRecord[key], taRecord[key], `${path}.${key}`, out);
    }
  }
  return out;
}

describe("translations are complete", () => {
  it("finds the content modules", () => {
    const paths = Object.keys(modules);
    expect(paths).toContain("/app/account/content/account.ts");
    expect(paths).toContain("/app/shop/content/shop.ts");
    expect(paths.length).toBeGreaterThan(20);
  });

  it("has every layout text in both languages, translated", () => {
    expect(untranslated(enLayoutText, taLayoutText, "i18n")).toEqual([]);
  });

  it("has every content text in both languages, translated", async () => {
    const problems: string[] = [];
    for (const [path, load] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(await load())) {
        if (isPerLanguage(value)) untranslated(value.en, value.ta, `${path} ${name}`, problems);
      }
    }
    expect(problems).toEqual([]);
  });

  it("names a key in one language only, an empty text and a copied English text", () => {
    expect(untranslated({ a: "Save", b: "Cancel" }, { a: "சேமி" }, "x")).toEqual([
      "x.b: in English only",
    ]);
    expect(untranslated({ a: "Save" }, { a: "சேமி", c: "ரத்து" }, "x")).toEqual([
      "x.c: in Tamil only",
    ]);
    expect(untranslated({ a: "Save" }, { a: " " }, "x")).toEqual(["x.a: empty Tamil text"]);
    expect(untranslated({ a: "Save bill" }, { a: "Save bill" }, "x")).toEqual([
      'x.a: the English text in the Tamil copy ("Save bill")',
    ]);
    expect(untranslated({ a: "UPI {count}" }, { a: "UPI {count}" }, "x")).toEqual([]);
  });
});
