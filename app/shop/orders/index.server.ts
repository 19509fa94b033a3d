/** What the checkout and the shop's index use of the orders on the server: one order, the COD sweep. */
export { findOwnOrder } from "./orders.server";
export {
  cancelUnconfirmedOrders,
  startCodConfirmationSweeper,
  type CodConfirmationSweeper,
} from "./auto-cancel.server";
