import { getBusiness } from "~/platform/business.server";
import type { Locale } from "~/lib/i18n/i18n";
import { findProductBySlug, productsInCategory, type ShopProduct } from "~/shop/index.server";

/** The six Tea Talks products live in the catalog (category "tea"); these read them. */
export const TEA_CATEGORY = "tea";

export const TEA_ROUTES = [
  "tea-talks-gold-pack",
  "tea-talks-trial-pouch",
  "tea-talks-saver-pack",
  "tea-talks-gold-mini",
  "tea-talks-regular-pack",
  "tea-talks-family-pack",
] as const;

export function listTeas(locale: Locale): Promise<ShopProduct[]> {
  return productsInCategory(locale, TEA_CATEGORY);
}

/** A tea by its page's path; the payment button id is the product's, else the configured one. */
export async function findTea(locale: Locale, slug: string): Promise<ShopProduct | null> {
  const tea = await findProductBySlug(locale, slug);
  if (!tea || tea.categorySlug !== TEA_CATEGORY) return null;
  return {
    ...tea,
    paymentButtonId: tea.paymentButtonId ?? getBusiness().paymentButtonIds[slug] ?? null,
  };
}
