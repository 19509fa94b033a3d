/** What other areas may use from the shop on the server: the catalogue and its admin actions. */
export {
  productDeleteAction,
  productSaveAction,
} from "./store-admin/catalog/product-actions.server";
export {
  listAdminCategories,
  listAdminProducts,
  godownOptions,
  slugify,
  type AdminProduct,
} from "./store-admin/catalog/catalog.server";
export { cartCount } from "./cart/cart.server";
export { redeemCartIntent } from "./cart/cart-intent.server";
export {
  findProductBySlug,
  productsInCategory,
  type ShopProduct,
} from "./storefront/catalog.server";
export {
  cancelUnconfirmedOrders,
  startCodConfirmationSweeper,
  type CodConfirmationSweeper,
} from "./orders/auto-cancel.server";
