/**
 * What other areas may use from the shop on the server: the catalogue, the admin's catalog of
 * products (model and actions, shared with /admin), the cart's count and kept intent, the COD
 * sweep.
 */
export {
  freeSlug,
  godownOptions,
  listAdminCategories,
  listAdminProducts,
  productDeleteAction,
  productSaveAction,
  type AdminProduct,
} from "./store-admin/index.server";
export { cartCount, redeemCartIntent } from "./cart/index.server";
export { findProductBySlug, productsInCategory, type ShopProduct } from "./storefront/index.server";
export {
  cancelUnconfirmedOrders,
  startCodConfirmationSweeper,
  type CodConfirmationSweeper,
} from "./orders/index.server";
