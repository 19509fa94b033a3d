/**
 * The admin's catalog of the store on the server, one model for both screens (/admin's Products
 * tab and /limrakart/admin): products, categories, slugs, and the actions that save them.
 */
export {
  godownOptions,
  listAdminProducts,
  saveProduct,
  storeStats,
  type AdminProduct,
  type GodownOption,
} from "./catalog.server";
export { listAdminCategories, type AdminCategory } from "./categories.server";
export { freeSlug, slugify } from "./slug.server";
export { PRODUCT_MESSAGES, productDeleteAction, productSaveAction } from "./product-actions.server";
export { productSchema } from "./schema";
export { categorySaveAction, categoryToggleAction } from "./category-actions.server";
export { productsTab } from "./tab.server";
