import { Form } from "react-router";
import { buttonClass, inputClass, labelClass } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import type { OrderStatus } from "~/platform/db/schema";
import { storeAdminOrdersContent } from "../content/store-admin-orders";
import { ORDER_TRANSITIONS, STATUSES_NEEDING_REASON } from "../order-workflow";

/**
 * The store admin's status changes (decision 035): a button per allowed move; cancelling and
 * marking returned are small forms with the required reason (and, for a return, whether the
 * items go back in stock). `key` makes the reason field's id unique on a page of many orders.
 */

type StatusOrder = { id: string; order_status: OrderStatus };

function Hidden({ orderId, to, back }: { orderId: string; to: OrderStatus; back: string }) {
  return (
    <>
      <input type="hidden" name="intent" value="order-status" />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="redirectTo" value={back} />
    </>
  );
}

/** One move: a button, or for cancel/return the reason field and the button. */
export function StatusChangeForm({
  order,
  to,
  back,
  idPrefix,
}: {
  order: StatusOrder;
  to: OrderStatus;
  back: string;
  idPrefix: string;
}) {
  const w = storeAdminOrdersContent[useLocale()];
  const label = w.moves[to] ?? w.statuses[to];
  if (!STATUSES_NEEDING_REASON.includes(to)) {
    return (
      <Form method="post">
        <Hidden orderId={order.id} to={to} back={back} />
        <button type="submit" className={`${buttonClass.primary} !px-3 !py-1.5 text-sm`}>
          {label}
        </button>
      </Form>
    );
  }
  const reasonId = `${idPrefix}-${to}-reason-${order.id}`;
  return (
    <Form
      method="post"
      className="flex w-full flex-wrap items-end gap-2"
      data-testid={`${to}-form`}
    >
      <Hidden orderId={order.id} to={to} back={back} />
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={reasonId} className={labelClass}>
          {to === "cancelled" ? w.reasonCancel : w.reasonReturn}
        </label>
        <input
          id={reasonId}
          name="reason"
          required
          minLength={3}
          maxLength={300}
          className={inputClass}
        />
      </div>
      {to === "returned" ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="restock" defaultChecked />
          {w.restock}
        </label>
      ) : null}
      <button type="submit" className={`${buttonClass.outline} !px-3 !py-1.5 text-sm`}>
        {label}
      </button>
    </Form>
  );
}

/** Every move the order's status allows. */
export function OrderStatusButtons({
  order,
  back,
  idPrefix = "detail",
}: {
  order: StatusOrder;
  back: string;
  idPrefix?: string;
}) {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {ORDER_TRANSITIONS[order.order_status].map((to) => (
        <StatusChangeForm key={to} order={order} to={to} back={back} idPrefix={idPrefix} />
      ))}
    </div>
  );
}
