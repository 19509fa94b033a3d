/**
 * The content modules declare each item once (`localized` with `tr(en, ta)` pairs). What they
 * export must stay what pages consumed before that change, character for character:
 * fixtures/content-exports.json is the JSON of every export taken from the old two-copy modules.
 */
import { describe, expect, it } from "vitest";
import { localized, tr } from "~/lib/content";
import snapshot from "./fixtures/content-exports.json";

const modules: Record<string, () => Promise<Record<string, unknown>>> = {
  "app/account/content/account.ts": () => import("~/account/content/account"),
  "app/intake/content/contact.ts": () => import("~/intake/content/contact"),
  "app/intake/content/messages.ts": () => import("~/intake/content/messages"),
  "app/intake/content/place-order.ts": () => import("~/intake/content/place-order"),
  "app/intake/content/reviews.ts": () => import("~/intake/content/reviews"),
  "app/intake/content/share-experience.ts": () => import("~/intake/content/share-experience"),
  "app/shop/content/shop.ts": () => import("~/shop/content/shop"),
  "app/shop/content/delivery.ts": () => import("~/shop/content/delivery"),
  "app/shop/content/order-timeline.ts": () => import("~/shop/content/order-timeline"),
  "app/shop/content/artwork.ts": () => import("~/shop/content/artwork"),
  "app/site/content/about.ts": () => import("~/site/content/about"),
  "app/site/content/gallery.ts": () => import("~/site/content/gallery"),
  "app/site/content/home.ts": () => import("~/site/content/home"),
  "app/site/content/pages.ts": () => import("~/site/content/pages"),
  "app/site/content/policies.ts": () => import("~/site/content/policies"),
  "app/site/content/products.ts": () => import("~/site/content/products"),
  "app/site/content/seed-data.ts": () => import("~/site/content/seed-data"),
  "app/site/content/services.ts": () => import("~/site/content/services"),
  "app/site/content/testimonials.ts": () => import("~/site/content/testimonials"),
  "app/shop/shared/seed/seed-data.ts": () => import("~/shop/shared/seed/seed-data"),
  "app/components/site-nav-links.ts": () => import("~/components/site-nav-links"),
};

const fixture = snapshot as Record<string, Record<string, unknown>>;

/** Fields that name things rather than say them: equal in every language. */
const NON_TEXT_KEYS = new Set(["slug", "href", "to", "icon", "image", "imageUrl", "src", "id"]);

/** Where `en` and `ta` differ in anything but texts: keys, list lengths, numbers, flags, slugs… */
function shapeDifferences(en: unknown, ta: unknown, path: string, out: string[]): string[] {
  if (typeof en === "string" && typeof ta === "string") return out;
  if (Array.isArray(en) && Array.isArray(ta)) {
    if (en.length !== ta.length) out.push(`${path}: ${en.length} items in en, ${ta.length} in ta`);
    else en.forEach((item, i) => shapeDifferences(item, ta[i], `${path}[${i}]`, out));
    return out;
  }
  if (en !== null && ta !== null && typeof en === "object" && typeof ta === "object") {
    const enRecord = en as Record<string, unknown>;
    const taRecord = ta as Record<string, unknown>;
    const keys = new Set([...Object.keys(enRecord), ...Object.keys(taRecord)]);
    for (const key of keys) {
      if (!(key in enRecord) || !(key in taRecord))
        out.push(`${path}.${key}: in one language only`);
      else if (NON_TEXT_KEYS.has(key) && enRecord[key] !== taRecord[key])
        out.push(`${path}.${key}: ${String(enRecord[key])} ≠ ${String(taRecord[key])}`);
      else shapeDifferences(enRecord[key], taRecord[key], `${path}.${key}`, out);
    }
    return out;
  }
  if (en !== ta) out.push(`${path}: ${String(en)} ≠ ${String(ta)}`);
  return out;
}

function isPerLanguage(value: unknown): value is { en: unknown; ta: unknown } {
  return (
    value !== null &&
    typeof value === "object" &&
    Object.keys(value).sort().join() === "en,ta" &&
    typeof (value as { en: unknown }).en === "object"
  );
}

describe("content modules", () => {
  it("covers every module of the snapshot", () => {
    expect(Object.keys(modules).sort()).toEqual(Object.keys(fixture).sort());
  });

  for (const [path, load] of Object.entries(modules)) {
    it(`${path} exports exactly what it exported before`, async () => {
      const exports = JSON.parse(JSON.stringify(await load())) as unknown;
      expect(exports).toEqual(fixture[path]);
    });

    it(`${path}: both languages have the same keys and the same non-text fields`, async () => {
      const perLanguage = Object.entries(await load()).filter(([, value]) => isPerLanguage(value));
      for (const [name, value] of perLanguage) {
        const { en, ta } = value as { en: unknown; ta: unknown };
        expect(shapeDifferences(en, ta, name, [])).toEqual([]);
      }
    });
  }

  it("localized() gives each language its text and shares the rest", () => {
    const copy = localized<{ slug: string; items: { name: string; price: number }[] }>({
      slug: "tea",
      items: [{ name: tr("Tea", "தேநீர்"), price: 20 }],
    });
    expect(copy).toEqual({
      en: { slug: "tea", items: [{ name: "Tea", price: 20 }] },
      ta: { slug: "tea", items: [{ name: "தேநீர்", price: 20 }] },
    });
  });

  it("a missing Tamil text does not type-check", () => {
    // @ts-expect-error tr needs both the English and the Tamil text
    const onlyEnglish = () => tr("Tea");
    expect(onlyEnglish).toBeTypeOf("function");
  });
});
