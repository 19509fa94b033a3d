/**
 * What other areas may use from the shop in browser-safe code (product picture, the admin's
 * product form and list, copy). Outside app/shop, import the shop through this file or
 * index.server.ts only (eslint.config.js); inside, a sub-feature uses another through that
 * sub-feature's index.
 */
export { ProductForm, ProductsTable } from "./store-admin/catalog";
export { ProductImage } from "./shared/components/product-image";
export { useCartSubmit } from "./cart";
export { shopContent } from "./content/shop";
export { ORDER_STATUS_NAMES } from "./content/order-status";
export { paymentShown, type PaymentShown } from "./shared/order-workflow";
export { CART_DRAWER_HREF, productInStoreHref } from "./shared/store-href";
