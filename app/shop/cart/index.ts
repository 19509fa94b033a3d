/** What the rest of the shop uses of the cart in browser-safe code: its drawer and the add-to-cart hook. */
export { CartDrawer } from "./components/cart-drawer";
export { useCartSubmit } from "./components/use-cart-submit";
