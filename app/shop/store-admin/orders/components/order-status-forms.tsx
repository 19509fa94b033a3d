import { Form, useActionData } from "react-router";
import { Input } from "~/components/ui/field";
import { buttonClass, inputClass, labelClass } from "~/components/ui/styles";
import { isFailure } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import type { OrderStatus } from "~/platform/db/schema";
import { shipmentText } from "../../../content/order-status";
import { storeAdminOrdersContent } from "../content";
import { ORDER_TRANSITIONS, STATUSES_NEEDING_REASON } from "../../../shared/order-workflow";

/**
 * The store admin's status changes (decision 035): a button per allowed move; cancelling and
 * marking returned are small forms with the required reason (and, for a return, whether the
 * items go back in stock). `key` makes the reason field's id unique on a page of many orders.
 * Marking shipped asks the courier and its tracking number (decision 067).
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

/** A move's small submit button: primary, or outline beside a reason field. */
function MoveButton({
  label,
  variant = "primary",
  className = "",
}: {
  label: string;
  variant?: "primary" | "outline";
  className?: string;
}) {
  return (
    <button
      type="submit"
      className={[buttonClass[variant], className, "!px-3 !py-1.5 text-sm"]
        .filter(Boolean)
        .join(" ")}
    >
      {label}
    </button>
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
  if (to === "shipped") return <ShippedForm order={order} back={back} label={label} />;
  if (!STATUSES_NEEDING_REASON.includes(to)) {
    return (
      <Form method="post">
        <Hidden orderId={order.id} to={to} back={back} />
        <MoveButton label={label} />
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
      <MoveButton label={label} variant="outline" />
    </Form>
  );
}

/**
 * Mark shipped: the courier (typed, with suggestions; "Hand delivery" among them) and the
 * tracking number, which the server requires unless it is a hand delivery. A refused form comes
 * back with what was typed and the message under its field.
 */
function ShippedForm({ order, back, label }: { order: StatusOrder; back: string; label: string }) {
  const t = shipmentText[useLocale()];
  const answer = useActionData();
  const failure = isFailure(answer) && answer.values.to === "shipped" ? answer : null;
  return (
    <Form
      method="post"
      className="flex w-full flex-wrap items-start gap-2"
      data-testid="shipped-form"
    >
      <Hidden orderId={order.id} to="shipped" back={back} />
      <Input
        name="courier"
        label={t.courier}
        list="courier-suggestions"
        required
        maxLength={60}
        autoComplete="off"
        defaultValue={failure?.values.courier ?? ""}
        errors={failure?.errors}
        fieldClassName="min-w-0 flex-1 basis-40"
      />
      <datalist id="courier-suggestions">
        {[...t.couriers, t.handDelivery].map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Input
        name="trackingNumber"
        label={t.trackingNumber}
        hint={t.trackingHint}
        maxLength={60}
        autoComplete="off"
        defaultValue={failure?.values.trackingNumber ?? ""}
        errors={failure?.errors}
        fieldClassName="min-w-0 flex-1 basis-40"
      />
      <MoveButton label={label} className="mt-6" />
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
