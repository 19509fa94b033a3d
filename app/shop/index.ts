/**
 * What other areas may use from the shop in browser-safe code (product picture and form, copy).
 * Outside app/shop, import the shop through this file or index.server.ts only (eslint.config.js).
 */
export { ProductForm } from "./components/product-form";
export { ProductImage } from "./components/product-image";
export { useCartSubmit } from "./components/use-cart-submit";
export { shopContent } from "./content/shop";
export { ORDER_STATUS_NAMES } from "./content/order-status";
export { paymentShown, type PaymentShown } from "./order-workflow";
export { CART_DRAWER_HREF, productInStoreHref } from "./store-href";
