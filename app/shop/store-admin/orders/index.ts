/** The orders desk in browser-safe code: its tab. */
export { OrdersTab } from "./components/store-admin-orders";
