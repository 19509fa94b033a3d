import { Link } from "react-router";
import { StatusBadge } from "~/components/ui/badge";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Money } from "~/components/ui/money";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { formatDate } from "~/lib/format";
import { useRootData } from "~/lib/root-data";
import { ArtworkNote, artworkText } from "../../artwork";
import type { ShopContent } from "../../content/types";
import type { OrderView } from "../orders.server";
import {
  CUSTOMER_CANCELLABLE,
  ORDER_STATUS_TONES,
  PAYMENT_STATUS_TONES,
} from "../../shared/order-workflow";
import { ItemLine } from "../../shared/components/item-line";
import { OrderTotalsList, type TotalsText } from "../../shared/components/order-totals";
import { formatIndianPhone } from "~/lib/phone";
import { ShipmentLines } from "./shipment-lines";

/** One order: number, date, payment, status badges, items, address, total and its actions. */
export function OrderCard({
  order: o,
  content: c,
  detail = false,
  totalsText,
}: {
  order: OrderView;
  content: ShopContent["orders"];
  detail?: boolean;
  /** Given on the detail page: subtotal, delivery and total instead of the total alone. */
  totalsText?: TotalsText;
}) {
  const art = artworkText[useRootData().locale];
  return (
    <article
      className={`${cardClass} p-6`}
      data-testid="order-card"
      aria-labelledby={`order-${o.id}`}
    >
      <OrderHeader order={o} content={c} />
      <h3 className="sr-only">{c.items}</h3>
      <ul className="mt-4 space-y-3">
        {o.items.map((item) => (
          <ItemLine
            key={item.id}
            imageUrl={item.imageUrl}
            name={item.name}
            unitPricePaise={item.unitPricePaise}
            quantity={item.quantity}
            total={
              <p className="text-sm font-semibold">
                <Money paise={item.totalPricePaise} />
              </p>
            }
          >
            <ArtworkNote artwork={item.artwork} text={art} />
          </ItemLine>
        ))}
      </ul>
      <div className="mt-4 grid gap-2 border-t border-slate-200 pt-4 text-sm sm:grid-cols-2 dark:border-slate-800">
        <p>
          <span className="font-semibold">{c.deliverTo}: </span>
          {o.deliveryAddress}, {o.pinCode}
          {detail ? (
            <>
              <br />
              {o.customerName} · {formatIndianPhone(o.customerPhone)} · {o.customerEmail}
            </>
          ) : null}
        </p>
        {totalsText ? (
          <OrderTotalsList totals={o} text={totalsText} testId="order" />
        ) : (
          <p className="sm:text-right">
            <span className="font-semibold">{c.total}: </span>
            <span className="text-lg font-bold">
              <Money paise={o.totalPaise} />
            </span>
          </p>
        )}
      </div>
      <ShipmentLines courier={o.courier} trackingNumber={o.trackingNumber} className="mt-3" />
      <OrderActions order={o} content={c} detail={detail} />
    </article>
  );
}

type OrdersText = ShopContent["orders"];

/** The order's number, date, payment method and status badges. */
function OrderHeader({ order: o, content: c }: { order: OrderView; content: OrdersText }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h2 id={`order-${o.id}`} className="text-lg font-bold">
          {fill(c.order, { number: o.orderNumber })}
        </h2>
        <p className={`text-sm ${mutedText}`}>
          {fill(c.placedOn, { date: formatDate(o.createdAt) })} · {c.payment}:{" "}
          {/* The spec's method "in upper case" (decision 065); read as words, not letters. */}
          <span className="uppercase" data-testid="order-method">
            {c.methods[o.paymentMethod]}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <StatusBadge status={o.orderStatus} tones={ORDER_STATUS_TONES}>
          <span className="sr-only">{c.orderStatus}: </span>
          {c.statuses[o.orderStatus]}
        </StatusBadge>
        <StatusBadge
          status={o.paymentShown}
          tones={PAYMENT_STATUS_TONES}
          data-testid="order-payment-status"
        >
          <span className="sr-only">{c.paymentStatus}: </span>
          {c.paymentStatuses[o.paymentShown]}
        </StatusBadge>
      </div>
    </header>
  );
}

/** Cancel (while awaiting confirmation or pending), Return/Exchange (once delivered) and View Details (in the list). */
function OrderActions({
  order: o,
  content: c,
  detail,
}: {
  order: OrderView;
  content: OrdersText;
  detail: boolean;
}) {
  return (
    <footer className="mt-4 flex flex-wrap items-start gap-2">
      {CUSTOMER_CANCELLABLE.includes(o.orderStatus) ? (
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
  );
}
