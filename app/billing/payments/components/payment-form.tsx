import { Form } from "react-router";
import { DateField } from "~/components/date-field";
import { Input, Select } from "~/components/ui/field";
import { NoteAndSubmit } from "~/components/ui/form-parts";
import type { FieldErrors } from "~/lib/forms";
import { paiseToInput } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { PAYMENT_METHODS } from "../../money";
import { billingCopy } from "../../content";
import { paymentCopy } from "../content";

/**
 * The Add payment form (a plain post, so it works without JavaScript): amount (the balance by
 * default), method, reference (UPI ref / cheque no.), date (today in India, not later) and note.
 */
export function PaymentForm({
  balancePaise,
  today,
  billDay,
  formKey,
  redirectTo,
  errors,
  values,
  busy,
}: {
  balancePaise: number;
  /** yyyy-mm-dd in India: the default date and the latest allowed. */
  today: string;
  /** yyyy-mm-dd in India: the bill's day, the earliest date allowed. */
  billDay: string;
  /** The form's key: sent twice, it is one payment (decision 062). */
  formKey: string;
  redirectTo: string | null;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  const locale = useLocale();
  const c = paymentCopy[locale].form;
  const value = (name: string, fallback: string) => values[name] ?? fallback;
  return (
    <Form method="post" className="mt-6 grid max-w-xl gap-4" data-testid="payment-form">
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <input type="hidden" name="idempotencyKey" value={value("idempotencyKey", formKey)} />
      <Input
        name="amount"
        label={c.amount}
        requiredMark
        inputMode="decimal"
        autoComplete="off"
        defaultValue={value("amount", balancePaise > 0 ? paiseToInput(balancePaise) : "")}
        errors={errors}
      />
      <MethodAndReference values={values} errors={errors} />
      <DateField
        name="date"
        label={c.date}
        requiredMark
        min={billDay}
        max={today}
        value={value("date", today)}
        errors={errors}
      />
      <NoteAndSubmit
        note={{ name: "note", label: c.note, optional: c.optional }}
        submit={{ label: c.record, pending: c.recording }}
        maxLength={500}
        form={{ values, errors, busy }}
      />
    </Form>
  );
}

/** How the money came (cash, UPI, …) and its reference: the Add payment form's, and a job bill's. */
export function MethodAndReference({
  values,
  errors,
}: {
  values: Record<string, string>;
  errors: FieldErrors;
}) {
  const locale = useLocale();
  const c = paymentCopy[locale].form;
  const methods = billingCopy[locale].methods;
  return (
    <>
      <Select
        name="method"
        label={c.method}
        requiredMark
        options={PAYMENT_METHODS.map((m) => [m, methods[m]] as const)}
        defaultValue={values.method ?? "cash"}
        errors={errors}
      />
      <Input
        name="reference"
        label={c.reference}
        hint={c.referenceHint}
        maxLength={100}
        autoComplete="off"
        defaultValue={values.reference ?? ""}
        errors={errors}
      />
    </>
  );
}
