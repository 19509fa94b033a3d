import { Form } from "react-router";
import { Money } from "~/components/ui/money";
import { buttonClass, inputClass, mutedText } from "~/components/ui/styles";
import { paiseToInput } from "~/lib/format";
import type { OrderStatus, PaymentStatus } from "~/platform/db/schema";
import { PAYMENT_TRANSITIONS } from "../order-workflow";

/**
 * The store admin's money forms of an order (docs/decisions/034): mark the payment paid with
 * the method it came in (cash, or UPI with its reference), mark a paid order unpaid again (the
 * ledger books a reversal), and refund a paid order that was cancelled or returned.
 */

type MoneyOrder = {
  id: string;
  order_status: OrderStatus;
  payment_status: PaymentStatus;
};
export type OrderMoneyFigures = {
  paidPaise: number;
  refundedPaise: number;
  refundablePaise: number;
};

const small = "!px-3 !py-1.5 text-sm";

function Hidden({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

function MethodSelect({ id }: { id: string }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        Method
      </label>
      <select id={id} name="method" required defaultValue="cash" className={inputClass}>
        <option value="cash">Cash</option>
        <option value="upi">UPI</option>
      </select>
    </div>
  );
}

/** Paid: the method and, for UPI, the reference (UTR) of the payment. */
function MarkPaidForm({ order, back }: { order: MoneyOrder; back: string }) {
  return (
    <Form
      method="post"
      className="flex flex-wrap items-end gap-3"
      aria-label="Record the payment"
      data-testid="mark-paid-form"
    >
      <Hidden
        fields={{ intent: "payment-status", orderId: order.id, to: "paid", redirectTo: back }}
      />
      <MethodSelect id="paid-method" />
      <div className="min-w-40 flex-1">
        <label htmlFor="paid-reference" className="text-sm font-semibold">
          UPI reference <span className={`font-normal ${mutedText}`}>(for UPI)</span>
        </label>
        <input id="paid-reference" name="reference" maxLength={60} className={inputClass} />
      </div>
      <button type="submit" className={`${buttonClass.primary} ${small}`}>
        Record payment
      </button>
    </Form>
  );
}

/** A refund of a paid order that was cancelled or returned: method, amount, reason. */
function RefundForm({
  order,
  money,
  back,
}: {
  order: MoneyOrder;
  money: OrderMoneyFigures;
  back: string;
}) {
  return (
    <Form
      method="post"
      className="mt-3 grid gap-3 sm:grid-cols-2"
      aria-label="Record a refund"
      data-testid="refund-form"
    >
      <Hidden fields={{ intent: "order-refund", orderId: order.id, redirectTo: back }} />
      <MethodSelect id="refund-method" />
      <div>
        <label htmlFor="refund-amount" className="text-sm font-semibold">
          Amount (₹)
        </label>
        <input
          id="refund-amount"
          name="amount"
          inputMode="decimal"
          required
          defaultValue={paiseToInput(money.refundablePaise)}
          className={inputClass}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="refund-reason" className="text-sm font-semibold">
          Reason
        </label>
        <input id="refund-reason" name="reason" required maxLength={300} className={inputClass} />
      </div>
      <div>
        <button type="submit" className={`${buttonClass.outline} ${small}`}>
          Record refund
        </button>
      </div>
    </Form>
  );
}

/** The order's payment actions and what the books hold for it. */
export function OrderMoney({
  order,
  money,
  back,
}: {
  order: MoneyOrder;
  money: OrderMoneyFigures;
  back: string;
}) {
  const next = PAYMENT_TRANSITIONS[order.payment_status];
  const unpaid = next.filter((to) => to !== "paid");
  const closed = order.order_status === "cancelled" || order.order_status === "delivered";
  const refundable = order.payment_status === "paid" && closed && money.refundablePaise > 0;
  return (
    <section aria-labelledby="order-money-heading" className="mt-4" data-testid="order-money">
      <h3 id="order-money-heading" className="font-semibold">
        Payment
      </h3>
      <p className={`text-sm ${mutedText}`}>
        In the books: received <Money paise={money.paidPaise} />, refunded{" "}
        <Money paise={money.refundedPaise} />
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        {next.includes("paid") ? <MarkPaidForm order={order} back={back} /> : null}
        {unpaid.map((to) => (
          <Form method="post" key={to}>
            <Hidden
              fields={{ intent: "payment-status", orderId: order.id, to, redirectTo: back }}
            />
            <button type="submit" className={`${buttonClass.outline} ${small}`}>
              {order.payment_status === "paid" ? `Undo payment (${to})` : `Payment ${to}`}
            </button>
          </Form>
        ))}
      </div>
      {refundable ? <RefundForm order={order} money={money} back={back} /> : null}
    </section>
  );
}
