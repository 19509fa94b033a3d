import { Form, Link } from "react-router";
import { StatusBadge } from "~/components/ui/badge";
import { Money } from "~/components/ui/money";
import { Pager } from "~/components/ui/pagination";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import { formatDateTime } from "~/lib/format";
import type { getAdminOrder, listAdminOrders } from "../admin-orders.server";
import { AdminArtworkLine } from "./artwork-parts";
import { OrderMoney } from "./order-money";
import {
  ORDER_PAYMENT_METHOD_LABELS,
  ORDER_STATUS_TONES,
  ORDER_TRANSITIONS,
  PAYMENT_STATUS_TONES,
  paymentShown,
} from "../order-workflow";

/** The store admin's Orders tab: the filtered list and, when one is chosen, its detail. */

type OrderList = Awaited<ReturnType<typeof listAdminOrders>> & { status: string; q: string };
type OrderDetail = NonNullable<Awaited<ReturnType<typeof getAdminOrder>>>;

export function OrdersTab({ orders, detail }: { orders: OrderList; detail: OrderDetail | null }) {
  const params = (changes: Record<string, string>) => {
    const p = new URLSearchParams({
      tab: "orders",
      ...(orders.status ? { status: orders.status } : {}),
      ...(orders.q ? { q: orders.q } : {}),
      page: String(orders.page),
      ...changes,
    });
    return `/limrakart/admin?${p}`;
  };
  const here = params({});
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1.3fr_1fr]">
      <section aria-labelledby="orders-heading" className={`${cardClass} p-6`}>
        <h2 id="orders-heading" className="text-xl font-bold">
          Orders ({orders.total})
        </h2>
        <OrderFilter status={orders.status} q={orders.q} />
        {orders.orders.length === 0 ? (
          <p className={`mt-6 text-center ${mutedText}`}>No orders found.</p>
        ) : (
          <ul
            className="mt-4 divide-y divide-slate-200 dark:divide-slate-800"
            data-testid="admin-orders"
          >
            {orders.orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
                <Link
                  to={params({ order: o.id })}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
                >
                  {o.orderNumber}
                </Link>
                <span>{o.customerName}</span>
                <span className={mutedText}>{o.customerPhone}</span>
                <span className={mutedText}>{formatDateTime(o.createdAt)}</span>
                <span className="font-semibold">
                  <Money paise={o.totalPaise} />
                </span>
                <span>{ORDER_PAYMENT_METHOD_LABELS[o.paymentMethod]}</span>
                <StatusBadge status={o.orderStatus} tones={ORDER_STATUS_TONES} />
                <StatusBadge
                  status={paymentShown(o.orderStatus, o.paymentStatus)}
                  tones={PAYMENT_STATUS_TONES}
                />
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={orders.page}
          pageCount={orders.pageCount}
          href={(p) => params({ page: String(p) })}
          label="Order pages"
        />
      </section>
      {detail ? (
        <OrderDetailSection detail={detail} back={here + `&order=${detail.order.id}`} />
      ) : null}
    </div>
  );
}

/** Search by number, name or phone; filter by status. */
function OrderFilter({ status, q }: { status: string; q: string }) {
  return (
    <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
      <input type="hidden" name="tab" value="orders" />
      <div className="min-w-48 flex-1">
        <label htmlFor="order-q" className="text-sm font-semibold">
          Search number, name or phone
        </label>
        <input id="order-q" name="q" type="search" defaultValue={q} className={inputClass} />
      </div>
      <div>
        <label htmlFor="order-status" className="text-sm font-semibold">
          Status
        </label>
        <select id="order-status" name="status" defaultValue={status} className={inputClass}>
          <option value="">All</option>
          {Object.keys(ORDER_TRANSITIONS).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass.primary}>
        Filter
      </button>
    </Form>
  );
}

/** The chosen order: customer, items, total, the status changes allowed and its history. */
function OrderDetailSection({ detail, back }: { detail: OrderDetail; back: string }) {
  return (
    <section
      aria-labelledby="order-detail-heading"
      className={`${cardClass} p-6`}
      data-testid="admin-order-detail"
    >
      <h2 id="order-detail-heading" className="text-xl font-bold">
        Order {detail.order.order_number}
      </h2>
      <p className={`text-sm ${mutedText}`}>
        {formatDateTime(detail.order.created_at)} ·{" "}
        {ORDER_PAYMENT_METHOD_LABELS[detail.order.payment_method]}
      </p>
      <p className="mt-2 flex gap-2">
        <StatusBadge status={detail.order.order_status} tones={ORDER_STATUS_TONES} />
        <StatusBadge
          status={paymentShown(detail.order.order_status, detail.order.payment_status)}
          tones={PAYMENT_STATUS_TONES}
          data-testid="admin-payment-status"
        >
          payment {paymentShown(detail.order.order_status, detail.order.payment_status)}
        </StatusBadge>
      </p>
      <p className="mt-3 text-sm">
        {detail.order.customer_name} · {detail.order.customer_phone} · {detail.order.customer_email}
        <br />
        {detail.order.delivery_address}, {detail.order.pin_code}
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        {detail.items.map((i) => (
          <li key={i.id}>
            <p className="flex justify-between gap-2">
              <span>
                {i.product_name} × {i.quantity}
              </span>
              <span>
                <Money paise={i.total_price_paise} />
              </span>
            </p>
            <AdminArtworkLine itemId={i.id} artwork={i.artwork} />
          </li>
        ))}
      </ul>
      <p className="mt-2 text-right font-bold">
        <Money paise={detail.order.total_amount_paise} />
      </p>
      <OrderStatusButtons order={detail.order} back={back} />
      <OrderMoney order={detail.order} money={detail.money} back={back} />
      <OrderHistory history={detail.history} />
    </section>
  );
}

/** A button for each order status the order may move to. */
function OrderStatusButtons({ order, back }: { order: OrderDetail["order"]; back: string }) {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {ORDER_TRANSITIONS[order.order_status].map((to) => (
        <Form method="post" key={to}>
          <input type="hidden" name="intent" value="order-status" />
          <input type="hidden" name="orderId" value={order.id} />
          <input type="hidden" name="to" value={to} />
          <input type="hidden" name="redirectTo" value={back} />
          <button
            type="submit"
            className={`${to === "cancelled" ? buttonClass.outline : buttonClass.primary} !px-3 !py-1.5 text-sm`}
          >
            {to === "cancelled" ? "Cancel order" : `Mark ${to}`}
          </button>
        </Form>
      ))}
    </div>
  );
}

/** What was changed when, by whom (nothing when there is no history). */
function OrderHistory({ history }: { history: OrderDetail["history"] }) {
  if (!history.length) return null;
  return (
    <>
      <h3 className="mt-4 font-semibold">History</h3>
      <ul className={`mt-1 space-y-1 text-xs ${mutedText}`}>
        {history.map((h, i) => (
          <li key={i}>
            {formatDateTime(h.created_at)}: {h.action.replace("order.", "")} →{" "}
            {h.after_json
              ? Object.values(JSON.parse(h.after_json) as Record<string, string>).join(", ")
              : ""}
            {h.actor ? ` (${h.actor})` : ""}
          </li>
        ))}
      </ul>
    </>
  );
}
