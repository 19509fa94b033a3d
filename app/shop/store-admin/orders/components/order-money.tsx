import { Form } from "react-router";
import { Money } from "~/components/ui/money";
import { buttonClass, inputClass, mutedText } from "~/components/ui/styles";
import { DataText } from "~/components/ui/data-text";
import { paiseToInput } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import type { OrderStatus, PaymentStatus } from "~/platform/db/schema";
import { storeAdminOrdersContent } from "../content";
import { isClosedOrder, PAYMENT_TRANSITIONS } from "../../../shared/order-workflow";

/**
 * The store admin's money forms of an order (docs/decisions/034): mark the payment paid with
 * the method it came in (cash, or UPI with its reference) — not on a cancelled or returned order
 * (issue 35) — mark a paid order unpaid again (the ledger books a reversal), and refund a paid
 * order that was cancelled, delivered or returned (as refundOrder allows).
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

function useMoneyText() {
  return storeAdminOrdersContent[useLocale()].money;
}

function MethodSelect({ id }: { id: string }) {
  const w = useMoneyText();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {w.method}
      </label>
      <select id={id} name="method" required defaultValue="cash" className={inputClass}>
        <option value="cash">{w.cash}</option>
        <option value="upi">UPI</option>
      </select>
    </div>
  );
}

/** Paid: the method and, for UPI, the reference (UTR) of the payment. */
function MarkPaidForm({ order, back }: { order: MoneyOrder; back: string }) {
  const w = useMoneyText();
  return (
    <Form
      method="post"
      className="flex flex-wrap items-end gap-3"
      aria-label={w.recordPaymentLabel}
      data-testid="mark-paid-form"
    >
      <Hidden
        fields={{ intent: "payment-status", orderId: order.id, to: "paid", redirectTo: back }}
      />
      <MethodSelect id="paid-method" />
      <div className="min-w-40 flex-1">
        <label htmlFor="paid-reference" className="text-sm font-semibold">
          {w.reference} <span className={`font-normal ${mutedText}`}>{w.forUpi}</span>
        </label>
        <input id="paid-reference" name="reference" maxLength={60} className={inputClass} />
      </div>
      <button type="submit" className={`${buttonClass.primary} ${small}`}>
        {w.recordPayment}
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
  const w = useMoneyText();
  return (
    <Form
      method="post"
      className="mt-3 grid gap-3 sm:grid-cols-2"
      aria-label={w.refundLabel}
      data-testid="refund-form"
    >
      <Hidden fields={{ intent: "order-refund", orderId: order.id, redirectTo: back }} />
      <MethodSelect id="refund-method" />
      <div>
        <label htmlFor="refund-amount" className="text-sm font-semibold">
          {w.amount}
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
          {w.reason}
        </label>
        <input id="refund-reason" name="reason" required maxLength={300} className={inputClass} />
      </div>
      <div>
        <button type="submit" className={`${buttonClass.outline} ${small}`}>
          {w.recordRefund}
        </button>
      </div>
    </Form>
  );
}

/**
 * The order's payment actions and what the books hold for it. Staff record a payment; moving it
 * back and refunds are the admin's (decision 064).
 */
export function OrderMoney({
  order,
  money,
  back,
  admin,
}: {
  order: MoneyOrder;
  money: OrderMoneyFigures;
  back: string;
  admin: boolean;
}) {
  const locale = useLocale();
  const w = storeAdminOrdersContent[locale].money;
  const payments = storeAdminOrdersContent[locale].payments;
  const next = PAYMENT_TRANSITIONS[order.payment_status];
  const unpaid = admin ? next.filter((to) => to !== "paid") : [];
  const closed = isClosedOrder(order.order_status);
  const done = closed || order.order_status === "delivered";
  const refundable = admin && order.payment_status === "paid" && done && money.refundablePaise > 0;
  return (
    <section aria-labelledby="order-money-heading" className="mt-4" data-testid="order-money">
      <h3 id="order-money-heading" className="font-semibold">
        {w.title}
      </h3>
      <p className={`text-sm ${mutedText}`}>
        <DataText
          text={w.books}
          data={{
            received: <Money paise={money.paidPaise} />,
            refunded: <Money paise={money.refundedPaise} />,
          }}
        />
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        {next.includes("paid") && !closed ? <MarkPaidForm order={order} back={back} /> : null}
        {next.includes("paid") && closed ? (
          <p className={`text-sm ${mutedText}`} data-testid="order-closed-note">
            {w.closed}
          </p>
        ) : null}
        {unpaid.map((to) => (
          <Form method="post" key={to}>
            <Hidden
              fields={{ intent: "payment-status", orderId: order.id, to, redirectTo: back }}
            />
            <button type="submit" className={`${buttonClass.outline} ${small}`}>
              {fill(order.payment_status === "paid" ? w.undo : w.moveTo, {
                status: payments[to],
              })}
            </button>
          </Form>
        ))}
      </div>
      {refundable ? <RefundForm order={order} money={money} back={back} /> : null}
    </section>
  );
}
