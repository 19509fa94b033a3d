import { Link } from "react-router";
import { StatusBadge } from "~/components/ui/badge";
import { Money } from "~/components/ui/money";
import { Pager } from "~/components/ui/pagination";
import { SearchBox } from "~/components/ui/search-box";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { formatDateTime } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { DataText } from "~/components/ui/data-text";
import { storeAdminOrdersContent } from "../content";
import type { getAdminOrder, listAdminOrders } from "../orders.server";
import type { QueueContact } from "../order-queue.server";
import { AdminArtworkLine } from "./admin-artwork";
import { OrderMoney } from "./order-money";
import {
  ORDER_STATUS_TONES,
  ORDER_TRANSITIONS,
  PAYMENT_STATUS_TONES,
  paymentShown,
} from "../../../shared/order-workflow";
import { AdminOrderTimeline } from "./admin-order-timeline";
import { OrderStatusButtons } from "./order-status-forms";
import { QueueActions } from "./order-queue-actions";
import { formatIndianPhone } from "~/lib/phone";
import { ShipmentLines } from "../../../orders";

/** The store admin's Orders tab: the filtered list and, when one is chosen, its detail. */

type OrderList = Awaited<ReturnType<typeof listAdminOrders>> & {
  status: string;
  q: string;
  /** The queue's call and WhatsApp links, by order id (awaiting confirmation only). */
  contacts: Record<string, QueueContact>;
};
type OrderDetail = NonNullable<Awaited<ReturnType<typeof getAdminOrder>>>;

export function OrdersTab({
  orders,
  detail,
  awaiting,
  admin,
}: {
  orders: OrderList;
  detail: OrderDetail | null;
  /** How many orders await confirmation (the queue's count). */
  awaiting: number;
  /** The admin sees the refunds and payment reversals; staff do not (decision 064). */
  admin: boolean;
}) {
  const c = storeAdminOrdersContent[useLocale()].list;
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
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1.3fr_1fr]">
      <section aria-labelledby="orders-heading" className={`${cardClass} p-6`}>
        <h2 id="orders-heading" className="text-xl font-bold">
          {fill(c.title, { count: orders.total })}
        </h2>
        <p className="mt-3">
          <Link
            to="/limrakart/admin?tab=orders&status=awaiting_confirmation"
            aria-current={orders.status === "awaiting_confirmation" ? "page" : undefined}
            className={`${buttonClass.outline} !px-3 !py-1.5 text-sm`}
            data-testid="awaiting-filter"
          >
            {fill(c.awaiting, { count: awaiting })}
          </Link>
        </p>
        <OrderFilter status={orders.status} q={orders.q} />
        {orders.orders.length === 0 ? (
          <p className={`mt-6 text-center ${mutedText}`}>{c.none}</p>
        ) : (
          <ul
            className="mt-4 divide-y divide-slate-200 dark:divide-slate-800"
            data-testid="admin-orders"
          >
            {orders.orders.map((o) => (
              <OrderRow
                key={o.id}
                order={o}
                href={params({ order: o.id })}
                contact={orders.contacts[o.id]}
                back={here}
              />
            ))}
          </ul>
        )}
        <Pager
          page={orders.page}
          pageCount={orders.pageCount}
          href={(p) => params({ page: String(p) })}
          label={c.pagesLabel}
        />
      </section>
      {detail ? (
        <OrderDetailSection
          detail={detail}
          back={here + `&order=${detail.order.id}`}
          admin={admin}
        />
      ) : null}
    </div>
  );
}

/** One order of the list; in the confirmation queue with its call, WhatsApp and decisions. */
function OrderRow({
  order: o,
  href,
  contact,
  back,
}: {
  order: OrderList["orders"][number];
  href: string;
  contact: QueueContact | undefined;
  back: string;
}) {
  const w = storeAdminOrdersContent[useLocale()];
  const payment = paymentShown(o.orderStatus, o.paymentStatus);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 text-sm">
      <Link
        to={href}
        translate="no"
        className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
      >
        {o.orderNumber}
      </Link>
      <span translate="no">{o.customerName}</span>
      <span className={mutedText} translate="no">
        {formatIndianPhone(o.customerPhone)}
      </span>
      <span className={mutedText}>{formatDateTime(o.createdAt)}</span>
      <span className="font-semibold">
        <Money paise={o.totalPaise} />
      </span>
      <span>{w.methods[o.paymentMethod]}</span>
      <StatusBadge status={o.orderStatus} tones={ORDER_STATUS_TONES}>
        {w.statuses[o.orderStatus]}
      </StatusBadge>
      <StatusBadge status={payment} tones={PAYMENT_STATUS_TONES}>
        {w.payments[payment]}
      </StatusBadge>
      {contact && o.orderStatus === "awaiting_confirmation" ? (
        <QueueActions order={o} contact={contact} back={back} />
      ) : null}
    </li>
  );
}

/** Search by number, name or phone; filter by status. */
function OrderFilter({ status, q }: { status: string; q: string }) {
  const locale = useLocale();
  const c = storeAdminOrdersContent[locale].list;
  const statuses = storeAdminOrdersContent[locale].statuses;
  const statusNames = Object.keys(ORDER_TRANSITIONS) as (keyof typeof ORDER_TRANSITIONS)[];
  return (
    <SearchBox
      q={q}
      label={c.search}
      id="order"
      keep={{ tab: "orders" }}
      className="mt-4"
      choice={{
        name: "status",
        label: c.status,
        value: status,
        options: [["", c.all], ...statusNames.map((s) => [s, statuses[s]] as const)],
      }}
      submit={c.filter}
    />
  );
}

/** The chosen order: customer, items, total, the status changes allowed and its history. */
function OrderDetailSection({
  detail,
  back,
  admin,
}: {
  detail: OrderDetail;
  back: string;
  admin: boolean;
}) {
  const locale = useLocale();
  const c = storeAdminOrdersContent[locale].list;
  const w = storeAdminOrdersContent[locale];
  const payment = paymentShown(detail.order.order_status, detail.order.payment_status);
  return (
    <section
      aria-labelledby="order-detail-heading"
      className={`${cardClass} p-6`}
      data-testid="admin-order-detail"
    >
      <h2 id="order-detail-heading" className="text-xl font-bold">
        <DataText text={c.order} data={{ number: detail.order.order_number }} />
      </h2>
      <p className={`text-sm ${mutedText}`}>
        {formatDateTime(detail.order.created_at)} · {w.methods[detail.order.payment_method]}
      </p>
      <p className="mt-2 flex flex-wrap gap-2">
        <StatusBadge status={detail.order.order_status} tones={ORDER_STATUS_TONES}>
          {w.statuses[detail.order.order_status]}
        </StatusBadge>
        <StatusBadge
          status={payment}
          tones={PAYMENT_STATUS_TONES}
          data-testid="admin-payment-status"
        >
          {fill(w.paymentBadge, { status: w.payments[payment] })}
        </StatusBadge>
      </p>
      <p className="mt-3 text-sm" translate="no">
        {detail.order.customer_name} · {formatIndianPhone(detail.order.customer_phone)} ·{" "}
        {detail.order.customer_email}
        <br />
        {detail.order.delivery_address}, {detail.order.pin_code}
      </p>
      <ShipmentLines
        courier={detail.order.courier}
        trackingNumber={detail.order.tracking_number}
        className="mt-2"
      />
      <ul className="mt-3 space-y-1 text-sm">
        {detail.items.map((i) => (
          <li key={i.id}>
            <p className="flex justify-between gap-2">
              <span>
                <DataText text={w.item} data={{ name: i.product_name, quantity: i.quantity }} />
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
      <OrderMoney order={detail.order} money={detail.money} back={back} admin={admin} />
      <AdminOrderTimeline events={detail.timeline} />
    </section>
  );
}
