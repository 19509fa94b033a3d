/** The checkout's one entry point for the rest of the app (the bench and tests): placing an order. */
export { placeOrder, type CheckoutResult, type DeliveryDetails } from "./checkout.server";
