/**
 * The store admin (`/limrakart/admin`): its product catalog (`catalog/`, also the admin's Products
 * tab) and its orders desk (`orders/`). What the rest of the shop may use of it.
 */
export { ProductForm, ProductsTable } from "./catalog";
export { OrdersTab } from "./orders";
