import { Plus, X } from "~/components/ui/icons";
import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { Dialog } from "~/components/ui/dialog";
import { inputClass } from "~/components/ui/styles";
import type { FieldErrors } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { billingCopy } from "../../content";
import { PAYMENT_METHODS } from "../../money";
import { ledgerContent } from "../content";
import {
  CATEGORY_MAX,
  CATEGORY_SUGGESTIONS,
  DESCRIPTION_MAX,
  LEDGER_TYPES,
  type LedgerType,
  PAYEE_MAX,
} from "../ledger";

export const ADD_BUTTON_ID = "add-record-button";

const SUGGESTIONS = [...new Set(LEDGER_TYPES.flatMap((t) => CATEGORY_SUGGESTIONS[t]))];

/**
 * The Add Record dialog, opened by the URL (`?add=1`), so it works without JavaScript too: then
 * the server renders it open in the page and Cancel is a plain link. With JavaScript it is a
 * modal (focus kept inside, Escape closes it) and focus goes back to the Add Record button.
 */
export function AddRecordDialog({
  closeHref,
  defaultType,
  errors,
  values,
  busy,
}: {
  closeHref: string;
  defaultType: LedgerType;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  const navigate = useNavigate();
  const c = ledgerContent[useLocale()];
  const type = values.type === "income" || values.type === "expense" ? values.type : defaultType;
  return (
    <Dialog
      open
      renderedOpen
      labelledBy="add-record-title"
      testId="add-record-dialog"
      returnFocusTo={ADD_BUTTON_ID}
      onClose={() => void navigate(closeHref, { replace: true, preventScrollReset: true })}
      className="z-30 m-auto w-[min(34rem,calc(100%-2rem))] rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <Form method="post" noValidate className="grid gap-4 p-6">
        <h2 id="add-record-title" className="text-xl font-bold">
          {c.addRecord}
        </h2>
        <input type="hidden" name="intent" value="add" />
        <AddRecordFields type={type} errors={errors} values={values} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" to={closeHref} replace preventScrollReset>
            <X aria-hidden className="size-4" />
            {c.cancel}
          </Button>
          <Button
            type="submit"
            pending={busy}
            pendingText={
              <>
                <Plus aria-hidden className="size-4" />
                {c.adding}
              </>
            }
          >
            <Plus aria-hidden className="size-4" />
            {c.addRecord}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

/** Type, Category, Description, Amount, Paid by (cash unless chosen), the optional payee and Bill No. */
function AddRecordFields({
  type,
  errors,
  values,
}: {
  type: LedgerType;
  errors: FieldErrors;
  values: Record<string, string>;
}) {
  const locale = useLocale();
  const c = ledgerContent[locale];
  const f = c.form;
  const methods = billingCopy[locale].methods;
  return (
    <>
      <Select
        name="type"
        label={f.type}
        requiredMark
        errors={errors}
        defaultValue={type}
        options={LEDGER_TYPES.map((t) => [t, c.types[t]] as const)}
      />
      <CategoryField label={f.category} errors={errors} value={values.category ?? ""} />
      <Textarea
        name="description"
        label={f.description}
        requiredMark
        errors={errors}
        required
        rows={2}
        maxLength={DESCRIPTION_MAX}
        defaultValue={values.description ?? ""}
      />
      <Input
        name="amount"
        label={f.amount}
        requiredMark
        errors={errors}
        required
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        defaultValue={values.amount ?? ""}
      />
      <Select
        name="method"
        label={f.method}
        requiredMark
        errors={errors}
        defaultValue={values.method ?? "cash"}
        options={PAYMENT_METHODS.map((m) => [m, methods[m]] as const)}
      />
      <Input
        name="payee"
        label={f.payee}
        optionalText={f.optional}
        hint={f.payeeHint}
        errors={errors}
        autoComplete="off"
        maxLength={PAYEE_MAX}
        defaultValue={values.payee ?? ""}
      />
      <Input
        name="billNumber"
        label={f.billNumber}
        optionalText={f.optional}
        hint={f.billHint}
        errors={errors}
        autoComplete="off"
        maxLength={30}
        defaultValue={values.billNumber ?? ""}
      />
    </>
  );
}

/** Category: free text with the usual categories of both types offered as suggestions. */
function CategoryField({
  label,
  errors,
  value,
}: {
  label: string;
  errors: FieldErrors;
  value: string;
}) {
  return (
    <Field name="category" label={label} requiredMark errors={errors}>
      {(a) => (
        <>
          <input
            {...a}
            required
            maxLength={CATEGORY_MAX}
            list="category-suggestions"
            autoComplete="off"
            defaultValue={value}
            className={inputClass}
          />
          <datalist id="category-suggestions">
            {SUGGESTIONS.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
