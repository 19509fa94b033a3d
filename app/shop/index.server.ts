/** What other areas may use from the shop on the server: the catalogue and its admin actions. */
export { productDeleteAction, productSaveAction } from "./admin-actions.server";
export {
  listAdminCategories,
  listAdminProducts,
  godownOptions,
  slugify,
  type AdminProduct,
} from "./admin-catalog.server";
export { cartCount } from "./cart.server";
export { redeemCartIntent } from "./cart-intent.server";
export { findProductBySlug, productsInCategory, type ShopProduct } from "./catalog.server";
export {
  cancelUnconfirmedOrders,
  startCodConfirmationSweeper,
  type CodConfirmationSweeper,
} from "./auto-cancel.server";
