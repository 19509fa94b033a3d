/** What the rest of the shop and the shop's index use of the storefront on the server: the catalogue's reads. */
export {
  findProductBySlug,
  PRODUCT_FIELDS,
  productsInCategory,
  type ShopProduct,
} from "./catalog.server";
