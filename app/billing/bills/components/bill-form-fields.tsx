import { useState } from "react";
import { Input, Select, Textarea } from "~/components/ui/field";
import { Money } from "~/components/ui/money";
import { inputClass, mutedText } from "~/components/ui/styles";
import { paiseToInput, parseRupeesToPaise } from "~/lib/format";
import type { FieldErrors } from "~/lib/forms";
import type { Bill } from "../bills.server";
import { billFigures, statusLabel } from "../../money";

/** The parts of the New Bill / Edit Bill form. */

type Values = Record<string, string>;

const MONEY = ["amount", "discount", "advance", "received"] as const;
type MoneyKey = (typeof MONEY)[number];

/**
 * The four money boxes as typed (the refused values, else the bill's, else empty) and the Final
 * Total and Balance they give, worked out again on every key stroke.
 */
export function useBillMoney(bill: Bill | null, values: Values) {
  const [money, setMoney] = useState(
    () =>
      Object.fromEntries(
        MONEY.map((k) => [k, values[k] ?? (bill ? paiseToInput(bill[`${k}Paise` as const]) : "")]),
      ) as Record<MoneyKey, string>,
  );
  const paise = (k: MoneyKey) => parseRupeesToPaise(money[k] || "0") ?? 0;
  const figures = billFigures({
    lineAmounts: [paise("amount")],
    discount: { kind: "amount", paise: paise("discount") },
    round: false,
    paidPaise: paise("advance") + paise("received"),
  });
  const totals = { finalTotalPaise: figures.finalTotalPaise, balancePaise: figures.balancePaise };
  const setOne = (k: MoneyKey, value: string) => setMoney((m) => ({ ...m, [k]: value }));
  return { money, setOne, ...totals };
}

/** A box the server fills (the bill's number and date): read-only, not sent. */
export function ReadOnlyField({
  id,
  label,
  value,
  note,
}: {
  id: string;
  label: string;
  value: string;
  note?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        value={value}
        readOnly
        className={`${inputClass} bg-slate-100 dark:bg-slate-800`}
      />
      {note ? <p className={`mt-1 text-xs ${mutedText}`}>{note}</p> : null}
    </div>
  );
}

/** Customer Name, Phone, Address and Particulars. */
export function CustomerFields({
  bill,
  values,
  errors,
}: {
  bill: Bill | null;
  values: Values;
  errors: FieldErrors;
}) {
  const initial = (k: "customerName" | "customerPhone" | "customerAddress" | "particulars") =>
    values[k] ?? bill?.[k] ?? "";
  return (
    <>
      <Input
        name="customerName"
        label="Customer Name"
        requiredMark
        errors={errors}
        defaultValue={initial("customerName")}
      />
      <Input
        name="customerPhone"
        label="Phone"
        errors={errors}
        type="tel"
        inputMode="tel"
        defaultValue={initial("customerPhone")}
      />
      <Input
        name="customerAddress"
        label="Address"
        errors={errors}
        fieldClassName="sm:col-span-2"
        defaultValue={initial("customerAddress")}
      />
      <Textarea
        name="particulars"
        label="Particulars"
        requiredMark
        errors={errors}
        fieldClassName="sm:col-span-2"
        rows={3}
        defaultValue={initial("particulars")}
      />
    </>
  );
}

/** Amount (required), Discount, Advance and Received, in rupees. */
export function MoneyFields({
  money,
  setOne,
  errors,
}: {
  money: Record<MoneyKey, string>;
  setOne: (k: MoneyKey, value: string) => void;
  errors: FieldErrors;
}) {
  return MONEY.map((k) => (
    <Input
      key={k}
      name={k}
      label={`${k[0]!.toUpperCase()}${k.slice(1)} (₹)`}
      requiredMark={k === "amount"}
      errors={errors}
      type="number"
      inputMode="decimal"
      min={0}
      step="0.01"
      value={money[k]}
      onChange={(e) => setOne(k, e.currentTarget.value)}
    />
  ));
}

/** An edited bill's work status: Pending, In Progress or Completed (the money has its own). */
export function BillStatusField({
  bill,
  values,
  errors,
}: {
  bill: Bill;
  values: Values;
  errors: FieldErrors;
}) {
  const choices = ["pending", "in_progress", "completed"];
  return (
    <Select
      name="status"
      label="Status"
      errors={errors}
      defaultValue={values.status ?? bill.status}
      options={choices.map((s) => [s, statusLabel(s)] as const)}
    />
  );
}

/** Final Total and Balance (red when owed, green when overpaid), read out as they change. */
export function BillTotals({
  finalTotalPaise,
  balancePaise,
}: {
  finalTotalPaise: number;
  balancePaise: number;
}) {
  return (
    <dl
      className="grid gap-2 rounded-md bg-slate-100 p-4 sm:col-span-2 dark:bg-slate-800"
      aria-live="polite"
    >
      <div className="flex justify-between font-semibold">
        <dt>Final Total</dt>
        <dd data-testid="final-total">
          <Money paise={finalTotalPaise} />
        </dd>
      </div>
      <div className="flex justify-between text-lg font-bold">
        <dt>Balance</dt>
        <dd
          data-testid="balance"
          className={
            balancePaise > 0
              ? "text-red-700 dark:text-red-300"
              : balancePaise < 0
                ? "text-green-700 dark:text-green-400"
                : undefined
          }
        >
          <Money paise={balancePaise} />
        </dd>
      </div>
    </dl>
  );
}
