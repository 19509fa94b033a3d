/**
 * What other areas may use from the shop in browser-safe code (product picture, the admin's
 * product form and list, copy). Outside app/shop, import the shop through this file or
 * index.server.ts only (eslint.config.js); inside, a sub-feature uses another through that
 * sub-feature's index. This file names each module itself, not the sub-features' indexes: the
 * public pages' chunks follow the import graph (decision 044), and an index would bring the
 * whole sub-feature into the chunk every page loads.
 */
export { ProductForm } from "./store-admin/catalog/components/product-form";
export { ProductsTable } from "./store-admin/catalog/components/products-table";
export { ProductImage } from "./shared/components/product-image";
export { useCartSubmit } from "./cart/components/use-cart-submit";
export { shopContent } from "./content/shop";
export { ORDER_STATUS_NAMES } from "./content/order-status";
export { paymentShown, type PaymentShown } from "./shared/order-workflow";
export { CART_DRAWER_HREF, productInStoreHref } from "./shared/store-href";
