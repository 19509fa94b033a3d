import { queueContacts } from "./order-queue.server";
import { getAdminOrder, listAdminOrders } from "./orders.server";

/**
 * The Orders tab's data (/limrakart/admin?tab=orders): a page of orders by status and search
 * (`status`, `q`, `page`), the opened order (`order`), and, in the confirmation queue, how to
 * reach each customer.
 */
export async function ordersTab(params: URLSearchParams) {
  const status = params.get("status") ?? "";
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const page = Number.parseInt(params.get("page") ?? "1", 10) || 1;
  const orderId = params.get("order");
  const [list, detail] = await Promise.all([
    listAdminOrders({ status, q, page }),
    orderId ? getAdminOrder(orderId) : Promise.resolve(null),
  ]);
  const contacts =
    status === "awaiting_confirmation" ? await queueContacts(list.orders.map((o) => o.id)) : {};
  return { orders: { ...list, status, q, contacts }, detail };
}
