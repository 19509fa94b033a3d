/**
 * What other areas may use from the shop in browser-safe code (product picture and form, copy).
 * Outside app/shop, import the shop through this file or index.server.ts only (eslint.config.js).
 */
export { ProductForm } from "./store-admin/catalog/components/product-form";
export { ProductImage } from "./shared/components/product-image";
export { useCartSubmit } from "./cart/components/use-cart-submit";
export { shopContent } from "./content/shop";
export { ORDER_STATUS_NAMES } from "./content/order-status";
export { paymentShown, type PaymentShown } from "./shared/order-workflow";
export { CART_DRAWER_HREF, productInStoreHref } from "./shared/store-href";
