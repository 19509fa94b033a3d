/** The orders desk on the server: its tab's data, the queue's count and the actions on an order. */
export { awaitingConfirmationCount } from "./order-queue.server";
export { ordersTab } from "./tab.server";
export { orderRefundAction, orderStatusAction, paymentStatusAction } from "./order-actions.server";
