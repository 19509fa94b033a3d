import { Banknote, CreditCard, ShoppingBag, Smartphone } from "~/components/ui/icons";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Field } from "~/components/ui/field";
import { Money } from "~/components/ui/money";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import type { OrderTotals } from "~/lib/delivery";
import type { FieldErrors } from "~/lib/forms";
import type { Cart } from "../../cart/index.server";
import type { ShopContent } from "../../content/types";
import { ItemLine } from "../../shared/components/item-line";
import { OrderTotalsList, type TotalsText } from "../../shared/components/order-totals";

/** The parts of the checkout page: the delivery details, the payment choice and the summary. */

type CheckoutText = ShopContent["checkout"];

/** The checkout with an empty cart: a note and the way back to the store. */
export function EmptyCheckout({ c }: { c: CheckoutText }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <ShoppingBag aria-hidden className="mx-auto size-14 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold">{c.emptyTitle}</h1>
      <Link to="/limrakart" className={`${buttonClass.primary} mt-6`}>
        {c.continueShopping}
      </Link>
    </div>
  );
}

/** The delivery details fieldset; `v` gives each field's starting value. */
export function DeliveryFields({
  c,
  errors,
  busy,
  v,
}: {
  c: CheckoutText;
  errors: FieldErrors;
  busy: boolean;
  v: (name: "name" | "phone" | "email" | "address" | "pinCode") => string;
}) {
  return (
    <fieldset disabled={busy} className={`${cardClass} grid gap-4 p-6 sm:grid-cols-2`}>
      <legend className="px-1 text-xl font-bold">{c.delivery}</legend>
      <Field name="name" label={c.name} requiredMark errors={errors}>
        {(a) => (
          <input {...a} autoComplete="name" defaultValue={v("name")} className={inputClass} />
        )}
      </Field>
      <Field name="phone" label={c.phone} requiredMark errors={errors}>
        {(a) => (
          <input
            {...a}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            defaultValue={v("phone")}
            className={inputClass}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field name="email" label={c.email} requiredMark errors={errors}>
          {(a) => (
            <input
              {...a}
              type="email"
              autoComplete="email"
              defaultValue={v("email")}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field name="address" label={c.address} requiredMark errors={errors}>
          {(a) => (
            <textarea
              {...a}
              rows={3}
              autoComplete="street-address"
              defaultValue={v("address")}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field name="pinCode" label={c.pinCode} requiredMark errors={errors}>
        {(a) => (
          <input
            {...a}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            defaultValue={v("pinCode")}
            className={inputClass}
          />
        )}
      </Field>
    </fieldset>
  );
}

const paymentOption = "flex items-start gap-3 rounded-lg border p-4";

/**
 * The payment choice: cash on delivery; UPI when the shop has a UPI ID (else shown as coming soon,
 * like online payment: there is no gateway).
 */
export function PaymentChoice({
  c,
  upiAvailable,
  chosen,
  error,
}: {
  c: CheckoutText;
  upiAvailable: boolean;
  /** The method sent with a refused form (cash on delivery otherwise). */
  chosen?: string;
  error?: string;
}) {
  const choice = upiAvailable && chosen === "upi" ? "upi" : "cod";
  const options = [
    { value: "cod", label: c.cod, text: c.codText, Icon: Banknote },
    ...(upiAvailable ? [{ value: "upi", label: c.upi, text: c.upiText, Icon: Smartphone }] : []),
  ];
  const soon = [
    ...(upiAvailable ? [] : [{ value: "upi", label: c.upi, Icon: Smartphone }]),
    { value: "online", label: c.online, Icon: CreditCard },
  ];
  return (
    <fieldset
      className={`${cardClass} space-y-3 p-6`}
      aria-describedby={error ? "paymentMethod-error" : undefined}
    >
      <legend className="px-1 text-xl font-bold">{c.payment}</legend>
      {error && (
        <p id="paymentMethod-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {options.map(({ value, label, text, Icon }) => (
        <label
          key={value}
          className={`${paymentOption} cursor-pointer border-slate-200 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-slate-800`}
        >
          <input
            type="radio"
            name="paymentMethod"
            value={value}
            defaultChecked={value === choice}
            className="mt-1 size-4 accent-brand-600"
          />
          <Icon aria-hidden className="size-6 text-green-700" />
          <span>
            <span className="block font-semibold">{label}</span>
            <span className={`text-sm ${mutedText}`}>{text}</span>
          </span>
        </label>
      ))}
      {soon.map(({ value, label, Icon }) => (
        <label
          key={value}
          className={`${paymentOption} cursor-not-allowed border-slate-200 opacity-60 dark:border-slate-700`}
        >
          <input type="radio" name="paymentMethod" value={value} disabled className="mt-1 size-4" />
          <Icon aria-hidden className="size-6" />
          <span>
            <span className="block font-semibold">{label}</span>
            <Badge>{c.comingSoon}</Badge>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The order summary (lines, and the totals the server computed with the delivery rule) and the
 * Place Order button.
 */
export function OrderSummary({
  c,
  cart,
  totals,
  totalsText,
  unavailable,
  busy,
}: {
  c: CheckoutText;
  cart: Cart;
  totals: OrderTotals;
  totalsText: TotalsText;
  unavailable: string;
  busy: boolean;
}) {
  return (
    <aside className={`${cardClass} h-fit p-6`} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="text-xl font-bold">
        {c.summary}
      </h2>
      <ul className="mt-4 space-y-3" data-testid="summary-items">
        {cart.lines.map((line) => (
          <ItemLine
            key={line.id}
            summary
            imageUrl={line.imageUrl}
            name={line.name}
            unitPricePaise={line.unitPricePaise}
            quantity={line.quantity}
            total={
              <p
                className={`text-sm font-semibold ${line.available ? "" : "line-through opacity-60"}`}
              >
                <Money paise={line.lineTotalPaise} />
              </p>
            }
          >
            {line.available ? null : (
              <p className="font-semibold text-red-700 dark:text-red-300">{unavailable}</p>
            )}
          </ItemLine>
        ))}
      </ul>
      <OrderTotalsList
        totals={totals}
        text={totalsText}
        testId="checkout"
        className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800"
      />
      <button type="submit" disabled={busy} className={`${buttonClass.primary} mt-6 w-full`}>
        {busy ? c.processing : c.placeOrder}
      </button>
      <p className={`mt-3 text-xs ${mutedText}`}>{c.terms}</p>
    </aside>
  );
}
