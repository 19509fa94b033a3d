/** What the rest of the shop uses of the cart on the server: the cart read, its count, the kept intent. */
export { addToCart, cartCount, EMPTY_CART, getCart, type Cart } from "./cart.server";
export { redeemCartIntent } from "./cart-intent.server";
