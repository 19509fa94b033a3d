/**
 * What other areas may use from the shop on the server: the catalogue and its admin actions;
 * saving a product, the cart and checkout for the record factories (app/factories.server.ts).
 */
export { PRODUCT_MESSAGES, productDeleteAction, productSaveAction } from "./admin-actions.server";
export {
  listAdminCategories,
  listAdminProducts,
  godownOptions,
  saveProduct,
  slugify,
  type AdminProduct,
} from "./admin-catalog.server";
export { addToCart, cartCount } from "./cart.server";
export { placeOrder } from "./checkout.server";
export { productSchema } from "./schema";
export { redeemCartIntent } from "./cart-intent.server";
export { findProductBySlug, productsInCategory, type ShopProduct } from "./catalog.server";
export {
  cancelUnconfirmedOrders,
  startCodConfirmationSweeper,
  type CodConfirmationSweeper,
} from "./auto-cancel.server";
