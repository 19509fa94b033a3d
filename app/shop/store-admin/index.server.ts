/** The store admin's server side the rest of the shop may use: its catalog's model and actions. */
export {
  freeSlug,
  godownOptions,
  listAdminCategories,
  listAdminProducts,
  productDeleteAction,
  productSaveAction,
  PRODUCT_MESSAGES,
  productSchema,
  saveProduct,
  type AdminProduct,
} from "./catalog/index.server";
