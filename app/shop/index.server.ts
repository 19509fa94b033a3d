/**
 * What other areas may use from the shop on the server: the catalogue, the admin's catalog of
 * products (model and actions, shared with /admin), the cart's count and kept intent, the COD
 * sweep; saving a product, the cart and checkout for the record factories (app/factories.server.ts).
 */
export * from "./store-admin/index.server";
export { addToCart, cartCount, redeemCartIntent } from "./cart/index.server";
export { placeOrder } from "./checkout/index.server";
export { findProductBySlug, productsInCategory, type ShopProduct } from "./storefront/index.server";
export {
  cancelUnconfirmedOrders,
  startCodConfirmationSweeper,
  type CodConfirmationSweeper,
} from "./orders/index.server";
