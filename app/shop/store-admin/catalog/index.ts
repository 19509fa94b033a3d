/**
 * The admin's catalog of the store in browser-safe code, one set of parts for both screens
 * (/admin's Products tab and /limrakart/admin): the product form and list, the tabs.
 */
export { ProductForm } from "./components/product-form";
export { ProductsTable } from "./components/products-table";
export { ProductsTab } from "./components/products-tab";
export { CategoriesTab } from "./components/categories-tab";
