import { Form, Link } from "react-router";
import { StatusBadge } from "~/components/ui/badge";
import { Money } from "~/components/ui/money";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { formatDate } from "~/lib/format";
import type { ShopContent } from "../content/types";
import type { OrderView } from "../orders.server";
import { ORDER_STATUS_TONES, PAYMENT_STATUS_TONES } from "../order-workflow";
import { ProductImage } from "./product-image";

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
          <StatusBadge status={o.orderStatus} tones={ORDER_STATUS_TONES}>
            <span className="sr-only">{c.orderStatus}: </span>
            {c.statuses[o.orderStatus]}
          </StatusBadge>
          <StatusBadge status={o.paymentStatus} tones={PAYMENT_STATUS_TONES}>
            <span className="sr-only">{c.paymentStatus}: </span>
            {c.paymentStatuses[o.paymentStatus]}
          </StatusBadge>
        </div>
      </header>
      <h3 className="sr-only">{c.items}</h3>
      <ul className="mt-4 space-y-3">
        {o.items.map((item) => (
          <li key={item.id} className="flex items-center gap-3">
            <ProductImage
              src={item.imageUrl}
              alt=""
              width={64}
              height={48}
              className="h-12 w-16 rounded object-cover"
            />
            <div className="flex-1 text-sm">
              <p className="font-semibold">{item.name}</p>
              <p className={mutedText}>
                <Money paise={item.unitPricePaise} /> × {item.quantity}
              </p>
            </div>
            <p className="text-sm font-semibold">
              <Money paise={item.totalPricePaise} />
            </p>
          </li>
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
          <span className="text-lg font-bold">
            <Money paise={o.totalPaise} />
          </span>
        </p>
      </div>
      <footer className="mt-4 flex flex-wrap items-start gap-2">
        {o.orderStatus === "pending" ? (
          <details>
            <summary
              className={`${buttonClass.outline} cursor-pointer list-none border-red-700 !px-3 !py-1.5 text-sm text-red-800 dark:border-red-400 dark:text-red-300`}
            >
              {c.cancel}
            </summary>
            <div className="mt-2 max-w-sm rounded-md border border-red-200 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-slate-900">
              <p>{fill(c.cancelConfirm, { number: o.orderNumber })}</p>
              <Form method="post" action="/limrakart/orders" className="mt-2">
                <input type="hidden" name="intent" value="cancel" />
                <input type="hidden" name="orderId" value={o.id} />
                <input type="hidden" name="orderNumber" value={o.orderNumber} />
                <button
                  type="submit"
                  className={`${buttonClass.primary} bg-red-700 !px-3 !py-1.5 text-sm hover:bg-red-800`}
                >
                  {c.cancelYes}
                </button>
              </Form>
            </div>
          </details>
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
