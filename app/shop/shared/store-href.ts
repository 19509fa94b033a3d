/** A store URL with some parameters changed (undefined or "" removes one). */
export function storeHref(
  current: Record<string, string>,
  changes: Record<string, string | undefined>,
) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...current, ...changes })) if (v) params.set(k, v);
  const qs = params.toString();
  return qs ? `/limrakart?${qs}` : "/limrakart";
}

/**
 * The products' part of the store (its id is on the storefront's products section): a category
 * chosen on a phone, where the categories come first, lands on its products (decision 068). On a
 * wider screen the section's scroll margin keeps the page at the top.
 */
export const PRODUCTS_ID = "products";
export const PRODUCTS_HASH = `#${PRODUCTS_ID}`;

/** The store with its cart drawer open: where the shop shows the cart. */
export const CART_DRAWER_HREF = storeHref({}, { cart: "open" });

/**
 * A product in the store: its category, searched by its name (the store has no page per
 * product; the tea pages link their pack here with it).
 */
export function productInStoreHref(product: { categorySlug: string; name: string }) {
  return storeHref({}, { category: product.categorySlug, q: product.name });
}
