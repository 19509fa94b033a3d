import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Select, Textarea } from "~/components/ui/field";
import type { FieldErrors } from "~/lib/forms";
import { paiseToInput } from "~/lib/format";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "../../money";

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => [m, PAYMENT_METHOD_LABELS[m]] as const);

/**
 * The Add payment form (a plain post, so it works without JavaScript): amount (the balance by
 * default), method, reference (UPI ref / cheque no.), date (today in India, not later) and note.
 */
export function PaymentForm({
  balancePaise,
  today,
  redirectTo,
  errors,
  values,
  busy,
}: {
  balancePaise: number;
  /** yyyy-mm-dd in India: the default date and the latest allowed. */
  today: string;
  redirectTo: string | null;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  const value = (name: string, fallback: string) => values[name] ?? fallback;
  return (
    <Form method="post" className="mt-6 grid max-w-xl gap-4" data-testid="payment-form">
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Input
        name="amount"
        label="Amount (₹)"
        requiredMark
        inputMode="decimal"
        autoComplete="off"
        defaultValue={value("amount", balancePaise > 0 ? paiseToInput(balancePaise) : "")}
        errors={errors}
      />
      <Select
        name="method"
        label="Method"
        requiredMark
        options={METHOD_OPTIONS}
        defaultValue={value("method", "cash")}
        errors={errors}
      />
      <Input
        name="reference"
        label="Reference"
        hint="UPI reference (UTR) or cheque number; required for UPI and cheque."
        maxLength={100}
        autoComplete="off"
        defaultValue={value("reference", "")}
        errors={errors}
      />
      <Input
        name="date"
        label="Date"
        type="date"
        requiredMark
        max={today}
        defaultValue={value("date", today)}
        errors={errors}
      />
      <Textarea
        name="note"
        label="Note"
        optionalText="(optional)"
        rows={2}
        maxLength={500}
        defaultValue={value("note", "")}
        errors={errors}
      />
      <div>
        <Button type="submit" pending={busy} pendingText="Recording...">
          Record payment
        </Button>
      </div>
    </Form>
  );
}
