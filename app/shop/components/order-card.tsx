import { Link } from "react-router";
import { ConfirmDialog } from "~/components/ui/dialog";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { formatDate, formatRupees } from "~/lib/format";
import type { ShopContent } from "../content/types";
import type { OrderView } from "../orders.server";
import { ItemLine } from "./item-line";

const ORDER_BADGE: Record<string, string> = {
  pending: "bg-yellow-100 text-yellow-900",
  processing: "bg-blue-100 text-blue-900",
  shipped: "bg-purple-100 text-purple-900",
  delivered: "bg-green-100 text-green-900",
  cancelled: "bg-red-100 text-red-900",
};
const PAYMENT_BADGE: Record<string, string> = {
  paid: "bg-green-100 text-green-900",
  pending: "bg-yellow-100 text-yellow-900",
  failed: "bg-red-100 text-red-900",
};

/** One order: number, date, payment, status badges, items, address, total and its actions. */
export function OrderCard({
  order: o,
  content: c,
  detail = false,
}: {
  order: OrderView;
  content: ShopContent["orders"];
  detail?: boolean;
}) {
  const badge = "rounded-full px-2.5 py-0.5 text-xs font-semibold";
  return (
    <article
      className={`${cardClass} p-6`}
      data-testid="order-card"
      aria-labelledby={`order-${o.id}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`order-${o.id}`} className="text-lg font-bold">
            {fill(c.order, { number: o.orderNumber })}
          </h2>
          <p className={`text-sm ${mutedText}`}>
            {fill(c.placedOn, { date: formatDate(o.createdAt) })} · {c.payment}:{" "}
            {o.paymentMethod.toUpperCase()}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <span
            className={`${badge} ${ORDER_BADGE[o.orderStatus] ?? "bg-slate-100 text-slate-900"}`}
          >
            <span className="sr-only">{c.orderStatus}: </span>
            {c.statuses[o.orderStatus]}
          </span>
          <span
            className={`${badge} ${PAYMENT_BADGE[o.paymentStatus] ?? "bg-slate-100 text-slate-900"}`}
          >
            <span className="sr-only">{c.paymentStatus}: </span>
            {c.paymentStatuses[o.paymentStatus]}
          </span>
        </div>
      </header>
      <h3 className="sr-only">{c.items}</h3>
      <ul className="mt-4 space-y-3">
        {o.items.map((item) => (
          <ItemLine
            key={item.id}
            imageUrl={item.imageUrl}
            name={item.name}
            unitPricePaise={item.unitPricePaise}
            quantity={item.quantity}
            total={<p className="text-sm font-semibold">{formatRupees(item.totalPricePaise)}</p>}
          />
        ))}
      </ul>
      <div className="mt-4 grid gap-2 border-t border-slate-200 pt-4 text-sm sm:grid-cols-2 dark:border-slate-800">
        <p>
          <span className="font-semibold">{c.deliverTo}: </span>
          {o.deliveryAddress}, {o.pinCode}
          {detail ? (
            <>
              <br />
              {o.customerName} · {o.customerPhone} · {o.customerEmail}
            </>
          ) : null}
        </p>
        <p className="sm:text-right">
          <span className="font-semibold">{c.total}: </span>
          <span className="text-lg font-bold">{formatRupees(o.totalPaise)}</span>
        </p>
      </div>
      <footer className="mt-4 flex flex-wrap items-start gap-2">
        {o.orderStatus === "pending" ? (
          <ConfirmDialog
            look="callout"
            className=""
            trigger={c.cancel}
            message={fill(c.cancelConfirm, { number: o.orderNumber })}
            confirmLabel={c.cancelYes}
            action="/limrakart/orders"
            fields={{ intent: "cancel", orderId: o.id, orderNumber: o.orderNumber }}
          />
        ) : null}
        {o.orderStatus === "delivered" ? (
          <Link
            to={`/limrakart/help?subject=${encodeURIComponent(fill(c.returnSubject, { number: o.orderNumber }))}#support-form`}
            className={`${buttonClass.outline} !px-3 !py-1.5 text-sm`}
          >
            {c.returnExchange}
          </Link>
        ) : null}
        {!detail ? (
          <Link
            to={`/limrakart/orders/${o.orderNumber}`}
            className={`${buttonClass.outline} !px-3 !py-1.5 text-sm`}
          >
            {c.viewDetails}
            <span className="sr-only">: {o.orderNumber}</span>
          </Link>
        ) : null}
      </footer>
    </article>
  );
}
