import type { ReactElement, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Input, Select, Textarea } from "~/components/ui/field";
import { inputClass, mutedText } from "~/components/ui/styles";
import { formatDate } from "~/lib/format";
import { fill, type FieldErrors } from "~/lib/forms";
import { type Locale, useLocale } from "~/lib/i18n/i18n";
import { countText } from "~/lib/plural";
import type { Bill } from "../bills.server";
import { billCopy, type BillCopy } from "../content";
import { PAYMENT_METHODS, statusLabel, WORK_STATUSES } from "../../money";
import { billBoxProps, billInputLabel, isBillInputField } from "../../bill-fields";
import { billingCopy } from "../../content";
import type { BillFormState } from "./use-bill-form";
import { lookupCopy } from "../lookup-content";
import { CustomerMatches, type Suggestion, useCustomerLookup } from "./customer-lookup";

/** The parts of the New Bill / Edit Bill form. */

type Values = Record<string, string>;

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

type Lookup = ReturnType<typeof useCustomerLookup>;

/** A customer box and, on a new bill, the suggestions under it (for the box named by the child). */
function LookupBox({
  offer,
  lookup,
  children,
}: {
  offer: boolean;
  lookup: Lookup;
  children: ReactElement<{ name: "customerName" | "customerPhone" }>;
}) {
  return (
    <div className="relative">
      {children}
      {offer ? lookup.listbox(children.props.name) : null}
    </div>
  );
}

/** Find customer: the look-up without JavaScript (the form again with the matches). */
function FindCustomer({ label, status }: { label: string; status: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
      <Button
        type="submit"
        variant="outline"
        name="intent"
        value="find-customer"
        formNoValidate
        data-testid="find-customer"
      >
        {label}
      </Button>
      {status}
    </div>
  );
}

/**
 * Customer Name, Phone, Address and Particulars (left empty when it only repeats the lines'
 * descriptions, `linesText`, so editing a line's description is not shadowed by it). On a new
 * bill the name and phone boxes suggest existing customers as they are typed, and Find customer
 * does it without JavaScript (decision 069); `found` is what it found.
 */
export function CustomerFields({
  bill,
  values,
  errors,
  linesText,
  found,
}: {
  bill: Bill | null;
  values: Values;
  errors: FieldErrors;
  linesText: string;
  found?: { q: string; matches: Suggestion[] } | null;
}) {
  const locale = useLocale();
  const c = billCopy[locale].form;
  const w = lookupCopy[locale];
  const lookup = useCustomerLookup();
  const initial = (k: "customerName" | "customerPhone" | "customerAddress" | "particulars") =>
    values[k] ?? (k === "particulars" && bill?.particulars === linesText ? "" : (bill?.[k] ?? ""));
  // Filled by the server (a pick, a customer's New bill): the boxes start again from the values.
  const key = `${values.customerName ?? ""}|${values.customerPhone ?? ""}|${values.customerAddress ?? ""}`;
  const offer = !bill;
  return (
    <>
      <LookupBox offer={offer} lookup={lookup} key={`name-${key}`}>
        <Input
          {...billBoxProps("customerName", locale)}
          requiredMark
          errors={errors}
          autoComplete="off"
          hint={offer ? w.hint : undefined}
          defaultValue={initial("customerName")}
          {...(offer ? lookup.comboboxProps("customerName") : {})}
        />
      </LookupBox>
      <LookupBox offer={offer} lookup={lookup} key={`phone-${key}`}>
        <Input
          {...billBoxProps("customerPhone", locale)}
          errors={errors}
          autoComplete="off"
          defaultValue={initial("customerPhone")}
          {...(offer ? lookup.comboboxProps("customerPhone") : {})}
        />
      </LookupBox>
      {offer ? <FindCustomer label={w.find} status={lookup.status} /> : null}
      {offer && found ? <CustomerMatches found={found} /> : null}
      <Input
        key={`address-${key}`}
        {...billBoxProps("customerAddress", locale)}
        errors={errors}
        fieldClassName="sm:col-span-2"
        defaultValue={initial("customerAddress")}
      />
      <Textarea
        {...billBoxProps("particulars", locale)}
        hint={c.particularsHint}
        errors={errors}
        fieldClassName="sm:col-span-2"
        rows={3}
        defaultValue={initial("particulars")}
      />
    </>
  );
}

/**
 * A new bill's advance, the money taken at the counter: the amount, how it was paid (cash by
 * default) and its reference (a UPI or cheque advance needs one; the server checks).
 */
export function AdvanceFields({
  form,
  values,
  errors,
}: {
  form: BillFormState;
  values: Values;
  errors: FieldErrors;
}) {
  const locale = useLocale();
  const c = billCopy[locale].form;
  const methods = billingCopy[locale].methods;
  return (
    <>
      <Input
        name="advance"
        label={c.advance}
        errors={errors}
        inputMode="decimal"
        autoComplete="off"
        value={form.advance}
        onChange={(e) => form.setAdvance(e.currentTarget.value)}
      />
      <Select
        name="paymentMethod"
        label={c.paidBy}
        errors={errors}
        defaultValue={values.paymentMethod ?? "cash"}
        options={PAYMENT_METHODS.map((m) => [m, methods[m]] as const)}
      />
      <Input
        name="paymentReference"
        label={c.reference}
        errors={errors}
        hint={c.referenceHint}
        fieldClassName="sm:col-span-2"
        autoComplete="off"
        defaultValue={values.paymentReference ?? ""}
      />
    </>
  );
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
  const locale = useLocale();
  return (
    <Select
      {...billBoxProps("status", locale)}
      errors={errors}
      defaultValue={values.status ?? (bill.status === "paid" ? "completed" : bill.status)}
      options={WORK_STATUSES.map((s) => [s, statusLabel(s, locale)] as const)}
    />
  );
}

/** How a refused field is named in the summary ("Line 2 rate"; a declared field by its label). */
function fieldName(key: string, c: BillCopy["form"], locale: Locale): string {
  const line = /^lines\.(\d+)\.(\w+)$/.exec(key);
  if (line) {
    const lineFields: Record<string, string> = c.lineFields;
    const field = lineFields[line[2]!] ?? line[2]!;
    return fill(c.lineField, { n: Number(line[1]) + 1, field });
  }
  if (isBillInputField(key)) return billInputLabel(key, locale);
  const names: Record<string, string> = c.fields;
  return names[key] ?? key;
}

/** The refused fields, listed above the form, each a link to its box. */
export function ErrorSummary({ errors }: { errors: FieldErrors }) {
  const locale = useLocale();
  const c = billCopy[locale].form;
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="error-summary"
      className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900 sm:col-span-2 dark:border-red-800 dark:bg-slate-900 dark:text-red-200"
    >
      <p className="font-semibold">{countText(keys.length, c.needAttention)}</p>
      <ul className="mt-1 list-disc pl-5">
        {keys.map((k) => (
          <li key={k}>
            <a href={`#${k === "lines" ? "lines-error" : k}`} className="underline">
              {fieldName(k, c, locale)}
            </a>
            : {errors[k]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A cancelled bill's notice: when, and why. */
export function CancelledNotice({ bill }: { bill: Bill }) {
  const c = billCopy[useLocale()].form;
  if (!bill.cancelledAt) return null;
  const [before, after] = c.cancelledOn.split("{reason}");
  return (
    <p
      role="status"
      data-testid="cancelled-notice"
      className="mt-4 rounded-md border border-slate-300 bg-slate-100 p-4 font-semibold dark:border-slate-700 dark:bg-slate-800"
    >
      {fill(before ?? "", { date: formatDate(bill.cancelledAt) })}
      {bill.cancelReason ? <span translate="no">{bill.cancelReason}</span> : c.noReason}
      {after}
    </p>
  );
}
